"""`POST /webhooks/stripe`: payloads signed with the Stripe SDK's own scheme
(`stripe.WebhookSignature`), applied once per event, forged or stale ones refused."""

from __future__ import annotations

import asyncio
import json
import time
from datetime import UTC, datetime
from typing import Any

import anyio
import httpx
import pytest
import stripe
from sqlalchemy import select

from tests.api.test_idempotency import backend
from tests.apps import bearer, create_key
from vendorstack.accounts.models import Account
from vendorstack.accounts.service import grant_topup, ledger_sum
from vendorstack.config import Settings
from vendorstack.errors import NotFound
from vendorstack.services import Services

pytestmark = pytest.mark.anyio
SECRET = "whsec_test_secret"
NOW = datetime.now(UTC)


__all__ = ["backend"]  # SQLite, and PostgreSQL with and without group commit


@pytest.fixture
def db_url(backend: tuple[str, bool]) -> str:
    return backend[0]


@pytest.fixture
def settings(settings: Settings, backend: tuple[str, bool]) -> Settings:
    return settings.model_copy(
        update={
            "group_commit": backend[1],
            "stripe_secret_key": "sk_test_local",
            "stripe_webhook_secret": SECRET,
            "stripe_api_base": "http://127.0.0.1:9",  # never called by these tests
        }
    )


def event(event_id: str, kind: str, item: dict[str, Any]) -> str:
    return json.dumps({"id": event_id, "object": "event", "type": kind, "data": {"object": item}})


def paid(account: str, *, session: str = "cs_test_1", pack: int = 1100) -> dict[str, Any]:
    return {
        "id": session,
        "object": "checkout.session",
        "client_reference_id": account,
        "metadata": {"pack": str(pack), "account": account},
        "amount_total": {1100: 1000, 6000: 5000, 35000: 25000}[pack],
        "payment_status": "paid",
        "payment_intent": "pi_1",
    }


async def deliver(
    api: httpx.AsyncClient, payload: str, *, secret: str = SECRET, at: int | None = None
) -> httpx.Response:
    header = stripe.WebhookSignature.generate_signature_header(payload, secret, timestamp=at)
    return await api.post(
        "/webhooks/stripe",
        content=payload,
        headers={"Stripe-Signature": header, "Content-Type": "application/json"},
    )


async def account_of(api: httpx.AsyncClient, key: str) -> str:
    balance = (await api.get("/v1/balance", headers=bearer(key))).json()
    return str(balance["topup_url"]).rsplit("account=", 1)[1]


async def credits(api: httpx.AsyncClient, key: str) -> int:
    body = (await api.get("/v1/balance", headers=bearer(key))).json()
    return int(body["credit_balance"])


def ledgers_match(services: Services) -> bool:
    with services.engine.connect() as connection:
        rows = connection.execute(select(Account.id, Account.credit_balance))
        return all(balance == ledger_sum(connection, account) for account, balance in rows)


async def test_a_payment_delivered_three_times_credits_once(
    api: httpx.AsyncClient, services: Services
) -> None:
    key = await create_key(api)
    payload = event("evt_paid", "checkout.session.completed", paid(await account_of(api, key)))
    answers = [await deliver(api, payload) for _ in range(3)]
    assert [answer.status_code for answer in answers] == [200, 200, 200]
    assert answers[0].json()["result"] == "credited"
    assert {answer.json()["result"] for answer in answers[1:]} == {"already_applied"}
    assert await credits(api, key) == 25 + 1100
    assert ledgers_match(services)
    free_tier = (await api.get("/v1/balance", headers=bearer(key))).json()["free_tier"]
    assert free_tier is False


async def test_forged_and_replayed_webhooks_change_nothing(api: httpx.AsyncClient) -> None:
    key = await create_key(api)
    payload = event("evt_forged", "checkout.session.completed", paid(await account_of(api, key)))
    forged = await deliver(api, payload, secret="whsec_someone_else")
    stale = await deliver(api, payload, at=int(time.time()) - 3600)
    unsigned = await api.post("/webhooks/stripe", content=payload)
    for answer in (forged, stale, unsigned):
        assert answer.status_code == 400
        assert answer.json()["error"] == "invalid_signature"
        assert answer.headers["x-request-id"]
    assert await credits(api, key) == 25


async def test_refunds_and_disputes_take_credits_back_once(
    api: httpx.AsyncClient, services: Services
) -> None:
    key = await create_key(api)
    account = await account_of(api, key)
    await deliver(api, event("evt_paid", "checkout.session.completed", paid(account)))
    half = {"object": "charge", "payment_intent": "pi_1", "amount": 1000, "amount_refunded": 500}
    for _ in range(2):
        await deliver(api, event("evt_refund_half", "charge.refunded", half))
    assert await credits(api, key) == 25 + 1100 - 550
    dispute = {"object": "dispute", "payment_intent": "pi_1", "amount": 1000}
    answer = await deliver(api, event("evt_dispute", "charge.dispute.created", dispute))
    assert answer.json()["result"] == "reversed 550"
    assert await credits(api, key) == 25
    assert ledgers_match(services)


async def test_unhandled_events_and_unknown_prices_are_ignored(api: httpx.AsyncClient) -> None:
    key = await create_key(api)
    account = await account_of(api, key)
    other = await deliver(api, event("evt_other", "customer.created", {"id": "cus_1"}))
    assert other.json()["result"] == "ignored"
    cheap = {**paid(account, session="cs_cheap"), "amount_total": 1}
    answer = await deliver(api, event("evt_cheap", "checkout.session.completed", cheap))
    assert answer.json()["result"] == "ignored"
    assert await credits(api, key) == 25


async def test_without_stripe_settings_the_page_names_the_operator(
    api: httpx.AsyncClient, services: Services
) -> None:
    services.cards._client = None  # as a service started without the two settings
    page = await api.get("/topup", params={"account": "acct_x"})
    assert "Card payments are not configured" in page.text
    assert services.settings.operator_contact in page.text


async def test_the_operator_grants_by_account_id_without_the_customers_key(
    api: httpx.AsyncClient, services: Services
) -> None:
    key = await create_key(api)
    account = await account_of(api, key)

    def grant_twice() -> tuple[tuple[bool, int], tuple[bool, int]]:
        with services.engine.begin() as connection:
            first = grant_topup(connection, account, credits=1100, reference="wire-7", now=NOW)
            again = grant_topup(connection, account, credits=1100, reference="wire-7", now=NOW)
        return first, again

    def grant_nobody() -> None:
        with services.engine.begin() as connection:
            grant_topup(connection, "acct_nobody", credits=1, reference="x", now=NOW)

    # The operator's command runs beside the service, never on its event loop: the key's
    # use above may still be writing `last_used_at`, which needs the loop to commit.
    first, again = await anyio.to_thread.run_sync(grant_twice)
    assert (first, again) == ((True, 1125), (False, 1125))
    with pytest.raises(NotFound) as refused:
        await anyio.to_thread.run_sync(grant_nobody)
    assert refused.value.message == "No account has this id."
    assert await credits(api, key) == 1125


async def test_three_deliveries_at_once_credit_once(
    api: httpx.AsyncClient, services: Services
) -> None:
    key = await create_key(api)
    payload = event("evt_racing", "checkout.session.completed", paid(await account_of(api, key)))
    answers = await asyncio.gather(*(deliver(api, payload) for _ in range(3)))
    assert [answer.status_code for answer in answers] == [200, 200, 200]
    results = sorted(answer.json()["result"] for answer in answers)
    assert results == ["already_applied", "already_applied", "credited"]
    assert await credits(api, key) == 25 + 1100
    assert ledgers_match(services)
