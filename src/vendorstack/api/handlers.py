"""Every failure becomes the one JSON error shape, with the request id it happened under."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from starlette.exceptions import HTTPException
from starlette.responses import Response

from vendorstack.api.params import PATTERN_HINTS
from vendorstack.api.responses import error_response
from vendorstack.errors import AppError, InvalidInput, MethodNotAllowed, NotFound

_HTTP_ERRORS: dict[int, type[AppError]] = {404: NotFound, 405: MethodNotAllowed}


def _request_id(request: Request) -> str:
    return str(request.scope.get("state", {}).get("request_id", ""))


def render(error: AppError, request: Request) -> Response:
    return error_response(
        error.status, error.code, error.message, _request_id(request), error.extra, error.headers()
    )


async def on_app_error(request: Request, error: Exception) -> Response:
    assert isinstance(error, AppError)
    return render(error, request)


def describe(error: RequestValidationError) -> str:
    """A validation error in words, each problem naming its parameter (also for MCP tools)."""
    problems = []
    for item in error.errors():
        problems.append(_problem(item))
    return "; ".join(problems) or "The request is not valid."


def _problem(item: Mapping[str, Any]) -> str:
    """One validation problem in words, naming the parameter or field; body-level problems
    (no body at all, a body that is not JSON) say so instead of naming a position."""
    parts = [str(part) for part in item.get("loc", ()) if part not in {"query", "body", "path"}]
    kind = item.get("type")
    if kind == "json_invalid":
        detail = (item.get("ctx") or {}).get("error", "parse error")
        return f"The body is not valid JSON ({detail})."
    if kind == "missing" and not parts:
        return "A JSON body is required."
    where = ".".join(parts)
    if not where or where.isdigit():
        return str(item.get("msg", "invalid"))
    if kind == "missing":
        return f"{where} is required."
    if kind == "string_pattern_mismatch":  # the patterns are too long to quote back
        return PATTERN_HINTS.get(where, f"{where} does not have the expected form.")
    return f"{where}: {item.get('msg', 'invalid')}"


async def on_validation_error(request: Request, error: Exception) -> Response:
    assert isinstance(error, RequestValidationError)
    return render(InvalidInput(describe(error)), request)


async def on_http_error(request: Request, error: Exception) -> Response:
    assert isinstance(error, HTTPException)
    known = _HTTP_ERRORS.get(error.status_code)
    if known is not None:
        app_error = known()
    else:
        app_error = InvalidInput(str(error.detail)) if error.status_code < 500 else AppError()
    response = render(app_error, request)
    response.status_code = error.status_code
    if error.status_code == 405 and error.headers:
        response.headers.update(error.headers)
    return response


def install(app: FastAPI) -> None:
    app.add_exception_handler(AppError, on_app_error)
    app.add_exception_handler(RequestValidationError, on_validation_error)
    app.add_exception_handler(HTTPException, on_http_error)
