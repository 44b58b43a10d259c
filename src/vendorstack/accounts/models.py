"""Accounts (one per API key) and their credit ledger."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import (
    Boolean,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    String,
    Table,
    UniqueConstraint,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column

from vendorstack.storage.base import Base, UTCDateTime


class Account(Base):
    """An API key's account. `credit_balance` always equals the sum of its ledger rows."""

    __tablename__ = "accounts"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    public_id: Mapped[str] = mapped_column(String(40), unique=True)
    email: Mapped[str] = mapped_column(String(320))
    key_hash: Mapped[str] = mapped_column(String(64), unique=True)
    key_hint: Mapped[str] = mapped_column(String(24))
    free_tier: Mapped[bool] = mapped_column(Boolean, default=True)
    credit_balance: Mapped[int] = mapped_column(Integer, default=0)
    lifetime_credits_used: Mapped[int] = mapped_column(Integer, default=0)
    created_ip: Mapped[str | None] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    last_used_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    revoked_at: Mapped[datetime | None] = mapped_column(UTCDateTime)


RESERVATIONS_ONLY = "kind = 'reservation'"


class LedgerEntry(Base):
    """One credit movement: a grant, a charge, a scan reservation, its release, or a top-up."""

    __tablename__ = "ledger_entries"
    __table_args__ = (
        # Only live-scan holds are indexed, for the free plan's daily cap. Every metered
        # lookup appends a charge row, and indexing those too cost it a fifth of its insert
        # (docs/benchmarks.md); per-account audits of the whole ledger are rare and may scan.
        Index(
            "ix_ledger_entries_reservations",
            "account_id",
            "created_at",
            sqlite_where=text(RESERVATIONS_ONLY),
            postgresql_where=text(RESERVATIONS_ONLY),
        ),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id"))
    delta: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(16))
    reason: Mapped[str] = mapped_column(String(64))
    request_id: Mapped[str | None] = mapped_column(String(64))
    reference: Mapped[str | None] = mapped_column(String(200), unique=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    # What the movement was for, as a person reads it: the company's domain, or the vendor
    # or category of a prospect page (the usage history of the account pages).
    subject: Mapped[str | None] = mapped_column(String(255))


OPEN_LEASES_ONLY = "closed_at IS NULL"


class CreditLease(Base):
    """A block of an account's credits one API process holds to charge from without taking the
    account's row (`accounts.leases`): taken by a `lease` ledger row of `-credits`, and given
    back (`credits - spent`) by its `lease_end` row when it closes, once."""

    __tablename__ = "credit_leases"
    # Open leases are read per account (an honest balance) and by expiry (the sweep); closed
    # ones, tens of thousands a day for a busy key, are left out of both indexes.
    __table_args__ = (
        Index(
            "ix_credit_leases_open",
            "account_id",
            sqlite_where=text(OPEN_LEASES_ONLY),
            postgresql_where=text(OPEN_LEASES_ONLY),
        ),
        Index(
            "ix_credit_leases_expiry",
            "expires_at",
            sqlite_where=text(OPEN_LEASES_ONLY),
            postgresql_where=text(OPEN_LEASES_ONLY),
        ),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id"))
    reference: Mapped[str] = mapped_column(String(80), unique=True)
    credits: Mapped[int] = mapped_column(Integer)
    spent: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime)
    closed_at: Mapped[datetime | None] = mapped_column(UTCDateTime)


class IdempotentAnswer(Base):
    """A metered answer kept for 24 hours under the `Idempotency-Key` its request carried.

    The key is the client's, so it is unique only within its account: `(account_id, key)`
    can never meet another account's key, and a replay never reads across accounts.
    """

    __tablename__ = "idempotent_answers"
    __table_args__ = (
        UniqueConstraint("account_id", "key", name="uq_idempotent_answers_account_id_key"),
        Index("ix_idempotent_answers_created_at", "created_at"),  # the expiry sweep
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id"))
    key: Mapped[str] = mapped_column(String(255))
    fingerprint: Mapped[str] = mapped_column(String(64))
    status: Mapped[int] = mapped_column(Integer)
    body: Mapped[bytes] = mapped_column(LargeBinary)
    credits_used: Mapped[int] = mapped_column(Integer)
    credit_balance: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)


# The tables themselves, for Core statements on the hot path (no ORM plugin in between).
accounts: Table = Account.__table__  # type: ignore[assignment]
ledger_entries: Table = LedgerEntry.__table__  # type: ignore[assignment]
idempotent_answers: Table = IdempotentAnswer.__table__  # type: ignore[assignment]
credit_leases: Table = CreditLease.__table__  # type: ignore[assignment]
