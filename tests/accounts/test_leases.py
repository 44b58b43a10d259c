"""Credit leases: a block of credits taken by one ledger row, charged from without the
account's row, given back once, by its process or by the sweep when that process died; and
balances that never count leased-but-unspent credits as spent."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import replace
from datetime import datetime, timedelta

import pytest
from sqlalchemy import Engine, func, select, update

from tests.accounts.test_ledger import BASE_URL, NOW, account, balance_and_ledger_sum
from vendorstack.accounts.leases import (
    CloseLease,
    LeasedCharge,
    TakeLease,
    new_lease_reference,
    return_expired_leases,
)
from vendorstack.accounts.leasing import LeaseBook, LeasePolicy
from vendorstack.accounts.ledger import Charge, Debit, OutOfCredits
from vendorstack.accounts.models import Account, CreditLease, LedgerEntry
from vendorstack.accounts.service import confirmed_standing
from vendorstack.accounts.sweep import HoldSweeper
from vendorstack.errors import Unauthorized
from vendorstack.storage.database import Database, open_database

pytestmark = pytest.mark.anyio
TTL = timedelta(seconds=30)


def take(engine: Engine, key_hash: str, credits: int, at: datetime = NOW) -> str | None:
    reference = new_lease_reference()
    with engine.begin() as connection:
        lease = TakeLease(key_hash, credits, reference, "req_take", at, at + TTL)(connection)
    return None if lease is None else lease.reference


def charge(key_hash: str, request_id: str) -> Charge:
    return Charge(key_hash, 1, "charge", "lookup", request_id, NOW, BASE_URL)


def standing(engine: Engine, key_hash: str) -> tuple[int, int]:
    """(credit_balance, lifetime_credits_used) as /v1/balance reports them, the lifetime
    counted from the test's first charge (`account` sets a balance by a signed charge)."""
    with engine.connect() as connection:
        account_id = connection.execute(
            select(Account.id).where(Account.key_hash == key_hash)
        ).scalar_one()
        answer = confirmed_standing(connection, account_id)
        setup = connection.execute(
            select(func.coalesce(func.sum(LedgerEntry.delta), 0))
            .where(LedgerEntry.account_id == account_id)
            .where(LedgerEntry.reason == "setup")
        ).scalar_one()
    return answer.credit_balance, answer.lifetime_credits_used + setup


def open_leases(engine: Engine) -> int:
    with engine.connect() as connection:
        query = select(func.count()).where(CreditLease.closed_at.is_(None))
        return int(connection.execute(query).scalar_one())


def charge_rows(engine: Engine) -> list[str]:
    with engine.connect() as connection:
        query = select(LedgerEntry.request_id).where(LedgerEntry.kind == "charge")
        query = query.where(LedgerEntry.reason == "lookup").order_by(LedgerEntry.id)
        return [str(r) for r in connection.execute(query).scalars()]


def test_a_lease_moves_credits_off_the_row_but_a_balance_read_still_counts_them(
    engine: Engine,
) -> None:
    key_hash = account(engine, 100)

    assert take(engine, key_hash, 40) is not None

    assert balance_and_ledger_sum(engine, key_hash) == (60, 60)  # the row and the ledger agree
    assert standing(engine, key_hash) == (100, 0)  # leased is not spent


def test_charges_from_a_lease_are_a_row_each_and_leave_the_account_row_alone(
    engine: Engine,
) -> None:
    key_hash = account(engine, 100)
    reference = take(engine, key_hash, 40)
    assert reference is not None
    leased = [LeasedCharge(reference, charge(key_hash, f"req_{n}"), NOW + TTL) for n in range(3)]

    with engine.begin() as connection:
        outcomes = LeasedCharge.apply_groups(connection, [leased])[0]

    assert [o.credit_balance for o in outcomes if isinstance(o, Debit)] == [99, 98, 97]
    assert charge_rows(engine) == ["req_0", "req_1", "req_2"]
    assert balance_and_ledger_sum(engine, key_hash) == (60, 60)
    assert standing(engine, key_hash) == (97, 3)


def test_closing_gives_back_exactly_the_unspent_part_once(engine: Engine) -> None:
    key_hash = account(engine, 100)
    reference = take(engine, key_hash, 40)
    assert reference is not None
    with engine.begin() as connection:
        LeasedCharge(reference, charge(key_hash, "req_0"), NOW + TTL)(connection)
        assert CloseLease(reference, NOW)(connection) == 39
        assert CloseLease(reference, NOW)(connection) == 0

    assert balance_and_ledger_sum(engine, key_hash) == (99, 99)
    assert standing(engine, key_hash) == (99, 1)
    assert open_leases(engine) == 0


def test_no_lease_is_taken_beyond_the_balance(engine: Engine) -> None:
    key_hash = account(engine, 10)

    assert take(engine, key_hash, 11) is None
    assert balance_and_ledger_sum(engine, key_hash) == (10, 10)


def test_a_charge_from_a_closed_lease_goes_to_the_row_and_is_refused_there_honestly(
    engine: Engine,
) -> None:
    """A lease swept while its process still charged from it (it expired mid-burst): the
    charges fall to the account's row, which refuses them when it cannot cover them."""
    key_hash = account(engine, 40)
    reference = take(engine, key_hash, 40)
    assert reference is not None
    with engine.begin() as connection:
        CloseLease(reference, NOW)(connection)
    with engine.begin() as connection:
        Charge(key_hash, 39, "charge", "setup", "req_spend", NOW, BASE_URL)(connection)
    leased = [LeasedCharge(reference, charge(key_hash, f"req_{n}"), NOW + TTL) for n in range(2)]

    with engine.begin() as connection:
        outcomes = LeasedCharge.apply_groups(connection, [leased])[0]

    assert isinstance(outcomes[0], Debit)
    assert outcomes[0].credit_balance == 0
    assert isinstance(outcomes[1], OutOfCredits)
    assert charge_rows(engine) == ["req_0"]
    assert balance_and_ledger_sum(engine, key_hash) == (0, 0)


def test_charges_beyond_what_a_lease_holds_go_to_the_row(engine: Engine) -> None:
    key_hash = account(engine, 100)
    reference = take(engine, key_hash, 2)
    assert reference is not None
    leased = [LeasedCharge(reference, charge(key_hash, f"req_{n}"), NOW + TTL) for n in range(3)]

    with engine.begin() as connection:
        outcomes = LeasedCharge.apply_groups(connection, [leased])[0]

    assert all(isinstance(o, Debit) for o in outcomes)
    assert charge_rows(engine) == ["req_0", "req_1", "req_2"]
    assert standing(engine, key_hash) == (97, 3)
    assert (
        balance_and_ledger_sum(engine, key_hash)[0] == balance_and_ledger_sum(engine, key_hash)[1]
    )


@pytest.fixture
async def database(database_url: str) -> AsyncIterator[Database]:
    opened = open_database(database_url)
    yield opened
    await opened.close()


async def test_the_sweep_returns_a_dead_process_lease_and_leaves_live_ones(
    engine: Engine, database: Database
) -> None:
    """kill -9 between reserve and spend: the lease's unspent credits come back once it has
    expired, and not before; a second sweep finds nothing."""
    dead, live = account(engine, 100), account(engine, 100)
    expired = take(engine, dead, 50)
    assert expired is not None
    assert take(engine, live, 50, at=NOW + TTL) is not None  # taken later: not expired
    with engine.begin() as connection:
        LeasedCharge(expired, charge(dead, "req_before_the_kill"), NOW + TTL)(connection)
    sweeper = HoldSweeper(database, older_than=timedelta(minutes=5), interval=60)

    assert await sweeper.return_leases(NOW + TTL / 2) == 0
    assert await sweeper.return_leases(NOW + TTL + timedelta(seconds=1)) == 49
    assert await sweeper.return_leases(NOW + TTL + timedelta(seconds=2)) == 0
    assert balance_and_ledger_sum(engine, dead) == (99, 99)
    assert balance_and_ledger_sum(engine, live) == (50, 50)
    assert open_leases(engine) == 1


async def test_sweeps_racing_each_other_return_each_lease_once(
    engine: Engine, database_url: str
) -> None:
    key_hashes = [account(engine, 100) for _ in range(20)]
    for key_hash in key_hashes:
        assert take(engine, key_hash, 30) is not None
    databases = [open_database(database_url) for _ in range(2)]
    later = NOW + TTL + timedelta(seconds=1)
    try:
        returned = await asyncio.gather(
            *(
                db.write(lambda c: return_expired_leases(c, expired_before=later, now=later))
                for db in databases
            )
        )
    finally:
        for db in databases:
            await db.close()

    assert sum(returned) == 20 * 30
    assert {balance_and_ledger_sum(engine, key_hash) for key_hash in key_hashes} == {(100, 100)}


def test_blocks_follow_the_rate_and_few_credits_take_none() -> None:
    policy = LeasePolicy()

    assert policy.block(rate=1, balance=1_000_000) == 0  # a quiet key: charged at its row
    assert policy.block(rate=500, balance=1_000_000) == 1000  # two seconds at its rate
    assert policy.block(rate=100_000, balance=10**9) == policy.max_block
    assert policy.block(rate=500, balance=30) == 0  # few credits: never parked in one process
    assert policy.block(rate=500, balance=1000 * policy.balance_per_block - 1) == 0


async def test_a_busy_key_is_charged_from_a_lease_and_every_answer_balance_is_exact(
    engine: Engine, database: Database
) -> None:
    key_hash = account(engine, 10_000)
    book = LeaseBook(database, LeasePolicy(min_rate=1, quiet=60))
    balances: list[int] = []
    for burst in range(6):
        debits = await asyncio.gather(
            *(book.charge(charge(key_hash, f"req_{burst}_{n}")) for n in range(20))
        )
        balances += [debit.credit_balance for debit in debits]
        await book.settled()

    assert sorted(balances, reverse=True) == list(range(9_999, 9_999 - 120, -1))
    assert book.held(key_hash) > 0
    with engine.connect() as connection:
        spent = connection.execute(select(func.sum(CreditLease.spent))).scalar_one()
    assert spent > 0  # some charges were paid from the lease, not the row
    assert standing(engine, key_hash) == (9_880, 120)

    await book.close()

    assert open_leases(engine) == 0
    assert balance_and_ledger_sum(engine, key_hash) == (9_880, 9_880)
    assert len(charge_rows(engine)) == 120


async def test_a_quiet_key_gives_its_block_back(engine: Engine, database: Database) -> None:
    key_hash = account(engine, 10_000)
    book = LeaseBook(database, LeasePolicy(min_rate=1, quiet=2))
    for n in range(2):
        await book.charge(charge(key_hash, f"req_{n}"))
        await book.settled()
    assert book.held(key_hash) > 0

    book.return_quiet(asyncio.get_running_loop().time() + 2)
    await book.settled()

    assert book.held(key_hash) == 0
    assert open_leases(engine) == 0
    assert balance_and_ledger_sum(engine, key_hash) == (9_998, 9_998)
    await book.close()


def test_every_charge_from_a_lease_renews_its_expiry(engine: Engine) -> None:
    """A lease in use is renewed by each charge written from it, so a burst longer than the
    lease's time keeps it; the sweep only takes one unused that long."""
    key_hash = account(engine, 100)
    reference = take(engine, key_hash, 40)
    assert reference is not None
    later = NOW + TTL + timedelta(minutes=5)
    with engine.begin() as connection:
        LeasedCharge(reference, charge(key_hash, "req_0"), later + TTL)(connection)
        assert return_expired_leases(connection, expired_before=later, now=later) == 0
        returned = return_expired_leases(connection, expired_before=later + TTL * 2, now=later)

    assert returned == 39


def test_a_revoked_key_is_not_charged_from_its_lease(engine: Engine) -> None:
    """The lease's update reads the account's row: a key revoked elsewhere gets its 401 as
    the row's debit gives it, and nothing is charged."""
    key_hash = account(engine, 100)
    reference = take(engine, key_hash, 40)
    assert reference is not None
    with engine.begin() as connection:
        connection.execute(
            update(Account).where(Account.key_hash == key_hash).values(revoked_at=NOW)
        )
        outcome = LeasedCharge.apply_groups(
            connection, [[LeasedCharge(reference, charge(key_hash, "req_0"), NOW + TTL)]]
        )[0][0]

    assert isinstance(outcome, Unauthorized)
    assert charge_rows(engine) == []


def test_two_leases_of_one_account_in_one_batch_report_every_balance_once(
    engine: Engine,
) -> None:
    """A process between two blocks of one key (one closing, the next taken) can write from
    both in one batch: each charge still reports a balance of its own."""
    key_hash = account(engine, 100)
    first, second = take(engine, key_hash, 10), take(engine, key_hash, 10)
    assert first is not None
    assert second is not None
    groups = [
        [LeasedCharge(reference, charge(key_hash, f"req_{reference}_{n}"), NOW + TTL)]
        for reference in (first, second)
        for n in range(2)
    ]
    groups = [groups[0] + groups[1], groups[2] + groups[3]]

    with engine.begin() as connection:
        outcomes = LeasedCharge.apply_groups(connection, groups)

    balances = [o.credit_balance for group in outcomes for o in group if isinstance(o, Debit)]
    assert sorted(balances, reverse=True) == [99, 98, 97, 96]
    assert standing(engine, key_hash) == (96, 4)


def test_charges_from_leases_keep_their_subjects(engine: Engine) -> None:
    """The usage history's subject (issue 20) survives the batched spend of several leases."""
    keys = [account(engine, 100), account(engine, 100)]
    groups = []
    for key_hash in keys:
        reference = take(engine, key_hash, 10)
        assert reference is not None
        subject = f"co-{key_hash[:6]}.com"
        spend = replace(charge(key_hash, f"req_{key_hash[:6]}"), subject=subject)
        groups.append([LeasedCharge(reference, spend, NOW + TTL)])

    with engine.begin() as connection:
        LeasedCharge.apply_groups(connection, groups)
        subjects = connection.execute(
            select(LedgerEntry.subject)
            .where(LedgerEntry.kind == "charge", LedgerEntry.reason == "lookup")
            .order_by(LedgerEntry.id)
        ).scalars()
        assert list(subjects) == [f"co-{key_hash[:6]}.com" for key_hash in keys]
