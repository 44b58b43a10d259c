"""`vendorstack export`: the index's current claims as JSON lines or CSV on stdout (or a file).

An operator's command: it reads the database the server's settings name, unmetered. Customers
download the same rows, metered, from `GET /v1/export` (docs/api.md, "Export").
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import BinaryIO

import click

from vendorstack.cli.settings import load_settings
from vendorstack.config import Settings
from vendorstack.exports.formats import Format
from vendorstack.exports.rows import ExportFilter
from vendorstack.exports.session import export_index
from vendorstack.extraction import CATEGORIES
from vendorstack.services import migrate


@click.command()
@click.option(
    "--format", "fmt", type=click.Choice(["jsonl", "csv"]), default="jsonl", show_default=True
)
@click.option("--vendor", help="Only claims naming this vendor slug (e.g. aws).")
@click.option("--category", type=click.Choice(CATEGORIES), help="Only claims in this category.")
@click.option("--after", type=click.IntRange(min=0), default=0, help="Resume after this row id.")
@click.option(
    "--output", "-o", type=click.Path(dir_okay=False, path_type=Path), help="File (default stdout)."
)
def export(
    fmt: Format, vendor: str | None, category: str | None, after: int, output: Path | None
) -> None:
    """Stream every company's current claims: id, company, disclosure_url, scanned_at, vendor,
    name, reviewed, category, tier, purpose, locations, quote, source."""
    settings = load_settings()
    migrate(settings)
    where = ExportFilter(vendor=vendor.strip().lower() if vendor else None, category=category)
    if output is None:
        asyncio.run(_write(settings, fmt, where, after, sys.stdout.buffer))
        return
    with output.open("wb") as file:
        asyncio.run(_write(settings, fmt, where, after, file))


async def _write(
    settings: Settings, fmt: Format, where: ExportFilter, after: int, out: BinaryIO
) -> None:
    async for chunk in export_index(settings, fmt, where, after=after):
        out.write(chunk)
    out.flush()
