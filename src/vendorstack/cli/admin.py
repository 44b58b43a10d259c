"""Serving and administration: `serve`, `migrate`, `keys revoke`, `credits grant`.

Admin commands read the same `VENDORSTACK_*` settings as the server and write through the
same service functions.
"""

from __future__ import annotations

from datetime import UTC, datetime

import click
import uvicorn
from sqlalchemy import Engine

from vendorstack.accounts import service as accounts
from vendorstack.api.app import create_app
from vendorstack.api.rejections import JsonRejectingHttpTools
from vendorstack.cli.settings import load_settings
from vendorstack.config import get_settings
from vendorstack.errors import NotFound
from vendorstack.storage.engine import make_engine
from vendorstack.storage.migrate import upgrade


@click.command()
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=8080, show_default=True, type=int)
def serve(host: str, port: int) -> None:
    """Migrate the database, then serve the API."""
    settings = load_settings()
    upgrade(settings.database_url)
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


@click.command()
def migrate() -> None:
    """Bring the database schema up to date."""
    upgrade(get_settings().database_url)
    click.echo("database is up to date")


def _engine() -> Engine:
    settings = get_settings()
    upgrade(settings.database_url)
    return make_engine(settings.database_url)


@click.group()
def keys() -> None:
    """Manage API keys."""


@keys.command("revoke")
@click.argument("key")
def revoke_key(key: str) -> None:
    """Revoke KEY: every later request with it gets 401."""
    engine = _engine()
    try:
        with engine.begin() as connection:
            revoked = accounts.revoke(connection, key, now=datetime.now(UTC))
    except NotFound as error:
        raise click.ClickException(error.message) from None
    finally:
        engine.dispose()
    click.echo("revoked" if revoked else "already revoked")


@click.group()
def credits() -> None:
    """Manage credits."""


@credits.command("grant")
@click.argument("key")
@click.option("--credits", "amount", required=True, type=click.IntRange(min=1))
@click.option("--reference", required=True, help="Payment reference; applied once.")
def grant(key: str, amount: int, reference: str) -> None:
    """Apply a top-up of N credits to KEY once per REFERENCE, and lift the free plan."""
    engine = _engine()
    try:
        with engine.begin() as connection:
            applied, balance = accounts.grant_topup(
                connection, key, credits=amount, reference=reference, now=datetime.now(UTC)
            )
    except NotFound as error:
        raise click.ClickException(error.message) from None
    finally:
        engine.dispose()
    state = "applied" if applied else "already applied (no change)"
    click.echo(f"top-up {reference}: {state}; balance {balance}")
