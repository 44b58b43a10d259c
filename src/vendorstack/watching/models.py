"""Watched domains and the events their changes produce, each owned by one account."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, ForeignKey, Index, Integer, String, Text
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


class WebhookEndpoint(Base):
    """Where an account's events are POSTed, signed with the endpoint's own secret.

    The secret is kept as given out (`whsec_...`): signing needs it, as in every Standard
    Webhooks sender; it is shown at creation and rotation only.
    """

    __tablename__ = "webhook_endpoints"
    __table_args__ = (Index("ix_webhook_endpoints_account_id", "account_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id"))
    url: Mapped[str] = mapped_column(Text)
    secret: Mapped[str] = mapped_column(String(80))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    disabled_at: Mapped[datetime | None] = mapped_column(UTCDateTime)


class WebhookDelivery(Base):
    """One event to one endpoint: delivered once, retried on a schedule until it is."""

    __tablename__ = "webhook_deliveries"
    __table_args__ = (
        Index("ix_webhook_deliveries_endpoint_event", "endpoint_id", "event_id", unique=True),
        Index("ix_webhook_deliveries_due", "status", "next_attempt_at"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    endpoint_id: Mapped[int] = mapped_column(ForeignKey("webhook_endpoints.id"))
    event_id: Mapped[int] = mapped_column(ForeignKey("watch_events.id"))
    status: Mapped[str] = mapped_column(String(12))  # pending, delivered, failed
    attempts: Mapped[int] = mapped_column(Integer)
    next_attempt_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    delivered_at: Mapped[datetime | None] = mapped_column(UTCDateTime)


class WebhookAttempt(Base):
    """One POST of a delivery: the receiver's status, or why none came."""

    __tablename__ = "webhook_attempts"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    delivery_id: Mapped[int] = mapped_column(ForeignKey("webhook_deliveries.id"), index=True)
    attempted_at: Mapped[datetime] = mapped_column(UTCDateTime)
    status_code: Mapped[int | None] = mapped_column(Integer)
    error: Mapped[str | None] = mapped_column(String(40))


class FeedToken(Base):
    """An account's Atom feed address: a token a feed reader puts in the URL (it cannot
    send headers). Only its SHA-256 is kept; a new one replaces it (rotation)."""

    __tablename__ = "feed_tokens"

    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id"), primary_key=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
