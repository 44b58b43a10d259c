"""One way to the database: the same Core operations on every backend, and a database that
cannot be reached is a 503 for the request, never a 500 or a dead writer."""

from __future__ import annotations

import pytest
from sqlalchemy import Connection, create_engine, select
from sqlalchemy.exc import IntegrityError, OperationalError

from tests.storage.test_writer import add_lease
from vendorstack.errors import ServiceUnavailable
from vendorstack.index.models import ScanLease
from vendorstack.storage.database import open_database
from vendorstack.storage.engine import make_engine
from vendorstack.storage.writer import GroupCommitWriter, unavailable

pytestmark = pytest.mark.anyio


def leases(connection: Connection) -> set[str]:
    return set(connection.execute(select(ScanLease.domain)).scalars())


@pytest.mark.parametrize("group_commit", [False, True])
async def test_writes_and_reads_run_the_same_operations_on_each_backend(
    database_url: str, group_commit: bool
) -> None:
    database = open_database(database_url, group_commit=group_commit)
    try:
        written = await database.write(add_lease("a.com"))
        database.submit(add_lease("b.com"))
        await database.write(add_lease("c.com"))
        read = await database.read(leases)
        with pytest.raises(IntegrityError):  # a bug stays a bug, not a 503
            await database.write(add_lease("a.com"))
    finally:
        await database.close()  # waits for what was submitted
    engine = make_engine(database_url)
    with engine.connect() as connection:
        stored = leases(connection)
    engine.dispose()

    assert written == "a.com"
    assert {"a.com", "c.com"} <= read
    assert stored == {"a.com", "b.com", "c.com"}


def test_only_errors_that_mean_unreachable_become_503() -> None:
    refused = OperationalError("connect", {}, Exception("connection refused"))
    duplicate = IntegrityError("insert", {}, Exception("UNIQUE constraint failed"))

    mapped = unavailable(refused)

    assert isinstance(mapped, ServiceUnavailable)
    assert mapped.status == 503
    assert mapped.headers() == {"Retry-After": str(mapped.retry_after)}
    assert unavailable(duplicate) is None
    assert unavailable(ValueError("not a database error")) is None


async def test_a_writer_that_cannot_connect_answers_503_and_keeps_serving() -> None:
    engine = create_engine("sqlite:////nonexistent-directory/vendorstack.db")
    writer = GroupCommitWriter(engine)
    writer.start()
    try:
        for _ in range(2):  # the thread is still there for the second batch
            with pytest.raises(ServiceUnavailable):
                await writer.run(add_lease("a.com"))
    finally:
        writer.stop()
        engine.dispose()
