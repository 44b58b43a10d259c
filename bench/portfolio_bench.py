"""Portfolio concentration: `POST /v1/portfolio` of 1,000 indexed vendors, seconds per answer.

Seeds a SQLite index with `bench.seed_index` (BENCH_PORTFOLIO_ENTITIES companies, default
50,000, about 15 claims each), picks 1,000 of its companies at random as the portfolio, and
asks the app in process (httpx over ASGI: the server's work, read, charge and JSON, without a
network hop) BENCH_ROUNDS times (default 5). Every answer is checked: 200, all 1,000 indexed,
nothing pending, 1,000 credits charged. Prints the median and slowest round. Target <= 2 s.

    .venv/bin/python -m bench portfolio_bench
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import statistics
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

import httpx
from sqlalchemy import select

from bench.seed_index import seed
from vendorstack.accounts.service import grant_topup
from vendorstack.config import Settings
from vendorstack.index.models import Entity
from vendorstack.server.app import create_app
from vendorstack.services import Services
from vendorstack.storage.migrate import upgrade

ENTITIES = int(os.environ.get("BENCH_PORTFOLIO_ENTITIES", "50000"))
ROUNDS = int(os.environ.get("BENCH_ROUNDS", "5"))
PORTFOLIO = 1_000


async def _ask(url: str) -> list[float]:
    services = Services.open(Settings(database_url=url, rate_limit="100000/minute"))
    try:
        with services.engine.connect() as connection:
            domains = list(connection.execute(select(Entity.domain)).scalars())
        portfolio = random.Random(19).sample(domains, PORTFOLIO)
        transport = httpx.ASGITransport(app=create_app(services=services))
        async with httpx.AsyncClient(transport=transport, base_url="http://bench") as client:
            created = await client.post("/v1/keys", json={"email": "bench@example.com"})
            key = created.json()["api_key"]
            with services.engine.begin() as connection:
                grant_topup(
                    connection, key, credits=10**7, reference="bench", now=datetime.now(UTC)
                )
            headers = {"Authorization": f"Bearer {key}"}
            seconds = []
            for _ in range(ROUNDS):
                started = time.perf_counter()
                response = await client.post(
                    "/v1/portfolio", json={"domains": portfolio}, headers=headers
                )
                seconds.append(time.perf_counter() - started)
                body = response.json()
                assert response.status_code == 200, response.text
                assert len(body["indexed"]) == PORTFOLIO
                assert body["pending"] == []
                assert body["credits_used"] == PORTFOLIO
            parties = len(body["fourth_parties"])
            print(f"fourth parties in the answer: {parties}, bytes: {len(response.content):,}")
        return seconds
    finally:
        await services.close()


def main() -> None:
    with tempfile.TemporaryDirectory() as directory:
        url = f"sqlite:///{Path(directory) / 'portfolio.db'}"
        upgrade(url)
        summary = seed(url, ENTITIES, 19)
        seconds = asyncio.run(_ask(url))
    result = {
        "entities": summary["entities"],
        "claims": summary["claims"],
        "portfolio": PORTFOLIO,
        "rounds": ROUNDS,
        "median_s": round(statistics.median(seconds), 3),
        "slowest_s": round(max(seconds), 3),
    }
    print(json.dumps(result))


if __name__ == "__main__":
    main()
