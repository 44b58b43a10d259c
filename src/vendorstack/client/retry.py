"""When the client tries again: 429 and 5xx, honouring `Retry-After`; never 402 or another 4xx.

A 502 `scan_failed` is the API's answer that the site could not be reached, not a passing
fault: trying again at once would usually run another 15-90 s scan for nothing, so it is
raised. A wait longer than `max_wait` (the free plan's daily scan cap can ask for hours) is
not slept through either: the `RateLimited` error carries `retry_after` instead. A request
that never reached the service (connection refused or timed out) is retried; one that may
have (a read timeout, a dropped answer) is not, so a call is never charged twice.
"""

from __future__ import annotations

from dataclasses import dataclass

import httpx

RETRIED_STATUSES = frozenset({429, 500, 502, 503, 504})
_NOT_SENT = (httpx.ConnectError, httpx.ConnectTimeout)


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """`retries` attempts after the first; exponential backoff from `backoff` seconds."""

    retries: int = 3
    backoff: float = 0.5
    max_wait: float = 60.0

    def wait_after(
        self, retry: int, outcome: httpx.Response | httpx.TransportError
    ) -> float | None:
        """Seconds to wait before retry number `retry` (1-based), or None to stop here."""
        if retry > self.retries or not _transient(outcome):
            return None
        wait = retry_after(outcome) if isinstance(outcome, httpx.Response) else None
        if wait is None:
            wait = self.backoff * 2 ** (retry - 1)
        return wait if wait <= self.max_wait else None


def _transient(outcome: httpx.Response | httpx.TransportError) -> bool:
    if isinstance(outcome, httpx.TransportError):
        return isinstance(outcome, _NOT_SENT)
    if outcome.status_code not in RETRIED_STATUSES:
        return False
    return not (outcome.status_code == 502 and _error_code(outcome) == "scan_failed")


def _error_code(response: httpx.Response) -> object:
    try:
        body = response.json()
    except ValueError:
        return None
    return body.get("error") if isinstance(body, dict) else None


def retry_after(response: httpx.Response) -> float | None:
    """`Retry-After` in seconds (the API sends whole seconds, never an HTTP date)."""
    value = response.headers.get("retry-after", "").strip()
    return float(value) if value.isdigit() else None
