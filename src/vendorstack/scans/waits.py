"""Waiting for a scan another process runs: woken by PostgreSQL NOTIFY, or polling on SQLite.

Whoever ends a scan of `domain` (a worker recording it, a process releasing its lease, a
worker recovering a dead worker's job) notifies `domain` on `SCAN_CHANNEL` in the same
transaction. A waiter re-checks the database once when it starts (after LISTEN is in force)
and once per wake-up, so a notification missed while the listening connection was down
costs a read, not a hang. SQLite has no NOTIFY: processes sharing one file poll.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from sqlalchemy import Connection, text

from vendorstack.storage.database import Operation
from vendorstack.storage.listen import Listener, notify_statement

T = TypeVar("T")
Check = Callable[[], Awaitable[T | None]]

SCAN_CHANNEL = "vendorstack_scan_ended"  # ours; the payload is a normalised domain
LEASE_POLL_SECONDS = 0.25
_NOTIFY = text(notify_statement(SCAN_CHANNEL))


class Wait(Protocol):
    async def until(self, domain: str, check: Check[T], *, within: float) -> T | None:
        """`check()`'s first non-None result, or None once `within` seconds have passed."""


class PollingWait:
    """SQLite, several processes on one file: check every `interval` seconds."""

    def __init__(self, interval: float = LEASE_POLL_SECONDS) -> None:
        self._interval = interval

    async def until(self, domain: str, check: Check[T], *, within: float) -> T | None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + within
        while (remaining := deadline - loop.time()) > 0:
            await asyncio.sleep(min(self._interval, remaining))
            result = await check()
            if result is not None:
                return result
        return None


class NotifiedWait:
    """PostgreSQL: check when subscribed, then again only when woken."""

    def __init__(self, listener: Listener) -> None:
        self._listener = listener

    async def until(self, domain: str, check: Check[T], *, within: float) -> T | None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + within
        with self._listener.watch(domain) as woken:
            while (remaining := deadline - loop.time()) > 0:
                if not await self._listener.subscribed(remaining):
                    return None
                woken.clear()  # before the check: a notification during it wakes us again
                result = await check()
                if result is not None:
                    return result
                try:
                    await asyncio.wait_for(woken.wait(), deadline - loop.time())
                except TimeoutError:
                    return None
        return None


@dataclass(frozen=True, slots=True)
class Notifying(Generic[T]):
    """Write operation: `operation`, then a NOTIFY of `domain`, delivered when it commits."""

    operation: Operation[T]
    domain: str

    def __call__(self, connection: Connection) -> T:
        result = self.operation(connection)
        notify_scan_ended(connection, self.domain)
        return result


def notify_scan_ended(connection: Connection, domain: str) -> None:
    connection.execute(_NOTIFY, {"key": domain})
