"""The per-key request limit reaches an agent as a tool error carrying `retry_after`; it is
the JSON API's counter, and only tool calls count against it."""

from __future__ import annotations

import httpx
import pytest
from fastapi import FastAPI

from tests.apps import bearer, create_key, settings_for
from tests.mcp.sessions import body, in_process
from vendorstack.config import Settings

pytestmark = pytest.mark.anyio

LIMIT = 4


@pytest.fixture
def settings(sqlite_url: str) -> Settings:
    return settings_for(sqlite_url, rate_limit=f"{LIMIT}/minute")


async def test_the_request_limit_is_a_tool_error_with_retry_after(
    app: FastAPI, api: httpx.AsyncClient
) -> None:
    key = await create_key(api)

    async with in_process(app, key) as client:
        for _ in range(3):
            await client.list_tools()  # protocol messages are not counted
        answers = [await client.call_tool("balance", {}) for _ in range(LIMIT + 1)]

    assert [answer.is_error for answer in answers] == [False] * LIMIT + [True]
    refusal = body(answers[-1])
    assert refusal["error"] == "rate_limited"
    assert isinstance(refusal["retry_after"], int)
    assert refusal["retry_after"] >= 1
    http = await api.get("/v1/balance", headers=bearer(key))
    assert http.status_code == 429  # one counter for both surfaces
