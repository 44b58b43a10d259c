"""Cluster benchmark: 2 `vendorstack serve` + 2 `vendorstack worker` (queue mode) on the local
PostgreSQL and Redis, started by `vendorstack.cluster` exactly as `make cluster` does.

1. Lookups: the indexed, metered `/v1/check` against the free `/v1/pricing` on the same
   cluster, in alternating rounds, each round loading both API processes at once (one `wrk`
   per process, 32 connections each); the check/pricing ratio of the same run is the figure
   to compare, absolute numbers depend on how loaded the machine is.
2. Queue: BENCH_SCANS (default 120) distinct fixture domains on the local test web, checked
   at once through both API processes; scans per minute from the first request to the last
   answer, every one a live scan run by the workers.
3. Latency: each metered route paced at 80 % of its median throughput (wrk's `delay`), its
   p99 the worst of the two API processes'.

Credit leases follow `VENDORSTACK_CREDIT_LEASES` (auto: on, PostgreSQL); run once more with
`VENDORSTACK_CREDIT_LEASES=off` for the row-charging figures of the same machine.

    .venv/bin/python -m bench cluster_bench
    BENCH_DURATION=5s BENCH_ROUNDS=2 BENCH_SCANS=60 .venv/bin/python -m bench cluster_bench

Needs `wrk`, VENDORSTACK_TEST_POSTGRES_URL (a database is created and dropped) and
VENDORSTACK_TEST_REDIS_URL.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

import httpx
from tests.databases import admin_url, private_database
from tests.scanning.sites import html as h
from tests.scanning.testweb import TestWeb

from bench.api_bench import DOMAIN, seed
from vendorstack.accounts.service import grant_topup, new_account
from vendorstack.cluster import start_cluster
from vendorstack.storage.engine import make_engine

DURATION = os.environ.get("BENCH_DURATION", "10s")
ROUNDS = int(os.environ.get("BENCH_ROUNDS", "3"))
SCANS = int(os.environ.get("BENCH_SCANS", "120"))
CONNECTIONS_PER_API = 32
PACED_SHARE = 0.8  # p99 is measured at this share of each metered route's throughput
SETTINGS = {
    "VENDORSTACK_RATE_LIMIT": "100000000/minute",
    "VENDORSTACK_KEY_CREATION_LIMIT": "1000/day",
    "VENDORSTACK_SCAN_HOST_DELAY_SECONDS": "0",
}


@contextmanager
def bench_database() -> Iterator[str]:
    server = admin_url()
    if server is None:
        sys.exit("set VENDORSTACK_TEST_POSTGRES_URL (a database is created and dropped)")
    with private_database(server, "vendorstack_cluster_bench") as url:
        yield url


def fixture_web(web: TestWeb, count: int) -> list[str]:
    """`count` small companies, each linking its subprocessor page from the footer."""
    domains = [f"bench-scan-{i:04d}.com" for i in range(count)]
    for domain in domains:
        brand = domain.removesuffix(".com").title()
        footer = [("/privacy", "Privacy"), ("/legal/subprocessors", "Subprocessors")]
        web.add_site(
            domain,
            {"/": h.home(brand, footer=footer), "/legal/subprocessors": h.disclosure(brand)},
        )
    return domains


def more_keys(database_url: str, count: int) -> list[str]:
    """`count` more keys, each with plenty of credits (charges then spread over accounts)."""
    engine = make_engine(database_url)
    now = datetime.now(UTC)
    keys = []
    with engine.begin() as connection:
        for index in range(count):
            key, store = new_account(
                f"k{index}@example.com", source_ip=None, request_id="seed", now=now
            )
            store(connection)
            grant_topup(connection, key.api_key, credits=10_000_000, reference=f"r{index}", now=now)
            keys.append(key.api_key)
    engine.dispose()
    return keys


def rotating(keys: list[str], folder: Path) -> Path:
    """A wrk script sending each request with the next key of `keys`."""
    script = folder / "keys.lua"
    listed = ", ".join(f'"{key}"' for key in keys)
    script.write_text(
        f"keys = {{{listed}}}\ni = 0\nrequest = function()\n  i = i + 1\n"
        '  return wrk.format(nil, nil, {["Authorization"] = "Bearer " .. keys[i % #keys + 1]})\n'
        "end\n"
    )
    return script


def load(urls: list[str], path: str, auth: list[str], duration: str) -> tuple[float, int]:
    """Requests per second summed over one `wrk` per API process, and errors; `auth` is
    wrk's arguments choosing the key(s)."""
    command = ["wrk", "-t1", f"-c{CONNECTIONS_PER_API}", f"-d{duration}", *auth]
    runs = [
        subprocess.Popen([*command, f"{url}{path}"], stdout=subprocess.PIPE, text=True)
        for url in urls
    ]
    outputs = [run.communicate()[0] for run in runs]
    return sum(_rps(out) for out in outputs), sum(_errors(out) for out in outputs)


def _rps(output: str) -> float:
    line = next(line for line in output.splitlines() if line.startswith("Requests/sec:"))
    return float(line.split()[1])


def _errors(output: str) -> int:
    lines = [line for line in output.splitlines() if "Non-2xx" in line or "Socket errors" in line]
    return sum(int(n) for line in lines for n in line.replace(",", " ").split() if n.isdigit())


def lookups(urls: list[str], key: str, keys: list[str], folder: Path) -> None:
    script = rotating(keys, folder)
    one = ["-H", f"Authorization: Bearer {key}"]
    check = f"/v1/check?url={DOMAIN}"
    routes = {
        "GET /v1/pricing (free)": ("/v1/pricing", one),
        "GET /v1/check, one key": (check, one),
        "GET /v1/check, 64 keys": (check, ["-s", str(script)]),
    }
    for path, auth in routes.values():
        load(urls, path, auth, "2s")  # warm-up
    results: dict[str, list[float]] = {name: [] for name in routes}
    print(f"{'round':<7}{'route (both API processes)':<30}{'req/s':>10}{'errors':>8}")
    for number in range(1, ROUNDS + 1):
        for name, (path, auth) in routes.items():
            rps, errors = load(urls, path, auth, DURATION)
            results[name].append(rps)
            print(f"{number:<7}{name:<30}{rps:>10.0f}{errors:>8}", flush=True)
    medians = {name: statistics.median(rows) for name, rows in results.items()}
    pricing = medians["GET /v1/pricing (free)"]
    for name, rps in medians.items():
        print(f"median {name:<30}{rps:>10.0f}/s  {rps / pricing:.2f} of pricing")
    print(f"latency at {PACED_SHARE:.0%} of each metered route's median throughput")
    paced_keys = {"GET /v1/check, one key": [key], "GET /v1/check, 64 keys": keys}
    for name, chosen in paced_keys.items():
        target = PACED_SHARE * medians[name]
        rps, p99 = paced(urls, check, chosen, target, folder)
        print(f"paced  {name:<30}{rps:>10.0f}/s  (asked {target:.0f}/s)  p99 {p99:.1f} ms")


def paced(
    urls: list[str], path: str, keys: list[str], target: float, folder: Path
) -> tuple[float, float]:
    """Requests per second achieved and the worst p99 (ms) of one paced `wrk` per API
    process, together asking `target` requests a second (each connection waits between its
    requests; wrk measures from each request's send, so queueing is not included)."""
    per_connection_ms = 1000 * CONNECTIONS_PER_API * len(urls) / target
    script = folder / f"paced-{len(keys)}.lua"
    listed = ", ".join(f'"{k}"' for k in keys)
    script.write_text(
        f"keys = {{{listed}}}\ni = 0\nrequest = function()\n  i = i + 1\n"
        '  return wrk.format(nil, nil, {["Authorization"] = "Bearer " .. keys[i % #keys + 1]})\n'
        f"end\ndelay = function()\n  return {per_connection_ms:.1f}\nend\n"
    )
    command = ["wrk", "-t1", f"-c{CONNECTIONS_PER_API}", f"-d{DURATION}", "--latency"]
    runs = [
        subprocess.Popen(
            [*command, "-s", str(script), f"{url}{path}"], stdout=subprocess.PIPE, text=True
        )
        for url in urls
    ]
    outputs = [run.communicate()[0] for run in runs]
    return sum(_rps(out) for out in outputs), max(_p99(out) for out in outputs)


def _p99(output: str) -> float:
    line = next(line for line in output.splitlines() if line.strip().startswith("99%"))
    value = line.split()[1]
    unit = value.lstrip("0123456789.")
    return float(value[: -len(unit)]) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit]


def queue(urls: list[str], key: str, domains: list[str]) -> None:
    headers = {"Authorization": f"Bearer {key}"}

    def check(index: int) -> int:
        url = f"{urls[index % len(urls)]}/v1/check"
        params = {"url": domains[index]}
        return httpx.get(url, params=params, headers=headers, timeout=120).status_code

    started = time.monotonic()
    with ThreadPoolExecutor(64) as pool:
        statuses = Counter(pool.map(check, range(len(domains))))
    elapsed = time.monotonic() - started
    print(f"queue: {len(domains)} live scans in {elapsed:.1f} s: {statuses}")
    print(f"  {len(domains) / elapsed * 60:.0f} scans/minute with 2 workers x 8 concurrent scans")


def main() -> None:
    if shutil.which("wrk") is None:
        sys.exit("wrk is not installed: apt-get install wrk")
    redis_url = os.environ.get("VENDORSTACK_TEST_REDIS_URL")
    print(f"load average before: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    with bench_database() as database, TestWeb() as web:
        key = seed(database)
        folder = Path(tempfile.mkdtemp(prefix="vs-cluster-bench-"))
        keys = more_keys(database, 64)
        domains = fixture_web(web, SCANS)
        env = {**SETTINGS, "VENDORSTACK_SCAN_HOST_MAP": web.host_map_spec()}
        with start_cluster(database_url=database, redis_url=redis_url, env=env) as cluster:
            urls = [api.url or "" for api in cluster.apis]
            lookups(urls, key, keys, folder)
            queue(urls, key, domains)


if __name__ == "__main__":
    main()
