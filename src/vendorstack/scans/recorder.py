"""Store a finished scan as history with its change (`scans.tracking`), and point the entity
at it when it answers the lookup."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass
from datetime import datetime, timedelta
from typing import Protocol

from sqlalchemy import Connection, delete, insert, select, update

from vendorstack.extraction import Extraction, UnmatchedRow, VendorClaim
from vendorstack.index.listings import RefreshListings, StoredClaim
from vendorstack.index.models import Claim, Entity, Scan, ScanLease, ScanPage
from vendorstack.scans.tracking import Tracked, track

FOUND_OUTCOMES = frozenset({"parsed", "unreadable", "gated"})


class PageResult(Protocol):
    @property
    def url(self) -> str: ...
    @property
    def sha256(self) -> str: ...
    @property
    def content_type(self) -> str: ...
    @property
    def extraction(self) -> Extraction: ...


class ScanResult(Protocol):
    """What the scanner reports (see `vendorstack.scanning.report.ScanReport`)."""

    @property
    def domain(self) -> str: ...
    @property
    def outcome(self) -> str: ...
    @property
    def reason(self) -> str: ...
    @property
    def started_at(self) -> datetime: ...
    @property
    def finished_at(self) -> datetime: ...
    @property
    def disclosure_url(self) -> str | None: ...
    @property
    def pages(self) -> Sequence[PageResult]: ...
    @property
    def probed_urls(self) -> Sequence[str]: ...
    @property
    def request_count(self) -> int: ...
    @property
    def extractor_version(self) -> str: ...
    @property
    def platform(self) -> str | None: ...
    @property
    def read_via(self) -> str | None: ...
    @property
    def access_url(self) -> str | None: ...
    @property
    def claims(self) -> Sequence[VendorClaim]: ...
    @property
    def unmatched_rows(self) -> Sequence[UnmatchedRow]: ...
    @property
    def sends_sms(self) -> bool: ...
    @property
    def sms_evidence(self) -> VendorClaim | None: ...


@dataclass(frozen=True, slots=True)
class RecordScan:
    """Write operation: the scan, its pages and claims; releases the domain's scan lease."""

    report: ScanResult
    owner: str

    def __call__(self, connection: Connection) -> int:
        report = self.report
        entity_id = _entity_id(connection, report.domain, report.started_at)
        hashes = [page.sha256 for page in report.pages]
        tracked = track(connection, entity_id, report, hashes, report.claims)
        scan_id = _insert_scan(connection, entity_id, report, tracked)
        _insert_pages(connection, scan_id, report.pages)
        stored = _insert_claims(connection, scan_id, entity_id, report.claims)
        if tracked.answers:
            connection.execute(
                update(Entity).where(Entity.id == entity_id).values(latest_scan_id=scan_id)
            )
        if tracked.refreshes_listings:
            RefreshListings(entity_id, report.domain, stored)(connection)
        _release_lease(connection, self.report.domain, self.owner)
        return scan_id


def _entity_id(connection: Connection, domain: str, now: datetime) -> int:
    existing = connection.execute(select(Entity.id).where(Entity.domain == domain)).scalar()
    if existing is not None:
        return existing
    created: int = connection.execute(
        insert(Entity).values(domain=domain, first_seen_at=now).returning(Entity.id)
    ).scalar_one()
    return created


def _insert_scan(
    connection: Connection, entity_id: int, report: ScanResult, tracked: Tracked
) -> int:
    sms = report.sms_evidence
    scan_id: int = connection.execute(
        insert(Scan)
        .values(
            entity_id=entity_id,
            started_at=report.started_at,
            finished_at=report.finished_at,
            outcome=report.outcome,
            reason=report.reason,
            found=report.outcome in FOUND_OUTCOMES,
            disclosure_url=report.disclosure_url,
            sends_sms=report.sends_sms,
            sms_evidence=asdict(sms) if sms is not None else None,
            probed_urls=list(report.probed_urls),
            unmatched_rows=[asdict(row) for row in report.unmatched_rows],
            request_count=report.request_count,
            extractor_version=report.extractor_version,
            platform=report.platform,
            read_via=report.read_via,
            access_url=report.access_url,
            change=tracked.change,
            kept_scan_id=tracked.kept_scan_id,
        )
        .returning(Scan.id)
    ).scalar_one()
    return scan_id


def _insert_pages(connection: Connection, scan_id: int, pages: Sequence[PageResult]) -> None:
    rows = [
        {
            "scan_id": scan_id,
            "position": i,
            "url": p.url,
            "sha256": p.sha256,
            "content_type": p.content_type,
        }
        for i, p in enumerate(pages)
    ]
    if rows:
        connection.execute(insert(ScanPage), rows)


def _insert_claims(
    connection: Connection, scan_id: int, entity_id: int, claims: Sequence[VendorClaim]
) -> list[StoredClaim]:
    """Insert the scan's claims; each as stored, with its id, in page order."""
    kept = [claim for claim in claims if claim.confidence != "vendor_inferred_sms"]
    rows = [
        {"scan_id": scan_id, "entity_id": entity_id, "position": i, **_claim_columns(claim)}
        for i, claim in enumerate(kept)
    ]
    if not rows:
        return []
    ids = connection.execute(
        insert(Claim).returning(Claim.id, sort_by_parameter_order=True), rows
    ).scalars()
    return [
        StoredClaim(claim_id, c.vendor, c.category, c.confidence, c.reviewed, c.name)
        for claim_id, c in zip(ids, kept, strict=True)
    ]


def _claim_columns(claim: VendorClaim) -> dict[str, object]:
    """The claim's fields that the `claims` table has columns for."""
    return {k: v for k, v in asdict(claim).items() if k in Claim.__table__.columns}


@dataclass(frozen=True, slots=True)
class AcquireLease:
    """Write operation: take the domain's scan lease unless a live one is held elsewhere."""

    domain: str
    owner: str
    now: datetime
    ttl: timedelta

    def __call__(self, connection: Connection) -> bool:
        held = connection.execute(
            select(ScanLease.owner, ScanLease.expires_at).where(ScanLease.domain == self.domain)
        ).one_or_none()
        if held is not None and held.expires_at > self.now and held.owner != self.owner:
            return False
        if held is not None:
            _release_lease(connection, self.domain, held.owner)
        connection.execute(
            insert(ScanLease).values(
                domain=self.domain, owner=self.owner, expires_at=self.now + self.ttl
            )
        )
        return True


def _release_lease(connection: Connection, domain: str, owner: str) -> None:
    connection.execute(
        delete(ScanLease).where(ScanLease.domain == domain, ScanLease.owner == owner)
    )


@dataclass(frozen=True, slots=True)
class ReleaseLease:
    domain: str
    owner: str

    def __call__(self, connection: Connection) -> None:
        _release_lease(connection, self.domain, self.owner)


@dataclass(frozen=True, slots=True)
class LeaseHeld:
    """Read operation: is a live scan lease held on the domain?"""

    domain: str
    now: datetime

    def __call__(self, connection: Connection) -> bool:
        expires_at = connection.execute(
            select(ScanLease.expires_at).where(ScanLease.domain == self.domain)
        ).scalar()
        return expires_at is not None and expires_at > self.now
