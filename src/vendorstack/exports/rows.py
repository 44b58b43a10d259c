"""The rows of an export: every claim of each company's answering scan, in claim-id order.

Read in batches by keyset (`claims.id > after`), each batch a short read of its own, so an
export holds no connection or transaction while the client reads, memory stays at one batch
whatever the index's size, and a download that stopped resumes with `after=<last id>`. A
company re-scanned during an export is read as its answering scan was when its batch was read.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, func, select

from vendorstack.index.models import Claim, Entity, Scan

COLUMNS = (
    "id",
    "company",
    "disclosure_url",
    "scanned_at",
    "vendor",
    "name",
    "reviewed",
    "category",
    "tier",
    "purpose",
    "locations",
    "quote",
    "source",
)
BATCH = 5_000


@dataclass(frozen=True, slots=True)
class ExportFilter:
    vendor: str | None = None
    category: str | None = None


def _matching(query: Any, where: ExportFilter) -> Any:
    if where.vendor is not None:
        query = query.where(Claim.vendor == where.vendor)
    if where.category is not None:
        query = query.where(Claim.category == where.category)
    return query


_ROWS = (
    select(
        Claim.id,
        Entity.domain,
        Scan.disclosure_url,
        Scan.finished_at,
        Claim.vendor,
        Claim.name,
        Claim.reviewed,
        Claim.category,
        Claim.confidence,
        Claim.purpose,
        Claim.locations,
        Claim.quote,
        Claim.source,
    )
    # by the claim's entity (a primary key), then keep its answering scan's claims: joining
    # on `latest_scan_id`, which has no index, made SQLite build one for every batch
    .join(Entity, Entity.id == Claim.entity_id)
    .join(Scan, Scan.id == Claim.scan_id)
    .where(Entity.latest_scan_id == Claim.scan_id)
    .order_by(Claim.id)
)


@dataclass(frozen=True, slots=True)
class ExportBatch:
    """Read: up to `limit` rows after claim id `after`, as tuples in `COLUMNS` order."""

    where: ExportFilter
    after: int
    limit: int = BATCH

    def __call__(self, connection: Connection) -> list[tuple[Any, ...]]:
        query = _matching(_ROWS, self.where).where(Claim.id > self.after).limit(self.limit)
        stamps: dict[datetime, str] = {}  # one scan's rows share its time: format it once
        return [_row(row, stamps) for row in connection.execute(query).all()]


def _row(row: Any, stamps: dict[datetime, str]) -> tuple[Any, ...]:
    """Positional on purpose: a million rows' attribute lookups by name cost seconds."""
    (claim_id, domain, url, finished, vendor, name, reviewed, category, tier, purpose,
     locations, quote, source) = row  # fmt: skip
    stamp = stamps.get(finished)
    if stamp is None:
        stamp = stamps[finished] = finished.isoformat().replace("+00:00", "Z")
    return (claim_id, domain, url, stamp, vendor, name or vendor, reviewed, category, tier,
            purpose, list(locations or ()), quote, source)  # fmt: skip


@dataclass(frozen=True, slots=True)
class ExportCount:
    """Read: how many rows after claim id `after` the export has, counting no further than
    `cap` (what a metered download holds credits for)."""

    where: ExportFilter
    after: int = 0
    cap: int | None = None

    def __call__(self, connection: Connection) -> int:
        ids = _matching(
            select(Claim.id)
            .join(Entity, Entity.id == Claim.entity_id)
            .where(Entity.latest_scan_id == Claim.scan_id)
            .where(Claim.id > self.after),
            self.where,
        )
        if self.cap is not None:
            ids = ids.limit(self.cap)
        query = select(func.count()).select_from(ids.subquery())
        count: int = connection.execute(query).scalar_one()
        return count
