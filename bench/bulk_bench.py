"""Bulk indexing: `BulkIndexer` over 1,000 generated domains whose every response takes 100 ms.

The domains come from `tests.bulk.generated` (a disclosure, none, a slow disclosure, a server
failing with 500, a refused connection, in turn), served by one local `TestWeb` whose every
response is delayed by BENCH_BULK_DELAY seconds (default 0.1) and reached through the host map,
so each scan pays real round trips. The baseline, measured in the same run on the same web, is
the same indexer at concurrency 1 over the first BENCH_BULK_BASELINE domains (default 50);
the run under test indexes BENCH_BULK_DOMAINS (default 1,000) at BENCH_BULK_CONCURRENCY (64).
Target: >= 20 domains/s. Embedded mode on SQLite, host delay 0 (one scan per host anyway).

Every domain's verdict is compared with what its generated site serves (`EXPECTED`): the run
prints how many differ, which must be 0. Growth with workers: the same run at each
concurrency of BENCH_BULK_GROWTH (default "8,16,32") over BENCH_BULK_GROWTH_DOMAINS (300)
other domains. The load average is printed before and after: the machine is shared. The
sites are served from a process of their own (BENCH_BULK_WEB=inprocess: from this one).

    .venv/bin/python -m bench bulk_bench
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path

from tests.bulk.generated import EXPECTED, Generated, generated, serve
from tests.scanning.testweb import TestWeb

from vendorstack.bulk.indexer import DomainResult
from vendorstack.bulk.progress import Progress
from vendorstack.bulk.session import bulk_indexer, options_for
from vendorstack.config import Settings
from vendorstack.storage.migrate import upgrade

DOMAINS = int(os.environ.get("BENCH_BULK_DOMAINS", "1000"))
BASELINE = int(os.environ.get("BENCH_BULK_BASELINE", "50"))
CONCURRENCY = int(os.environ.get("BENCH_BULK_CONCURRENCY", "64"))
DELAY = float(os.environ.get("BENCH_BULK_DELAY", "0.1"))
WEB = os.environ.get("BENCH_BULK_WEB", "process")
GROWTH = [int(n) for n in os.environ.get("BENCH_BULK_GROWTH", "8,16,32").split(",") if n]
GROWTH_DOMAINS = int(os.environ.get("BENCH_BULK_GROWTH_DOMAINS", "300"))


@dataclass
class Run:
    """One indexing run: its time, its verdicts, and the domains whose verdict is not their
    site's truth (domain, verdict, reason)."""

    seconds: float
    verdicts: Counter[str]
    wrong: list[tuple[str, str, str]]


async def _index(settings: Settings, sites: list[Generated], concurrency: int, state: Path) -> Run:
    options = options_for(settings, concurrency=concurrency, refresh=True, max_age_days=30)
    truth = {site.domain: EXPECTED[site.kind] for site in sites}
    verdicts: Counter[str] = Counter()
    wrong: list[tuple[str, str, str]] = []

    def report(result: DomainResult) -> None:
        verdicts[result.verdict] += 1
        if result.verdict != truth[result.domain]:
            wrong.append((result.domain, result.verdict, result.reason))

    async with bulk_indexer(settings, options) as indexer:
        with Progress(state) as progress:
            started = time.perf_counter()
            await indexer.run([site.domain for site in sites], progress, report)
            return Run(time.perf_counter() - started, verdicts, wrong)


@contextmanager
def _web(groups: list[list[Generated]]) -> Iterator[tuple[str, Callable[[], tuple[int, float]]]]:
    """The sites served, as (host map, the requests served so far and the CPU seconds their
    process spent, 0 when it is this one): by a `TestWeb`
    in a process of its own (BENCH_BULK_WEB=process, the default), as real sites are served
    elsewhere, or in this process (`inprocess`, the first figures' way), where its hundreds
    of threads share the scans' interpreter lock."""
    if WEB == "inprocess":
        with TestWeb() as web:
            web.extra_delay = DELAY
            yield (
                ",".join(serve(web, group) for group in groups),
                lambda: (len(web.hits_for()), 0.0),
            )
        return
    ours, theirs = multiprocessing.get_context("spawn").Pipe()
    server = multiprocessing.get_context("spawn").Process(
        target=_serve_elsewhere, args=(theirs, groups, DELAY), daemon=True
    )
    server.start()
    try:

        def hits() -> tuple[int, float]:
            ours.send("hits")
            count: tuple[int, float] = ours.recv()
            return count

        yield ours.recv(), hits
    finally:
        ours.send("stop")
        server.join(timeout=10)


def _serve_elsewhere(connection: Connection, groups: list[list[Generated]], delay: float) -> None:
    """The web's process: serve `groups`, send the host map, answer hit counts until "stop"."""
    with TestWeb() as web:
        web.extra_delay = delay
        connection.send(",".join(serve(web, group) for group in groups))
        while connection.recv() == "hits":
            connection.send((len(web.hits_for()), time.process_time()))


def _load() -> str:
    return " ".join(f"{figure:.1f}" for figure in os.getloadavg())


def main() -> None:
    folder = Path(tempfile.mkdtemp(prefix="bulk-bench-"))
    url = f"sqlite:///{folder}/bench.db"
    upgrade(url)
    sites = generated(DOMAINS, prefix="benchco")
    base_sites = generated(BASELINE, prefix="baseco")
    growth_sites = {n: generated(GROWTH_DOMAINS, prefix=f"growth{n}co") for n in GROWTH}
    print(f"load average before: {_load()}; sites served {WEB}", flush=True)
    every = [sites, base_sites, *growth_sites.values()]
    with _web(every) as (host_map, hits):
        settings = Settings(database_url=url, scan_host_map=host_map, scan_host_delay_seconds=0.0)
        base = asyncio.run(_index(settings, base_sites, 1, folder / "base.jsonl"))
        hits_before, web_cpu_before = hits()
        cpu_before = time.process_time()
        run = asyncio.run(_index(settings, sites, CONCURRENCY, folder / "run.jsonl"))
        cpu = time.process_time() - cpu_before
        hits_after, web_cpu_after = hits()
        requests, web_cpu = hits_after - hits_before, web_cpu_after - web_cpu_before
        load_after = _load()
        growth = {
            n: asyncio.run(_index(settings, group, n, folder / f"growth{n}.jsonl"))
            for n, group in growth_sites.items()
        }
    expected = Counter(EXPECTED[s.kind] for s in sites)
    base_rate = BASELINE / base.seconds
    rate = DOMAINS / run.seconds
    print(f"response delay {DELAY * 1000:.0f} ms; {DOMAINS} domains, {requests} requests")
    print(f"baseline (concurrency 1, {BASELINE} domains): {base_rate:.2f} domains/s")
    verdict = "met" if rate >= 20 else "NOT met"
    print(
        f"concurrency {CONCURRENCY}: {run.seconds:.1f} s, {rate:.1f} domains/s "
        f"({rate / base_rate:.1f}x the baseline; target >= 20/s: {verdict}); "
        f"load average after: {load_after}"
    )
    print(
        f"CPU per domain: {cpu / DOMAINS * 1000:.0f} ms in the indexing process (its parser"
        f" processes apart), {web_cpu / DOMAINS * 1000:.0f} ms in the sites' process"
    )
    print(f"outcomes {dict(run.verdicts)}; expected {dict(expected)}")
    for n, grown in growth.items():
        print(
            f"growth: concurrency {n}, {GROWTH_DOMAINS} domains: "
            f"{GROWTH_DOMAINS / grown.seconds:.1f} domains/s, "
            f"{len(grown.wrong)} outcomes not the site's truth"
        )
    wrong = run.wrong + base.wrong + [w for grown in growth.values() for w in grown.wrong]
    print(f"outcomes that differ from what the site serves: {len(wrong)} (must be 0)")
    for domain, got, reason in wrong[:10]:
        print(f"  {domain}: {got} ({reason})")
    print(f"load average after all: {_load()}")


if __name__ == "__main__":
    main()
