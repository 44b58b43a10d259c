"""Two processes' write batches never deadlock on accounts: every operation that writes an
account declares it, and the writer locks all of a batch's accounts in one id-ordered
statement before applying anything (storage/writer.py, `Claim`).

The interleaving that deadlocked: a batch's charge takes one account, then an operation that
is not coalesced (a hold's settlement) takes another later in the same batch, while a second
process's batch does the same the other way round. PostgreSQL then aborts one after a
second's wait and the writer runs it again (`GroupCommitWriter.victims`).
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import Connection, Engine, select, text

from tests.accounts.test_leases import take
from tests.accounts.test_ledger import NOW, account, balance_and_ledger_sum, charge
from vendorstack.accounts.leases import CloseLease, LeasedCharge
from vendorstack.accounts.ledger import SettleScan
from vendorstack.accounts.models import Account, CreditLease
from vendorstack.accounts.signins import RotateKey
from vendorstack.storage.database import open_database
from vendorstack.storage.engine import make_engine
from vendorstack.storage.writer import GroupCommitWriter

pytestmark = [pytest.mark.anyio, pytest.mark.postgres]
PROBE_SECONDS = 0.01
DEADLINE_SECONDS = 20.0
# A backend of this database, other than the asking one, waiting on a lock.
OTHER_WAITS = text(
    "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()"
    " AND wait_event_type = 'Lock' AND pid <> :me"
)


class Gate:
    """An operation that holds its batch at this point, once the batch has taken whatever it
    takes before it, until the other batch has reached its own gate or waits on a lock (then
    it cannot reach it until this batch commits): both batches are then part-way at once."""

    def __init__(self, engine: Engine) -> None:
        self._engine = engine
        self.reached = threading.Event()
        self.other: Gate | None = None

    def __call__(self, connection: Connection) -> None:
        self.reached.set()
        me = connection.execute(text("SELECT pg_backend_pid()")).scalar_one()
        assert self.other is not None
        for _ in range(int(DEADLINE_SECONDS / PROBE_SECONDS)):
            if self.other.reached.wait(PROBE_SECONDS) or self._other_waits(me):
                return
        raise AssertionError("the other batch neither reached its gate nor waited on a lock")

    def _other_waits(self, me: int) -> bool:
        with self._engine.connect() as probe:
            return bool(probe.execute(OTHER_WAITS, {"me": me}).scalar_one())


def settle(account_id: int, n: int) -> SettleScan:
    """A hold's release: a write of the account's row by an operation that is not coalesced."""
    return SettleScan(account_id, f"scan-hold:lock-order-{n}", None, False, "test", NOW, 1)


@pytest.fixture
def writers(database_url: str) -> Iterator[list[GroupCommitWriter]]:
    if not database_url.startswith("postgresql"):
        pytest.skip("SQLite has one writer: no lock order between processes")
    engines = [make_engine(database_url) for _ in range(2)]
    started = [GroupCommitWriter(engine) for engine in engines]
    for writer in started:
        writer.start()
    yield started
    for writer in started:
        writer.stop()
    for engine in engines:
        engine.dispose()


async def test_two_batches_taking_two_accounts_in_opposite_orders_do_not_deadlock(
    engine: Engine, writers: list[GroupCommitWriter]
) -> None:
    first, second = account(engine, 10), account(engine, 10)
    with engine.connect() as connection:
        rows = connection.execute(select(Account.key_hash, Account.id)).all()
    ids = {str(row[0]): int(row[1]) for row in rows}
    gates = [Gate(engine), Gate(engine)]
    gates[0].other, gates[1].other = gates[1], gates[0]
    # Process one charges `first` then releases a hold of `second`; process two the reverse.
    batches: list[list[Any]] = [
        [charge(engine, first, "req_1"), gates[0], settle(ids[second], 1)],
        [charge(engine, second, "req_2"), gates[1], settle(ids[first], 2)],
    ]

    futures = [writer.run(op) for writer, ops in zip(writers, batches, strict=True) for op in ops]
    outcomes = await asyncio.wait_for(asyncio.gather(*futures), 60)

    assert [writer.victims for writer in writers] == [0, 0], "a batch was a deadlock's victim"
    assert outcomes[0].account_id == ids[first]  # charged (which batch went first varies)
    assert outcomes[3].account_id == ids[second]
    assert balance_and_ledger_sum(engine, first) == (10, 10)  # -1 charged, +1 released
    assert balance_and_ledger_sum(engine, second) == (10, 10)


async def test_a_batch_charge_its_closed_lease_cannot_cover_goes_to_the_row_after_it(
    database_url: str, engine: Engine
) -> None:
    """A lease swept while its process still charged from it: in a writer's batch, which did
    not lock the account, the charges are handed on and charged at the row right after."""
    key_hash = account(engine, 40)
    reference = take(engine, key_hash, 20)
    assert reference is not None
    with engine.begin() as connection:
        CloseLease(reference, NOW)(connection)
    database = open_database(database_url)
    try:
        charges = [charge(engine, key_hash, f"req_{n}") for n in range(3)]
        leased = [LeasedCharge(reference, c, NOW, in_batch=True) for c in charges]
        debits = await asyncio.gather(*(database.write(op) for op in leased))
    finally:
        await database.close()

    assert sorted(debit.credit_balance for debit in debits) == [37, 38, 39]
    assert balance_and_ledger_sum(engine, key_hash) == (37, 37)
    with engine.connect() as connection:
        spent = connection.execute(select(CreditLease.spent)).scalar_one()
    assert spent == 0  # nothing from the closed lease


async def test_a_key_rotation_takes_its_account_in_the_batch_order(
    engine: Engine, writers: list[GroupCommitWriter]
) -> None:
    """A key rotation (a page's "new key") writes its account's row late in a batch, after
    a charge of another account: declared, it is locked with the batch's others first."""
    first, second = account(engine, 10), account(engine, 10)
    with engine.connect() as connection:
        rows = connection.execute(select(Account.key_hash, Account.id)).all()
    ids = {str(row[0]): int(row[1]) for row in rows}
    rotate = {key_hash: RotateKey(ids[key_hash], key_hash, "kept") for key_hash in (first, second)}
    gates = [Gate(engine), Gate(engine)]
    gates[0].other, gates[1].other = gates[1], gates[0]
    # Process one charges `first` then rotates `second`'s key; process two the reverse.
    batches: list[list[Any]] = [
        [charge(engine, first, "req_1"), gates[0], rotate[second]],
        [charge(engine, second, "req_2"), gates[1], rotate[first]],
    ]

    futures = [writer.run(op) for writer, ops in zip(writers, batches, strict=True) for op in ops]
    await asyncio.wait_for(asyncio.gather(*futures, return_exceptions=True), 60)

    assert [writer.victims for writer in writers] == [0, 0], "a batch was a deadlock's victim"
