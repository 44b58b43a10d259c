"""Per-process cache of entity records, validated against the entity's latest scan id.

Checking `latest_scan_id` is one indexed read, and a record confirmed by it is trusted for
`revalidate_after` seconds (default 1) before the next check: a scan finished by another
process is seen within that second, while a busy domain costs one read a second instead of
one per lookup (a read per request was a measurable share of the metered hot path on SQLite,
and is a network round trip on PostgreSQL; docs/benchmarks.md). Lookups arriving while a
domain is being checked wait for that one check: on PostgreSQL under load, each one arriving
during the round trip made its own. Callers that must see a scan that has just finished
anywhere (the live-scan path) pass `revalidate=True`, which reads the primary; the routine
checks read the replica when one is configured, and never take a record back to an older
scan than one this process has read (scan ids only grow).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from functools import partial

from sqlalchemy import Connection, bindparam, select

from vendorstack.index.models import Entity
from vendorstack.index.records import EntityRecord
from vendorstack.index.repository import load_record
from vendorstack.lru import ConfirmedLRU
from vendorstack.storage.database import Database
from vendorstack.storage.replica import IndexReads

_LATEST_SCAN = select(Entity.latest_scan_id).where(Entity.domain == bindparam("domain"))
REVALIDATE_AFTER_SECONDS = 1.0


def _latest(
    connection: Connection, domain: str, known_scan_id: int | None
) -> tuple[int | None, EntityRecord | None]:
    """The domain's latest answering scan id, and its record unless that is `known_scan_id`.

    One read operation, so on PostgreSQL a changed record costs one connection checkout.
    """
    latest = connection.execute(_LATEST_SCAN, {"domain": domain}).scalar()
    if latest is None or latest == known_scan_id:
        return latest, None
    return latest, load_record(connection, domain)


class RecordCache:
    """Least-recently-used records, each valid while its scan is still the entity's latest."""

    def __init__(
        self,
        database: Database,
        *,
        size: int = 10_000,
        revalidate_after: float = REVALIDATE_AFTER_SECONDS,
        clock: Callable[[], float] = time.monotonic,
        replica: IndexReads | None = None,
    ) -> None:
        self._database = database
        self._replica = replica  # routine checks; `revalidate` reads the primary
        self._revalidate_after = revalidate_after
        self._clock = clock
        self._entries: ConfirmedLRU[str, EntityRecord] = ConfirmedLRU(size)
        self._checking: dict[str, asyncio.Future[EntityRecord | None]] = {}

    def trusted(self, domain: str) -> EntityRecord | None:
        """The record confirmed within the window, else None (then `get` decides)."""
        entry = self._entries.get(domain)
        if entry is not None and self._clock() - entry.checked_at < self._revalidate_after:
            return entry.value
        return None

    async def get(self, domain: str, *, revalidate: bool = False) -> EntityRecord | None:
        """The indexed record for `domain`, or None when it has never been answered."""
        now = self._clock()
        entry = self._entries.get(domain)
        if entry is not None and not revalidate and now - entry.checked_at < self._revalidate_after:
            return entry.value
        if revalidate:
            return await self._check(domain, now, revalidate=True)
        checking = self._checking.get(domain)
        if checking is None:  # one routine check per domain at a time; the callers share it
            checking = asyncio.ensure_future(self._check(domain, now, revalidate=False))
            self._checking[domain] = checking
            checking.add_done_callback(lambda _: self._checking.pop(domain, None))
        return await asyncio.shield(checking)

    async def _check(self, domain: str, now: float, *, revalidate: bool) -> EntityRecord | None:
        entry = self._entries.get(domain)
        known = entry.value.scan_id if entry is not None else None
        read = partial(_latest, domain=domain, known_scan_id=known)
        if revalidate or self._replica is None:
            latest, loaded = await self._database.read(read)
        else:
            latest, loaded = await self._replica.read(read)
            if known is not None and (latest is None or latest < known):
                latest = known  # a replica behind what this process has read: never go back
        if entry is not None and latest == known:
            entry.checked_at = now
            return entry.value
        if loaded is None:
            self._entries.pop(domain)
            return None
        self._entries.put(domain, loaded, now)
        return loaded
