"""Charges applied together in one writer batch behave exactly like charges applied alone."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta, timezone

import pytest
from sqlalchemy import Engine, Text, func, insert, select, text, update
from sqlalchemy.exc import IntegrityError

from tests.conftest import empty_postgres
from tests.twins import TwinRunner
from vendorstack.accounts import keys
from vendorstack.accounts.ledger import (
    Charge,
    Debit,
    OutOfCredits,
    ReserveScan,
    SettleScan,
    new_hold_reference,
    release_abandoned_holds,
    scans_since,
)
from vendorstack.accounts.models import Account, LedgerEntry
from vendorstack.accounts.service import Touch, new_account
from vendorstack.config import Settings
from vendorstack.errors import Unauthorized
from vendorstack.services import Services
from vendorstack.storage.engine import make_engine
from vendorstack.storage.writer import GroupCommitWriter

pytestmark = pytest.mark.anyio
NOW = datetime(2026, 11, 22, 12, 0, tzinfo=UTC)
BASE_URL = "https://api.vendorstack.test"


def account(engine: Engine, credits: int) -> str:
    """A key whose balance is `credits` (25 granted, the rest adjusted by a grant row)."""
    key, store = new_account("a@example.com", source_ip=None, request_id="seed", now=NOW)
    with engine.begin() as connection:
        store(connection)
        if credits != key.credit_balance:
            Charge(
                keys.hash_key(key.api_key),
                key.credit_balance - credits,
                "charge",
                "setup",
                "seed",
                NOW,
                BASE_URL,
            )(connection)
    return keys.hash_key(key.api_key)


def charge(engine: Engine, key_hash: str, request_id: str) -> Charge:
    return Charge(key_hash, 1, "charge", "lookup", request_id, NOW, BASE_URL)


def balance_and_ledger_sum(engine: Engine, key_hash: str) -> tuple[int, int]:
    with engine.connect() as connection:
        account_id, balance = connection.execute(
            select(Account.id, Account.credit_balance).where(Account.key_hash == key_hash)
        ).one()
        total = connection.execute(
            select(func.sum(LedgerEntry.delta)).where(LedgerEntry.account_id == account_id)
        ).scalar_one()
    return balance, total


def test_covered_charges_share_one_debit_and_keep_a_row_each(engine: Engine) -> None:
    key_hash = account(engine, 10)
    charges = [charge(engine, key_hash, f"req_{n}") for n in range(4)]

    with engine.begin() as connection:
        outcomes = Charge.apply_together(connection, charges)

    assert [o.credit_balance for o in outcomes if isinstance(o, Debit)] == [9, 8, 7, 6]
    assert balance_and_ledger_sum(engine, key_hash) == (6, 6)
    with engine.connect() as connection:
        request_ids = connection.execute(
            select(LedgerEntry.request_id).where(LedgerEntry.reason == "lookup")
        ).scalars()
        assert sorted(str(r) for r in request_ids) == ["req_0", "req_1", "req_2", "req_3"]


def test_a_large_group_keeps_a_row_per_charge(engine: Engine) -> None:
    count = 131
    key_hash = account(engine, count + 1)
    charges = [charge(engine, key_hash, f"req_{n}") for n in range(count)]

    with engine.begin() as connection:
        outcomes = Charge.apply_together(connection, charges)

    assert [o.credit_balance for o in outcomes if isinstance(o, Debit)] == list(range(count, 0, -1))
    assert balance_and_ledger_sum(engine, key_hash) == (1, 1)
    with engine.connect() as connection:
        request_ids = connection.execute(
            select(LedgerEntry.request_id).where(LedgerEntry.reason == "lookup")
        ).scalars()
        assert sorted(str(r) for r in request_ids) == sorted(f"req_{n}" for n in range(count))


def test_rows_committed_together_keep_each_charges_own_time(engine: Engine) -> None:
    key_hash = account(engine, 10)
    moments = [NOW, NOW + timedelta(milliseconds=3), NOW + timedelta(milliseconds=1)]
    charges = [
        Charge(key_hash, 1, "charge", "lookup", f"req_{n}", moment, BASE_URL)
        for n, moment in enumerate(moments)
    ]

    with engine.begin() as connection:
        Charge.apply_together(connection, charges)

    with engine.connect() as connection:
        stamps = connection.execute(
            select(LedgerEntry.request_id, LedgerEntry.created_at).where(
                LedgerEntry.reason == "lookup"
            )
        ).all()
        assert {str(row[0]): row[1] for row in stamps} == {
            f"req_{n}": moment for n, moment in enumerate(moments)
        }
    with engine.connect() as connection:
        last_used = connection.execute(
            select(Account.last_used_at).where(Account.key_hash == key_hash)
        ).scalar_one()
    assert last_used == NOW + timedelta(milliseconds=3)


def test_an_uncovered_group_charges_until_empty_then_refuses(engine: Engine) -> None:
    key_hash = account(engine, 2)
    charges = [charge(engine, key_hash, f"req_{n}") for n in range(5)]

    with engine.begin() as connection:
        outcomes = Charge.apply_together(connection, charges)

    assert [type(o) for o in outcomes] == [Debit, Debit, OutOfCredits, OutOfCredits, OutOfCredits]
    assert balance_and_ledger_sum(engine, key_hash) == (0, 0)


def test_groups_of_many_keys_are_charged_as_if_one_after_another(engine: Engine) -> None:
    """`apply_groups` (one statement for every key on PostgreSQL, a pair per key on SQLite):
    covered keys pay their sum, an uncovered one charges until empty, a revoked one refuses."""
    rich, poor, revoked, steady = (account(engine, n) for n in (10, 2, 10, 3))
    with engine.begin() as connection:
        connection.execute(
            update(Account).where(Account.key_hash == revoked).values(revoked_at=NOW)
        )
    groups = [
        [charge(engine, key, f"{n}_{i}") for i in range(size)]
        for n, (key, size) in enumerate(sorted([(rich, 4), (poor, 3), (revoked, 1), (steady, 1)]))
    ]

    with engine.begin() as connection:
        outcomes = Charge.apply_groups(connection, groups)

    by_key = {group[0].key_hash: results for group, results in zip(groups, outcomes, strict=True)}
    assert [o.credit_balance for o in by_key[rich] if isinstance(o, Debit)] == [9, 8, 7, 6]
    assert [type(o) for o in by_key[poor]] == [Debit, Debit, OutOfCredits]
    assert [type(o) for o in by_key[revoked]] == [Unauthorized]
    assert [o.credit_balance for o in by_key[steady] if isinstance(o, Debit)] == [2]
    expected = {rich: (6, 6), poor: (0, 0), revoked: (10, 10), steady: (2, 2)}
    assert {key: balance_and_ledger_sum(engine, key) for key in expected} == expected


async def test_the_writer_coalesces_per_key_and_answers_each_caller(engine: Engine) -> None:
    rich, poor = account(engine, 100), account(engine, 1)
    writer = GroupCommitWriter(engine)
    writer.start()
    try:
        outcomes = await asyncio.gather(
            *(writer.run(charge(engine, rich, f"rich_{n}")) for n in range(20)),
            *(writer.run(charge(engine, poor, f"poor_{n}")) for n in range(3)),
            return_exceptions=True,
        )
    finally:
        writer.stop()

    rich_balances = sorted(o.credit_balance for o in outcomes[:20] if isinstance(o, Debit))
    assert rich_balances == list(range(80, 100))
    assert [type(o) for o in outcomes[20:]].count(OutOfCredits) == 2
    assert balance_and_ledger_sum(engine, rich) == (80, 80)
    assert balance_and_ledger_sum(engine, poor) == (0, 0)


def hold(engine: Engine, key_hash: str, request_id: str, at: datetime) -> str:
    """A live-scan hold made at `at`; returns its reference."""
    reference = new_hold_reference()
    reserve = ReserveScan(
        Charge(
            key_hash,
            1,
            "reservation",
            "live_scan",
            request_id,
            at,
            BASE_URL,
            reference=reference,
        ),
        day_start=at.replace(hour=0, minute=0, second=0, microsecond=0),
        free_scans_per_day=5,
    )
    with engine.begin() as connection:
        reserve(connection)
    return reference


def test_holds_left_by_a_crashed_scan_are_released_once(engine: Engine) -> None:
    key_hash = account(engine, 10)
    hold(engine, key_hash, "req_crashed", NOW - timedelta(hours=1))
    settled = hold(engine, key_hash, "req_settled", NOW - timedelta(hours=1))
    with engine.begin() as connection:
        account_id = connection.execute(
            select(Account.id).where(Account.key_hash == key_hash)
        ).scalar_one()
        SettleScan(account_id, settled, "req_settled", keep=True, reason="parsed", now=NOW, held=1)(
            connection
        )
    hold(engine, key_hash, "req_running", NOW - timedelta(seconds=30))

    with engine.begin() as connection:
        first = release_abandoned_holds(connection, held_before=NOW - timedelta(minutes=5), now=NOW)
    with engine.begin() as connection:
        again = release_abandoned_holds(connection, held_before=NOW - timedelta(minutes=5), now=NOW)

    assert (first, again) == (1, 0)
    assert balance_and_ledger_sum(engine, key_hash) == (8, 8)  # 10 - settled - still running
    with engine.connect() as connection:
        released = connection.execute(
            select(LedgerEntry.request_id).where(LedgerEntry.kind == "release")
        ).scalars()
        assert list(released) == ["req_crashed"]


def test_a_hold_closes_once_whatever_request_id_it_came_with(engine: Engine) -> None:
    key_hash = account(engine, 10)
    reference = hold(engine, key_hash, "req_same", NOW)
    with engine.begin() as connection:
        account_id = connection.execute(
            select(Account.id).where(Account.key_hash == key_hash)
        ).scalar_one()
        SettleScan(account_id, reference, "req_same", keep=True, reason="parsed", now=NOW, held=1)(
            connection
        )

    with pytest.raises(IntegrityError), engine.begin() as connection:
        SettleScan(account_id, reference, "req_other", keep=False, reason="again", now=NOW, held=1)(
            connection
        )
    assert balance_and_ledger_sum(engine, key_hash) == (9, 9)


async def test_opening_the_services_releases_abandoned_holds(
    engine: Engine, database_url: str
) -> None:
    key_hash = account(engine, 10)
    hold(engine, key_hash, "req_crashed", datetime.now(UTC) - timedelta(hours=1))

    services = Services.open(Settings(database_url=database_url), runner=TwinRunner())
    await services.close()

    assert balance_and_ledger_sum(engine, key_hash) == (10, 10)


def test_the_daily_cap_is_counted_through_the_reservations_index(engine: Engine) -> None:
    sql = str(scans_since(1, NOW).compile(engine, compile_kwargs={"literal_binds": True}))
    with engine.connect() as connection:
        if engine.dialect.name == "sqlite":
            plan = connection.exec_driver_sql(f"EXPLAIN QUERY PLAN {sql}").all()
        else:
            connection.exec_driver_sql("SET enable_seqscan = off")  # the table is tiny here
            plan = connection.exec_driver_sql(f"EXPLAIN {sql}").all()
    assert "ix_ledger_entries_reservations" in " ".join(str(row) for row in plan)


def test_the_daily_cap_counts_only_todays_reservations(engine: Engine) -> None:
    key_hash = account(engine, 10)
    with engine.begin() as connection:
        account_id = connection.execute(
            select(Account.id).where(Account.key_hash == key_hash)
        ).scalar_one()
        for moment, kind in [
            (NOW - timedelta(days=1), "reservation"),
            (NOW, "reservation"),
            (NOW + timedelta(hours=1), "reservation"),
            (NOW + timedelta(hours=1), "charge"),
        ]:
            connection.execute(
                insert(LedgerEntry).values(
                    account_id=account_id,
                    delta=-1,
                    kind=kind,
                    reason="test",
                    request_id=None,
                    reference=None,
                    created_at=moment,
                )
            )
        assert connection.execute(scans_since(account_id, NOW)).scalar_one() == 2


@pytest.mark.postgres
def test_touching_an_account_never_waits_for_another_transaction(
    postgres_database: str,
) -> None:
    """`last_used_at` bookkeeping skips a row another transaction holds (a charge writes it
    anyway): waiting could close a lock cycle with that transaction's next charge."""
    empty_postgres(postgres_database)
    engine = make_engine(postgres_database)
    key_hash = account(engine, 10)
    later = NOW + timedelta(hours=1)
    try:
        with engine.connect() as holder, engine.connect() as toucher:
            holder.begin()
            account_id = holder.execute(
                select(Account.id).where(Account.key_hash == key_hash).with_for_update()
            ).scalar_one()
            with toucher.begin():
                toucher.execute(text("SET LOCAL lock_timeout = '10s'"))  # a wait would fail
                Touch(account_id, later)(toucher)
            holder.rollback()
            with engine.begin() as connection:
                Touch(account_id, later)(connection)
                touched = connection.execute(
                    select(Account.last_used_at).where(Account.id == account_id)
                ).scalar_one()
    finally:
        engine.dispose()

    assert touched == later


def test_a_charge_row_is_stored_as_sqlalchemy_stores_one(engine: Engine) -> None:
    """Charges' rows go to the driver directly on SQLite (`ledger._append_rows`): each column,
    the time's text included, is what SQLAlchemy's own insert stores for the same values."""
    key_hash = account(engine, 10)
    moment = datetime(2026, 11, 22, 14, 0, 0, 250, tzinfo=timezone(timedelta(hours=2)))
    made = Charge(key_hash, 2, "charge", "lookup", "req_direct", moment, BASE_URL, None, "x.com")
    with engine.begin() as connection:
        account_id = Charge.apply_together(connection, [made])[0].account_id  # type: ignore[union-attr]
        connection.execute(insert(LedgerEntry).values(made._ledger_row(account_id)))
    columns = (
        LedgerEntry.account_id,
        LedgerEntry.delta,
        LedgerEntry.kind,
        LedgerEntry.reason,
        LedgerEntry.request_id,
        LedgerEntry.reference,
        LedgerEntry.subject,
        func.cast(LedgerEntry.created_at, Text),
    )
    with engine.connect() as connection:
        rows = connection.execute(
            select(*columns).where(LedgerEntry.request_id == "req_direct")
        ).all()
    assert len(rows) == 2
    assert rows[0] == rows[1]
    with engine.connect() as connection:
        stored = connection.execute(
            select(LedgerEntry.created_at).where(LedgerEntry.request_id == "req_direct")
        ).scalars()
        assert set(stored) == {moment}
