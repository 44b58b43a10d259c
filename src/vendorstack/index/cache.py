"""Per-process cache of entity records, validated against the entity's latest scan id.

Checking `latest_scan_id` is one indexed read, and a record confirmed by it is trusted for
`revalidate_after` seconds (default 1) before the next check: a scan finished by another
process is seen within that second, while a busy domain costs one read a second instead of
one per lookup (a read transaction per request was a measurable share of the metered hot
path on SQLite, and is a network round trip on PostgreSQL). Callers that must see a scan that
has just finished anywhere (the live-scan path) pass `revalidate=True`.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from vendorstack.index.records import EntityRecord
from vendorstack.index.repository import load_record
from vendorstack.lru import ConfirmedLRU
from vendorstack.storage.sql import FastReader

_LATEST_SCAN = "SELECT latest_scan_id FROM entities WHERE domain = ?"
REVALIDATE_AFTER_SECONDS = 1.0


class RecordCache:
    """Least-recently-used records, each valid while its scan is still the entity's latest."""

    def __init__(
        self,
        engine: Engine,
        reader: FastReader,
        *,
        size: int = 10_000,
        revalidate_after: float = REVALIDATE_AFTER_SECONDS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._engine = engine
        self._reader = reader
        self._revalidate_after = revalidate_after
        self._clock = clock
        self._entries: ConfirmedLRU[str, EntityRecord] = ConfirmedLRU(size)

    def get(self, domain: str, *, revalidate: bool = False) -> EntityRecord | None:
        """The indexed record for `domain`, or None when it has never been answered."""
        now = self._clock()
        entry = self._entries.get(domain)
        if entry is not None and not revalidate and now - entry.checked_at < self._revalidate_after:
            return entry.value
        row = self._reader.one(_LATEST_SCAN, (domain,))
        if row is None or row[0] is None:
            self._entries.pop(domain)
            return None
        if entry is not None and entry.value.scan_id == row[0]:
            entry.checked_at = now
            return entry.value
        return self._load(domain, now)

    def _load(self, domain: str, now: float) -> EntityRecord | None:
        with Session(self._engine) as session:
            record = load_record(session, domain)
        if record is None:
            self._entries.pop(domain)
            return None
        self._entries.put(domain, record, now)
        return record
