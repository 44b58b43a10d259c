"""Decide, while a scan is recorded, what it changed and which scan answers afterwards.

Run inside `recorder.RecordScan`'s transaction. A scan that read a list is compared with the
company's newest readable scan (`index.changes.readable_change`). A scan that read none after
a readable answer keeps that answer (`kept_scan_id`) until the loss is final; then, as an
answering scan that found nothing, it answers. An unreachable scan changes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

from sqlalchemy import Connection, Row, select

from vendorstack.extraction import VendorClaim
from vendorstack.index.changes import (
    Change,
    Snapshot,
    lost_change,
    readable_change,
    snapshot,
    unread_change,
)
from vendorstack.index.models import Claim, Entity, Scan, ScanPage
from vendorstack.index.records import ClaimRow

READABLE = "parsed"
ANSWERING_OUTCOMES = frozenset({"parsed", "unreadable", "gated", "not_found"})


class Report(Protocol):
    @property
    def outcome(self) -> str: ...
    @property
    def started_at(self) -> datetime: ...
    @property
    def finished_at(self) -> datetime: ...
    @property
    def disclosure_url(self) -> str | None: ...


@dataclass(frozen=True, slots=True)
class Tracked:
    """The scan's change; whether it becomes the entity's latest; the scan it keeps serving."""

    change: Change
    answers: bool
    kept_scan_id: int | None = None

    @property
    def refreshes_listings(self) -> bool:
        return self.answers and self.kept_scan_id is None


def track(
    connection: Connection,
    entity_id: int,
    report: Report,
    page_hashes: Sequence[str],
    claims: Sequence[VendorClaim],
) -> Tracked:
    if report.outcome == READABLE:
        before = _newest_readable(connection, entity_id)
        after = snapshot(0, report.finished_at, report.disclosure_url, page_hashes, _rows(claims))
        return Tracked(readable_change(before, after), answers=True)
    if report.outcome not in ANSWERING_OUTCOMES:
        return Tracked(unread_change("unreachable"), answers=False)
    return _without_list(connection, entity_id, report)


def _without_list(connection: Connection, entity_id: int, report: Report) -> Tracked:
    latest = _latest(connection, entity_id)
    kept_id = _serving_readable(latest)
    if latest is None or kept_id is None:
        return Tracked(unread_change("no_list"), answers=True)
    pending = latest.change if latest.kept_scan_id is not None else None
    misses = int(pending["misses"]) + 1 if pending else 1
    since = datetime.fromisoformat(pending["lost_since"]) if pending else report.started_at
    kept = _snapshot(connection, kept_id, with_claims=False)
    change = lost_change(kept, misses, since, report.finished_at)
    return Tracked(change, answers=True, kept_scan_id=None if change["final"] else kept_id)


def _serving_readable(latest: Row[Any] | None) -> int | None:
    """The readable scan the entity answers with now, if any."""
    if latest is None:
        return None
    if latest.kept_scan_id is not None:
        kept: int = latest.kept_scan_id
        return kept
    return int(latest.id) if latest.outcome == READABLE else None


def _latest(connection: Connection, entity_id: int) -> Row[Any] | None:
    return connection.execute(
        select(Scan.id, Scan.outcome, Scan.kept_scan_id, Scan.change)
        .join(Entity, Entity.latest_scan_id == Scan.id)
        .where(Entity.id == entity_id)
    ).one_or_none()


def _newest_readable(connection: Connection, entity_id: int) -> Snapshot | None:
    scan_id = connection.execute(
        select(Scan.id)
        .where(Scan.entity_id == entity_id, Scan.outcome == READABLE)
        .order_by(Scan.started_at.desc(), Scan.id.desc())
        .limit(1)
    ).scalar()
    return None if scan_id is None else _snapshot(connection, scan_id, with_claims=True)


def _snapshot(connection: Connection, scan_id: int, *, with_claims: bool) -> Snapshot:
    scan = connection.execute(
        select(Scan.finished_at, Scan.disclosure_url).where(Scan.id == scan_id)
    ).one()
    hashes = connection.execute(
        select(ScanPage.sha256).where(ScanPage.scan_id == scan_id).order_by(ScanPage.position)
    ).scalars()
    rows = _stored_rows(connection, scan_id) if with_claims else []
    return snapshot(scan_id, scan.finished_at, scan.disclosure_url, list(hashes), rows)


def _stored_rows(connection: Connection, scan_id: int) -> list[ClaimRow]:
    columns = (Claim.vendor, Claim.category, Claim.confidence, Claim.quote, Claim.source)
    extra = (Claim.reviewed, Claim.name, Claim.purpose, Claim.locations)
    query = select(*columns, *extra).where(Claim.scan_id == scan_id).order_by(Claim.position)
    return [ClaimRow(*row) for row in connection.execute(query)]


def _rows(claims: Sequence[VendorClaim]) -> list[ClaimRow]:
    return [
        ClaimRow(
            c.vendor,
            c.category,
            c.confidence,
            c.quote,
            c.source,
            c.reviewed,
            c.name,
            c.purpose,
            c.locations,
        )
        for c in claims
        if c.confidence != "vendor_inferred_sms"
    ]
