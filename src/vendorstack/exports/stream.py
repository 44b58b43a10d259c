"""An export as an async stream of encoded chunks, batch by batch."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable

from vendorstack.exports.formats import Format, encoder, header
from vendorstack.exports.rows import BATCH, ExportBatch, ExportFilter
from vendorstack.storage.database import Database


async def export_chunks(
    database: Database,
    fmt: Format,
    where: ExportFilter,
    *,
    after: int = 0,
    limit: int | None = None,
    sent: Callable[[int], None] | None = None,
) -> AsyncIterator[bytes]:
    """The export's bytes: the header, then one chunk per batch of at most `BATCH` rows,
    `limit` rows in all (None: every row). `sent(n)` is told of each chunk's rows once the
    consumer has taken it and asked for more (a server's send of it returned): what a
    metered download counts as delivered. A consumer that stops early never counts the
    chunk it did not take."""
    encode = encoder(fmt)
    first = header(fmt)
    if first:
        yield first
    left = limit
    while left is None or left > 0:
        size = BATCH if left is None else min(BATCH, left)
        rows = await database.read(ExportBatch(where, after, size))
        if not rows:
            return
        after = rows[-1][0]
        if left is not None:
            left -= len(rows)
        yield encode(rows)
        if sent is not None:
            sent(len(rows))
        if len(rows) < size:
            return
