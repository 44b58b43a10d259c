"""Whether the running task answers a client request: storage bounds a wait only there.

A request owes its caller an answer within about 2 s even when the database is locked or
stalled (503 with Retry-After); sweeps, scan workers, migrations and exports are not in a
hurry and wait a lock out. The request middleware marks its task; tasks it spawns inherit it.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

_serving: ContextVar[bool] = ContextVar("vendorstack_serving_a_request", default=False)


def serving_a_request() -> bool:
    return _serving.get()


@contextmanager
def a_request() -> Iterator[None]:
    """Mark the current task (and the tasks it starts) as serving a client request."""
    token = _serving.set(True)
    try:
        yield
    finally:
        _serving.reset(token)
