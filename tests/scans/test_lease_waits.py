"""Embedded mode, several processes on one PostgreSQL: a lookup waiting for the scan another
process runs is woken by NOTIFY when that process records it, not by polling the lease.

Two `Services` on one database stand for two API processes (each its own lease owner and
listening connection); the real scanner reads a fixture site held by a gate.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from typing import Any

import anyio
import httpx
import pytest

from tests.api.conftest import bearer, create_key
from tests.api.contract import api_client
from tests.scans.queue_support import ANSWER_SECONDS, Sites, fixture_sites, fresh_postgres
from vendorstack.config import Settings
from vendorstack.scans.recorder import LeaseHeld
from vendorstack.server.app import create_app
from vendorstack.services import Services
from vendorstack.storage.database import Operation
from vendorstack.storage.migrate import upgrade

pytestmark = [pytest.mark.postgres, pytest.mark.anyio]


@pytest.fixture
def sites() -> Iterator[Sites]:
    with fixture_sites() as served:
        yield served


@pytest.fixture
async def two(sites: Sites) -> AsyncIterator[list[tuple[Services, httpx.AsyncClient]]]:
    with fresh_postgres() as database:
        upgrade(database)
        settings = Settings(
            database_url=database,
            scan_host_map=sites.env["VENDORSTACK_SCAN_HOST_MAP"],
            scan_host_delay_seconds=0,
            rate_limit="100000/minute",
            key_creation_limit="1000/day",
        )
        opened = [Services.open(settings) for _ in range(2)]
        clients = [api_client(create_app(services=s), ("203.0.113.9", 1)) for s in opened]
        async with clients[0] as first, clients[1] as second:
            yield [(opened[0], first), (opened[1], second)]
        for services in opened:
            await services.close()


async def test_the_other_process_is_woken_by_notify_when_the_scan_is_recorded(
    two: list[tuple[Services, httpx.AsyncClient]],
    sites: Sites,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    (_, scanning_api), (waiting, waiting_api) = two
    fixture = sites.by_layout["footer_link"]
    gate = sites.hold("footer_link")
    lease_reads: asyncio.Queue[bool] = asyncio.Queue()
    read = waiting.database.read

    async def counting(query: Operation[Any]) -> Any:
        result = await read(query)
        if isinstance(query, LeaseHeld):
            lease_reads.put_nowait(result)
        return result

    monkeypatch.setattr(waiting.database, "read", counting)
    key = await create_key(scanning_api)
    url = f"/v1/check?url={fixture.domain}"
    scanning = asyncio.create_task(scanning_api.get(url, headers=bearer(key)))
    assert await anyio.to_thread.run_sync(gate.reached.wait, ANSWER_SECONDS)
    waiter = asyncio.create_task(waiting_api.get(url, headers=bearer(key)))
    assert await asyncio.wait_for(lease_reads.get(), ANSWER_SECONDS) is True  # still held

    gate.open()
    answers = await asyncio.wait_for(asyncio.gather(scanning, waiter), ANSWER_SECONDS)

    assert [a.status_code for a in answers] == [200, 200], [a.text for a in answers]
    assert await lease_reads.get() is False  # the one read after the NOTIFY
    assert lease_reads.empty()  # and none in between: no polling
