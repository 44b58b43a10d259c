"""Every failure becomes the one JSON error shape, with the request id it happened under."""

from __future__ import annotations

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from starlette.exceptions import HTTPException
from starlette.responses import Response

from vendorstack import problems
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
    """A validation error in the customer's words, each problem naming its parameter."""
    return problems.describe(error.errors())


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
