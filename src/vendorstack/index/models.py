"""Indexed entities, their scan history, and the vendor claims each scan produced."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Boolean, ForeignKey, Index, Integer, String, Text, true
from sqlalchemy.orm import Mapped, mapped_column

from vendorstack.storage.base import Base, UTCDateTime


class Entity(Base):
    """A company by registrable domain; `latest_scan_id` points at the scan it answers with."""

    __tablename__ = "entities"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    domain: Mapped[str] = mapped_column(String(253), unique=True)
    first_seen_at: Mapped[datetime] = mapped_column(UTCDateTime)
    latest_scan_id: Mapped[int | None] = mapped_column(Integer)


class Scan(Base):
    """One live scan of one entity, kept as history."""

    __tablename__ = "scans"
    __table_args__ = (Index("ix_scans_entity_started", "entity_id", "started_at"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    entity_id: Mapped[int] = mapped_column(ForeignKey("entities.id"))
    started_at: Mapped[datetime] = mapped_column(UTCDateTime)
    finished_at: Mapped[datetime] = mapped_column(UTCDateTime)
    outcome: Mapped[str] = mapped_column(String(16))
    reason: Mapped[str] = mapped_column(String(40))
    found: Mapped[bool] = mapped_column(Boolean)
    disclosure_url: Mapped[str | None] = mapped_column(Text)
    sends_sms: Mapped[bool] = mapped_column(Boolean, default=False)
    sms_evidence: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    probed_urls: Mapped[list[str]] = mapped_column(JSON)
    unmatched_rows: Mapped[list[dict[str, str]]] = mapped_column(JSON)
    request_count: Mapped[int] = mapped_column(Integer)
    extractor_version: Mapped[str] = mapped_column(String(32))
    # How the list was read (`scanning.report.ScanReport`); null on scans before 0017.
    platform: Mapped[str | None] = mapped_column(String(24))
    read_via: Mapped[str | None] = mapped_column(String(16))
    access_url: Mapped[str | None] = mapped_column(Text)
    # What changed since the previous readable scan (`index.changes`); null before 0018.
    change: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    # Set when this scan read no list and the last readable one keeps answering (a loss
    # not yet final): the record is built from that scan, marked with this one's news.
    kept_scan_id: Mapped[int | None] = mapped_column(Integer)


class ScanPage(Base):
    """A disclosure page a scan used, with the SHA-256 of the bytes it read."""

    __tablename__ = "scan_pages"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    scan_id: Mapped[int] = mapped_column(ForeignKey("scans.id"), index=True)
    position: Mapped[int] = mapped_column(Integer)
    url: Mapped[str] = mapped_column(Text)
    sha256: Mapped[str] = mapped_column(String(64))
    content_type: Mapped[str] = mapped_column(String(100))


class Claim(Base):
    """One vendor named by one row of a scanned disclosure."""

    __tablename__ = "claims"
    __table_args__ = (
        Index("ix_claims_vendor_category", "vendor", "category"),
        Index("ix_claims_category", "category"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    scan_id: Mapped[int] = mapped_column(ForeignKey("scans.id"), index=True)
    entity_id: Mapped[int] = mapped_column(ForeignKey("entities.id"))
    position: Mapped[int] = mapped_column(Integer)
    vendor: Mapped[str] = mapped_column(String(80))
    category: Mapped[str] = mapped_column(String(40))
    confidence: Mapped[str] = mapped_column(String(24))
    quote: Mapped[str] = mapped_column(Text)
    source: Mapped[str] = mapped_column(Text)
    # In the reviewed dictionary (False: discovered from the page's wording). Scans recorded
    # before these columns existed read as reviewed, named by their slug (name empty).
    reviewed: Mapped[bool] = mapped_column(Boolean, server_default=true())
    name: Mapped[str] = mapped_column(Text, server_default="")
    # The row's purpose (verbatim) and the places it names (ISO 3166-1 alpha-2, EU, EEA);
    # NULL for scans recorded before these columns existed, read as none stated.
    purpose: Mapped[str | None] = mapped_column(Text, nullable=True)
    locations: Mapped[list[str] | None] = mapped_column(JSON, nullable=True)


# Domains compare byte by byte on every backend (PostgreSQL's default collation would order
# "a-b.com" and "ab.com" by locale rules): prospect pages are ranges of this order, and a
# bucket is a domain's first two characters (`prospect_counts`).
OrderedText = String(253).with_variant(String(253, collation="C"), "postgresql")
Bucket = String(2).with_variant(String(2, collation="C"), "postgresql")
Slug = String(80).with_variant(String(80, collation="C"), "postgresql")


class CurrentClaim(Base):
    """One row per entity x vendor x category of the entity's latest answering scan.

    `claim_id` is the pair's strongest row (first of its best tier). `vendor_best` marks the
    entity's strongest row for the vendor across categories, `category_best` its strongest for
    the category across vendors: each prospect listing (by vendor, by category, by both) is
    then one index range ordered by domain, one row per company. Kept by the recorder in the
    transaction that records the scan.
    """

    __tablename__ = "current_claims"
    __table_args__ = (
        # claim_id last: a page's range is read from the index alone (an index-only scan on
        # PostgreSQL, a covering index on SQLite), never row by row from the table.
        Index("ix_current_claims_pair", "vendor", "category", "domain", "claim_id"),
        Index("ix_current_claims_vendor", "vendor", "vendor_best", "domain", "claim_id"),
        Index("ix_current_claims_category", "category", "category_best", "domain", "claim_id"),
    )

    entity_id: Mapped[int] = mapped_column(ForeignKey("entities.id"), primary_key=True)
    vendor: Mapped[str] = mapped_column(String(80), primary_key=True)
    category: Mapped[str] = mapped_column(String(40), primary_key=True)
    domain: Mapped[str] = mapped_column(OrderedText)
    claim_id: Mapped[int] = mapped_column(ForeignKey("claims.id"))
    vendor_best: Mapped[bool] = mapped_column(Boolean)
    category_best: Mapped[bool] = mapped_column(Boolean)


class ProspectCount(Base):
    """Exact number of companies in one prospect listing whose domain starts with `bucket`.

    `kind` is `v` (by vendor; category ""), `c` (by category; vendor "") or `p` (the pair).
    A listing's total is the sum of its buckets, and page n starts in the bucket where the
    running sum passes (n - 1) x 10: a deep page is a walk of at most one bucket, not of
    every match before it.
    """

    __tablename__ = "prospect_counts"

    kind: Mapped[str] = mapped_column(String(1), primary_key=True)
    vendor: Mapped[str] = mapped_column(String(80), primary_key=True)
    category: Mapped[str] = mapped_column(String(40), primary_key=True)
    bucket: Mapped[str] = mapped_column(Bucket, primary_key=True)
    companies: Mapped[int] = mapped_column(Integer)


class IndexedVendor(Base):
    """Every vendor some company's latest scan names, with how many companies name it:
    what makes a discovered slug a known one, and the `/v1/vendors/discovered` listing."""

    __tablename__ = "indexed_vendors"
    __table_args__ = (Index("ix_indexed_vendors_reviewed_vendor", "reviewed", "vendor"),)

    vendor: Mapped[str] = mapped_column(Slug, primary_key=True)
    reviewed: Mapped[bool] = mapped_column(Boolean)
    name: Mapped[str] = mapped_column(Text)
    companies: Mapped[int] = mapped_column(Integer)


class ScanLease(Base):
    """Who is scanning a domain right now: the cross-process single-flight lock."""

    __tablename__ = "scan_leases"

    domain: Mapped[str] = mapped_column(String(253), primary_key=True)
    owner: Mapped[str] = mapped_column(String(64))
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime)
