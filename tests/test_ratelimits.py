"""The `limits`-backed counters, in memory and on a real Redis shared by several processes."""

from __future__ import annotations

import math
import os
import threading
import time
import uuid
from collections.abc import AsyncIterator
from contextlib import suppress
from typing import Any

import pytest

from tests.local_servers import REDIS, reason
from tests.servers import PrivateRedis
from vendorstack.errors import RateLimited, ServiceUnavailable
from vendorstack.ratelimits import REDIS_RETRY_SECONDS, RateLimits, SweepingMemoryStorage

pytestmark = pytest.mark.anyio


@pytest.fixture
def redis_url() -> str:
    url = os.environ.get("VENDORSTACK_TEST_REDIS_URL")
    if not url:
        pytest.skip(reason(REDIS))
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


class Ticks:
    """The breaker's clock, moved by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def test_per_minute_limits_fall_back_to_this_process_while_redis_is_down(
    private_redis: PrivateRedis,
) -> None:
    limits = RateLimits(per_key="3/minute", key_creation="1/day", redis_url=private_redis.url)
    await limits.hit_request("key-a")  # counted in Redis
    private_redis.stop()

    await _exhaust(limits, "key-a", 3)  # served: this process's own counter, from zero
    with pytest.raises(RateLimited) as refused:  # and still limited
        await limits.hit_request("key-a")

    assert 0 < refused.value.retry_after <= 60
    await limits.close()


async def test_key_creation_is_refused_with_a_503_while_redis_is_down(
    private_redis: PrivateRedis,
) -> None:
    ticks = Ticks()
    limits = RateLimits(
        per_key="3/minute", key_creation="5/day", redis_url=private_redis.url, clock=ticks
    )
    await limits.hit_key_creation("198.51.100.1")
    private_redis.stop()

    for _ in range(2):  # the failing attempt, then the open breaker
        with pytest.raises(ServiceUnavailable) as refused:
            await limits.hit_key_creation("198.51.100.1")
        assert refused.value.retry_after == math.ceil(REDIS_RETRY_SECONDS)
        assert refused.value.headers() == {"Retry-After": str(refused.value.retry_after)}
    await limits.close()


async def test_a_down_redis_is_tried_once_per_breaker_window(
    private_redis: PrivateRedis, monkeypatch: pytest.MonkeyPatch
) -> None:
    ticks = Ticks()
    limits = RateLimits(
        per_key="1000/minute", key_creation="1/day", redis_url=private_redis.url, clock=ticks
    )
    attempts = count_redis_attempts(limits, monkeypatch)
    private_redis.stop()

    await _exhaust(limits, "key-a", 50)
    tried_while_open = attempts.count
    ticks.now += REDIS_RETRY_SECONDS
    await _exhaust(limits, "key-a", 50)

    assert tried_while_open == 1  # the first failure opened the breaker
    assert attempts.count == 2  # one probe once the window passed, and it failed too
    await limits.close()


async def test_limits_are_shared_again_once_redis_is_back(private_redis: PrivateRedis) -> None:
    ticks = Ticks()
    one = RateLimits(
        per_key="2/minute", key_creation="1/day", redis_url=private_redis.url, clock=ticks
    )
    other = RateLimits(per_key="2/minute", key_creation="1/day", redis_url=private_redis.url)
    private_redis.stop()
    await one.hit_request("key-a")  # fails over to this process's counter
    private_redis.start()

    ticks.now += REDIS_RETRY_SECONDS  # the breaker lets one request probe Redis
    await one.hit_request("key-a")
    await other.hit_request("key-a")  # shared: the probe's hit and this one fill the window

    with pytest.raises(RateLimited):
        await other.hit_request("key-a")
    await one.close()
    await other.close()


class Attempts:
    count = 0


def count_redis_attempts(limits: RateLimits, monkeypatch: pytest.MonkeyPatch) -> Attempts:
    """Count the calls that reach the Redis limiter (each one a network attempt)."""
    attempts = Attempts()
    shared = limits._shared
    assert shared is not None
    real_take = shared._take

    async def counted_take(*args: Any, **kwargs: Any) -> tuple[int, int]:
        attempts.count += 1
        return await real_take(*args, **kwargs)

    monkeypatch.setattr(shared, "_take", counted_take)
    return attempts


async def test_processes_take_tokens_in_allotments_and_never_admit_past_the_limit(
    redis_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A busy key costs a round trip to Redis per allotment, not per request; every token is
    counted in Redis when taken, so two processes together admit exactly the limit."""
    identity = f"key-{uuid.uuid4().hex}"
    one, another = (
        RateLimits(per_key="1000/minute", key_creation="1/day", redis_url=redis_url) for _ in "12"
    )
    takes = count_redis_attempts(one, monkeypatch)
    await _exhaust(one, identity, 500)
    # 1, 2, 4 ... 32 tokens, then at most a 16th of what is left: 16 takes, not 500.
    assert takes.count <= 20

    admitted = 500
    for process in [another, one] * 600:
        with suppress(RateLimited):
            await process.hit_request(identity)
            admitted += 1
    assert admitted == 1000  # what one process holds unused is spent, never more

    refused_takes = takes.count
    for _ in range(10):
        with pytest.raises(RateLimited) as refused:
            await one.hit_request(identity)
        assert 0 < refused.value.retry_after <= 60
    assert takes.count == refused_takes  # a full window is refused without asking again
    await one.close()
    await another.close()
