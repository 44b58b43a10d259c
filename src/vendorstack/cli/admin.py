"""Administration: `migrate`, `keys create|revoke`, `credits grant` (`serve` is
`server.serve`).

Admin commands read the same `VENDORSTACK_*` settings as the server and write through the
same service functions; `keys create` is the exception, a call to the API like the lookups
(`POST /v1/keys` at VENDORSTACK_API_URL), so it works against any server.
"""

from __future__ import annotations

from datetime import UTC, datetime

import click

from vendorstack.accounts import service as accounts
from vendorstack.cli import tables
from vendorstack.cli.lookups import EPILOG, json_option, run
from vendorstack.client import operations
from vendorstack.config import get_settings
from vendorstack.errors import NotFound
from vendorstack.services import admin_transaction
from vendorstack.services import migrate as migrate_database


@click.command()
def migrate() -> None:
    """Bring the database schema up to date."""
    migrate_database(get_settings())
    click.echo("database is up to date")


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
    try:
        with admin_transaction(get_settings()) as connection:
            revoked = accounts.revoke(connection, key, now=datetime.now(UTC))
    except NotFound as error:
        raise click.ClickException(error.message) from None
    click.echo("revoked" if revoked else "already revoked")


@click.group()
def credits() -> None:
    """Manage credits."""


@credits.command("grant")
@click.argument("key")
@click.option("--credits", "amount", required=True, type=click.IntRange(min=1))
@click.option("--reference", required=True, help="Payment reference; applied once.")
def grant(key: str, amount: int, reference: str) -> None:
    """Apply a top-up of N credits to KEY (an API key, or the account id `acct_...` that
    the customer's topup_url names) once per REFERENCE, and lift the free plan."""
    try:
        with admin_transaction(get_settings()) as connection:
            applied, balance = accounts.grant_topup(
                connection, key, credits=amount, reference=reference, now=datetime.now(UTC)
            )
    except NotFound as error:
        raise click.ClickException(error.message) from None
    state = "applied" if applied else "already applied (no change)"
    click.echo(f"top-up {reference}: {state}; balance {balance}")
