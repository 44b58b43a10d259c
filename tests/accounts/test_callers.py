"""The per-process caller cache: who a key belongs to, re-read after a short window."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy import Engine

from vendorstack.accounts import keys
from vendorstack.accounts.callers import CALLER_CHANNEL, CallerCache
from vendorstack.accounts.service import new_account, revoke
from vendorstack.errors import Unauthorized
from vendorstack.storage.database import Database, open_database
from vendorstack.storage.engine import libpq_url
from vendorstack.storage.listen import Listener

pytestmark = pytest.mark.anyio
NOW = datetime(2026, 11, 24, 12, 0, tzinfo=UTC)


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
async def database(database_url: str) -> AsyncIterator[Database]:
    opened = open_database(database_url)
    yield opened
    await opened.close()


def stored_key(engine: Engine, email: str = "a@example.com") -> str:
    key, store = new_account(email, source_ip=None, request_id="seed", now=NOW)
    with engine.begin() as connection:
        store(connection)
    return key.api_key


def revoke_elsewhere(engine: Engine, key: str) -> None:
    with engine.begin() as connection:
        assert revoke(connection, key, now=NOW)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def cache(database: Database, clock: Clock) -> CallerCache:
    return CallerCache(database, revalidate_after=0.1, clock=clock)


async def test_a_cached_caller_is_trusted_until_the_window_ends(
    engine: Engine, cache: CallerCache, clock: Clock
) -> None:
    key = stored_key(engine)
    assert cache.trusted(key) is None  # never read yet
    caller = await cache.authenticate(key)
    assert caller.key_hash == keys.hash_key(key)

    revoke_elsewhere(engine, key)
    clock.now += 0.05
    assert await cache.authenticate(key) == caller  # within the window: no read
    assert cache.trusted(key) == caller

    clock.now += 0.06
    assert cache.trusted(key) is None
    with pytest.raises(Unauthorized):
        await cache.authenticate(key)
    clock.now -= 0.1  # back inside the first window: the refusal dropped the cached caller
    assert cache.trusted(key) is None
    with pytest.raises(Unauthorized):
        await cache.authenticate(key)


async def test_unknown_malformed_and_missing_keys_are_refused(database: Database) -> None:
    cache = CallerCache(database, clock=Clock())
    for bad in (None, "", "hello", keys.generate_key()):
        assert cache.trusted(bad) is None
        with pytest.raises(Unauthorized):
            await cache.authenticate(bad)


async def test_the_cache_keeps_at_most_size_callers_dropping_the_least_recent(
    engine: Engine, database: Database
) -> None:
    clock = Clock()
    cache = CallerCache(database, size=2, clock=clock)
    first, second, third = (stored_key(engine, f"{n}@example.com") for n in range(3))
    await cache.authenticate(first)
    await cache.authenticate(second)
    await cache.authenticate(first)  # most recent now; `second` is the oldest
    await cache.authenticate(third)
    for key in (first, second, third):
        revoke_elsewhere(engine, key)

    await cache.authenticate(first)  # still cached
    await cache.authenticate(third)
    with pytest.raises(Unauthorized):
        await cache.authenticate(second)  # evicted, so read again


async def test_touched_remembers_last_used_at_until_the_next_read(
    engine: Engine, cache: CallerCache, clock: Clock
) -> None:
    key = stored_key(engine)
    caller = await cache.authenticate(key)
    assert caller.last_used_at is None

    cache.touched(key, NOW)

    assert (await cache.authenticate(key)).last_used_at == NOW
    clock.now += 0.2
    assert (await cache.authenticate(key)).last_used_at is None  # the database never saw it


class CountingReads:
    """The test's database, counting the reads made through it."""

    def __init__(self, database: Database) -> None:
        self.database = database
        self.reads = 0

    async def read(self, query: Any) -> Any:
        self.reads += 1
        return await self.database.read(query)


async def test_callers_arriving_during_a_re_read_share_it(
    engine: Engine, database: Database, clock: Clock
) -> None:
    """Under load on PostgreSQL, every request arriving during the re-read's round trip made
    its own read; now one read answers them all, and a refusal reaches every one."""
    counting = CountingReads(database)
    cache = CallerCache(counting, revalidate_after=0.1, clock=clock)  # type: ignore[arg-type]
    key = stored_key(engine)

    callers = await asyncio.gather(*(cache.authenticate(key) for _ in range(20)))

    assert counting.reads == 1
    assert {caller.key_hash for caller in callers} == {keys.hash_key(key)}
    revoke_elsewhere(engine, key)
    clock.now += 0.2
    refusals = await asyncio.gather(
        *(cache.authenticate(key) for _ in range(20)), return_exceptions=True
    )
    assert counting.reads == 2
    assert all(isinstance(refusal, Unauthorized) for refusal in refusals)


@pytest.fixture
async def told(
    database: Database, database_url: str, clock: Clock
) -> AsyncIterator[tuple[CallerCache, CountingReads, Listener]]:
    """A cache told of key changes by a listener on the caller channel (PostgreSQL)."""
    if database.is_sqlite:
        pytest.skip("SQLite re-reads: one process, reads in place")
    counting = CountingReads(database)
    listener = Listener(libpq_url(database_url), CALLER_CHANNEL, keepalive=0.01, clock=clock)
    cache = CallerCache(
        counting,  # type: ignore[arg-type]
        revalidate_after=0.1,
        clock=clock,
        listener=listener,
    )
    yield cache, counting, listener
    await cache.close()


async def test_a_told_cache_trusts_a_caller_past_the_window_until_its_key_is_revoked(
    engine: Engine, told: tuple[CallerCache, CountingReads, Listener], clock: Clock
) -> None:
    cache, counting, listener = told
    key = stored_key(engine)
    await cache.authenticate(key)  # read before the listener subscribed: the window only
    await listener.round_trip()
    clock.now += 1
    caller = await cache.authenticate(key)
    assert counting.reads == 2

    clock.now += 60
    await listener.round_trip()
    assert cache.trusted(key) == caller  # a minute on: no read, nothing changed
    assert await cache.authenticate(key) == caller
    assert counting.reads == 2

    revoke_elsewhere(engine, key)
    await listener.round_trip()  # the notification came with it
    assert cache.trusted(key) is None
    with pytest.raises(Unauthorized):
        await cache.authenticate(key)
    assert counting.reads == 3


async def test_a_told_cache_falls_back_to_the_window_when_the_listener_is_not_heard(
    engine: Engine, told: tuple[CallerCache, CountingReads, Listener], clock: Clock
) -> None:
    """A listener that stopped (or has not answered lately) widens nothing: entries are
    re-read after the window, as without one."""
    cache, counting, listener = told
    key = stored_key(engine)
    caller = await cache.authenticate(key)
    await listener.round_trip()
    await listener.close()

    clock.now += 0.05
    assert cache.trusted(key) == caller  # within the window
    clock.now += 0.06
    assert cache.trusted(key) is None
    revoke_elsewhere(engine, key)
    with pytest.raises(Unauthorized):
        await cache.authenticate(key)
    assert counting.reads == 2
