"""Requests per scan: what discovery costs a site, by kind of site and by language.

Deterministic (request counts do not depend on timing), so it is quick and steady on a busy
machine: every fixture site (the layout sites, one per ../shared/corpus entry, and the sites in
every supported language) is served by one in-process test web and scanned once with the
default policy minus the per-host delay. The naive baseline of `scan_bench` (home page, then the
27 English well-known paths in order) runs on the same sites in the same run.

    .venv/bin/python -m bench scan_requests_bench
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import anyio
from tests.scanning.sites import FixtureSite, fast_policy, host_map, install
from tests.scanning.sites.languages import LanguageSite, language_sites
from tests.scanning.testweb import TestWeb

from bench.scan_bench import all_sites
from bench.scan_bench import naive as naive_scan
from vendorstack.scanning.hostmap import HostMap
from vendorstack.scanning.resolver import StaticResolver
from vendorstack.scanning.scanner import scan_domain


@dataclass(frozen=True)
class Count:
    """One site's scan: requests spent, and whether it landed on the expected URL."""

    domain: str
    requests: int
    right: bool
    reached: int | None = None  # requests made up to and including the list's own


def p95(values: Sequence[int]) -> int:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def line(label: str, counts: Sequence[Count]) -> str:
    requests = [count.requests for count in counts]
    right = sum(count.right for count in counts) / len(counts)
    reached = [count.reached for count in counts if count.reached is not None]
    where = f"  list reached at median {statistics.median(reached):4.1f}" if reached else ""
    return (f"{label:32} n={len(counts):3}  median {statistics.median(requests):4.1f}  "
            f"p95 {p95(requests):2}  max {max(requests):2}  right {right:6.1%}{where}")  # fmt: skip


async def count_all(sites: list[FixtureSite], mapping: HostMap) -> dict[str, Count]:
    counts = {}
    for site in sites:
        report = await scan_domain(
            site.domain, policy=fast_policy(), host_map=mapping, resolver=StaticResolver({})
        )
        right = report.disclosure_url == site.disclosure_url
        probed = list(report.probed_urls)
        reached = probed.index(site.disclosure_url) + 1 if site.disclosure_url in probed else None
        counts[site.domain] = Count(site.domain, report.request_count, right, reached)
    return counts


async def count_naive(sites: list[FixtureSite], mapping: HostMap) -> dict[str, Count]:
    counts = {}
    for site in sites:
        requests, url = await naive_scan(site.domain, mapping, fast_policy())()
        counts[site.domain] = Count(site.domain, requests, url == site.disclosure_url)
    return counts


def groups(english: list[FixtureSite], languages: Sequence[LanguageSite]) -> dict[str, list[str]]:
    """Domains by kind of site: English layouts and corpus, then each language."""
    kinds = {
        "English sites with a list": [s.domain for s in english if s.disclosure_url],
        "English sites without a list": [s.domain for s in english if not s.disclosure_url],
        "language sites with a list": [s.site.domain for s in languages if s.site.disclosure_url],
        "language sites without a list": [
            s.site.domain for s in languages if not s.site.disclosure_url
        ],
    }
    for code in dict.fromkeys(s.tongue.code for s in languages):
        found = [
            s.site.domain for s in languages if s.tongue.code == code and s.site.disclosure_url
        ]
        kinds[f"  {code}: with a list"] = found
    return kinds


def main() -> None:
    english = [s for s in all_sites() if not s.unmapped and not s.refused]
    languages = language_sites()
    sites = english + [s.site for s in languages]
    with TestWeb() as web:
        install(web, sites)
        mapping = host_map(web, sites)
        ours = anyio.run(count_all, sites, mapping)
        base = anyio.run(count_naive, sites, mapping)
    print(f"{len(sites)} sites, default policy without the per-host delay")
    for label, domains in groups(english, languages).items():
        print(line(label, [ours[d] for d in domains]))
        if not label.startswith("  "):
            print(line("  naive baseline", [base[d] for d in domains]))
    _ratio(ours, base, lambda count: True)


def _ratio(ours: dict[str, Count], base: dict[str, Count], keep: Callable[[Count], bool]) -> None:
    mine = statistics.median(c.requests for c in ours.values() if keep(c))
    theirs = statistics.median(c.requests for c in base.values() if keep(c))
    print(f"median requests, naive baseline / scan_domain: {theirs / mine:.2f}x")
