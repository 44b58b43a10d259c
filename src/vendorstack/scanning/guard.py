"""The SSRF guard: pin every request to an address that was checked (or to a mapped origin).

The request then connects to that IP and sends the original `Host` header (and TLS SNI), so a
second DNS answer (rebinding) can never change where it goes.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Sequence
from dataclasses import dataclass

import anyio

from vendorstack.scanning.addresses import IPAddress, blocked_name, blocked_reason
from vendorstack.scanning.errors import BlockedAddress, DNSFailed
from vendorstack.scanning.hostmap import HostMap
from vendorstack.scanning.resolver import Resolver
from vendorstack.scanning.targets import Target


@dataclass(frozen=True)
class Pin:
    """Where one request really goes, and the names it presents there."""

    scheme: str
    address: str
    port: int
    host_header: str
    sni: str | None
    mapped: bool = False

    def url(self, path: str) -> str:
        host = f"[{self.address}]" if ":" in self.address else self.address
        return f"{self.scheme}://{host}:{self.port}{path}"

    @property
    def key(self) -> tuple[str, str, int, str | None]:
        """Connections are pooled per key, so a TLS session only serves the name it verified."""
        return (self.scheme, self.address, self.port, self.sni)


async def pin_target(
    target: Target, host_map: HostMap, resolver: Resolver, dns_timeout: float
) -> Pin:
    """A mapped origin, or a checked public address of the target; else `BlockedAddress`."""
    origin = host_map.lookup(target.host)
    if origin is not None:
        sni = target.host if origin.scheme == "https" else None
        return Pin(origin.scheme, origin.host, origin.port, target.netloc, sni, mapped=True)
    address = target.address or await resolve_public(target, resolver, dns_timeout)
    refuse_unless_public(target, address)
    sni = target.host if target.scheme == "https" else None
    return Pin(target.scheme, address.compressed, target.port, target.netloc, sni)


def refuse_unless_public(target: Target, address: IPAddress) -> None:
    why = blocked_reason(address)
    if why:
        raise BlockedAddress(target.url, f"{target.host} is {address}: {why}")


async def resolve_public(target: Target, resolver: Resolver, dns_timeout: float) -> IPAddress:
    """The address to use (IPv4 first); refused if the name, or ANY of its addresses, is unsafe."""
    why = blocked_name(target.host)
    if why:
        raise BlockedAddress(target.url, f"{target.host} is a {why}")
    addresses = await _lookup(target, resolver, dns_timeout)
    for address in addresses:
        if blocked_reason(address):
            raise BlockedAddress(
                target.url, f"{target.host} resolves to {address}: {blocked_reason(address)}"
            )
    return min(addresses, key=lambda address: address.version)  # IPv4 first: v6 paths break more


async def _lookup(target: Target, resolver: Resolver, dns_timeout: float) -> list[IPAddress]:
    try:
        with anyio.fail_after(dns_timeout):
            answers = await resolver.resolve(target.host, target.port)
        return _parse_answers(answers) or _no_answer(target)
    except (OSError, ValueError) as exc:
        raise DNSFailed(target.url, f"{target.host} did not resolve: {exc}") from exc


def _parse_answers(answers: Sequence[str]) -> list[IPAddress]:
    return [ipaddress.ip_address(answer) for answer in answers]


def _no_answer(target: Target) -> list[IPAddress]:
    raise DNSFailed(target.url, f"{target.host} has no addresses")
