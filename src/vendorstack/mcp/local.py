"""The seam between the MCP tools and the service layer: one tool call in, the same service
function, parameter rules and JSON view as the JSON API's route out.

Everything the tools need from `api` and the domain services is imported here and nowhere
else in `vendorstack.mcp`, so when the routes or services change shape this one module is
re-pointed. A call is authenticated, rate limited and metered exactly as the route's is:
`authenticated` (bearer key, per-key limit, `last_used_at`) or `free_call`, its arguments
validated by the route's own query model, then the service function with the request's id,
so the ledger rows are the same rows.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, Concatenate, ParamSpec, TypeVar

import orjson
from pydantic import BaseModel, ValidationError
from starlette.requests import Request

from vendorstack.accounts.pricing import pricing
from vendorstack.accounts.service import topup_url
from vendorstack.api import params, views
from vendorstack.api.deps import authenticated, bearer_token, client_address, free_call
from vendorstack.api.params import VENDOR_OR_CATEGORY, CheckQuery, ProspectFilter
from vendorstack.api.responses import dumps, error_body
from vendorstack.errors import AppError, InvalidInput, Unauthorized
from vendorstack.extraction.dictionary import load_dictionary
from vendorstack.index.prospect import ProspectQuery
from vendorstack.mcp.backend import Body, ToolFailure
from vendorstack.problems import describe
from vendorstack.services import Services

log = logging.getLogger("vendorstack.mcp")
P = ParamSpec("P")
M = TypeVar("M", bound=BaseModel)
Operation = Callable[Concatenate["LocalBackend", P], Awaitable[dict[str, Any]]]


async def authenticate(request: Request) -> None:
    """Refuse a request to `/mcp` whose key is not live, as a keyed route would (401),
    counting the failed attempt against the source address's limit. A request with no
    `Authorization` at all is let in, counted per address like the free routes: the free
    tools answer it and the metered ones answer `unauthorized` tool errors. Tool calls are
    counted per key when they run, so a 429 reaches the agent as a tool error."""
    services: Services = request.app.state.services
    if _keyless(request):
        address = client_address(request, services.settings.trusted_proxies)
        await services.limits.hit_request(f"addr:{address}")
        return
    token = bearer_token(request)
    try:
        services.callers.trusted(token) or await services.callers.authenticate(token)
    except Unauthorized:
        address = client_address(request, services.settings.trusted_proxies)
        await services.limits.hit_request(f"addr:{address}")
        raise


def _keyless(request: Request) -> bool:
    return all(name != b"authorization" for name, _ in request.scope["headers"])


async def _free(request: Request) -> None:
    """A free tool's request limit: a keyless request was counted at the door already."""
    if not _keyless(request):
        await free_call(request)


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
        rendered: Body = orjson.loads(dumps(body))
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
        answer = await call.services.lookups.check(
            call.caller,
            params.domain(query.url),
            force_scan=params.flag(query.refresh),
            request_id=call.request_id,
        )
        return views.check_view(answer, query.category)

    @_reported
    async def company(self, domain: str) -> dict[str, Any]:
        call = await authenticated(self._request)
        record, history, bill = await call.services.lookups.company(
            call.caller, params.domain(domain, "domain"), request_id=call.request_id
        )
        return views.company_view(record, history, bill)

    @_reported
    async def prospect(
        self, *, vendor: str | None, category: str | None, segment: str | None, page: int
    ) -> dict[str, Any]:
        call = await authenticated(self._request)
        given = _validated(
            ProspectFilter, vendor=vendor, category=category, segment=segment, page=page
        )
        if given.vendor is None and given.category is None:
            raise InvalidInput(VENDOR_OR_CATEGORY)
        query = ProspectQuery(
            vendor=given.vendor,
            category=given.category,
            segment=params.segment(given.segment),
            page=given.page,
        )
        result = await call.services.lookups.prospect_page(
            call.caller, query, request_id=call.request_id
        )
        return views.prospect_view(query, result)

    @_reported
    async def balance(self) -> dict[str, Any]:
        call = await authenticated(self._request)
        standing = await call.services.credits.standing(call.caller)
        return {
            "credit_balance": standing.credit_balance,
            "free_tier": standing.free_tier,
            "lifetime_credits_used": standing.lifetime_credits_used,
            "topup_url": topup_url(call.services.settings.base_url, call.caller.public_id),
        }

    @_reported
    async def pricing(self) -> dict[str, Any]:
        await _free(self._request)
        services: Services = self._request.app.state.services
        return pricing(services.settings.free_scans_per_day)

    @_reported
    async def vendors(self) -> dict[str, Any]:
        await _free(self._request)
        return {"categories": load_dictionary().categories()}
