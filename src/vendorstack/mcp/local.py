"""The seam between the MCP tools and the lookups: one tool call in, the same lookup, input
rules and answer as the JSON API's route out.

Everything the tools need from the server is imported here and nowhere else in
`vendorstack.mcp`, and none of it from `api`: the named dependencies, query models and error
shape are `serving`'s, the operations `lookups`'. A call is authenticated, rate limited and
metered exactly as the route's is: `authenticated` (bearer key, per-key limit,
`last_used_at`) or `free_call`, its arguments validated by the route's own query model, then
the lookup with the request's id, so the ledger rows are the same rows.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from typing import Any, Concatenate, ParamSpec, TypeVar

import orjson
from pydantic import BaseModel, ValidationError
from starlette.requests import Request

from vendorstack.errors import AppError, InvalidInput
from vendorstack.lookups.inputs import check_input, company_input, prospect_input
from vendorstack.lookups.portfolio import portfolio_domains
from vendorstack.mcp.backend import Body, ToolFailure
from vendorstack.problems import describe
from vendorstack.serving.dependencies import (
    authenticated,
    free_answers,
    free_call_past_the_door,
    lookups,
    portfolios,
    watching,
)
from vendorstack.serving.params import CheckQuery, PortfolioAsk, ProspectFilter, WatchCreate
from vendorstack.serving.responses import error_body
from vendorstack.watching.inputs import watch_domains

log = logging.getLogger("vendorstack.mcp")
P = ParamSpec("P")
M = TypeVar("M", bound=BaseModel)
Operation = Callable[Concatenate["LocalBackend", P], Awaitable[dict[str, Any]]]


def _validated(model: type[M], **arguments: object) -> M:
    """The tool's arguments checked by the route's query model: the same 400 in words."""
    given = {name: value for name, value in arguments.items() if value is not None}
    try:
        return model.model_validate(given)
    except ValidationError as error:
        raise InvalidInput(describe(error.errors())) from None


def _reported(
    operation: Operation[P],
) -> Callable[Concatenate[LocalBackend, P], Coroutine[Any, Any, Body]]:
    """The operation's body as the API renders it (orjson, UTC `Z` timestamps); an error as
    `ToolFailure` with the API's error body; a bug as `internal_error`, logged."""

    async def run(backend: LocalBackend, /, *args: P.args, **kwargs: P.kwargs) -> Body:
        try:
            body = await operation(backend, *args, **kwargs)
        except AppError as error:
            raise ToolFailure(backend.error(error)) from None
        except Exception:
            log.exception("MCP tool call failed in request %s", backend.request_id)
            raise ToolFailure(backend.error(AppError(INTERNAL_MESSAGE))) from None
        rendered: Body = orjson.loads(orjson.dumps(body, option=orjson.OPT_UTC_Z))
        return rendered

    return run


INTERNAL_MESSAGE = "An internal error occurred; quote the request_id when reporting it."


class LocalBackend:
    """The operations for one MCP request on `/mcp`, in this process."""

    def __init__(self, request: Request) -> None:
        self._request = request
        self.request_id: str = request.scope["state"]["request_id"]

    def error(self, error: AppError) -> Body:
        return error_body(error.code, error.message, self.request_id, error.extra)

    @_reported
    async def check(self, url: str, *, category: str | None, refresh: bool) -> dict[str, Any]:
        call = await authenticated(self._request)
        query = _validated(CheckQuery, url=url, category=category, refresh="1" if refresh else None)
        question = check_input(query.url, category=query.category, refresh=refresh)
        answer = await (await lookups(self._request)).check(
            call.caller, question, request_id=call.request_id
        )
        return answer.body

    @_reported
    async def company(self, domain: str) -> dict[str, Any]:
        call = await authenticated(self._request)
        answer = await (await lookups(self._request)).company(
            call.caller, company_input(domain), request_id=call.request_id
        )
        return answer.body

    @_reported
    async def prospect(
        self, *, vendor: str | None, category: str | None, segment: str | None, page: int
    ) -> dict[str, Any]:
        call = await authenticated(self._request)
        given = _validated(
            ProspectFilter, vendor=vendor, category=category, segment=segment, page=page
        )
        question = prospect_input(
            vendor=given.vendor, category=given.category, segment=given.segment, page=given.page
        )
        answer = await (await lookups(self._request)).prospect(
            call.caller, question, request_id=call.request_id
        )
        return answer.body

    @_reported
    async def balance(self) -> dict[str, Any]:
        call = await authenticated(self._request)
        return await (await free_answers(self._request)).balance(call.caller)

    @_reported
    async def pricing(self) -> dict[str, Any]:
        await free_call_past_the_door(self._request)
        return (await free_answers(self._request)).pricing()

    @_reported
    async def vendors(self) -> dict[str, Any]:
        await free_call_past_the_door(self._request)
        return (await free_answers(self._request)).vendors()

    @_reported
    async def watch(self, domains: Sequence[str]) -> dict[str, Any]:
        call = await authenticated(self._request)
        given = _validated(WatchCreate, domains=list(domains))
        service = await watching(self._request)
        return await service.watch(call.caller, watch_domains(given.domains))

    @_reported
    async def watches(self, *, after: int) -> dict[str, Any]:
        call = await authenticated(self._request)
        return await (await watching(self._request)).watches(call.caller, after=after)

    @_reported
    async def unwatch(self, watch_id: int) -> dict[str, Any]:
        call = await authenticated(self._request)
        await (await watching(self._request)).unwatch(call.caller, watch_id)
        return {}  # the route's 204

    @_reported
    async def events(self, *, after: int) -> dict[str, Any]:
        call = await authenticated(self._request)
        return await (await watching(self._request)).events(call.caller, after=after)

    @_reported
    async def portfolio(self, domains: Sequence[str]) -> dict[str, Any]:
        call = await authenticated(self._request)
        given = _validated(PortfolioAsk, domains=list(domains))
        answer = await (await portfolios(self._request)).concentration(
            call.caller, portfolio_domains(given.domains), request_id=call.request_id
        )
        return answer.body
