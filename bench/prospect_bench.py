"""Prospect and company pages against the indexed `/v1/check`, then prospect at scale.

Part 1, the small index (15 companies, as in issue 11): `vendorstack serve` pinned to core 0,
`wrk` on core 1 with 32 connections; prospect by vendor, by category, and the company page,
each as a ratio of the indexed check's throughput measured in the same run, rounds
alternating (target >= 0.50).

Part 2, at scale: an index from `bench.seed_index` (N companies, default 1,000,000; or an
already seeded one with BENCH_PROSPECT_DB), served the same way, and each query shape loaded
with wrk (BENCH_CONNECTIONS, default 4) for BENCH_DURATION: p50 and p99 per page as the
client sees it, every answer checked 200, with the indexed `/v1/check` of the same server
as the baseline (every page is metered: its p99 includes the credit's commit, as the
check's does). "any page" shapes ask a random page of the listing
each time (a Lua script), so deep pages count as much as the first.

    .venv/bin/python -m bench prospect_bench                              # SQLite, 1M
    BENCH_ENTITIES=100000 .venv/bin/python -m bench prospect_bench        # a quick look
    BENCH_BACKEND=postgres .venv/bin/python -m bench prospect_bench       # PostgreSQL
    BENCH_PROSPECT_DB=sqlite:////tmp/big.db BENCH_PART=scale ...          # reuse a seed

Needs `wrk`; PostgreSQL at VENDORSTACK_TEST_POSTGRES_URL (default the local one), where it
creates its own database (kept when BENCH_KEEP=1, to reuse).
"""

from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import statistics
import subprocess
import sys
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tests.databases import private_database
from tests.twins import parsed

from bench.api_bench import ROWS, _ms, free_port, start_server, wrk
from vendorstack.accounts.service import grant_topup, new_account
from vendorstack.scans.recorder import RecordScan
from vendorstack.storage.engine import make_engine
from vendorstack.storage.migrate import upgrade

DURATION = os.environ.get("BENCH_DURATION", "5s")
ROUNDS = int(os.environ.get("BENCH_ROUNDS", "3"))
ENTITIES = int(os.environ.get("BENCH_ENTITIES", "1000000"))
CONNECTIONS = int(os.environ.get("BENCH_CONNECTIONS", "4"))
SMALL_COMPANIES = 15
_RANDOM_PAGE = """
math.randomseed(7)
request = function()
  local path = string.format("%s&page=%d", "{path}", math.random(1, {last}))
  return wrk.format("GET", path, {{["Authorization"] = "Bearer {key}"}})
end
"""


def _key(engine: Any) -> str:
    now = datetime.now(UTC)
    key, store = new_account("bench@example.com", source_ip=None, request_id="seed", now=now)
    with engine.begin() as connection:
        store(connection)
        reference = f"bench-{secrets.token_hex(4)}"  # a reused index already holds one
        grant_topup(connection, key.api_key, credits=100_000_000, reference=reference, now=now)
    return key.api_key


def small_index(database_url: str) -> str:
    """15 companies, each naming a few of `api_bench.ROWS`; one key with many credits."""
    upgrade(database_url)
    engine = make_engine(database_url)
    with engine.begin() as connection:
        for n in range(SMALL_COMPANIES):
            rows = [row for i, row in enumerate(ROWS) if (n + i) % 3]
            RecordScan(parsed(f"company{n:02d}.com", *rows), owner="bench")(connection)
    key = _key(engine)
    engine.dispose()
    return key


def small(database_url: str) -> None:
    key = small_index(database_url)
    port = free_port()
    server = start_server(database_url, port)
    base = f"http://127.0.0.1:{port}"
    routes = {
        "GET /v1/check (indexed)": f"{base}/v1/check?url=company01.com",
        "GET /v1/prospect?vendor=": f"{base}/v1/prospect?vendor=stripe",
        "GET /v1/prospect?category=": f"{base}/v1/prospect?category=payments",
        "GET /v1/prospect vendor+category": f"{base}/v1/prospect?vendor=stripe&category=payments",
        "GET /v1/company/{domain}": f"{base}/v1/company/company01.com",
    }
    rates: dict[str, list[float]] = {name: [] for name in routes}
    try:
        for url in routes.values():
            wrk(url, key, duration="2s")
        for round_number in range(1, ROUNDS + 1):
            for name, url in routes.items():
                rps, p99, errors = wrk(url, key, duration=DURATION)
                rates[name].append(rps)
                print(f"{round_number:<6}{name:<36}{rps:>9.0f}/s p99 {p99:6.1f} ms  {errors} err")
    finally:
        server.terminate()
        server.wait()
    check = rates.pop("GET /v1/check (indexed)")
    print(f"indexed check: median {statistics.median(check):.0f}/s")
    for name, rows in rates.items():
        paired = statistics.median(r / c for r, c in zip(rows, check, strict=True))
        print(f"{name:<36} median {statistics.median(rows):>7.0f}/s, {paired:.2f} of check")


def seeded(database_url: str, entities: int) -> dict[str, Any]:
    upgrade(database_url)
    env = {**os.environ, "VENDORSTACK_DATABASE_URL": database_url}
    command = [sys.executable, "-m", "bench.seed_index", "--entities", str(entities)]
    output = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
    summary: dict[str, Any] = json.loads(output.stdout.strip().splitlines()[-1])
    return summary


def _summary(database_url: str) -> dict[str, Any]:
    """What seed_index printed, read back from an index seeded earlier."""
    from bench.seed_index import _extremes

    engine = make_engine(database_url)
    summary = _extremes(engine)
    engine.dispose()
    return summary


def _category_of(database_url: str, vendor: str) -> tuple[str, int, int]:
    """The vendor's most named category, that category's total and the pair's."""
    from sqlalchemy import func, select

    from vendorstack.index.models import ProspectCount

    engine = make_engine(database_url)
    with engine.connect() as connection:
        category, pair = connection.execute(
            select(ProspectCount.category, func.sum(ProspectCount.companies))
            .where(ProspectCount.kind == "p", ProspectCount.vendor == vendor)
            .group_by(ProspectCount.category)
            .order_by(func.sum(ProspectCount.companies).desc())
            .limit(1)
        ).one()
        total = connection.execute(
            select(func.sum(ProspectCount.companies)).where(
                ProspectCount.kind == "c", ProspectCount.category == category
            )
        ).scalar_one()
    engine.dispose()
    return category, int(total), int(pair)


def _a_domain(database_url: str) -> str:
    from sqlalchemy import func, select

    from vendorstack.index.models import Entity

    engine = make_engine(database_url)
    with engine.connect() as connection:
        domain: str = connection.execute(select(func.min(Entity.domain))).scalar_one()
    engine.dispose()
    return domain


def shapes(summary: dict[str, Any], database_url: str) -> dict[str, tuple[str, int | None]]:
    """Query shape -> (path, last page for a random page, or None for the fixed path)."""
    popular, rare = summary["popular_vendor"], summary["rare_vendor"]
    category, category_total, pair_total = _category_of(database_url, popular)
    last = -(-int(summary["popular_total"]) // 10)
    category_last, pair_last = -(-category_total // 10), -(-pair_total // 10)
    vendor_path = f"/v1/prospect?vendor={popular}"
    check = f"/v1/check?url={_a_domain(database_url)}"
    return {
        "baseline: indexed /v1/check, same server": (check, None),
        f"vendor {popular} ({summary['popular_total']}), page 1": (vendor_path, None),
        "vendor, any page": (vendor_path, last),
        "vendor, last page": (f"{vendor_path}&page={last}", None),
        f"vendor {rare} ({summary['rare_total']}, discovered)": (
            f"/v1/prospect?vendor={rare}",
            None,
        ),
        f"category {category} ({category_total}), any page": (
            f"/v1/prospect?category={category}",
            category_last,
        ),
        "category, last page": (f"/v1/prospect?category={category}&page={category_last}", None),
        f"vendor+category ({pair_total}), any page": (
            f"/v1/prospect?vendor={popular}&category={category}",
            pair_last,
        ),
        "vendor+category, last page": (
            f"/v1/prospect?vendor={popular}&category={category}&page={pair_last}",
            None,
        ),
    }


def _load(base: str, path: str, last: int | None, key: str, workdir: Path) -> tuple[float, ...]:
    """p50 and p99 in ms, requests per second, errors."""
    command = ["taskset", "-c", "1", "wrk", "-t1", f"-c{CONNECTIONS}", f"-d{DURATION}"]
    command += ["--latency", "-H", f"Authorization: Bearer {key}"]
    if last is not None:
        script = workdir / "random_page.lua"
        script.write_text(_RANDOM_PAGE.format(path=path, last=last, key=key))
        command += ["-s", str(script)]
    output = subprocess.run([*command, base + path], capture_output=True, text=True, check=True)
    text = output.stdout
    p50, p99 = (_ms(_found(rf"^\s+{q}%\s+([\d.]+\w+)", text)) for q in (50, 99))
    rps = float(_found(r"Requests/sec:\s+([\d.]+)", text))
    non_2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", text)
    return p50, p99, rps, int(non_2xx.group(1)) if non_2xx else 0


def _found(pattern: str, text: str) -> str:
    match = re.search(pattern, text, re.MULTILINE)
    if match is None:
        raise RuntimeError(f"wrk printed no {pattern!r}:\n{text}")
    return match.group(1)


def scale(database_url: str, workdir: Path) -> None:
    reused = os.environ.get("BENCH_PROSPECT_DB")
    summary = _summary(database_url) if reused else seeded(database_url, ENTITIES)
    print(f"index: {json.dumps(summary)}", flush=True)
    engine = make_engine(database_url)
    key = _key(engine)
    engine.dispose()
    port = free_port()
    server = start_server(database_url, port)
    base = f"http://127.0.0.1:{port}"
    try:
        print(f"{'shape':<52}{'p50 ms':>8}{'p99 ms':>8}{'req/s':>8}  errors")
        for name, (path, last) in shapes(summary, database_url).items():
            _load(base, path, last, key, workdir)  # warm-up
            p50, p99, rps, errors = _load(base, path, last, key, workdir)
            print(f"{name:<52}{p50:>8.1f}{p99:>8.1f}{rps:>8.0f}  {errors:.0f}", flush=True)
    finally:
        server.terminate()
        server.wait()


def main() -> None:
    if shutil.which("wrk") is None:
        sys.exit("wrk is not installed: apt-get install wrk")
    workdir = Path(tempfile.mkdtemp(prefix="vs-prospect-"))
    part = os.environ.get("BENCH_PART", "all")
    backend = os.environ.get("BENCH_BACKEND", "sqlite")
    admin = os.environ.get("VENDORSTACK_TEST_POSTGRES_URL", "postgresql://postgres@127.0.0.1/test")
    try:
        if part in ("all", "small"):
            print(f"== small index ({SMALL_COMPANIES} companies, {backend})", flush=True)
            _with_database(backend, admin, workdir, "small", small)
        if part in ("all", "scale"):
            shown = (os.environ.get("BENCH_PROSPECT_DB") or backend).split(":")[0]
            print(f"== prospect at scale ({shown}, {CONNECTIONS} connections)", flush=True)
            reused = os.environ.get("BENCH_PROSPECT_DB")
            if reused:
                scale(reused, workdir)
            else:
                _with_database(backend, admin, workdir, "scale", lambda url: scale(url, workdir))
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def _with_database(backend: str, admin: str, workdir: Path, name: str, run: Any) -> None:
    if backend != "postgres":
        run(f"sqlite:///{workdir / (name + '.db')}")
        return
    keep = os.environ.get("BENCH_KEEP") == "1"
    with private_database(admin, "vs_bench", keep=keep) as url:
        run(url)
        if keep:
            print(f"kept {url}")


if __name__ == "__main__":
    main()
