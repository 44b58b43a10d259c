"""A bounded least-recently-used map whose entries remember when they were last confirmed.

The per-process caches (`index.cache.RecordCache`, `accounts.callers.CallerCache`) trust an
entry for a short window after it was last checked against the database; this holds the
entries, their check times and the size bound, and leaves what "checked" means to them.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


@dataclass(slots=True)
class Confirmed(Generic[V]):
    """A cached value and the clock reading when the database last confirmed it."""

    value: V
    checked_at: float


class ConfirmedLRU(Generic[K, V]):
    """At most `size` entries; the least recently used one goes first."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._entries: OrderedDict[K, Confirmed[V]] = OrderedDict()

    def get(self, key: K) -> Confirmed[V] | None:
        """The entry for `key`, now the most recently used, or None."""
        entry = self._entries.get(key)
        if entry is not None:
            self._entries.move_to_end(key)
        return entry

    def put(self, key: K, value: V, checked_at: float) -> None:
        self._entries[key] = Confirmed(value, checked_at)
        self._entries.move_to_end(key)
        if len(self._entries) > self._size:
            self._entries.popitem(last=False)

    def pop(self, key: K) -> None:
        self._entries.pop(key, None)
