"""The group-commit writer: batches commit together, and one failing operation harms no other."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

import pytest
from sqlalchemy import Connection, Engine, insert, select

from vendorstack.errors import NotFound
from vendorstack.index.models import ScanLease
from vendorstack.storage.engine import make_engine
from vendorstack.storage.writer import Coalescing, GroupCommitWriter

pytestmark = pytest.mark.anyio


def add_lease(domain: str) -> Callable[[Connection], str]:
    def op(connection: Connection) -> str:
        expires_at = datetime(2030, 1, 1, tzinfo=UTC)
        connection.execute(
            insert(ScanLease).values(domain=domain, owner="t", expires_at=expires_at)
        )
        return domain

    return op


def refuse(connection: Connection) -> None:
    raise NotFound("nothing here")


async def test_results_errors_and_failures_reach_their_own_callers(database_url: str) -> None:
    engine = make_engine(database_url)
    writer = GroupCommitWriter(engine)
    writer.start()
    try:
        results = await asyncio.gather(
            writer.run(add_lease("a.com")),
            writer.run(refuse),
            writer.run(add_lease("a.com")),  # duplicate key
            writer.run(add_lease("b.com")),
            return_exceptions=True,
        )
    finally:
        writer.stop()
    with engine.connect() as connection:
        stored = set(connection.execute(select(ScanLease.domain)).scalars())
    engine.dispose()

    assert results[0] == "a.com"
    assert isinstance(results[1], NotFound)
    assert isinstance(results[2], Exception)
    assert results[3] == "b.com"
    assert stored == {"a.com", "b.com"}


@dataclass
class Ordered(Coalescing):
    """A coalescing operation that records when it was applied."""

    key: str
    applied: list[str]

    @property
    def coalesce_key(self) -> str:
        return self.key

    def __call__(self, connection: Connection) -> None:
        self.applied.append(self.key)

    @classmethod
    def apply_groups(
        cls, connection: Connection, groups: Sequence[Sequence[Ordered]]
    ) -> list[list[None]]:
        for group in groups:
            for op in group:
                op(connection)
        return [[None] * len(group) for group in groups]


async def test_a_batch_applies_coalesced_groups_in_the_order_of_their_keys(
    database_url: str,
) -> None:
    """Every transaction locks the rows its charges touch in one order, so two processes'
    batches can wait on each other but never deadlock."""
    engine = make_engine(database_url)
    writer = GroupCommitWriter(engine)
    applied: list[str] = []
    writer.start()
    try:
        # Requested in one loop iteration: one batch.
        futures = [writer.run(Ordered(key, applied)) for key in ("c", "a", "c", "b", "a")]
        await asyncio.gather(*futures)
    finally:
        writer.stop()
    engine.dispose()

    assert applied == ["a", "a", "b", "c", "c"]


@dataclass
class OneInsert(Coalescing):
    """Scan leases written by one multi-row INSERT per batch, as a batch of lease charges is
    spent by one statement on PostgreSQL; `alone` records, per batch, whether that statement
    ran as its own transaction (autocommit) rather than between a BEGIN and a COMMIT."""

    domain: str
    alone: list[bool]

    @property
    def coalesce_key(self) -> str:
        return self.domain

    def one_statement(self, dialect: str) -> bool:
        return dialect == "postgresql"

    @classmethod
    def apply_groups(
        cls, connection: Connection, groups: Sequence[Sequence[OneInsert]]
    ) -> list[list[str]]:
        ops = [op for group in groups for op in group]
        level = connection.get_execution_options().get("isolation_level")
        ops[0].alone.append(level == "AUTOCOMMIT")
        expires_at = datetime(2030, 1, 1, tzinfo=UTC)
        rows = [{"domain": op.domain, "owner": "t", "expires_at": expires_at} for op in ops]
        connection.execute(insert(ScanLease), rows)
        return [[op.domain for op in group] for group in groups]


def write_then_fail(domain: str) -> Callable[[Connection], None]:
    """Writes a row, then fails on a statement of its own (the same row again)."""

    def op(connection: Connection) -> None:
        add_lease(domain)(connection)
        add_lease(domain)(connection)

    return op


def stored_domains(engine: Engine) -> set[str]:
    with engine.connect() as connection:
        return set(connection.execute(select(ScanLease.domain)).scalars())


async def test_a_batch_of_one_statement_alone_is_its_own_transaction_and_the_next_is_whole(
    database_url: str,
) -> None:
    """On PostgreSQL a batch made only of operations written by one statement sends that
    statement alone (one round trip, no BEGIN or COMMIT); a batch with anything else runs in
    a transaction, and one after the lone statement is still all or nothing."""
    engine = make_engine(database_url)
    writer = GroupCommitWriter(engine)
    alone: list[bool] = []
    writer.start()
    try:
        first = await asyncio.gather(*(writer.run(OneInsert(d, alone)) for d in ("a", "b")))
        failed = await asyncio.gather(writer.run(write_then_fail("c")), return_exceptions=True)
        mixed = await asyncio.gather(writer.run(OneInsert("d", alone)), writer.run(add_lease("e")))
    finally:
        writer.stop()
    stored = stored_domains(engine)
    postgres = engine.dialect.name == "postgresql"
    engine.dispose()

    assert first == ["a", "b"]
    assert isinstance(failed[0], Exception)
    assert list(mixed) == ["d", "e"]
    assert stored == {"a", "b", "d", "e"}  # nothing of the failed operation was kept
    assert alone == [postgres, False]
