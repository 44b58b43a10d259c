"""Queue mode, worker side: the scan task, its retries, and recovery of dead workers' jobs.

A scan that failed on the network for a reason that may pass (`TRANSIENT_REASONS`) is retried
with backoff by procrastinate (`RetryStrategy(retry_exceptions=...)`); its last attempt is
recorded like any scan. Every other outcome is an answer and is recorded at once: "no
disclosure found" is never retried. The worker writes the scan (`RecordScan`) and NOTIFYs
the domain in the same transaction, so the waiting API process is woken at commit.
"""

from __future__ import annotations

import logging
import secrets
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from procrastinate import App, JobContext, RetryStrategy
from procrastinate.exceptions import ConnectorException, UniqueViolation
from procrastinate.jobs import Job, Status
from sqlalchemy import Connection, select

from vendorstack.index.models import Entity
from vendorstack.scans.queue_tables import SCAN_TASK, overdue_jobs
from vendorstack.scans.recorder import RecordScan
from vendorstack.scans.runner import ScanRunner
from vendorstack.scans.waits import Notifying, notify_scan_ended
from vendorstack.storage.database import Database

# A refused or broken connection and a timeout may pass within seconds; DNS failures
# (NXDOMAIN is an answer; a resolver outage shows as timeouts), TLS errors, SSRF blocks,
# robots rules, HTTP errors and every "found nothing" are answers and are not retried.
TRANSIENT_REASONS = frozenset({"connect_failed", "timeout"})
WORK = "scan_work"  # the key of `ScanWork` in the worker's additional context
log = logging.getLogger("vendorstack.worker")


class TransientScanFailure(Exception):
    """The site could not be reached for a reason that may pass; the scan is retried."""


def is_transient(outcome: str, reason: str) -> bool:
    return outcome == "unreachable" and reason in TRANSIENT_REASONS


def answered_since(connection: Connection, domain: str, seen: int | None) -> bool:
    """Read: has the domain been answered by a scan newer than the one the caller saw?"""
    latest = connection.execute(select(Entity.latest_scan_id).where(Entity.domain == domain))
    scan_id = latest.scalar()
    return scan_id is not None and (seen is None or scan_id > seen)


@dataclass
class ScanWork:
    """What the scan task needs in a worker process: the scanner and the database."""

    runner: ScanRunner
    database: Database
    retries: int
    owner: str = field(default_factory=lambda: f"worker-{secrets.token_hex(6)}")

    async def run(self, domain: str, *, seen: int | None, last_attempt: bool) -> None:
        if await self.database.read(partial(answered_since, domain=domain, seen=seen)):
            await self.notify(domain)  # answered since it was queued: nothing to scan
            return
        try:
            report = await self.runner.scan(domain)
        except Exception:
            log.exception("scan of %s failed", domain)  # the job fails: say why, here
            await self.notify(domain)  # its waiters must not wait for it
            raise
        if is_transient(report.outcome, report.reason) and not last_attempt:
            raise TransientScanFailure(f"{domain}: {report.reason}")
        await self.database.write(Notifying(RecordScan(report, self.owner), domain))

    async def notify(self, domain: str) -> None:
        await self.database.write(partial(notify_scan_ended, domain=domain))


async def scan_task(context: JobContext, domain: str, seen: int | None) -> None:
    """The procrastinate task: one live scan of `domain`, recorded by this worker."""
    work: ScanWork = context.additional_context[WORK]
    await work.run(domain, seen=seen, last_attempt=context.job.attempts >= work.retries)


def register_scan_task(app: App, *, retries: int, backoff_seconds: int) -> None:
    """Retries wait `backoff`, then twice that, and so on (linear backoff)."""
    retry = RetryStrategy(
        max_attempts=retries,
        wait=backoff_seconds,
        linear_wait=backoff_seconds,
        retry_exceptions=[TransientScanFailure],
    )
    app.task(name=SCAN_TASK, pass_context=True, retry=retry)(scan_task)


async def recover_stalled(app: App, work: ScanWork, *, stalled_seconds: float) -> int:
    """Re-queue the scans of workers silent for `stalled_seconds` (killed, frozen, cut
    off); a scan that has used its attempts, or cannot be re-queued, is failed instead."""
    stalled = await app.job_manager.get_stalled_jobs(
        seconds_since_heartbeat=stalled_seconds, task_name=SCAN_TASK
    )
    recovered = 0
    for job in stalled:
        try:
            await _recover(app, work, job)
        except ConnectorException as error:  # another worker recovered it first
            log.info("stalled scan job %s not recovered here: %s", job.id, error)
            continue
        recovered += 1
    return recovered


async def _recover(app: App, work: ScanWork, job: Job) -> None:
    assert job.id is not None
    if job.attempts < work.retries:
        log.warning("re-queueing scan job %s of a stalled worker", job.id)
        try:
            await app.job_manager.retry_job(job)
            return
        except UniqueViolation:  # a newer job of the domain is queued: it will answer
            pass
    await fail(app, work, job.id, job.task_kwargs.get("domain"))


async def fail(app: App, work: ScanWork, job_id: int, domain: Any) -> None:
    """End a scan job as failed and wake its waiters (they answer 502, holds released)."""
    log.warning("failing scan job %s", job_id)
    await app.job_manager.finish_job_by_id_async(job_id, Status.FAILED, delete_job=False)
    if isinstance(domain, str):
        await work.notify(domain)


async def fail_overdue(app: App, work: ScanWork, *, overdue_seconds: float) -> int:
    """Fail scan jobs running longer than any scan can (its time budget is far shorter):
    a live worker that could not record a job's end (a retry that met the domain's queueing
    lock, a lost connection) must not leave it stuck."""
    overdue = await work.database.read(partial(overdue_jobs, seconds=overdue_seconds))
    for job_id, domain in overdue:
        try:
            await fail(app, work, job_id, domain)
        except ConnectorException as error:  # it ended meanwhile
            log.info("overdue scan job %s not failed here: %s", job_id, error)
    return len(overdue)
