"""The periodic sweep of abandoned live-scan holds and expired credit leases, run by every
API process.

A process killed mid-scan leaves its credit hold open. Start-up gives such holds back, but
with many processes the others must not wait for that one to restart: each runs this sweep
every `interval` seconds. Only holds older than `older_than` (twice the scan lease, past any
live scan's ceiling) are touched, and sweeps racing each other close each hold once
(`ledger.release_abandoned_holds`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from datetime import UTC, datetime, timedelta
from functools import partial

from vendorstack.accounts.leases import return_expired_leases
from vendorstack.accounts.ledger import release_abandoned_holds
from vendorstack.storage.database import Database

log = logging.getLogger("vendorstack")
# How far back a sweep looks: every live process sweeps every interval, so an older open hold
# can only date from when none ran, and start-up (which looks at every hold) gave it back.
# The bound keeps a sweep's cost to a day of holds instead of every hold ever made.
LOOKBACK = timedelta(days=1)


class HoldSweeper:
    """Releases holds left open by dead processes, on demand (`sweep`) or periodically."""

    def __init__(self, database: Database, *, older_than: timedelta, interval: float) -> None:
        self._database = database
        self._older_than = older_than
        self._interval = interval
        self._task: asyncio.Task[None] | None = None
        self._swept = asyncio.Event()

    async def sweep(self, *, held_before: datetime | None = None) -> int:
        """Release every open hold made in the `LOOKBACK` before `held_before` (default:
        `older_than` ago); returns how many this sweep released (0 for those another sweep
        closed first)."""
        now = datetime.now(UTC)
        cut_off = held_before or now - self._older_than
        operation = partial(
            release_abandoned_holds, held_before=cut_off, now=now, held_since=cut_off - LOOKBACK
        )
        # A transaction of its own: it locks every account it gives back to (in id order, as
        # a batch does) after reading which, so it cannot declare them to a batch up front.
        released: int = await self._database.write_alone(operation)
        if released:
            log.warning("released %d live-scan credit holds left by a stopped process", released)
        await self.return_leases(now)
        return released

    async def return_leases(self, now: datetime | None = None) -> int:
        """Close every credit lease unused past its expiry (its process died); returns the
        credits given back."""
        now = now or datetime.now(UTC)
        operation = partial(return_expired_leases, expired_before=now, now=now)
        returned: int = await self._database.write_alone(operation)
        if returned:
            log.warning("returned %d leased credits left by a stopped process", returned)
        return returned

    def start(self) -> None:
        """Sweep every `interval` seconds on the running loop until `stop`."""
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._every_interval())

    async def stop(self) -> None:
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    @property
    def running(self) -> bool:
        return self._task is not None and not self._task.done()

    async def next_periodic_sweep(self) -> None:
        """Return once the periodic sweep has run again (its outcome is logged)."""
        await self._swept.wait()

    async def _every_interval(self) -> None:
        while True:
            await asyncio.sleep(self._interval)  # a period, not a wait for work
            try:
                await self.sweep()
            except Exception:  # a database outage must not end the sweeping for good
                log.exception("the sweep of abandoned credit holds failed; trying again later")
            self._swept.set()
            self._swept = asyncio.Event()
