"""Watchlists and events: thin routes over `watching.service.Watching`."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Query, Response

from vendorstack.api.error_schemas import error_responses, metered
from vendorstack.api.routing import DirectRoute
from vendorstack.schemas.responses import (
    EventList,
    FeedCreated,
    WatchList,
    WatchRescan,
)
from vendorstack.serving.dependencies import CallerDep, FeedsDep, FreeCallDep, WatchingDep
from vendorstack.serving.params import MAX_ID, WatchCreate
from vendorstack.serving.responses import JSONBytes
from vendorstack.watching.inputs import watch_domains

ATOM = "application/atom+xml"
NO_STORE = {"Cache-Control": "no-store"}
router = APIRouter(prefix="/v1", tags=["watches"], route_class=DirectRoute)
WatchId = Annotated[int, Path(ge=1, le=MAX_ID, description="The watch's id.")]
After = Annotated[int, Query(ge=0, le=MAX_ID, description="The `next_after` of the previous page.")]


@router.post(
    "/watches",
    status_code=201,
    response_model=WatchList,
    responses={
        201: {"description": "The watches asked for."},
        **error_responses(400, 401, 413, 429, 503),
    },
    summary="Watch one or more domains (free; re-scans are charged)",
)
async def create_watches(body: WatchCreate, call: CallerDep, watching: WatchingDep) -> JSONBytes:
    answer = await watching.watch(call.caller, watch_domains(body.domains))
    return JSONBytes(answer, status_code=201)


@router.get(
    "/watches",
    response_model=WatchList,
    responses=error_responses(400, 401, 429, 503),
    summary="The account's watches with their status, 100 a page",
)
async def list_watches(call: CallerDep, watching: WatchingDep, after: After = 0) -> JSONBytes:
    return JSONBytes(await watching.watches(call.caller, after=after))


@router.delete(
    "/watches/{watch_id}",
    status_code=204,
    responses={
        204: {"description": "No longer watched."},
        **error_responses(400, 401, 404, 429, 503),
    },
    summary="Stop watching a domain",
)
async def delete_watch(call: CallerDep, watching: WatchingDep, watch_id: WatchId) -> Response:
    await watching.unwatch(call.caller, watch_id)
    return Response(status_code=204)


@router.post(
    "/watches/{watch_id}/scan",
    response_model=WatchRescan,
    responses={
        **metered("The re-scan, and the events it produced."),
        **error_responses(400, 401, 402, 404, 429, 503),
    },
    summary="Re-scan a watched domain now (charged when it reads a list)",
)
async def rescan_watch(call: CallerDep, watching: WatchingDep, watch_id: WatchId) -> JSONBytes:
    answer = await watching.rescan(call.caller, watch_id, request_id=call.request_id)
    response = JSONBytes(answer)
    response.headers["X-Credits-Used"] = str(answer["credits_used"])
    response.headers["X-Credits-Remaining"] = str(answer["credit_balance"])
    return response


@router.post(
    "/feed",
    status_code=201,
    response_model=FeedCreated,
    responses={201: {"description": "The feed's address."}, **error_responses(401, 429, 503)},
    summary="A new address for the account's Atom feed of events (the old one stops working)",
)
async def create_feed(call: CallerDep, feeds: FeedsDep) -> JSONBytes:
    return JSONBytes(await feeds.new_token(call.caller), status_code=201, headers=NO_STORE)


@router.get(
    "/feed/{token}.atom",
    response_class=Response,
    responses={
        200: {"description": "Atom 1.0.", "content": {ATOM: {"schema": {"type": "string"}}}},
        **error_responses(404, 429, 503),
    },
    summary="The account's change events as Atom (the token in the URL is the credential)",
)
async def feed(call: FreeCallDep, feeds: FeedsDep, token: str) -> Response:
    return Response(await feeds.atom(token), media_type=ATOM)


@router.get(
    "/events",
    response_model=EventList,
    responses=error_responses(400, 401, 429, 503),
    summary="The account's change events, oldest first, 100 a page (cursor: `after`)",
)
async def list_events(call: CallerDep, watching: WatchingDep, after: After = 0) -> JSONBytes:
    return JSONBytes(await watching.events(call.caller, after=after))
