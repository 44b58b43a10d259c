"""Errors as the one JSON shape, for every front end served over HTTP: an `AppError`
rendered with its request id, and a validation error in words naming each parameter."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from fastapi import Request
from fastapi.exceptions import RequestValidationError
from starlette.responses import Response

from vendorstack.errors import AppError
from vendorstack.serving.params import PATTERN_HINTS
from vendorstack.serving.responses import error_response


def _request_id(request: Request) -> str:
    return str(request.scope.get("state", {}).get("request_id", ""))


def render(error: AppError, request: Request) -> Response:
    return error_response(
        error.status, error.code, error.message, _request_id(request), error.extra, error.headers()
    )


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
