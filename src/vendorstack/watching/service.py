"""Watchlists: the one implementation every front end calls.

A watch costs nothing to keep. A re-scan (on demand, `rescan`, or on the schedule,
`rescan_due`) holds the `watch_scan` price before it starts and keeps it only when the scan
reads a list (`accounts.pricing.PRICES`); a scan that finds nothing, or an unreachable site,
is free. Every scan of the domain since the last report, whoever ran it, becomes the
account's events when it changed something worth telling (`events.TOLD`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from functools import partial
from typing import Any

from sqlalchemy import Connection, Row, select

from vendorstack.accounts.credits import Credits
from vendorstack.accounts.models import Account
from vendorstack.accounts.pricing import PRICES
from vendorstack.accounts.service import Caller
from vendorstack.errors import AppError, NotFound
from vendorstack.scans.runner import ScanCoordinator
from vendorstack.storage.database import Database
from vendorstack.watching import store
from vendorstack.watching.views import event_view, watch_view

log = logging.getLogger("vendorstack.watching")
PAGE = 100
READ_A_LIST = "parsed"


class Watching:
    def __init__(
        self,
        database: Database,
        credits: Credits,
        scans: ScanCoordinator,
        clock: Callable[[], datetime] = lambda: datetime.now(UTC),
        *,
        concurrency: int = 8,
    ) -> None:
        self._database = database
        self._credits = credits
        self._scans = scans
        self._clock = clock
        self._concurrency = concurrency  # scheduled re-scans at once (the scan pool's size)

    async def watch(self, caller: Caller, domains: Sequence[str]) -> dict[str, Any]:
        """Watch `domains` (registrable, already checked); those watched already are kept."""
        rows = await self._database.write(
            store.AddWatches(caller.account_id, list(domains), self._clock())
        )
        return {"watches": [watch_view(row) for row in rows]}

    async def watches(self, caller: Caller, *, after: int = 0) -> dict[str, Any]:
        read = partial(store.list_watches, account_id=caller.account_id, after=after, limit=PAGE)
        rows = await self._database.read(read)
        return {"watches": [watch_view(r) for r in rows], "next_after": _next(rows)}

    async def unwatch(self, caller: Caller, watch_id: int) -> None:
        if not await self._database.write(store.RemoveWatch(caller.account_id, watch_id)):
            raise _unknown(watch_id)

    async def events(self, caller: Caller, *, after: int = 0) -> dict[str, Any]:
        read = partial(store.list_events, account_id=caller.account_id, after=after, limit=PAGE)
        rows = await self._database.read(read)
        return {"events": [event_view(r) for r in rows], "next_after": _next(rows)}

    async def rescan(self, caller: Caller, watch_id: int, *, request_id: str) -> dict[str, Any]:
        """Re-scan the watched domain now, charged as `watch_scan`, and report its changes."""
        read = partial(store.get_watch, account_id=caller.account_id, watch_id=watch_id)
        watch = await self._database.read(read)
        if watch is None:
            raise _unknown(watch_id)
        price = PRICES["watch_scan"].credits
        hold = await self._credits.hold(caller, price, request_id=request_id)
        try:
            done = await self._scans.scan(watch.domain)
        except BaseException:
            await self._credits.release(hold, reason="scan_failed")
            raise
        charged = done.outcome == READ_A_LIST
        close = self._credits.settle if charged else self._credits.release
        balance = await close(hold, reason="watch_scan")
        event_ids = await self._database.write(
            store.ReportScans(caller.account_id, watch_id, self._clock())
        )
        watch = await self._database.read(read) or watch  # deleted meanwhile: as it was
        return {
            "watch": watch_view(watch),
            "scan": {"scan_id": done.scan_id, "outcome": done.outcome, "reason": done.reason},
            "event_ids": event_ids,
            "credits_used": price if charged else 0,
            "credit_balance": balance,
        }

    async def rescan_due(self, *, checked_before: datetime, limit: int) -> int:
        """Re-scan up to `limit` watches not checked since `checked_before`; how many ran.

        An account that cannot pay (402), is at its free plan's daily cap (429) or was
        revoked is skipped until the next round: the watch is marked checked either way.
        """
        due = await self._database.write(store.ClaimDue(checked_before, self._clock(), limit))
        slots = asyncio.Semaphore(self._concurrency)

        async def rescan(row: Row[Any]) -> None:
            async with slots:
                await self._rescan_for_schedule(row)

        await asyncio.gather(*(rescan(row) for row in due))
        return len(due)

    async def _rescan_for_schedule(self, row: Row[Any]) -> None:
        caller = await self._database.read(partial(_caller_of, account_id=row.account_id))
        try:
            if caller is not None:
                await self.rescan(caller, row.id, request_id=f"watch-schedule-{row.id}")
                return
            log.info("scheduled re-scan of watch %s skipped: its key was revoked", row.id)
        except AppError as refused:
            log.info("scheduled re-scan of watch %s skipped: %s", row.id, refused.message)
        await self._database.write(store.ReportScans(row.account_id, row.id, self._clock()))


def _caller_of(connection: Connection, account_id: int) -> Caller | None:
    row = connection.execute(
        select(Account.id, Account.public_id, Account.key_hash, Account.last_used_at).where(
            Account.id == account_id, Account.revoked_at.is_(None)
        )
    ).one_or_none()
    return None if row is None else Caller(*row)


def _next(rows: Sequence[Row[Any]]) -> int | None:
    return int(rows[-1].id) if len(rows) == PAGE else None


def _unknown(watch_id: int) -> NotFound:
    return NotFound(f"No watch {watch_id} on this account. GET /v1/watches lists yours.")
