"""Parameters the GET routes read straight from the request, with their OpenAPI description.

FastAPI re-inspects every declared parameter's annotation on every request; on this machine
four declared query parameters cost the metered `/v1/check` about 70 µs, more than its ledger
write. The GET routes therefore take only the `Request`, read their parameters through a
`Parameters` table, and hand the same table to OpenAPI (`openapi_extra`) so the published
description stays exact. Validation stays with the rules in `api.params`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal
from urllib.parse import parse_qsl

from starlette.requests import Request

from vendorstack.errors import InvalidInput

BEARER_SCHEME = "HTTPBearer"
_STRING: Mapping[str, Any] = {"type": "string"}


@dataclass(frozen=True, slots=True)
class Param:
    """One query or path parameter, as OpenAPI describes it."""

    name: str
    description: str
    required: bool = False
    location: Literal["query", "path", "header"] = "query"
    schema: Mapping[str, Any] = field(default_factory=lambda: _STRING)

    def openapi(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "in": self.location,
            "required": self.required or self.location == "path",
            "description": self.description,
            "schema": dict(self.schema),
        }


class Parameters:
    """The parameters of one operation: read from a request, described for OpenAPI."""

    def __init__(self, *params: Param) -> None:
        self._params = params

    def read(self, request: Request) -> dict[str, str | None]:
        """Each parameter's raw value (None when absent); a missing required one is a 400.

        A repeated query parameter takes its last value, as Starlette's `query_params` does.
        """
        query = query_pairs(request.scope.get("query_string", b""))
        path = request.path_params
        values: dict[str, str | None] = {}
        for param in self._params:
            if param.location == "header":
                continue  # described here, read where it is used (`api.deps.idempotency_key`)
            value = path.get(param.name) if param.location == "path" else query.get(param.name)
            if value is None and param.required:
                raise InvalidInput(f"{param.name} is required.")
            values[param.name] = value
        return values

    def openapi(self, *, keyed: bool) -> dict[str, Any]:
        """`openapi_extra` for the operation: its parameters and, for keyed calls, security."""
        extra: dict[str, Any] = {}
        if self._params:
            extra["parameters"] = [param.openapi() for param in self._params]
        if keyed:
            extra["security"] = [{BEARER_SCHEME: []}]
        return extra


NO_PARAMETERS = Parameters()


def query_pairs(raw: bytes) -> dict[str, str]:
    """The query string as a dict, the last of repeated names winning, blanks kept.

    Parsed here rather than through Starlette's `query_params`, whose multi-dict cost twice
    as much; and a query with no escapes (`url=example.com`, the usual case) is split
    directly, which is what `parse_qsl` would make of it at a third of the cost.
    """
    if not raw:
        return {}
    text = raw.decode("latin-1")
    if "%" in text or "+" in text:
        return dict(parse_qsl(text, keep_blank_values=True))
    return dict(_name_and_value(pair) for pair in text.split("&") if pair)


def _name_and_value(pair: str) -> tuple[str, str]:
    name, _, value = pair.partition("=")
    return name, value
