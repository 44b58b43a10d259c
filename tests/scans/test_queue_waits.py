"""A lookup waiting for a queued scan is woken by the worker's NOTIFY, not by polling.

The API runs in this process (so its reads can be counted) on a real PostgreSQL, with a
real `vendorstack worker` subprocess scanning a fixture site held mid-scan by a gate. How
many times the waiter read the job's state is the proof: once when it subscribed, once per
wake-up, however long the scan took.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from typing import Any

import anyio
import httpx
import pytest
from sqlalchemy import text

from tests.api.conftest import bearer, create_key
from tests.api.contract import api_client
from tests.scans.queue_support import ANSWER_SECONDS, Sites, fixture_sites, fresh_postgres
from vendorstack.cluster import start_cluster
from vendorstack.config import Settings
from vendorstack.scans.queue import JobEnded
from vendorstack.server.app import create_app
from vendorstack.services import Services
from vendorstack.storage.database import Operation
from vendorstack.storage.engine import make_engine
from vendorstack.storage.listen import APPLICATION_NAME

pytestmark = [pytest.mark.postgres, pytest.mark.anyio]


@dataclass
class Checks:
    """Counts the waiter's reads of the job's state; `unanswered` fires on each None."""

    results: list[object] = field(default_factory=list)
    unanswered: asyncio.Queue[int] = field(default_factory=asyncio.Queue)

    def count(self, services: Services, monkeypatch: pytest.MonkeyPatch) -> None:
        read = services.database.read

        async def counting(query: Operation[Any]) -> Any:
            result = await read(query)
            if isinstance(query, JobEnded):
                self.results.append(result)
                if result is None:
                    self.unanswered.put_nowait(len(self.results))
            return result

        monkeypatch.setattr(services.database, "read", counting)


@dataclass
class World:
    sites: Sites
    services: Services
    api: httpx.AsyncClient
    database: str


@pytest.fixture
def sites() -> Iterator[Sites]:
    with fixture_sites() as served:
        yield served


@pytest.fixture
async def world(sites: Sites) -> AsyncIterator[World]:
    with (
        fresh_postgres() as database,
        start_cluster(database_url=database, apis=0, workers=1, env=sites.env),
    ):
        settings = Settings(
            database_url=database,
            scan_mode="queue",
            rate_limit="100000/minute",
            key_creation_limit="1000/day",
        )
        services = Services.open(settings)
        async with api_client(create_app(services=services), ("203.0.113.8", 1)) as api:
            yield World(sites, services, api, database)
        await services.close()


def _terminate_listener(database: str) -> int:
    engine = make_engine(database)
    with engine.connect() as connection:
        ended = connection.execute(
            text(
                "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                " WHERE application_name = :name AND datname = current_database()"
            ),
            {"name": APPLICATION_NAME},
        ).scalar_one()
    engine.dispose()
    return int(ended)


async def _held_check(world: World, layout: str) -> tuple[asyncio.Task[httpx.Response], Any]:
    """A check of `layout`'s site, started and held inside the worker's scan."""
    fixture = world.sites.by_layout[layout]
    gate = world.sites.hold(layout)
    key = await create_key(world.api)
    request = world.api.get(f"/v1/check?url={fixture.domain}", headers=bearer(key))
    task = asyncio.create_task(request)
    assert await anyio.to_thread.run_sync(gate.reached.wait, ANSWER_SECONDS)
    return task, gate


async def test_the_waiter_reads_once_when_subscribed_and_once_when_notified(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    checks = Checks()
    checks.count(world.services, monkeypatch)
    task, gate = await _held_check(world, "footer_link")
    assert await asyncio.wait_for(checks.unanswered.get(), ANSWER_SECONDS) == 1

    gate.open()
    response = await asyncio.wait_for(task, ANSWER_SECONDS)

    assert response.status_code == 200, response.text
    assert response.json()["found"] is True
    assert len(checks.results) == 2  # no read between subscribing and the NOTIFY
    assert checks.results[-1] is not None
    listener = world.services.scan_parts.listener
    assert listener is not None
    assert listener.subscriptions == 1


async def test_a_lost_listening_connection_is_resubscribed_and_the_scan_rechecked(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    checks = Checks()
    checks.count(world.services, monkeypatch)
    task, gate = await _held_check(world, "legal_hub")
    assert await asyncio.wait_for(checks.unanswered.get(), ANSWER_SECONDS) == 1

    assert await anyio.to_thread.run_sync(_terminate_listener, world.database) == 1
    # Re-subscribed, the waiter reads once more: what it might have missed while down.
    assert await asyncio.wait_for(checks.unanswered.get(), ANSWER_SECONDS) == 2
    gate.open()
    response = await asyncio.wait_for(task, ANSWER_SECONDS)

    assert response.status_code == 200, response.text
    assert len(checks.results) == 3
    listener = world.services.scan_parts.listener
    assert listener is not None
    assert listener.subscriptions == 2
