"""The prospect reads: a page of companies naming a vendor and/or category, its exact total,
and which vendors the index holds.

A listing (by vendor, by category, by both) is one range of a `current_claims` index in
domain order, one row per company (see `index.models.CurrentClaim`). Its total and the
bucket a page starts in come from the exact counters (`prospect_counts`), so page n reads at
most one domain bucket's rows before its ten, however deep it is. Each is a SQLAlchemy Core
read operation, run through `storage.database.Database.read` on either backend.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, NamedTuple

from sqlalchemy import ColumnElement, Connection, Select, bindparam, false, func, select, true

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
    purpose: str | None = None
    locations: Sequence[str] | None = None


# Every statement is built once, here, with bound parameters: building and hashing a
# SELECT costs far more than SQLite takes to run it on an index (docs/benchmarks.md).
_LISTINGS: dict[str, tuple[ColumnElement[bool], ...]] = {
    "p": (
        CurrentClaim.vendor == bindparam("vendor"),
        CurrentClaim.category == bindparam("category"),
    ),
    "v": (CurrentClaim.vendor == bindparam("vendor"), CurrentClaim.vendor_best == true()),
    "c": (CurrentClaim.category == bindparam("category"), CurrentClaim.category_best == true()),
}


def _kind(query: ProspectQuery) -> str:
    """`v` by vendor, `c` by category, `p` by both (the counters' `kind`)."""
    if query.vendor is not None:
        return "p" if query.category is not None else "v"
    if query.category is not None:
        return "c"
    raise ValueError("a prospect query names a vendor, a category or both")


def _counter() -> tuple[ColumnElement[bool], ...]:
    return (
        ProspectCount.kind == bindparam("kind"),
        ProspectCount.vendor == bindparam("vendor"),
        ProspectCount.category == bindparam("category"),
    )


def _page_start() -> Select[Any]:
    """The bucket a page starts in, the companies in the buckets before it, and the
    listing's total; no row past the last page."""
    count = ProspectCount.companies
    buckets = (
        select(
            ProspectCount.bucket,
            count,
            func.sum(count).over(order_by=ProspectCount.bucket).label("upto"),
            func.sum(count).over().label("total"),
        )
        .where(*_counter())
        .subquery()
    )
    return (
        select(buckets.c.bucket, buckets.c.upto - buckets.c.companies, buckets.c.total)
        .where(buckets.c.upto > bindparam("offset"))
        .order_by(buckets.c.bucket)
        .limit(1)
    )


_EVIDENCE = (
    Claim.vendor,
    Claim.category,
    Claim.confidence,
    Claim.quote,
    Claim.source,
    Scan.finished_at,
    Claim.reviewed,
    Claim.name,
    Claim.purpose,
    Claim.locations,
)


def _with_evidence(page: Select[Any]) -> Select[Any]:
    """The page's rows with their claims' evidence, in one query."""
    rows = page.subquery()
    return (
        select(rows.c.domain, *_EVIDENCE)
        .join(Claim, Claim.id == rows.c.claim_id)
        .join(Scan, Scan.id == Claim.scan_id)
        .order_by(rows.c.domain)
    )


def _range(kind: str, *more: ColumnElement[bool]) -> Select[Any]:
    return (
        select(CurrentClaim.domain, CurrentClaim.claim_id)
        .where(*_LISTINGS[kind], *more)
        .order_by(CurrentClaim.domain)
        .limit(PAGE_SIZE)
        .offset(bindparam("skip"))
    )


_IN_SEGMENT = CurrentClaim.domain.like(bindparam("pattern"))
_PAGE_START = _page_start()
_TOTAL = select(func.coalesce(func.sum(ProspectCount.companies), 0)).where(*_counter())
_PAGE = {
    kind: _with_evidence(_range(kind, CurrentClaim.domain >= bindparam("bucket")))
    for kind in _LISTINGS
}
_SEGMENT_TOTAL = {
    kind: select(func.count()).select_from(CurrentClaim).where(*where, _IN_SEGMENT)
    for kind, where in _LISTINGS.items()
}
_SEGMENT_PAGE = {kind: _with_evidence(_range(kind, _IN_SEGMENT)) for kind in _LISTINGS}


def prospect(connection: Connection, query: ProspectQuery) -> tuple[int, list[ProspectMatch]]:
    """Total matching companies and one page of them (by domain), each with its strongest row."""
    kind = _kind(query)
    offset = (query.page - 1) * PAGE_SIZE
    values = {"kind": kind, "vendor": query.vendor or "", "category": query.category or ""}
    if query.segment is not None:
        return _segment_page(connection, kind, values, query.segment, offset)
    start = connection.execute(_PAGE_START, {**values, "offset": offset}).one_or_none()
    if start is None:
        return int(connection.execute(_TOTAL, values).scalar_one()), []
    first_bucket, before, total = start
    page = {**values, "bucket": first_bucket, "skip": offset - before}
    return int(total), [ProspectMatch(*row) for row in connection.execute(_PAGE[kind], page)]


def _segment_page(
    connection: Connection, kind: str, values: dict[str, Any], segment: str, offset: int
) -> tuple[int, list[ProspectMatch]]:
    """Narrowed to a domain suffix, which no counter follows: this walks the listing's rows
    (documented in docs/api.md; by vendor, category or both it never does)."""
    values = {**values, "pattern": f"%.{segment}", "skip": offset}
    total = connection.execute(_SEGMENT_TOTAL[kind], values).scalar_one()
    rows = connection.execute(_SEGMENT_PAGE[kind], values)
    return int(total), [ProspectMatch(*row) for row in rows]


def vendor_indexed(connection: Connection, vendor: str) -> bool:
    """Does some company's latest scan name `vendor`? (One primary-key read.)"""
    return connection.execute(_VENDOR, {"vendor": vendor}).scalar() is not None


_VENDOR = select(IndexedVendor.vendor).where(IndexedVendor.vendor == bindparam("vendor"))


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
