"""Request-rate limits on top of the `limits` library: memory storage, or Redis when configured."""

from __future__ import annotations

import math
import time

from limits import RateLimitItem, parse
from limits.storage import MemoryStorage, RedisStorage, Storage
from limits.strategies import FixedWindowRateLimiter, RateLimiter

from vendorstack.errors import RateLimited


class RateLimits:
    """The per-key request limit and the per-address key-creation limit."""

    def __init__(self, *, per_key: str, key_creation: str, redis_url: str | None = None) -> None:
        storage: Storage = RedisStorage(redis_url) if redis_url else MemoryStorage()
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
