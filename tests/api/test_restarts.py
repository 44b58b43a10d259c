"""A running service (never restarted) survives its PostgreSQL restarting and its Redis
stopping and starting: no 500 meanwhile, and every route answers again within 10 seconds.

Each test runs its own server (never the shared ones) and stops and starts it under the app.
"""

from __future__ import annotations

import asyncio
import shutil
import tempfile
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from pathlib import Path

import httpx
import pytest
from sqlalchemy import text

from tests.api.conftest import bearer, create_key
from tests.servers import PrivatePostgres, PrivateRedis
from tests.twins import TwinRunner, parsed
from vendorstack.config import Settings
from vendorstack.server.app import create_app
from vendorstack.services import Services
from vendorstack.storage.engine import make_engine
from vendorstack.storage.migrate import upgrade

pytestmark = pytest.mark.anyio

RECOVERY_SECONDS = 10.0
STRIPE_ROW = ("stripe", "payments", "Stripe, Inc. | Payment processing | United States")
CHECK = "/v1/check?url=acme-pay.com"


@pytest.fixture
def private_postgres() -> Iterator[PrivatePostgres]:
    directory = Path(tempfile.mkdtemp(prefix="vs-pg-"))  # under /tmp: postgres may enter it
    server = PrivatePostgres(directory)
    server.start()
    try:
        yield server
    finally:
        server.stop()
        shutil.rmtree(directory, ignore_errors=True)


async def app_on(settings: Settings, runner: TwinRunner) -> AsyncIterator[httpx.AsyncClient]:
    services = Services.open(settings, runner=runner)
    transport = httpx.ASGITransport(app=create_app(services=services), client=("203.0.113.7", 1))
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
        yield client
    await services.close()


@pytest.fixture
def group_commit() -> bool:
    return True


@pytest.fixture
async def on_private_postgres(
    private_postgres: PrivatePostgres, settings: Settings, runner: TwinRunner, group_commit: bool
) -> AsyncIterator[httpx.AsyncClient]:
    admin = make_engine(private_postgres.admin_url).execution_options(isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text("CREATE DATABASE vendorstack"))
    admin.dispose()
    upgrade(private_postgres.url("vendorstack"))
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", STRIPE_ROW)
    moved = settings.model_copy(
        update={"database_url": private_postgres.url("vendorstack"), "group_commit": group_commit}
    )
    async for client in app_on(moved, runner):
        yield client


@pytest.fixture
async def on_private_redis(
    private_redis: PrivateRedis, settings: Settings, runner: TwinRunner
) -> AsyncIterator[httpx.AsyncClient]:
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", STRIPE_ROW)
    async for client in app_on(
        settings.model_copy(update={"redis_url": private_redis.url}), runner
    ):
        yield client


def routes(api: httpx.AsyncClient, key: str) -> dict[str, Callable[[], Awaitable[httpx.Response]]]:
    return {
        "balance": lambda: api.get("/v1/balance", headers=bearer(key)),
        "metered check": lambda: api.get(CHECK, headers=bearer(key)),
        "key creation": lambda: api.post("/v1/keys", json={"email": "new@example.com"}),
        "pricing": lambda: api.get("/v1/pricing"),
    }


async def answering_routes(
    api: httpx.AsyncClient,
) -> dict[str, Callable[[], Awaitable[httpx.Response]]]:
    """The routes under test, each seen answering once (the check indexes its domain)."""
    calls = routes(api, await create_key(api))
    for call in calls.values():
        assert (await call()).status_code in (200, 201)
    return calls


def assert_unavailable_not_broken(name: str, response: httpx.Response) -> None:
    """While a server is down, a route either answers or says 503 with Retry-After."""
    assert response.status_code in (200, 201, 503), (name, response.status_code, response.text)
    if response.status_code == 503:
        body = response.json()
        assert body["error"] == "service_unavailable", name
        assert body["request_id"] == response.headers["x-request-id"]
        assert int(response.headers["retry-after"]) >= 1


async def all_answer_within(
    calls: dict[str, Callable[[], Awaitable[httpx.Response]]], seconds: float
) -> float:
    """Poll every route until each answers (a restarted server announces nothing to us);
    returns the seconds it took. Nothing may answer 500 meanwhile."""
    loop = asyncio.get_running_loop()
    started = loop.time()
    pending = dict(calls)
    while pending:
        assert loop.time() - started < seconds, f"still failing: {sorted(pending)}"
        for name, call in list(pending.items()):
            response = await call()
            assert_unavailable_not_broken(name, response)
            if response.status_code != 503:
                del pending[name]
        await asyncio.sleep(0.1)
    return loop.time() - started


@pytest.mark.parametrize("group_commit", [False, True], ids=["asyncio", "group-commit"])
async def test_postgres_stopped_and_started_under_a_running_app(
    on_private_postgres: httpx.AsyncClient, private_postgres: PrivatePostgres
) -> None:
    calls = await answering_routes(on_private_postgres)

    private_postgres.stop()
    down = {name: await call() for name, call in calls.items()}
    private_postgres.start()

    assert {name: r.status_code for name, r in down.items()} == {
        "balance": 503,
        "metered check": 503,
        "key creation": 503,
        "pricing": 200,
    }
    for name, response in down.items():
        assert_unavailable_not_broken(name, response)
    assert await all_answer_within(calls, RECOVERY_SECONDS) < RECOVERY_SECONDS


async def test_postgres_restarted_between_requests_costs_no_request(
    on_private_postgres: httpx.AsyncClient, private_postgres: PrivatePostgres
) -> None:
    """Pooled connections are checked before use: the first requests after a restart get
    fresh connections instead of the closed ones."""
    calls = await answering_routes(on_private_postgres)

    private_postgres.restart()

    assert {name: (await call()).status_code for name, call in calls.items()} == {
        "balance": 200,
        "metered check": 200,
        "key creation": 201,
        "pricing": 200,
    }


async def test_redis_stopped_and_started_under_a_running_app(
    on_private_redis: httpx.AsyncClient, private_redis: PrivateRedis
) -> None:
    api = on_private_redis
    key = await create_key(api)
    calls = routes(api, key)

    private_redis.stop()
    down = {name: await call() for name, call in calls.items()}
    again = {name: (await call()).status_code for name, call in calls.items()}  # breaker open
    private_redis.start()

    assert {name: r.status_code for name, r in down.items()} == {
        "balance": 200,
        "metered check": 200,
        "key creation": 503,
        "pricing": 200,
    }
    assert again == {name: r.status_code for name, r in down.items()}
    assert_unavailable_not_broken("key creation", down["key creation"])
    assert await all_answer_within(calls, RECOVERY_SECONDS) < RECOVERY_SECONDS
