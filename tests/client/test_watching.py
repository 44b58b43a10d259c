"""The client's watch, events, portfolio and export calls against the real app: typed
results that say what the JSON API says, a 204 as None, the export streamed to a writer."""

from __future__ import annotations

import io
import json
from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI

from tests.apps import CLIENT, create_key
from tests.twins import TwinRunner, parsed
from vendorstack.client import AsyncClient, InvalidRequest, NotFound

pytestmark = pytest.mark.anyio

STRIPE_ROW = ("stripe", "payments", "Stripe, Inc. | Payment processing | United States")


@pytest.fixture
async def client(app: FastAPI, api: httpx.AsyncClient) -> AsyncIterator[AsyncClient]:
    transport = httpx.ASGITransport(app=app, client=CLIENT)
    async with AsyncClient("http://testserver", await create_key(api), transport=transport) as c:
        yield c


async def test_watches_are_created_listed_and_removed(client: AsyncClient) -> None:
    created = await client.watch(["https://www.acme-pay.com/legal", "acme-pay.com"])
    listed = await client.watches()

    assert [watch.domain for watch in created.watches] == ["acme-pay.com"]
    assert listed.watches == created.watches
    assert listed.next_after is None
    await client.unwatch(created.watches[0].id)
    assert (await client.watches()).watches == []
    with pytest.raises(NotFound):
        await client.unwatch(created.watches[0].id)
    with pytest.raises(InvalidRequest, match=r"domains\[0\]"):
        await client.watch(["co.uk"])
    assert (await client.events()).events == []


async def test_a_portfolio_and_an_export_say_what_the_api_says(
    client: AsyncClient, runner: TwinRunner
) -> None:
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", STRIPE_ROW)
    await client.check("acme-pay.com")

    result = await client.portfolio(["acme-pay.com", "never-seen.com"])
    out = io.BytesIO()
    receipt = await client.export(out.write, vendor="stripe")

    assert result.indexed == ["acme-pay.com"]
    assert result.pending == ["never-seen.com"]
    assert [party.vendor for party in result.fourth_parties] == ["stripe"]
    [row] = [json.loads(line) for line in out.getvalue().splitlines()]
    assert (row["company"], row["vendor"], row["quote"]) == (
        "acme-pay.com",
        "stripe",
        STRIPE_ROW[2],
    )
    assert (receipt.rows, receipt.credits_held) == (1, 1)
    balance = (await client.balance()).credit_balance
    assert balance == receipt.credits_remaining  # one row sent: the hold was kept


async def test_an_export_refused_before_its_first_byte_raises_and_writes_nothing(
    client: AsyncClient,
) -> None:
    out = io.BytesIO()

    with pytest.raises(InvalidRequest, match="category"):
        await client.export(out.write, category="not-a-category")

    assert out.getvalue() == b""
