"""The group-commit writer: batches commit together, and one failing operation harms no other."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

import pytest
from sqlalchemy import Connection, insert, select

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
