"""The group-commit writer: batches commit together, and one failing operation harms no other."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import UTC, datetime

import pytest
from sqlalchemy import Connection, insert, select

from vendorstack.errors import NotFound
from vendorstack.index.models import ScanLease
from vendorstack.storage.engine import make_engine
from vendorstack.storage.writer import GroupCommitWriter

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
