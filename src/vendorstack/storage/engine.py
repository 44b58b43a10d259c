"""Engines for the two backends: SQLite (WAL, the embedded default) and PostgreSQL, and every
other pool of connections to them (the scan queue's): storage is their one maker.

PostgreSQL engines pool their connections and check one before lending it (`pool_pre_ping`),
so a connection that a server restart closed is replaced instead of failing a request.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from procrastinate import PsycopgConnector
from sqlalchemy import Connection, Engine, create_engine, event, text
from sqlalchemy.engine import URL, make_url
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

# How long one statement waits for a lock another process holds before the request is told to
# retry (503 with Retry-After): the bound behind "faults answer within 2 s" (docs/security.md).
LOCK_WAIT_MS = 1000
# PostgreSQL takes no `lock_timeout`: the API processes and scan workers wait on each other's
# row locks, and on a loaded machine such waits passed 5 s, so every bound tried answered that
# legitimate contention with 503s in the guarantee suites (docs/benchmarks.md "Database
# faults"). Instead a watchdog (storage/watchdog.py) looks at a request's transaction once it
# has waited this long, and cancels it (a 503) if what it waits on is not one of our own
# sessions at work: another client's lock, or one of ours idle in a transaction for
# `PG_IDLE_HOLDER_SECONDS`. Our own sessions are those whose application_name starts with
# `APPLICATION_NAME`.
PG_WAIT_BOUND_SECONDS = LOCK_WAIT_MS / 1000
PG_IDLE_HOLDER_SECONDS = 2.0
# A request that has waited PG_LOOK_SECONDS has the watchdog ask the server whether it still
# answers; one that does not answer within PG_PROBE_SECONDS is taken as stalled (a stopped
# process or a dead path that still acknowledges TCP): every connection to it is then shut,
# so the waiting requests answer 503 at about PG_LOOK + PG_PROBE seconds, and new connections
# are refused at once until the server answers a probe again. 1 s to answer a trivial query
# is generous for a loaded server; a false stall would cost every request in flight a 503.
PG_LOOK_SECONDS = 0.5
PG_PROBE_SECONDS = 1.0
APPLICATION_NAME = "vendorstack"
SQLITE_PRAGMAS = (
    "PRAGMA journal_mode=WAL",
    # Ledger rows must survive a power cut; group commit keeps FULL nearly free.
    "PRAGMA synchronous=FULL",
    # A locked file is a 503 within about a second, never a request parked for the lock.
    f"PRAGMA busy_timeout={LOCK_WAIT_MS}",
    "PRAGMA foreign_keys=ON",
)
# A server that does not answer a connection attempt within this is treated as down (libpq's
# smallest timeout is 2 s).
CONNECT_TIMEOUT_SECONDS = 2
# How long a request waits for a pooled connection before it is told to retry (503).
# Capacity, not a fault: 200 concurrent reads queue for 20 connections on a busy machine
# (tests/api/test_concurrency.py), so this stays long; faults are bounded by LOCK_WAIT_MS and
# CONNECT_TIMEOUT_SECONDS, which return connections to the pool within about a second.
POOL_TIMEOUT_SECONDS = 10.0
POSTGRES_POOL = {
    "pool_size": 10,
    "max_overflow": 10,
    "pool_timeout": POOL_TIMEOUT_SECONDS,
    "pool_pre_ping": True,
    "connect_args": {
        "connect_timeout": CONNECT_TIMEOUT_SECONDS,
        "application_name": APPLICATION_NAME,
    },
}


def sqlalchemy_url(database_url: str) -> URL:
    """Map the public `sqlite:///PATH` / `postgresql://...` forms to the drivers we ship."""
    url = make_url(database_url)
    if url.get_backend_name() == "sqlite":
        return url.set(drivername="sqlite+pysqlite")
    if url.get_backend_name() == "postgresql":
        return url.set(drivername="postgresql+psycopg")
    raise ValueError(f"unsupported database URL {url.render_as_string(hide_password=True)}")


def libpq_url(database_url: str) -> str:
    """`postgresql://...` for psycopg and procrastinate, which take no SQLAlchemy driver."""
    url = make_url(database_url)
    return url.set(drivername="postgresql").render_as_string(hide_password=False)


def is_sqlite_url(database_url: str) -> bool:
    return make_url(database_url).get_backend_name() == "sqlite"


def sqlite_path(url: URL) -> str:
    return url.database or ":memory:"


def apply_sqlite_pragmas(dbapi_connection: Any, _record: object = None) -> None:
    cursor = dbapi_connection.cursor()
    for pragma in SQLITE_PRAGMAS:
        cursor.execute(pragma)
    cursor.close()


def make_engine(database_url: str) -> Engine:
    """A blocking engine for `database_url`: admin commands, start-up work, the SQLite writer."""
    url = sqlalchemy_url(database_url)
    if url.get_backend_name() == "sqlite":
        return _sqlite_engine(url)
    return create_engine(url, **POSTGRES_POOL)


def make_async_engine(database_url: str) -> AsyncEngine:
    """An asyncio engine on psycopg 3 for PostgreSQL: requests never block the event loop."""
    url = sqlalchemy_url(database_url)
    if url.get_backend_name() != "postgresql":
        raise ValueError(
            "the asyncio engine is for PostgreSQL; SQLite uses the group-commit writer"
        )
    return create_async_engine(url, **POSTGRES_POOL)


def _sqlite_engine(url: URL) -> Engine:
    path = sqlite_path(url)
    if path != ":memory:":
        Path(path).parent.mkdir(parents=True, exist_ok=True)
    # No pre-ping: a file does not hang up, and the ping would double the cost of a read.
    engine = create_engine(
        url, connect_args={"check_same_thread": False, "timeout": LOCK_WAIT_MS / 1000}
    )
    event.listen(engine, "connect", apply_sqlite_pragmas)
    return engine


@contextmanager
def transaction(database_url: str) -> Iterator[Connection]:
    """One transaction on a short-lived engine (an admin command's), disposed afterwards."""
    engine = make_engine(database_url)
    try:
        with engine.begin() as connection:
            yield connection
    finally:
        engine.dispose()


def ensure_database(database_url: str) -> None:
    """Create `database_url`'s PostgreSQL database if its server does not have it yet."""
    url = make_url(database_url)
    admin = make_engine(url.set(database="postgres").render_as_string(hide_password=False))
    try:
        with admin.execution_options(isolation_level="AUTOCOMMIT").connect() as connection:
            known = connection.execute(
                text("SELECT 1 FROM pg_database WHERE datname = :name"), {"name": url.database}
            ).scalar()
            if known is None:
                connection.execute(text(f'CREATE DATABASE "{url.database}"'))
    finally:
        admin.dispose()


def queue_connector(database_url: str, *, connections: int) -> PsycopgConnector:
    """The scan queue's connection pool (procrastinate's psycopg connector) on PostgreSQL."""
    named = make_url(libpq_url(database_url)).update_query_dict(
        {"application_name": f"{APPLICATION_NAME}-queue"}  # one of ours (PG_WAIT_BOUND_SECONDS)
    )
    conninfo = named.render_as_string(hide_password=False)
    return PsycopgConnector(conninfo=conninfo, min_size=1, max_size=connections)
