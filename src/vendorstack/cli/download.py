"""`vendorstack download`: the metered `GET /v1/export` through the API, for customers.

The rows go to stdout (or `--output`) as they arrive; what was sent and held is said on
stderr. `vendorstack export` is the operator's unmetered twin, reading the server's database.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

import anyio
import click

from vendorstack.cli.exits import fail
from vendorstack.cli.lookups import CATEGORY, CATEGORY_HELP, EPILOG
from vendorstack.client import AsyncClient, ExportReceipt, VendorStackError


@dataclass(frozen=True)
class Asked:
    """The download's filters, as the command line gave them."""

    fmt: str
    vendor: str | None
    category: str | None
    after: int
    limit: int | None

    async def into(self, out: BinaryIO) -> ExportReceipt:
        async with AsyncClient() as api:
            receipt = await api.export(
                out.write,
                format=self.fmt,
                vendor=self.vendor,
                category=self.category,
                after=self.after,
                limit=self.limit,
            )
        out.flush()
        return receipt


@click.command(epilog=EPILOG)
@click.option(
    "--format", "fmt", type=click.Choice(["jsonl", "csv"]), default="jsonl", show_default=True
)
@click.option("--vendor", help="Only claims naming this vendor slug (e.g. aws).")
@click.option("--category", type=CATEGORY, metavar="SLUG", help=CATEGORY_HELP)
@click.option("--after", type=click.IntRange(min=0), default=0, help="Resume after this row id.")
@click.option("--limit", type=click.IntRange(min=1), help="At most this many rows.")
@click.option(
    "--output", "-o", type=click.Path(dir_okay=False, path_type=Path), help="File (default stdout)."
)
def download(
    fmt: str,
    vendor: str | None,
    category: str | None,
    after: int,
    limit: int | None,
    output: Path | None,
) -> None:
    """Download the index's claims from GET /v1/export (charged per 1,000 rows sent)."""
    asked = Asked(fmt, vendor, category, after, limit)
    try:
        if output is None:
            receipt = anyio.run(asked.into, sys.stdout.buffer)
        else:
            with output.open("wb") as file:
                receipt = anyio.run(asked.into, file)
    except VendorStackError as error:
        fail(error, as_json=False)
    click.echo(
        f"{receipt.rows:,} rows; {receipt.credits_held} credits held for them, "
        f"{receipt.credits_remaining} left (the part for rows not sent is given back).",
        err=True,
    )
