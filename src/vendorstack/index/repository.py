"""The reads of one entity: its record and its scan history (prospect reads: `index.prospect`).

Each is a SQLAlchemy Core read operation (a function of a `Connection`), run through
`storage.database.Database.read` on either backend.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, Row, Select, bindparam, func, select

from vendorstack.index.models import Claim, Entity, Scan, ScanPage
from vendorstack.index.records import ClaimRow, EntityRecord, build_vendor_stack


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
            Scan.platform,
            Scan.read_via,
            Scan.access_url,
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
        platform=scan.platform,
        read_via=scan.read_via,
        access_url=scan.access_url,
    )


def _page_urls(connection: Connection, scan_id: int) -> list[str]:
    query = select(ScanPage.url).where(ScanPage.scan_id == scan_id).order_by(ScanPage.position)
    return list(connection.execute(query).scalars())


def _claims(connection: Connection, scan_id: int) -> list[ClaimRow]:
    query = select(*_CLAIM_COLUMNS).where(Claim.scan_id == scan_id).order_by(Claim.position)
    return [ClaimRow(*row) for row in connection.execute(query)]


_CLAIM_COLUMNS = (
    Claim.vendor,
    Claim.category,
    Claim.confidence,
    Claim.quote,
    Claim.source,
    Claim.reviewed,
    Claim.name,
    Claim.purpose,
    Claim.locations,
)
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
    Scan.platform,
    Scan.read_via,
)


def _history(limit: int) -> Select[Any]:
    return (
        select(*_HISTORY_COLUMNS, func.count(Claim.id).label("claim_count"))
        .join(Entity, Entity.id == Scan.entity_id)
        .outerjoin(Claim, Claim.scan_id == Scan.id)
        .where(Entity.domain == bindparam("domain"))
        .group_by(Scan.id)  # the primary key: every other column depends on it
        .order_by(Scan.started_at.desc(), Scan.id.desc())
        .limit(limit)
    )


# Built once: building a SELECT costs more than SQLite takes to run it (docs/benchmarks.md).
HISTORY_LIMIT = 20
_HISTORY = _history(HISTORY_LIMIT)
_PAGES_OF = (
    select(ScanPage.scan_id, ScanPage.url, ScanPage.sha256, ScanPage.content_type)
    .where(ScanPage.scan_id.in_(bindparam("scan_ids", expanding=True)))
    .order_by(ScanPage.scan_id, ScanPage.position)
)


def scan_history(
    connection: Connection, domain: str, *, limit: int = HISTORY_LIMIT
) -> list[dict[str, Any]]:
    """The entity's most recent scans, newest first, each with its pages and claim count."""
    query = _HISTORY if limit == HISTORY_LIMIT else _history(limit)
    scans = connection.execute(query, {"domain": domain}).all()
    pages = _pages_of(connection, [scan.id for scan in scans])
    return [_history_item(scan, pages.get(scan.id, [])) for scan in scans]


def _pages_of(connection: Connection, scan_ids: list[int]) -> dict[int, list[dict[str, str]]]:
    """Every page of these scans in one query, by scan id, in page order."""
    pages: dict[int, list[dict[str, str]]] = {}
    for scan_id, url, sha256, content_type in connection.execute(_PAGES_OF, {"scan_ids": scan_ids}):
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
        "platform": scan.platform,
        "read_via": scan.read_via,
        "vendor_claims": scan.claim_count,
    }


def scan_recorded(connection: Connection, scan_id: int) -> bool:
    """Whether the scan `scan_id` is in this database (a replica may not hold it yet)."""
    return connection.execute(select(Scan.id).where(Scan.id == scan_id)).first() is not None
