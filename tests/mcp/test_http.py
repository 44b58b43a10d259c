"""The MCP server at `/mcp`, driven by the official SDK's client over streamable HTTP: tools
and their annotations, answers that are the JSON API's bodies, errors as tool errors with the
JSON API's error bodies, and the same bearer keys."""

from __future__ import annotations

from datetime import UTC, datetime

import httpx
import pytest
from fastapi import FastAPI

from tests.apps import bearer, create_key
from tests.mcp.sessions import body, in_process
from tests.twins import TwinRunner, parsed, unreachable
from vendorstack.accounts.callers import CallerCache
from vendorstack.accounts.pricing import pricing
from vendorstack.accounts.service import revoke
from vendorstack.config import Settings
from vendorstack.extraction import CATEGORIES
from vendorstack.services import Services

pytestmark = pytest.mark.anyio

STRIPE_ROW = ("stripe", "payments", "Stripe, Inc. | Payment processing | United States")
TWILIO_ROW = ("twilio", "sms_messaging", "Twilio Inc. | SMS notifications | United States")
HINTS = {  # (readOnly, destructive, idempotent, openWorld)
    "check": (False, False, False, True),
    "company": (False, False, False, False),
    "prospect": (False, False, False, False),
    "balance": (True, None, True, False),
    "pricing": (True, None, True, False),
    "vendors": (True, None, True, False),
    "watch": (False, False, True, False),
    "watches": (True, None, True, False),
    "unwatch": (False, True, True, False),
    "events": (True, None, True, False),
    "portfolio": (False, False, False, True),
}


async def test_the_tools_are_listed_with_accurate_annotations_and_costs(
    app: FastAPI, api: httpx.AsyncClient
) -> None:
    key = await create_key(api)
    async with in_process(app, key) as client:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}

    assert set(tools) == set(HINTS)
    for name, (read_only, destructive, idempotent, open_world) in HINTS.items():
        hints = tools[name].annotations
        assert hints is not None
        assert (
            hints.read_only_hint,
            hints.destructive_hint,
            hints.idempotent_hint,
            hints.open_world_hint,
        ) == (read_only, destructive, idempotent, open_world), name
    costs = pricing()["operations"]
    assert f"Costs {costs['lookup']['credits']} credit" in str(tools["check"].description)
    assert f"Costs {costs['lookup']['credits']} credit" in str(tools["company"].description)
    assert f"Costs {costs['prospect_page']['credits']} credit" in str(tools["prospect"].description)
    assert f"Costs {costs['portfolio']['credits']} credit" in str(tools["portfolio"].description)
    assert f"costs {costs['watch_scan']['credits']} credit" in str(tools["watch"].description)
    for name in ("balance", "pricing", "vendors", "watches", "unwatch", "events"):
        assert "Free." in str(tools[name].description)
    category = tools["check"].input_schema["properties"]["category"]
    assert next(o["enum"] for o in category["anyOf"] if "enum" in o) == list(CATEGORIES)
    assert tools["check"].output_schema is not None


async def test_a_check_returns_the_vendors_with_their_quotes(
    app: FastAPI, api: httpx.AsyncClient, runner: TwinRunner
) -> None:
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", STRIPE_ROW, TWILIO_ROW)
    key = await create_key(api)

    async with in_process(app, key) as client:
        result = await client.call_tool("check", {"url": "https://www.acme-pay.com/about"})
        again = await client.call_tool("check", {"url": "acme-pay.com", "category": "payments"})

    answer = body(result)
    assert not result.is_error
    assert answer["domain"] == "acme-pay.com"
    assert answer["cache"] == "miss"
    stripe = answer["vendor_stack"]["payments"][0]
    assert stripe["vendor"] == "stripe"
    assert stripe["evidence"]["quote"] == STRIPE_ROW[2]
    assert (answer["credits_used"], answer["credit_balance"]) == (1, 24)
    assert list(body(again)["vendor_stack"]) == ["payments"]
    http = (await api.get("/v1/check?url=acme-pay.com", headers=bearer(key))).json()
    assert http["vendor_stack"] == answer["vendor_stack"]


async def test_an_empty_balance_is_a_tool_error_carrying_topup_url(
    app: FastAPI, api: httpx.AsyncClient, runner: TwinRunner
) -> None:
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", STRIPE_ROW)
    key = await create_key(api)
    for _ in range(25):
        assert (await api.get("/v1/check?url=acme-pay.com", headers=bearer(key))).status_code == 200
    http = await api.get("/v1/check?url=acme-pay.com", headers=bearer(key))

    async with in_process(app, key) as client:
        result = await client.call_tool("check", {"url": "acme-pay.com"})

    error = body(result)
    assert result.is_error
    assert error["error"] == "payment_required" == http.json()["error"]
    assert error["topup_url"] == http.json()["topup_url"]
    assert (
        error["topup_url"]
        == (await api.get("/v1/balance", headers=bearer(key))).json()["topup_url"]
    )
    assert error["request_id"].startswith("req_")


async def test_errors_carry_the_json_api_code_and_fields(
    app: FastAPI, api: httpx.AsyncClient, runner: TwinRunner
) -> None:
    runner.reports["example.com"] = unreachable("example.com")
    key = await create_key(api)

    async with in_process(app, key) as client:
        invalid = await client.call_tool("check", {"url": "localhost"})
        unknown = await client.call_tool("company", {"domain": "never-seen.com"})
        failed = await client.call_tool("check", {"url": "example.com"})
        no_query = await client.call_tool("prospect", {})

    assert invalid.is_error
    assert body(invalid)["error"] == "validation_error"
    assert body(unknown) | {"request_id": ""} == {
        "error": "not_found",
        "message": "never-seen.com has never been scanned. GET /v1/check scans it.",
        "request_id": "",
        "found": False,
        "credits_used": 0,
    }
    assert no_query.is_error
    assert body(no_query)["error"] == "validation_error"
    assert failed.is_error
    assert body(failed)["error"] == "scan_failed"
    assert body(failed)["credits_used"] == 0
    balance = (await api.get("/v1/balance", headers=bearer(key))).json()
    assert balance["credit_balance"] == 25


async def test_the_free_tools_answer_what_the_api_answers(
    app: FastAPI, api: httpx.AsyncClient
) -> None:
    key = await create_key(api)

    async with in_process(app, key) as client:
        answers = {
            name: body(await client.call_tool(name, {}))
            for name in ("balance", "pricing", "vendors")
        }

    assert answers["balance"] == (await api.get("/v1/balance", headers=bearer(key))).json()
    assert answers["pricing"] == (await api.get("/v1/pricing")).json()
    assert answers["vendors"] == (await api.get("/v1/vendors")).json()


async def test_without_a_key_the_free_tools_answer_and_the_metered_ones_say_unauthorized(
    app: FastAPI, api: httpx.AsyncClient
) -> None:
    async with in_process(app, None) as client:
        pricing_answer = body(await client.call_tool("pricing", {}))
        vendors_answer = body(await client.call_tool("vendors", {}))
        payments = body(await client.call_tool("vendors", {"category": "payments"}))
        check = await client.call_tool("check", {"url": "acme-pay.com"})

    catalog = (await api.get("/v1/vendors")).json()["categories"]
    assert pricing_answer == (await api.get("/v1/pricing")).json()
    assert vendors_answer == {"categories": catalog}
    assert payments == {"categories": {"payments": catalog["payments"]}}
    assert check.is_error
    assert body(check)["error"] == "unauthorized"


async def test_the_vendors_tool_refuses_an_unknown_category_in_words(app: FastAPI) -> None:
    async with in_process(app, None) as client:
        refused = await client.call_tool("vendors", {"category": "Payment"})

    assert refused.is_error
    assert body(refused)["error"] == "validation_error"
    assert "`category`" in body(refused)["message"]


@pytest.mark.parametrize("header", ["Bearer vs_live_wrong", "Basic abc"])
async def test_a_bad_key_is_refused_with_the_api_401(api: httpx.AsyncClient, header: str) -> None:
    headers = {"Accept": "application/json, text/event-stream", "Authorization": header}
    ping = {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}

    response = await api.post("/mcp", json=ping, headers=headers)

    assert response.status_code == 401
    assert response.json()["error"] == "unauthorized"
    assert response.headers["www-authenticate"].startswith("Bearer")
    assert response.headers["x-request-id"] == response.json()["request_id"]


async def test_the_sdk_client_cannot_connect_with_a_bad_key(app: FastAPI) -> None:
    with pytest.raises(Exception) as refused:  # noqa: PT011 (the SDK raises a group)
        async with in_process(app, "vs_live_" + "A" * 49) as client:
            await client.list_tools()

    assert "error" in str(refused.value).lower()


async def test_a_key_revoked_mid_session_gets_unauthorized_tool_errors(
    app: FastAPI, api: httpx.AsyncClient, runner: TwinRunner, services: Services
) -> None:
    """Even while `/mcp` still trusts its cached caller, the statement that answers a tool
    call confirms the key is live, as it does for a JSON API route."""
    services.callers = CallerCache(services.database, revalidate_after=3600)
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", STRIPE_ROW)
    key = await create_key(api)

    async with in_process(app, key) as client:
        assert not (await client.call_tool("check", {"url": "acme-pay.com"})).is_error
        with services.engine.begin() as connection:
            assert revoke(connection, key, now=datetime.now(UTC))
        balance = await client.call_tool("balance", {})
        check = await client.call_tool("check", {"url": "acme-pay.com"})

    assert body(balance)["error"] == body(check)["error"] == "unauthorized"


async def test_a_revoked_key_is_refused_at_the_door(
    app: FastAPI, api: httpx.AsyncClient, services: Services
) -> None:
    services.callers = CallerCache(services.database, revalidate_after=0)
    key = await create_key(api)
    with services.engine.begin() as connection:
        assert revoke(connection, key, now=datetime.now(UTC))

    response = await api.post(
        "/mcp",
        json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
        headers={**bearer(key), "Accept": "application/json, text/event-stream"},
    )

    assert response.status_code == 401
    assert response.json()["error"] == "unauthorized"


async def test_the_daily_scan_cap_is_a_tool_error_with_retry_after(
    app: FastAPI, api: httpx.AsyncClient, settings: Settings
) -> None:
    key = await create_key(api)
    domains = [f"nothing-{n}.com" for n in range(settings.free_scans_per_day + 1)]

    async with in_process(app, key) as client:
        answers = [await client.call_tool("check", {"url": domain}) for domain in domains]

    *scans, capped = answers
    assert [body(answer)["found"] for answer in scans] == [False] * len(scans)
    assert capped.is_error
    assert body(capped)["error"] == "daily_scan_limit"
    assert body(capped)["retry_after"] >= 1


async def test_arguments_outside_the_input_schema_are_refused_before_any_charge(
    app: FastAPI, api: httpx.AsyncClient
) -> None:
    key = await create_key(api)

    async with in_process(app, key) as client:
        category = await client.call_tool("check", {"url": "acme.com", "category": "nope"})
        page = await client.call_tool("prospect", {"vendor": "stripe", "page": 0})

    assert category.is_error
    assert page.is_error
    assert body(category)["error"] == body(page)["error"] == "validation_error"
    assert body(category)["message"].startswith("`category` is not valid: give a category slug")
    assert body(page)["message"] == "`page` must be at least 1: give a page number of 1 or more."
    balance = (await api.get("/v1/balance", headers=bearer(key))).json()
    assert (balance["credit_balance"], balance["lifetime_credits_used"]) == (25, 0)
