"""Agent surfaces from the command line: `vendorstack mcp` (stdio MCP server) and
`vendorstack skill install DIR`."""

from __future__ import annotations

import anyio
import click

from vendorstack.client import AsyncClient
from vendorstack.mcp.stdio import serve_stdio


@click.command()
def mcp() -> None:
    """Serve the MCP tools on stdin/stdout, calling the API at VENDORSTACK_API_URL with
    VENDORSTACK_API_KEY. Point an MCP client at `vendorstack mcp`."""
    anyio.run(serve_stdio, AsyncClient())
