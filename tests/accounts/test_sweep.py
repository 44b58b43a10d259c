"""The periodic sweep of abandoned credit holds: each hold given back once, whoever sweeps.

A hold is abandoned when the process running its scan died; every API process sweeps
(`accounts.sweep.HoldSweeper`), so several sweeps may meet on the same hold.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import Engine, func, select, text

from tests.accounts.test_ledger import account, balance_and_ledger_sum, hold
from tests.conftest import empty_postgres
from tests.twins import TwinRunner
from vendorstack.accounts.ledger import release_abandoned_holds
from vendorstack.accounts.models import LedgerEntry
from vendorstack.accounts.sweep import HoldSweeper
from vendorstack.config import Settings
from vendorstack.server.app import create_app
from vendorstack.services import Services
from vendorstack.storage.database import open_database

pytestmark = pytest.mark.anyio
AN_HOUR_AGO = datetime.now(UTC) - timedelta(hours=1)
LOCK_WAIT_DEADLINE_SECONDS = 10


def releases(engine: Engine) -> int:
    with engine.connect() as connection:
        query = select(func.count()).where(LedgerEntry.kind == "release")
        return int(connection.execute(query).scalar_one())


@pytest.fixture
async def sweepers(database_url: str) -> AsyncIterator[list[HoldSweeper]]:
    """Two sweepers on their own connection pools, as two API processes have."""
    databases = [open_database(database_url) for _ in range(2)]
    yield [HoldSweeper(db, older_than=timedelta(minutes=5), interval=60) for db in databases]
    for database in databases:
        await database.close()


async def test_a_sweep_releases_old_open_holds_and_leaves_recent_ones(
    engine: Engine, sweepers: list[HoldSweeper]
) -> None:
    key_hash = account(engine, 10)
    hold(engine, key_hash, "req_dead", AN_HOUR_AGO)
    hold(engine, key_hash, "req_running", datetime.now(UTC) - timedelta(seconds=30))

    assert await sweepers[0].sweep() == 1
    assert await sweepers[0].sweep() == 0
    assert balance_and_ledger_sum(engine, key_hash) == (9, 9)


async def test_a_periodic_sweep_looks_back_a_day_and_start_up_at_every_hold(
    engine: Engine, sweepers: list[HoldSweeper], database_url: str
) -> None:
    """A hold open for over a day dates from when no process ran (each sweeps every minute):
    the periodic sweep leaves it to start-up, which looks at every hold."""
    key_hash = account(engine, 10)
    hold(engine, key_hash, "req_long_ago", datetime.now(UTC) - timedelta(days=3))

    assert await sweepers[0].sweep() == 0
    services = Services.open(Settings(database_url=database_url), runner=TwinRunner())
    await services.close()

    assert balance_and_ledger_sum(engine, key_hash) == (10, 10)


async def test_sweeps_racing_each_other_release_each_hold_once(
    engine: Engine, sweepers: list[HoldSweeper]
) -> None:
    key_hashes = [account(engine, 10) for _ in range(20)]
    for key_hash in key_hashes:
        hold(engine, key_hash, "req_dead", AN_HOUR_AGO)

    counts = await asyncio.gather(*(sweeper.sweep() for sweeper in sweepers * 3))

    assert sum(counts) == 20
    assert releases(engine) == 20
    assert {balance_and_ledger_sum(engine, key_hash) for key_hash in key_hashes} == {(10, 10)}


@pytest.mark.postgres
def test_a_sweep_that_meets_an_uncommitted_release_skips_that_hold(
    postgres_database: str,
) -> None:
    """Deterministic race on PostgreSQL: the second sweep has already read the hold as open
    when it tries to close it, waits on the first sweep's uncommitted closing row, and once
    that commits, skips the hold instead of failing (or giving the credit back twice)."""
    empty_postgres(postgres_database)
    first_engine = open_database(postgres_database).engine
    second_engine = open_database(postgres_database).engine
    key_hash = account(first_engine, 10)
    hold(first_engine, key_hash, "req_dead", AN_HOUR_AGO)
    now = datetime.now(UTC)
    second_result: list[int | BaseException] = []

    def second_sweep() -> None:
        try:
            with second_engine.begin() as connection:
                second_result.append(release_abandoned_holds(connection, held_before=now, now=now))
        except BaseException as error:  # reported to the test below
            second_result.append(error)

    with first_engine.begin() as first:
        assert release_abandoned_holds(first, held_before=now, now=now) == 1
        racing = threading.Thread(target=second_sweep)
        racing.start()
        wait_until_a_session_waits_on_a_lock(first_engine)
    racing.join()

    assert second_result == [0]
    assert balance_and_ledger_sum(first_engine, key_hash) == (10, 10)
    assert releases(first_engine) == 1
    first_engine.dispose()
    second_engine.dispose()


def wait_until_a_session_waits_on_a_lock(engine: Engine) -> None:
    """The condition the race needs (the second sweep blocked on our row), polled: PostgreSQL
    announces no lock wait."""
    waiting = text(
        "SELECT count(*) FROM pg_stat_activity"
        " WHERE datname = current_database() AND wait_event_type = 'Lock'"
    )
    deadline = time.monotonic() + LOCK_WAIT_DEADLINE_SECONDS
    with engine.connect() as connection:
        while connection.execute(waiting).scalar_one() == 0:
            assert time.monotonic() < deadline, "the second sweep never reached the hold"
            connection.rollback()  # a fresh snapshot of pg_stat_activity


async def test_the_periodic_sweep_releases_without_a_restart(
    engine: Engine, database_url: str
) -> None:
    key_hash = account(engine, 10)
    settings = Settings(database_url=database_url, hold_sweep_interval_seconds=0.01)
    services = Services.open(settings, runner=TwinRunner())
    hold(engine, key_hash, "req_dead", AN_HOUR_AGO)  # after start-up's own clean-up
    try:
        services.sweeper.start()
        await services.sweeper.next_periodic_sweep()
        assert balance_and_ledger_sum(engine, key_hash) == (10, 10)
    finally:
        await services.close()
    assert not services.sweeper.running


async def test_a_serving_app_sweeps_for_its_lifespan(sqlite_url: str) -> None:
    app = create_app(Settings(database_url=sqlite_url))
    async with app.router.lifespan_context(app):
        sweeper: HoldSweeper = app.state.services.sweeper
        assert sweeper.running
    assert not sweeper.running


def test_the_sweep_interval_defaults_to_a_minute() -> None:
    assert Settings().hold_sweep_interval_seconds == 60
