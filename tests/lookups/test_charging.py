"""What a lookup costs comes from one price table, `accounts.pricing.PRICES`: change a price
and the charge, the live scan's hold, its release, the answer and `/v1/pricing` all follow."""

from __future__ import annotations

import httpx
import pytest
from sqlalchemy import select

from tests.api.conftest import bearer, create_key
from tests.twins import TwinRunner, parsed, unreachable
from vendorstack.accounts.models import LedgerEntry
from vendorstack.accounts.pricing import PRICES, Price
from vendorstack.services import Services

pytestmark = pytest.mark.anyio

ROW = ("stripe", "payments", "Stripe, Inc. | Payment processing | United States")
FREE_CREDITS = 25


@pytest.fixture
def lookups_cost_three(monkeypatch: pytest.MonkeyPatch) -> None:
    lookup = PRICES["lookup"]
    monkeypatch.setitem(PRICES, "lookup", Price(3, lookup.charged_for, lookup.note))


def _deltas(services: Services) -> list[tuple[str, int]]:
    with services.engine.connect() as connection:
        rows = connection.execute(
            select(LedgerEntry.kind, LedgerEntry.delta)
            .where(LedgerEntry.kind != "grant")
            .order_by(LedgerEntry.id)
        )
        return [(kind, delta) for kind, delta in rows]


@pytest.mark.usefixtures("lookups_cost_three")
async def test_a_live_scan_holds_and_keeps_the_price(
    api: httpx.AsyncClient, runner: TwinRunner, services: Services
) -> None:
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", ROW)
    key = await create_key(api)

    scanned = await api.get("/v1/check?url=acme-pay.com", headers=bearer(key))
    indexed = await api.get("/v1/check?url=acme-pay.com", headers=bearer(key))

    assert scanned.json()["credits_used"] == 3
    assert scanned.headers["x-credits-used"] == "3"
    assert indexed.json()["credits_used"] == 3
    assert indexed.json()["credit_balance"] == FREE_CREDITS - 6
    assert [delta for kind, delta in _deltas(services) if kind != "settle"] == [-3, -3]


@pytest.mark.usefixtures("lookups_cost_three")
async def test_a_failed_scan_gives_the_whole_hold_back(
    api: httpx.AsyncClient, runner: TwinRunner, services: Services
) -> None:
    runner.reports["down-co.com"] = unreachable("down-co.com")
    key = await create_key(api)

    response = await api.get("/v1/check?url=down-co.com", headers=bearer(key))
    balance = await api.get("/v1/balance", headers=bearer(key))

    assert response.status_code == 502
    assert balance.json()["credit_balance"] == FREE_CREDITS
    assert _deltas(services) == [("reservation", -3), ("release", 3)]


@pytest.mark.usefixtures("lookups_cost_three")
async def test_pricing_publishes_the_table(api: httpx.AsyncClient) -> None:
    operations = (await api.get("/v1/pricing")).json()["operations"]
    assert operations["lookup"] == {"credits": 3, "note": PRICES["lookup"].note}
    assert operations["prospect_page"]["credits"] == PRICES["prospect_page"].credits
