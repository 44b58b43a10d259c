"""Live scans: single flight per domain (in this process and across processes) on a bounded pool.

`ScanCoordinator` shares one scan between the concurrent lookups of a domain in this process;
a `Flight` runs that scan across processes. The embedded `LeasedFlight` scans on this
process's pool under a per-domain lease in the database; the queue mode's
`vendorstack.scans.queue.QueuedFlight` hands the domain to `vendorstack worker`.
"""

from __future__ import annotations

import asyncio
import secrets
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from functools import partial
from typing import Protocol, TypeVar

from sqlalchemy.exc import IntegrityError

from vendorstack.scans.recorder import (
    AcquireLease,
    LeaseHeld,
    RecordScan,
    ReleaseLease,
    ScanResult,
)
from vendorstack.scans.waits import Notifying, Wait
from vendorstack.storage.database import Database, Operation

FINISHED_KEPT = 1_000  # recently finished scans remembered for callers that wanted one
T = TypeVar("T")


class ScanRunner(Protocol):
    async def scan(self, domain: str) -> ScanResult: ...


class PooledRunner:
    """Runs at most `size` scans at once in this process."""

    def __init__(self, scan: Callable[[str], Awaitable[ScanResult]], size: int) -> None:
        self._scan = scan
        self._slots = asyncio.Semaphore(size)

    async def scan(self, domain: str) -> ScanResult:
        async with self._slots:
            return await self._scan(domain)


@dataclass(frozen=True, slots=True)
class ScanDone:
    """How a scan the caller waited for ended; `scan_id` is None when another process ran it."""

    domain: str
    outcome: str
    reason: str
    scan_id: int | None


class Flight(Protocol):
    async def fly(self, domain: str, *, seen_scan_id: int | None) -> ScanDone:
        """Scan `domain` once across every process; `seen_scan_id` is the latest answering
        scan the caller saw (None: none), so a queued scan that a newer one made moot is
        skipped."""


class ScanCoordinator:
    """Shares one scan between every concurrent lookup of the same domain in this process."""

    def __init__(self, flight: Flight) -> None:
        self._flight = flight
        self._inflight: dict[str, asyncio.Task[ScanDone]] = {}
        self._finished: OrderedDict[str, tuple[float, ScanDone]] = OrderedDict()

    async def scan(
        self,
        domain: str,
        *,
        wanted_since: float | None = None,
        seen_scan_id: int | None = None,
    ) -> ScanDone:
        """Scan `domain`, or join the scan already running for it.

        A caller that decided to scan at loop time `wanted_since` is also answered by a scan
        this process started after that and has finished since: lookups that miss the index
        together share one scan even when their credit holds commit at different moments.
        """
        task = self._inflight.get(domain)
        if task is None:
            finished = self._finished.get(domain)
            if finished is not None and wanted_since is not None and finished[0] >= wanted_since:
                return finished[1]
            task = self._start(domain, seen_scan_id)
        # A caller that goes away must not cancel the scan others are waiting for.
        return await asyncio.shield(task)

    def _start(self, domain: str, seen_scan_id: int | None) -> asyncio.Task[ScanDone]:
        started = asyncio.get_running_loop().time()
        task = asyncio.create_task(self._flight.fly(domain, seen_scan_id=seen_scan_id))
        self._inflight[domain] = task

        def done(task: asyncio.Task[ScanDone]) -> None:
            self._inflight.pop(domain, None)
            if not task.cancelled() and task.exception() is None:
                self._remember(domain, started, task.result())

        task.add_done_callback(done)
        return task

    def _remember(self, domain: str, started: float, done: ScanDone) -> None:
        self._finished[domain] = (started, done)
        self._finished.move_to_end(domain)
        if len(self._finished) > FINISHED_KEPT:
            self._finished.popitem(last=False)


class LeasedFlight:
    """Embedded mode: this process scans unless another holds the domain's lease, in which
    case it waits for that lease to go (woken by NOTIFY on PostgreSQL, polling on SQLite)."""

    def __init__(
        self, runner: ScanRunner, database: Database, *, lease: timedelta, wait: Wait
    ) -> None:
        self._runner = runner
        self._database = database
        self._lease = lease
        self._wait = wait
        self._owner = f"proc-{secrets.token_hex(6)}"

    async def fly(self, domain: str, *, seen_scan_id: int | None = None) -> ScanDone:
        if not await self._acquire_lease(domain):
            return await self._wait_for_other_process(domain)
        try:
            report = await self._runner.scan(domain)
        except BaseException:
            await self._database.write(self._ending(ReleaseLease(domain, self._owner), domain))
            raise
        scan_id = await self._database.write(self._ending(RecordScan(report, self._owner), domain))
        return ScanDone(domain, report.outcome, report.reason, scan_id)

    def _ending(self, operation: Operation[T], domain: str) -> Operation[T]:
        """The write that gives up the lease, waking the other processes' waiters."""
        return operation if self._database.is_sqlite else Notifying(operation, domain)

    async def _acquire_lease(self, domain: str) -> bool:
        """Take the domain's lease; False when another process holds it (or just took it:
        two processes inserting it at once meet on its primary key)."""
        now = datetime.now(UTC)
        try:
            return await self._database.write(AcquireLease(domain, self._owner, now, self._lease))
        except IntegrityError:
            return False

    async def _wait_for_other_process(self, domain: str) -> ScanDone:
        done = await self._wait.until(
            domain, partial(self._lease_gone, domain), within=self._lease.total_seconds()
        )
        return done or ScanDone(domain, "unreachable", "scan_in_progress_elsewhere", None)

    async def _lease_gone(self, domain: str) -> ScanDone | None:
        if await self._database.read(LeaseHeld(domain, datetime.now(UTC))):
            return None
        return ScanDone(domain, "joined", "scanned_by_another_process", None)
