"""Per-process memory of recent reads (prospect pages, scan histories), trusted for a second.

The same window as `index.cache.RecordCache`: a read answered within the last second is
answered again without the database, so an index changed by another process is seen within
that second; this process forgets what its own scans may have changed as soon as they end
(`lookups.service.Lookups`). On a small index the read was half the cost of a prospect page
(docs/benchmarks.md, "Prospect at scale").
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable
from dataclasses import dataclass
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")
TRUSTED_SECONDS = 1.0


@dataclass(slots=True)
class _Read(Generic[V]):
    """A read's value and the clock reading when it was made."""

    value: V
    read_at: float


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
        # Least recently used first: a use moves an entry to the end, the first one goes.
        self._entries: OrderedDict[K, _Read[V]] = OrderedDict()

    async def get(self, key: K, read: Callable[[], Awaitable[V]]) -> V:
        now = self._clock()
        entry = self._entries.get(key)
        if entry is not None:
            self._entries.move_to_end(key)
            if now - entry.read_at < self._trusted_for:
                return entry.value
        value = await read()
        self._entries[key] = _Read(value, now)
        self._entries.move_to_end(key)
        if len(self._entries) > self._size:
            self._entries.popitem(last=False)
        return value

    def forget(self, key: K) -> None:
        self._entries.pop(key, None)

    def clear(self) -> None:
        self._entries = OrderedDict()
