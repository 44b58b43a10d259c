"""Every credit movement, as write operations (`Callable[[Connection], T]`) in SQLAlchemy Core.

A movement updates the account's denormalised balance and appends its ledger row in the
same transaction, so `credit_balance` always equals the sum of the account's ledger rows.
Operations raise domain errors only before they write.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Collection, Hashable, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from typing import Any, NamedTuple
from urllib.parse import urlencode

from sqlalchemy import Connection, Integer, Select, bindparam, func, insert, select, text, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import aliased

from vendorstack.accounts.models import (
    RESERVATIONS_ONLY,
    Account,
    LedgerEntry,
    accounts,
    credit_leases,
    ledger_entries,
)
from vendorstack.errors import AppError, DailyScanLimitReached, InsufficientCredits, Unauthorized
from vendorstack.storage.base import UTCDateTime
from vendorstack.storage.writer import Claim, Coalescing, RowLocks


class Debit(NamedTuple):
    """The account a debit came from and its balance afterwards.

    A NamedTuple rather than a frozen dataclass: one is made per metered request, and a
    frozen dataclass pays an `object.__setattr__` per field (docs/benchmarks.md).
    """

    account_id: int
    credit_balance: int


def topup_url(base_url: str, public_id: str) -> str:
    """The top-up page for an account: it names the account, never the key."""
    return f"{base_url.rstrip('/')}/topup?{urlencode({'account': public_id})}"


class OutOfCredits(InsufficientCredits):
    """The one 402 of the service: every refused debit (charge or live-scan hold) is this."""

    def __init__(self, base_url: str, public_id: str) -> None:
        super().__init__(topup_url=topup_url(base_url, public_id))
        self.public_id = public_id


def available_credits(account_id: Any) -> Any:
    """What the account holds: its row plus its open credit leases' unspent credits
    (`accounts.leases`), so no answer reports leased-but-unspent credits as spent."""
    unspent = (
        select(func.coalesce(func.sum(credit_leases.c.credits - credit_leases.c.spent), 0))
        .where(credit_leases.c.account_id == account_id)
        .where(credit_leases.c.closed_at.is_(None))
        .scalar_subquery()
    )
    return accounts.c.credit_balance + unspent


# Every account a batch (or a transaction of its own) will write, locked up front in one
# statement in id order (never key_hash, which a key rotation changes while another
# transaction sorts by it), so two transactions never hold each other's next row
# (storage/writer.py).
# FOR NO KEY UPDATE, the lock an UPDATE of the balance takes anyway: FOR UPDATE would also
# block the key-share lock another process's ledger insert takes on the account (its
# foreign key), which charges from a credit lease take without touching the row.
_LOCK_ACCOUNTS = text(
    "SELECT id FROM accounts WHERE key_hash = ANY(CAST(:key_hashes AS text[]))"
    " OR id = ANY(CAST(:ids AS integer[])) ORDER BY id FOR NO KEY UPDATE"
)


class _AccountRows(RowLocks):
    """Accounts as write operations declare them: by key hash (a `str`) or by id (an `int`)."""

    __slots__ = ()

    def lock(self, connection: Connection, keys: Collection[Hashable]) -> None:
        if not keys or connection.dialect.name != "postgresql":
            return  # SQLite's one writer holds the whole database: no order to keep
        parameters = {
            "key_hashes": [key for key in keys if isinstance(key, str)],
            "ids": [key for key in keys if isinstance(key, int)],
        }
        connection.execute(_LOCK_ACCOUNTS, parameters)


ACCOUNTS = _AccountRows()


def account_claim(*keys: str | int) -> Claim:
    """The accounts an operation writes (key hashes or ids), for its `locks`."""
    return Claim(ACCOUNTS, keys)


_DEBIT = (
    update(accounts)
    .where(accounts.c.key_hash == bindparam("b_key_hash"))
    .where(accounts.c.revoked_at.is_(None))
    .where(accounts.c.credit_balance >= bindparam("credits", type_=Integer))
    .values(
        credit_balance=accounts.c.credit_balance - bindparam("credits", type_=Integer),
        lifetime_credits_used=accounts.c.lifetime_credits_used
        + bindparam("credits", type_=Integer),
        last_used_at=bindparam("now", type_=UTCDateTime()),
    )
    .returning(accounts.c.id, available_credits(accounts.c.id))
)
_INSERT_ROWS = insert(ledger_entries)
_ROW_COLUMNS = (
    "account_id",
    "delta",
    "kind",
    "reason",
    "request_id",
    "reference",
    "created_at",
    "subject",
)
_WHY_NOT = select(accounts.c.public_id, accounts.c.revoked_at).where(
    accounts.c.key_hash == bindparam("key_hash")
)


@dataclass(slots=True)
class Charge(Coalescing):
    """A debit of `credits` from the key with hash `key_hash`, for `reason`.

    Never changed once made, but not `frozen`: one is made per metered request, and a frozen
    dataclass's `object.__setattr__` per field cost ~2 % of `/v1/check` (docs/benchmarks.md).
    (A NamedTuple, as `Debit` is, would be immutable, but mypy does not take a NamedTuple with
    `__call__` for the callable the writer expects.) `base_url` is where a refusal's
    `topup_url` points.
    """

    key_hash: str
    credits: int
    kind: str
    reason: str
    request_id: str
    now: datetime
    base_url: str
    reference: str | None = None
    subject: str | None = None

    def __call__(self, connection: Connection) -> Debit:
        row = _debit(connection, self.key_hash, self.credits, self.now)
        if row is None:
            raise _refusal(connection, self.key_hash, self.base_url)
        _append_rows(connection, row[0], [self])
        return Debit(row[0], row[1])

    @property
    def locks(self) -> Claim:
        return Claim(ACCOUNTS, (self.key_hash,))

    def _ledger_row(self, account_id: int) -> dict[str, Any]:
        return {
            "account_id": account_id,
            "delta": -self.credits,
            "kind": self.kind,
            "reason": self.reason,
            "request_id": self.request_id,
            "reference": self.reference,
            "created_at": self.now,
            "subject": self.subject,
        }

    @property
    def coalesce_key(self) -> str:
        """Charges to one key in one writer batch share a single balance update."""
        return self.key_hash

    @classmethod
    def apply_groups(
        cls, connection: Connection, groups: Sequence[Sequence[Charge]]
    ) -> list[list[Debit | AppError]]:
        """Each group's charges (one key per group, keys in order) as `apply_together` would
        apply them. On PostgreSQL, several keys are debited by one statement and their rows
        written by another, instead of a statement pair per key, each a round trip
        (docs/benchmarks.md, "Cluster")."""
        if len(groups) == 1 or connection.dialect.name != "postgresql":
            return [cls.apply_together(connection, group) for group in groups]
        return _apply_groups_at_once(connection, groups)

    @classmethod
    def apply_together(
        cls, connection: Connection, charges: Sequence[Charge]
    ) -> list[Debit | AppError]:
        """The charges as one conditional debit of their sum, one ledger row each.

        When the balance cannot cover the sum, they are applied one at a time instead, so the
        first ones succeed and the rest are refused exactly as if they had come in alone.
        Each row keeps its own charge's time; the account's `last_used_at` is the latest.
        """
        first = charges[0]
        total = sum(charge.credits for charge in charges)
        latest = max(charge.now for charge in charges)
        row = _debit(connection, first.key_hash, total, latest)
        if row is None:
            return [_alone(connection, charge) for charge in charges]
        account_id, balance = row[0], row[1] + total
        debits: list[Debit | AppError] = []
        for charge in charges:
            balance -= charge.credits
            debits.append(Debit(account_id, balance))
        _append_rows(connection, account_id, charges)
        return debits


def _append_rows(connection: Connection, account_id: int, charges: Sequence[Charge]) -> None:
    """Each charge's ledger row. On SQLite they go to the driver's `executemany` as tuples:
    SQLAlchemy's per-row parameter processing (`construct_params`, then each column's bind
    processor) was about 370 bytecodes, a tenth of a metered check's (docs/benchmarks.md,
    "Where a check's instructions go"); the one conversion a row needs, `created_at`'s, is
    still its column type's own."""
    driver = _driver_insert(connection.dialect)
    if driver is None:
        connection.execute(_INSERT_ROWS, [charge._ledger_row(account_id) for charge in charges])
        return
    sql, stamp = driver
    rows = [
        (
            account_id,
            -charge.credits,
            charge.kind,
            charge.reason,
            charge.request_id,
            charge.reference,
            stamp(charge.now),
            charge.subject,
        )
        for charge in charges
    ]
    connection.exec_driver_sql(sql, rows)


@lru_cache(maxsize=8)
def _driver_insert(dialect: Dialect) -> tuple[str, Callable[[Any], Any]] | None:
    """The ledger rows' INSERT in SQLite's own SQL (positional parameters in `_ROW_COLUMNS`'
    order) and `created_at`'s bind conversion; None on another dialect, which keeps
    SQLAlchemy's executemany (psycopg's is pipelined and needs no row processing here)."""
    if dialect.name != "sqlite":
        return None
    compiled = _INSERT_ROWS.compile(dialect=dialect, column_keys=list(_ROW_COLUMNS))
    stamp = ledger_entries.c.created_at.type.dialect_impl(dialect).bind_processor(dialect)
    if compiled.positiontup != list(_ROW_COLUMNS) or stamp is None:
        return None
    return compiled.string, stamp


_DEBIT_MANY = text(
    """
    UPDATE accounts SET
        credit_balance = accounts.credit_balance - debit.credits,
        lifetime_credits_used = accounts.lifetime_credits_used + debit.credits,
        last_used_at = debit.now
    FROM unnest(CAST(:key_hashes AS text[]), CAST(:credits AS integer[]),
                CAST(:nows AS timestamptz[])) AS debit(key_hash, credits, now)
    WHERE accounts.key_hash = debit.key_hash
      AND accounts.revoked_at IS NULL
      AND accounts.credit_balance >= debit.credits
    RETURNING accounts.key_hash, accounts.id, accounts.credit_balance + COALESCE((
        SELECT sum(lease.credits - lease.spent) FROM credit_leases AS lease
        WHERE lease.account_id = accounts.id AND lease.closed_at IS NULL), 0)
    """
)


def _apply_groups_at_once(
    connection: Connection, groups: Sequence[Sequence[Charge]]
) -> list[list[Debit | AppError]]:
    """One conditional debit per key in one statement; a key whose balance cannot cover its
    group's sum has its charges applied one at a time, exactly as `apply_together` does.
    An UPDATE ... FROM locks rows in whatever order its join runs: the writer has locked
    them in id order first (`Charge.locks`)."""
    key_hashes = [group[0].key_hash for group in groups]
    parameters = {
        "key_hashes": key_hashes,
        "credits": [sum(charge.credits for charge in group) for group in groups],
        "nows": [max(charge.now for charge in group) for group in groups],
    }
    debited = {row[0]: (row[1], row[2]) for row in connection.execute(_DEBIT_MANY, parameters)}
    outcomes: list[list[Debit | AppError]] = []
    rows: list[dict[str, Any]] = []
    for group in groups:
        if group[0].key_hash not in debited:
            outcomes.append([_alone(connection, charge) for charge in group])
            continue
        account_id, balance = debited[group[0].key_hash]
        balance += sum(charge.credits for charge in group)
        debits: list[Debit | AppError] = []
        for charge in group:
            balance -= charge.credits
            debits.append(Debit(account_id, balance))
            rows.append(charge._ledger_row(account_id))
        outcomes.append(debits)
    if rows:
        connection.execute(_INSERT_ROWS, rows)
    return outcomes


def _debit(connection: Connection, key_hash: str, credits: int, now: datetime) -> Any:
    """The conditional debit: (account id, new balance), or None when it did not apply."""
    parameters = {"b_key_hash": key_hash, "credits": credits, "now": now}
    return connection.execute(_DEBIT, parameters).first()


def _alone(connection: Connection, charge: Charge) -> Debit | AppError:
    try:
        return charge(connection)
    except AppError as refusal:
        return refusal


def _refusal(connection: Connection, key_hash: str, base_url: str) -> AppError:
    row = connection.execute(_WHY_NOT, {"key_hash": key_hash}).first()
    if row is None or row[1] is not None:
        return Unauthorized()
    return OutOfCredits(base_url, row[0])


HOLD_PREFIX = "scan-hold:"
CLOSE_PREFIX = "close:"
# The release reason of a live scan that could not reach the site: it is not counted
# against the free plan's daily live scans.
UNREACHED = "site_unreachable"
Closing = aliased(LedgerEntry, name="closing")


EXPORT_HOLD = "export"  # the reason of a metered export's hold (`Credits.hold_export`)


def new_hold_reference() -> str:
    """A live-scan hold's own reference, made here: nothing a client sends (its request id
    included) may become part of a unique key, or one tenant could collide with another's."""
    return f"{HOLD_PREFIX}{secrets.token_hex(16)}"


def closing_reference(hold_reference: str) -> str:
    """The one reference a hold's settle or release row carries: a hold closes exactly once."""
    return f"{CLOSE_PREFIX}{hold_reference}"


@dataclass(frozen=True, slots=True)
class ReserveScan:
    """Hold a live scan's price (the charge's credits), enforcing the free plan's daily cap first.

    The charge carries the hold's reference (`new_hold_reference`); `SettleScan` closes it.
    """

    charge: Charge
    day_start: datetime
    free_scans_per_day: int

    @property
    def locks(self) -> Claim:
        return self.charge.locks

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
    """How many live scans the account has started since `moment`, less those that could
    not reach the site (released as `UNREACHED`): a DNS failure or a refused connection
    costs the customer nothing, not even one of the day's scans (docs/api.md, "Limits").

    It states the reservations index's own predicate verbatim, so both SQLite and a
    PostgreSQL generic plan can see that the partial index covers the query.
    """
    unreached = (
        select(Closing.id)
        .where(Closing.reference == CLOSE_PREFIX + LedgerEntry.reference)
        .where(Closing.reason == UNREACHED)
    )
    return (
        select(func.count())
        .select_from(LedgerEntry)
        .where(LedgerEntry.account_id == account_id)
        .where(text(RESERVATIONS_ONLY))
        .where(LedgerEntry.created_at >= moment)
        .where(LedgerEntry.reason != EXPORT_HOLD)  # an export's hold is not a live scan
        .where(~unreached.exists())
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
    """Add `credits` (negative to remove) with its ledger row; returns what the account holds
    now (its open leases' unspent credits included)."""
    used_change = -credits if kind in {"release", "charge", "reservation"} else 0
    balance: int = connection.execute(
        update(Account)
        .where(Account.id == account_id)
        .values(
            credit_balance=Account.credit_balance + credits,
            lifetime_credits_used=Account.lifetime_credits_used + used_change,
        )
        .returning(available_credits(Account.id))
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
    held: int  # the credits the hold took, given back by a release

    @property
    def locks(self) -> Claim:
        return account_claim(self.account_id)

    def __call__(self, connection: Connection) -> int:
        return credit(
            connection,
            self.account_id,
            credits=0 if self.keep else self.held,
            kind="settle" if self.keep else "release",
            reason=self.reason,
            request_id=self.request_id,
            reference=closing_reference(self.hold_reference),
            now=self.now,
        )


Hold = aliased(LedgerEntry, name="hold")


def release_abandoned_holds(
    connection: Connection,
    *,
    held_before: datetime,
    now: datetime,
    held_since: datetime | None = None,
) -> int:
    """Give back every live-scan hold made before `held_before` (and, if given, since
    `held_since`) that was never closed; returns how many this call released.

    A hold is settled or released by the process that ran its scan; one that died mid-scan
    leaves it open, and the credit would stay held forever. The cut-off must be older than any
    scan can run, so holds of scans still running elsewhere are left alone. Several processes
    may sweep at once: each hold's closing row is inserted first, unless one exists
    (`ON CONFLICT DO NOTHING` on its unique reference), and only the sweep whose row went in
    gives the credit back; the others skip that hold instead of failing.
    """
    closed = select(LedgerEntry.id).where(LedgerEntry.reference == CLOSE_PREFIX + Hold.reference)
    query = (
        select(Hold.account_id, Hold.reference, Hold.request_id, -Hold.delta)
        .where(Hold.kind == "reservation")
        .where(Hold.created_at < held_before)
        .where(~closed.exists())
    )
    if held_since is not None:
        query = query.where(Hold.created_at >= held_since)
    abandoned = connection.execute(query).all()
    ACCOUNTS.lock(connection, {row[0] for row in abandoned})  # in id order, before any write
    return sum(
        _release_unless_closed(connection, account_id, reference, request_id, held, now)
        for account_id, reference, request_id, held in abandoned
    )


def _release_unless_closed(
    connection: Connection,
    account_id: int,
    hold_reference: str,
    request_id: str | None,
    held: int,
    now: datetime,
) -> bool:
    """The release row, then its credits, unless another sweep closed the hold first."""
    row = {
        "account_id": account_id,
        "delta": held,
        "kind": "release",
        "reason": "abandoned",
        "request_id": request_id,
        "reference": closing_reference(hold_reference),
        "created_at": now,
    }
    dialect = sqlite if connection.dialect.name == "sqlite" else postgresql
    inserted = connection.execute(
        dialect.insert(ledger_entries)
        .values(row)
        .on_conflict_do_nothing()
        .returning(ledger_entries.c.id)
    ).first()
    if inserted is None:
        return False
    connection.execute(
        update(accounts)
        .where(accounts.c.id == account_id)
        .values(
            credit_balance=accounts.c.credit_balance + held,
            lifetime_credits_used=accounts.c.lifetime_credits_used - held,
        )
    )
    return True
