"""Retries that never pay twice: a lookup run under the client's `Idempotency-Key`.

Stripe's model. A lookup sent with a key stores its answer in the same transaction as the
credit movement that pays for it (`accounts.idempotency.StoreAnswer`), so no crash can leave a
charge without its stored answer or the reverse. A retry with the same key within 24 hours
gets the stored answer back, marked as a replay, and pays nothing.
- The stored answer is the lookup's body, encoded before the transaction with its credit
  fields left at zero; a replay sets them from the stored row. Nothing but the two typed write
  operations runs on the database writer's thread.
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
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from functools import partial
from typing import Any, NamedTuple

import orjson
from sqlalchemy.exc import IntegrityError

from vendorstack.accounts.idempotency import (
    StoreAnswer,
    Stored,
    fingerprint,
    stored_answer,
    sweep_expired,
)
from vendorstack.accounts.service import Caller
from vendorstack.errors import IdempotencyKeyReused
from vendorstack.lookups.answers import UNBILLED, Answer, Metered
from vendorstack.storage.database import Database

SWEEP_EVERY_SECONDS = 600.0


class Storing(NamedTuple):
    """One request's claim on its key: what its answer is stored under."""

    account_id: int
    key: str
    fingerprint: str

    def answer(self, view: Callable[[Metered], dict[str, Any]]) -> StoreAnswer:
        """The write that stores `view`'s body, encoded now, unbilled (see the module)."""
        body = orjson.dumps(view(UNBILLED), option=orjson.OPT_UTC_Z)
        return StoreAnswer(self.account_id, self.key, self.fingerprint, body)


def storing(store: Storing | None, view: Callable[[Metered], dict[str, Any]]) -> StoreAnswer | None:
    """The write that stores the answer when the call has a key; None otherwise."""
    return None if store is None else store.answer(view)


Lookup = Callable[[Storing], Awaitable[Answer]]


class Idempotent:
    """Runs lookups under their `Idempotency-Key`, one at a time per account and key."""

    def __init__(self, database: Database, *, clock: Callable[[], float] = time.monotonic) -> None:
        self._database = database
        self._clock = clock
        self._next_sweep = clock()
        self._running: dict[tuple[int, str], asyncio.Event] = {}

    async def run(
        self, caller: Caller, key: str, parameters: tuple[object, ...], lookup: Lookup
    ) -> Answer:
        """`lookup`'s answer, stored with its charge; or the answer stored under `key`."""
        slot = (caller.account_id, key)
        while (running := self._running.get(slot)) is not None:
            await running.wait()  # a retry racing the first in this process waits for it
        self._running[slot] = asyncio.Event()
        try:
            return await self._once(caller, key, fingerprint(parameters), lookup)
        finally:
            self._running.pop(slot).set()

    async def _once(self, caller: Caller, key: str, parameters: str, lookup: Lookup) -> Answer:
        self._sweep_now_and_then()
        stored = await self._stored(caller, key)
        if stored is not None:
            return _replay(stored, parameters)
        try:
            return await lookup(Storing(caller.account_id, key, parameters))
        except IntegrityError:
            stored = await self._stored(caller, key)
            if stored is None:
                raise
            return _replay(stored, parameters)  # another process answered first

    def _stored(self, caller: Caller, key: str) -> Awaitable[Stored | None]:
        now = datetime.now(UTC)
        return self._database.read(
            partial(stored_answer, account_id=caller.account_id, key=key, now=now)
        )

    def _sweep_now_and_then(self) -> None:
        if self._clock() >= self._next_sweep:
            self._next_sweep = self._clock() + SWEEP_EVERY_SECONDS
            self._database.submit(partial(sweep_expired, now=datetime.now(UTC)))


def _replay(stored: Stored, parameters: str) -> Answer:
    if stored.fingerprint != parameters:
        raise IdempotencyKeyReused()
    body: dict[str, Any] = orjson.loads(stored.body)
    bill = Metered(stored.credits_used, stored.credit_balance)
    body["credits_used"], body["credit_balance"] = bill
    return Answer(body, bill, replayed=True)
