"""An export run by an admin command: the database named by the server's settings."""

from __future__ import annotations

from collections.abc import AsyncIterator

from vendorstack.config import Settings
from vendorstack.exports.formats import Format
from vendorstack.exports.rows import ExportFilter
from vendorstack.exports.stream import export_chunks
from vendorstack.storage.database import open_database


async def export_index(
    settings: Settings, fmt: Format, where: ExportFilter, *, after: int = 0
) -> AsyncIterator[bytes]:
    """Every matching row of the index (`vendorstack export`), unmetered: the operator's own."""
    database = open_database(settings.database_url, group_commit=False)
    try:
        async for chunk in export_chunks(database, fmt, where, after=after):
            yield chunk
    finally:
        await database.close()
