"""The domain error tree: each error knows its HTTP status, stable code and message.

`message` is product text a customer reads (listed in docs/errors.md and pinned by
tests/test_errors_doc.py); docstrings are for us and never reach a client.
"""

from __future__ import annotations

from typing import Any, ClassVar


class AppError(Exception):
    """The root of every error the API answers with; unexpected faults become a 500."""

    status: ClassVar[int] = 500
    code: ClassVar[str] = "internal_error"
    message: str = "Something went wrong on our side. Quote the X-Request-Id when you report it."

    def __init__(self, message: str | None = None, **extra: Any) -> None:
        self.message = message or type(self).message
        self.extra = extra
        super().__init__(self.message)

    def headers(self) -> dict[str, str]:
        """Extra response headers this error asks for."""
        return {}


class InvalidInput(AppError):
    """A parameter or body the API cannot accept (always 400, never 422)."""

    status = 400
    code = "validation_error"
    message = "The request is not valid: check its parameters against /docs/reference."


class InvalidDomain(InvalidInput):
    """A `url` or `domain` that does not reduce to a public registrable domain."""

    message = "`url` must be a public domain such as stripe.com, or a URL on one."


class Unauthorized(AppError):
    """No key, or one that is malformed, unknown or revoked."""

    status = 401
    code = "unauthorized"
    message = (
        "A valid API key is required: send `Authorization: Bearer <API_KEY>`. "
        "POST /v1/keys gives you one for free."
    )

    def headers(self) -> dict[str, str]:
        return {"WWW-Authenticate": 'Bearer realm="vendorstack"'}


class InsufficientCredits(AppError):
    """The account cannot pay for this call; the body carries `topup_url`."""

    status = 402
    code = "payment_required"
    message = (
        "You have run out of credits. Buy more at topup_url; your key keeps working "
        "after the top-up, so keep it."
    )


class NotFound(AppError):
    """An unknown path, vendor or company."""

    status = 404
    code = "not_found"
    message = "Nothing is at this address. /docs/reference lists the API's paths."


class MethodNotAllowed(AppError):
    """A known path asked with a method it does not take; the answer carries `Allow`."""

    status = 405
    code = "method_not_allowed"
    message = "This path does not take this method; the Allow header lists the ones it takes."


class IdempotencyKeyReused(AppError):
    """An Idempotency-Key sent again with other parameters."""

    status = 409
    code = "idempotency_key_reused"
    message = "This Idempotency-Key was already used with other parameters; use a new key."


class FormRefused(AppError):
    """A web form posted without its session's CSRF token (or with another session's)."""

    status = 403
    code = "form_refused"
    message = (
        "This form has expired or did not come from our page. Reload the page and send it again."
    )


class InvalidWebhook(AppError):
    """A Stripe webhook whose signature does not verify, or whose timestamp is too old."""

    status = 400
    code = "invalid_signature"
    message = "The webhook's signature does not verify, or it is too old; nothing was changed."


class PayloadTooLarge(AppError):
    """A request body over the 32 KB cap."""

    status = 413
    code = "payload_too_large"
    message = "The request body is over 32 KB; send a smaller one."


class RateLimited(AppError):
    """A per-key (or per-address) request rate over its limit."""

    status = 429
    code = "rate_limited"
    message = "Too many requests. Retry after the number of seconds in Retry-After."

    def __init__(self, message: str | None = None, *, retry_after: int, **extra: Any) -> None:
        super().__init__(message, retry_after=retry_after, **extra)
        self.retry_after = retry_after

    def headers(self) -> dict[str, str]:
        return {"Retry-After": str(self.retry_after)}


class KeyCreationLimited(RateLimited):
    """Too many keys created from one source address in the key-creation window."""

    message = (
        "Too many API keys were created from your network today. Keep using the key you "
        "have, or retry after the number of seconds in Retry-After."
    )


class DailyScanLimitReached(RateLimited):
    """The free plan's live scans for the UTC day are used up."""

    code = "daily_scan_limit"
    message = (
        "Your free plan's live scans for today are used up. Companies already indexed "
        "still answer; live scans resume at midnight UTC, or top up to lift the cap."
    )


class ScanFailed(AppError):
    """A live scan that could not reach the company's site; charged 0."""

    status = 502
    code = "scan_failed"
    message = "The live scan could not reach the site. No credits were charged."


class ServiceUnavailable(AppError):
    """A dependency (the database, the shared counters) is briefly unreachable."""

    status = 503
    code = "service_unavailable"
    message = "The service is briefly unable to answer; nothing was charged. Retry shortly."

    def __init__(self, message: str | None = None, *, retry_after: int, **extra: Any) -> None:
        super().__init__(message, retry_after=retry_after, **extra)
        self.retry_after = retry_after

    def headers(self) -> dict[str, str]:
        return {"Retry-After": str(self.retry_after)}
