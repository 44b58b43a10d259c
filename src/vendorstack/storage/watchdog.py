"""A request's wait on PostgreSQL, bounded without a `lock_timeout` (engine.py says why).

Each request-path transaction (request_scope) registers here while it runs. Once one has
waited `PG_LOOK_SECONDS`, a thread looks, in one statement on a connection of its own: a
transaction older than `PG_WAIT_BOUND_SECONDS` that waits on a lock which, down the chain of
waiters, a session not ours holds (or one of ours idle in its transaction for
`PG_IDLE_HOLDER_SECONDS`) is cancelled, so its callers hear 503 and nothing it wrote is kept.
Our processes' waits on each other go on.

If the server does not answer a look within `PG_PROBE_SECONDS`, it is stalled (a stopped
process, a path that acknowledges TCP but delivers nothing): every connection to it is shut,
which fails the statements blocked on them at once, and new connections are refused until a
probe is answered again, so a request never waits out a 2 s connect timeout behind it.
"""

from __future__ import annotations

import logging
import os
import socket
import threading
import time
import weakref
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from typing import Any

import psycopg
from sqlalchemy import Connection, Engine, event

from vendorstack.request_scope import SERVING_A_REQUEST
from vendorstack.storage.engine import (
    APPLICATION_NAME,
    CONNECT_TIMEOUT_SECONDS,
    PG_IDLE_HOLDER_SECONDS,
    PG_LOOK_SECONDS,
    PG_PROBE_SECONDS,
    PG_WAIT_BOUND_SECONDS,
)

log = logging.getLogger("vendorstack.storage")
TICK_SECONDS = 0.1
# The waiters among `pids` whose lock chain ends at a holder that is not ours, or ours but idle
# in a transaction: cancelled in the same statement that finds them, so a wait that ended in
# between is rarely hit (and if it is, that transaction rolls back: a 503, nothing kept).
CANCEL_FOREIGN_WAITS = """
WITH RECURSIVE chain (waiter, holder, depth) AS (
    SELECT w.pid, h.pid, 1
    FROM unnest(%(pids)s::int[]) AS w (pid), unnest(pg_blocking_pids(w.pid)) AS h (pid)
  UNION
    SELECT c.waiter, h.pid, c.depth + 1
    FROM chain AS c, unnest(pg_blocking_pids(c.holder)) AS h (pid)
    WHERE c.depth < 8
)
SELECT doomed.waiter, pg_cancel_backend(doomed.waiter)
FROM (
    SELECT DISTINCT c.waiter
    FROM chain AS c JOIN pg_stat_activity AS a ON a.pid = c.holder
    WHERE coalesce(a.application_name, '') NOT LIKE %(ours)s
       OR (a.state LIKE 'idle in transaction%%'
           AND a.state_change < clock_timestamp() - %(idle)s * interval '1 second')
) AS doomed
"""


class Watch:
    """One transaction: when it began, the connection it runs on, and whether a request
    waits for it (only those are bounded)."""

    __slots__ = ("bounded", "connection", "started")

    def __init__(self, bounded: bool) -> None:
        self.bounded = bounded
        self.started = time.monotonic()
        self.connection: Any = None  # a psycopg connection once checked out

    def attach(self, connection: Connection) -> None:
        self.connection = connection.connection.driver_connection


class Watchdog:
    """Bounds the waits of request-path transactions on one PostgreSQL database."""

    def __init__(self, conninfo: str) -> None:
        self._conninfo = conninfo
        self._watches: dict[int, Watch] = {}
        self._connections: weakref.WeakSet[Any] = weakref.WeakSet()
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._probe: psycopg.Connection[Any] | None = None
        self.stalled = False  # set when a look went unanswered, cleared by an answer

    def guard(self, engine: Engine) -> None:
        """Track `engine`'s connections (to shut them on a stall) and refuse new ones while
        the server is stalled."""
        event.listen(engine, "connect", self._track)
        event.listen(engine, "do_connect", self._refuse_while_stalled)

    @contextmanager
    def watching(self, bounded: bool | None = None) -> Iterator[Watch]:
        """Register a transaction while it runs; bounded (by default: if it serves a request)
        it is looked at once past the bound."""
        watch = Watch(SERVING_A_REQUEST.get() if bounded is None else bounded)
        if watch.bounded:
            self._start()
        with self._lock:
            self._watches[id(watch)] = watch
        try:
            yield watch
        finally:
            with self._lock:
                self._watches.pop(id(watch), None)

    def bound(self, watch: Watch) -> None:
        """A request now waits for `watch`'s transaction too (it queued behind it)."""
        watch.bounded = True
        self._start()

    def close(self) -> None:
        if self._thread is not None:
            self._stop.set()
            self._thread.join()
            self._thread = None
        self._close_probe()

    def _start(self) -> None:
        if self._thread is None:
            with self._lock:
                if self._thread is None:
                    self._thread = threading.Thread(
                        target=self._run, name="vendorstack-watchdog", daemon=True
                    )
                    self._thread.start()

    def _run(self) -> None:
        while not self._stop.wait(TICK_SECONDS):
            waiting, due = self._waiting()
            # The probe connects ahead of need: a connection opened only once a stall is
            # suspected would wait out the 2 s connect timeout first.
            if waiting or self.stalled or self._probe is None:
                self._look([pid for pid in due if pid is not None])

    def _waiting(self) -> tuple[bool, list[int | None]]:
        """Whether a request has waited `PG_LOOK_SECONDS` (the server is asked whether it
        still answers), and the backend pids (None: not connected yet) of those waiting past
        the bound (whose lock waits may be cancelled)."""
        now = time.monotonic()
        with self._lock:
            bounded = [w for w in self._watches.values() if w.bounded]
        waiting = any(w.started <= now - PG_LOOK_SECONDS for w in bounded)
        due = [w for w in bounded if w.started <= now - PG_WAIT_BOUND_SECONDS]
        return waiting, [_backend_pid(w.connection) for w in due]

    def _look(self, pids: list[int]) -> None:
        expired = threading.Event()
        try:
            probe = self._probe = self._probe or _connect(self._conninfo)
            timer = threading.Timer(PG_PROBE_SECONDS, _expire, (probe, expired))
            timer.start()
            try:
                cancelled = _cancel_foreign_waits(probe, pids)
            finally:
                timer.cancel()
        except psycopg.Error as error:
            self._close_probe()
            if expired.is_set() or isinstance(error, psycopg.errors.ConnectionTimeout):
                self._stall()
            else:  # refused, or shutting down: requests hear that themselves at once
                log.debug("the database watchdog could not look: %s", error)
            return
        if self.stalled:
            log.warning("the database answers again")
            self.stalled = False
        if cancelled:
            log.warning("cancelled %d request(s) waiting on a lock not ours", cancelled)

    def _stall(self) -> None:
        if not self.stalled:
            log.warning("the database does not answer: shutting its connections")
        self.stalled = True
        for connection in list(self._connections):
            _shut(connection)

    def _close_probe(self) -> None:
        if self._probe is not None:
            self._probe.close()
            self._probe = None

    def _track(self, dbapi_connection: Any, _record: object) -> None:
        self._connections.add(getattr(dbapi_connection, "driver_connection", dbapi_connection))

    def _refuse_while_stalled(self, *_args: object) -> None:
        if self.stalled:
            raise psycopg.OperationalError("the database server does not answer")


def _connect(conninfo: str) -> psycopg.Connection[Any]:
    return psycopg.connect(
        conninfo,
        autocommit=True,
        connect_timeout=CONNECT_TIMEOUT_SECONDS,
        application_name=f"{APPLICATION_NAME}-watchdog",
    )


def _cancel_foreign_waits(probe: psycopg.Connection[Any], pids: list[int]) -> int:
    if not pids:
        probe.execute("SELECT 1")
        return 0
    params = {"pids": pids, "ours": f"{APPLICATION_NAME}%", "idle": PG_IDLE_HOLDER_SECONDS}
    return len(probe.execute(CANCEL_FOREIGN_WAITS, params).fetchall())


def _backend_pid(connection: Any) -> int | None:
    if connection is None or connection.closed:
        return None
    pid: int = connection.info.backend_pid
    return pid


def _expire(probe: psycopg.Connection[Any], expired: threading.Event) -> None:
    expired.set()
    _shut(probe)


def _shut(connection: Any) -> None:
    """Shut `connection`'s socket under whoever is blocked on it (they fail at once); the
    connection is then invalid, and the pool replaces it."""
    if connection.closed:
        return
    try:
        fd = connection.pgconn.socket
    except psycopg.OperationalError:
        return
    # shutdown() acts on the socket, not on this duplicate descriptor, which close() drops.
    # (OSError: its peer closed it already, nothing left to shut.)
    with socket.socket(fileno=os.dup(fd)) as sock, suppress(OSError):
        sock.shutdown(socket.SHUT_RDWR)
