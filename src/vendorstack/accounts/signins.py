"""Signing in to the web pages with an API key, the session that follows, key rotation and
the usage history a signed-in person reads.

Write operations are `Callable[[Connection], T]` run by the writer; reads take a connection.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import NamedTuple

from sqlalchemy import Connection, delete, insert, select, update

from vendorstack.accounts import keys
from vendorstack.accounts.ledger import account_claim
from vendorstack.accounts.models import Account, LedgerEntry
from vendorstack.accounts.people import WebSession
from vendorstack.accounts.service import Caller
from vendorstack.errors import Unauthorized
from vendorstack.storage.writer import Claim

SESSION_LIFETIME = timedelta(days=7)
HISTORY_ROWS = 50


def token_hash(token: str) -> str:
    """Session tokens are 256-bit random strings: SHA-256 is enough, as for keys."""
    return hashlib.sha256(token.encode()).hexdigest()


class Session(NamedTuple):
    """A signed-in browser: the caller it acts for and the CSRF token of its forms."""

    caller: Caller
    csrf_token: str
    email: str
    key_hint: str


class NewSession(NamedTuple):
    token: str
    csrf_token: str


@dataclass(frozen=True, slots=True)
class SignIn:
    """Write operation: a session for the live key hashing to `key_hash` (Unauthorized if
    none); the token is returned once, only its hash is kept."""

    key_hash: str
    now: datetime

    def __call__(self, connection: Connection) -> NewSession:
        account_id = connection.execute(
            select(Account.id).where(
                Account.key_hash == self.key_hash, Account.revoked_at.is_(None)
            )
        ).scalar_one_or_none()
        if account_id is None:
            raise Unauthorized()
        new = NewSession(secrets.token_urlsafe(32), secrets.token_urlsafe(32))
        connection.execute(
            insert(WebSession).values(
                token_hash=token_hash(new.token),
                csrf_token=new.csrf_token,
                account_id=account_id,
                created_at=self.now,
                expires_at=self.now + SESSION_LIFETIME,
            )
        )
        return new


def session_for(connection: Connection, token: str, now: datetime) -> Session | None:
    """The live session whose token is `token`, for a live key; None otherwise."""
    row = connection.execute(
        select(
            Account.id,
            Account.public_id,
            Account.key_hash,
            Account.last_used_at,
            WebSession.csrf_token,
            Account.email,
            Account.key_hint,
        )
        .join(WebSession, WebSession.account_id == Account.id)
        .where(
            WebSession.token_hash == token_hash(token),
            WebSession.expires_at > now,
            Account.revoked_at.is_(None),
        )
    ).first()
    if row is None:
        return None
    return Session(Caller(row[0], row[1], row[2], row[3]), row[4], row[5], row[6])


@dataclass(frozen=True, slots=True)
class SignOut:
    """Write operation: forget the session whose token is `token`."""

    token: str

    def __call__(self, connection: Connection) -> None:
        connection.execute(
            delete(WebSession).where(WebSession.token_hash == token_hash(self.token))
        )


@dataclass(frozen=True, slots=True)
class RotateKey:
    """Write operation: a new key for the account; the old one stops working at once (its
    hash is no longer the account's), and so do the account's other sessions (whoever
    signed in with the old key). Returns the new key, to be shown once."""

    account_id: int
    old_key_hash: str
    keep_session: str

    @property
    def locks(self) -> Claim:
        """The account's row, locked with its batch's others in one order (a batch's charges
        lock theirs first; taken late, this one could close a cycle with another process)."""
        return account_claim(self.account_id)

    def __call__(self, connection: Connection) -> str:
        new_key = keys.generate_key()
        changed = connection.execute(
            update(Account)
            .where(
                Account.id == self.account_id,
                Account.key_hash == self.old_key_hash,
                Account.revoked_at.is_(None),
            )
            .values(key_hash=keys.hash_key(new_key), key_hint=keys.key_hint(new_key))
        ).rowcount
        if changed != 1:  # rotated or revoked meanwhile
            raise Unauthorized()
        connection.execute(
            delete(WebSession).where(
                WebSession.account_id == self.account_id,
                WebSession.token_hash != token_hash(self.keep_session),
            )
        )
        return new_key


class Movement(NamedTuple):
    """One ledger row as a person reads it."""

    kind: str
    reason: str
    credits: int
    created_at: datetime
    request_id: str | None
    subject: str | None


def usage_history(connection: Connection, account_id: int) -> list[Movement]:
    """The account's latest ledger rows, newest first."""
    rows = connection.execute(
        select(
            LedgerEntry.kind,
            LedgerEntry.reason,
            LedgerEntry.delta,
            LedgerEntry.created_at,
            LedgerEntry.request_id,
            LedgerEntry.subject,
        )
        .where(LedgerEntry.account_id == account_id)
        .order_by(LedgerEntry.id.desc())
        .limit(HISTORY_ROWS)
    )
    return [Movement(*row) for row in rows]
