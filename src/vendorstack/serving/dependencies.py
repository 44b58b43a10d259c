"""What a request handler needs, by name: the composition root's parts as FastAPI
dependencies, declared once for every front end served over HTTP (`api`, `mcp`, `web`).

A handler names what it needs in its signature and FastAPI provides it:

- `LookupsDep`: the metered lookups; `FreeAnswersDep`: balance, prices, vendors;
- `LimitsDep`: the rate limits; `SettingsDep`: the settings; `ServicesDep`: all of them, for
  the app's own assembly (the web pages, the lifespan);
- `CallDep`: an unauthenticated call (request id, source address), with no limit of its own
  (`POST /v1/keys` counts against the key-creation limit instead);
- `FreeCallDep`: an unauthenticated call counted against the per-address request limit;
- `CallerDep`: a call made with a valid bearer key, counted against that key's limit;
- `IdempotencyKeyDep`: a metered call's `Idempotency-Key` header, checked (a bad one is a 400).

Each is an `async def` of the request alone: FastAPI runs a plain `def` dependency in a worker
thread, and `api.routing.DirectRoute` calls such dependencies directly.
"""

from __future__ import annotations

import ipaddress
from datetime import UTC, datetime
from functools import lru_cache
from typing import Annotated, NamedTuple

from fastapi import Depends, Request
from fastapi.openapi.models import HTTPBearer as HTTPBearerModel
from fastapi.security.base import SecurityBase

from vendorstack.accounts.service import Caller, Touch, needs_touch
from vendorstack.config import Settings
from vendorstack.errors import Unauthorized
from vendorstack.exports.metered import MeteredExports
from vendorstack.lookups.free import FreeAnswers
from vendorstack.lookups.inputs import idempotency_key as checked_key
from vendorstack.lookups.portfolio import Portfolios
from vendorstack.lookups.service import Lookups
from vendorstack.ratelimits import RateLimits
from vendorstack.services import Services
from vendorstack.watching.feed import Feeds
from vendorstack.watching.service import Watching
from vendorstack.watching.webhooks import Webhooks

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


class Call(NamedTuple):
    """An unauthenticated call: its request id and its source address.

    NamedTuples, not frozen dataclasses: one is built for every request, and a frozen
    dataclass pays an `object.__setattr__` per field (docs/benchmarks.md).
    """

    request_id: str
    address: str


class AuthenticatedCall(NamedTuple):
    """A call made with a valid key: a `Call` and its caller."""

    request_id: str
    address: str
    caller: Caller


@lru_cache(maxsize=8)
def _networks(trusted: str) -> tuple[Network, ...]:
    return tuple(
        ipaddress.ip_network(item.strip(), strict=False)
        for item in trusted.split(",")
        if item.strip()
    )


def _trusted(address: str, networks: tuple[Network, ...]) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return any(ip in network for network in networks)


def client_address(request: Request, trusted_proxies: str) -> str:
    """The peer address, or the nearest untrusted hop of X-Forwarded-For behind our proxies."""
    peer = request.client.host if request.client else "unknown"
    networks = _networks(trusted_proxies)
    if not networks or not _trusted(peer, networks):
        return peer
    hops = [
        hop.strip() for hop in request.headers.get("x-forwarded-for", "").split(",") if hop.strip()
    ]
    for hop in reversed(hops):
        if not _trusted(hop, networks):
            return hop
    return hops[0] if hops else peer


def _services(request: Request) -> Services:
    opened: Services = request.app.state.services
    return opened


def _call(request: Request, services: Services) -> Call:
    request_id: str = request.scope["state"]["request_id"]
    return Call(request_id, client_address(request, services.settings.trusted_proxies))


async def services(request: Request) -> Services:
    """The `Services` the app opened at start-up (or was given by a test or benchmark)."""
    return _services(request)


ServicesDep = Annotated[Services, Depends(services)]


async def lookups(request: Request) -> Lookups:
    """The metered lookups (`lookups.service.Lookups`)."""
    return _services(request).lookups


LookupsDep = Annotated[Lookups, Depends(lookups)]


async def watching(request: Request) -> Watching:
    """Watchlists and their events (`watching.service.Watching`)."""
    opened = _services(request).watching
    assert opened is not None  # `Services.open` always builds it
    return opened


WatchingDep = Annotated[Watching, Depends(watching)]


async def webhooks(request: Request) -> Webhooks:
    """Webhook endpoints (`watching.webhooks.Webhooks`)."""
    opened = _services(request).webhooks
    assert opened is not None  # `Services.open` always builds it
    return opened


WebhooksDep = Annotated[Webhooks, Depends(webhooks)]


async def exports(request: Request) -> MeteredExports:
    """The metered export download (`exports.metered.MeteredExports`)."""
    return _services(request).exports


ExportsDep = Annotated[MeteredExports, Depends(exports)]


async def portfolios(request: Request) -> Portfolios:
    """Portfolio concentration (`lookups.portfolio.Portfolios`)."""
    return _services(request).portfolios


PortfoliosDep = Annotated[Portfolios, Depends(portfolios)]


async def feeds(request: Request) -> Feeds:
    """Atom feeds of events (`watching.feed.Feeds`)."""
    opened = _services(request).feeds
    assert opened is not None  # `Services.open` always builds it
    return opened


FeedsDep = Annotated[Feeds, Depends(feeds)]


async def free_answers(request: Request) -> FreeAnswers:
    """The free answers: balance, prices, vendors (`lookups.free.FreeAnswers`)."""
    return _services(request).free


FreeAnswersDep = Annotated[FreeAnswers, Depends(free_answers)]


async def limits(request: Request) -> RateLimits:
    """The rate limits (per key, per address, key creation)."""
    return _services(request).limits


LimitsDep = Annotated[RateLimits, Depends(limits)]


async def settings(request: Request) -> Settings:
    """The running service's settings."""
    return _services(request).settings


SettingsDep = Annotated[Settings, Depends(settings)]


async def call(request: Request) -> Call:
    """The request's id (set by `RequestContextMiddleware`) and its source address."""
    return _call(request, _services(request))


CallDep = Annotated[Call, Depends(call)]


async def free_call(request: Request) -> Call:
    """Unauthenticated routes share the per-key request limit, counted per source address."""
    services = _services(request)
    call = _call(request, services)
    await services.limits.hit_request(f"addr:{call.address}")
    return call


FreeCallDep = Annotated[Call, Depends(free_call)]


def bearer_token(request: Request) -> str | None:
    """The key of an `Authorization: Bearer <key>` header (scheme case-insensitive), or None.

    Read from the raw headers: `request.headers` builds a header map the metered route
    would use for this one lookup.
    """
    for name, value in request.scope["headers"]:
        if name == b"authorization":
            scheme, _, token = value.decode("latin-1").partition(" ")
            token = token.strip()
            return token if scheme.lower() == "bearer" and token else None
    return None


class BearerKey(SecurityBase):
    """The HTTP bearer scheme (OpenAPI's `HTTPBearer`), as the dependency that authenticates.

    One dependency of the request alone rather than `HTTPBearer` under one of our own, so that
    `api.routing.DirectRoute` can call it directly (docs/benchmarks.md). A missing, malformed,
    unknown or revoked key is a 401 in our error shape, and counts against the source
    address's request limit; a valid one counts against its key's.
    """

    def __init__(self) -> None:
        self.model = HTTPBearerModel(
            description="`Authorization: Bearer <API_KEY>`; keys are created by POST /v1/keys."
        )
        self.scheme_name = "HTTPBearer"

    async def __call__(self, request: Request) -> AuthenticatedCall:
        services = _services(request)
        call = _call(request, services)
        token = bearer_token(request)
        try:
            caller = services.callers.trusted(token) or await services.callers.authenticate(token)
        except Unauthorized:
            await services.limits.hit_request(f"addr:{call.address}")
            raise
        await services.limits.hit_request(caller.key_hash)
        now = datetime.now(UTC)
        if needs_touch(caller, now):
            services.database.submit(Touch(caller.account_id, now))
            assert token is not None  # a caller was found by it
            services.callers.touched(token, now)
        return AuthenticatedCall(call.request_id, call.address, caller)


authenticated = BearerKey()
CallerDep = Annotated[AuthenticatedCall, Depends(authenticated)]


async def refuse_a_dead_key(request: Request) -> None:
    """Refuse a request whose key is not live, as a keyed route would (401), counting the
    failed attempt against the source address's limit. A request with no `Authorization` at
    all is let in, counted per address like the free routes (the MCP endpoint: its free tools
    answer it, the metered ones answer `unauthorized`). A live key's request is not counted
    here: each MCP tool call is counted when it runs, so a 429 reaches the agent as a tool
    error."""
    services = _services(request)
    if _keyless(request):
        await services.limits.hit_request(f"addr:{_call(request, services).address}")
        return
    token = bearer_token(request)
    try:
        services.callers.trusted(token) or await services.callers.authenticate(token)
    except Unauthorized:
        await services.limits.hit_request(f"addr:{_call(request, services).address}")
        raise


def _keyless(request: Request) -> bool:
    return all(name != b"authorization" for name, _ in request.scope["headers"])


async def free_call_past_the_door(request: Request) -> None:
    """A free MCP tool's request limit: a keyless request was counted at the door
    (`refuse_a_dead_key`) already."""
    if not _keyless(request):
        await free_call(request)


async def idempotency_key(request: Request) -> str | None:
    """The `Idempotency-Key` header of a metered call, checked (a bad one is a 400); None when
    absent. Read from the raw headers, as `bearer_token` is. Declared in OpenAPI by
    `IDEMPOTENCY_KEY_PARAMETER` (a dependency of the request alone is not)."""
    for name, value in request.scope["headers"]:
        if name == b"idempotency-key":
            return checked_key(value.decode("latin-1"))
    return None


IdempotencyKeyDep = Annotated[str | None, Depends(idempotency_key)]
IDEMPOTENCY_KEY_PARAMETER = {
    "name": "Idempotency-Key",
    "in": "header",
    "required": False,
    "description": "Retry safely: a retry with the same key within 24 hours gets the stored "
    "answer (`Idempotent-Replayed: true`) and is not charged again; the same key with other "
    "parameters is a 409. 1-255 visible ASCII characters.",
    "schema": {"type": "string", "minLength": 1, "maxLength": 255, "pattern": "^[\\x21-\\x7e]+$"},
}
