"""`vendorstack mcp`: the MCP server on stdin/stdout, answering through the hosted API at
VENDORSTACK_API_URL with VENDORSTACK_API_KEY (the same tools as `/mcp`)."""

from __future__ import annotations

from vendorstack.client import AsyncClient
from vendorstack.mcp.remote import RemoteBackend
from vendorstack.mcp.tools import build_server


async def serve_stdio(client: AsyncClient) -> None:
    """Serve until stdin closes; every tool call goes to the API through `client`."""
    backend = RemoteBackend(client)
    async with client:
        await build_server(lambda _ctx: backend).run_stdio_async()
