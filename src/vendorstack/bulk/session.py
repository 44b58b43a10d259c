"""A bulk run's parts, built from the server's settings: its database and scan flight."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import timedelta

import anyio

from vendorstack.bulk.indexer import BulkIndexer, BulkOptions
from vendorstack.config import MAX_PARSER_WAIT_SECONDS, Settings
from vendorstack.scanning.boundary.bounded import shared_pool
from vendorstack.scanning.policy import parse_limits_from
from vendorstack.scans.parts import scan_parts
from vendorstack.storage.database import open_database

# Nobody waits on one domain of a bulk run: the wait for a free parser process (this
# process's own queue, never the site's doing) is given back to each scan's budget, so a
# saturated run still ends every domain with its site's outcome (`docs/scanning.md`).
BULK_PARSER_WAIT = MAX_PARSER_WAIT_SECONDS


def options_for(
    settings: Settings, *, concurrency: int, refresh: bool, max_age_days: float
) -> BulkOptions:
    return BulkOptions(
        concurrency=concurrency,
        refresh=refresh,
        max_age=timedelta(days=max_age_days),
        negative_ttl=timedelta(seconds=settings.negative_ttl_seconds),
    )


@asynccontextmanager
async def bulk_indexer(settings: Settings, options: BulkOptions) -> AsyncIterator[BulkIndexer]:
    """The indexer on `settings`' database (already migrated). Embedded mode: a scan pool of
    `options.concurrency`; queue mode: the workers' pool, this process only waits."""
    pooled = settings.model_copy(
        update={"scan_pool_size": options.concurrency, "scan_parser_wait_seconds": BULK_PARSER_WAIT}
    )
    database = open_database(settings.database_url, group_commit=settings.group_commit)
    parts = scan_parts(pooled, database, None)
    try:
        if settings.scan_mode != "queue":  # this process parses: its parsers start first
            await anyio.to_thread.run_sync(shared_pool(parse_limits_from(settings)).warm)
        yield BulkIndexer(database, parts.flight, options)
    finally:
        await parts.close()
        await database.close()
