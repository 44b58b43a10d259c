"""Fixtures shared by every test package."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import Engine, text

from tests.databases import admin_url, private_database
from tests.local_servers import (
    POSTGRES,
    REDIS,
    find,
    postgres_answers,
    reason,
    redis_answers,
    redis_database_of_this_worker,
)
from tests.servers import PrivateRedis
from vendorstack.schema import Base
from vendorstack.storage.engine import make_engine
from vendorstack.storage.migrate import upgrade

SHARED_DIR = Path(__file__).resolve().parents[2] / "shared"
CORPUS_DIR = SHARED_DIR / "corpus"
CORPUS2_DIR = SHARED_DIR / "corpus2"
# Before any test reads them: the local servers, when the variables do not name others.
SERVERS = {
    "PostgreSQL": find(POSTGRES, os.environ, postgres_answers),
    "Redis": find(REDIS, os.environ, redis_answers),
}
redis_database_of_this_worker(os.environ)


def pytest_report_header() -> list[str]:
    return [f"{name} for tests: {used}" for name, used in SERVERS.items()]


@pytest.fixture
def private_redis() -> Iterator[PrivateRedis]:
    """A Redis of this test's own, which it may stop and start (never the shared one)."""
    server = PrivateRedis()
    server.start()
    yield server
    server.stop()


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture(scope="session")
def corpus_dir() -> Path:
    """../shared/corpus beside the checkout; tests that need it skip when it is absent."""
    if not CORPUS_DIR.is_dir():
        pytest.skip("../shared/corpus is absent")
    return CORPUS_DIR


@pytest.fixture(scope="session")
def corpus2_dir() -> Path:
    """../shared/corpus2 (issue 16's set 1, same format); tests that need it skip without it."""
    if not CORPUS2_DIR.is_dir():
        pytest.skip("../shared/corpus2 is absent")
    return CORPUS2_DIR


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A migrated SQLite file, copied per test: migrating once keeps the suite fast."""
    path = tmp_path_factory.mktemp("template") / "template.db"
    upgrade(f"sqlite:///{path}")
    return path


@pytest.fixture
def sqlite_url(sqlite_template: Path, tmp_path: Path) -> str:
    path = tmp_path / "vendorstack.db"
    shutil.copyfile(sqlite_template, path)
    return f"sqlite:///{path}"


@pytest.fixture(scope="session")
def postgres_database() -> Iterator[str]:
    """A fresh, migrated PostgreSQL database for this test session, dropped at the end."""
    server = admin_url()
    if server is None:
        pytest.skip(reason(POSTGRES))
    with private_database(server, "vendorstack_test") as url:
        upgrade(url)
        yield url


def empty_postgres(url: str) -> None:
    """Every table of the session's PostgreSQL database emptied, ids restarted."""
    engine = make_engine(url)
    tables = ", ".join(table.name for table in Base.metadata.sorted_tables)
    with engine.begin() as connection:
        connection.execute(text(f"TRUNCATE {tables} RESTART IDENTITY CASCADE"))
    engine.dispose()


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def database_url(request: pytest.FixtureRequest, sqlite_url: str) -> str:
    """Each storage test runs on SQLite and, when configured, on PostgreSQL."""
    if request.param == "sqlite":
        return sqlite_url
    url: str = request.getfixturevalue("postgres_database")
    empty_postgres(url)
    return url


@pytest.fixture
def engine(database_url: str) -> Iterator[Engine]:
    """An engine on the migrated test database (SQLite, and PostgreSQL when configured)."""
    engine = make_engine(database_url)
    yield engine
    engine.dispose()
