"""Metered `/v1/check` on PostgreSQL: per-request transactions on the asyncio engine against
the group-commit writer thread, each against the free `/v1/pricing` of the same server.

Writes on PostgreSQL default to one transaction per request on the asyncio engine; the
group-commit writer (`VENDORSTACK_GROUP_COMMIT=1`) must earn its keep here as it does on
SQLite. The server is `vendorstack serve` pinned to core 0, wrk runs on core 1 with 64
connections, once with one key (every charge updates the same account row) and once with
64 keys (the load a service with many customers sees). Rounds alternate the two modes'
servers so the machine's drift hits both alike. Needs `wrk` and a PostgreSQL server
(`VENDORSTACK_TEST_POSTGRES_URL`, default the local one); it creates and drops its own
database there.

    .venv/bin/python -m bench postgres_bench      # about 2 minutes
"""

from __future__ import annotations

import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from datetime import UTC, datetime
from pathlib import Path

from tests.databases import private_database

from bench.api_bench import CONNECTIONS, DOMAIN, _ms, free_port, seed, start_server
from vendorstack.accounts.service import grant_topup, new_account
from vendorstack.storage.engine import make_engine

DURATION = os.environ.get("BENCH_DURATION", "5s")
ROUNDS = int(os.environ.get("BENCH_ROUNDS", "3"))
KEYS = 64
MODES = {"asyncio engine, a transaction per request": "0", "group-commit writer": "1"}
_ROTATE = """
local keys = {%s}
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", nil, {["Authorization"] = "Bearer " .. keys[(n %% #keys) + 1]})
end
"""


def _more_keys(database_url: str, count: int) -> list[str]:
    engine = make_engine(database_url)
    now, made = datetime.now(UTC), []
    with engine.begin() as connection:
        for n in range(count):
            key, store = new_account(f"b{n}@example.com", source_ip=None, request_id="s", now=now)
            store(connection)
            grant_topup(connection, key.api_key, credits=10_000_000, reference=f"b{n}", now=now)
            made.append(key.api_key)
    engine.dispose()
    return made


def _wrk(url: str, options: list[str]) -> tuple[float, float, int]:
    command = ["taskset", "-c", "1", "wrk", "-t1", f"-c{CONNECTIONS}", f"-d{DURATION}"]
    output = subprocess.run(
        [*command, "--latency", *options, url], capture_output=True, text=True, check=True
    ).stdout
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))  # type: ignore[union-attr]
    p99 = _ms(re.search(r"99%\s+([\d.]+\w+)", output).group(1))  # type: ignore[union-attr]
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    return rps, p99, int(errors.group(1)) if errors else 0


def main() -> None:
    admin_url = os.environ.get(
        "VENDORSTACK_TEST_POSTGRES_URL", "postgresql://postgres@127.0.0.1/test"
    )
    workdir = Path(tempfile.mkdtemp(prefix="vs-pg-bench-"))
    try:
        with private_database(admin_url, "vs_bench") as database_url:
            key = seed(database_url)
            script = workdir / "keys.lua"
            keys = ", ".join(f'"{k}"' for k in _more_keys(database_url, KEYS))
            script.write_text(_ROTATE % keys)
            _run(database_url, key, script)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def _run(database_url: str, key: str, script: Path) -> None:
    servers = {}
    for mode, flag in MODES.items():
        os.environ["VENDORSTACK_GROUP_COMMIT"] = flag
        port = free_port()
        servers[mode] = (port, start_server(database_url, port))
    loads = {
        "pricing": ("/v1/pricing", ["-H", f"Authorization: Bearer {key}"]),
        "check, one key": (f"/v1/check?url={DOMAIN}", ["-H", f"Authorization: Bearer {key}"]),
        f"check, {KEYS} keys": (f"/v1/check?url={DOMAIN}", ["-s", str(script)]),
    }
    results: dict[tuple[str, str], list[tuple[float, float, int]]] = {}
    try:
        for port, _ in servers.values():
            for path, options in loads.values():
                _wrk(f"http://127.0.0.1:{port}{path}", options)  # warm-up
        for _ in range(ROUNDS):
            for mode, (port, _) in servers.items():
                for load, (path, options) in loads.items():
                    measured = _wrk(f"http://127.0.0.1:{port}{path}", options)
                    results.setdefault((mode, load), []).append(measured)
    finally:
        for _, server in servers.values():
            server.terminate()
            server.wait()
    _report(results)


def _report(results: dict[tuple[str, str], list[tuple[float, float, int]]]) -> None:
    print(f"{'mode':<44}{'load':<16}{'req/s':>9}{'p99 ms':>9}{'errors':>8}{'/pricing':>10}")
    for (mode, load), rows in results.items():
        rps = statistics.median(row[0] for row in rows)
        p99 = statistics.median(row[1] for row in rows)
        errors = sum(row[2] for row in rows)
        pricing = statistics.median(row[0] for row in results[(mode, "pricing")])
        print(f"{mode:<44}{load:<16}{rps:>9.0f}{p99:>9.1f}{errors:>8}{rps / pricing:>10.2f}")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
