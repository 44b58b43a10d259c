"""Indexed entities, their scan history, and the vendor claims each scan produced."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Boolean, ForeignKey, Index, Integer, String, Text
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


class ScanLease(Base):
    """Who is scanning a domain right now: the cross-process single-flight lock."""

    __tablename__ = "scan_leases"

    domain: Mapped[str] = mapped_column(String(253), primary_key=True)
    owner: Mapped[str] = mapped_column(String(64))
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime)
