"""The stored answers of `Idempotency-Key` retries: their table's writes and reads.

A metered answer sent with a key is stored (`StoreAnswer`) in the same transaction as the
credit movement that pays for it, so no crash can leave a charge without its stored answer or
the reverse; `stored_answer` reads it back within `ANSWER_TTL`. The rules around them (who
waits, what is replayed, the 409) are `lookups.idempotent`'s. The key is the client's, but it
is only ever stored and looked up within the caller's own account.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import NamedTuple

from sqlalchemy import Connection, bindparam, delete, insert, select

from vendorstack.accounts.models import accounts, idempotent_answers
from vendorstack.errors import Unauthorized

ANSWER_TTL = timedelta(hours=24)
SWEEP_BATCH = 10_000


@dataclass(frozen=True, slots=True)
class StoreAnswer:
    """Store an answer under the caller's key, in the transaction of the credit movement that
    pays for it (`accounts.credits`), with the credits it used and the balance it left.

    `body` is the answer as sent, rendered before the transaction; its credit fields are set
    from the stored columns when it is replayed, so nothing is rendered on the writer thread.
    """

    account_id: int
    key: str
    fingerprint: str
    body: bytes

    def __call__(self, connection: Connection, credits_used: int, credit_balance: int) -> None:
        _insert(connection, self, credits_used, credit_balance)


_STORED = (
    select(
        idempotent_answers.c.fingerprint,
        idempotent_answers.c.status,
        idempotent_answers.c.body,
        idempotent_answers.c.credits_used,
        idempotent_answers.c.credit_balance,
        accounts.c.revoked_at,
    )
    .join(accounts, accounts.c.id == idempotent_answers.c.account_id)
    .where(idempotent_answers.c.account_id == bindparam("account_id"))
    .where(idempotent_answers.c.key == bindparam("key"))
    .where(idempotent_answers.c.created_at >= bindparam("since"))
)


class Stored(NamedTuple):
    """An answer stored under a key: what it answered, its body, and what it was charged."""

    fingerprint: str
    body: bytes
    credits_used: int
    credit_balance: int


def stored_answer(
    connection: Connection, account_id: int, key: str, now: datetime
) -> Stored | None:
    """The live answer stored under `key` for the account (Unauthorized if its key is revoked)."""
    row = connection.execute(
        _STORED, {"account_id": account_id, "key": key, "since": now - ANSWER_TTL}
    ).first()
    if row is None:
        return None
    if row.revoked_at is not None:
        raise Unauthorized()
    return Stored(row.fingerprint, bytes(row.body), row.credits_used, row.credit_balance)


def _insert(connection: Connection, store: StoreAnswer, used: int, balance: int) -> None:
    """Store the answer; an expired one under the same key gives way first. A live one
    there already (another process answered first) fails the unique constraint."""
    now = datetime.now(UTC)
    connection.execute(
        delete(idempotent_answers)
        .where(idempotent_answers.c.account_id == store.account_id)
        .where(idempotent_answers.c.key == store.key)
        .where(idempotent_answers.c.created_at < now - ANSWER_TTL)
    )
    connection.execute(
        insert(idempotent_answers).values(
            account_id=store.account_id,
            key=store.key,
            fingerprint=store.fingerprint,
            status=200,
            body=store.body,
            credits_used=used,
            credit_balance=balance,
            created_at=now,
        )
    )


def sweep_expired(connection: Connection, *, now: datetime) -> int:
    """Delete up to SWEEP_BATCH answers older than ANSWER_TTL; returns how many."""
    expired = (
        select(idempotent_answers.c.id)
        .where(idempotent_answers.c.created_at < now - ANSWER_TTL)
        .limit(SWEEP_BATCH)
    )
    result = connection.execute(
        delete(idempotent_answers).where(idempotent_answers.c.id.in_(expired.scalar_subquery()))
    )
    return result.rowcount


def fingerprint(parameters: tuple[object, ...]) -> str:
    """What identifies a request's parameters, once normalised (a domain, not the raw url)."""
    return hashlib.sha256(repr(parameters).encode()).hexdigest()
