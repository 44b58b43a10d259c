"""Account operations: issue keys, authenticate callers, move credits, apply top-ups, revoke."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import Connection, Row, bindparam, func, insert, select, update
from sqlalchemy.exc import IntegrityError

from vendorstack.accounts import keys
from vendorstack.accounts.ledger import Debit, credit, topup_url
from vendorstack.accounts.models import Account, LedgerEntry, accounts, credit_leases
from vendorstack.errors import NotFound, Unauthorized

FREE_CREDITS = 25


@dataclass(frozen=True, slots=True)
class Caller:
    """The authenticated account behind a request: who it is, not what it holds.

    Balances and plan are read where they are decided (the writer's conditional debit) or
    reported (`balance`), never from here, so a cached caller cannot report a stale balance.
    """

    account_id: int
    public_id: str
    key_hash: str
    last_used_at: datetime | None


@dataclass(frozen=True, slots=True)
class NewKey:
    api_key: str
    email: str
    credit_balance: int
    free_tier: bool


_CALLER = select(
    accounts.c.id, accounts.c.public_id, accounts.c.revoked_at, accounts.c.last_used_at
).where(accounts.c.key_hash == bindparam("key_hash"))
_STANDING = select(
    accounts.c.credit_balance,
    accounts.c.free_tier,
    accounts.c.lifetime_credits_used,
    accounts.c.revoked_at,
).where(accounts.c.id == bindparam("account_id"))

_LEASED = select(
    func.coalesce(func.sum(credit_leases.c.credits - credit_leases.c.spent), 0),
    func.coalesce(func.sum(credit_leases.c.spent), 0),
).where(credit_leases.c.account_id == bindparam("account_id"), credit_leases.c.closed_at.is_(None))


def caller_by_hash(connection: Connection, key_hash: str) -> Caller:
    """The caller whose key hashes to `key_hash`; Unauthorized if unknown or revoked.

    Requests authenticate through `accounts.callers.CallerCache`, which calls this.
    """
    row = connection.execute(_CALLER, {"key_hash": key_hash}).first()
    if row is None or row[2] is not None:
        raise Unauthorized()
    return Caller(row[0], row[1], key_hash, row[3])


@dataclass(frozen=True, slots=True)
class Standing:
    """What an account holds, as committed now."""

    credit_balance: int
    free_tier: bool
    lifetime_credits_used: int


def confirmed_standing(connection: Connection, account_id: int) -> Standing:
    """The account as committed now, confirming its key is still live (Unauthorized if not).

    Answers that charge nothing, and `/v1/balance`, call this: with callers cached
    (`accounts.callers`), it is what refuses a key revoked elsewhere a moment ago, as the
    conditional debit does for charged answers.
    """
    row = connection.execute(_STANDING, {"account_id": account_id}).first()
    if row is None or row[3] is not None:
        raise Unauthorized()
    # Credits in open leases are the account's until charged (docs/guarantees.md).
    unspent, spent = connection.execute(_LEASED, {"account_id": account_id}).one()
    return Standing(row[0] + unspent, bool(row[1]), row[2] + spent)


TOUCH_INTERVAL = timedelta(seconds=60)


def needs_touch(caller: Caller, now: datetime) -> bool:
    """`last_used_at` is kept to the minute; writing it on every request would double writes."""
    return caller.last_used_at is None or now - caller.last_used_at > TOUCH_INTERVAL


@dataclass(frozen=True, slots=True)
class Touch:
    """Write operation: record that the account was just used."""

    account_id: int
    now: datetime

    def __call__(self, connection: Connection) -> None:
        """Skipped while another transaction holds the account's row (PostgreSQL; SQLite has
        one writer): waiting for bookkeeping could close a lock cycle with a charge, and
        a charge writes `last_used_at` itself."""
        unlocked = (
            select(Account.id)
            .where(Account.id == self.account_id)
            .with_for_update(skip_locked=True)
            .scalar_subquery()
        )
        connection.execute(
            update(Account).where(Account.id == unlocked).values(last_used_at=self.now)
        )


@dataclass(frozen=True, slots=True)
class CreateAccount:
    """Write operation: a new account with its free credits granted as a ledger row."""

    email: str
    key_hash: str
    key_hint: str
    public_id: str
    source_ip: str | None
    request_id: str
    now: datetime

    def __call__(self, connection: Connection) -> int:
        account_id: int = connection.execute(
            insert(Account)
            .values(
                public_id=self.public_id,
                email=self.email,
                key_hash=self.key_hash,
                key_hint=self.key_hint,
                free_tier=True,
                credit_balance=0,
                lifetime_credits_used=0,
                created_ip=self.source_ip,
                created_at=self.now,
            )
            .returning(Account.id)
        ).scalar_one()
        credit(
            connection,
            account_id,
            credits=FREE_CREDITS,
            kind="grant",
            reason="free_tier_signup",
            request_id=self.request_id,
            reference=f"signup:{self.public_id}",
            now=self.now,
        )
        return account_id


def new_account(
    email: str, *, source_ip: str | None, request_id: str, now: datetime
) -> tuple[NewKey, CreateAccount]:
    """A fresh key and the write operation that stores its account."""
    api_key = keys.generate_key()
    operation = CreateAccount(
        email=email,
        key_hash=keys.hash_key(api_key),
        key_hint=keys.key_hint(api_key),
        public_id=keys.new_public_id(),
        source_ip=source_ip,
        request_id=request_id,
        now=now,
    )
    return NewKey(api_key, email, FREE_CREDITS, True), operation


def _account_for_key(connection: Connection, api_key: str) -> Row[tuple[int, int, datetime | None]]:
    account = connection.execute(
        select(Account.id, Account.credit_balance, Account.revoked_at).where(
            Account.key_hash == keys.hash_key(api_key)
        )
    ).one_or_none()
    if account is None:
        raise NotFound("No account has this key.")
    return account


def _account_for_id(
    connection: Connection, public_id: str
) -> Row[tuple[int, int, datetime | None]]:
    account = connection.execute(
        select(Account.id, Account.credit_balance, Account.revoked_at).where(
            Account.public_id == public_id
        )
    ).one_or_none()
    if account is None:
        raise NotFound("No account has this id.")
    return account


def grant_topup(
    connection: Connection, key_or_account: str, *, credits: int, reference: str, now: datetime
) -> tuple[bool, int]:
    """Apply a paid top-up once per `reference` to the account holding the key, or with the
    public id (`acct_...`, as a `topup_url` names it: the customer never sends their key);
    returns (applied_now, balance)."""
    if key_or_account.startswith("acct_"):
        account = _account_for_id(connection, key_or_account)
    else:
        account = _account_for_key(connection, key_or_account)
    try:
        with connection.begin_nested():
            balance = credit(
                connection,
                account.id,
                credits=credits,
                kind="topup",
                reason="credit_pack",
                request_id=None,
                reference=f"topup:{reference}",
                now=now,
            )
    except IntegrityError:
        return False, account.credit_balance
    connection.execute(update(Account).where(Account.id == account.id).values(free_tier=False))
    return True, balance


def revoke(connection: Connection, api_key: str, *, now: datetime) -> bool:
    """Revoke the key; returns False when it was already revoked, NotFound when unknown."""
    account = _account_for_key(connection, api_key)
    if account.revoked_at is not None:
        return False
    connection.execute(update(Account).where(Account.id == account.id).values(revoked_at=now))
    return True


def ledger_sum(connection: Connection, account_id: int) -> int:
    """The sum of an account's ledger rows, which must equal its balance."""
    total: int = connection.execute(
        select(func.coalesce(func.sum(LedgerEntry.delta), 0)).where(
            LedgerEntry.account_id == account_id
        )
    ).scalar_one()
    return total


__all__ = [
    "Caller",
    "Debit",
    "NewKey",
    "Standing",
    "caller_by_hash",
    "confirmed_standing",
    "grant_topup",
    "new_account",
    "revoke",
    "topup_url",
]
