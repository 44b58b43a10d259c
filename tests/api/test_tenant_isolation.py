"""Tenants are walled off: what one client sends never reaches another account's credits.

A client chooses its own `X-Request-Id`, so two keys (or one key, twice) may send the same
one. Every kind of lookup must answer each of them exactly as it would answer it alone.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import httpx
import pytest
from sqlalchemy import insert, select, update

from tests.api.conftest import bearer, create_key
from tests.twins import TwinRunner, not_found, parsed, unreachable
from vendorstack.accounts.ledger import release_abandoned_holds
from vendorstack.accounts.models import Account, LedgerEntry
from vendorstack.accounts.service import ledger_sum
from vendorstack.services import Services

pytestmark = pytest.mark.anyio

SHARED_ID = "same-request-id-0001"
STRIPE_ROW = ("stripe", "payments", "Stripe, Inc. | Payment processing | United States")


def headers(key: str) -> dict[str, str]:
    return {**bearer(key), "X-Request-Id": SHARED_ID}


def assert_books_balance(services: Services) -> None:
    """Every balance equals its ledger, and no live-scan hold is left open."""
    with services.engine.connect() as connection:
        for account_id, balance in connection.execute(select(Account.id, Account.credit_balance)):
            assert balance == ledger_sum(connection, account_id)
        holds = connection.execute(
            select(LedgerEntry.id).where(LedgerEntry.kind == "reservation")
        ).all()
        closes = connection.execute(
            select(LedgerEntry.id).where(LedgerEntry.kind.in_(("settle", "release")))
        ).all()
    assert len(holds) == len(closes)


@pytest.mark.parametrize(
    ("domain", "report", "status", "cost"),
    [
        ("acme-pay.com", parsed("acme-pay.com", STRIPE_ROW), 200, 1),
        ("no-list.com", not_found("no-list.com"), 200, 0),
        ("down.com", unreachable("down.com"), 502, 0),
    ],
)
async def test_two_keys_with_one_request_id_each_get_their_own_live_scan(
    api: httpx.AsyncClient,
    runner: TwinRunner,
    services: Services,
    domain: str,
    report: object,
    status: int,
    cost: int,
) -> None:
    runner.reports[domain] = report  # type: ignore[assignment]
    first, second = await create_key(api, "a@example.com"), await create_key(api, "b@example.com")

    for key in (first, second, first, second):
        response = await api.get(f"/v1/check?url={domain}&refresh=1", headers=headers(key))
        assert response.status_code == status, response.text
        assert response.headers["x-request-id"] == SHARED_ID

    for key in (first, second):
        balance = await api.get("/v1/balance", headers=bearer(key))
        assert balance.json()["credit_balance"] == 25 - 2 * cost
    assert_books_balance(services)


async def test_indexed_answers_company_and_prospect_ignore_a_shared_request_id(
    api: httpx.AsyncClient, runner: TwinRunner, services: Services
) -> None:
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", STRIPE_ROW)
    first, second = await create_key(api, "a@example.com"), await create_key(api, "b@example.com")
    await api.get("/v1/check?url=acme-pay.com", headers=bearer(first))

    for path in (
        "/v1/check?url=acme-pay.com",
        "/v1/company/acme-pay.com",
        "/v1/prospect?vendor=stripe",
    ):
        for key in (first, second):
            response = await api.get(path, headers=headers(key))
            assert response.status_code == 200, response.text
            assert response.json()["credits_used"] == 1

    assert (await api.get("/v1/balance", headers=bearer(first))).json()["credit_balance"] == 21
    assert (await api.get("/v1/balance", headers=bearer(second))).json()["credit_balance"] == 22
    assert_books_balance(services)


async def test_an_abandoned_hold_is_released_even_when_another_hold_shares_its_request_id(
    api: httpx.AsyncClient, runner: TwinRunner, services: Services
) -> None:
    """A crashed scan's hold is found by the hold itself, not by the request id it came with."""
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", STRIPE_ROW)
    first, second = await create_key(api, "a@example.com"), await create_key(api, "b@example.com")
    await api.get("/v1/check?url=acme-pay.com", headers=headers(first))  # held, then settled
    long_ago = datetime.now(UTC) - timedelta(hours=1)
    with services.engine.begin() as connection:
        account_id = connection.execute(
            select(Account.id).where(Account.email == "b@example.com")
        ).scalar_one()
        # The second key's scan died after its hold: the balance paid, the hold never closed.
        connection.execute(
            update(Account)
            .where(Account.id == account_id)
            .values(credit_balance=Account.credit_balance - 1)
        )
        connection.execute(
            insert(LedgerEntry).values(
                account_id=account_id,
                delta=-1,
                kind="reservation",
                reason="live_scan",
                request_id=SHARED_ID,
                reference="scan-hold:crashed-in-test",
                created_at=long_ago,
            )
        )

    with services.engine.begin() as connection:
        released = release_abandoned_holds(
            connection, held_before=datetime.now(UTC) - timedelta(minutes=5), now=datetime.now(UTC)
        )

    assert released == 1
    assert (await api.get("/v1/balance", headers=bearer(second))).json()["credit_balance"] == 25
    assert_books_balance(services)
