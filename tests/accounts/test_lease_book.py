"""A busy key goes from block to block: the next block is taken while the current one lasts,
so none of its charges fall to the account's row between blocks (each one there locks the
row every process charging the key shares)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest
from sqlalchemy import Engine, func, select

from tests.accounts.test_leases import charge, open_leases
from tests.accounts.test_ledger import account, balance_and_ledger_sum
from vendorstack.accounts.leasing import LeaseBook, LeasePolicy
from vendorstack.accounts.models import LedgerEntry
from vendorstack.storage.database import Database, open_database

pytestmark = pytest.mark.anyio
BURST = 8  # half a block: the next is asked for while one burst is under way


@pytest.fixture
async def database(database_url: str) -> AsyncIterator[Database]:
    opened = open_database(database_url)
    yield opened
    await opened.close()


def paid_from_leases(engine: Engine) -> int:
    with engine.connect() as connection:
        query = select(func.coalesce(func.sum(LedgerEntry.delta), 0))
        return int(connection.execute(query.where(LedgerEntry.kind == "lease_spend")).scalar_one())


async def test_a_busy_key_is_charged_from_block_after_block_never_at_the_row(
    engine: Engine, database: Database
) -> None:
    key_hash = account(engine, 100_000)
    # Blocks of 16: two bursts each, so the key needs block after block.
    policy = LeasePolicy(min_rate=1, horizon=0, min_block=16, quiet=60)
    book = LeaseBook(database, policy)
    await asyncio.gather(*(book.charge(charge(key_hash, f"req_0_{n}")) for n in range(BURST)))
    await book.settled()  # the first block is taken after charges at the row
    assert book.held(key_hash) == 16

    for burst in range(1, 9):
        before = paid_from_leases(engine)
        charges = (book.charge(charge(key_hash, f"req_{burst}_{n}")) for n in range(BURST))
        await asyncio.gather(*charges)
        await book.settled()
        assert paid_from_leases(engine) - before == BURST, f"burst {burst}: some at the row"

    await book.close()
    assert open_leases(engine) == 0
    assert balance_and_ledger_sum(engine, key_hash) == (100_000 - 9 * BURST,) * 2
