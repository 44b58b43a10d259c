"""The writer's work per charge: a batch of 64 charges to one key applied in one transaction.

`Charge.apply_together` (one conditional debit, one ledger row per charge, in SQLAlchemy
Core) against a baseline in the same run: the same UPDATE and rows through the sqlite3
module directly, one multi-row INSERT, timestamps rendered by hand (what the hot path did
before it went through SQLAlchemy). CPU time of the applying thread only, SQLite with
`synchronous=OFF` so the disk is out of the figure.

    .venv/bin/python -m bench ledger_bench
"""

from __future__ import annotations

import shutil
import sqlite3
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import Connection

from vendorstack.accounts import keys
from vendorstack.accounts.ledger import Charge
from vendorstack.accounts.service import grant_topup, new_account
from vendorstack.storage.engine import make_engine
from vendorstack.storage.migrate import upgrade

BATCH, ROUNDS = 64, 300
_DEBIT = (
    "UPDATE accounts SET credit_balance = credit_balance - ?,"
    " lifetime_credits_used = lifetime_credits_used + ?, last_used_at = ?"
    " WHERE key_hash = ? AND revoked_at IS NULL AND credit_balance >= ? RETURNING id"
)
_ROWS = "INSERT INTO ledger_entries (account_id, delta, kind, reason, request_id, reference,"
_ROWS += " created_at) VALUES " + ", ".join(["(?, ?, ?, ?, ?, ?, ?)"] * BATCH)


def _charges(key_hash: str) -> list[Charge]:
    now = datetime.now(UTC)
    return [Charge(key_hash, 1, "charge", "lookup", f"req_{n}", now, "") for n in range(BATCH)]


def _core(connection: Connection, key_hash: str) -> Callable[[], None]:
    def apply() -> None:
        charges = _charges(key_hash)
        with connection.begin():
            started = time.thread_time()
            Charge.apply_together(connection, charges)
            _spent.append(time.thread_time() - started)

    return apply


def _raw(connection: sqlite3.Connection, key_hash: str) -> Callable[[], None]:
    def stamp(moment: datetime) -> str:
        return moment.astimezone(UTC).replace(tzinfo=None).isoformat(" ", "microseconds")

    def apply() -> None:
        charges = _charges(key_hash)
        started = time.thread_time()
        latest = stamp(max(charge.now for charge in charges))
        (account_id,) = connection.execute(
            _DEBIT, (BATCH, BATCH, latest, key_hash, BATCH)
        ).fetchone()
        values = []
        for charge in charges:
            values += [account_id, -1, charge.kind, charge.reason, charge.request_id, None]
            values.append(stamp(charge.now))
        connection.execute(_ROWS, values)
        _spent.append(time.thread_time() - started)
        connection.commit()

    return apply


_spent: list[float] = []


def _per_charge(apply: Callable[[], None]) -> float:
    for _ in range(20):
        apply()
    _spent.clear()
    for _ in range(ROUNDS):
        apply()
    return sum(_spent) / len(_spent) / BATCH * 1e6


def main() -> None:
    workdir = Path(tempfile.mkdtemp(prefix="vs-ledger-bench-"))
    path = workdir / "bench.db"
    upgrade(f"sqlite:///{path}")
    engine = make_engine(f"sqlite:///{path}")
    now = datetime.now(UTC)
    key, store = new_account("bench@example.com", source_ip=None, request_id="s", now=now)
    with engine.begin() as connection:
        store(connection)
        grant_topup(connection, key.api_key, credits=100_000_000, reference="b", now=now)
    key_hash = keys.hash_key(key.api_key)
    with engine.connect() as connection:
        connection.exec_driver_sql("PRAGMA synchronous=OFF")
        connection.commit()
        core = _per_charge(_core(connection, key_hash))
    engine.dispose()
    raw = sqlite3.connect(path)
    raw.execute("PRAGMA synchronous=OFF")
    baseline = _per_charge(_raw(raw, key_hash))
    raw.close()
    shutil.rmtree(workdir, ignore_errors=True)
    print(f"Charge.apply_together (SQLAlchemy Core): {core:.2f} µs of CPU per charge")
    print(f"baseline, sqlite3 with one multi-row INSERT: {baseline:.2f} µs per charge")
    print(f"ratio: {core / baseline:.2f}x (batches of {BATCH}, {ROUNDS} rounds)")


if __name__ == "__main__":
    main()
