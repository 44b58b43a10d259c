"""`AsyncClient` against the real app: typed results that say what the JSON API says, one
error class per API error, and Retry-After honoured on a real 429."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI

from tests.apps import CLIENT, bearer, create_key, settings_for
from tests.twins import TwinRunner, parsed
from vendorstack.client import (
    AsyncClient,
    InvalidRequest,
    NotFound,
    PaymentRequired,
    RateLimited,
    RetryPolicy,
    Unauthorized,
    operations,
)
from vendorstack.schemas.responses import CheckResult, VendorMatch
from vendorstack.server.app import create_app
from vendorstack.services import Services

pytestmark = pytest.mark.anyio

STRIPE_ROW = ("stripe", "payments", "Stripe, Inc. | Payment processing | United States")


class Waits:
    def __init__(self) -> None:
        self.seconds: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.seconds.append(seconds)


@pytest.fixture
def waits() -> Waits:
    return Waits()


def client_for(app: FastAPI, key: str | None, waits: Waits) -> AsyncClient:
    transport = httpx.ASGITransport(app=app, client=CLIENT)
    return AsyncClient("http://testserver", key or "", transport=transport, sleep=waits)


@pytest.fixture
async def keyed(app: FastAPI, api: httpx.AsyncClient, waits: Waits) -> AsyncIterator[AsyncClient]:
    async with client_for(app, await create_key(api), waits) as client:
        yield client


async def test_results_are_typed_and_say_what_the_api_says(
    keyed: AsyncClient, api: httpx.AsyncClient, runner: TwinRunner
) -> None:
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", STRIPE_ROW)

    answer = await keyed.check("https://acme-pay.com/legal")
    profile = await keyed.company("https://acme-pay.com/")
    page = await keyed.prospect(vendor="stripe")
    balance = await keyed.balance()
    prices = await keyed.pricing()
    catalog = await keyed.vendors()

    assert isinstance(answer, CheckResult)
    match = answer.vendor_stack["payments"][0]
    assert isinstance(match, VendorMatch)
    assert (match.vendor, match.evidence.quote) == ("stripe", STRIPE_ROW[2])
    assert profile.disclosure_sources == ["https://acme-pay.com/subprocessors"]
    assert [company.domain for company in page.companies] == ["acme-pay.com"]
    assert (balance.credit_balance, balance.lifetime_credits_used) == (22, 3)
    assert prices.model_dump(mode="json") == (await api.get("/v1/pricing")).json()
    assert catalog.categories == (await api.get("/v1/vendors")).json()["categories"]


async def test_send_json_returns_the_apis_json(keyed: AsyncClient, api: httpx.AsyncClient) -> None:
    assert await keyed.send_json(operations.pricing()) == (await api.get("/v1/pricing")).json()


async def test_an_empty_balance_raises_payment_required_with_topup_url(
    keyed: AsyncClient, runner: TwinRunner, waits: Waits
) -> None:
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", STRIPE_ROW)
    for _ in range(25):
        await keyed.check("acme-pay.com")

    with pytest.raises(PaymentRequired) as refused:
        await keyed.check("acme-pay.com")

    assert refused.value.status == 402
    assert refused.value.topup_url == (await keyed.balance()).topup_url
    assert waits.seconds == []  # never retried


async def test_each_api_error_has_its_class(app: FastAPI, keyed: AsyncClient, waits: Waits) -> None:
    async with client_for(app, "vs_live_" + "D" * 49, waits) as stranger:
        with pytest.raises(Unauthorized):
            await stranger.balance()
    with pytest.raises(NotFound) as unknown:
        await keyed.company("never-seen.com")
    with pytest.raises(InvalidRequest) as invalid:
        await keyed.check("localhost")

    assert unknown.value.body["found"] is False
    assert invalid.value.code == "validation_error"
    assert invalid.value.request_id.startswith("req_")


async def test_a_real_429_is_retried_after_its_retry_after(
    sqlite_url: str, runner: TwinRunner
) -> None:
    services = Services.open(settings_for(sqlite_url, rate_limit="2/minute"), runner=runner)
    app = create_app(services=services)
    waits = Waits()
    try:
        transport = httpx.ASGITransport(app=app, client=CLIENT)
        async with httpx.AsyncClient(transport=transport, base_url="http://t") as api:
            key = await create_key(api)
            http = await api.get("/v1/balance", headers=bearer(key))
        async with client_for(app, key, waits) as client:
            await client.balance()
            with pytest.raises(RateLimited) as limited:
                await client.balance()
    finally:
        await services.close()

    assert http.status_code == 200
    assert len(waits.seconds) == RetryPolicy().retries
    assert all(1 <= wait <= 60 for wait in waits.seconds)
    assert limited.value.retry_after is not None
    assert limited.value.retry_after >= 1
