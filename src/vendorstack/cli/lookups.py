"""The API from the command line: check, company, prospect, balance, pricing, vendors.

Each command sends one `client.operations` value through `AsyncClient` (VENDORSTACK_API_URL,
VENDORSTACK_API_KEY), prints `rich` tables, or the API's JSON with `--json`, and exits with
the code of its error class (`cli.exits`).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from typing import Any

import anyio
import click
from rich.console import Console, RenderableType

from vendorstack.cli import tables
from vendorstack.cli.exits import ExitCode, fail
from vendorstack.client import AsyncClient, VendorStackError, operations
from vendorstack.client.operations import Operation, ResultT
from vendorstack.schemas.categories import CATEGORIES

EXIT_CODES = "\n".join(f"  {code.value}  {code.name.lower()}" for code in ExitCode)
EPILOG = f"\b\nExit codes:\n{EXIT_CODES}"
CATEGORY = click.Choice(CATEGORIES)
CATEGORY_HELP = "Category slug (`vendorstack vendors` lists the categories)."
json_option = click.option("--json", "as_json", is_flag=True, help="Print the API's JSON.")


async def _fetch(operation: Operation[Any]) -> dict[str, Any]:
    async with AsyncClient() as api:
        return await api.send_json(operation)


def _waiting(message: str | None) -> AbstractContextManager[Any]:
    """A spinner on stderr while the call runs (drawn only on a terminal)."""
    return Console(stderr=True).status(message) if message else nullcontext()


def run(
    operation: Operation[ResultT],
    render: Callable[[ResultT], RenderableType],
    *,
    as_json: bool,
    waiting: str | None = None,
) -> None:
    """Send `operation`; print its answer as tables or JSON, or fail with its exit code."""
    try:
        with _waiting(waiting):
            body = anyio.run(_fetch, operation)
    except VendorStackError as error:
        fail(error, as_json=as_json)
    if as_json:
        click.echo(json.dumps(body, indent=2, ensure_ascii=False))
    else:
        tables.show(render(operation.result.model_validate(body, extra="ignore")))


@click.command(epilog=EPILOG)
@click.argument("domain")
@click.option("--category", type=CATEGORY, metavar="SLUG", help=CATEGORY_HELP)
@click.option("--refresh", is_flag=True, help="Force a live re-scan (same price, 15-90 s).")
@json_option
def check(domain: str, category: str | None, refresh: bool, as_json: bool) -> None:
    """The vendors DOMAIN names in its disclosure, with quotes (charged; may live-scan)."""
    waiting = f"Checking {domain} (a live scan takes 15-90 s)"
    operation = operations.check(domain, category=category, refresh=refresh)
    run(operation, tables.check_view, as_json=as_json, waiting=waiting)


@click.command(epilog=EPILOG)
@click.argument("domain")
@json_option
def company(domain: str, as_json: bool) -> None:
    """DOMAIN's indexed profile and scan history (charged; never scans; unknown is free)."""
    run(operations.company(domain), tables.company_view, as_json=as_json)


@click.command(epilog=EPILOG)
@click.option("--vendor", help="Canonical vendor slug (`vendorstack vendors` lists them).")
@click.option("--category", type=CATEGORY, metavar="SLUG", help=CATEGORY_HELP)
@click.option("--segment", help="Public suffix the company domain ends in: de, co.uk, io.")
@click.option("--page", type=click.IntRange(min=1), default=1, show_default=True)
@json_option
def prospect(
    vendor: str | None, category: str | None, segment: str | None, page: int, as_json: bool
) -> None:
    """Indexed companies naming a vendor and/or category (charged per non-empty page)."""
    if vendor is None and category is None:
        raise click.UsageError("Give --vendor, --category or both.")
    query = operations.prospect(vendor=vendor, category=category, segment=segment, page=page)
    run(query, tables.prospect_view, as_json=as_json)


@click.command(epilog=EPILOG)
@json_option
def balance(as_json: bool) -> None:
    """Credits left, plan and top-up link (free)."""
    run(operations.balance(), tables.balance_view, as_json=as_json)


@click.command(epilog=EPILOG)
@json_option
def pricing(as_json: bool) -> None:
    """What each operation costs, the credit packs and the free plan (free, no key)."""
    run(operations.pricing(), tables.pricing_view, as_json=as_json)


@click.command(epilog=EPILOG)
@click.option("--category", type=CATEGORY, metavar="SLUG", help=CATEGORY_HELP)
@json_option
def vendors(category: str | None, as_json: bool) -> None:
    """Every category and its canonical vendor slugs (free, no key)."""
    run(
        operations.vendors(),
        lambda catalog: tables.vendors_view(catalog, category),
        as_json=as_json,
    )
