"""Group commit: one thread owns the write connection and commits many requests per transaction.

Measured on this machine, a transaction per request on the event loop capped a metered route
at about half the throughput of one writer thread committing ~32 requests at a time, and it
makes `synchronous=FULL` nearly free. Batches form on the event loop: every write requested
during one loop iteration goes to the thread as one hand-off, because waking the thread per
request gave batches of ~1.4 and cost a third of the throughput (docs/benchmarks.md).
Operations are plain functions of a SQLAlchemy `Connection`; an `AppError` they raise (before
writing anything) is returned to their caller alone, while a database error rolls the batch
back and replays its operations one by one, unless the error means the database cannot be
reached or is locked: then every caller of the batch hears 503 at once, since replaying each
operation would wait out the lock once per operation (40 to 90 s seen, docs/security.md). A
connection the server dropped (a restart) is replaced and the whole batch runs again once.

On PostgreSQL a batch holding a request's operation is watched while it runs
(storage/watchdog.py): a wait on a lock another client holds, or on a server that stopped
answering, is ended within about 2 s, and the batch's callers hear 503.

The thread keeps one connection while it works and takes a fresh one from the pool when it
fails (SQLAlchemy also reconnects a connection a server restart closed on its next use); a
batch that cannot reach the database answers each caller `ServiceUnavailable`.

Operations of one kind can also be applied together: an operation of a `Coalescing`
subclass (`accounts.ledger.Charge`), which declares a `coalesce_key` and `apply_groups`, is
grouped with the batch's other operations of the same key, so forty lookups by one key cost
one balance update, and the kind's groups are handed over at once, in the order of their keys.

Rows that several processes' batches lock are declared, not taken as each operation comes: an
operation's `locks` (a `Claim`) names the rows it will lock, and the writer locks every row
its batch declares in one statement per table, in one order, before applying anything. Taken
as they came (a charge's account early, a hold's settlement's account later in the same
batch), two processes' batches locked the same rows in different orders and deadlocked:
PostgreSQL aborted one after a second's wait and the batch ran again (docs/benchmarks.md,
"Credit leases"). An operation that finds mid-batch that it needs a row nobody declared
answers `Instead(op)`: `op` runs in a transaction of its own right after the batch commits,
and its outcome is its caller's.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import threading
from collections.abc import Callable, Collection, Hashable, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field
from typing import Any, NamedTuple, TypeVar

from sqlalchemy import Connection, Engine
from sqlalchemy.exc import DBAPIError, InterfaceError, OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeout

from vendorstack.errors import AppError, ServiceUnavailable
from vendorstack.request_scope import SERVING_A_REQUEST
from vendorstack.storage.watchdog import Watch, Watchdog

T = TypeVar("T")
WriteOp = Callable[[Connection], Any]
MAX_BATCH = 256
RETRY_AFTER_SECONDS = 2
log = logging.getLogger("vendorstack.storage")


# How often a batch chosen as a deadlock's victim runs again before its callers hear 503.
VICTIM_RETRIES = 3


def unreachable(error: BaseException) -> bool:
    """True for an error that means the database cannot be reached now, or is locked.

    Refused or dropped connections, a server shutting down or starting up, a locked SQLite
    file, a PostgreSQL lock or statement timeout and an exhausted pool are all worth a retry
    in a moment; a constraint violation or a bad statement is a bug and stays a 500.
    """
    reachable = isinstance(error, DBAPIError) and not (
        isinstance(error, OperationalError | InterfaceError) or error.connection_invalidated
    )
    return not reachable and isinstance(error, DBAPIError | PoolTimeout)


def unavailable(error: BaseException) -> ServiceUnavailable | None:
    """The 503 for an error `unreachable` accepts (logged once), else None."""
    if not unreachable(error):
        return None
    log.warning("database unavailable: %s", str(error).splitlines()[0])
    return ServiceUnavailable(
        "The database is briefly unreachable; nothing was charged. Retry shortly.",
        retry_after=RETRY_AFTER_SECONDS,
    )


class Coalescing:
    """A write operation that may be applied together with others sharing its key: subclass
    it (`accounts.ledger.Charge`) and the writer groups the batch's operations of your class
    by `coalesce_key` and hands the groups to `apply_groups` at once."""

    __slots__ = ()

    @property
    def coalesce_key(self) -> str:
        """Operations with equal keys are applied together; keys also order the batch."""
        raise NotImplementedError

    def __call__(self, connection: Connection) -> Any:
        raise NotImplementedError

    @classmethod
    def apply_groups(
        cls, connection: Connection, groups: Sequence[Sequence[Any]]
    ) -> Sequence[Sequence[Any]]:
        """Per group (one key each, keys in order), each op's result or its `AppError`, in
        order, as if applied one after another."""
        raise NotImplementedError

    def one_statement(self, dialect: str) -> bool:
        """Whether `apply_groups`, given this operation among others of its kind, writes
        what it writes for them all with a single statement on `dialect`: a batch made of
        such operations alone runs that statement as its own transaction (`_apply_alone`)."""
        return False


class RowLocks:
    """One table's rows that write operations declare (`Claim`): `lock` takes every row a
    batch declared in one statement, always in the same order, so two batches never hold
    some of each other's rows while waiting for the rest."""

    __slots__ = ()

    def lock(self, connection: Connection, keys: Collection[Hashable]) -> None:
        raise NotImplementedError


class Claim(NamedTuple):
    """The rows of `table` an operation will lock (its `locks` attribute), named by `keys`."""

    table: RowLocks
    keys: tuple[Hashable, ...]


class Instead(NamedTuple):
    """An operation's answer: it was not applied; `op` runs in a transaction of its own right
    after this batch commits, and its outcome goes to the caller. For an operation that finds
    it must lock a row its batch did not declare: taking it mid-batch could close a cycle."""

    op: WriteOp


@dataclass(slots=True)
class _Item:
    op: WriteOp
    future: asyncio.Future[Any]
    loop: asyncio.AbstractEventLoop
    result: Any = None
    error: BaseException | None = None
    bounded: bool = field(default_factory=SERVING_A_REQUEST.get)  # a request waits on it


class GroupCommitWriter:
    """Serialises every write of this process through one connection, batching commits."""

    def __init__(
        self, engine: Engine, watchdog: Watchdog | None = None, *, max_batch: int = MAX_BATCH
    ) -> None:
        self._engine = engine
        self._watchdog = watchdog
        self._max_batch = max_batch
        self._queue: queue.SimpleQueue[list[_Item] | None] = queue.SimpleQueue()
        self._pending: dict[asyncio.AbstractEventLoop, list[_Item]] = {}
        self._thread: threading.Thread | None = None
        self._running: Watch | None = None  # the batch being committed, if watched
        self.victims = 0  # batches rolled back by a deadlock (or serialisation) and run again

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="vendorstack-writer", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        if self._thread is not None:
            self._queue.put(None)
            self._thread.join()
            self._thread = None

    def run(self, op: Callable[[Connection], T | Instead]) -> asyncio.Future[T]:
        """Run `op` in the next batch; the future holds its result once the batch has committed.

        A plain function returning the future, not a coroutine: one frame fewer for every
        metered request to unwind and resume while it waits.
        """
        loop = asyncio.get_running_loop()
        future: asyncio.Future[T] = loop.create_future()
        self._enqueue(_Item(op, future, loop))
        return future

    def submit(self, op: WriteOp) -> None:
        """Queue `op` without waiting for it (bookkeeping such as `last_used_at`)."""
        future = asyncio.get_running_loop().create_future()
        future.add_done_callback(_ignore_outcome)
        self._enqueue(_Item(op, future, future.get_loop(), bounded=False))

    def _enqueue(self, item: _Item) -> None:
        running = self._running
        if item.bounded and running is not None and not running.bounded:
            assert self._watchdog is not None
            self._watchdog.bound(running)  # it queues behind that batch: bound its wait
        pending = self._pending.setdefault(item.loop, [])
        pending.append(item)
        if len(pending) == 1:
            item.loop.call_soon(self._hand_off, item.loop)

    def _hand_off(self, loop: asyncio.AbstractEventLoop) -> None:
        items = self._pending.pop(loop, None)
        if items:
            self._queue.put(items)

    def _run(self) -> None:
        connection: Connection | None = None
        while (batch := self._next_batch()) is not None:
            while batch:  # then the operations handed on (`Instead`), as a batch of their own
                try:
                    connection = self._commit_watched(connection, batch)
                except Exception as error:  # unreachable or locked: every caller hears why
                    answer = unavailable(error) or error
                    if isinstance(answer, ServiceUnavailable):
                        batch.extend(self._waiting())  # queued behind the lock: same answer
                    for item in batch:
                        item.result, item.error = None, answer
                    _close(connection)
                    connection = None
                batch = _handed_on(batch)
        _close(connection)

    def _commit_watched(self, connection: Connection | None, batch: list[_Item]) -> Connection:
        """Commit `batch` (on a connection taken from the pool if need be) under watch."""
        with self._watching(batch) as watch:
            self._running = watch
            try:
                connection = connection or self._engine.connect()
                if watch is not None:
                    watch.attach(connection)
                self._commit(connection, batch)
            except Exception:
                _close(connection)  # the caller knows only the connection it passed in
                raise
            finally:
                self._running = None
        return connection

    def _watching(self, batch: list[_Item]) -> AbstractContextManager[Watch | None]:
        """The watchdog's eye on a batch, bounded once a request waits for it (bookkeeping
        and background work alone wait a lock out)."""
        if self._watchdog is None:
            return nullcontext()
        return self._watchdog.watching(any(item.bounded for item in batch))

    def _next_batch(self) -> list[_Item] | None:
        first = self._queue.get()
        if first is None:
            return None
        batch = list(first)
        while len(batch) < self._max_batch:
            try:
                items = self._queue.get_nowait()
            except queue.Empty:
                break
            if items is None:
                self._queue.put(None)
                break
            batch.extend(items)
        return batch

    def _waiting(self) -> list[_Item]:
        """Every item queued now, taken without waiting (a stop request stays queued)."""
        waiting: list[_Item] = []
        while True:
            try:
                items = self._queue.get_nowait()
            except queue.Empty:
                return waiting
            if items is None:
                self._queue.put(None)
                return waiting
            waiting.extend(items)

    def _commit(self, connection: Connection, batch: list[_Item]) -> None:
        try:
            _apply_batch(connection, batch)
        except Exception as error:
            self.victims += _victim(error)
            failure = _run_again_if_transient(connection, batch, error)
            if failure is None:
                return
            if unreachable(failure):
                raise failure from None  # a lock or an outage would hold for each replayed op
            self._replay_alone(connection, batch)

    def _replay_alone(self, connection: Connection, batch: list[_Item]) -> None:
        for item in batch:
            item.result, item.error = None, None
            try:
                with connection.begin():
                    lock_claimed(connection, [item.op])
                    _apply(connection, item)
            except Exception as error:
                item.result, item.error = None, unavailable(error) or error


def _apply_batch(connection: Connection, batch: list[_Item]) -> None:
    kind = _one_statement_kind(connection, batch)
    if kind is not None:
        _apply_alone(connection, kind, batch)
        return
    with connection.begin():
        lock_claimed(connection, [item.op for item in batch])
        coalesced, others = _groups(batch)
        for kind, groups in coalesced:
            _apply_groups(connection, kind, groups)
        for item in others:
            _apply(connection, item)


def _one_statement_kind(connection: Connection, batch: list[_Item]) -> type[Coalescing] | None:
    """The kind of a batch made only of one `Coalescing` kind that writes with one statement
    on this connection's database and declares no rows (`locks`), else None."""
    kind = type(batch[0].op)
    if not issubclass(kind, Coalescing):
        return None
    dialect = connection.dialect.name
    for item in batch:
        op = item.op
        if type(op) is not kind or getattr(op, "locks", None) is not None:
            return None
        if not op.one_statement(dialect):
            return None
    return kind


def _apply_alone(connection: Connection, kind: type[Coalescing], batch: list[_Item]) -> None:
    """Apply a batch whose writes are one statement as that statement's own transaction.

    A statement is atomic without BEGIN and COMMIT: sent alone in autocommit mode, it is one
    round trip instead of three. Each round trip cost the writer thread a wait for the event
    loop's thread to hand back the interpreter lock, and the spend held its lease row (and
    the account's KEY SHARE lock) all the while: sampling pg_stat_activity on a loaded
    2-process cluster found the writers' backends idle in their transaction, waiting for
    the client between BEGIN, the statement and COMMIT, for 45 % of their busy time
    (docs/benchmarks.md, "One statement, one round trip")."""
    connection.execution_options(isolation_level="AUTOCOMMIT")
    try:
        with connection.begin():  # SQLAlchemy's bookkeeping; the driver sends no BEGIN
            _, groups = _groups(batch)[0][0]
            _apply_groups(connection, kind, groups)
    finally:
        # A connection the server dropped reconnects in its default mode on its next use;
        # restoring it here would reconnect first, and could hide why it failed.
        if not connection.invalidated:
            connection.execution_options(isolation_level=connection.default_isolation_level)


def lock_claimed(connection: Connection, ops: Sequence[Any]) -> None:
    """Lock every row `ops` declare (`Claim`), one statement per table."""
    claimed: dict[RowLocks, set[Hashable]] = {}
    for op in ops:
        claim: Claim | None = getattr(op, "locks", None)
        if claim is not None:
            claimed.setdefault(claim.table, set()).update(claim.keys)
    for table, keys in claimed.items():
        table.lock(connection, keys)


def _handed_on(batch: list[_Item]) -> list[_Item]:
    """Resolve the batch's callers, except those whose operation answered `Instead`: theirs
    is returned with the operation to run in its place."""
    done: list[_Item] = []
    handed_on: list[_Item] = []
    for item in batch:
        if isinstance(item.result, Instead):
            item.op, item.result = item.result.op, None
            handed_on.append(item)
        else:
            done.append(item)
    _resolve(done)
    return handed_on


def _run_again_if_transient(
    connection: Connection, batch: list[_Item], error: Exception
) -> Exception | None:
    """A connection the server dropped (a restart) is replaced, and the whole batch runs again
    once on the new one; a batch PostgreSQL chose as a deadlock's victim (or failed to
    serialise) was rolled back whole and runs again, up to `VICTIM_RETRIES` times. The error
    that stands (None once it committed) is returned."""
    retries = 1 if _dropped(error) else VICTIM_RETRIES if _victim(error) else 0
    for _ in range(retries):
        for item in batch:
            item.result, item.error = None, None
        try:
            _apply_batch(connection, batch)
        except Exception as again:
            error = again
            if not (_dropped(again) or _victim(again)):
                return again
        else:
            return None
    return error


def _dropped(error: Exception) -> bool:
    return isinstance(error, DBAPIError) and error.connection_invalidated


def _victim(error: Exception) -> bool:
    """A deadlock's victim or a serialisation failure: contention, not a fault; the server
    rolled the transaction back and the same writes commit when run again."""
    return isinstance(error, DBAPIError) and getattr(error.orig, "sqlstate", None) in (
        "40P01",
        "40001",
    )


def _close(connection: Connection | None) -> None:
    """Close a connection that failed; the next batch opens (and pre-pings) a fresh one."""
    if connection is not None:
        connection.close()


def _ignore_outcome(future: asyncio.Future[Any]) -> None:
    if not future.cancelled():
        future.exception()


def _groups(
    batch: list[_Item],
) -> tuple[list[tuple[type[Coalescing], list[list[_Item]]]], list[_Item]]:
    """The batch's coalescing items, per kind of operation, grouped by key in the order of
    their keys; and every other item in batch order.

    The rows they lock were taken before, in one order, by `lock_claimed`: ordering the
    groups alone (as before) left the batch's other operations to lock rows out of that order
    (1 s deadlock stalls and a replay on a 2-process cluster; docs/benchmarks.md)."""
    kinds: dict[type[Coalescing], dict[str, list[_Item]]] = {}
    others: list[_Item] = []
    for item in batch:
        op = item.op
        if isinstance(op, Coalescing):
            kinds.setdefault(type(op), {}).setdefault(op.coalesce_key, []).append(item)
        else:
            others.append(item)
    coalesced = [(kind, [groups[key] for key in sorted(groups)]) for kind, groups in kinds.items()]
    return coalesced, others


def _apply_groups(
    connection: Connection, kind: type[Coalescing], groups: list[list[_Item]]
) -> None:
    outcomes = kind.apply_groups(connection, [[item.op for item in group] for group in groups])
    for group, results in zip(groups, outcomes, strict=True):
        for item, outcome in zip(group, results, strict=True):
            if isinstance(outcome, AppError):
                item.error = outcome
            else:
                item.result = outcome


def _apply(connection: Connection, item: _Item) -> None:
    try:
        item.result = item.op(connection)
    except AppError as error:
        item.error = error


def _resolve(batch: list[_Item]) -> None:
    by_loop: dict[asyncio.AbstractEventLoop, list[_Item]] = {}
    for item in batch:
        by_loop.setdefault(item.loop, []).append(item)
    for loop, items in by_loop.items():
        if not loop.is_closed():
            loop.call_soon_threadsafe(_settle_futures, items)


def _settle_futures(items: list[_Item]) -> None:
    for item in items:
        if item.future.done():
            continue
        if item.error is not None:
            item.future.set_exception(item.error)
        else:
            item.future.set_result(item.result)
