"""Database faults: how long a request waits for its 503 while another process holds the
SQLite file's write lock (PostgreSQL waits a lock out by design: docs/benchmarks.md).

A real `vendorstack serve` answers; a separate process holds `BEGIN EXCLUSIVE` on the file.
Figures: seconds to the 503 for a lone key creation and for 8 concurrent metered lookups (the
issue saw 40 s and 90 s), and seconds until the first 200 after the lock is let go.

    .venv/bin/python -m bench faults_bench
"""

from __future__ import annotations

import asyncio
import tempfile
import time
from collections.abc import Awaitable
from pathlib import Path

import httpx
from tests.api.test_db_faults import locked_elsewhere
from tests.served import Server, new_key, served

from bench.soak import prepare

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


def measure(label: str, database_url: str) -> None:
    domains, _ = prepare(database_url)
    with served(database_url, {"VENDORSTACK_RATE_LIMIT": "1000000/minute"}) as server:
        key = new_key(server)
        with locked_elsewhere(database_url):
            rows = asyncio.run(under_lock(server, key, domains[0]))
        back = recovery(server, key, domains[0])
    for name, seconds, status in rows:
        print(f"{label:<11} {name:<22} {status} after {seconds:5.2f} s")
    print(f"{label:<11} {'first 200 after unlock':<22} after {back:5.2f} s")


def main() -> None:
    """SQLite only: PostgreSQL waits a lock out by design (docs/benchmarks.md)."""
    with tempfile.TemporaryDirectory() as folder:
        measure("sqlite", f"sqlite:///{Path(folder)}/faults.db")


if __name__ == "__main__":
    main()
