"""Every read of the index: entity records, scan history, and the prospect query.

Each is a SQLAlchemy Core read operation (a function of a `Connection`), run through
`storage.database.Database.read` on either backend.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, Row, Select, and_, func, select

from vendorstack.index.models import Claim, Entity, Scan, ScanPage
from vendorstack.index.records import TIER_RANK, ClaimRow, EntityRecord, build_vendor_stack

PAGE_SIZE = 10


def load_record(connection: Connection, domain: str) -> EntityRecord | None:
    """The answer for `domain` from its latest answering scan, or None when never indexed."""
    scan = connection.execute(
        select(
            Entity.domain,
            Entity.first_seen_at,
            Scan.id,
            Scan.found,
            Scan.outcome,
            Scan.reason,
            Scan.finished_at,
            Scan.disclosure_url,
            Scan.sends_sms,
            Scan.probed_urls,
            Scan.unmatched_rows,
        )
        .join(Scan, Scan.id == Entity.latest_scan_id)
        .where(Entity.domain == domain)
    ).one_or_none()
    if scan is None:
        return None
    return EntityRecord(
        domain=scan.domain,
        scan_id=scan.id,
        found=scan.found,
        outcome=scan.outcome,
        reason=scan.reason,
        first_seen_at=scan.first_seen_at,
        scanned_at=scan.finished_at,
        disclosure_url=scan.disclosure_url,
        disclosure_sources=tuple(_page_urls(connection, scan.id)),
        vendor_stack=build_vendor_stack(_claims(connection, scan.id)),
        sends_sms=scan.sends_sms,
        probed_urls=tuple(scan.probed_urls),
        unmatched_rows=tuple(scan.unmatched_rows),
    )


def _page_urls(connection: Connection, scan_id: int) -> list[str]:
    query = select(ScanPage.url).where(ScanPage.scan_id == scan_id).order_by(ScanPage.position)
    return list(connection.execute(query).scalars())


def _claims(connection: Connection, scan_id: int) -> list[ClaimRow]:
    query = (
        select(Claim.vendor, Claim.category, Claim.confidence, Claim.quote, Claim.source)
        .where(Claim.scan_id == scan_id)
        .order_by(Claim.position)
    )
    return [ClaimRow(*row) for row in connection.execute(query)]


_HISTORY_COLUMNS = (
    Scan.id,
    Scan.started_at,
    Scan.finished_at,
    Scan.outcome,
    Scan.reason,
    Scan.found,
    Scan.disclosure_url,
    Scan.probed_urls,
    Scan.request_count,
    Scan.extractor_version,
)


def scan_history(connection: Connection, domain: str, *, limit: int = 20) -> list[dict[str, Any]]:
    """The entity's most recent scans, newest first, each with its pages and claim count."""
    query = (
        select(*_HISTORY_COLUMNS, func.count(Claim.id).label("claim_count"))
        .join(Entity, Entity.id == Scan.entity_id)
        .outerjoin(Claim, Claim.scan_id == Scan.id)
        .where(Entity.domain == domain)
        .group_by(Scan.id)  # the primary key: every other column depends on it
        .order_by(Scan.started_at.desc(), Scan.id.desc())
        .limit(limit)
    )
    scans = connection.execute(query).all()
    pages = _pages_of(connection, [scan.id for scan in scans])
    return [_history_item(scan, pages.get(scan.id, [])) for scan in scans]


def _pages_of(connection: Connection, scan_ids: list[int]) -> dict[int, list[dict[str, str]]]:
    """Every page of these scans in one query, by scan id, in page order."""
    rows = connection.execute(
        select(ScanPage.scan_id, ScanPage.url, ScanPage.sha256, ScanPage.content_type)
        .where(ScanPage.scan_id.in_(scan_ids))
        .order_by(ScanPage.scan_id, ScanPage.position)
    )
    pages: dict[int, list[dict[str, str]]] = {}
    for scan_id, url, sha256, content_type in rows:
        pages.setdefault(scan_id, []).append(
            {"url": url, "sha256": sha256, "content_type": content_type}
        )
    return pages


def _history_item(scan: Row[Any], pages: list[dict[str, str]]) -> dict[str, Any]:
    return {
        "scan_id": scan.id,
        "started_at": scan.started_at,
        "finished_at": scan.finished_at,
        "outcome": scan.outcome,
        "reason": scan.reason,
        "found": scan.found,
        "disclosure_url": scan.disclosure_url,
        "pages": pages,
        "probed_urls": scan.probed_urls,
        "request_count": scan.request_count,
        "extractor_version": scan.extractor_version,
        "vendor_claims": scan.claim_count,
    }


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


def _matching_claims(query: ProspectQuery) -> Select[Any]:
    conditions = [Claim.scan_id == Entity.latest_scan_id]
    if query.vendor is not None:
        conditions.append(Claim.vendor == query.vendor)
    if query.category is not None:
        conditions.append(Claim.category == query.category)
    if query.segment is not None:
        conditions.append(Entity.domain.like(f"%.{query.segment}"))
    return select(*_CLAIM_COLUMNS, Entity.domain).join(Entity, and_(*conditions))


_CLAIM_COLUMNS = (Claim.vendor, Claim.category, Claim.confidence, Claim.quote, Claim.source)


def prospect(connection: Connection, query: ProspectQuery) -> tuple[int, list[ProspectMatch]]:
    """Total matching entities and one page of them (by domain), each with its strongest row."""
    matching = _matching_claims(query).subquery()
    total = connection.execute(select(func.count(func.distinct(matching.c.domain)))).scalar_one()
    domains = list(
        connection.execute(
            select(matching.c.domain)
            .distinct()
            .order_by(matching.c.domain)
            .limit(PAGE_SIZE)
            .offset((query.page - 1) * PAGE_SIZE)
        ).scalars()
    )
    return total, _best_matches(connection, query, domains)


def _best_matches(
    connection: Connection, query: ProspectQuery, domains: list[str]
) -> list[ProspectMatch]:
    """Each domain's strongest matching row (the first of its best tier), in one query."""
    rows = connection.execute(
        _matching_claims(query)
        .add_columns(Scan.finished_at)
        .join(Scan, Scan.id == Claim.scan_id)
        .where(Entity.domain.in_(domains))
        .order_by(Entity.domain, Claim.position)
    ).all()
    best: dict[str, Row[Any]] = {}
    for row in rows:
        held = best.get(row.domain)
        if held is None or _rank(row) < _rank(held):
            best[row.domain] = row
    return [_match(best[domain]) for domain in domains]


def _rank(claim: Row[Any]) -> int:
    return TIER_RANK.get(claim.confidence, len(TIER_RANK))


def _match(row: Row[Any]) -> ProspectMatch:
    return ProspectMatch(
        row.domain,
        row.vendor,
        row.category,
        row.confidence,
        row.quote,
        row.source,
        row.finished_at,
    )
