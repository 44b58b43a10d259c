"""The watch, events and portfolio tools answer what the JSON API answers, through the same
operations: bodies equal to the routes' (ids and times aside), the same errors, one charge."""

from __future__ import annotations

import httpx
import pytest
from fastapi import FastAPI

from tests.apps import CLIENT, bearer, create_key
from tests.mcp.sessions import body, in_process
from tests.twins import TwinRunner, parsed
from vendorstack.client import AsyncClient
from vendorstack.mcp.backend import ToolFailure
from vendorstack.mcp.remote import RemoteBackend

pytestmark = pytest.mark.anyio

STRIPE_ROW = ("stripe", "payments", "Stripe, Inc. | Payment processing | United States")


async def test_watch_tools_say_what_the_routes_say(app: FastAPI, api: httpx.AsyncClient) -> None:
    key = await create_key(api)
    async with in_process(app, key) as client:
        created = await client.call_tool("watch", {"domains": ["https://www.acme-pay.com/x"]})
        listed = body(await client.call_tool("watches", {}))
        events = body(await client.call_tool("events", {"after": 0}))
        bad = {"domains": ["acme-pay.com", "co.uk"]}
        refused = await client.call_tool("watch", bad)
        [watch] = body(created)["watches"]
        routed = (await api.get("/v1/watches", headers=bearer(key))).json()
        removed = await client.call_tool("unwatch", {"watch_id": watch["id"]})
        again = await client.call_tool("unwatch", {"watch_id": watch["id"]})

    assert not created.is_error
    assert watch["domain"] == "acme-pay.com"
    assert listed == routed == {"watches": [watch], "next_after": None}
    assert events == (await api.get("/v1/events", headers=bearer(key))).json()
    refused_by_route = (await api.post("/v1/watches", json=bad, headers=bearer(key))).json()
    assert refused.is_error
    assert "domains[1]" in body(refused)["message"]
    assert {**body(refused), "request_id": ""} == {**refused_by_route, "request_id": ""}
    assert (removed.is_error, body(removed)) == (False, {})
    assert (again.is_error, body(again)["error"]) == (True, "not_found")
    assert (await api.get("/v1/watches", headers=bearer(key))).json()["watches"] == []


async def test_the_portfolio_tool_answers_and_charges_as_the_route(
    app: FastAPI, api: httpx.AsyncClient, runner: TwinRunner
) -> None:
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", STRIPE_ROW)
    key = await create_key(api)
    await api.get("/v1/check?url=acme-pay.com", headers=bearer(key))
    asked = {"domains": ["acme-pay.com", "never-seen.com"]}

    async with in_process(app, key) as client:
        tool = body(await client.call_tool("portfolio", asked))
    route = (await api.post("/v1/portfolio", json=asked, headers=bearer(key))).json()

    assert tool["indexed"] == ["acme-pay.com"]
    assert tool["credits_used"] == route["credits_used"] == 1
    assert tool["credit_balance"] == route["credit_balance"] + 1  # the route's charge came next
    del tool["credit_balance"], route["credit_balance"]
    assert tool == route


async def test_the_stdio_servers_backend_sends_the_same_operations(
    app: FastAPI, api: httpx.AsyncClient, runner: TwinRunner
) -> None:
    """`vendorstack mcp`'s backend (the client's operations, in process here; the stdio
    transport itself is tests/mcp/test_transports.py's): a 204 is an empty result."""
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", STRIPE_ROW)
    key = await create_key(api)
    await api.get("/v1/check?url=acme-pay.com", headers=bearer(key))
    transport = httpx.ASGITransport(app=app, client=CLIENT)
    async with AsyncClient("http://testserver", key, transport=transport) as client:
        remote = RemoteBackend(client)
        [watch] = (await remote.watch(["acme-pay.com"]))["watches"]
        listed = await remote.watches(after=0)
        events = await remote.events(after=0)
        portfolio = await remote.portfolio(["acme-pay.com"])
        removed = await remote.unwatch(watch["id"])
        with pytest.raises(ToolFailure) as gone:
            await remote.unwatch(watch["id"])

    assert listed == {"watches": [watch], "next_after": None}
    assert events == {"events": [], "next_after": None}
    assert (portfolio["indexed"], portfolio["credits_used"]) == (["acme-pay.com"], 1)
    assert removed == {}
    assert gone.value.body["error"] == "not_found"
