"""`vendorstack portfolio`: which fourth parties your vendors share, through the API."""

from __future__ import annotations

from typing import TextIO

import click

from vendorstack.cli import watch_tables
from vendorstack.cli.lookups import EPILOG, json_option, run
from vendorstack.client import operations


def _listed(file: TextIO | None) -> list[str]:
    """One domain or URL a line; blank lines and `#` comments skipped."""
    if file is None:
        return []
    lines = (line.strip() for line in file)
    return [line for line in lines if line and not line.startswith("#")]


@click.command(epilog=EPILOG)
@click.argument("domains", nargs=-1)
@click.option(
    "--file",
    "listing",
    type=click.File("r"),
    help="Vendors' domains or URLs, one a line (`-` reads stdin).",
)
@json_option
def portfolio(domains: tuple[str, ...], listing: TextIO | None, as_json: bool) -> None:
    """The fourth parties your vendors (DOMAINS and/or --file, up to 1,000) disclose, how many
    of them name each, with quotes (charged per vendor whose list names vendors)."""
    asked = [*domains, *_listed(listing)]
    if not asked:
        raise click.UsageError("Give vendors' domains as arguments or with --file.")
    run(operations.portfolio(asked), watch_tables.portfolio_view, as_json=as_json)
