"""`vendorstack mcp`: the MCP tools on stdin/stdout, calling the API at VENDORSTACK_API_URL."""

from __future__ import annotations

import os

import anyio
import click

from vendorstack.client import AsyncClient
from vendorstack.client.http import API_KEY_VARIABLE
from vendorstack.mcp.stdio import serve_stdio


@click.command()
def mcp() -> None:
    """Serve the MCP tools on stdin/stdout, calling the API at VENDORSTACK_API_URL with
    VENDORSTACK_API_KEY. Point an MCP client at `vendorstack mcp`."""
    if not os.environ.get(API_KEY_VARIABLE):
        click.echo(
            f"{API_KEY_VARIABLE} is not set: only the pricing and vendors tools will answer.",
            err=True,
        )
    anyio.run(serve_stdio, AsyncClient())
