"""`/mcp` answers a POST with a broken JSON-RPC envelope as a JSON-RPC error (`id: null`, a
message for the caller, the API's code and the request id in `data`), with `X-Request-Id`;
nothing reaches a tool and nothing is charged."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from tests.apps import bearer, create_key

pytestmark = pytest.mark.anyio

ACCEPT = {"Accept": "application/json, text/event-stream"}
LIST = {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}
CHECK = {
    "jsonrpc": "2.0",
    "method": "tools/call",
    "params": {"name": "check", "arguments": {"url": "acme-pay.com"}},
}


def assert_rpc_error(response: httpx.Response, status: int, rpc_code: int, code: str) -> None:
    assert response.status_code == status, response.text
    assert response.headers["content-type"] == "application/json"
    body = response.json()
    assert body["jsonrpc"] == "2.0"
    assert body["id"] is None
    assert body["error"]["code"] == rpc_code
    assert body["error"]["data"] == {"error": code, "request_id": response.headers["x-request-id"]}
    assert "validation error" not in body["error"]["message"].lower()  # no pydantic dump


@pytest.mark.parametrize(
    "message",
    [
        {**CHECK, "id": {"a": 1}},
        {**CHECK, "id": True},
        {**CHECK, "id": [1]},
        [LIST],
        [],
        5,
        {"jsonrpc": "1.0", "id": 1, "method": "tools/list"},
        {"jsonrpc": "2.0", "id": 1},
        {"jsonrpc": "2.0", "id": 1, "method": 7},
    ],
    ids=[
        "object id",
        "boolean id",
        "array id",
        "batch",
        "empty batch",
        "not an object",
        "wrong version",
        "no method",
        "method not a string",
    ],
)
async def test_a_broken_envelope_is_a_json_rpc_invalid_request(
    api: httpx.AsyncClient, message: Any
) -> None:
    key = await create_key(api)

    response = await api.post("/mcp", json=message, headers={**ACCEPT, **bearer(key)})

    assert_rpc_error(response, 400, -32600, "invalid_request")
    balance = await api.get("/v1/balance", headers=bearer(key))
    assert balance.json()["lifetime_credits_used"] == 0


async def test_a_wrong_content_type_is_a_json_rpc_error(api: httpx.AsyncClient) -> None:
    key = await create_key(api)
    headers = {**ACCEPT, **bearer(key), "Content-Type": "text/plain"}

    response = await api.post("/mcp", content=b'{"jsonrpc":"2.0","id":1}', headers=headers)

    assert_rpc_error(response, 415, -32600, "unsupported_media_type")


async def test_a_body_that_is_not_json_is_a_json_rpc_parse_error(api: httpx.AsyncClient) -> None:
    key = await create_key(api)
    headers = {**ACCEPT, **bearer(key), "Content-Type": "application/json"}

    response = await api.post("/mcp", content=b"{nope", headers=headers)

    assert_rpc_error(response, 400, -32700, "parse_error")


async def test_an_oversized_body_is_a_json_rpc_error(api: httpx.AsyncClient) -> None:
    key = await create_key(api)
    big = {**LIST, "params": {"padding": "a" * 40_000}}

    response = await api.post("/mcp", json=big, headers={**ACCEPT, **bearer(key)})

    assert_rpc_error(response, 413, -32600, "payload_too_large")


async def test_a_good_message_still_reaches_the_server(api: httpx.AsyncClient) -> None:
    key = await create_key(api)

    response = await api.post("/mcp", json=LIST, headers={**ACCEPT, **bearer(key)})

    assert response.status_code == 200
    assert '"tools"' in response.text
    assert response.headers["x-request-id"].startswith("req_")


async def test_a_get_is_refused_rather_than_held_open_as_an_idle_stream(
    api: httpx.AsyncClient,
) -> None:
    key = await create_key(api)

    response = await api.get("/mcp", headers={**ACCEPT, **bearer(key)})

    assert_rpc_error(response, 405, -32600, "method_not_allowed")
    assert response.headers["allow"] == "POST"
