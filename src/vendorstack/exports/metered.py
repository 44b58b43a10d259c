"""`GET /v1/export`: the export as a metered download, charged for the rows it delivers.

How a stream is charged safely (docs/api.md, "Export"):
1. Count the rows the download will send: those after `after` that match, at most `limit`.
2. Hold their price up front (`PRICES["export_rows"]` per 1,000 rows, rounded up): a balance
   that cannot cover it is a 402 before any row is sent, and the download never sends more
   rows than were counted, so a client never gets rows it has not paid for.
3. Stream; a chunk counts as sent once the server's send of it has returned.
4. When the stream ends (finished, or the client went away) keep the price of the rows sent
   and give the rest back, in the hold's one closing row: a client never pays for rows it
   did not receive (beyond the rounding up to 1,000).
A process that dies mid-download leaves the hold open; the abandoned-holds sweep gives it
all back (the client keeps what it got, free): failures favour the customer.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncGenerator
from dataclasses import dataclass
from typing import Any

from vendorstack.accounts.credits import Credits, Hold
from vendorstack.accounts.pricing import EXPORT_ROWS_PER_CREDIT, PRICES
from vendorstack.accounts.service import Caller
from vendorstack.exports.formats import Format
from vendorstack.exports.rows import ExportCount, ExportFilter
from vendorstack.exports.stream import export_chunks
from vendorstack.storage.database import Database

MAX_ROWS = 100_000  # one download; `after=<last id>` continues (bounds a hold's lifetime)
log = logging.getLogger("vendorstack.exports")


def price_of(rows: int) -> int:
    """Credits for `rows` rows: the export price per 1,000 rows, the last 1,000 begun counted."""
    thousands = -(-rows // EXPORT_ROWS_PER_CREDIT)
    return thousands * PRICES["export_rows"].credits


@dataclass(frozen=True, slots=True)
class ExportQuery:
    fmt: Format
    where: ExportFilter
    after: int = 0
    limit: int = MAX_ROWS


@dataclass
class Download:
    """A started download: the rows it will send, the credits held, and its bytes."""

    rows: int
    held: int
    balance: int  # after the hold
    chunks: AsyncGenerator[bytes, None]


class MeteredExports:
    def __init__(self, database: Database, credits: Credits) -> None:
        self._database = database
        self._credits = credits
        self._closing: set[asyncio.Task[Any]] = set()

    async def start(self, caller: Caller, query: ExportQuery, *, request_id: str) -> Download:
        """Count, hold and return the download; the hold is settled when its bytes end."""
        rows = await self._database.read(
            ExportCount(query.where, query.after, min(query.limit, MAX_ROWS))
        )
        if rows == 0:
            standing = await self._credits.standing(caller)
            return Download(0, 0, standing.credit_balance, self._stream(query, 0, None))

        hold, balance = await self._credits.hold_export(
            caller, price_of(rows), request_id=request_id
        )
        return Download(rows, hold.credits, balance, self._stream(query, rows, hold))

    async def _stream(
        self, query: ExportQuery, rows: int, hold: Hold | None
    ) -> AsyncGenerator[bytes, None]:
        sent = 0

        def count(n: int) -> None:
            nonlocal sent
            sent += n

        try:
            async for chunk in export_chunks(
                self._database, query.fmt, query.where, after=query.after, limit=rows, sent=count
            ):
                yield chunk
        finally:
            if hold is not None:
                self._settle(hold, sent)

    def _settle(self, hold: Hold, sent: int) -> None:
        """Close the hold in a task of its own: the stream may be ending by cancellation
        (the client went away), when nothing more may be awaited in it."""
        task = asyncio.get_running_loop().create_task(self._close_hold(hold, sent))
        self._closing.add(task)
        task.add_done_callback(self._closed)

    async def _close_hold(self, hold: Hold, sent: int) -> int:
        return await self._credits.settle_part(hold, price_of(sent), reason="export_rows_sent")

    def _closed(self, task: asyncio.Task[Any]) -> None:
        self._closing.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.warning("an export's hold was not settled: %s", task.exception())

    async def close(self) -> None:
        """Wait for holds being settled (at shutdown, before the writer stops)."""
        if self._closing:
            await asyncio.wait(list(self._closing))
