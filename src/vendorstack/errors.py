"""The domain error tree: each error knows its HTTP status and stable code.

The docstring of each class is the default message a client sees.
"""

from __future__ import annotations

from typing import Any, ClassVar


class AppError(Exception):
    """Something went wrong."""

    status: ClassVar[int] = 500
    code: ClassVar[str] = "internal_error"

    def __init__(self, message: str | None = None, **extra: Any) -> None:
        self.message = message or (type(self).__doc__ or "").strip()
        self.extra = extra
        super().__init__(self.message)

    def headers(self) -> dict[str, str]:
        """Extra response headers this error asks for."""
        return {}


class InvalidInput(AppError):
    """The request is not valid."""

    status = 400
    code = "validation_error"


class InvalidDomain(InvalidInput):
    """The url parameter is not a public domain name."""


class Unauthorized(AppError):
    """A valid API key is required: send `Authorization: Bearer <API_KEY>`."""

    status = 401
    code = "unauthorized"

    def headers(self) -> dict[str, str]:
        return {"WWW-Authenticate": 'Bearer realm="vendorstack"'}


class InsufficientCredits(AppError):
    """Your credits are exhausted. Top up at topup_url; the same key keeps working."""

    status = 402
    code = "payment_required"


class NotFound(AppError):
    """Nothing is here."""

    status = 404
    code = "not_found"


class MethodNotAllowed(AppError):
    """This method is not allowed on this path."""

    status = 405
    code = "method_not_allowed"


class IdempotencyKeyReused(AppError):
    """This Idempotency-Key was already used with other parameters; use a new key."""

    status = 409
    code = "idempotency_key_reused"


class PayloadTooLarge(AppError):
    """The request body is over 32 KB."""

    status = 413
    code = "payload_too_large"


class RateLimited(AppError):
    """Too many requests. Retry after the number of seconds in Retry-After."""

    status = 429
    code = "rate_limited"

    def __init__(self, message: str | None = None, *, retry_after: int, **extra: Any) -> None:
        super().__init__(message, retry_after=retry_after, **extra)
        self.retry_after = retry_after

    def headers(self) -> dict[str, str]:
        return {"Retry-After": str(self.retry_after)}


class DailyScanLimitReached(RateLimited):
    """The free plan allows 5 live scans a day; indexed lookups stay free of that cap."""

    code = "daily_scan_limit"


class ScanFailed(AppError):
    """The live scan could not reach the site. No credits were charged."""

    status = 502
    code = "scan_failed"


class ServiceUnavailable(AppError):
    """The service is briefly unable to answer; nothing was charged. Retry shortly."""

    status = 503
    code = "service_unavailable"

    def __init__(self, message: str | None = None, *, retry_after: int, **extra: Any) -> None:
        super().__init__(message, retry_after=retry_after, **extra)
        self.retry_after = retry_after

    def headers(self) -> dict[str, str]:
        return {"Retry-After": str(self.retry_after)}
