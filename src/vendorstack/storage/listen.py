"""One PostgreSQL LISTEN connection per process, waking the tasks that wait on a key.

A writer runs `SELECT pg_notify(channel, key)` in the transaction that makes the event true
(PostgreSQL delivers it at commit). Waiters register a key with `watch` and are woken when
that key is notified, and every waiter is woken when the connection is (re)subscribed, since
notifications sent while it was down are lost: a waiter re-checks the database after each
wake-up, so a missed notification costs one read, never a hang.

A cache that trusts what it read until told otherwise follows `generation` (counted up by
every notification and every (re)subscription) and `heard_at`: a notification committed
before a round trip on the connection was sent arrives before that round trip's reply
(PostgreSQL delivers it while the session is idle, ahead of the next query), so with no new
generation since a read and a round trip sent at `heard_at`, nothing notified before
`heard_at` changed what was read. `keepalive` is how often that round trip is made.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Iterator
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

    def __init__(
        self,
        conninfo: str,
        channel: str,
        *,
        keepalive: float = KEEPALIVE_SECONDS,
        clock: Callable[[], float] = time.monotonic,
        application_name: str = APPLICATION_NAME,
    ) -> None:
        self._conninfo = conninfo
        self._application_name = application_name
        self._channel = channel
        self._keepalive = keepalive
        self._clock = clock
        self._round_trip = asyncio.Event()
        self._trips_sent = 0
        self._trips_heard = 0
        self._waiters: dict[str, set[asyncio.Event]] = {}
        self._subscribed = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self.subscriptions = 0  # how many times LISTEN was (re)issued: tests and logs
        self.generation = 0  # counts notifications and subscriptions
        # When the last round trip answered was sent (by `clock`); -inf while none was.
        self.heard_at = float("-inf")

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run())

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with suppress(asyncio.CancelledError):
                await self._task
            self._task = None
            self.heard_at = float("-inf")

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

    async def round_trip(self) -> None:
        """Return once a round trip sent after this call has been answered (`heard_at`)."""
        target = self._trips_sent + 1
        while self._trips_heard < target:
            await self._round_trip.wait()

    async def _run(self) -> None:
        while True:
            try:
                await self._listen()
            except (psycopg.Error, OSError) as error:
                log.warning("LISTEN %s lost (%s); reconnecting", self._channel, error)
            self._subscribed.clear()
            self.heard_at = float("-inf")  # nothing is known to have been delivered since
            await asyncio.sleep(RECONNECT_SECONDS)  # a server that is down is not hammered

    async def _listen(self) -> None:
        connection = await psycopg.AsyncConnection.connect(
            self._conninfo, autocommit=True, application_name=self._application_name
        )
        async with connection:
            await connection.execute(sql.SQL("LISTEN {}").format(sql.Identifier(self._channel)))
            self.subscriptions += 1
            self.generation += 1  # whatever was notified before this LISTEN was missed
            self._subscribed.set()
            self._wake_all()
            while True:
                sent = self._clock()
                self._trips_sent += 1
                trip = self._trips_sent
                await connection.execute("SELECT 1")
                # Notifications that came with the round trip's reply are yielded first.
                async for note in connection.notifies(timeout=self._keepalive):
                    self._wake(note.payload)
                self.heard_at, self._trips_heard = sent, trip
                self._round_trip.set()
                self._round_trip = asyncio.Event()

    def _wake(self, key: str) -> None:
        self.generation += 1
        for event in self._waiters.get(key, ()):
            event.set()

    def _wake_all(self) -> None:
        for waiters in self._waiters.values():
            for event in waiters:
                event.set()
