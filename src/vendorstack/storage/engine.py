"""Engines for the two backends: SQLite (WAL, the embedded default) and PostgreSQL."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import URL, make_url

SQLITE_PRAGMAS = (
    "PRAGMA journal_mode=WAL",
    # Ledger rows must survive a power cut; group commit keeps FULL nearly free.
    "PRAGMA synchronous=FULL",
    "PRAGMA busy_timeout=10000",
    "PRAGMA foreign_keys=ON",
)


def sqlalchemy_url(database_url: str) -> URL:
    """Map the public `sqlite:///PATH` / `postgresql://...` forms to the drivers we ship."""
    url = make_url(database_url)
    if url.get_backend_name() == "sqlite":
        return url.set(drivername="sqlite+pysqlite")
    if url.get_backend_name() == "postgresql":
        return url.set(drivername="postgresql+psycopg")
    raise ValueError(f"unsupported database URL {url.render_as_string(hide_password=True)}")


def is_sqlite(engine: Engine) -> bool:
    return engine.dialect.name == "sqlite"


def sqlite_path(url: URL) -> str:
    return url.database or ":memory:"


def apply_sqlite_pragmas(dbapi_connection: Any, _record: object = None) -> None:
    cursor = dbapi_connection.cursor()
    for pragma in SQLITE_PRAGMAS:
        cursor.execute(pragma)
    cursor.close()


def make_engine(database_url: str) -> Engine:
    """An engine for `database_url`; SQLite gets its directory created and its pragmas set."""
    url = sqlalchemy_url(database_url)
    if url.get_backend_name() == "sqlite":
        return _sqlite_engine(url)
    return create_engine(url, pool_size=10, max_overflow=10, pool_pre_ping=True)


def _sqlite_engine(url: URL) -> Engine:
    path = sqlite_path(url)
    if path != ":memory:":
        Path(path).parent.mkdir(parents=True, exist_ok=True)
    engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 10})
    event.listen(engine, "connect", apply_sqlite_pragmas)
    return engine
