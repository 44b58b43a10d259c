"""Scan benchmark: discovery against the local test web with 100 ms added to every response.

The test web (every layout fixture site, plus one site per ../shared/corpus entry when present)
runs in a child process, so the peak RSS measured here is the scanner's own. Figures:

1. sequential scans with the default policy: median and p95 time, median requests per scan;
2. the same sites crawled by a naive baseline (home page, then the well-known paths one by one,
   no scoring, links or sitemaps), measured in the same run, as ratios;
3. 50 different domains scanned concurrently in one process: the most requests the server saw
   in flight for one host (politeness allows 2), wall time, and peak RSS.

    .venv/bin/python -m bench scan_bench
"""

from __future__ import annotations

import multiprocessing
import resource
import statistics
import time
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

import anyio
from tests.scanning.sites import FixtureSite, install
from tests.scanning.sites.corpus import corpus_sites
from tests.scanning.sites.layouts import layout_sites
from tests.scanning.testweb import TestWeb

from vendorstack.scanning.candidates import WELL_KNOWN
from vendorstack.scanning.confirm import judge
from vendorstack.scanning.errors import FetchError
from vendorstack.scanning.fetch import Fetcher
from vendorstack.scanning.hostmap import HostMap
from vendorstack.scanning.policy import ScanPolicy
from vendorstack.scanning.resolver import StaticResolver
from vendorstack.scanning.scanner import scan_domain

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"
ADDED_LATENCY = 0.1
CONCURRENT_SCANS = 50
RSS_LIMIT_MB = 300
Scan = Callable[[], Coroutine[Any, Any, tuple[int, str | None]]]


@dataclass(frozen=True)
class Run:
    """One scan: did it find the expected page, how long, how many requests."""

    domain: str
    seconds: float
    requests: int
    right: bool


def all_sites() -> list[FixtureSite]:
    sites = list(layout_sites())
    return sites + (corpus_sites(CORPUS) if CORPUS.is_dir() else [])


def serve(conn: Connection) -> None:
    """Child process: serve every fixture site; answer "spec", "stats" and "reset" requests."""
    with TestWeb() as web:
        sites = all_sites()
        install(web, sites)
        web.extra_delay = ADDED_LATENCY
        conn.send(web.host_map_spec())
        while (command := conn.recv()) != "stop":
            if command == "stats":
                conn.send(dict(web.max_in_flight))
            elif command == "reset":
                web.reset()
                conn.send(True)


async def timed(domain: str, scan: Scan,
                expected: str | None) -> Run:  # fmt: skip
    started = time.perf_counter()
    requests, url = await scan()
    return Run(domain, time.perf_counter() - started, requests, url == expected)


def scanner(domain: str, mapping: HostMap) -> Scan:
    async def scan() -> tuple[int, str | None]:
        report = await scan_domain(
            domain, policy=ScanPolicy(), host_map=mapping, resolver=StaticResolver({})
        )
        return report.request_count, report.disclosure_url

    return scan


def naive(domain: str, mapping: HostMap, policy: ScanPolicy | None = None) -> Scan:
    """The baseline: home page, then each well-known path in list order until one confirms."""

    async def scan() -> tuple[int, str | None]:
        async with Fetcher(policy or ScanPolicy(), mapping, StaticResolver({})) as fetcher:
            for path in ("/", *(path for path, _ in WELL_KNOWN)):
                url = f"https://{domain}{path}"
                if await _naive_confirms(fetcher, domain, url):
                    return fetcher.requests_made, url
            return fetcher.requests_made, None

    return scan


async def _naive_confirms(fetcher: Fetcher, domain: str, url: str) -> bool:
    try:
        page = await fetcher.fetch(url)
    except FetchError:
        return False
    reason = judge(page, domain=domain, worded=False, home_url=None).reason
    return page.url == url and path_of(url) != "/" and reason in ("parsed", "no_rows")


def path_of(url: str) -> str:
    return "/" + url.split("/", 3)[3] if url.count("/") >= 3 else "/"


async def sequential(
    sites: list[FixtureSite], make: Callable[[str, HostMap], Scan], mapping: HostMap
) -> list[Run]:
    return [await timed(s.domain, make(s.domain, mapping), s.disclosure_url) for s in sites]


async def concurrent(sites: list[FixtureSite], mapping: HostMap) -> float:
    started = time.perf_counter()
    async with anyio.create_task_group() as group:
        for site in sites[:CONCURRENT_SCANS]:
            group.start_soon(scanner(site.domain, mapping))
    return time.perf_counter() - started


def summary(runs: list[Run]) -> tuple[float, float, float, float]:
    """Median and p95 seconds, median requests, share of scans with the right answer."""
    seconds = sorted(run.seconds for run in runs)
    p95 = seconds[min(len(seconds) - 1, round(0.95 * (len(seconds) - 1)))]
    requests = statistics.median(run.requests for run in runs)
    return statistics.median(seconds), p95, requests, sum(r.right for r in runs) / len(runs)


def report(label: str, runs: list[Run]) -> tuple[float, float, float, float]:
    median, p95, requests, right = summary(runs)
    print(f"{label:28} median {median:5.2f} s  p95 {p95:5.2f} s  "
          f"median requests {requests:5.1f}  right {right:6.1%}  ({len(runs)} sites)")  # fmt: skip
    return median, p95, requests, right


def main() -> None:
    parent, child = multiprocessing.Pipe()
    server = multiprocessing.get_context("spawn").Process(target=serve, args=(child,))
    server.start()
    try:
        _measure(parent)
    finally:
        parent.send("stop")
        server.join(10)


def _measure(conn: Connection) -> None:
    mapping = HostMap.parse(conn.recv())
    sites = [s for s in all_sites() if not s.unmapped and not s.refused]
    found = [s for s in sites if s.disclosure_url]
    print(f"test web: {len(sites)} sites, +{ADDED_LATENCY * 1000:.0f} ms per response, "
          f"default policy (per-host delay {ScanPolicy().per_host_delay} s)")  # fmt: skip
    ours = anyio.run(sequential, sites, scanner, mapping)
    base = anyio.run(sequential, sites, naive, mapping)
    m, p, r, _ = report("scan_domain, all sites", ours)
    bm, bp, br, _ = report("naive baseline, all sites", base)
    report("scan_domain, with a list", [run for run in ours if _has_list(run, found)])
    report("naive baseline, with a list", [run for run in base if _has_list(run, found)])
    print(f"ratios (baseline / ours): median time {bm / m:.2f}x, p95 {bp / p:.2f}x, "
          f"requests {br / r:.2f}x")  # fmt: skip
    conn.send("reset")
    conn.recv()
    wall = anyio.run(concurrent, sites, mapping)
    conn.send("stats")
    in_flight = conn.recv()
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"{min(CONCURRENT_SCANS, len(sites))} concurrent scans: wall {wall:.2f} s, max in "
          f"flight per host {max(in_flight.values())} (policy {ScanPolicy().per_host_concurrency})"
          f", peak RSS {peak_mb:.0f} MB (limit {RSS_LIMIT_MB} MB)")  # fmt: skip


def _has_list(run: Run, found: list[FixtureSite]) -> bool:
    return any(site.domain == run.domain for site in found)
