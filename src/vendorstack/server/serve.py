"""`vendorstack serve`: migrate the database, then serve the assembled app."""

from __future__ import annotations

import click
import uvicorn

from vendorstack.cli.settings import load_settings
from vendorstack.server.app import create_app
from vendorstack.services import migrate


@click.command()
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=8080, show_default=True, type=int)
def serve(host: str, port: int) -> None:
    """Migrate the database, then serve the API."""
    settings = load_settings()
    migrate(settings)
    click.echo(
        f"VendorStack on http://{host}:{port} (docs at /docs, llms.txt at /llms.txt)", err=True
    )
    uvicorn.run(create_app(settings), host=host, port=port, proxy_headers=False, access_log=False)
