"""`/mcp`: the MCP server over streamable HTTP, inside the API process.

Stateless: each POST carries one message and needs no session, so any process of a cluster
can answer it. A request with an `Authorization` header must carry a live bearer key
(`local.authenticate`: 401 in the API's error shape otherwise); one without may list the
tools and call the free ones (`pricing`, `vendors`), the others answering `unauthorized`.
Tool calls run through `local.LocalBackend`. The SDK's
DNS-rebinding check (Host/Origin allow-lists) is off: it guards servers that trust whoever
can reach them, and this one trusts only a bearer key a browser page cannot supply.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from mcp.server.mcpserver import MCPServer
from mcp.server.transport_security import TransportSecuritySettings
from starlette.requests import Request
from starlette.types import Receive, Scope, Send

from vendorstack.api.handlers import render
from vendorstack.errors import AppError
from vendorstack.mcp.local import LocalBackend, authenticate
from vendorstack.mcp.tools import ToolContext, build_server

PATH = "/mcp"


def _local_backend(ctx: ToolContext) -> LocalBackend:
    request = ctx.request_context.request
    assert isinstance(request, Request), "the /mcp tools run only over HTTP"
    return LocalBackend(request)


class McpEndpoint:
    """The ASGI app mounted at `/mcp`; `running()` must enclose the app's lifespan."""

    def __init__(self) -> None:
        self.server: MCPServer[Any] = build_server(_local_backend)
        self.server.streamable_http_app(
            stateless_http=True,
            transport_security=TransportSecuritySettings(enable_dns_rebinding_protection=False),
        )

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        request = Request(scope, receive)
        try:
            await authenticate(request)
        except AppError as error:
            await render(error, request)(scope, receive, send)
            return
        await self.server.session_manager.handle_request(scope, receive, send)

    @asynccontextmanager
    async def running(self) -> AsyncIterator[None]:
        async with self.server.session_manager.run():
            yield
