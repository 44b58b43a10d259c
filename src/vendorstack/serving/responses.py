"""JSON rendering shared by every route and error handler."""

from __future__ import annotations

from typing import Any

from starlette.responses import Response

from vendorstack.schemas.json import dumps


class JSONBytes(Response):
    """orjson-rendered JSON; timestamps come out as ISO 8601 UTC with a `Z`."""

    media_type = "application/json"

    def render(self, content: Any) -> bytes:
        return dumps(content)


def error_body(code: str, message: str, request_id: str, extra: dict[str, Any]) -> dict[str, Any]:
    """The one error shape: `error`, `message`, `request_id`, then any error-specific fields."""
    return {"error": code, "message": message, "request_id": request_id, **extra}


def error_response(
    status: int,
    code: str,
    message: str,
    request_id: str,
    extra: dict[str, Any] | None = None,
    headers: dict[str, str] | None = None,
) -> JSONBytes:
    body = error_body(code, message, request_id, extra or {})
    return JSONBytes(body, status_code=status, headers=headers)
