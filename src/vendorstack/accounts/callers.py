"""Per-process cache of authenticated callers, trusted for a tenth of a second.

Reading the account row on every request was the largest single cost of the metered hot
path after the framework: caching it took `/v1/check` from ~285 to ~185 µs per request
in-process (bench/asgi_bench.py), far more than the read costs alone (~16 µs), most likely
because each statement gives the interpreter lock to the writer thread mid-request. A caller
confirmed by a read is trusted for `revalidate_after` seconds, so a busy key costs ten reads
a second instead of thousands. Callers arriving while a key is being re-read wait for that
one read: on PostgreSQL, under load, every request arriving during the read's round trip
otherwise made its own (a fifth of a metered API process's time, docs/benchmarks.md).

Who the caller is comes from here; whether the key is still live is confirmed by the
statement that answers, so no answer reaches a revoked key:
- a charged answer: the writer's conditional debit re-checks `revoked_at` and the balance in
  the same statement (`accounts.ledger`);
- an answer that charges nothing reads the balance it reports, and the revocation with it
  (`accounts.service.confirmed_standing`), as `/v1/balance` does.
Only a refusal (400, 429) to a key revoked by another process less than `revalidate_after`
ago can name the refusal instead of 401. Unknown and revoked keys are never cached, so a new
key works on its first request.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from functools import partial

from vendorstack.accounts import keys
from vendorstack.accounts.service import Caller, caller_by_hash
from vendorstack.errors import Unauthorized
from vendorstack.lru import ConfirmedLRU
from vendorstack.storage.database import Database

REVALIDATE_AFTER_SECONDS = 0.1


class CallerCache:
    """Least-recently-used callers by key hash, each re-read after `revalidate_after`."""

    def __init__(
        self,
        database: Database,
        *,
        size: int = 10_000,
        revalidate_after: float = REVALIDATE_AFTER_SECONDS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._database = database
        self._revalidate_after = revalidate_after
        self._clock = clock
        self._entries: ConfirmedLRU[str, Caller] = ConfirmedLRU(size)
        self._reading: dict[str, asyncio.Future[Caller]] = {}

    def trusted(self, api_key: str | None) -> Caller | None:
        """The caller holding `api_key` if it was confirmed within the window, else None.

        The usual case, answered without a coroutine: `authenticate` is the full check.
        """
        key_hash = keys.lookup_hash(api_key) if api_key else None
        entry = self._entries.get(key_hash) if key_hash is not None else None
        if entry is not None and self._clock() - entry.checked_at < self._revalidate_after:
            return entry.value
        return None

    async def authenticate(self, api_key: str | None) -> Caller:
        """The caller holding `api_key`; Unauthorized if missing, malformed, unknown or revoked."""
        key_hash = keys.lookup_hash(api_key) if api_key else None
        if key_hash is None:
            raise Unauthorized()
        now = self._clock()
        entry = self._entries.get(key_hash)
        if entry is not None and now - entry.checked_at < self._revalidate_after:
            return entry.value
        reading = self._reading.get(key_hash)
        if reading is None:  # one read per key at a time; the callers meanwhile share it
            reading = asyncio.ensure_future(self._read(key_hash, now))
            self._reading[key_hash] = reading
            reading.add_done_callback(lambda _: self._reading.pop(key_hash, None))
        return await asyncio.shield(reading)

    async def _read(self, key_hash: str, now: float) -> Caller:
        try:
            caller = await self._database.read(partial(caller_by_hash, key_hash=key_hash))
        except Unauthorized:
            self._entries.pop(key_hash)
            raise
        self._entries.put(key_hash, caller, now)
        return caller

    def touched(self, caller: Caller, moment: datetime) -> None:
        """Remember that `last_used_at` was just written, so the next call does not write it."""
        entry = self._entries.get(caller.key_hash)
        if entry is not None:
            entry.value = replace(entry.value, last_used_at=moment)
