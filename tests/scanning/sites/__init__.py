"""Fixture sites for the local test web: each a domain, its hosts' routes and what a scan must say.

`layouts.SITES` covers every discovery layout and failure mode; `corpus.corpus_sites()` builds one
site per real disclosure (and negative) in ../shared/corpus, linked the way real sites link them.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

import anyio

from tests.scanning.testweb import Hit, Route, TestWeb
from vendorstack.scanning.hostmap import HostMap
from vendorstack.scanning.policy import ScanPolicy
from vendorstack.scanning.report import ScanReport
from vendorstack.scanning.resolver import StaticResolver
from vendorstack.scanning.scanner import scan_domain

CLOSED_ORIGIN = "http://127.0.0.1:9"

RouteSpec = Route | str | bytes | Callable[[Hit], Route]


@dataclass(frozen=True)
class FixtureSite:
    """One fixture domain: `hosts` maps each host name to its routes; the rest is the verdict."""

    domain: str
    layout: str
    hosts: Mapping[str, Mapping[str, RouteSpec]]
    outcome: str
    reason: str
    disclosure_url: str | None = None
    needs_extractor: bool = False  # "parsed" (rows read) needs the real extractor
    not_found: Mapping[str, Route] = field(default_factory=dict)
    unmapped: bool = False  # served nowhere: the name does not resolve
    refused: bool = False  # mapped to a closed loopback port: connections are refused


def install(web: TestWeb, sites: Iterable[FixtureSite]) -> None:
    """Serve every host of every site from `web`."""
    for site in sites:
        if site.unmapped:
            continue
        for host, routes in site.hosts.items():
            not_found = site.not_found.get(host)
            if not_found is not None:
                web.add_site(host, routes, not_found=not_found)
            else:
                web.add_site(host, routes)


def host_map_spec(web: TestWeb, sites: Iterable[FixtureSite]) -> str:
    """The `VENDORSTACK_SCAN_HOST_MAP` value: every served site, refused ones at a closed port."""
    dead = [f"{d}={CLOSED_ORIGIN},*.{d}={CLOSED_ORIGIN}" for d in _refused(sites)]
    return ",".join(filter(None, [web.host_map_spec(), *dead]))


def host_map(web: TestWeb, sites: Iterable[FixtureSite]) -> HostMap:
    return HostMap.parse(host_map_spec(web, sites))


def _refused(sites: Iterable[FixtureSite]) -> list[str]:
    return [site.domain for site in sites if site.refused]


# Scans of different sites share nothing but the parser pool, as in production; a few at once
# overlap one scan's waits on the local server with another's parsing (the suite's setup time).
SCANS_AT_ONCE = 4


def scan_all(
    web: TestWeb, sites: Iterable[FixtureSite], policy: ScanPolicy
) -> dict[str, ScanReport]:
    """Serve `sites` from `web` and scan each once (a few at a time), keyed by domain in the
    order of `sites`."""
    sites = list(sites)
    install(web, sites)
    mapping = host_map(web, sites)

    async def scan(domain: str) -> ScanReport:
        return await scan_domain(
            domain, policy=policy, host_map=mapping, resolver=StaticResolver({})
        )

    reports = anyio.run(scan_each, [site.domain for site in sites], scan)
    return {site.domain: reports[site.domain] for site in sites}


async def scan_each(
    domains: Sequence[str], scan: Callable[[str], Awaitable[ScanReport]]
) -> dict[str, ScanReport]:
    """`scan` run for every domain, `SCANS_AT_ONCE` at a time."""
    reports: dict[str, ScanReport] = {}
    limiter = anyio.CapacityLimiter(SCANS_AT_ONCE)

    async def one(domain: str) -> None:
        async with limiter:
            reports[domain] = await scan(domain)

    async with anyio.create_task_group() as group:
        for domain in domains:
            group.start_soon(one, domain)
    return reports


def fast_policy(**overrides: float) -> ScanPolicy:
    """The default policy without the per-host delay, so the suite stays quick."""
    return ScanPolicy(per_host_delay=0.0, **overrides)  # type: ignore[arg-type]
