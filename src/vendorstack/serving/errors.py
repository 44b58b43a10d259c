"""Errors as the one JSON shape, for every front end served over HTTP: an `AppError`
rendered with its request id (validation errors in words are `vendorstack.problems`)."""

from __future__ import annotations

from fastapi import Request
from starlette.responses import Response

from vendorstack.errors import AppError
from vendorstack.serving.responses import error_response


def _request_id(request: Request) -> str:
    return str(request.scope.get("state", {}).get("request_id", ""))


def render(error: AppError, request: Request) -> Response:
    return error_response(
        error.status, error.code, error.message, _request_id(request), error.extra, error.headers()
    )
