"""What a person signed in to the web pages holds: a session per sign-in, and the card
payments Stripe reported for an account.

A session's token lives in the browser's cookie only; the table keeps its SHA-256, so a
copy of the database signs nobody in. Each session has its own CSRF token for its forms.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from vendorstack.storage.base import Base, UTCDateTime


class WebSession(Base):
    """A signed-in browser: the hash of its cookie's token and the account it acts for."""

    __tablename__ = "web_sessions"
    __table_args__ = (Index("ix_web_sessions_account_id", "account_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    csrf_token: Mapped[str] = mapped_column(String(64))
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id"))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime)


class CardPayment(Base):
    """A paid Checkout Session: which account it credited, with how much, and how many of
    those credits refunds and disputes have taken back since."""

    __tablename__ = "card_payments"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    checkout_session: Mapped[str] = mapped_column(String(255), unique=True)
    payment_intent: Mapped[str | None] = mapped_column(String(255), unique=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id"))
    amount_cents: Mapped[int] = mapped_column(Integer)
    credits: Mapped[int] = mapped_column(Integer)
    credits_reversed: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
