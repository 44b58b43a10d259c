"""Database faults: how long a request waits for its 503 while another process holds the
SQLite file's write lock, another client holds `ACCESS EXCLUSIVE` on PostgreSQL's `accounts`,
or PostgreSQL stops answering (a relay in front of it stops delivering: tests/api/relay.py).

A real `vendorstack serve` answers. Figures: seconds to the 503 for a lone key creation and
for 8 concurrent metered lookups (the issue saw 40 s and 90 s), and seconds until the first
200 after the fault is lifted. PostgreSQL runs when VENDORSTACK_TEST_POSTGRES_URL is set.

    VENDORSTACK_TEST_POSTGRES_URL=postgresql://postgres@127.0.0.1:5432/test \
        .venv/bin/python -m bench faults_bench
"""

from __future__ import annotations

import asyncio
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path

import httpx
import psycopg
from sqlalchemy.engine import make_url
from tests.api.relay import StallingRelay
from tests.api.test_db_faults import locked_elsewhere
from tests.databases import admin_url, private_database
from tests.served import Server, new_key, served

from bench.soak import prepare
from vendorstack.storage.engine import libpq_url

Fault = Callable[[], AbstractContextManager[None]]

CONCURRENT = 8


async def timed(call: Awaitable[httpx.Response]) -> tuple[float, int]:
    began = time.monotonic()
    response = await call
    return time.monotonic() - began, response.status_code


async def under_lock(server: Server, key: str, domain: str) -> list[tuple[str, float, str]]:
    auth = {"Authorization": f"Bearer {key}"}
    async with httpx.AsyncClient(base_url=server.url, timeout=120) as client:
        lone = await timed(client.post("/v1/keys", json={"email": "f@example.com"}))
        many = await asyncio.gather(
            *(timed(client.get("/v1/check", params={"url": domain}, headers=auth))
              for _ in range(CONCURRENT))
        )  # fmt: skip
    statuses = ",".join(sorted({str(status) for _, status in many}))
    slowest = max(seconds for seconds, _ in many)
    return [
        ("key creation", lone[0], str(lone[1])),
        (f"{CONCURRENT} lookups, slowest", slowest, statuses),
    ]


def recovery(server: Server, key: str, domain: str) -> float:
    began = time.monotonic()
    auth = {"Authorization": f"Bearer {key}"}
    while (
        httpx.get(f"{server.url}/v1/check", params={"url": domain}, headers=auth).status_code != 200
    ):
        continue
    return time.monotonic() - began


def measure(label: str, database_url: str, fault: Fault, served_url: str | None = None) -> None:
    domains, _ = prepare(database_url)
    settings = {"VENDORSTACK_RATE_LIMIT": "1000000/minute"}
    with served(served_url or database_url, settings) as server:
        key = new_key(server)
        with fault():
            rows = asyncio.run(under_lock(server, key, domains[0]))
        back = recovery(server, key, domains[0])
    for name, seconds, status in rows:
        print(f"{label:<11} {name:<22} {status} after {seconds:5.2f} s")
    print(f"{label:<11} {'first 200 after':<22} after {back:5.2f} s")


@contextmanager
def table_locked(database_url: str) -> Iterator[None]:
    """`accounts` locked by another client's session (an operator's psql, by its name)."""
    with psycopg.connect(libpq_url(database_url), application_name="psql") as holder:
        holder.execute("LOCK TABLE accounts IN ACCESS EXCLUSIVE MODE")
        yield
        holder.rollback()


@contextmanager
def stalled(relay: StallingRelay) -> Iterator[None]:
    relay.freeze()
    try:
        yield
    finally:
        relay.thaw()


def postgres(server_url: str) -> None:
    with private_database(server_url, "vendorstack_faults") as url:
        measure("pg lock", url, lambda: table_locked(url))
    with private_database(server_url, "vendorstack_faults") as url:
        target = make_url(url)
        relay = StallingRelay((target.host or "127.0.0.1", target.port or 5432))
        via = target.set(host="127.0.0.1", port=relay.port).render_as_string(hide_password=False)
        try:
            measure("pg stall", url, lambda: stalled(relay), served_url=via)
        finally:
            relay.close()


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{Path(folder)}/faults.db"
        measure("sqlite", url, lambda: locked_elsewhere(url))
    server_url = admin_url()
    if server_url is not None:
        postgres(server_url)


if __name__ == "__main__":
    main()
