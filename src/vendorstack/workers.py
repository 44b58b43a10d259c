"""`vendorstack worker`: runs the queued live scans of `VENDORSTACK_SCAN_MODE=queue`, and
the watch rounds (scheduled re-scans, webhook deliveries: `watching.rounds`) every minute.

Any number of workers, on any machine, share the queue in PostgreSQL. Each heartbeats every
`worker_heartbeat_seconds`; every `worker_heartbeat_seconds` (and once at start) a worker
re-queues the scans of workers silent for `worker_stalled_seconds` (killed with SIGKILL, cut
off), and fails any scan job running for twice the scan lease, so no scan stays stuck.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

from procrastinate import App

from vendorstack.accounts.credits import Credits
from vendorstack.config import Settings
from vendorstack.scanning.hostmap import HostMap
from vendorstack.scanning.posting import Poster
from vendorstack.scans.jobs import (
    WORK,
    ScanWork,
    fail_overdue,
    recover_stalled,
    register_scan_task,
)
from vendorstack.scans.parts import ScanParts, embedded_runner, scan_lease, scan_parts
from vendorstack.scans.queue import queue_app
from vendorstack.scans.runner import ScanCoordinator
from vendorstack.storage.database import Database, open_database
from vendorstack.storage.engine import is_sqlite_url
from vendorstack.watching.delivery import Deliveries
from vendorstack.watching.freshness import Freshness
from vendorstack.watching.rounds import ROUNDS, Rounds, register_round_task, rounds_for
from vendorstack.watching.service import Watching

# A job running this many scan leases (90 s by default) cannot be a live scan any more.
OVERDUE_LEASES = 2
# New jobs wake a worker by NOTIFY; a retry scheduled for later is found by this polling.
FETCH_POLL_SECONDS = 1.0
log = logging.getLogger("vendorstack.worker")


class QueueMissing(RuntimeError):
    """The scan queue's tables are missing: run `vendorstack migrate` (or `serve`) first."""


async def run_worker(
    settings: Settings, *, concurrency: int, on_ready: Callable[[], None] = lambda: None
) -> None:
    """Run scans until SIGINT/SIGTERM (procrastinate finishes the running ones first)."""
    if is_sqlite_url(settings.database_url):
        raise QueueMissing("vendorstack worker needs a PostgreSQL VENDORSTACK_DATABASE_URL")
    database = open_database(settings.database_url, group_commit=settings.group_commit)
    app = queue_app(settings.database_url, connections=concurrency + 2)
    register_scan_task(
        app, retries=settings.scan_retries, backoff_seconds=settings.scan_retry_backoff_seconds
    )
    register_round_task(app)
    pool = settings.model_copy(update={"scan_pool_size": concurrency})
    work = ScanWork(embedded_runner(pool), database, settings.scan_retries)
    parts = scan_parts(settings.model_copy(update={"scan_mode": "embedded"}), database, None)
    rounds = watch_rounds(settings, database, parts)
    try:
        async with app.open_async():
            if not await app.check_connection_async():
                raise QueueMissing(QueueMissing.__doc__)
            await _work(app, work, rounds, settings, concurrency, on_ready)
    finally:
        await parts.close()
        await database.close()


def watch_rounds(settings: Settings, database: Database, parts: ScanParts) -> Rounds:
    """The worker's rounds: re-scans run here, on the worker's own leased pool."""
    credits = Credits(
        database, base_url=settings.base_url, free_scans_per_day=settings.free_scans_per_day
    )
    poster = Poster(HostMap.parse(settings.scan_host_map))
    scans = ScanCoordinator(parts.flight)
    return rounds_for(
        settings,
        Watching(database, credits, scans, concurrency=settings.scan_pool_size),
        Deliveries(database, poster),
        Freshness(database, scans),
    )


async def _work(
    app: App,
    work: ScanWork,
    rounds: Rounds,
    settings: Settings,
    concurrency: int,
    on_ready: Callable[[], None],
) -> None:
    recovery = asyncio.create_task(_recover_periodically(app, work, settings))
    on_ready()
    try:
        await app.run_worker_async(
            concurrency=concurrency,
            additional_context={WORK: work, ROUNDS: rounds},
            update_heartbeat_interval=settings.worker_heartbeat_seconds,
            stalled_worker_timeout=settings.worker_stalled_seconds,
            install_signal_handlers=True,
            fetch_job_polling_interval=FETCH_POLL_SECONDS,
        )
    finally:
        recovery.cancel()


async def _recover_periodically(app: App, work: ScanWork, settings: Settings) -> None:
    """Once at start, then every heartbeat interval; a failed round is logged and retried."""
    overdue = OVERDUE_LEASES * scan_lease(settings).total_seconds()
    while True:
        try:
            await recover_stalled(app, work, stalled_seconds=settings.worker_stalled_seconds)
            await fail_overdue(app, work, overdue_seconds=overdue)
        except Exception as error:  # the database away for a moment must not stop the worker
            log.warning("recovering stalled scans failed: %s", error)
        await asyncio.sleep(settings.worker_heartbeat_seconds)
