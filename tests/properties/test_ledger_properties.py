"""Property: after any sequence of grants, charges, holds, settles, releases and failures, an
account's balance equals the sum of its ledger and what a simple model of the rules predicts;
it never goes below zero. Against a real, migrated SQLite file."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import Connection, Engine, select
from sqlalchemy.exc import IntegrityError

from vendorstack.accounts import keys
from vendorstack.accounts.ledger import (
    Charge,
    OutOfCredits,
    ReserveScan,
    SettleScan,
    new_hold_reference,
)
from vendorstack.accounts.models import Account
from vendorstack.accounts.service import grant_topup, ledger_sum, new_account
from vendorstack.errors import AppError
from vendorstack.storage.engine import make_engine

NOW = datetime(2026, 11, 22, 12, 0, tzinfo=UTC)
BASE_URL = "https://api.vendorstack.test"
FREE_CREDITS = 25

Step = tuple[str, int]
STEPS = st.lists(
    st.one_of(
        st.tuples(st.just("grant"), st.integers(1, 30)),
        st.tuples(st.just("charge"), st.integers(1, 40)),
        st.tuples(st.just("hold"), st.just(0)),
        st.tuples(st.just("settle"), st.integers(0, 5)),
        st.tuples(st.just("release"), st.integers(0, 5)),
        st.tuples(st.just("grant_again"), st.integers(0, 5)),  # a top-up reference replayed
        st.tuples(st.just("fail_midway"), st.integers(1, 3)),  # a transaction that rolls back
    ),
    max_size=25,
)


@dataclass
class Model:
    """What the rules say the balance is; open holds and used top-up references."""

    balance: int = FREE_CREDITS
    open_holds: list[str] = field(default_factory=list)
    closed_holds: list[str] = field(default_factory=list)
    grants: list[str] = field(default_factory=list)


class Boom(Exception):
    """A failure after a write, inside the transaction: everything it wrote must roll back."""


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, sqlite_template: Path) -> Iterator[Engine]:
    path = tmp_path_factory.mktemp("ledger-properties") / "vs.db"
    path.write_bytes(sqlite_template.read_bytes())
    engine = make_engine(f"sqlite:///{path}")
    yield engine
    engine.dispose()


def open_account(engine: Engine) -> Holder:
    key, store = new_account("prop@example.com", source_ip=None, request_id="seed", now=NOW)
    with engine.begin() as connection:
        account_id = store(connection)
    return Holder(key.api_key, keys.hash_key(key.api_key), account_id)


@dataclass(frozen=True)
class Holder:
    key: str
    key_hash: str
    account_id: int


def apply(engine: Engine, step: Step, holder: Holder, model: Model) -> None:
    kind, amount = step
    key, key_hash, account_id = holder.key, holder.key_hash, holder.account_id
    with engine.begin() as connection:
        if kind == "grant":
            reference = f"{key_hash[:16]}-{len(model.grants)}"  # references are global
            applied, _ = grant_topup(connection, key, credits=amount, reference=reference, now=NOW)
            assert applied
            model.grants.append(reference)
            model.balance += amount
        elif kind == "grant_again" and model.grants:
            reference = model.grants[amount % len(model.grants)]
            applied, _ = grant_topup(connection, key, credits=99, reference=reference, now=NOW)
            assert not applied
        elif kind == "charge":
            _charge(connection, key_hash, amount, model)
        elif kind == "hold":
            _hold(connection, key_hash, model)
        elif kind in ("settle", "release"):
            _close(connection, account_id, kind, amount, model)
        elif kind == "fail_midway":
            _fail_midway(engine, key_hash, amount)


def _charge(connection: Connection, key_hash: str, credits: int, model: Model) -> None:
    charge = Charge(key_hash, credits, "charge", "lookup", "r", NOW, BASE_URL)
    try:
        with connection.begin_nested():
            charge(connection)
    except OutOfCredits:
        assert credits > model.balance
        return
    model.balance -= credits


def _hold(connection: Connection, key_hash: str, model: Model) -> None:
    reference = new_hold_reference()
    charge = Charge(key_hash, 1, "reservation", "live_scan", "r", NOW, BASE_URL, reference)
    try:
        with connection.begin_nested():
            ReserveScan(charge, NOW, free_scans_per_day=1000)(connection)
    except AppError:
        assert model.balance < 1
        return
    model.balance -= 1
    model.open_holds.append(reference)


def _close(connection: Connection, account_id: int, kind: str, pick: int, model: Model) -> None:
    holds = model.open_holds + model.closed_holds
    if not holds:
        return
    reference = holds[pick % len(holds)]
    settle = SettleScan(account_id, reference, "r", kind == "settle", "done", NOW, 1)
    try:
        with connection.begin_nested():
            settle(connection)
    except IntegrityError:  # a hold closes exactly once: a second close is refused
        assert reference in model.closed_holds
        return
    assert reference in model.open_holds
    model.open_holds.remove(reference)
    model.closed_holds.append(reference)
    model.balance += 0 if kind == "settle" else 1


def _fail_midway(engine: Engine, key_hash: str, credits: int) -> None:
    """A charge written, then the transaction fails: nothing of it may remain."""
    charge = Charge(key_hash, credits, "charge", "lookup", "r", NOW, BASE_URL)
    with pytest.raises(Boom):
        _charge_then_fail(engine, charge)


def _charge_then_fail(engine: Engine, charge: Charge) -> None:
    with engine.begin() as connection:
        with contextlib.suppress(OutOfCredits):
            charge(connection)
        raise Boom


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(steps=STEPS)
def test_the_balance_always_equals_its_ledger_and_the_rules(
    engine: Engine, steps: list[Step]
) -> None:
    holder = open_account(engine)
    account_id = holder.account_id
    model = Model()
    for step in steps:
        apply(engine, step, holder, model)
        with engine.connect() as connection:
            balance = connection.execute(
                select(Account.credit_balance).where(Account.id == account_id)
            ).scalar_one()
            assert balance == ledger_sum(connection, account_id)
        assert balance == model.balance >= 0
