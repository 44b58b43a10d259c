"""`vendorstack serve`: migrate the database, then serve the assembled app."""

from __future__ import annotations

import click
import uvicorn

from vendorstack.cli.settings import load_settings
from vendorstack.config import Settings
from vendorstack.server.app import create_app
from vendorstack.server.rejections import JsonRejectingHttpTools
from vendorstack.services import migrate


@click.command()
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=8080, show_default=True, type=int)
def serve(host: str, port: int) -> None:
    """Migrate the database, then serve the API."""
    settings = served_settings(load_settings(), host, port)
    migrate(settings)
    click.echo(
        f"VendorStack on http://{host}:{port} (docs at /docs, llms.txt at /llms.txt)", err=True
    )
    uvicorn.run(
        create_app(settings),
        host=host,
        port=port,
        proxy_headers=False,
        access_log=False,
        http=JsonRejectingHttpTools,  # a request uvicorn cannot read still gets JSON and an id
    )


def served_settings(settings: Settings, host: str, port: int) -> Settings:
    """Without VENDORSTACK_BASE_URL, the address served is the public one: `topup_url`, the
    skill and the docs name the port actually listened on, not the default 8080."""
    if "base_url" in settings.model_fields_set:
        return settings
    return settings.model_copy(update={"base_url": local_address(host, port)})


def local_address(host: str, port: int) -> str:
    """`http://host:port`, a wildcard bind (`0.0.0.0`, `::`) named by its loopback address."""
    host = {"0.0.0.0": "127.0.0.1", "::": "::1", "": "127.0.0.1"}.get(host, host)
    return f"http://[{host}]:{port}" if ":" in host else f"http://{host}:{port}"
