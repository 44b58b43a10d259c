"""Soak: mixed traffic at 80 % of the measured maximum against a real `vendorstack serve`.

The server runs as a subprocess on a SQLite file seeded with synthetic companies; its live
scans go to the local test web, where each scan gets a fresh hostile or plain site. The mix:
indexed lookups, prospect pages, balance reads, key creation and live scans (a quarter of
them hostile). First the mix runs closed-loop for a few seconds to measure the maximum rate;
then it is sent open-loop at 80 % of that for the soak. Figures: errors (any 5xx, transport
error or unexpected status), p50/p99 per 10 s window, and the server's RSS growth after the
warm-up (the first fifth of the run).

    .venv/bin/python -m bench.soak --seconds 600     # the soak (docs/benchmarks.md)
    .venv/bin/python -m bench.soak --seconds 60      # the short one CI runs (tests/test_soak.py)
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import random
import statistics
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

import httpx
from sqlalchemy import select
from tests.scanning.sites import FixtureSite, host_map_spec, install
from tests.scanning.sites.hostile import hostile_documents, hostile_site, plain_site
from tests.scanning.testweb import TestWeb
from tests.served import Server, served

from bench.hostile_bench import rss_kib
from bench.seed_index import seed
from vendorstack.accounts.service import grant_topup
from vendorstack.index.models import Entity, IndexedVendor
from vendorstack.storage.engine import make_engine
from vendorstack.storage.migrate import upgrade

ENTITIES = 300
SCANS_PER_SECOND = 1.0  # live scans run beside the mix, each on a fresh domain
MIX = (("lookup", 55), ("prospect", 15), ("balance", 25), ("key", 5))
KINDS = [kind for kind, _ in MIX]
WEIGHTS = [weight for _, weight in MIX]
EXPECTED = {"lookup": {200}, "prospect": {200, 404}, "balance": {200}, "key": {201}, "scan": {200}}
WINDOW_SECONDS = 10.0
PROBE_SECONDS = 8.0
PROBE_CLIENTS = 16
LOAD_SHARE = 0.8


@dataclass
class Figures:
    """What the soak saw: per kind, per window latencies; errors; RSS samples."""

    latencies: dict[int, list[float]] = field(default_factory=dict)
    by_kind: dict[str, int] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)
    rss: list[tuple[float, int]] = field(default_factory=list)

    def record(self, kind: str, window: int, seconds: float, problem: str | None) -> None:
        self.latencies.setdefault(window, []).append(seconds)
        self.by_kind[kind] = self.by_kind.get(kind, 0) + 1
        if problem is not None:
            self.errors.append(f"{kind}: {problem}")


@dataclass
class Traffic:
    """The requests of the mix, over one server and its seeded data."""

    server: Server
    key: str
    domains: list[str]
    vendors: list[str]
    live: Iterator[str]
    rng: random.Random = field(default_factory=lambda: random.Random(7))

    def pick(self) -> str:
        return self.rng.choices(KINDS, WEIGHTS)[0]

    async def send(self, client: httpx.AsyncClient, kind: str) -> httpx.Response:
        auth = {"Authorization": f"Bearer {self.key}"}
        if kind == "lookup":
            params = {"url": self.rng.choice(self.domains)}
            return await client.get("/v1/check", params=params, headers=auth)
        if kind == "prospect":
            params = {"vendor": self.rng.choice(self.vendors), "page": "1"}
            return await client.get("/v1/prospect", params=params, headers=auth)
        if kind == "balance":
            return await client.get("/v1/balance", headers=auth)
        if kind == "key":
            return await client.post("/v1/keys", json={"email": "soak@example.com"})
        return await client.get("/v1/check", params={"url": next(self.live)}, headers=auth)


async def one(
    traffic: Traffic,
    client: httpx.AsyncClient,
    figures: Figures,
    start: float,
    kind: str | None = None,
) -> None:
    kind = kind or traffic.pick()
    began = time.monotonic()
    problem = None
    try:
        response = await traffic.send(client, kind)
        if response.status_code not in EXPECTED[kind]:
            problem = f"{response.status_code} {response.text[:120]}"
    except httpx.HTTPError as error:
        problem = f"{type(error).__name__}: {error}"
    window = int((began - start) // WINDOW_SECONDS)
    figures.record(kind, window, time.monotonic() - began, problem)


async def measure_maximum(traffic: Traffic, client: httpx.AsyncClient) -> float:
    """Requests per second the mix reaches closed-loop with PROBE_CLIENTS at once."""
    figures, start = Figures(), time.monotonic()

    async def loop() -> None:
        while time.monotonic() - start < PROBE_SECONDS:
            await one(traffic, client, figures, start)

    await asyncio.gather(*(loop() for _ in range(PROBE_CLIENTS)))
    return sum(figures.by_kind.values()) / (time.monotonic() - start)


async def soak(traffic: Traffic, client: httpx.AsyncClient, rate: float, seconds: float) -> Figures:
    """Open loop: the mix at `rate`, live scans at SCANS_PER_SECOND, whatever answers take."""
    figures, start = Figures(), time.monotonic()
    tasks: set[asyncio.Task[None]] = set()

    async def paced(per_second: float, kind: str | None) -> None:
        for sent in itertools.count():
            due = start + sent / per_second
            if due - start >= seconds:
                return
            await asyncio.sleep(max(0.0, due - time.monotonic()))
            task = asyncio.create_task(one(traffic, client, figures, start, kind))
            tasks.add(task)
            task.add_done_callback(tasks.discard)

    async def sample_rss() -> None:
        while time.monotonic() - start < seconds:
            figures.rss.append((time.monotonic() - start, rss_kib(traffic.server.pid)))
            await asyncio.sleep(1.0)

    await asyncio.gather(paced(rate, None), paced(SCANS_PER_SECOND, "scan"), sample_rss())
    while tasks:
        await asyncio.gather(*list(tasks))
    figures.rss.append((time.monotonic() - start, rss_kib(traffic.server.pid)))
    return figures


def prepare(database_url: str) -> tuple[list[str], list[str]]:
    """Seed the index; the indexed domains and vendor slugs the mix asks about."""
    upgrade(database_url)
    seed(database_url, ENTITIES, 1)
    engine = make_engine(database_url)
    with engine.connect() as connection:
        domains = list(connection.execute(select(Entity.domain).limit(200)).scalars())
        vendors = list(connection.execute(select(IndexedVendor.vendor).limit(50)).scalars())
    engine.dispose()
    return domains, vendors


def funded_key(server: Server, database_url: str) -> str:
    """A key with a million credits (a top-up also lifts the free plan's daily scan cap)."""
    key: str = httpx.post(f"{server.url}/v1/keys", json={"email": "soak@example.com"}).json()[
        "api_key"
    ]
    engine = make_engine(database_url)
    with engine.begin() as connection:
        now = datetime.now(UTC)
        grant_topup(connection, key, credits=1_000_000, reference="soak", now=now)
    engine.dispose()
    return key


def live_sites(count: int) -> list[FixtureSite]:
    """Fresh domains for live scans (a scanned domain is indexed after): three plain sites
    for every hostile one."""
    hostile = hostile_documents()
    return [
        hostile_site(hostile[i % len(hostile)], f"soak-hostile-{i}.com")
        if i % 4 == 3
        else plain_site(f"soak-plain-{i}.com")
        for i in range(count)
    ]


@contextmanager
def running(
    folder: Path, seconds: float
) -> Iterator[tuple[Server, str, list[str], list[str], list[str]]]:
    database_url = f"sqlite:///{folder}/soak.db"
    domains, vendors = prepare(database_url)
    sites = live_sites(int((seconds + PROBE_SECONDS) * SCANS_PER_SECOND) + 50)
    with TestWeb() as web:
        install(web, sites)
        env = {
            "VENDORSTACK_SCAN_HOST_MAP": host_map_spec(web, sites),
            "VENDORSTACK_SCAN_HOST_DELAY_SECONDS": "0",
            "VENDORSTACK_SCAN_TIME_BUDGET_SECONDS": "15",
            "VENDORSTACK_RATE_LIMIT": "10000000/minute",
            "VENDORSTACK_KEY_CREATION_LIMIT": "10000000/day",
        }
        with served(database_url, env) as server:
            key = funded_key(server, database_url)
            yield server, key, domains, vendors, [s.domain for s in sites]


def report(figures: Figures, rate: float, maximum: float, seconds: float) -> dict[str, float]:
    """Print the soak's figures; return the ones a test checks."""
    p99s = [
        statistics.quantiles(latencies, n=100)[98]
        for _, latencies in sorted(figures.latencies.items())
        if len(latencies) > 10
    ]
    warm = [kib for at, kib in figures.rss if at >= seconds / 5] or [1]
    growth = (warm[-1] - warm[0]) / warm[0]
    total = sum(figures.by_kind.values())
    print(f"maximum, closed loop with {PROBE_CLIENTS} clients: {maximum:.0f} req/s")
    print(f"soak: {rate:.0f} req/s + {SCANS_PER_SECOND:.0f} live scan/s for {seconds:.0f} s")
    print(f"requests {total} {dict(sorted(figures.by_kind.items()))}, errors {len(figures.errors)}")
    for error in figures.errors[:10]:
        print(f"  {error}")
    print("p99 per 10 s window (ms): " + " ".join(f"{p * 1000:.0f}" for p in p99s))
    print(f"RSS after warm-up {warm[0] / 1024:.0f} MiB, at the end {warm[-1] / 1024:.0f} MiB")
    print(f"RSS growth after warm-up {growth:+.1%} (must stay under 10 %)")
    return {"errors": len(figures.errors), "rss_growth": growth, "requests": total}


async def run(seconds: float) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as folder, running(Path(folder), seconds) as parts:
        server, key, domains, vendors, live = parts
        traffic = Traffic(server, key, domains, vendors, iter(live))
        # Idle connections are dropped before uvicorn's 5 s keep-alive closes them: reusing one
        # the server is closing at that moment is a client-side ReadError, not a server fault.
        limits = httpx.Limits(max_connections=256, keepalive_expiry=2.0)
        async with httpx.AsyncClient(base_url=server.url, timeout=60, limits=limits) as client:
            maximum = await measure_maximum(traffic, client)
            rate = maximum * LOAD_SHARE
            figures = await soak(traffic, client, rate, seconds)
        return report(figures, rate, maximum, seconds)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.soak", description=__doc__)
    parser.add_argument("--seconds", type=float, default=600.0)
    args = parser.parse_args(argv)
    asyncio.run(run(args.seconds))


if __name__ == "__main__":
    main()
