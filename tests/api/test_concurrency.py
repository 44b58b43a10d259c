"""Concurrent metered calls never overdraw or double-charge, on SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
from collections import Counter
from datetime import UTC, datetime

import httpx
import pytest
from sqlalchemy import select, update

from tests.api.conftest import bearer, create_key
from tests.twins import TwinRunner, parsed
from vendorstack.accounts.models import Account
from vendorstack.accounts.service import grant_topup, ledger_sum
from vendorstack.services import Services

pytestmark = pytest.mark.anyio


@pytest.fixture
def db_url(database_url: str) -> str:
    return database_url


async def key_with_credits(api: httpx.AsyncClient, services: Services, credits: int) -> str:
    key = await create_key(api)
    with services.engine.begin() as connection:
        grant_topup(connection, key, credits=credits - 25, reference="seed", now=datetime.now(UTC))
        connection.execute(update(Account).values(free_tier=True))
    return key


def balance_and_ledger(services: Services) -> tuple[int, int]:
    with services.engine.connect() as connection:
        account_id, balance = connection.execute(select(Account.id, Account.credit_balance)).one()
        return balance, ledger_sum(connection, account_id)


async def test_200_concurrent_lookups_on_50_credits_succeed_exactly_50_times(
    api: httpx.AsyncClient, runner: TwinRunner, services: Services
) -> None:
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", ("stripe", "payments", "Stripe"))
    key = await key_with_credits(api, services, 51)
    await api.get("/v1/check?url=acme-pay.com", headers=bearer(key))

    responses = await asyncio.gather(
        *(api.get("/v1/check?url=acme-pay.com", headers=bearer(key)) for _ in range(200))
    )

    assert Counter(r.status_code for r in responses) == {200: 50, 402: 150}
    balances = sorted(r.json()["credit_balance"] for r in responses if r.status_code == 200)
    assert balances == list(range(50))
    assert balance_and_ledger(services) == (0, 0)


async def test_concurrent_lookups_of_one_new_domain_share_one_scan(
    api: httpx.AsyncClient, runner: TwinRunner, services: Services
) -> None:
    runner.reports["new-co.com"] = parsed("new-co.com", ("stripe", "payments", "Stripe"))
    runner.gate = asyncio.Event()
    keys = [await create_key(api, f"u{n}@example.com") for n in range(4)]

    pending = [
        asyncio.ensure_future(api.get("/v1/check?url=new-co.com", headers=bearer(key)))
        for key in keys
    ]
    await runner.started.wait()
    runner.gate.set()
    responses = await asyncio.gather(*pending)

    assert runner.calls["new-co.com"] == 1
    assert [r.json()["credits_used"] for r in responses] == [1, 1, 1, 1]
