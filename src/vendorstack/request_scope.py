"""Whether the running task answers a client request: storage bounds a wait only there.

A request owes its caller an answer within about 2 s even when the database is locked or
stalled (503 with Retry-After); sweeps, scan workers, migrations and exports are not in a
hurry and wait a lock out. The request middleware sets `SERVING_A_REQUEST` in its task; the
tasks it starts inherit it.

The variable itself is the interface, not functions around it: `SERVING_A_REQUEST.get` and
`.set` run in C, so marking and reading cost the metered path no Python call of their own
(`tests/api/test_request_path.py` counts the files a `/v1/check` runs in).
"""

from __future__ import annotations

from contextvars import ContextVar

SERVING_A_REQUEST: ContextVar[bool] = ContextVar("vendorstack_serving_a_request", default=False)
