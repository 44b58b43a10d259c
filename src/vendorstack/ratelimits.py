"""Request-rate limits on top of the `limits` library: memory storage, or Redis when configured.

With Redis (`VENDORSTACK_REDIS_URL`) the counters are shared by every API process, reached on
`redis.asyncio` so no request blocks the event loop, and taken in allotments (`SharedCounters`)
so a busy key does not cost a round trip per request. When
Redis cannot be reached, each limit follows its own policy (docs/api.md, "Limits"):
- the per-minute request limits fall back to this process's own memory counters, so requests
  are still served and still limited (per process) while Redis is down;
- key creation, which gives away free credits, is refused with a 503 `service_unavailable`
  and `Retry-After` rather than counted per process, where a restart would reset it.
A circuit breaker keeps a dead Redis from costing every request a connection attempt: after a
failure, Redis is not tried again for `REDIS_RETRY_SECONDS`, then one request probes it, and
the first success closes the breaker.
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Callable

from limits import RateLimitItem, parse
from limits.storage import MemoryStorage
from limits.strategies import FixedWindowRateLimiter
from redis.asyncio import ConnectionPool, Redis
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import RedisError

from vendorstack.errors import KeyCreationLimited, RateLimited, ServiceUnavailable

REDIS_RETRY_SECONDS = 2.0
# Redis answers in well under a millisecond; one that does not answer within this is down.
REDIS_TIMEOUT_SECONDS = 0.5
log = logging.getLogger("vendorstack.limits")

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


class Breaker:
    """Open for `cooldown` seconds after a failure; then one caller at a time may probe."""

    def __init__(self, cooldown: float, clock: Callable[[], float]) -> None:
        self._cooldown = cooldown
        self._clock = clock
        self._open = False
        self._retry_at = 0.0

    def allows(self) -> bool:
        """True when the caller may use Redis (closed, or it is this caller's turn to probe)."""
        if not self._open:
            return True
        now = self._clock()
        if now < self._retry_at:
            return False
        self._retry_at = now + self._cooldown  # the others keep to the fallback meanwhile
        return True

    def failed(self) -> None:
        if not self._open:
            log.warning("Redis unreachable: limits fall back to their Redis-down policy")
        self._open = True
        self._retry_at = self._clock() + self._cooldown

    def succeeded(self) -> None:
        if self._open:
            log.warning("Redis reachable again: limits are shared again")
        self._open = False

    def retry_after(self) -> int:
        return max(1, math.ceil(self._retry_at - self._clock()))


# A process takes its request tokens from Redis in allotments, so a busy key's requests cost a
# round trip each `MAX_ALLOTMENT`, not each one. In one script: never more than the window's
# limit is handed out, and never more than 1/`ALLOTMENT_SHARE` of what is left in one take (so
# the last tokens of a window go one at a time); the reply carries the window's remaining
# time, which bounds the allotment's use and answers a refusal's Retry-After.
MAX_ALLOTMENT = 64
ALLOTMENT_SHARE = 16
TAKE_TOKENS = """
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local left = tonumber(ARGV[2]) - used
local grant = 0
if left > 0 then
  grant = math.min(tonumber(ARGV[1]), math.max(1, math.floor(left / tonumber(ARGV[4]))))
  redis.call('INCRBY', KEYS[1], grant)
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  ttl = tonumber(ARGV[3])
end
return {grant, ttl}
"""


class Allotment:
    """Tokens this process took for one counter's window, usable until the window ends."""

    __slots__ = ("ends", "refused", "size", "tokens")

    def __init__(self) -> None:
        self.tokens = 0
        self.ends = 0.0  # time.monotonic() at which the window ends (its tokens with it)
        self.size = 1  # tokens asked at the next take: doubles while the key stays busy
        self.refused = False  # Redis had none left for this window


class SharedCounters:
    """Fixed-window counters in Redis, shared by every process, behind the breaker.

    A request is admitted from this process's allotment of the window's tokens when it holds
    one, else after taking more from Redis (`TAKE_TOKENS`, one round trip). Every token is
    counted in Redis when taken, so the processes together never admit more than the limit in
    a window; the cost is the other way: a process may refuse while others hold tokens they
    have not used yet, at most 1/`ALLOTMENT_SHARE` of what was left at each of their takes,
    one token each once fewer than 2 x `ALLOTMENT_SHARE` are left (docs/api.md, "Limits").
    A key seen once takes one token at a time; its allotment doubles with each take in a
    window, up to `MAX_ALLOTMENT`.
    """

    def __init__(self, redis_url: str, breaker: Breaker) -> None:
        self._pool = ConnectionPool.from_url(
            redis_url,
            socket_connect_timeout=REDIS_TIMEOUT_SECONDS,
            socket_timeout=REDIS_TIMEOUT_SECONDS,
            # A pooled connection that a Redis restart closed is retried once, on a new one.
            retry=Retry(NoBackoff(), 1),
            retry_on_error=[RedisConnectionError],
        )
        self._take_tokens = Redis(connection_pool=self._pool).register_script(TAKE_TOKENS)
        self._allotments: dict[str, Allotment] = {}
        self._next_sweep = time.monotonic() + SWEEP_SECONDS
        self.breaker = breaker

    async def hit(self, item: RateLimitItem, scope: str, identity: str) -> bool | None:
        """Whether the hit fits the limit; None when Redis is down (breaker open or failing)."""
        key = _counter_key(item, scope, identity)
        allotment = self._allotments.get(key)
        now = time.monotonic()
        if allotment is not None and now < allotment.ends:
            if allotment.tokens:
                allotment.tokens -= 1
                return True
            if allotment.refused:  # the window is full until it ends, whoever holds the rest
                return False
        if not self.breaker.allows():
            return None
        if allotment is None or now >= allotment.ends:  # a new window: start small again
            if now >= self._next_sweep:
                self._sweep(now)
            allotment = self._allotments[key] = Allotment()
        try:
            tokens, remaining_ms = await self._take(key, item, allotment.size)
        except (RedisError, OSError):
            self.breaker.failed()
            return None
        self.breaker.succeeded()
        # From before the ask, so never past the end Redis counts to.
        allotment.ends = max(allotment.ends, now + remaining_ms / 1000)
        if tokens == 0:
            allotment.refused = True
            return False
        allotment.tokens += tokens - 1
        allotment.size = min(MAX_ALLOTMENT, allotment.size * 2)
        return True

    async def _take(self, key: str, item: RateLimitItem, wanted: int) -> tuple[int, int]:
        """Up to `wanted` tokens of the window (as Redis grants them) and the window's
        remaining milliseconds: one round trip."""
        expiry_ms = int(item.get_expiry() * 1000)
        args = [wanted, item.amount, expiry_ms, ALLOTMENT_SHARE]
        tokens, remaining_ms = await self._take_tokens(keys=[key], args=args)
        return int(tokens), int(remaining_ms)

    async def retry_after(self, item: RateLimitItem, scope: str, identity: str) -> int:
        """Seconds until the window that refused ends (known from the refusing take)."""
        allotment = self._allotments.get(_counter_key(item, scope, identity))
        if allotment is None:
            return math.ceil(item.get_expiry())
        return max(1, math.ceil(allotment.ends - time.monotonic()))

    def _sweep(self, now: float) -> None:
        """Forget the allotments of windows that ended (identities that never return)."""
        for key in [key for key, held in self._allotments.items() if held.ends <= now]:
            del self._allotments[key]
        self._next_sweep = now + SWEEP_SECONDS

    async def close(self) -> None:
        await self._pool.aclose()


def _counter_key(item: RateLimitItem, scope: str, identity: str) -> str:
    window = f"{item.amount}/{item.multiples}{item.GRANULARITY.name}"
    return f"vendorstack:limit:{scope}:{window}:{identity}"


class RateLimits:
    """The per-key request limit and the per-address key-creation limit."""

    def __init__(
        self,
        *,
        per_key: str,
        key_creation: str,
        redis_url: str | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._local = FixedWindowRateLimiter(SweepingMemoryStorage())
        breaker = Breaker(REDIS_RETRY_SECONDS, clock)
        self._shared = SharedCounters(redis_url, breaker) if redis_url else None
        self._per_key: RateLimitItem = parse(per_key)
        self._key_creation: RateLimitItem = parse(key_creation)

    async def hit_request(self, identity: str) -> None:
        """Count one request by `identity` (a key hash or, unauthenticated, an address).

        Without Redis, or while it is down, the count is this process's own.
        """
        item = self._per_key
        if self._shared is not None:
            allowed = await self._shared.hit(item, "request", identity)
            if allowed is not None:
                if not allowed:
                    retry_after = await self._shared.retry_after(item, "request", identity)
                    raise RateLimited(retry_after=retry_after)
                return
        self._hit_local(item, "request", identity)

    async def hit_key_creation(self, address: str) -> None:
        """Count one key created from `address`; 503 while shared counters cannot be reached."""
        item = self._key_creation
        if self._shared is None:
            self._hit_local(item, "keys", address)
            return
        allowed = await self._shared.hit(item, "keys", address)
        if allowed is None:
            raise ServiceUnavailable(
                "Key creation is paused for a moment; nothing was created. Retry shortly.",
                retry_after=self._shared.breaker.retry_after(),
            )
        if not allowed:
            retry_after = await self._shared.retry_after(item, "keys", address)
            raise key_creation_limited(item, retry_after)

    def _hit_local(self, item: RateLimitItem, scope: str, identity: str) -> None:
        if not self._local.hit(item, scope, identity):
            reset_at = self._local.get_window_stats(item, scope, identity).reset_time
            retry_after = max(1, math.ceil(reset_at - time.time()))
            if scope == "keys":
                raise key_creation_limited(item, retry_after)
            raise RateLimited(retry_after=retry_after)

    async def close(self) -> None:
        if self._shared is not None:
            await self._shared.close()


def key_creation_limited(item: RateLimitItem, retry_after: int) -> KeyCreationLimited:
    """The 429 for key creation, in the words of its own window (`10/day` says "today")."""
    unit = item.GRANULARITY.name
    window = f"this {unit}" if item.multiples == 1 else f"in the last {item.multiples} {unit}s"
    if unit == "day" and item.multiples == 1:
        return KeyCreationLimited(retry_after=retry_after)  # its message says "today"
    return KeyCreationLimited(
        f"Too many API keys were created from your network {window}. Keep using the key "
        "you have, or retry after the number of seconds in Retry-After.",
        retry_after=retry_after,
    )
