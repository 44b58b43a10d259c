"""The prospect reads: a page of companies naming a vendor and/or category, its exact total,
and which vendors the index holds.

A listing (by vendor, by category, by both) is one range of a `current_claims` index in
domain order, one row per company (see `index.models.CurrentClaim`). Its total and the
bucket a page starts in come from the exact counters (`prospect_counts`), so page n reads at
most one domain bucket's rows before its ten, however deep it is. Each is a SQLAlchemy Core
read operation, run through `storage.database.Database.read` on either backend.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, NamedTuple

from sqlalchemy import ColumnElement, Connection, Row, Select, false, func, select, true

from vendorstack.index.models import Claim, CurrentClaim, IndexedVendor, ProspectCount, Scan

PAGE_SIZE = 10
DISCOVERED_PAGE_SIZE = 100


@dataclass(frozen=True, slots=True)
class ProspectQuery:
    vendor: str | None
    category: str | None
    segment: str | None
    page: int


@dataclass(frozen=True, slots=True)
class ProspectMatch:
    domain: str
    vendor: str
    category: str
    confidence: str
    quote: str
    source: str
    scanned_at: datetime
    reviewed: bool = True
    name: str = ""


@dataclass(frozen=True, slots=True)
class Listing:
    """Which counters and which index range a query reads."""

    kind: str  # v: by vendor, c: by category, p: by both
    vendor: str
    category: str
    conditions: tuple[ColumnElement[bool], ...]


def listing(query: ProspectQuery) -> Listing:
    vendor, category = query.vendor, query.category
    if vendor is not None and category is not None:
        where = (CurrentClaim.vendor == vendor, CurrentClaim.category == category)
        return Listing("p", vendor, category, where)
    if vendor is not None:
        where = (CurrentClaim.vendor == vendor, CurrentClaim.vendor_best == true())
        return Listing("v", vendor, "", where)
    if category is not None:
        where = (CurrentClaim.category == category, CurrentClaim.category_best == true())
        return Listing("c", "", category, where)
    raise ValueError("a prospect query names a vendor, a category or both")


def prospect(connection: Connection, query: ProspectQuery) -> tuple[int, list[ProspectMatch]]:
    """Total matching companies and one page of them (by domain), each with its strongest row."""
    chosen = listing(query)
    offset = (query.page - 1) * PAGE_SIZE
    if query.segment is not None:
        return _segment_page(connection, chosen, query.segment, offset)
    start = _page_start(connection, chosen, offset)
    if start is None:
        return _total(connection, chosen), []
    first_bucket, before, total = start
    page = _range(chosen).where(CurrentClaim.domain >= first_bucket).offset(offset - before)
    return int(total), _evidence(connection, page)


def _page_start(connection: Connection, chosen: Listing, offset: int) -> Row[Any] | None:
    """The bucket page `offset` starts in, the companies in the buckets before it, and the
    listing's total; None past the last page."""
    count = ProspectCount.companies
    buckets = (
        select(
            ProspectCount.bucket,
            count,
            func.sum(count).over(order_by=ProspectCount.bucket).label("upto"),
            func.sum(count).over().label("total"),
        )
        .where(*_counter(chosen))
        .subquery()
    )
    return connection.execute(
        select(buckets.c.bucket, buckets.c.upto - buckets.c.companies, buckets.c.total)
        .where(buckets.c.upto > offset)
        .order_by(buckets.c.bucket)
        .limit(1)
    ).one_or_none()


def _counter(chosen: Listing) -> tuple[ColumnElement[bool], ...]:
    return (
        ProspectCount.kind == chosen.kind,
        ProspectCount.vendor == chosen.vendor,
        ProspectCount.category == chosen.category,
    )


def _total(connection: Connection, chosen: Listing) -> int:
    total = connection.execute(
        select(func.coalesce(func.sum(ProspectCount.companies), 0)).where(*_counter(chosen))
    ).scalar_one()
    return int(total)


def _range(chosen: Listing) -> Select[Any]:
    return (
        select(CurrentClaim.domain, CurrentClaim.claim_id)
        .where(*chosen.conditions)
        .order_by(CurrentClaim.domain)
        .limit(PAGE_SIZE)
    )


def _segment_page(
    connection: Connection, chosen: Listing, segment: str, offset: int
) -> tuple[int, list[ProspectMatch]]:
    """Narrowed to a domain suffix, which no counter follows: this walks the listing's rows
    (documented in docs/api.md; by vendor, category or both it never does)."""
    in_segment = CurrentClaim.domain.like(f"%.{segment}")
    total = connection.execute(
        select(func.count()).select_from(CurrentClaim).where(*chosen.conditions, in_segment)
    ).scalar_one()
    page = _range(chosen).where(in_segment).offset(offset)
    return int(total), _evidence(connection, page)


def _evidence(connection: Connection, page: Select[Any]) -> list[ProspectMatch]:
    """The page's rows with their claims' evidence, in one query."""
    rows = page.subquery()
    query = (
        select(rows.c.domain, *_EVIDENCE)
        .join(Claim, Claim.id == rows.c.claim_id)
        .join(Scan, Scan.id == Claim.scan_id)
        .order_by(rows.c.domain)
    )
    return [ProspectMatch(*row) for row in connection.execute(query)]


_EVIDENCE = (
    Claim.vendor,
    Claim.category,
    Claim.confidence,
    Claim.quote,
    Claim.source,
    Scan.finished_at,
    Claim.reviewed,
    Claim.name,
)


def vendor_indexed(connection: Connection, vendor: str) -> bool:
    """Does some company's latest scan name `vendor`? (One primary-key read.)"""
    found = connection.execute(
        select(IndexedVendor.vendor).where(IndexedVendor.vendor == vendor)
    ).scalar()
    return found is not None


class IndexedVendorCount(NamedTuple):
    vendor: str
    name: str
    companies: int


def discovered_vendors(
    connection: Connection, prefix: str, after: str | None
) -> list[IndexedVendorCount]:
    """Discovered (not reviewed) vendor slugs starting with `prefix`, in slug order, after
    `after`, with how many companies name each: an index range on (reviewed, vendor)."""
    slug = IndexedVendor.vendor
    lower = slug > after if after is not None and after >= prefix else slug >= prefix
    query = (
        select(slug, IndexedVendor.name, IndexedVendor.companies)
        .where(
            IndexedVendor.reviewed == false(),
            lower,
            slug < prefix + "~",  # "~" sorts after every slug character, byte by byte
        )
        .order_by(IndexedVendor.vendor)
        .limit(DISCOVERED_PAGE_SIZE)
    )
    return [IndexedVendorCount(*row) for row in connection.execute(query)]
