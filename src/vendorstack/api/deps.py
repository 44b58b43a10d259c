"""Request dependencies, defined once as `Annotated` aliases."""

from __future__ import annotations

import ipaddress
from datetime import UTC, datetime
from functools import lru_cache
from typing import Annotated

from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from vendorstack.accounts.service import Caller, Touch, authenticate, needs_touch
from vendorstack.errors import Unauthorized
from vendorstack.services import Services

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


async def get_services(request: Request) -> Services:
    services: Services = request.app.state.services
    return services


async def get_request_id(request: Request) -> str:
    request_id: str = request.scope["state"]["request_id"]
    return request_id


ServicesDep = Annotated[Services, Depends(get_services)]
RequestIdDep = Annotated[str, Depends(get_request_id)]


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


async def client_address(request: Request, services: ServicesDep) -> str:
    """The peer address, or the nearest untrusted hop of X-Forwarded-For behind our proxies."""
    peer = request.client.host if request.client else "unknown"
    networks = _networks(services.settings.trusted_proxies)
    if not networks or not _trusted(peer, networks):
        return peer
    hops = [
        hop.strip() for hop in request.headers.get("x-forwarded-for", "").split(",") if hop.strip()
    ]
    for hop in reversed(hops):
        if not _trusted(hop, networks):
            return hop
    return hops[0] if hops else peer


AddressDep = Annotated[str, Depends(client_address)]


async def limit_by_address(services: ServicesDep, address: AddressDep) -> None:
    """Unauthenticated routes share the per-key request limit, counted per source address."""
    services.limits.hit_request(f"addr:{address}")


bearer_scheme = HTTPBearer(auto_error=False, description="`Authorization: Bearer <API_KEY>`")
BearerDep = Annotated[HTTPAuthorizationCredentials | None, Depends(bearer_scheme)]


async def current_caller(services: ServicesDep, address: AddressDep, bearer: BearerDep) -> Caller:
    """The authenticated caller; failed attempts count against the source address's limit."""
    try:
        caller = authenticate(services.reader, bearer.credentials if bearer else None)
    except Unauthorized:
        services.limits.hit_request(f"addr:{address}")
        raise
    services.limits.hit_request(caller.key_hash)
    now = datetime.now(UTC)
    if needs_touch(caller, now):
        services.writer.submit(Touch(caller.account_id, now))
    return caller


CallerDep = Annotated[Caller, Depends(current_caller)]
AddressLimited = Depends(limit_by_address)
