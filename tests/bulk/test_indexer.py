"""Bulk indexing against the local test web: honest outcomes, resuming, freshness.

The scans are real (scanner, extractor, recorder through the live scans' `Flight`); the
fixture domains are served by `TestWeb` and reached through the host map, never mocked.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import func, select

from tests.bulk.generated import EXPECTED, generated, lines, serve
from tests.scanning.testweb import TestWeb
from vendorstack.bulk.indexer import DomainResult, Summary
from vendorstack.bulk.progress import Progress, progress_path
from vendorstack.bulk.session import bulk_indexer, options_for
from vendorstack.bulk.targets import read_targets
from vendorstack.config import Settings
from vendorstack.index.models import Entity, Scan
from vendorstack.storage.engine import make_engine

pytestmark = pytest.mark.anyio


@pytest.fixture
def web() -> Iterator[TestWeb]:
    with TestWeb() as served:
        yield served


def settings_for(database_url: str, host_map: str) -> Settings:
    return Settings(database_url=database_url, scan_host_map=host_map, scan_host_delay_seconds=0.0)


async def index(
    settings: Settings,
    domains: list[str],
    progress: Progress,
    *,
    refresh: bool = False,
    stop_after: int | None = None,
) -> tuple[Summary, list[DomainResult]]:
    """Run the indexer; with `stop_after`, stop it (as Ctrl-C does) after that many ends."""
    options = options_for(settings, concurrency=4, refresh=refresh, max_age_days=30)
    results: list[DomainResult] = []
    stop = asyncio.Event()

    def report(result: DomainResult) -> None:
        results.append(result)
        if stop_after is not None and len(results) == stop_after:
            stop.set()

    async with bulk_indexer(settings, options) as indexer:
        return await indexer.run(domains, progress, report, stop), results


def test_lines_are_reduced_to_unique_domains_and_bad_lines_are_reported() -> None:
    targets = read_targets(
        [
            "# header",
            "",
            "https://www.Acme-Corp.com/legal",
            "acme-corp.com",
            "not a domain",
            "127.0.0.1",
            "example.co.uk  # trailing comment",
        ]
    )
    assert targets.domains == ["acme-corp.com", "example.co.uk"]
    assert [(bad.number, bad.text) for bad in targets.bad] == [
        (5, "not a domain"),
        (6, "127.0.0.1"),
    ]
    assert all(bad.reason for bad in targets.bad)


async def test_every_domain_ends_with_an_honest_outcome(
    web: TestWeb, database_url: str, tmp_path: Path
) -> None:
    sites = generated(15)
    settings = settings_for(database_url, serve(web, sites, slow_seconds=0.2))
    targets = read_targets(lines(sites))
    progress = Progress(tmp_path / "progress.jsonl")

    summary, results = await index(settings, targets.domains, progress)
    progress.close()

    assert targets.bad == []
    assert {r.domain: r.verdict for r in results} == {s.domain: EXPECTED[s.kind] for s in sites}
    assert {r.how for r in results} == {"scanned"}
    assert summary.total() == len(sites)
    assert not summary.interrupted
    assert summary.failed == sum(EXPECTED[s.kind] == "failed" for s in sites)
    engine = make_engine(database_url)
    try:
        with engine.connect() as connection:
            scanned = connection.execute(
                select(func.count(func.distinct(Scan.entity_id))).join(
                    Entity, Entity.id == Scan.entity_id
                )
            ).scalar_one()
    finally:
        engine.dispose()
    assert scanned == len(sites)  # recorded like live scans, failures included


def _hosts(web: TestWeb) -> Counter[str]:
    return Counter(hit.host for hit in web.hits_for())


async def test_an_interrupted_run_resumes_without_scanning_finished_domains_again(
    web: TestWeb, database_url: str, tmp_path: Path
) -> None:
    sites = generated(20, prefix="resumeco")
    settings = settings_for(database_url, serve(web, sites, slow_seconds=0.2))
    domains = [s.domain for s in sites]
    path = progress_path(tmp_path, "list.txt", "\n".join(domains).encode())

    first = Progress(path)
    summary, results = await index(settings, domains, first, stop_after=6)
    first.close()
    assert summary.interrupted
    finished = set(Progress(path).finished)
    assert finished  # failed domains are not remembered: they are tried again
    assert finished <= {r.domain for r in results}
    before = _hosts(web)

    # --refresh, so only the run's progress (not the index's freshness) can skip them
    second = Progress(path)
    summary, results = await index(settings, domains, second, refresh=True)
    second.close()

    requested_again = {host for host, n in (_hosts(web) - before).items() if n}
    assert requested_again.isdisjoint(finished)
    assert {r.domain for r in results if r.how == "resumed"} == finished
    assert {r.domain for r in results} == set(domains)
    assert {r.domain: r.verdict for r in results} == {s.domain: EXPECTED[s.kind] for s in sites}
    assert not summary.interrupted


async def test_fresh_companies_are_skipped_unless_refresh(
    web: TestWeb, database_url: str, tmp_path: Path
) -> None:
    sites = [s for s in generated(10, prefix="freshco") if s.kind in ("disclosure", "none")]
    settings = settings_for(database_url, serve(web, sites))
    domains = [s.domain for s in sites]
    with Progress(tmp_path / "one.jsonl") as progress:
        await index(settings, domains, progress)
    before = len(web.hits_for())

    with Progress(tmp_path / "two.jsonl") as progress:
        _, results = await index(settings, domains, progress)
    assert len(web.hits_for()) == before
    assert {r.how for r in results} == {"fresh"}
    assert {r.domain: r.verdict for r in results} == {s.domain: EXPECTED[s.kind] for s in sites}

    with Progress(tmp_path / "three.jsonl") as progress:
        _, results = await index(settings, domains, progress, refresh=True)
    assert {r.how for r in results} == {"scanned"}
    assert {hit.host for hit in web.hits_for()[before:]} >= set(domains)


def test_the_progress_file_depends_on_the_path_and_the_content(tmp_path: Path) -> None:
    one = progress_path(tmp_path, "a.txt", b"x.com\n")
    assert one == progress_path(tmp_path, "a.txt", b"x.com\n")
    assert one != progress_path(tmp_path, "b.txt", b"x.com\n")
    assert one != progress_path(tmp_path, "a.txt", b"y.com\n")


def test_a_torn_last_line_is_ignored(tmp_path: Path) -> None:
    path = tmp_path / "p.jsonl"
    progress = Progress(path)
    progress.record("a.com", "found", "parsed")
    progress.record("b.com", "failed", "connect_failed")
    progress.close()
    with path.open("ab") as file:
        file.write(b'{"domain": "c.c')
    assert Progress(path).finished == {"a.com": "found"}
