"""Per-process memory of recent reads (prospect pages, scan histories), trusted for a second.

The same window as `index.cache.RecordCache`: a read answered within the last second is
answered again without the database, so an index changed by another process is seen within
that second; this process forgets what its own scans may have changed as soon as they end
(`lookups.service.Lookups`). On a small index the read was half the cost of a prospect page
(docs/benchmarks.md, "Prospect at scale").
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable, Hashable
from typing import Generic, TypeVar

from vendorstack.lru import ConfirmedLRU

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")
TRUSTED_SECONDS = 1.0


class RecentReads(Generic[K, V]):
    """At most `size` reads, each answered again for `trusted_for` seconds."""

    def __init__(
        self,
        *,
        size: int = 10_000,
        trusted_for: float = TRUSTED_SECONDS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._size = size
        self._trusted_for = trusted_for
        self._clock = clock
        self._entries: ConfirmedLRU[K, V] = ConfirmedLRU(size)

    async def get(self, key: K, read: Callable[[], Awaitable[V]]) -> V:
        now = self._clock()
        entry = self._entries.get(key)
        if entry is not None and now - entry.checked_at < self._trusted_for:
            return entry.value
        value = await read()
        self._entries.put(key, value, now)
        return value

    def forget(self, key: K) -> None:
        self._entries.pop(key)

    def clear(self) -> None:
        self._entries = ConfirmedLRU(self._size)
