"""Watched domains and the events their changes produce, each owned by one account."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, ForeignKey, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from vendorstack.storage.base import Base, UTCDateTime


class Watch(Base):
    """One account watching one registrable domain.

    `seen_scan_id` is the newest scan of the domain whose change has been turned into events
    for this watch: every scan after it, whoever ran it, is reported once.
    """

    __tablename__ = "watches"
    __table_args__ = (
        Index("ix_watches_account_domain", "account_id", "domain", unique=True),
        Index("ix_watches_checked_at", "checked_at"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id"))
    domain: Mapped[str] = mapped_column(String(253))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    checked_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    seen_scan_id: Mapped[int | None] = mapped_column(Integer)
    changed_at: Mapped[datetime | None] = mapped_column(UTCDateTime)


class WatchEvent(Base):
    """A change of a watched domain, told to one account (`GET /v1/events`)."""

    __tablename__ = "watch_events"
    __table_args__ = (Index("ix_watch_events_account_id", "account_id", "id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id"))
    watch_id: Mapped[int | None] = mapped_column(Integer)
    domain: Mapped[str] = mapped_column(String(253))
    kind: Mapped[str] = mapped_column(String(32))
    scan_id: Mapped[int | None] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    data: Mapped[dict[str, Any]] = mapped_column(JSON)
