"""`vendorstack worker`: run the queued live scans (VENDORSTACK_SCAN_MODE=queue)."""

from __future__ import annotations

import asyncio
import logging

import click

from vendorstack.cli.settings import load_settings
from vendorstack.workers import QueueMissing, run_worker

READY_LINE = "vendorstack worker ready"  # launchers and tests wait for this line on stderr


@click.command()
@click.option(
    "--concurrency",
    type=click.IntRange(min=1),
    default=None,
    help="Scans run at once (default: VENDORSTACK_WORKER_CONCURRENCY, 8).",
)
def worker(concurrency: int | None) -> None:
    """Run queued live scans until stopped; start as many workers as you like."""
    settings = load_settings()
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    try:
        asyncio.run(
            run_worker(
                settings,
                concurrency=concurrency or settings.worker_concurrency,
                on_ready=lambda: click.echo(READY_LINE, err=True),
            )
        )
    except QueueMissing as error:
        raise click.ClickException(str(error)) from None
    except KeyboardInterrupt:
        pass
