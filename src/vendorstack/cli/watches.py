"""Watches and their events from the command line: watch, watches, unwatch, events.

Each command sends one `client.operations` value, as `cli.lookups`' commands do: tables by
default, the API's JSON with `--json`, the exit code of its error class.
"""

from __future__ import annotations

import functools

import click
from rich.text import Text

from vendorstack.cli import watch_tables
from vendorstack.cli.lookups import EPILOG, json_option, run
from vendorstack.client import operations

after_option = click.option(
    "--after",
    type=click.IntRange(min=0),
    default=0,
    help="Start after this id (the `More: --after N` of the previous page).",
)


@click.command(epilog=EPILOG)
@click.argument("domains", nargs=-1, required=True)
@json_option
def watch(domains: tuple[str, ...], as_json: bool) -> None:
    """Watch DOMAINS (up to 100) for changes to their subprocessor list (free; each re-scan
    that reads a list is charged, `vendorstack pricing`)."""
    run(operations.watch(domains), watch_tables.watches_view, as_json=as_json)


@click.command(epilog=EPILOG)
@after_option
@json_option
def watches(after: int, as_json: bool) -> None:
    """The account's watches with their status, 100 a page (free)."""
    run(operations.watches(after=after), watch_tables.watches_view, as_json=as_json)


@click.command(epilog=EPILOG)
@click.argument("watch_id", type=click.IntRange(min=1))
@json_option
def unwatch(watch_id: int, as_json: bool) -> None:
    """Stop watching: WATCH_ID from `vendorstack watches` (free)."""
    gone = Text(f"Watch {watch_id} removed.")
    run(operations.unwatch(watch_id), lambda _: gone, as_json=as_json)


@click.command(epilog=EPILOG)
@after_option
@json_option
def events(after: int, as_json: bool) -> None:
    """What changed at watched companies, oldest first, 100 a page (free)."""
    view = functools.partial(watch_tables.events_view, after=after)
    run(operations.events(after=after), view, as_json=as_json)
