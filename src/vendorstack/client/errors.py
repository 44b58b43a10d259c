"""What the client raises: one class per error class of the API, each carrying the API's body.

A 402 carries `topup_url` (relay it to a human; never create a new key), a 429 `retry_after`.
"""

from __future__ import annotations

from typing import Any


class VendorStackError(Exception):
    """Base of every error the client raises."""


class ServiceUnreachable(VendorStackError):
    """The service could not be reached (connection refused, reset, DNS, timeout)."""


class ApiError(VendorStackError):
    """The API answered with an error: its status, stable `error` code and whole JSON body."""

    def __init__(self, status: int, body: dict[str, Any]) -> None:
        self.status = status
        self.body = body
        self.code = str(body.get("error", f"http_{status}"))
        self.message = str(body.get("message", ""))
        self.request_id = str(body.get("request_id", ""))
        super().__init__(f"{self.code}: {self.message}" if self.message else self.code)


class InvalidRequest(ApiError):
    """400 `validation_error`: a parameter the API refused; nothing was charged."""


class Unauthorized(ApiError):
    """401: the key is missing, malformed, unknown or revoked."""


class PaymentRequired(ApiError):
    """402: credits are exhausted. `topup_url` is where a human buys more; the key keeps working."""

    @property
    def topup_url(self) -> str:
        return str(self.body.get("topup_url", ""))


class NotFound(ApiError):
    """404: e.g. a company that has never been scanned (no charge)."""


class RateLimited(ApiError):
    """429 `rate_limited` or `daily_scan_limit`; `retry_after` is in seconds."""

    @property
    def retry_after(self) -> int | None:
        value = self.body.get("retry_after")
        return value if isinstance(value, int) else None


class ScanFailed(ApiError):
    """502 `scan_failed`: the live scan could not reach the site; nothing was charged."""


class ServerError(ApiError):
    """Any other 5xx: a failure on the service's side; quote `request_id` when reporting."""


_BY_STATUS: dict[int, type[ApiError]] = {
    400: InvalidRequest,
    401: Unauthorized,
    402: PaymentRequired,
    404: NotFound,
    429: RateLimited,
}


def error_for(status: int, body: dict[str, Any]) -> ApiError:
    """The error class for an API error answer (a 502 is a scan failure only when it says so)."""
    if status == 502 and body.get("error") == "scan_failed":
        return ScanFailed(status, body)
    if status >= 500:
        return ServerError(status, body)
    return _BY_STATUS.get(status, ApiError)(status, body)
