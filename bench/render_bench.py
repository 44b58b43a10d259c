"""Renderer benchmark: headless Chromium (Debian's, via Playwright) on the local test web.

1. Each JavaScript-only fixture page (`tests/scanning/sites/apps.py`) rendered `ROUNDS` times,
   one browser at a time: median and p95 seconds per page, the browser's peak memory (PSS of
   all its processes, and its largest process's RSS). Baseline, same run, same pages: a plain
   fetch of the page, as a ratio.
2. Every scan-bench site (layout and failure-mode sites, one per ../shared/corpus entry when
   present) plus the JS-only sites, scanned with rendering on: how many pages were rendered,
   how many of them on sites a plain scan already reads (must be 0), and the share of scans
   that rendered anything.

    .venv/bin/python -m bench render_bench
"""

from __future__ import annotations

import statistics
import time

import anyio
from tests.scanning.sites import FixtureSite, install
from tests.scanning.sites.apps import app_sites
from tests.scanning.testweb import TestWeb

from bench.scan_bench import all_sites
from vendorstack.scanning.fetch import Fetcher
from vendorstack.scanning.hostmap import HostMap
from vendorstack.scanning.policy import ScanPolicy
from vendorstack.scanning.render import Renderer, RenderSettings
from vendorstack.scanning.resolver import StaticResolver
from vendorstack.scanning.scanner import scan_domain

ROUNDS = 4
MEDIAN_LIMIT, P95_LIMIT, MEMORY_LIMIT_MB = 5.0, 15.0, 400
MB = 1024 * 1024


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


async def render_pages(renderer: Renderer, urls: list[str]) -> tuple[list[float], int, int, int]:
    """Seconds per render, peak PSS, peak largest RSS, failures."""
    seconds, pss, rss, failures = [], 0, 0, 0
    for _ in range(ROUNDS):
        for url in urls:
            shown = await renderer.render(url, time_left=60)
            seconds.append(shown.seconds)
            pss, rss = max(pss, shown.memory_bytes), max(rss, shown.largest_rss_bytes)
            failures += shown.failure is not None
    return seconds, pss, rss, failures


async def fetch_pages(mapping: HostMap, urls: list[str]) -> list[float]:
    policy = ScanPolicy(per_host_delay=0.0, max_requests=10_000)
    seconds = []
    async with Fetcher(policy, mapping, StaticResolver({})) as fetcher:
        for _ in range(ROUNDS):
            for url in urls:
                started = time.perf_counter()
                await fetcher.fetch(url)
                seconds.append(time.perf_counter() - started)
    return seconds


async def scan_all(renderer: Renderer, sites: list[FixtureSite]) -> dict[str, tuple[int, str]]:
    """Pages rendered and the outcome, per domain (rendering on)."""
    rendered: dict[str, tuple[int, str]] = {}
    policy = ScanPolicy(per_host_delay=0.0)
    for site in sites:
        before = renderer.pages_rendered
        report = await scan_domain(
            site.domain,
            policy=policy,
            host_map=renderer.host_map,
            resolver=StaticResolver({}),
            renderer=renderer,
        )
        rendered[site.domain] = (renderer.pages_rendered - before, report.outcome)
    return rendered


def main() -> None:
    apps = app_sites()
    plain_sites = [s for s in all_sites() if not s.unmapped and not s.refused]
    with TestWeb() as web:
        install(web, [*plain_sites, *(a.site for a in apps)])
        mapping = web.host_map()
        renderer = Renderer(RenderSettings(enabled=True), ScanPolicy(), mapping, StaticResolver({}))
        urls = sorted({a.site.disclosure_url for a in apps if a.site.disclosure_url})
        seconds, pss, rss, failures = anyio.run(render_pages, renderer, urls)
        fetched = anyio.run(fetch_pages, mapping, urls)
        renderer = Renderer(RenderSettings(enabled=True), ScanPolicy(), mapping, StaticResolver({}))
        scans = anyio.run(scan_all, renderer, [*plain_sites, *(a.site for a in apps)])
    median, p95 = statistics.median(seconds), _p95(seconds)
    print(
        f"render: {len(seconds)} renders of {len(urls)} pages ({failures} failed): median "
        f"{median:.2f} s (limit {MEDIAN_LIMIT}), p95 {p95:.2f} s (limit {P95_LIMIT})"
    )
    print(f"browser memory: peak PSS {pss / MB:.0f} MB (all processes, limit {MEMORY_LIMIT_MB}),"
          f" largest process RSS {rss / MB:.0f} MB")  # fmt: skip
    print(f"plain fetch of the same pages: median {statistics.median(fetched) * 1000:.1f} ms; "
          f"render / fetch {median / statistics.median(fetched):.0f}x")  # fmt: skip
    readable = {s.domain for s in plain_sites if s.outcome == "parsed"}
    readable |= {a.domain for a in apps if a.plain[0] == "parsed"}
    wasted = sum(n for d, (n, _) in scans.items() if d in readable)
    rendering = [d for d, (n, _) in scans.items() if n]
    print(f"scans with rendering on: {len(scans)} sites ({len(plain_sites)} scan-bench sites, "
          f"{len(apps)} JS-only), {sum(n for n, _ in scans.values())} pages rendered; "
          f"{wasted} of them on the {len(readable)} sites plain fetching reads; "
          f"scans that rendered: {len(rendering)}/{len(scans)} "
          f"({len(rendering) / len(scans):.1%})")  # fmt: skip
    for domain in rendering:
        print(f"  rendered: {domain} ({scans[domain][0]} page(s), {scans[domain][1]})")


if __name__ == "__main__":
    main()
