"""The PostgreSQL and Redis the tests use, found on this machine when nobody named them.

`VENDORSTACK_TEST_POSTGRES_URL` and `VENDORSTACK_TEST_REDIS_URL` name the servers (`.ci/run`
sets both). When one is absent, the development machines' local server is tried at its usual
address and used when it answers, so `make test` runs what CI runs; when nothing answers the
tests that need it skip, saying how to start it. A variable set to the empty string turns
that server's tests off on purpose.
"""

from __future__ import annotations

import os
from collections.abc import Callable, MutableMapping
from typing import NamedTuple

import psycopg
import redis


class LocalServer(NamedTuple):
    variable: str
    default: str
    start: str
    """How to start it, for the skip message."""


POSTGRES = LocalServer(
    "VENDORSTACK_TEST_POSTGRES_URL",
    "postgresql://postgres@127.0.0.1:5432/test",
    "start PostgreSQL (`bash .ci/run` starts it and Redis, then runs the suite)",
)
REDIS = LocalServer(
    "VENDORSTACK_TEST_REDIS_URL",
    "redis://127.0.0.1:6379/0",
    "start Redis (`bash .ci/run` starts it and PostgreSQL, then runs the suite)",
)
PROBE_SECONDS = 2


def postgres_answers(url: str) -> bool:
    try:
        with psycopg.connect(url, connect_timeout=PROBE_SECONDS) as connection:
            connection.execute("SELECT 1")
    except psycopg.Error:
        return False
    return True


def redis_answers(url: str) -> bool:
    client = redis.Redis.from_url(url, socket_connect_timeout=PROBE_SECONDS)
    try:
        return bool(client.ping())
    except redis.RedisError:
        return False
    finally:
        client.close()


def find(
    server: LocalServer, environ: MutableMapping[str, str], answers: Callable[[str], bool]
) -> str:
    """Point `server.variable` at the local server when it is absent and that answers;
    returns what the session uses, in words (for pytest's header and the skips)."""
    if server.variable in environ:
        given = environ[server.variable]
        return f"{given} (from {server.variable})" if given else reason(server)
    if answers(server.default):
        environ[server.variable] = server.default
        return f"{server.default} (found locally; set {server.variable} to use another)"
    return skipped(server)


def skipped(server: LocalServer) -> str:
    return (
        f"{server.variable} is not set and no server answers at {server.default}: "
        f"{server.start}, or set {server.variable}"
    )


def reason(server: LocalServer) -> str:
    """Why a test that needs `server` skips, said the same way everywhere."""
    if os.environ.get(server.variable) == "":
        return f"{server.variable} is set empty, which turns these tests off"
    return skipped(server)


def redis_database_of_this_worker(environ: MutableMapping[str, str]) -> None:
    """Under pytest-xdist, each worker counts in a Redis database of its own (gw0 in 1, gw1 in
    2, ...): limits are counted per address and per key id, and two workers' tests would
    otherwise spend one another's allowances on the shared server."""
    worker = environ.get("PYTEST_XDIST_WORKER", "")
    url = environ.get(REDIS.variable, "")
    if not worker.startswith("gw") or not url:
        return
    base = url.rsplit("/", 1)[0] if url.count("/") > 2 else url
    environ[REDIS.variable] = f"{base}/{int(worker[2:]) + 1}"
