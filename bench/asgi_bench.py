"""In-process hot-path cost: microseconds per request with no HTTP server in the way.

The app is driven directly over ASGI by 64 concurrent tasks on one uvloop event loop, pinned
to one core, against the same seeded SQLite database as api_bench (the group-commit writer
thread runs as in production). It measures what our code and the framework cost per request,
so a change can be judged in seconds; api_bench remains the measure over real HTTP.
Baseline, same run: `bench/floor_app.py`, a bare FastAPI route returning fixed bytes.

    .venv/bin/python -m bench asgi_bench
    ASGI_BENCH_REQUESTS=20000 .venv/bin/python -m bench asgi_bench
"""

from __future__ import annotations

import asyncio
import os
import shutil
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator, MutableMapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import uvloop

from bench.api_bench import CONNECTIONS, DOMAIN, seed
from bench.floor_app import app as floor_app
from vendorstack.config import Settings
from vendorstack.server.app import create_app, settle_long_lived_objects
from vendorstack.services import Services

REQUESTS = int(os.environ.get("ASGI_BENCH_REQUESTS", "10000"))
REPEATS = 5
ASGIApp = Callable[
    [
        MutableMapping[str, Any],
        Callable[[], Awaitable[MutableMapping[str, Any]]],
        Callable[[MutableMapping[str, Any]], Awaitable[None]],
    ],
    Awaitable[None],
]


def _scope(path: str, query: bytes, key: str) -> dict[str, Any]:
    return {
        "type": "http",
        "asgi": {"version": "3.0", "spec_version": "2.3"},
        "http_version": "1.1",
        "method": "GET",
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "query_string": query,
        "root_path": "",
        "headers": [(b"host", b"127.0.0.1"), (b"authorization", f"Bearer {key}".encode())],
        "client": ("127.0.0.1", 50000),
        "server": ("127.0.0.1", 8080),
    }


async def _request(app: ASGIApp, template: dict[str, Any]) -> None:
    statuses: list[int] = []

    async def receive() -> dict[str, Any]:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: MutableMapping[str, Any]) -> None:
        if message["type"] == "http.response.start":
            statuses.append(message["status"])

    await app({**template, "state": {}}, receive, send)
    if statuses != [200]:
        raise RuntimeError(f"{template['path']} answered {statuses}")


async def _load(app: ASGIApp, template: dict[str, Any], count: int) -> None:
    """`count` requests from CONNECTIONS clients, each sending its next request when its last
    is answered, like wrk's connections.

    Not a task per request behind a semaphore: its wake-ups walked the waiters still queued,
    about 320 bytecodes (~35,000 instructions) per request once requests wait on the writer,
    which `instructions_bench` charged to the metered check (docs/benchmarks.md).
    """
    share, extra = divmod(count, CONNECTIONS)

    async def client(requests: int) -> None:
        for _ in range(requests):
            await _request(app, template)

    await asyncio.gather(*(client(share + (n < extra)) for n in range(CONNECTIONS)))


def _cost(loop: asyncio.AbstractEventLoop, app: ASGIApp, template: dict[str, Any]) -> float:
    """Best wall-clock microseconds per request over REPEATS runs (the least disturbed)."""
    loop.run_until_complete(_load(app, template, 2_000))  # warm-up
    best = float("inf")
    for _ in range(REPEATS):
        started = time.perf_counter()
        loop.run_until_complete(_load(app, template, REQUESTS))
        best = min(best, (time.perf_counter() - started) / REQUESTS * 1e6)
    return best


@contextmanager
def seeded_app(prefix: str) -> Iterator[tuple[asyncio.AbstractEventLoop, ASGIApp, str]]:
    """The app on a freshly seeded SQLite database, its own uvloop loop, and the bench key."""
    workdir = Path(tempfile.mkdtemp(prefix=prefix))
    database_url = f"sqlite:///{workdir / 'bench.db'}"
    key = seed(database_url)
    settings = Settings(database_url=database_url, rate_limit="100000000/minute")
    loop = uvloop.new_event_loop()
    asyncio.set_event_loop(loop)
    services = Services.open(settings)
    app = create_app(settings, services)
    settle_long_lived_objects()
    try:
        yield loop, app, key
    finally:
        loop.run_until_complete(services.close())
        loop.close()
        shutil.rmtree(workdir, ignore_errors=True)


def check_scope(key: str) -> dict[str, Any]:
    return _scope("/v1/check", f"url={DOMAIN}".encode(), key)


def pricing_scope(key: str) -> dict[str, Any]:
    return _scope("/v1/pricing", b"", key)


def main() -> None:
    os.sched_setaffinity(0, {0})
    with seeded_app("vs-asgi-bench-") as (loop, app, key):
        routes: dict[str, tuple[ASGIApp, dict[str, Any]]] = {
            "bare FastAPI (floor)": (floor_app, _scope("/floor", b"", key)),
            "GET /v1/pricing (free)": (app, pricing_scope(key)),
            "GET /v1/check (metered)": (app, check_scope(key)),
        }
        costs = {name: _cost(loop, target, template) for name, (target, template) in routes.items()}
    print(f"{'route':<28}{'us/request':>12}{'req/s':>10}")
    for name, cost in costs.items():
        print(f"{name:<28}{cost:>12.1f}{1e6 / cost:>10.0f}")
    floor, pricing, check = costs.values()
    print(
        f"pricing / floor cost: {pricing / floor:.2f}; check / pricing cost: {check / pricing:.2f}"
    )
    print(f"  (throughput ratio check / pricing in-process: {pricing / check:.2f})")


if __name__ == "__main__":
    main()
