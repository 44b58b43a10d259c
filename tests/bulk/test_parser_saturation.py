"""A bulk run whose parsers are the queue still ends every domain with its site's outcome.

One parser process for forty scans at once, each with a two-second budget: the pages wait
their turn for the parser longer than a budget, and that wait is ours, not the sites'
(`boundary.bounded.judge_bounded` excuses it). Without that, most of these scans ended
`failed` (`budget_exhausted`) for sites serving a readable list.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.bulk.generated import generated, serve
from tests.scanning.testweb import TestWeb
from vendorstack.bulk.indexer import DomainResult
from vendorstack.bulk.progress import Progress
from vendorstack.bulk.session import bulk_indexer, options_for
from vendorstack.config import Settings
from vendorstack.storage.migrate import upgrade

pytestmark = pytest.mark.anyio
SCANS = 40


@pytest.fixture(scope="module")
def web() -> Iterator[TestWeb]:
    with TestWeb() as served:
        yield served


async def test_a_saturated_parser_never_becomes_a_sites_outcome(
    web: TestWeb, tmp_path: Path
) -> None:
    sites = [site for site in generated(5 * SCANS, prefix="queuedco") if site.kind == "disclosure"]
    url = f"sqlite:///{tmp_path}/index.db"
    upgrade(url)
    settings = Settings(
        database_url=url,
        scan_host_map=serve(web, sites),
        scan_host_delay_seconds=0.0,
        scan_time_budget_seconds=2.0,
        scan_parse_processes=1,
        scan_parse_memory_mib=1000,  # a pool of its own, not one another test warmed
    )
    options = options_for(settings, concurrency=SCANS, refresh=True, max_age_days=30)
    results: list[DomainResult] = []

    async with bulk_indexer(settings, options) as indexer:
        with Progress(tmp_path / "run.jsonl") as progress:
            await indexer.run([site.domain for site in sites], progress, results.append)

    assert len(results) == SCANS
    assert {(r.domain, r.verdict) for r in results} == {(s.domain, "found") for s in sites}
