"""The error bodies and headers each operation declares, one schema per status.

Every error has the one shape of `serving.responses.error_body` (`error`, `message`, `request_id`);
each status's schema names its code and the fields that status adds, and nothing else may
appear (`additionalProperties: false`), so the tests can hold every error to its schema.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field


class Error(BaseModel):
    """Every error: a stable code, a human message and the request id."""

    model_config = ConfigDict(extra="forbid")

    error: str = Field(description="Stable machine-readable code.")
    message: str = Field(description="What went wrong, for a human.")
    request_id: str = Field(description="The X-Request-Id of the response; quote it to support.")


class ValidationFailed(Error):
    error: Literal["validation_error"]


class WebhookRefused(Error):
    error: Literal["validation_error", "webhook_url_refused"]


class Unauthorized(Error):
    error: Literal["unauthorized"]


class PaymentRequired(Error):
    error: Literal["payment_required"]
    topup_url: str = Field(description="Where a human can buy credits; relay it verbatim.")


class NotFound(Error):
    error: Literal["not_found"]


class UnknownCompany(NotFound):
    found: Literal[False]
    credits_used: Literal[0] = Field(description="Nothing was charged.")


class IdempotencyKeyReused(Error):
    error: Literal["idempotency_key_reused"]


class PayloadTooLarge(Error):
    error: Literal["payload_too_large"]


class RateLimited(Error):
    error: Literal["rate_limited", "daily_scan_limit"]
    retry_after: int = Field(ge=1, description="Seconds until a retry can succeed.")


class ServiceUnavailable(Error):
    error: Literal["service_unavailable"]
    retry_after: int = Field(ge=1, description="Seconds until a retry can succeed.")


class ScanFailed(Error):
    error: Literal["scan_failed"]
    domain: str
    reason: str = Field(description="Why the scan failed, e.g. connect_failed, dns_failed.")
    credits_used: Literal[0] = Field(description="Nothing was charged.")


def header(description: str, schema: dict[str, Any]) -> dict[str, Any]:
    return {"description": description, "required": True, "schema": schema}


# `X-Request-Id` is on every response; `api.docs` declares it there, once.
REQUEST_ID_HEADER = header(
    "The request's id: the client's own when it sent a well-formed one, else req_<24 hex>.",
    {"type": "string", "pattern": "^[A-Za-z0-9._-]{8,64}$"},
)
CREDIT_HEADERS = {
    "X-Credits-Used": header("Credits this call used (0 or 1).", {"type": "integer"}),
    "X-Credits-Remaining": header("Credits left after this call.", {"type": "integer"}),
    "Idempotent-Replayed": {
        "description": "`true` when this is the stored answer to an earlier call with the "
        "same Idempotency-Key (credit headers as they were then; nothing charged now).",
        "required": False,
        "schema": {"type": "string", "const": "true"},
    },
}
RETRY_AFTER = {"Retry-After": header("Seconds to wait before retrying.", {"type": "integer"})}
Declared = tuple[type[Error], str, dict[str, Any]]
_ERRORS: dict[int, Declared] = {
    400: (ValidationFailed, "Invalid parameters or body (`validation_error`); free.", {}),
    401: (
        Unauthorized,
        "Missing, malformed, unknown or revoked key (`unauthorized`).",
        {"WWW-Authenticate": header("The bearer scheme.", {"type": "string"})},
    ),
    402: (PaymentRequired, "Credits exhausted (`payment_required`); see `topup_url`.", {}),
    404: (NotFound, "Unknown vendor slug (`not_found`); free.", {}),
    409: (
        IdempotencyKeyReused,
        "This `Idempotency-Key` was used with other parameters (`idempotency_key_reused`).",
        {},
    ),
    413: (PayloadTooLarge, "Request body over 32 KB (`payload_too_large`).", {}),
    429: (
        RateLimited,
        "`rate_limited` (per minute, or key creation) or `daily_scan_limit`; free.",
        RETRY_AFTER,
    ),
    502: (ScanFailed, "The live scan could not reach the site (`scan_failed`); free.", {}),
    503: (
        ServiceUnavailable,
        "Briefly unable to answer (`service_unavailable`: the database or, for key creation, "
        "the shared limit store is unreachable); nothing charged.",
        RETRY_AFTER,
    ),
}
UNKNOWN_COMPANY: Declared = (
    UnknownCompany,
    "Never scanned (`not_found`, `found:false`, 0 credits).",
    {},
)


def error_responses(
    *statuses: int, not_found: Declared = _ERRORS[404]
) -> dict[int | str, dict[str, Any]]:
    """An operation's declared errors, for FastAPI's `responses`; a 404 other than an
    unknown vendor's is given as `not_found` (e.g. `UNKNOWN_COMPANY`)."""
    declared: dict[int | str, dict[str, Any]] = {}
    for status in statuses:
        model, description, headers = not_found if status == 404 else _ERRORS[status]
        declared[status] = {"model": model, "description": description, "headers": headers}
    return declared


WEBHOOK_URL_REFUSED: dict[int | str, dict[str, Any]] = {
    400: {
        "model": WebhookRefused,
        "description": "A malformed body (`validation_error`) or a webhook URL that is not a "
        "public http(s) address (`webhook_url_refused`).",
        "headers": {},
    }
}


def metered(description: str) -> dict[int | str, dict[str, Any]]:
    """A metered operation's 200: its credit headers."""
    return {200: {"description": description, "headers": CREDIT_HEADERS}}
