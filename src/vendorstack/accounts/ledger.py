"""Every credit movement, as write operations for the group-commit writer.

A movement updates the account's denormalised balance and appends its ledger row in the
same transaction, so `credit_balance` always equals the sum of the account's ledger rows.
Operations raise domain errors only before they write.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from typing import Any, NamedTuple

from sqlalchemy import Connection, Select, func, insert, select, text, update
from sqlalchemy.orm import aliased

from vendorstack.accounts.models import RESERVATIONS_ONLY, Account, LedgerEntry
from vendorstack.errors import AppError, DailyScanLimitReached, InsufficientCredits, Unauthorized
from vendorstack.storage.sql import Dialect, cursor_of


class Debit(NamedTuple):
    """The account a debit came from and its balance afterwards.

    A NamedTuple rather than a frozen dataclass: one is made per metered request, and a
    frozen dataclass pays an `object.__setattr__` per field (docs/benchmarks.md).
    """

    account_id: int
    credit_balance: int


class OutOfCredits(InsufficientCredits):
    """Raised inside the writer; the accounts service adds the top-up link."""

    def __init__(self, public_id: str) -> None:
        super().__init__(public_id=public_id)
        self.public_id = public_id


_DEBIT = (
    "UPDATE accounts SET credit_balance = credit_balance - ?,"
    " lifetime_credits_used = lifetime_credits_used + ?, last_used_at = ?"
    " WHERE key_hash = ? AND revoked_at IS NULL AND credit_balance >= ?"
    " RETURNING id, credit_balance"
)
_LEDGER_ROW = (
    "INSERT INTO ledger_entries"
    " (account_id, delta, kind, reason, request_id, reference, created_at)"
    " VALUES (?, ?, ?, ?, ?, ?, ?)"
)
ROWS_PER_INSERT = 64


@lru_cache(maxsize=ROWS_PER_INSERT)
def _ledger_rows(count: int) -> str:
    """The INSERT of `count` ledger rows (one row: `_LEDGER_ROW` itself)."""
    return _LEDGER_ROW + ", (?, ?, ?, ?, ?, ?, ?)" * (count - 1)


def _insert_ledger_rows(cursor: Any, dialect: Dialect, rows: Sequence[tuple[object, ...]]) -> None:
    """The rows as multi-row INSERTs of up to ROWS_PER_INSERT rows.

    Not `executemany`: it steps the statement once per row, and the sqlite3 module gives up
    the interpreter lock around every step, so a batch of lookups handed the lock back and
    forth with the event loop once per charge (docs/benchmarks.md).
    """
    for start in range(0, len(rows), ROWS_PER_INSERT):
        chunk = rows[start : start + ROWS_PER_INSERT]
        values = [value for row in chunk for value in row]
        cursor.execute(dialect.sql(_ledger_rows(len(chunk))), values)


_WHY_NOT = "SELECT public_id, revoked_at FROM accounts WHERE key_hash = ?"


@dataclass(slots=True)
class Charge:
    """A debit of `credits` from the key with hash `key_hash`, for `reason`.

    Never changed once made, but not `frozen`: one is made per metered request, and a frozen
    dataclass's `object.__setattr__` per field cost ~2 % of `/v1/check` (docs/benchmarks.md).
    (A NamedTuple, as `Debit` is, would be immutable, but mypy does not take a NamedTuple with
    `__call__` for the callable the writer expects.)
    """

    key_hash: str
    credits: int
    kind: str
    reason: str
    request_id: str
    now: datetime
    dialect: Dialect
    reference: str | None = None

    def __call__(self, connection: Connection) -> Debit:
        cursor = cursor_of(connection)
        row = _debit(cursor, self.dialect, self.key_hash, self.credits, self.now)
        if row is None:
            raise _refusal(cursor, self.dialect, self.key_hash)
        stamp = self.dialect.timestamp(self.now)
        _insert_ledger_rows(cursor, self.dialect, [self._ledger_row(row[0], stamp)])
        return Debit(account_id=row[0], credit_balance=row[1])

    def _ledger_row(self, account_id: int, stamp: object) -> tuple[object, ...]:
        return (
            account_id,
            -self.credits,
            self.kind,
            self.reason,
            self.request_id,
            self.reference,
            stamp,
        )

    @property
    def coalesce_key(self) -> str:
        """Charges to one key in one writer batch share a single balance update."""
        return self.key_hash

    @classmethod
    def apply_together(
        cls, connection: Connection, charges: Sequence[Charge]
    ) -> list[Debit | AppError]:
        """The charges as one conditional debit of their sum, one ledger row each.

        When the balance cannot cover the sum, they are applied one at a time instead, so the
        first ones succeed and the rest are refused exactly as if they had come in alone.
        Their rows, committed together, all carry the time of the latest charge: rendering
        a timestamp per row was a tenth of the writer's work per lookup.
        """
        first = charges[0]
        total = sum(charge.credits for charge in charges)
        latest = max(charge.now for charge in charges)
        cursor = cursor_of(connection)
        row = _debit(cursor, first.dialect, first.key_hash, total, latest)
        if row is None:
            return [_alone(connection, charge) for charge in charges]
        account_id, balance = row[0], row[1] + total
        stamp = first.dialect.timestamp(latest)
        debits: list[Debit | AppError] = []
        rows: list[tuple[object, ...]] = []
        for charge in charges:
            balance -= charge.credits
            debits.append(Debit(account_id=account_id, credit_balance=balance))
            rows.append(charge._ledger_row(account_id, stamp))
        _insert_ledger_rows(cursor, first.dialect, rows)
        return debits


def _debit(cursor: Any, dialect: Dialect, key_hash: str, credits: int, now: datetime) -> Any:
    """The conditional debit: (account id, new balance), or None when it did not apply."""
    stamp = dialect.timestamp(now)
    cursor.execute(dialect.sql(_DEBIT), (credits, credits, stamp, key_hash, credits))
    return cursor.fetchone()


def _alone(connection: Connection, charge: Charge) -> Debit | AppError:
    try:
        return charge(connection)
    except AppError as refusal:
        return refusal


def _refusal(cursor: object, dialect: Dialect, key_hash: str) -> Exception:
    cursor.execute(dialect.sql(_WHY_NOT), (key_hash,))  # type: ignore[attr-defined]
    row = cursor.fetchone()  # type: ignore[attr-defined]
    if row is None or row[1] is not None:
        return Unauthorized()
    return OutOfCredits(row[0])


HOLD_PREFIX = "scan-hold:"
CLOSE_PREFIX = "close:"


def new_hold_reference() -> str:
    """A live-scan hold's own reference, made here: nothing a client sends (its request id
    included) may become part of a unique key, or one tenant could collide with another's."""
    return f"{HOLD_PREFIX}{secrets.token_hex(16)}"


def closing_reference(hold_reference: str) -> str:
    """The one reference a hold's settle or release row carries: a hold closes exactly once."""
    return f"{CLOSE_PREFIX}{hold_reference}"


@dataclass(frozen=True, slots=True)
class ReserveScan:
    """Hold one credit for a live scan, enforcing the free plan's daily scan cap first.

    The charge carries the hold's reference (`new_hold_reference`); `SettleScan` closes it.
    """

    charge: Charge
    day_start: datetime
    free_scans_per_day: int

    def __call__(self, connection: Connection) -> Debit:
        account = connection.execute(
            select(Account.id, Account.free_tier, Account.revoked_at).where(
                Account.key_hash == self.charge.key_hash
            )
        ).one_or_none()
        if account is None or account.revoked_at is not None:
            raise Unauthorized()  # before the daily cap, which would otherwise answer first
        if account.free_tier:
            self._enforce_daily_cap(connection, account.id)
        return self.charge(connection)

    def _enforce_daily_cap(self, connection: Connection, account_id: int) -> None:
        scans_today = connection.execute(scans_since(account_id, self.day_start)).scalar_one()
        if scans_today >= self.free_scans_per_day:
            raise DailyScanLimitReached(retry_after=_seconds_to_midnight(self.charge.now))


def scans_since(account_id: int, moment: datetime) -> Select[tuple[int]]:
    """How many live scans the account has started since `moment`.

    It states the reservations index's own predicate verbatim, so both SQLite and a
    PostgreSQL generic plan can see that the partial index covers the query.
    """
    return (
        select(func.count())
        .select_from(LedgerEntry)
        .where(LedgerEntry.account_id == account_id)
        .where(text(RESERVATIONS_ONLY))
        .where(LedgerEntry.created_at >= moment)
    )


def _seconds_to_midnight(now: datetime) -> int:
    midnight = now.replace(hour=0, minute=0, second=0, microsecond=0).timestamp() + 86_400
    return max(1, int(midnight - now.timestamp()))


def credit(
    connection: Connection,
    account_id: int,
    *,
    credits: int,
    kind: str,
    reason: str,
    request_id: str | None,
    reference: str | None,
    now: datetime,
) -> int:
    """Add `credits` (negative to remove) with its ledger row; returns the new balance."""
    used_change = -credits if kind in {"release", "charge", "reservation"} else 0
    balance: int = connection.execute(
        update(Account)
        .where(Account.id == account_id)
        .values(
            credit_balance=Account.credit_balance + credits,
            lifetime_credits_used=Account.lifetime_credits_used + used_change,
        )
        .returning(Account.credit_balance)
    ).scalar_one()
    connection.execute(
        insert(LedgerEntry).values(
            account_id=account_id,
            delta=credits,
            kind=kind,
            reason=reason,
            request_id=request_id,
            reference=reference,
            created_at=now,
        )
    )
    return balance


@dataclass(frozen=True, slots=True)
class SettleScan:
    """Close a scan's hold: keep the credit (`settle`) or give it back (`release`).

    The closing row references the hold itself, so it is unique to that hold whoever sent it.
    """

    account_id: int
    hold_reference: str
    request_id: str | None
    keep: bool
    reason: str
    now: datetime

    def __call__(self, connection: Connection) -> int:
        return credit(
            connection,
            self.account_id,
            credits=0 if self.keep else 1,
            kind="settle" if self.keep else "release",
            reason=self.reason,
            request_id=self.request_id,
            reference=closing_reference(self.hold_reference),
            now=self.now,
        )


Hold = aliased(LedgerEntry, name="hold")


def release_abandoned_holds(connection: Connection, *, held_before: datetime, now: datetime) -> int:
    """Give back every live-scan hold older than `held_before` that was never settled.

    A hold is settled or released by the process that ran its scan; one that crashed mid-scan
    leaves it open, and the credit would stay held forever. Call at start-up with a cut-off
    older than any scan can run, so holds of scans still running elsewhere are left alone.
    Closing twice is impossible: a hold's closing reference is unique.
    """
    closed = select(LedgerEntry.id).where(LedgerEntry.reference == CLOSE_PREFIX + Hold.reference)
    abandoned = connection.execute(
        select(Hold.account_id, Hold.reference, Hold.request_id)
        .where(Hold.kind == "reservation")
        .where(Hold.created_at < held_before)
        .where(~closed.exists())
    ).all()
    for account_id, reference, request_id in abandoned:
        SettleScan(account_id, reference, request_id, keep=False, reason="abandoned", now=now)(
            connection
        )
    return len(abandoned)
