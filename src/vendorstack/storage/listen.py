"""One PostgreSQL LISTEN connection per process, waking the tasks that wait on a key.

A writer runs `SELECT pg_notify(channel, key)` in the transaction that makes the event true
(PostgreSQL delivers it at commit). Waiters register a key with `watch` and are woken when
that key is notified, and every waiter is woken when the connection is (re)subscribed, since
notifications sent while it was down are lost: a waiter re-checks the database after each
wake-up, so a missed notification costs one read, never a hang.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterator
from contextlib import contextmanager, suppress

import psycopg
from psycopg import sql

log = logging.getLogger("vendorstack.storage")

APPLICATION_NAME = "vendorstack-listen"  # how operators (and tests) find it in pg_stat_activity
RECONNECT_SECONDS = 1.0
# A connection silent this long is pinged, so a dead peer is noticed without traffic.
KEEPALIVE_SECONDS = 30.0


def notify_statement(channel: str) -> str:
    """The SQL a writer runs (bound parameter `key`) to wake the waiters of `key`."""
    return f"SELECT pg_notify('{channel}', :key)"


class Listener:
    """LISTENs on `channel` (a name of ours, never client data) from `start()` to `close()`."""

    def __init__(self, conninfo: str, channel: str) -> None:
        self._conninfo = conninfo
        self._channel = channel
        self._waiters: dict[str, set[asyncio.Event]] = {}
        self._subscribed = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self.subscriptions = 0  # how many times LISTEN was (re)issued: tests and logs

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run())

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    @contextmanager
    def watch(self, key: str) -> Iterator[asyncio.Event]:
        """An event set whenever `key` is notified or the connection is re-subscribed."""
        self.start()
        event = asyncio.Event()
        self._waiters.setdefault(key, set()).add(event)
        try:
            yield event
        finally:
            waiters = self._waiters.get(key, set())
            waiters.discard(event)
            if not waiters:
                self._waiters.pop(key, None)

    async def subscribed(self, within: float) -> bool:
        """True once LISTEN is in force; False if it is not within `within` seconds."""
        try:
            await asyncio.wait_for(self._subscribed.wait(), within)
        except TimeoutError:
            return False
        return True

    async def _run(self) -> None:
        while True:
            try:
                await self._listen()
            except (psycopg.Error, OSError) as error:
                log.warning("LISTEN %s lost (%s); reconnecting", self._channel, error)
            self._subscribed.clear()
            await asyncio.sleep(RECONNECT_SECONDS)  # a server that is down is not hammered

    async def _listen(self) -> None:
        connection = await psycopg.AsyncConnection.connect(
            self._conninfo, autocommit=True, application_name=APPLICATION_NAME
        )
        async with connection:
            await connection.execute(sql.SQL("LISTEN {}").format(sql.Identifier(self._channel)))
            self.subscriptions += 1
            self._subscribed.set()
            self._wake_all()
            while True:
                async for note in connection.notifies(timeout=KEEPALIVE_SECONDS):
                    self._wake(note.payload)
                await connection.execute("SELECT 1")

    def _wake(self, key: str) -> None:
        for event in self._waiters.get(key, ()):
            event.set()

    def _wake_all(self) -> None:
        for waiters in self._waiters.values():
            for event in waiters:
                event.set()
