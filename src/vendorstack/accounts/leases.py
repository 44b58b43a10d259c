"""Credit leases as write operations: take a block of an account's credits, charge from it
without touching the account's row, and give back what is unspent exactly once.

Ledger rows keep `credit_balance` equal to the ledger's sum at every commit:
- taking a lease: the account's row `-credits` and a `lease` row `-credits`;
- charging `k` calls from it: `k` ordinary `charge` rows (one per call, its request id) and one
  `lease_spend` row of `+k`, which moves those credits from the block to the charges, so the
  account's row is not written; `credit_leases.spent` grows by `k`;
- closing it (by its process, or the sweep when its process died): the account's row and a
  `lease_end` row `+(credits - spent)`, whose unique reference (`close:<lease>`) closes it once.
What an account holds is its row plus its open leases' unspent credits (`unspent_and_spent`).
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, NamedTuple

from sqlalchemy import Connection, Integer, bindparam, insert, select, text, update

from vendorstack.accounts.ledger import (
    ACCOUNTS,
    Charge,
    Debit,
    account_claim,
    available_credits,
    closing_reference,
)
from vendorstack.accounts.models import accounts, credit_leases, ledger_entries
from vendorstack.errors import AppError
from vendorstack.storage.base import UTCDateTime
from vendorstack.storage.writer import Claim, Coalescing, Instead

LEASE_PREFIX = "lease:"


def new_lease_reference() -> str:
    """A lease's own reference, made here: nothing a client sends becomes part of it."""
    return f"{LEASE_PREFIX}{secrets.token_hex(16)}"


class Lease(NamedTuple):
    """A lease as taken: whose, its reference and how many credits it holds."""

    account_id: int
    reference: str
    credits: int


_TAKE = (
    update(accounts)
    .where(accounts.c.key_hash == bindparam("b_key_hash"))
    .where(accounts.c.revoked_at.is_(None))
    .where(accounts.c.credit_balance >= bindparam("credits", type_=Integer))
    .where(accounts.c.credit_balance >= bindparam("at_least", type_=Integer))
    .values(credit_balance=accounts.c.credit_balance - bindparam("credits", type_=Integer))
    .returning(accounts.c.id)
)


@dataclass(frozen=True, slots=True)
class TakeLease:
    """Move `credits` from the key's account into a new lease; None when the balance cannot
    cover them, or holds less than `at_least` (the caller then charges at the row, which
    refuses honestly)."""

    key_hash: str
    credits: int
    reference: str
    request_id: str
    now: datetime
    expires_at: datetime
    at_least: int = 0

    @property
    def locks(self) -> Claim:
        return account_claim(self.key_hash)

    def __call__(self, connection: Connection) -> Lease | None:
        parameters = {
            "b_key_hash": self.key_hash,
            "credits": self.credits,
            "at_least": self.at_least,
        }
        account_id = connection.execute(_TAKE, parameters).scalar()
        if account_id is None:
            return None
        connection.execute(
            insert(ledger_entries).values(
                account_id=account_id,
                delta=-self.credits,
                kind="lease",
                reason="credit_lease",
                request_id=self.request_id,
                reference=self.reference,
                created_at=self.now,
            )
        )
        connection.execute(
            insert(credit_leases).values(
                account_id=account_id,
                reference=self.reference,
                credits=self.credits,
                spent=0,
                created_at=self.now,
                expires_at=self.expires_at,
            )
        )
        return Lease(account_id, self.reference, self.credits)


# The account's row is read, not locked or written: a key revoked meanwhile is refused (its
# charges go to the row, whose debit answers 401), as the row's own debit refuses it.
_LIVE = (
    select(accounts.c.id)
    .where(accounts.c.id == credit_leases.c.account_id)
    .where(accounts.c.revoked_at.is_(None))
    .exists()
)
_SPEND = (
    update(credit_leases)
    .where(credit_leases.c.reference == bindparam("b_reference"))
    .where(credit_leases.c.closed_at.is_(None))
    .where(_LIVE)
    .where(credit_leases.c.spent + bindparam("k", type_=Integer) <= credit_leases.c.credits)
    .values(
        spent=credit_leases.c.spent + bindparam("k", type_=Integer),
        expires_at=bindparam("expires_at", type_=UTCDateTime()),
    )
    .returning(credit_leases.c.account_id)
)


_AVAILABLE = select(available_credits(accounts.c.id)).where(
    accounts.c.id == bindparam("account_id")
)


@dataclass(slots=True)
class LeasedCharge(Coalescing):
    """A charge paid from the lease `reference`; at the account's row instead when the lease
    was closed meanwhile (expired and swept), so a charge is never lost or taken twice.

    It declares no account (`locks`): paying from a lease leaves the account's row alone, and
    declaring it would have every batch lock the row again. So in a writer's batch
    (`in_batch`, as `LeaseBook` sends it) a charge the lease cannot cover answers
    `Instead(charge)`: it goes to the row in a transaction of its own, right after the batch,
    rather than lock an account the batch did not declare (storage/writer.py). Applied
    directly, it goes to the row at once.

    Not frozen: one is made per metered request (see `Charge`)."""

    reference: str
    charge: Charge
    expires_at: datetime
    in_batch: bool = False

    @property
    def coalesce_key(self) -> str:
        """Charges from one lease in one writer batch share its one update."""
        return self.reference

    def __call__(self, connection: Connection) -> Debit | Instead:
        outcome = self.apply_groups(connection, [[self]])[0][0]
        if isinstance(outcome, AppError):
            raise outcome
        return outcome

    @classmethod
    def apply_groups(
        cls, connection: Connection, groups: Sequence[Sequence[LeasedCharge]]
    ) -> list[list[Debit | AppError | Instead]]:
        """Per lease, its charges as `k` charge rows and one `lease_spend` row; a lease that
        is closed or cannot cover them sends them to the account's row (`Charge`). On
        PostgreSQL every lease of the batch is spent by one statement, not three per lease
        (docs/benchmarks.md, "Credit leases")."""
        if connection.dialect.name == "postgresql":
            return _spend_at_once(connection, groups)
        return [_spend(connection, group) for group in groups]

    def one_statement(self, dialect: str) -> bool:
        """On PostgreSQL every lease of a batch is spent, and its ledger rows written, by
        one statement (`_SPEND_MANY`); a charge in a batch that its lease cannot cover writes
        nothing there, it is handed on (`Instead`). Applied directly, it would go to the row
        in the same transaction: more statements."""
        return self.in_batch and dialect == "postgresql"


def _spend(
    connection: Connection, group: Sequence[LeasedCharge]
) -> list[Debit | AppError | Instead]:
    charges = [leased.charge for leased in group]
    total = sum(charge.credits for charge in charges)
    first = group[0]
    parameters = {"b_reference": first.reference, "k": total, "expires_at": first.expires_at}
    account_id = connection.execute(_SPEND, parameters).scalar()
    if account_id is None:
        return _at_row(connection, group)
    rows = [charge._ledger_row(account_id) for charge in charges]
    rows.append(_ledger_row(account_id, total, "lease_spend", None, charges[-1].now))
    connection.execute(insert(ledger_entries), rows)
    balance: int = connection.execute(_AVAILABLE, {"account_id": account_id}).scalar_one() + total
    debits: list[Debit | AppError | Instead] = []
    for charge in charges:
        balance -= charge.credits
        debits.append(Debit(account_id, balance))
    return debits


# One round trip for the batch: the leases that can cover their charges are spent (a closed
# one, an insufficient one or a revoked key's is not), only their rows are written, and each
# reports what its account holds as of this statement's snapshot (before these spends).
_SPEND_MANY = text(
    """
    WITH spend AS (
        UPDATE credit_leases AS lease
        SET spent = lease.spent + batch.k, expires_at = batch.expires_at
        FROM unnest(CAST(:references AS text[]), CAST(:ks AS integer[]),
                    CAST(:expiries AS timestamptz[])) AS batch(reference, k, expires_at)
        WHERE lease.reference = batch.reference
          AND lease.closed_at IS NULL
          AND lease.spent + batch.k <= lease.credits
          AND EXISTS (SELECT 1 FROM accounts AS live
                      WHERE live.id = lease.account_id AND live.revoked_at IS NULL)
        RETURNING lease.reference, lease.account_id
    ), written AS (
        INSERT INTO ledger_entries
            (account_id, delta, kind, reason, request_id, reference, created_at, subject)
        SELECT spend.account_id, row.delta, row.kind, row.reason, row.request_id,
               row.reference, row.created_at, row.subject
        FROM unnest(CAST(:r_leases AS text[]), CAST(:r_deltas AS integer[]),
                    CAST(:r_kinds AS text[]), CAST(:r_reasons AS text[]),
                    CAST(:r_request_ids AS text[]), CAST(:r_references AS text[]),
                    CAST(:r_created AS timestamptz[]), CAST(:r_subjects AS text[]))
             WITH ORDINALITY AS row(lease, delta, kind, reason, request_id, reference,
                                    created_at, subject, n)
        JOIN spend ON spend.reference = row.lease
        ORDER BY row.n
    )
    SELECT spend.reference, spend.account_id, account.credit_balance + COALESCE((
        SELECT sum(open.credits - open.spent) FROM credit_leases AS open
        WHERE open.account_id = account.id AND open.closed_at IS NULL), 0)
    FROM spend JOIN accounts AS account ON account.id = spend.account_id
    """
)


def _spend_at_once(
    connection: Connection, groups: Sequence[Sequence[LeasedCharge]]
) -> list[list[Debit | AppError | Instead]]:
    rows: dict[str, list[Any]] = {name: [] for name in _ROW_ARRAYS}
    for group in groups:
        reference = group[0].reference
        for leased in group:
            _append(rows, reference, leased.charge._ledger_row(0))
        total = sum(leased.charge.credits for leased in group)
        _append(rows, reference, _ledger_row(0, total, "lease_spend", None, group[-1].charge.now))
    ks = [sum(leased.charge.credits for leased in group) for group in groups]
    parameters = {
        "references": [group[0].reference for group in groups],
        "ks": ks,
        "expiries": [group[0].expires_at for group in groups],
        **{f"r_{name}": values for name, values in rows.items()},
    }
    spent = {row[0]: (row[1], row[2]) for row in connection.execute(_SPEND_MANY, parameters)}
    used: dict[int, int] = {}  # per account, credits of its earlier leases in this batch
    outcomes = []
    for group, k in zip(groups, ks, strict=True):
        snapshot = spent.get(group[0].reference)
        if snapshot is not None:
            account_id, balance = snapshot
            snapshot = (account_id, balance - used.get(account_id, 0))
            used[account_id] = used.get(account_id, 0) + k
        outcomes.append(_debits(connection, group, snapshot))
    return outcomes


_ROW_ARRAYS = (
    "leases",
    "deltas",
    "kinds",
    "reasons",
    "request_ids",
    "references",
    "created",
    "subjects",
)


def _append(rows: dict[str, list[Any]], lease: str, row: dict[str, Any]) -> None:
    rows["leases"].append(lease)
    rows["deltas"].append(row["delta"])
    rows["kinds"].append(row["kind"])
    rows["reasons"].append(row["reason"])
    rows["request_ids"].append(row["request_id"])
    rows["references"].append(row["reference"])
    rows["created"].append(row["created_at"])
    rows["subjects"].append(row["subject"])


def _debits(
    connection: Connection, group: Sequence[LeasedCharge], spent: tuple[int, int] | None
) -> list[Debit | AppError | Instead]:
    """Each charge's debit: from the snapshot's balance (before the batch's spends) down, one
    charge at a time; at the account's row when its lease did not cover them."""
    if spent is None:
        return _at_row(connection, group)
    charges = [leased.charge for leased in group]
    account_id, balance = spent
    debits: list[Debit | AppError | Instead] = []
    for charge in charges:
        balance -= charge.credits
        debits.append(Debit(account_id, balance))
    return debits


def _at_row(
    connection: Connection, group: Sequence[LeasedCharge]
) -> list[Debit | AppError | Instead]:
    """The charges a lease did not cover, at the account's row: handed on (`Instead`) from a
    writer's batch, which has not locked that row; applied now otherwise."""
    if group[0].in_batch:
        return [Instead(leased.charge) for leased in group]
    return list(Charge.apply_together(connection, [leased.charge for leased in group]))


def _ledger_row(
    account_id: int, delta: int, kind: str, reference: str | None, now: datetime
) -> dict[str, Any]:
    return {
        "account_id": account_id,
        "delta": delta,
        "kind": kind,
        "reason": "credit_lease",
        "request_id": None,
        "reference": reference,
        "created_at": now,
        "subject": None,
    }


_CLOSE = (
    update(credit_leases)
    .where(credit_leases.c.reference == bindparam("b_reference"))
    .where(credit_leases.c.closed_at.is_(None))
    .values(closed_at=bindparam("now", type_=UTCDateTime()))
    .returning(
        credit_leases.c.account_id,
        credit_leases.c.credits - credit_leases.c.spent,
        credit_leases.c.spent,
    )
)


@dataclass(frozen=True, slots=True)
class CloseLease:
    """Give a lease's unspent credits back to its account, once; returns how many (0 when it
    was closed already, by its process or a sweep).

    `account_id`, when known, is declared (`locks`), so the account is locked before the
    lease, in the order a batch takes them (accounts, then the leases it spends)."""

    reference: str
    now: datetime
    account_id: int | None = None

    @property
    def locks(self) -> Claim | None:
        return None if self.account_id is None else account_claim(self.account_id)

    def __call__(self, connection: Connection) -> int:
        row = connection.execute(_CLOSE, {"b_reference": self.reference, "now": self.now}).first()
        if row is None:
            return 0
        account_id, unspent, spent = row[0], row[1], row[2]
        connection.execute(
            update(accounts)
            .where(accounts.c.id == account_id)
            .values(
                credit_balance=accounts.c.credit_balance + unspent,
                lifetime_credits_used=accounts.c.lifetime_credits_used + spent,
            )
        )
        closing = closing_reference(self.reference)
        row_values = _ledger_row(account_id, unspent, "lease_end", closing, self.now)
        connection.execute(insert(ledger_entries).values(row_values))
        return int(unspent)


def return_expired_leases(
    connection: Connection, *, expired_before: datetime, now: datetime
) -> int:
    """Close every open lease not used since `expired_before` (its process died, or stopped
    without closing it); returns the credits given back. Sweeps racing each other close each
    lease once: the close is a conditional update of the lease's row. Their accounts are
    locked first, in id order, as a batch locks them."""
    expired = connection.execute(
        select(credit_leases.c.reference, credit_leases.c.account_id)
        .where(credit_leases.c.closed_at.is_(None))
        .where(credit_leases.c.expires_at < expired_before)
        .order_by(credit_leases.c.id)
    ).all()
    ACCOUNTS.lock(connection, {row[1] for row in expired})
    return sum(CloseLease(row[0], now)(connection) for row in expired)
