"""procrastinate's private tables are read in one module, for a tested version range: the
installed version is inside it, pyproject.toml pins the same range, and every statement runs
on a migrated PostgreSQL against jobs procrastinate itself wrote."""

from __future__ import annotations

import tomllib
from importlib.metadata import version
from pathlib import Path

import pytest
from packaging.specifiers import SpecifierSet

from tests.scans.queue_support import fresh_postgres
from vendorstack.scans import queue_tables
from vendorstack.scans.queue import queue_app
from vendorstack.storage.engine import make_engine
from vendorstack.storage.migrate import upgrade

PYPROJECT = Path(__file__).resolve().parents[2] / "pyproject.toml"


def _pinned() -> SpecifierSet:
    dependencies = tomllib.loads(PYPROJECT.read_text())["project"]["optional-dependencies"][
        "server"
    ]
    pin = next(entry for entry in dependencies if entry.startswith("procrastinate"))
    return SpecifierSet(pin.removeprefix("procrastinate").split("#")[0].strip())


def test_the_installed_procrastinate_is_in_the_supported_range() -> None:
    assert version("procrastinate") in SpecifierSet(",".join(queue_tables.SUPPORTED))


def test_pyproject_pins_the_supported_range() -> None:
    assert _pinned() == SpecifierSet(",".join(queue_tables.SUPPORTED))


@pytest.mark.postgres
@pytest.mark.anyio
async def test_each_statement_reads_jobs_procrastinate_wrote() -> None:
    with fresh_postgres() as url:
        upgrade(url)
        app = queue_app(url)
        app.task(name=queue_tables.SCAN_TASK)(lambda domain, seen: None)
        async with app.open_async():
            deferrer = app.configure_task(
                queue_tables.SCAN_TASK, queueing_lock="example.test", lock="example.test"
            )
            job = await deferrer.defer_async(domain="example.test", seen=None)
        engine = make_engine(url)
        try:
            with engine.connect() as connection:
                assert queue_tables.active_job_id(connection, "example.test") == job
                assert queue_tables.active_job_id(connection, "other.test") is None
                assert queue_tables.latest_status(connection, "example.test", job) == "todo"
                assert queue_tables.latest_status(connection, "example.test", job + 1) is None
                assert queue_tables.overdue_jobs(connection, 0.0) == []  # none is running
        finally:
            engine.dispose()
