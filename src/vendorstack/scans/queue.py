"""Queue mode, API side: a live scan is a procrastinate job that `vendorstack worker` runs.

One job per domain: a lookup joins the domain's job that is queued or running, and a new one
is deferred with procrastinate's `queueing_lock` (and `lock`) set to the normalised domain,
a value of ours, never client input; a deferral that meets the lock joins the job it met.
The caller then waits, within the ceiling, for the worker's NOTIFY of the domain
(`scans.waits`), re-checking the scan table and the job's status when it subscribes and
when it is woken.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from functools import partial

from procrastinate import App
from procrastinate.exceptions import AlreadyEnqueued
from sqlalchemy import Connection, bindparam, select

from vendorstack.errors import ServiceUnavailable
from vendorstack.index.models import Entity, Scan
from vendorstack.scans.queue_tables import SCAN_TASK, active_job_id, latest_status
from vendorstack.scans.runner import ScanDone
from vendorstack.scans.waits import Wait
from vendorstack.storage.database import Database
from vendorstack.storage.engine import queue_connector

DEFER_TRIES = 3  # a job that is deferred, run and finished between two of our reads: retry

_LAST_SCAN = (
    select(Scan.id, Scan.outcome, Scan.reason)
    .join(Entity, Entity.id == Scan.entity_id)
    .where(Entity.domain == bindparam("domain"))
    .order_by(Scan.id.desc())
    .limit(1)
)


def queue_app(database_url: str, *, connections: int = 4) -> App:
    """The procrastinate app on the service's PostgreSQL (opened by its user)."""
    return App(connector=queue_connector(database_url, connections=connections))


def active_job(connection: Connection, domain: str) -> tuple[int | None, int]:
    """Read: the domain's queued or running scan job, and its newest scan id (0: none)."""
    job = active_job_id(connection, domain)
    last = connection.execute(_LAST_SCAN, {"domain": domain}).first()
    return job, last.id if last is not None else 0


@dataclass(frozen=True, slots=True)
class JobEnded:
    """Read: how job `job` of `domain` ended, or None while it or a newer job of the domain
    is queued or running.

    A scan newer than `after` is its answer (it may be recorded a moment before procrastinate
    marks the job done); while any job of the domain is active the answer is still coming (a
    stalled job that met a newer job's queueing lock is failed, and the newer one answers);
    then the newest job since `job` decides: succeeded without a scan, the question was
    answered by another; any other end (failed, cancelled, deleted) is a failed scan.
    """

    domain: str
    job: int
    after: int

    def __call__(self, connection: Connection) -> ScanDone | None:
        scan = connection.execute(_LAST_SCAN, {"domain": self.domain}).first()
        if scan is not None and scan.id > self.after:
            return ScanDone(self.domain, scan.outcome, scan.reason, scan.id)
        if active_job_id(connection, self.domain) is not None:
            return None
        status = latest_status(connection, self.domain, self.job)
        if status == "succeeded":
            return ScanDone(self.domain, "joined", "scanned_by_another_process", None)
        return ScanDone(self.domain, "unreachable", "scan_failed", None)


class ScanQueue:
    """Defers scan jobs; the app's connection pool opens on first use."""

    def __init__(self, app: App) -> None:
        self._app = app
        self._opened = False
        self._opening = asyncio.Lock()  # the first lookups arrive together

    async def defer(self, domain: str, *, seen_scan_id: int | None) -> int:
        if not self._opened:
            async with self._opening:
                if not self._opened:
                    await self._app.open_async()
                    self._opened = True
        deferrer = self._app.configure_task(SCAN_TASK, queueing_lock=domain, lock=domain)
        return await deferrer.defer_async(domain=domain, seen=seen_scan_id)

    async def close(self) -> None:
        if self._opened:
            await self._app.close_async()
            self._opened = False


class QueuedFlight:
    """Enqueue (or join) the domain's scan job and wait for it, at most `ceiling` seconds."""

    def __init__(self, queue: ScanQueue, database: Database, wait: Wait, *, ceiling: float):
        self._queue = queue
        self._database = database
        self._wait = wait
        self._ceiling = ceiling

    async def fly(self, domain: str, *, seen_scan_id: int | None) -> ScanDone:
        job, after = await self._join_or_defer(domain, seen_scan_id)
        ended = partial(self._database.read, JobEnded(domain, job, after))
        done = await self._wait.until(domain, ended, within=self._ceiling)
        return done or ScanDone(domain, "unreachable", "scan_timed_out", None)

    async def _join_or_defer(self, domain: str, seen_scan_id: int | None) -> tuple[int, int]:
        for _ in range(DEFER_TRIES):
            job, after = await self._database.read(partial(active_job, domain=domain))
            if job is not None:
                return job, after
            try:
                return await self._queue.defer(domain, seen_scan_id=seen_scan_id), after
            except AlreadyEnqueued:
                continue  # deferred by another process since our read: join that one
        raise ServiceUnavailable("The scan queue is busy; retry shortly.", retry_after=1)


__all__ = ["SCAN_TASK", "JobEnded", "QueuedFlight", "ScanQueue", "active_job", "queue_app"]
