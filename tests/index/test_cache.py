"""The record cache: trusted for a second, then revalidated; a forced read sees any new scan."""

from __future__ import annotations

import asyncio
import shutil
from collections.abc import AsyncIterator
from typing import Any

import pytest
from sqlalchemy import Engine

from tests.twins import not_found, parsed
from vendorstack.index.cache import RecordCache
from vendorstack.scans.recorder import RecordScan, ScanResult
from vendorstack.storage.database import Database, open_database
from vendorstack.storage.replica import IndexReads

pytestmark = pytest.mark.anyio

DOMAIN = "acme-pay.com"
STRIPE = ("stripe", "payments", "Stripe, Inc. | Payments | US")


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
async def database(database_url: str) -> AsyncIterator[Database]:
    opened = open_database(database_url)
    yield opened
    await opened.close()


def record_elsewhere(engine: Engine, report: ScanResult) -> None:
    """A scan recorded by another process: straight to the database, not through this cache."""
    with engine.begin() as connection:
        RecordScan(report, owner="another-process")(connection)


async def test_a_new_scan_is_seen_once_the_window_has_passed(
    engine: Engine, database: Database
) -> None:
    clock = Clock()
    cache = RecordCache(database, revalidate_after=1.0, clock=clock)
    record_elsewhere(engine, not_found(DOMAIN))
    first = await cache.get(DOMAIN)
    record_elsewhere(engine, parsed(DOMAIN, STRIPE))

    within = await cache.get(DOMAIN)
    trusted = cache.trusted(DOMAIN)
    clock.now += 1.0
    stale = cache.trusted(DOMAIN)
    after = await cache.get(DOMAIN)

    assert first is not None
    assert within is first
    assert trusted is first
    assert stale is None
    assert after is not None
    assert (first.found, after.found) == (False, True)


async def test_a_forced_read_sees_a_new_scan_at_once(engine: Engine, database: Database) -> None:
    cache = RecordCache(database, clock=Clock())
    record_elsewhere(engine, not_found(DOMAIN))
    assert await cache.get(DOMAIN) is not None
    record_elsewhere(engine, parsed(DOMAIN, STRIPE))

    record = await cache.get(DOMAIN, revalidate=True)

    assert record is not None
    assert record.found


async def test_an_unchanged_record_is_revalidated_without_being_rebuilt(
    engine: Engine, database: Database
) -> None:
    clock = Clock()
    cache = RecordCache(database, clock=clock)
    record_elsewhere(engine, parsed(DOMAIN, STRIPE))
    first = await cache.get(DOMAIN)
    clock.now += 5.0

    assert await cache.get(DOMAIN) is first
    assert await cache.get("never-scanned.com") is None


class CountingReads:
    """The test's database, counting the reads made through it."""

    def __init__(self, database: Database) -> None:
        self.database = database
        self.reads = 0

    async def read(self, query: Any) -> Any:
        self.reads += 1
        return await self.database.read(query)


async def test_lookups_arriving_during_a_check_share_it(engine: Engine, database: Database) -> None:
    counting = CountingReads(database)
    clock = Clock()
    cache = RecordCache(counting, clock=clock)  # type: ignore[arg-type]
    record_elsewhere(engine, parsed(DOMAIN, STRIPE))

    records = await asyncio.gather(*(cache.get(DOMAIN) for _ in range(20)))

    assert counting.reads == 1
    assert {record.domain for record in records if record is not None} == {DOMAIN}
    assert await cache.get(DOMAIN, revalidate=True) is not None  # a forced read reads again
    assert counting.reads == 2


async def test_a_replica_behind_this_process_never_takes_a_record_back(
    engine: Engine, database: Database, sqlite_template: Any, tmp_path: Any
) -> None:
    """A replica that has not received the scan this process read from the primary keeps
    the newer record (scan ids only grow)."""
    replica_path = tmp_path / "replica.db"
    shutil.copyfile(sqlite_template, replica_path)
    replica = IndexReads(database, f"sqlite:///{replica_path}")
    clock = Clock()
    cache = RecordCache(database, clock=clock, replica=replica)
    record_elsewhere(engine, parsed(DOMAIN, STRIPE))
    fresh = await cache.get(DOMAIN, revalidate=True)
    clock.now += 5

    assert fresh is not None
    assert await cache.get(DOMAIN) == fresh
    await replica.close()
