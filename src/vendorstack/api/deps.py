"""What every call needs before its route runs: services, request id, address, caller.

FastAPI re-solves a dependency tree on every request, and on this machine a tree of five small
dependencies cost the metered `/v1/check` more CPU than its ledger write. So the GET routes
call `keyed_call(request)` or `free_call(request)` themselves (see `api.query` for their
parameters); only `POST /v1/keys`, which needs FastAPI's body validation, takes `OpenCall`.
"""

from __future__ import annotations

import ipaddress
from datetime import UTC, datetime
from functools import lru_cache
from typing import Annotated, NamedTuple

from fastapi import Depends, Request

from vendorstack.accounts.idempotency import idempotency_key as checked_key
from vendorstack.accounts.service import Caller, Touch, needs_touch
from vendorstack.errors import Unauthorized
from vendorstack.services import Services

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


class Call(NamedTuple):
    """An unauthenticated call: the services, its request id and its source address."""

    services: Services
    request_id: str
    address: str


class AuthenticatedCall(NamedTuple):
    """A call made with a valid key: a `Call` and its caller.

    NamedTuples, not frozen dataclasses: one is built for every request, and a frozen
    dataclass pays an `object.__setattr__` per field (docs/benchmarks.md).
    """

    services: Services
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


def _call(request: Request) -> Call:
    services: Services = request.app.state.services
    request_id: str = request.scope["state"]["request_id"]
    address = client_address(request, services.settings.trusted_proxies)
    return Call(services, request_id, address)


async def open_call(request: Request) -> Call:
    """A call with no limit of its own (key creation counts against its own limit)."""
    return _call(request)


async def free_call(request: Request) -> Call:
    """Unauthenticated routes share the per-key request limit, counted per source address."""
    call = _call(request)
    await call.services.limits.hit_request(f"addr:{call.address}")
    return call


def bearer_token(request: Request) -> str | None:
    """The key of an `Authorization: Bearer <key>` header (scheme case-insensitive), or None."""
    for name, value in request.scope["headers"]:
        if name == b"authorization":
            scheme, _, token = value.decode("latin-1").partition(" ")
            token = token.strip()
            return token if scheme.lower() == "bearer" and token else None
    return None


def idempotency_key(request: Request) -> str | None:
    """The `Idempotency-Key` header of a metered call, checked (a bad one is a 400)."""
    for name, value in request.scope["headers"]:
        if name == b"idempotency-key":
            return checked_key(value.decode("latin-1"))
    return None


async def keyed_call(request: Request) -> AuthenticatedCall:
    """The authenticated caller; failed attempts count against the source address's limit."""
    call = _call(request)
    services = call.services
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
        services.callers.touched(caller, now)
    return AuthenticatedCall(services, call.request_id, call.address, caller)


OpenCall = Annotated[Call, Depends(open_call)]
