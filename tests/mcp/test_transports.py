"""The MCP server as a new user reaches it, with the official SDK's client: over stdio
(`vendorstack mcp`, calling a real `vendorstack serve` at VENDORSTACK_API_URL) and over
streamable HTTP at the served app's `/mcp`."""

from __future__ import annotations

import os
import sys
from collections.abc import AsyncIterator, Iterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager

import httpx
import pytest

from mcp import Client, StdioServerParameters
from tests.mcp.sessions import body, http_session
from tests.scanning.sites.layouts import site
from tests.served import Server, new_key, served_sites, spent_key

pytestmark = pytest.mark.anyio

PARSED = site("footer_link")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with served_sites(tmp_path_factory.mktemp("mcp"), ["footer_link"]) as server:
        yield server


@asynccontextmanager
async def stdio_session(server: Server, key: str) -> AsyncIterator[Client]:
    env = {**os.environ, "VENDORSTACK_API_URL": server.url, "VENDORSTACK_API_KEY": key}
    command = StdioServerParameters(
        command=sys.executable, args=["-m", "vendorstack.cli", "mcp"], env=env
    )
    async with Client(command) as client:
        yield client


def session(transport: str, server: Server, key: str) -> AbstractAsyncContextManager[Client]:
    if transport == "stdio":
        return stdio_session(server, key)
    return http_session(f"{server.url}/mcp", key)


TRANSPORTS = ["stdio", "http"]


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_tools_are_listed_with_their_annotations(server: Server, transport: str) -> None:
    async with session(transport, server, new_key(server)) as client:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}

    assert set(tools) == {
        "check",
        "company",
        "prospect",
        "balance",
        "pricing",
        "vendors",
        "watch",
        "watches",
        "unwatch",
        "events",
        "portfolio",
    }
    check = tools["check"].annotations
    assert check is not None
    assert (check.read_only_hint, check.idempotent_hint, check.open_world_hint) == (
        False,
        False,
        True,
    )
    balance = tools["balance"].annotations
    assert balance is not None
    assert balance.read_only_hint is True


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_a_check_returns_vendors_with_quotes(server: Server, transport: str) -> None:
    async with session(transport, server, new_key(server)) as client:
        result = await client.call_tool("check", {"url": PARSED.domain})

    answer = body(result)
    assert not result.is_error
    assert (answer["found"], answer["disclosure_url"]) == (True, PARSED.disclosure_url)
    matches = [match for matches in answer["vendor_stack"].values() for match in matches]
    assert matches
    assert all(match["evidence"]["quote"] for match in matches)
    assert all(match["purpose"] and match["locations"] for match in matches)  # both columns
    assert answer["credits_used"] == 1


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_a_402_is_a_tool_error_with_topup_url(server: Server, transport: str) -> None:
    key = spent_key(server, PARSED.domain)

    async with session(transport, server, key) as client:
        result = await client.call_tool("check", {"url": PARSED.domain})
        balance = body(await client.call_tool("balance", {}))

    error = body(result)
    assert result.is_error
    assert error["error"] == "payment_required"
    assert error["topup_url"] == balance["topup_url"]
    assert error["topup_url"].startswith(f"{server.url}/topup?account=acct_")


async def test_a_bad_key_is_refused_over_stdio(server: Server) -> None:
    async with stdio_session(server, "vs_live_" + "C" * 49) as client:
        result = await client.call_tool("balance", {})

    assert result.is_error
    assert body(result)["error"] == "unauthorized"


async def test_a_bad_key_is_refused_over_http(server: Server) -> None:
    bad = "vs_live_" + "C" * 49
    with pytest.raises(Exception) as refused:  # noqa: PT011 (the SDK raises an exception group)
        async with http_session(f"{server.url}/mcp", bad) as client:
            await client.list_tools()
    async with httpx.AsyncClient() as http:
        response = await http.post(
            f"{server.url}/mcp",
            json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
            headers={"Authorization": f"Bearer {bad}", "Accept": "application/json"},
        )

    assert "error" in str(refused.value).lower()
    assert response.status_code == 401
    assert response.json()["error"] == "unauthorized"
