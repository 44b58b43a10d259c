"""A SQLite file another process has locked answers 503 with Retry-After at once (one bounded
lock wait per batch, never one per operation), charges nothing and recovers unrestarted.

A separate process holds the file's write lock (`BEGIN EXCLUSIVE`). PostgreSQL's locks and
stalls are tests/api/test_pg_faults.py's, its restarts tests/api/test_restarts.py's. Timings
are measured by `bench/faults_bench.py` (docs/benchmarks.md), not asserted here.
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import httpx
import pytest
from sqlalchemy import Connection, text

from tests.api.conftest import bearer, create_key
from tests.twins import TwinRunner, parsed
from vendorstack.errors import ServiceUnavailable
from vendorstack.services import Services
from vendorstack.storage.engine import make_engine, sqlalchemy_url, sqlite_path
from vendorstack.storage.writer import GroupCommitWriter

pytestmark = pytest.mark.anyio

STRIPE_ROW = ("stripe", "payments", "Stripe, Inc. | Payment processing | United States")
HOLD_SQLITE = """
import sqlite3, sys
connection = sqlite3.connect(sys.argv[1], isolation_level=None)
connection.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.read()
connection.execute("ROLLBACK")
"""


@contextmanager
def locked_elsewhere(database_url: str) -> Iterator[None]:
    """The SQLite file's writes blocked by another process."""
    path = sqlite_path(sqlalchemy_url(database_url))
    with subprocess.Popen(
        [sys.executable, "-c", HOLD_SQLITE, path],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    ) as holder:
        assert holder.stdout is not None
        assert holder.stdin is not None
        assert holder.stdout.readline().strip() == "locked"
        try:
            yield
        finally:
            holder.stdin.close()
            holder.wait(timeout=10)


async def test_a_locked_database_answers_503_charges_nothing_and_recovers(
    api: httpx.AsyncClient, runner: TwinRunner, services: Services, db_url: str
) -> None:
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", STRIPE_ROW)
    key = await create_key(api)
    await api.get("/v1/check?url=acme-pay.com", headers=bearer(key))
    before = (await api.get("/v1/balance", headers=bearer(key))).json()["credit_balance"]

    with locked_elsewhere(db_url):
        answers = await asyncio.gather(
            api.post("/v1/keys", json={"email": "new@example.com"}),
            *(api.get("/v1/check?url=acme-pay.com", headers=bearer(key)) for _ in range(4)),
        )

    for response in answers:
        assert response.status_code == 503, response.text
        assert response.json()["error"] == "service_unavailable"
        assert response.headers["retry-after"] == "2"
        assert response.json()["request_id"] == response.headers["x-request-id"]
    again = await api.get("/v1/check?url=acme-pay.com", headers=bearer(key))
    assert again.status_code == 200
    assert again.json()["credit_balance"] == before - 1  # the 503s cost nothing
    assert (await api.post("/v1/keys", json={"email": "new@example.com"})).status_code == 201


async def test_a_batch_the_lock_fails_is_not_replayed_one_operation_at_a_time(
    db_url: str,
) -> None:
    attempts: list[str] = []

    def note(name: str) -> Callable[[Connection], None]:
        def op(connection: Connection) -> None:
            attempts.append(name)
            connection.execute(text("UPDATE accounts SET credit_balance = credit_balance"))

        return op

    engine = make_engine(db_url)
    writer = GroupCommitWriter(engine)
    writer.start()
    try:
        with locked_elsewhere(db_url):
            results = await asyncio.gather(
                *(writer.run(note(f"op{i}")) for i in range(5)),
                return_exceptions=True,
            )
        assert await writer.run(lambda c: c.execute(text("SELECT 1")).scalar()) == 1
    finally:
        writer.stop()
        engine.dispose()

    assert all(isinstance(r, ServiceUnavailable) for r in results), results
    # One batch, one lock wait: each operation ran at most once (the replay ran each again).
    assert len(attempts) <= 5
