"""One way to reach the database: SQLAlchemy Core operations on pooled connections.

An operation is a plain function of a `Connection` (`Callable[[Connection], T]`), written once
and run on either backend:
- SQLite (embedded): reads run where they are awaited (a local file read that a writer never
  blocks, in WAL mode); writes go through the group-commit writer thread, which commits many
  requests per transaction (docs/benchmarks.md).
- PostgreSQL: reads on the asyncio engine on psycopg 3 (`AsyncConnection.run_sync` runs the
  same operation with its statements awaited underneath), so no request blocks the event
  loop; writes through the same group-commit writer thread, which measurably pays there too
  (a metered check at 11x the throughput of a transaction per request on the asyncio
  engine, docs/benchmarks.md), or, with `group_commit=False`, each in its own transaction on
  the asyncio engine.
A database that cannot be reached (refused, restarting, pool exhausted) is a
`ServiceUnavailable` (503 with Retry-After) for that request, never a 500; pooled connections
are checked before use, so the next request after a restart gets a fresh one. On PostgreSQL a
request's transactions are watched (storage/watchdog.py): one waiting on a lock another client
holds, or on a server that stopped answering, is ended within about 2 s, a 503 as well.
"""

from __future__ import annotations

import asyncio
import logging
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from sqlalchemy import Connection, Engine
from sqlalchemy.exc import DBAPIError
from sqlalchemy.exc import TimeoutError as PoolTimeout
from sqlalchemy.ext.asyncio import AsyncEngine

from vendorstack.storage.engine import is_sqlite_url, libpq_url, make_async_engine, make_engine
from vendorstack.storage.watchdog import Watch, Watchdog
from vendorstack.storage.writer import GroupCommitWriter, Instead, lock_claimed, unavailable

T = TypeVar("T")
Operation = Callable[[Connection], T]
# A write may answer `Instead(op)`: its caller gets `op`'s outcome (storage/writer.py).
Write = Callable[[Connection], T | Instead]
log = logging.getLogger("vendorstack.storage")


class Database(ABC):
    """Where every read and write of the service goes."""

    engine: Engine  # blocking: admin commands, start-up work and tests, never a request

    @abstractmethod
    async def read(self, query: Operation[T]) -> T:
        """`query`'s result, on a pooled connection outside any write transaction."""

    @abstractmethod
    def write(self, operation: Write[T]) -> Awaitable[T]:
        """`operation`'s result once its transaction has committed."""

    def write_alone(self, operation: Write[T]) -> Awaitable[T]:
        """`operation` in a transaction of its own, outside the writer's batches, the rows it
        declares (`storage.writer.Claim`) locked first as a batch locks them: for work that
        should not wait in a batch's queue nor make one wait (SQLite's one writer has no
        cycles: there it is `write`)."""
        return self.write(operation)

    @abstractmethod
    def submit(self, operation: Operation[Any]) -> None:
        """Write without waiting (bookkeeping such as `last_used_at`); failures are logged."""

    @property
    def is_sqlite(self) -> bool:
        return self.engine.dialect.name == "sqlite"

    async def close(self) -> None:
        self.engine.dispose()


def open_database(database_url: str, *, group_commit: bool = True) -> Database:
    """The backend for `database_url`; SQLite always commits in groups."""
    if is_sqlite_url(database_url):
        return EmbeddedDatabase(make_engine(database_url))
    return ServerDatabase(database_url, group_commit=group_commit)


class EmbeddedDatabase(Database):
    """SQLite: reads in place, writes batched by one writer thread."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._writer = GroupCommitWriter(engine)
        self._writer.start()

    async def read(self, query: Operation[T]) -> T:
        with _unreachable_is_503(), self.engine.connect() as connection:
            return query(connection)

    def write(self, operation: Write[T]) -> Awaitable[T]:
        return self._writer.run(operation)

    def submit(self, operation: Operation[Any]) -> None:
        self._writer.submit(operation)

    async def close(self) -> None:
        self._writer.stop()
        self.engine.dispose()


class ServerDatabase(Database):
    """PostgreSQL: reads on the asyncio engine; writes in groups or a transaction each."""

    def __init__(self, database_url: str, *, group_commit: bool = True) -> None:
        self.engine = make_engine(database_url)
        self.async_engine: AsyncEngine = make_async_engine(database_url)
        self.watchdog = Watchdog(libpq_url(database_url))
        self.watchdog.guard(self.engine)
        self.watchdog.guard(self.async_engine.sync_engine)
        self._writer = GroupCommitWriter(self.engine, self.watchdog) if group_commit else None
        if self._writer is not None:
            self._writer.start()
        self._background: set[asyncio.Task[Any]] = set()

    async def read(self, query: Operation[T]) -> T:
        with _unreachable_is_503(), self.watchdog.watching() as watch:
            async with self.async_engine.connect() as connection:
                return await connection.run_sync(_attached(watch, query))

    def write(self, operation: Write[T]) -> Awaitable[T]:
        if self._writer is not None:
            return self._writer.run(operation)
        return self._transaction(operation)

    def write_alone(self, operation: Write[T]) -> Awaitable[T]:
        return self._transaction(operation)

    async def _transaction(self, operation: Write[T]) -> T:
        with _unreachable_is_503(), self.watchdog.watching() as watch:
            async with self.async_engine.begin() as connection:
                outcome = await connection.run_sync(_attached(watch, _claimed_first(operation)))
        if isinstance(outcome, Instead):
            return await self._transaction(outcome.op)
        return outcome

    def submit(self, operation: Operation[Any]) -> None:
        if self._writer is not None:
            self._writer.submit(operation)
            return
        task = asyncio.get_running_loop().create_task(self._transaction(operation))
        self._background.add(task)
        task.add_done_callback(_log_failure)
        task.add_done_callback(self._background.discard)

    async def close(self) -> None:
        if self._background:
            await asyncio.wait(list(self._background))
        if self._writer is not None:
            self._writer.stop()
        self.watchdog.close()
        await self.async_engine.dispose()
        self.engine.dispose()


@contextmanager
def _unreachable_is_503() -> Iterator[None]:
    """A database that cannot be reached becomes `ServiceUnavailable`; other errors pass."""
    try:
        yield
    except (DBAPIError, PoolTimeout) as error:
        raise unavailable(error) or error from None


def _attached(watch: Watch, operation: Operation[T]) -> Operation[T]:
    """`operation`, telling `watch` which connection it runs on first."""

    def attached(connection: Connection) -> T:
        watch.attach(connection)
        return operation(connection)

    return attached


def _claimed_first(operation: Operation[T]) -> Operation[T]:
    """`operation`, the rows it declares locked first, in the order every batch locks them."""

    def claimed_first(connection: Connection) -> T:
        lock_claimed(connection, [operation])
        return operation(connection)

    return claimed_first


def _log_failure(task: asyncio.Task[Any]) -> None:
    if task.cancelled():
        return
    error = task.exception()
    if error is not None:
        log.warning("a background write failed: %s", error)


__all__ = [
    "Database",
    "EmbeddedDatabase",
    "Operation",
    "ServerDatabase",
    "open_database",
]
