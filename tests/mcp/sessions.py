"""The official MCP SDK's client, connected to an app's `/mcp` over streamable HTTP, in
process (httpx2's ASGI transport) or to a served URL."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Any

import httpx2
from fastapi import FastAPI
from mcp.client.streamable_http import streamable_http_client
from mcp.types import CallToolResult, TextContent

from mcp import Client
from tests.apps import CLIENT


def _headers(key: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"} if key else {}


@asynccontextmanager
async def http_session(
    url: str, key: str | None, app: FastAPI | None = None
) -> AsyncIterator[Client]:
    """An SDK client for the MCP server at `url` (in `app`'s process when given)."""
    transport = httpx2.ASGITransport(app=app, client=CLIENT) if app is not None else None
    http = httpx2.AsyncClient(transport=transport, headers=_headers(key), timeout=120)
    async with http, Client(streamable_http_client(url, http_client=http)) as client:
        yield client


def in_process(app: FastAPI, key: str | None) -> AbstractAsyncContextManager[Client]:
    return http_session("http://testserver/mcp", key, app)


def body(result: CallToolResult) -> dict[str, Any]:
    """The structured result, checked to say the same as the text content."""
    assert result.structured_content is not None
    text = result.content[0]
    assert isinstance(text, TextContent)
    structured: dict[str, Any] = result.structured_content
    assert json.loads(text.text) == structured
    return structured
