"""Request-rate limits on top of the `limits` library: memory storage, or Redis when configured."""

from __future__ import annotations

import math
import time

from limits import RateLimitItem, parse
from limits.storage import MemoryStorage, RedisStorage, Storage
from limits.strategies import FixedWindowRateLimiter, RateLimiter

from vendorstack.errors import RateLimited

SWEEP_SECONDS = 10.0


class SweepingMemoryStorage(MemoryStorage):
    """`limits`' memory storage, with expired counters swept by the caller instead of a thread.

    The stock storage drops expired counters from a `threading.Timer` that it starts again
    whenever the last one has finished, so under load it started a thread every 10 ms, and
    each one took the interpreter lock from the event loop (py-spy put thread start-up and
    the timers at ~6 % of a loaded server's samples; `/v1/pricing` fell from ~95 to ~85 µs
    per request in-process without them, docs/benchmarks.md). Here a counter is still
    dropped when read after its window ends (the stock `get`), and `incr` sweeps every
    expired counter at most once every `SWEEP_SECONDS`, so the memory held by identities that
    never return stays bounded. Only the event loop's thread counts requests.
    """

    def __init__(self, uri: str | None = None, wrap_exceptions: bool = False, **options: str):
        super().__init__(uri, wrap_exceptions=wrap_exceptions, **options)
        self._next_sweep = time.time() + SWEEP_SECONDS

    def incr(self, key: str, expiry: float, amount: int = 1) -> int:
        now = time.time()
        if now >= self._next_sweep:
            self.sweep(now)
        self.get(key)
        self.storage[key] += amount
        if self.storage[key] == amount:
            self.expirations[key] = now + expiry
        return self.storage[key]

    def sweep(self, now: float) -> None:
        """Drop every counter whose window ended before `now`."""
        for key in [key for key, ends in self.expirations.items() if ends <= now]:
            self.storage.pop(key, None)
            self.expirations.pop(key, None)
            self.locks.pop(key, None)
        self._next_sweep = now + SWEEP_SECONDS


class RateLimits:
    """The per-key request limit and the per-address key-creation limit."""

    def __init__(self, *, per_key: str, key_creation: str, redis_url: str | None = None) -> None:
        storage: Storage = RedisStorage(redis_url) if redis_url else SweepingMemoryStorage()
        self._limiter: RateLimiter = FixedWindowRateLimiter(storage)
        self._per_key: RateLimitItem = parse(per_key)
        self._key_creation: RateLimitItem = parse(key_creation)

    def hit_request(self, identity: str) -> None:
        """Count one request by `identity` (a key hash or, unauthenticated, an address)."""
        self._hit(self._per_key, "request", identity)

    def hit_key_creation(self, address: str) -> None:
        self._hit(self._key_creation, "keys", address)

    def _hit(self, item: RateLimitItem, scope: str, identity: str) -> None:
        if not self._limiter.hit(item, scope, identity):
            raise RateLimited(retry_after=self._retry_after(item, scope, identity))

    def _retry_after(self, item: RateLimitItem, scope: str, identity: str) -> int:
        reset_at = self._limiter.get_window_stats(item, scope, identity).reset_time
        return max(1, math.ceil(reset_at - time.time()))
