"""Server time of the company page (`/company/{domain}`) on an indexed company.

The app is driven in-process over ASGI (httpx's ASGI transport, one request at a time, so
each time is one request's whole stay in the app, the client's own overhead included) on
the seeded SQLite database of api_bench: anonymous (the free preview) and signed in (the
metered profile, charged as /v1/company, with its scan history), HTML and markdown.

    .venv/bin/python -m bench web_pages_bench
"""

from __future__ import annotations

import asyncio
import os
import re
import shutil
import statistics
import tempfile
import time
from pathlib import Path

import httpx

from bench.api_bench import DOMAIN, seed
from vendorstack.config import Settings
from vendorstack.server.app import create_app, settle_long_lived_objects
from vendorstack.services import Services

REQUESTS = int(os.environ.get("WEB_BENCH_REQUESTS", "500"))
BUDGET_MS = 50.0


async def _times(client: httpx.AsyncClient, path: str) -> list[float]:
    for _ in range(20):  # warm the record cache and the templates
        assert (await client.get(path)).status_code == 200
    times = []
    for _ in range(REQUESTS):
        started = time.perf_counter()
        response = await client.get(path)
        times.append((time.perf_counter() - started) * 1000)
        assert response.status_code == 200
    return times


async def _sign_in(client: httpx.AsyncClient, key: str) -> None:
    form = (await client.get("/signin")).text
    found = re.search(r'name="csrf" value="([^"]+)"', form)
    assert found is not None
    response = await client.post("/signin", data={"api_key": key, "csrf": found.group(1)})
    assert response.status_code == 303


def _line(name: str, times: list[float]) -> str:
    ordered = sorted(times)
    p95 = ordered[int(len(ordered) * 0.95)]
    p99 = ordered[int(len(ordered) * 0.99)]
    verdict = "within" if p95 <= BUDGET_MS else "OVER"
    return (
        f"{name:<28} p50 {statistics.median(times):6.2f} ms  p95 {p95:6.2f} ms  "
        f"p99 {p99:6.2f} ms  ({verdict} the {BUDGET_MS:g} ms budget at p95)"
    )


async def _run(database_url: str, key: str) -> None:
    settings = Settings(
        database_url=database_url, rate_limit="100000000/minute", secure_cookies=False
    )
    services = Services.open(settings)
    app = create_app(settings, services)
    settle_long_lived_objects()
    transport = httpx.ASGITransport(app=app)
    try:
        async with httpx.AsyncClient(transport=transport, base_url="http://bench") as client:
            api = httpx.AsyncClient(
                transport=transport,
                base_url="http://bench",
                headers={"Authorization": f"Bearer {key}"},
            )
            async with api:
                print(
                    _line("GET /v1/company (the API)", await _times(api, f"/v1/company/{DOMAIN}"))
                )
            print(_line("anonymous HTML", await _times(client, f"/company/{DOMAIN}")))
            await _sign_in(client, key)
            print(_line("signed in HTML (charged)", await _times(client, f"/company/{DOMAIN}")))
            print(_line("signed in markdown", await _times(client, f"/company/{DOMAIN}.md")))
    finally:
        await services.close()


def main() -> None:
    workdir = Path(tempfile.mkdtemp(prefix="web-bench-"))
    database_url = f"sqlite:///{workdir / 'bench.db'}"
    try:
        asyncio.run(_run(database_url, seed(database_url)))
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
