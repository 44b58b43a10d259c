"""The surfaces for agents and readers, mounted beside the JSON API: the content pages,
llms.txt, the agent skill (`web.site`) and the MCP server at `/mcp` (`mcp.http`)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI
from starlette.routing import Route

from vendorstack.mcp.http import PATH as MCP_PATH
from vendorstack.mcp.http import McpEndpoint
from vendorstack.web.site import Site


class AgentSurfaces:
    """Mount with `mount(app)`; `running()` must enclose the app's lifespan (the MCP
    session manager's task group lives there)."""

    def __init__(self) -> None:
        self.mcp = McpEndpoint()
        self.site = Site()

    def mount(self, app: FastAPI) -> None:
        app.router.routes.append(Route(MCP_PATH, self.mcp, include_in_schema=False))
        app.router.routes.extend(self.site.routes())

    @asynccontextmanager
    async def running(self) -> AsyncIterator[None]:
        async with self.mcp.running():
            yield
