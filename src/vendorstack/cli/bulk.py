"""`vendorstack index FILE`: scan a list of domains into the index (docs/cli.md, "Bulk indexing").

Runs where the server's settings point (VENDORSTACK_DATABASE_URL, VENDORSTACK_SCAN_MODE), with
the live scans' own scanner, extractor and storage. Progress goes to stderr; the summary table
to stdout. Exit 0 when every domain ended with an answer, 1 when any scan failed or any line
was not a domain, 130 when interrupted (run the same command again to resume).
"""

from __future__ import annotations

import asyncio
import signal
import sys
from pathlib import Path

import click
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table
from rich.text import Text

from vendorstack.bulk.indexer import HOWS, VERDICTS, DomainResult, Summary
from vendorstack.bulk.progress import Progress as RunProgress
from vendorstack.bulk.progress import progress_path
from vendorstack.bulk.session import bulk_indexer, options_for
from vendorstack.bulk.targets import Targets, read_targets
from vendorstack.cli.settings import load_settings
from vendorstack.config import Settings
from vendorstack.services import migrate

INTERRUPTED = 130  # the shell's code for a command stopped by SIGINT
DEFAULT_CONCURRENCY = 16
HOW_TITLES = {"scanned": "scanned now", "fresh": "fresh in index", "resumed": "earlier run"}


class RateColumn(ProgressColumn):
    """Domains per second over the run so far."""

    def render(self, task: Task) -> Text:
        speed = task.finished_speed or task.speed
        return Text(f"{speed:.1f}/s" if speed else "-/s", style="progress.data.speed")


@click.command()
@click.argument("file", type=click.Path(dir_okay=False, allow_dash=True))
@click.option(
    "--concurrency",
    type=click.IntRange(min=1, max=512),
    default=DEFAULT_CONCURRENCY,
    show_default=True,
    help="Domains scanned at once (each host still gets its polite per-host limits).",
)
@click.option("--refresh", is_flag=True, help="Re-scan companies the index answers recently.")
@click.option(
    "--max-age-days",
    type=click.FloatRange(min=0),
    default=30,
    show_default=True,
    help="A found disclosure older than this is re-scanned.",
)
@click.option(
    "--state-dir",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path("data/bulk"),
    show_default=True,
    help="Where a run keeps its progress, to resume after an interruption.",
)
def index(file: str, concurrency: int, refresh: bool, max_age_days: float, state_dir: Path) -> None:
    """Scan every domain or URL listed in FILE (one a line, `#` comments; `-` reads stdin).

    Companies indexed recently are skipped unless --refresh. Interrupted (Ctrl-C, SIGTERM), the
    same command resumes without re-scanning the domains already finished; failed ones are
    tried again.
    """
    settings = load_settings()
    content = sys.stdin.buffer.read() if file == "-" else Path(file).read_bytes()
    targets = read_targets(content.decode("utf-8", errors="replace").splitlines())
    err = Console(stderr=True)
    for bad in targets.bad:
        err.print(f"line {bad.number}: {bad.text!r} skipped: {bad.reason}", markup=False)
    migrate(settings)
    run = RunProgress(progress_path(state_dir, file, content))
    try:
        summary = asyncio.run(
            _index(settings, targets, run, err, concurrency, refresh, max_age_days)
        )
    finally:
        run.close()
    Console().print(summary_table(summary, len(targets.bad)))
    if summary.interrupted:
        err.print("interrupted: run the same command again to resume")
        sys.exit(INTERRUPTED)
    if summary.failed or targets.bad:
        sys.exit(1)


async def _index(
    settings: Settings,
    targets: Targets,
    run: RunProgress,
    err: Console,
    concurrency: int,
    refresh: bool,
    max_age_days: float,
) -> Summary:
    options = options_for(
        settings, concurrency=concurrency, refresh=refresh, max_age_days=max_age_days
    )
    columns = (
        TextColumn("[progress.description]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        RateColumn(),
        TimeElapsedColumn(),
        TextColumn("eta"),
        TimeRemainingColumn(),
    )
    async with bulk_indexer(settings, options) as indexer:
        with Progress(*columns, console=err, transient=False) as bar:
            task = bar.add_task("indexing", total=len(targets.domains))

            def report(result: DomainResult) -> None:
                bar.advance(task)

            stop = asyncio.Event()
            runner = asyncio.create_task(indexer.run(targets.domains, run, report, stop))
            _stop_on_signals(runner, stop, err)
            return await runner


def _stop_on_signals(runner: asyncio.Task[Summary], stop: asyncio.Event, err: Console) -> None:
    """The first Ctrl-C or SIGTERM lets the scans in flight finish (within the scan time
    budget) and starts no more; a second abandons them. Either way the run returns what
    finished, marked interrupted."""
    loop = asyncio.get_running_loop()

    def interrupt() -> None:
        if stop.is_set():
            runner.cancel()
            return
        stop.set()
        err.print("stopping: finishing the scans in flight (interrupt again to abandon them)")

    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, interrupt)


def summary_table(summary: Summary, bad_lines: int) -> Table:
    table = Table(title="vendorstack index")
    table.add_column("outcome")
    for how in HOWS:
        table.add_column(HOW_TITLES[how], justify="right")
    table.add_column("total", justify="right")
    for verdict in VERDICTS:
        cells = [str(summary.total(verdict, how)) for how in HOWS]
        table.add_row(verdict.replace("_", " "), *cells, str(summary.total(verdict)))
    table.add_row("not a domain (skipped lines)", "", "", "", str(bad_lines))
    return table
