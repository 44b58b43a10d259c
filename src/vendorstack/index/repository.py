"""Every read of the index: entity records, scan history, and the prospect query."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Select, and_, func, select
from sqlalchemy.orm import Session

from vendorstack.index.models import Claim, Entity, Scan, ScanPage
from vendorstack.index.records import TIER_RANK, ClaimRow, EntityRecord, build_vendor_stack

PAGE_SIZE = 10


def load_record(session: Session, domain: str) -> EntityRecord | None:
    """The answer for `domain` from its latest answering scan, or None when never indexed."""
    row = session.execute(
        select(Entity, Scan)
        .join(Scan, Scan.id == Entity.latest_scan_id)
        .where(Entity.domain == domain)
    ).one_or_none()
    if row is None:
        return None
    entity, scan = row
    return EntityRecord(
        domain=entity.domain,
        scan_id=scan.id,
        found=scan.found,
        outcome=scan.outcome,
        reason=scan.reason,
        first_seen_at=entity.first_seen_at,
        scanned_at=scan.finished_at,
        disclosure_url=scan.disclosure_url,
        disclosure_sources=tuple(_page_urls(session, scan.id)),
        vendor_stack=build_vendor_stack(_claims(session, scan.id)),
        sends_sms=scan.sends_sms,
        probed_urls=tuple(scan.probed_urls),
        unmatched_rows=tuple(scan.unmatched_rows),
    )


def _page_urls(session: Session, scan_id: int) -> list[str]:
    query = select(ScanPage.url).where(ScanPage.scan_id == scan_id).order_by(ScanPage.position)
    return list(session.execute(query).scalars())


def _claims(session: Session, scan_id: int) -> list[ClaimRow]:
    query = (
        select(Claim.vendor, Claim.category, Claim.confidence, Claim.quote, Claim.source)
        .where(Claim.scan_id == scan_id)
        .order_by(Claim.position)
    )
    return [ClaimRow(*row) for row in session.execute(query)]


def scan_history(session: Session, domain: str, *, limit: int = 20) -> list[dict[str, Any]]:
    """The entity's most recent scans, newest first, each with its pages and claim count."""
    query = (
        select(Scan, func.count(Claim.id))
        .join(Entity, Entity.id == Scan.entity_id)
        .outerjoin(Claim, Claim.scan_id == Scan.id)
        .where(Entity.domain == domain)
        .group_by(Scan.id)
        .order_by(Scan.started_at.desc(), Scan.id.desc())
        .limit(limit)
    )
    scans = session.execute(query).all()
    pages = _pages_of(session, [scan.id for scan, _ in scans])
    return [_history_item(scan, count, pages.get(scan.id, [])) for scan, count in scans]


def _pages_of(session: Session, scan_ids: list[int]) -> dict[int, list[dict[str, str]]]:
    """Every page of these scans in one query, by scan id, in page order."""
    rows = session.execute(
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


def _history_item(scan: Scan, claim_count: int, pages: list[dict[str, str]]) -> dict[str, Any]:
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
        "vendor_claims": claim_count,
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
    return select(Claim, Entity.domain).join(Entity, and_(*conditions))


def prospect(session: Session, query: ProspectQuery) -> tuple[int, list[ProspectMatch]]:
    """Total matching entities and one page of them (by domain), each with its strongest row."""
    matching = _matching_claims(query).subquery()
    total = session.execute(select(func.count(func.distinct(matching.c.domain)))).scalar_one()
    domains = list(
        session.execute(
            select(matching.c.domain)
            .distinct()
            .order_by(matching.c.domain)
            .limit(PAGE_SIZE)
            .offset((query.page - 1) * PAGE_SIZE)
        ).scalars()
    )
    return total, _best_matches(session, query, domains)


def _best_matches(
    session: Session, query: ProspectQuery, domains: list[str]
) -> list[ProspectMatch]:
    """Each domain's strongest matching row (the first of its best tier), in one query."""
    rows = session.execute(
        _matching_claims(query)
        .add_columns(Scan.finished_at)
        .join(Scan, Scan.id == Claim.scan_id)
        .where(Entity.domain.in_(domains))
        .order_by(Entity.domain, Claim.position)
    ).all()
    best: dict[str, tuple[Claim, datetime]] = {}
    for claim, domain, scanned_at in rows:
        held = best.get(domain)
        if held is None or _rank(claim) < _rank(held[0]):
            best[domain] = (claim, scanned_at)
    return [_match(domain, *best[domain]) for domain in domains]


def _rank(claim: Claim) -> int:
    return TIER_RANK.get(claim.confidence, len(TIER_RANK))


def _match(domain: str, claim: Claim, scanned_at: datetime) -> ProspectMatch:
    return ProspectMatch(
        domain,
        claim.vendor,
        claim.category,
        claim.confidence,
        claim.quote,
        claim.source,
        scanned_at,
    )
