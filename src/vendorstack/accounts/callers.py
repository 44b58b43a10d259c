"""Per-process cache of authenticated callers, trusted for a tenth of a second, or until
PostgreSQL says a key changed.

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

On PostgreSQL a busy key is not re-read ten times a second (with 64 busy keys, 640 reads a
second per process, nearly one per metered request: docs/benchmarks.md, "Credit leases").
A trigger notifies `CALLER_CHANNEL` when an account's key is revoked, rotated or deleted
(migration `20261128_0022_caller_changed`), and an entry stays trusted while the process's
`Listener` has heard of no change since the entry was read and has made a round trip sent
within `revalidate_after`: every notification committed before that round trip has then
arrived, so a revocation is still noticed within `revalidate_after` of its commit. A
notification (any key: they are rare) or a new subscription ends the trust of every entry;
while the listener is not connected, or has not made a round trip that recently, entries are
re-read as before, so a listener restart never widens the window.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from functools import partial
from typing import NamedTuple

from vendorstack.accounts import keys
from vendorstack.accounts.service import Caller, caller_by_hash
from vendorstack.errors import Unauthorized
from vendorstack.lru import Confirmed, ConfirmedLRU
from vendorstack.storage.database import Database
from vendorstack.storage.engine import libpq_url
from vendorstack.storage.listen import Listener

REVALIDATE_AFTER_SECONDS = 0.1
# The channel of migration 20261128_0022_caller_changed's trigger (it writes the name out).
CALLER_CHANNEL = "vendorstack_callers"
# How often the listener makes its round trip: well within the window, so a live listener's
# last one is always recent enough.
HEARD_EVERY_SECONDS = REVALIDATE_AFTER_SECONDS / 4
# Its own name in pg_stat_activity, apart from the scan waits' listener.
LISTENER_NAME = "vendorstack-callers"


class _Known(NamedTuple):
    """A caller as read, and the listener's generation when the read began."""

    caller: Caller
    generation: int


class CallerCache:
    """Least-recently-used callers by key, each re-read after `revalidate_after`.

    Entries are found by the key itself, not its hash: a trusted caller is then answered
    without hashing or checking the key's form (`accounts.keys`, a module and ~40 bytecodes
    of every metered request, docs/architecture.md). Only keys that a read confirmed are
    held, as `keys.lookup_hash`'s own cache already held them; malformed text never is.
    """

    def __init__(
        self,
        database: Database,
        *,
        size: int = 10_000,
        revalidate_after: float = REVALIDATE_AFTER_SECONDS,
        clock: Callable[[], float] = time.monotonic,
        listener: Listener | None = None,
    ) -> None:
        self._database = database
        self._revalidate_after = revalidate_after
        self._clock = clock
        self._listener = listener  # None: every entry is re-read after `revalidate_after`
        self._entries: ConfirmedLRU[str, _Known] = ConfirmedLRU(size)
        self._reading: dict[str, asyncio.Future[Caller]] = {}

    def _trusted(self, entry: Confirmed[_Known], now: float) -> bool:
        if now - entry.checked_at < self._revalidate_after:
            return True
        listener = self._listener
        return (
            listener is not None
            and entry.value.generation == listener.generation
            and now - listener.heard_at < self._revalidate_after
        )

    def trusted(self, api_key: str | None) -> Caller | None:
        """The caller holding `api_key` if it was confirmed within the window, else None.

        The usual case, answered without a coroutine: `authenticate` is the full check.
        """
        entry = self._entries.get(api_key) if api_key else None
        if entry is not None and self._trusted(entry, self._clock()):
            return entry.value.caller
        return None

    async def authenticate(self, api_key: str | None) -> Caller:
        """The caller holding `api_key`; Unauthorized if missing, malformed, unknown or revoked."""
        key_hash = keys.lookup_hash(api_key) if api_key else None
        if api_key is None or key_hash is None:
            raise Unauthorized()
        now = self._clock()
        entry = self._entries.get(api_key)
        if entry is not None and self._trusted(entry, now):
            return entry.value.caller
        reading = self._reading.get(api_key)
        if reading is None:  # one read per key at a time; the callers meanwhile share it
            reading = asyncio.ensure_future(self._read(api_key, key_hash, now))
            self._reading[api_key] = reading
            reading.add_done_callback(lambda _: self._reading.pop(api_key, None))
        return await asyncio.shield(reading)

    async def _read(self, api_key: str, key_hash: str, now: float) -> Caller:
        generation = 0
        if self._listener is not None:
            self._listener.start()  # on the running loop, once
            generation = self._listener.generation  # before the read: a change during it counts
        try:
            caller = await self._database.read(partial(caller_by_hash, key_hash=key_hash))
        except Unauthorized:
            self._entries.pop(api_key)
            raise
        self._entries.put(api_key, _Known(caller, generation), now)
        return caller

    def touched(self, api_key: str, moment: datetime) -> None:
        """Remember that `last_used_at` was just written, so the next call does not write it."""
        entry = self._entries.get(api_key)
        if entry is not None:
            known = entry.value
            entry.value = known._replace(caller=replace(known.caller, last_used_at=moment))

    async def close(self) -> None:
        if self._listener is not None:
            await self._listener.close()


def caller_cache(database: Database, database_url: str) -> CallerCache:
    """The process's cache: told of key changes by PostgreSQL; re-read every
    `REVALIDATE_AFTER_SECONDS` on SQLite (one process, reads in place)."""
    if database.is_sqlite:
        return CallerCache(database)
    listener = Listener(
        libpq_url(database_url),
        CALLER_CHANNEL,
        keepalive=HEARD_EVERY_SECONDS,
        application_name=LISTENER_NAME,
    )
    return CallerCache(database, listener=listener)
