"""Fixture sites for the local test web: each a domain, its hosts' routes and what a scan must say.

`layouts.SITES` covers every discovery layout and failure mode; `corpus.corpus_sites()` builds one
site per real disclosure (and negative) in ../shared/corpus, linked the way real sites link them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
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


def scan_all(
    web: TestWeb, sites: Iterable[FixtureSite], policy: ScanPolicy
) -> dict[str, ScanReport]:
    """Serve `sites` from `web` and scan each once (sequentially), keyed by domain."""
    sites = list(sites)
    install(web, sites)
    mapping = host_map(web, sites)

    async def run() -> dict[str, ScanReport]:
        reports = {}
        for site in sites:
            reports[site.domain] = await scan_domain(
                site.domain, policy=policy, host_map=mapping, resolver=StaticResolver({})
            )
        return reports

    return anyio.run(run)


def fast_policy(**overrides: float) -> ScanPolicy:
    """The default policy without the per-host delay, so the suite stays quick."""
    return ScanPolicy(per_host_delay=0.0, **overrides)  # type: ignore[arg-type]
