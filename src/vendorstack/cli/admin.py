"""Serving and administration: `serve`, `migrate`, `keys create|revoke`, `credits grant`.

Admin commands read the same `VENDORSTACK_*` settings as the server and write through the
same service functions; `keys create` is the exception, a call to the API like the lookups
(`POST /v1/keys` at VENDORSTACK_API_URL), so it works against any server.
"""

from __future__ import annotations

from datetime import UTC, datetime

import click
import uvicorn
from sqlalchemy import Engine

from vendorstack.accounts import service as accounts
from vendorstack.api.app import create_app
from vendorstack.cli import tables
from vendorstack.cli.lookups import EPILOG, json_option, run
from vendorstack.cli.settings import load_settings
from vendorstack.client import operations
from vendorstack.config import Settings, get_settings
from vendorstack.errors import NotFound
from vendorstack.storage.engine import make_engine
from vendorstack.storage.migrate import upgrade


@click.command()
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=8080, show_default=True, type=int)
def serve(host: str, port: int) -> None:
    """Migrate the database, then serve the API."""
    settings = served_settings(load_settings(), host, port)
    upgrade(settings.database_url)
    click.echo(
        f"VendorStack on http://{host}:{port} (docs at /docs, llms.txt at /llms.txt)", err=True
    )
    uvicorn.run(create_app(settings), host=host, port=port, proxy_headers=False, access_log=False)


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


@keys.command("create", epilog=EPILOG)
@click.argument("email")
@json_option
def create_key(email: str, as_json: bool) -> None:
    """Create an API key for EMAIL at VENDORSTACK_API_URL (free credits; shown only once)."""
    run(operations.create_key(email), tables.key_view, as_json=as_json)


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
