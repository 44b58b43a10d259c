"""OpenAPI helpers: the error responses each operation declares."""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi

from vendorstack.api.query import BEARER_SCHEME
from vendorstack.api.schemas import Error

_DESCRIPTIONS = {
    400: "Validation error (`validation_error`); nothing is charged.",
    401: "Missing, malformed, unknown or revoked key (`unauthorized`).",
    402: "Credits exhausted (`payment_required`); `topup_url` says where to buy more.",
    404: "Unknown company (`not_found`, `found:false`, 0 credits).",
    409: "`Idempotency-Key` already used with other parameters (`idempotency_key_reused`).",
    413: "Request body over 32 KB (`payload_too_large`).",
    429: "`rate_limited` (per-minute or key creation) or `daily_scan_limit`; see Retry-After.",
    502: "The live scan could not reach the site (`scan_failed`); 0 credits.",
    503: "Briefly unable to answer (`service_unavailable`); nothing charged; see Retry-After.",
}


def error_responses(*statuses: int) -> dict[int | str, dict[str, Any]]:
    return {status: {"model": Error, "description": _DESCRIPTIONS[status]} for status in statuses}


def install_openapi(app: FastAPI) -> None:
    """Our validation errors are 400s with the Error shape, so FastAPI's 422s are dropped."""

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            schema = get_openapi(
                title=app.title,
                version=app.version,
                description=app.description,
                routes=app.routes,
            )
            _drop_422(schema)
            _declare_bearer(schema)
            app.openapi_schema = schema
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]


def _declare_bearer(schema: dict[str, Any]) -> None:
    """Keyed operations name the scheme in `security` (see `api.query`); declare it once."""
    schemes = schema.setdefault("components", {}).setdefault("securitySchemes", {})
    schemes[BEARER_SCHEME] = {
        "type": "http",
        "scheme": "bearer",
        "description": "`Authorization: Bearer <API_KEY>`; keys are created by POST /v1/keys.",
    }


def _drop_422(schema: dict[str, Any]) -> None:
    for operations in schema.get("paths", {}).values():
        for operation in operations.values():
            operation.get("responses", {}).pop("422", None)
    components = schema.get("components", {}).get("schemas", {})
    for name in ("HTTPValidationError", "ValidationError"):
        components.pop(name, None)
