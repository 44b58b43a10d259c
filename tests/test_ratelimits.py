"""The `limits`-backed counters, in memory and on a real Redis shared by several processes."""

from __future__ import annotations

import os
import threading
import time
import uuid
from collections.abc import AsyncIterator

import pytest

from vendorstack.errors import RateLimited
from vendorstack.ratelimits import RateLimits, SweepingMemoryStorage

pytestmark = pytest.mark.anyio


@pytest.fixture
def redis_url() -> str:
    url = os.environ.get("VENDORSTACK_TEST_REDIS_URL")
    if not url:
        pytest.skip("VENDORSTACK_TEST_REDIS_URL is not set")
    return url


async def _exhaust(limits: RateLimits, identity: str, allowed: int) -> None:
    for _ in range(allowed):
        await limits.hit_request(identity)


@pytest.fixture
async def shared(redis_url: str) -> AsyncIterator[tuple[RateLimits, RateLimits]]:
    """Two processes' limits on the same Redis."""
    one, another = (
        RateLimits(per_key="4/minute", key_creation="1/day", redis_url=redis_url) for _ in "12"
    )
    yield one, another
    await one.close()
    await another.close()


async def test_memory_counters_refuse_past_the_limit_with_a_retry_after() -> None:
    limits = RateLimits(per_key="3/minute", key_creation="1/day")
    await _exhaust(limits, "key-a", 3)

    with pytest.raises(RateLimited) as refused:
        await limits.hit_request("key-a")

    assert 0 < refused.value.retry_after <= 60
    await limits.hit_request("key-b")  # another identity keeps its own budget


async def test_redis_counters_are_shared_between_processes(
    shared: tuple[RateLimits, RateLimits],
) -> None:
    identity = f"key-{uuid.uuid4().hex}"  # the server is shared: never reuse a counter
    one_process, another_process = shared
    await _exhaust(one_process, identity, 2)
    await _exhaust(another_process, identity, 2)

    with pytest.raises(RateLimited) as refused:
        await one_process.hit_request(identity)
    assert 0 < refused.value.retry_after <= 60


async def test_key_creation_is_counted_on_redis_too(shared: tuple[RateLimits, RateLimits]) -> None:
    address = f"203.0.113.{uuid.uuid4().int % 250}-{uuid.uuid4().hex}"
    one_process, another_process = shared
    await one_process.hit_key_creation(address)

    with pytest.raises(RateLimited):
        await another_process.hit_key_creation(address)


async def test_memory_counters_start_afresh_when_their_window_ends(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    clock = Clock(monkeypatch)
    limits = RateLimits(per_key="2/minute", key_creation="1/day")
    await _exhaust(limits, "key-a", 2)
    with pytest.raises(RateLimited):
        await limits.hit_request("key-a")

    clock.now += 61

    await _exhaust(limits, "key-a", 2)


def test_expired_counters_of_identities_that_never_return_are_swept(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    clock = Clock(monkeypatch)
    storage = SweepingMemoryStorage()
    for n in range(100):
        storage.incr(f"addr-{n}", expiry=60)
    assert len(storage.storage) == 100

    clock.now += 61  # past the windows and the sweep interval
    storage.incr("someone-else", expiry=60)

    assert list(storage.storage) == ["someone-else"]
    assert list(storage.expirations) == ["someone-else"]


def test_hits_start_no_expiry_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    storage = SweepingMemoryStorage()
    started: list[threading.Timer] = []

    def record_start(timer: threading.Timer) -> None:
        started.append(timer)

    monkeypatch.setattr(threading.Timer, "start", record_start)
    deadline = time.monotonic() + 0.05  # long enough for the stock storage's 10 ms timers
    while time.monotonic() < deadline:
        storage.incr("addr", expiry=60)
    assert started == []


class Clock:
    """`time.time` as seen by the storage and by `limits`' own memory storage."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.now = 1_800_000_000.0
        monkeypatch.setattr(time, "time", lambda: self.now)
