"""The reads of one entity: its record and its scan history (prospect reads: `index.prospect`).

Each is a SQLAlchemy Core read operation (a function of a `Connection`), run through
`storage.database.Database.read` on either backend.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, Row, Select, bindparam, func, select

from vendorstack.index.changes import NO_CHANGE
from vendorstack.index.models import Claim, Entity, Scan, ScanPage
from vendorstack.index.records import ClaimRow, EntityRecord, build_vendor_stack

_RECORD_COLUMNS = (
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
    Scan.kept_scan_id,
    Scan.change,
)


def load_record(connection: Connection, domain: str) -> EntityRecord | None:
    """The answer for `domain` from its latest answering scan, or None when never indexed.

    When that scan read no list but the loss is not final (`kept_scan_id`), the answer is the
    kept readable scan's, marked with when the list went missing.
    """
    latest = connection.execute(
        select(Entity.domain, Entity.first_seen_at, *_RECORD_COLUMNS)
        .join(Scan, Scan.id == Entity.latest_scan_id)
        .where(Entity.domain == domain)
    ).one_or_none()
    if latest is None:
        return None
    if latest.kept_scan_id is None:
        return _record(connection, latest, latest, lost_since=None)
    kept = connection.execute(select(*_RECORD_COLUMNS).where(Scan.id == latest.kept_scan_id)).one()
    lost_since = datetime.fromisoformat(latest.change["lost_since"])
    return _record(connection, latest, kept, lost_since=lost_since)


def _record(
    connection: Connection, latest: Row[Any], scan: Row[Any], lost_since: datetime | None
) -> EntityRecord:
    return EntityRecord(
        domain=latest.domain,
        scan_id=latest.id,
        found=scan.found,
        outcome=scan.outcome,
        reason=scan.reason,
        first_seen_at=latest.first_seen_at,
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
        last_confirmed_at=scan.finished_at if scan.outcome == "parsed" else None,
        disclosure_lost_since=lost_since,
        last_scanned_at=latest.finished_at,
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
    Scan.change,
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


@dataclass(frozen=True, slots=True)
class History:
    """The entity's recent scans (`scans`) and what each changed (`changes`), newest first."""

    scans: list[dict[str, Any]]
    changes: list[dict[str, Any]]


def scan_history(connection: Connection, domain: str, *, limit: int = HISTORY_LIMIT) -> History:
    """The entity's most recent scans, newest first, each with its pages, claim count and
    its change from the previous readable scan (`index.changes`)."""
    query = _HISTORY if limit == HISTORY_LIMIT else _history(limit)
    scans = connection.execute(query, {"domain": domain}).all()
    pages = _pages_of(connection, [scan.id for scan in scans])
    return History(
        [_history_item(scan, pages.get(scan.id, [])) for scan in scans],
        [_change_item(scan) for scan in scans],
    )


def _change_item(scan: Row[Any]) -> dict[str, Any]:
    change = scan.change or {"kind": "not_compared", **NO_CHANGE}
    return {
        "scan_id": scan.id,
        "scanned_at": scan.finished_at,
        "outcome": scan.outcome,
        "disclosure_url": scan.disclosure_url,
        **change,
    }


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
