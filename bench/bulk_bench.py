"""Bulk indexing: `BulkIndexer` over 1,000 generated domains whose every response takes 100 ms.

The domains come from `tests.bulk.generated` (a disclosure, none, a slow disclosure, a server
failing with 500, a refused connection, in turn), served by one local `TestWeb` whose every
response is delayed by BENCH_BULK_DELAY seconds (default 0.1) and reached through the host map,
so each scan pays real round trips. The baseline, measured in the same run on the same web, is
the same indexer at concurrency 1 over the first BENCH_BULK_BASELINE domains (default 50);
the run under test indexes BENCH_BULK_DOMAINS (default 1,000) at BENCH_BULK_CONCURRENCY (64).
Target: >= 20 domains/s. Embedded mode on SQLite, host delay 0 (one scan per host anyway).

    .venv/bin/python -m bench bulk_bench
"""

from __future__ import annotations

import asyncio
import os
import tempfile
import time
from collections import Counter
from pathlib import Path

from tests.bulk.generated import EXPECTED, generated, serve
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


async def _index(
    settings: Settings, domains: list[str], concurrency: int, state: Path
) -> tuple[float, Counter[str]]:
    options = options_for(settings, concurrency=concurrency, refresh=True, max_age_days=30)
    verdicts: Counter[str] = Counter()

    def report(result: DomainResult) -> None:
        verdicts[result.verdict] += 1

    async with bulk_indexer(settings, options) as indexer:
        with Progress(state) as progress:
            started = time.perf_counter()
            await indexer.run(domains, progress, report)
            return time.perf_counter() - started, verdicts


def main() -> None:
    folder = Path(tempfile.mkdtemp(prefix="bulk-bench-"))
    url = f"sqlite:///{folder}/bench.db"
    upgrade(url)
    sites = generated(DOMAINS, prefix="benchco")
    with TestWeb() as web:
        web.extra_delay = DELAY
        settings = Settings(
            database_url=url, scan_host_map=serve(web, sites), scan_host_delay_seconds=0.0
        )
        base_sites = generated(BASELINE, prefix="baseco")
        base_settings = Settings(
            database_url=url,
            scan_host_map=settings.scan_host_map + "," + serve(web, base_sites),
            scan_host_delay_seconds=0.0,
        )
        base_seconds, _ = asyncio.run(
            _index(base_settings, [s.domain for s in base_sites], 1, folder / "base.jsonl")
        )
        hits_before = len(web.hits_for())
        seconds, verdicts = asyncio.run(
            _index(settings, [s.domain for s in sites], CONCURRENCY, folder / "run.jsonl")
        )
        requests = len(web.hits_for()) - hits_before
    expected = Counter(EXPECTED[s.kind] for s in sites)
    base_rate = BASELINE / base_seconds
    rate = DOMAINS / seconds
    print(f"response delay {DELAY * 1000:.0f} ms; {DOMAINS} domains, {requests} requests")
    print(f"baseline (concurrency 1, {BASELINE} domains): {base_rate:.2f} domains/s")
    verdict = "met" if rate >= 20 else "NOT met"
    print(
        f"concurrency {CONCURRENCY}: {seconds:.1f} s, {rate:.1f} domains/s "
        f"({rate / base_rate:.1f}x the baseline; target >= 20/s: {verdict})"
    )
    honest = verdicts == expected
    print(f"outcomes {dict(verdicts)}; expected {dict(expected)}; honest: {honest}")


if __name__ == "__main__":
    main()
