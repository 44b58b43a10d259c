"""Every failure becomes the one JSON error shape, with the request id it happened under."""

from __future__ import annotations

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from starlette.exceptions import HTTPException
from starlette.responses import Response
from starlette.routing import BaseRoute, Match

from vendorstack import problems
from vendorstack.errors import AppError, InvalidInput, MethodNotAllowed, NotFound
from vendorstack.serving.errors import render

_HTTP_ERRORS: dict[int, type[AppError]] = {404: NotFound, 405: MethodNotAllowed}


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
        response.headers["Allow"] = _allowed(request) or error.headers.get("Allow", "")
    return response


def _allowed(request: Request) -> str:
    """Every method some route takes at this path (Starlette names only the first route's,
    and `/v1/watches` is two routes: GET and POST)."""
    methods: set[str] = set()
    for route in request.app.router.routes:
        if isinstance(route, BaseRoute) and route.matches(request.scope)[0] != Match.NONE:
            methods.update(getattr(route, "methods", None) or ())
    return ", ".join(sorted(methods))


def install(app: FastAPI) -> None:
    app.add_exception_handler(AppError, on_app_error)
    app.add_exception_handler(RequestValidationError, on_validation_error)
    app.add_exception_handler(HTTPException, on_http_error)
