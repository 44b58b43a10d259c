"""OpenAPI helpers: the error responses each operation declares."""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi

from vendorstack.api.schemas import Error

_DESCRIPTIONS = {
    400: "Validation error (`validation_error`); nothing is charged.",
    401: "Missing, malformed, unknown or revoked key (`unauthorized`).",
    402: "Credits exhausted (`payment_required`); `topup_url` says where to buy more.",
    404: "Unknown company (`not_found`, `found:false`, 0 credits).",
    413: "Request body over 32 KB (`payload_too_large`).",
    429: "`rate_limited` (per-minute or key creation) or `daily_scan_limit`; see Retry-After.",
    502: "The live scan could not reach the site (`scan_failed`); 0 credits.",
}


def error_responses(*statuses: int) -> dict[int | str, dict[str, Any]]:
    return {status: {"model": Error, "description": _DESCRIPTIONS[status]} for status in statuses}


def install_openapi(app: FastAPI) -> None:
    """Our validation errors are 400s with the Error shape; drop FastAPI's generated 422s."""

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            schema = get_openapi(
                title=app.title,
                version=app.version,
                description=app.description,
                routes=app.routes,
            )
            _drop_422(schema)
            app.openapi_schema = schema
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]


def _drop_422(schema: dict[str, Any]) -> None:
    for operations in schema.get("paths", {}).values():
        for operation in operations.values():
            operation.get("responses", {}).pop("422", None)
    components = schema.get("components", {}).get("schemas", {})
    for name in ("HTTPValidationError", "ValidationError"):
        components.pop(name, None)
