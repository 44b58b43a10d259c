"""A lookup waiting for a queued scan is woken when the scan's job ends, however it ends.

Procrastinate marks a job succeeded or failed in a transaction of its own, after the worker's
task returned; a job that ended without recording a scan (its question already answered, a
failure, a dead worker's job failed by recovery) must still wake its waiters, or they wait
out the whole ceiling (the defect tests/cluster's worker-kill suite found). No worker runs
here: the test ends the job as procrastinate's worker would, with its own SQL function, and
nothing of ours sends a notification.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest
from sqlalchemy import text

from tests.scans.queue_support import fresh_postgres
from tests.scans.test_queue_waits import Checks
from vendorstack.config import Settings
from vendorstack.scans.queue import QueuedFlight
from vendorstack.services import Services
from vendorstack.storage.engine import make_engine
from vendorstack.storage.migrate import upgrade

pytestmark = [pytest.mark.postgres, pytest.mark.anyio]
CEILING_SECONDS = 60.0  # the waiter's own bound: a missed wake-up ends in scan_timed_out
DOMAIN = "acme-waits.com"


@pytest.fixture
async def queued() -> AsyncIterator[tuple[Services, str]]:
    with fresh_postgres() as database:
        upgrade(database)
        services = Services.open(Settings(database_url=database, scan_mode="queue"))
        try:
            yield services, database
        finally:
            await services.close()


def _run(database: str, statement: str, **parameters: object) -> None:
    engine = make_engine(database)
    with engine.begin() as connection:
        connection.execute(text(statement), parameters)
    engine.dispose()


def _job_id(database: str) -> int:
    engine = make_engine(database)
    with engine.connect() as connection:
        job = connection.execute(
            text("SELECT id FROM procrastinate_jobs WHERE lock = :domain"), {"domain": DOMAIN}
        ).scalar_one()
    engine.dispose()
    return int(job)


def _end_job(database: str, status: str, *, job: int | None = None) -> None:
    """What procrastinate's worker does once the task has returned (or raised)."""
    job = _job_id(database) if job is None else job
    engine = make_engine(database)
    with engine.begin() as connection:
        connection.execute(
            text(
                "SELECT procrastinate_finish_job_v1("
                ":job, CAST(:status AS procrastinate_job_status), false)"
            ),
            {"job": job, "status": status},
        )
    engine.dispose()


@pytest.mark.parametrize(
    ("status", "outcome"), [("succeeded", "joined"), ("failed", "unreachable")]
)
async def test_a_job_that_ends_without_a_scan_wakes_its_waiter(
    queued: tuple[Services, str], monkeypatch: pytest.MonkeyPatch, status: str, outcome: str
) -> None:
    services, database = queued
    checks = Checks()
    checks.count(services, monkeypatch)
    flight: Any = services.scan_parts.flight
    assert isinstance(flight, QueuedFlight)
    monkeypatch.setattr(flight, "_ceiling", CEILING_SECONDS)
    waiter = asyncio.create_task(flight.fly(DOMAIN, seen_scan_id=None))
    assert await asyncio.wait_for(checks.unanswered.get(), CEILING_SECONDS) == 1  # subscribed

    await asyncio.to_thread(_end_job, database, status)
    done = await waiter

    assert (done.outcome, done.reason) != ("unreachable", "scan_timed_out")
    assert done.outcome == outcome
    assert len(checks.results) == 2  # woken once, by the job's end


async def test_a_failed_job_with_a_newer_job_of_its_domain_waits_for_that_one(
    queued: tuple[Services, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A dead worker's job that cannot be re-queued (a newer job of the domain holds the
    queueing lock) is failed; its waiter is answered by the newer job, not with a 502."""
    services, database = queued
    checks = Checks()
    checks.count(services, monkeypatch)
    flight: Any = services.scan_parts.flight
    monkeypatch.setattr(flight, "_ceiling", CEILING_SECONDS)
    waiter = asyncio.create_task(flight.fly(DOMAIN, seen_scan_id=None))
    assert await asyncio.wait_for(checks.unanswered.get(), CEILING_SECONDS) == 1
    # The first job is taken by a worker (then killed); another lookup queues a newer one.
    await asyncio.to_thread(
        _run, database, "UPDATE procrastinate_jobs SET status = 'doing' WHERE lock = :d", d=DOMAIN
    )
    first = await asyncio.to_thread(_job_id, database)
    newer = await flight._queue.defer(DOMAIN, seen_scan_id=None)

    await asyncio.to_thread(_end_job, database, "failed", job=first)
    assert await asyncio.wait_for(checks.unanswered.get(), CEILING_SECONDS) == 2
    assert not waiter.done()
    await asyncio.to_thread(_end_job, database, "succeeded", job=newer)
    done = await waiter

    assert (done.outcome, done.reason) == ("joined", "scanned_by_another_process")
