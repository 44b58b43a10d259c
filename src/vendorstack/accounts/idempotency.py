"""Retries that never pay twice: metered answers kept under the client's `Idempotency-Key`.

Stripe's model. A metered call sent with a key stores its answer (status, body, credit
headers) in the same transaction as the credit movement that pays for it, so no crash can
leave a charge without its stored answer or the reverse. A retry with the same key within
`ANSWER_TTL` gets the stored answer back, marked as a replay, and pays nothing.
- Concurrent retries: in one process they wait for the first and replay its answer; in two
  processes both may work, but the stored answers' unique `(account_id, key)` admits one, and
  the transaction of the other (its charge included) rolls back, so it replays the first.
- Only answers are stored. An error (400, 402, 429, 502, 503...) charges nothing and stores
  nothing, so a retry runs again: after a top-up, a retried 402 succeeds.
- The same key with other parameters is a 409 `idempotency_key_reused`.
The key is the client's, but it is only ever looked up within the caller's own account.
"""

from __future__ import annotations

import asyncio
import hashlib
import re
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from functools import partial
from typing import Generic, NamedTuple, TypeVar

from sqlalchemy import Connection, bindparam, delete, insert, select
from sqlalchemy.exc import IntegrityError

from vendorstack.accounts.credits import Then
from vendorstack.accounts.models import accounts, idempotent_answers
from vendorstack.accounts.service import Caller
from vendorstack.errors import IdempotencyKeyReused, InvalidInput, Unauthorized
from vendorstack.storage.database import Database

A = TypeVar("A")
ANSWER_TTL = timedelta(hours=24)
SWEEP_EVERY_SECONDS = 600.0
SWEEP_BATCH = 10_000
KEY_SHAPE = re.compile(r"[\x21-\x7e]{1,255}")  # visible ASCII, no spaces; a UUID fits


def idempotency_key(value: str | None) -> str | None:
    """The header's key, or None when absent; a 400 when it is not 1-255 visible ASCII."""
    if value is None:
        return None
    if not KEY_SHAPE.fullmatch(value):
        raise InvalidInput(
            "Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID works)."
        )
    return value


class Rendered(NamedTuple):
    """An answer as sent: its status, JSON body and the credit headers' values."""

    body: bytes
    credits_used: int
    credit_balance: int
    status: int = 200


class Answered(NamedTuple):
    """What a metered route sends: the answer, and whether it is a stored one replayed."""

    answer: Rendered
    replayed: bool


@dataclass(slots=True)
class Receipt(Generic[A]):
    """One request's claim on a key: stores its answer in the transaction that pays for it."""

    account_id: int
    key: str
    fingerprint: str
    render: Callable[[A], Rendered]
    stored: Rendered | None = None

    def storing(self, answer_for: Callable[[int, int], A]) -> Then:
        """What the credit movement runs in its transaction: the answer for the credits used
        and the balance left, rendered and stored."""

        def store(connection: Connection, credits_used: int, credit_balance: int) -> None:
            self.stored = self.render(answer_for(credits_used, credit_balance))
            _insert(connection, self, self.stored)

        return store


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
    fingerprint: str
    answer: Rendered


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
    answer = Rendered(bytes(row.body), row.credits_used, row.credit_balance, row.status)
    return Stored(row.fingerprint, answer)


def _insert(connection: Connection, receipt: Receipt[A], answer: Rendered) -> None:
    """Store the answer; an expired one under the same key gives way first. A live one
    there already (another process answered first) fails the unique constraint."""
    now = datetime.now(UTC)
    connection.execute(
        delete(idempotent_answers)
        .where(idempotent_answers.c.account_id == receipt.account_id)
        .where(idempotent_answers.c.key == receipt.key)
        .where(idempotent_answers.c.created_at < now - ANSWER_TTL)
    )
    connection.execute(
        insert(idempotent_answers).values(
            account_id=receipt.account_id,
            key=receipt.key,
            fingerprint=receipt.fingerprint,
            status=answer.status,
            body=answer.body,
            credits_used=answer.credits_used,
            credit_balance=answer.credit_balance,
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


class Idempotency:
    """Runs metered answers under their `Idempotency-Key`: the one call a metered route makes."""

    def __init__(self, database: Database, *, clock: Callable[[], float] = time.monotonic) -> None:
        self._database = database
        self._clock = clock
        self._next_sweep = clock()
        self._running: dict[tuple[int, str], asyncio.Event] = {}

    async def answer(
        self,
        caller: Caller,
        key: str | None,
        parameters: tuple[object, ...],
        run: Callable[[Receipt[A] | None], Awaitable[A]],
        render: Callable[[A], Rendered],
    ) -> Answered:
        """`run`'s answer rendered; with a key, stored with its charge, or the stored one."""
        if key is None:
            return Answered(render(await run(None)), False)
        slot = (caller.account_id, key)
        while (running := self._running.get(slot)) is not None:
            await running.wait()  # a retry racing the first in this process waits for it
        self._running[slot] = asyncio.Event()
        try:
            return await self._once(caller, key, fingerprint(parameters), run, render)
        finally:
            self._running.pop(slot).set()

    async def _once(
        self,
        caller: Caller,
        key: str,
        parameters: str,
        run: Callable[[Receipt[A] | None], Awaitable[A]],
        render: Callable[[A], Rendered],
    ) -> Answered:
        self._sweep_now_and_then()
        stored = await self._stored(caller, key)
        if stored is not None:
            return _replay(stored, parameters)
        receipt = Receipt(caller.account_id, key, parameters, render)
        try:
            answer = await run(receipt)
        except IntegrityError:
            stored = await self._stored(caller, key)
            if stored is None:
                raise
            return _replay(stored, parameters)  # another process answered first
        return Answered(receipt.stored or render(answer), False)

    def _stored(self, caller: Caller, key: str) -> Awaitable[Stored | None]:
        now = datetime.now(UTC)
        return self._database.read(
            partial(stored_answer, account_id=caller.account_id, key=key, now=now)
        )

    def _sweep_now_and_then(self) -> None:
        if self._clock() >= self._next_sweep:
            self._next_sweep = self._clock() + SWEEP_EVERY_SECONDS
            self._database.submit(partial(sweep_expired, now=datetime.now(UTC)))


def _replay(stored: Stored, parameters: str) -> Answered:
    if stored.fingerprint != parameters:
        raise IdempotencyKeyReused()
    return Answered(stored.answer, True)
