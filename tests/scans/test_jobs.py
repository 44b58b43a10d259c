"""The worker side on real PostgreSQL and procrastinate, without a worker process: which
outcomes are retried, the skip of a scan made moot, and recovery of a dead worker's jobs."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import dataclass

import pytest
from procrastinate import App
from sqlalchemy import Connection, text

from tests.scans.queue_support import fresh_postgres
from tests.twins import TwinRunner, parsed
from vendorstack.scans.jobs import (
    ScanWork,
    fail_overdue,
    is_transient,
    recover_stalled,
    register_scan_task,
)
from vendorstack.scans.queue import SCAN_TASK, queue_app
from vendorstack.scans.recorder import RecordScan
from vendorstack.scans.waits import SCAN_CHANNEL
from vendorstack.storage.database import Database, open_database
from vendorstack.storage.engine import libpq_url
from vendorstack.storage.listen import Listener
from vendorstack.storage.migrate import upgrade

pytestmark = [pytest.mark.postgres, pytest.mark.anyio]
RETRIES = 2


@dataclass
class Queue:
    app: App
    work: ScanWork
    database: Database
    runner: TwinRunner
    url: str


@pytest.fixture
async def queue() -> AsyncIterator[Queue]:
    with fresh_postgres() as url:
        upgrade(url)
        database = open_database(url)
        app = queue_app(url)
        register_scan_task(app, retries=RETRIES, backoff_seconds=0)
        runner = TwinRunner()
        async with app.open_async():
            yield Queue(app, ScanWork(runner, database, RETRIES), database, runner, url)
        await database.close()


async def _stalled_job(queue: Queue, domain: str, attempts: int) -> int:
    """A scan job left 'doing' by a worker that no longer exists."""
    deferrer = queue.app.configure_task(SCAN_TASK, queueing_lock=domain, lock=domain)
    job_id = await deferrer.defer_async(domain=domain, seen=None)

    def mark(connection: Connection) -> None:
        connection.execute(
            text("UPDATE procrastinate_jobs SET status = 'doing', attempts = :n WHERE id = :id"),
            {"n": attempts, "id": job_id},
        )

    await queue.database.write(mark)
    return job_id


async def _status(queue: Queue, job_id: int) -> str:
    status = await queue.app.job_manager.get_job_status_async(job_id)
    return str(status.value)


def test_only_network_failures_that_may_pass_are_transient() -> None:
    assert is_transient("unreachable", "connect_failed")
    assert is_transient("unreachable", "timeout")
    for outcome, reason in [
        ("not_found", "no_disclosure"),
        ("not_found", "robots_disallowed"),
        ("unreachable", "dns_failed"),
        ("unreachable", "blocked_address"),
        ("unreachable", "http_error"),
        ("unreadable", "javascript_shell"),
        ("parsed", "parsed"),
    ]:
        assert not is_transient(outcome, reason), (outcome, reason)


async def test_a_dead_workers_job_is_requeued_while_it_has_attempts_left(queue: Queue) -> None:
    job_id = await _stalled_job(queue, "acme-pay.com", attempts=0)

    assert await recover_stalled(queue.app, queue.work, stalled_seconds=1) == 1

    assert await _status(queue, job_id) == "todo"


async def test_a_dead_workers_last_attempt_fails_and_wakes_its_waiters(queue: Queue) -> None:
    job_id = await _stalled_job(queue, "acme-pay.com", attempts=RETRIES)
    listener = Listener(libpq_url(queue.url), SCAN_CHANNEL)
    with listener.watch("acme-pay.com") as woken:
        assert await listener.subscribed(30)
        woken.clear()

        assert await recover_stalled(queue.app, queue.work, stalled_seconds=1) == 1
        await asyncio.wait_for(woken.wait(), 30)
    await listener.close()

    assert await _status(queue, job_id) == "failed"


async def test_a_job_made_moot_by_a_newer_answer_scans_nothing(queue: Queue) -> None:
    """Queued by a lookup that saw no answer; one was recorded before a worker took it."""
    await queue.database.write(RecordScan(parsed("acme-pay.com"), owner="elsewhere"))

    await queue.work.run("acme-pay.com", seen=None, last_attempt=False)

    assert not queue.runner.calls


async def test_a_job_asked_after_the_latest_answer_scans_again(queue: Queue) -> None:
    """A forced re-scan saw the latest answer: that answer does not make it moot."""
    latest = await queue.database.write(RecordScan(parsed("acme-pay.com"), owner="elsewhere"))

    await queue.work.run("acme-pay.com", seen=latest, last_attempt=False)

    assert queue.runner.calls == {"acme-pay.com": 1}


async def test_a_dead_workers_job_that_cannot_be_requeued_is_failed(queue: Queue) -> None:
    """A newer job of the domain was queued meanwhile: the queueing lock refuses a second."""
    stalled = await _stalled_job(queue, "acme-pay.com", attempts=0)
    deferrer = queue.app.configure_task(SCAN_TASK, queueing_lock="acme-pay.com")
    newer = await deferrer.defer_async(domain="acme-pay.com", seen=None)

    assert await recover_stalled(queue.app, queue.work, stalled_seconds=1) == 1

    assert (await _status(queue, stalled), await _status(queue, newer)) == ("failed", "todo")


async def test_a_job_running_longer_than_any_scan_is_failed_and_wakes_waiters(
    queue: Queue,
) -> None:
    job_id = await _stalled_job(queue, "acme-pay.com", attempts=0)
    assert await fail_overdue(queue.app, queue.work, overdue_seconds=3600) == 0
    assert await _status(queue, job_id) == "doing"
    listener = Listener(libpq_url(queue.url), SCAN_CHANNEL)
    with listener.watch("acme-pay.com") as woken:
        assert await listener.subscribed(30)
        woken.clear()

        assert await fail_overdue(queue.app, queue.work, overdue_seconds=0) == 1
        await asyncio.wait_for(woken.wait(), 30)
    await listener.close()

    assert await _status(queue, job_id) == "failed"
