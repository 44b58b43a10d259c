"""Per-process cache of entity records, validated against the entity's latest scan id.

Checking `latest_scan_id` is one indexed read, so a scan finished by another process is
seen on the next lookup while the common case never rebuilds the record.
"""

from __future__ import annotations

from collections import OrderedDict

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from vendorstack.index.records import EntityRecord
from vendorstack.index.repository import load_record
from vendorstack.storage.sql import FastReader

_LATEST_SCAN = "SELECT latest_scan_id FROM entities WHERE domain = ?"


class RecordCache:
    """Least-recently-used records, each valid while its scan is still the entity's latest."""

    def __init__(self, engine: Engine, reader: FastReader, *, size: int = 10_000) -> None:
        self._engine = engine
        self._reader = reader
        self._size = size
        self._records: OrderedDict[str, EntityRecord] = OrderedDict()

    def get(self, domain: str) -> EntityRecord | None:
        """The indexed record for `domain`, or None when it has never been answered."""
        row = self._reader.one(_LATEST_SCAN, (domain,))
        if row is None or row[0] is None:
            return None
        cached = self._records.get(domain)
        if cached is not None and cached.scan_id == row[0]:
            self._records.move_to_end(domain)
            return cached
        return self._load(domain)

    def _load(self, domain: str) -> EntityRecord | None:
        with Session(self._engine) as session:
            record = load_record(session, domain)
        if record is not None:
            self._records[domain] = record
            if len(self._records) > self._size:
                self._records.popitem(last=False)
        return record
