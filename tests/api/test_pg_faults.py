"""PostgreSQL faults answer 503 with Retry-After in about 2 s, charge nothing, and recover
unrestarted: a table or an account row another client has locked, and a server that stops
answering mid-request (storage/watchdog.py).

The lock is taken by a second connection in the test, as an operator's psql session would; the
stall is a relay in front of the shared server that stops delivering (tests/api/relay.py).
Each request must answer before a 10 s client timeout; the time itself is measured by
`bench/faults_bench.py` (docs/benchmarks.md), not asserted here.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Iterator
from typing import TypeVar

import httpx
import psycopg
import pytest
from sqlalchemy import func, select
from sqlalchemy.engine import make_url

from tests.api.conftest import bearer, create_key
from tests.api.contract import api_client
from tests.api.relay import StallingRelay
from tests.conftest import empty_postgres
from tests.twins import TwinRunner, parsed
from vendorstack.accounts.models import LedgerEntry
from vendorstack.config import Settings
from vendorstack.server.app import create_app
from vendorstack.services import Services
from vendorstack.storage.engine import libpq_url

pytestmark = [pytest.mark.anyio, pytest.mark.postgres]
T = TypeVar("T")

STRIPE_ROW = ("stripe", "payments", "Stripe, Inc. | Payment processing | United States")
CHECK = "/v1/check?url=acme-pay.com"
CLIENT_TIMEOUT = 10.0  # "answered", not a timing assertion
RECOVERY_ATTEMPTS = 50


@pytest.fixture
def postgres_url(postgres_database: str) -> str:
    empty_postgres(postgres_database)
    return postgres_database


@pytest.fixture(params=[True, False], ids=["group_commit", "transaction_each"])
def group_commit(request: pytest.FixtureRequest) -> bool:
    flag: bool = request.param
    return flag


@pytest.fixture
def db_url(postgres_url: str) -> str:
    return postgres_url


@pytest.fixture
def settings(settings: Settings, group_commit: bool, runner: TwinRunner) -> Settings:
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", STRIPE_ROW)
    # Charges at the account's row (no lease), so a lock on that row stands in every charge's way.
    return settings.model_copy(update={"group_commit": group_commit, "credit_leases": "off"})


@pytest.fixture
def operator(postgres_url: str) -> Iterator[psycopg.Connection[tuple[object, ...]]]:
    """Another client's session (not the service's: its application_name is psql's)."""
    with psycopg.connect(libpq_url(postgres_url), application_name="psql") as connection:
        yield connection
        connection.rollback()


async def answered(call: Awaitable[T]) -> T:
    return await asyncio.wait_for(call, CLIENT_TIMEOUT)


def assert_retry_later(response: httpx.Response) -> None:
    assert response.status_code == 503, response.text
    assert response.json()["error"] == "service_unavailable"
    assert response.headers["retry-after"] == "2"
    assert response.json()["request_id"] == response.headers["x-request-id"]


def charges(services: Services) -> int:
    with services.engine.connect() as connection:
        query = select(func.count()).where(LedgerEntry.kind == "charge")
        return int(connection.execute(query).scalar_one())


async def test_a_table_another_client_locked_answers_503_charges_nothing_and_recovers(
    api: httpx.AsyncClient,
    services: Services,
    operator: psycopg.Connection[tuple[object, ...]],
) -> None:
    key = await create_key(api)
    assert (await api.get(CHECK, headers=bearer(key))).status_code == 200
    before, charged = (await api.get("/v1/balance", headers=bearer(key))).json(), charges(services)

    operator.execute("LOCK TABLE accounts IN ACCESS EXCLUSIVE MODE")
    answers = await answered(
        asyncio.gather(
            api.post("/v1/keys", json={"email": "new@example.com"}),
            *(api.get(CHECK, headers=bearer(key)) for _ in range(3)),
        )
    )
    operator.rollback()

    for response in answers:
        assert_retry_later(response)
    again = await answered(api.get(CHECK, headers=bearer(key)))
    assert again.status_code == 200, again.text
    assert again.json()["credit_balance"] == before["credit_balance"] - 1  # 503s cost nothing
    assert charges(services) == charged + 1
    assert (await api.post("/v1/keys", json={"email": "new@example.com"})).status_code == 201


async def test_an_account_row_another_client_locked_answers_503_and_recovers(
    api: httpx.AsyncClient,
    services: Services,
    operator: psycopg.Connection[tuple[object, ...]],
) -> None:
    key = await create_key(api)
    assert (await api.get(CHECK, headers=bearer(key))).status_code == 200
    charged = charges(services)

    operator.execute("SELECT id FROM accounts FOR UPDATE")
    locked = await answered(api.get(CHECK, headers=bearer(key)))
    operator.rollback()

    assert_retry_later(locked)
    again = await answered(api.get(CHECK, headers=bearer(key)))
    assert again.status_code == 200, again.text
    assert charges(services) == charged + 1


@pytest.fixture
def relay(postgres_url: str) -> Iterator[StallingRelay]:
    url = make_url(postgres_url)
    stalling = StallingRelay((url.host or "127.0.0.1", url.port or 5432))
    yield stalling
    stalling.close()


@pytest.mark.parametrize("group_commit", [True], ids=["group_commit"])
async def test_a_server_that_stops_answering_gets_503_and_the_service_recovers(
    relay: StallingRelay, postgres_url: str, settings: Settings, runner: TwinRunner
) -> None:
    through_relay = make_url(postgres_url).set(host="127.0.0.1", port=relay.port)
    moved = settings.model_copy(
        update={"database_url": through_relay.render_as_string(hide_password=False)}
    )
    services = Services.open(moved, runner=runner)
    try:
        await the_stall_is_answered_503_and_recovers(services, relay)
    finally:
        relay.thaw()
        await services.close()


async def the_stall_is_answered_503_and_recovers(services: Services, relay: StallingRelay) -> None:
    async with api_client(create_app(services=services), ("203.0.113.7", 5000)) as api:
        key = await create_key(api)
        assert (await api.get(CHECK, headers=bearer(key))).status_code == 200
        charged = charges(services)

        relay.freeze()
        stalled = await answered(
            asyncio.gather(
                api.get(CHECK, headers=bearer(key)),
                api.post("/v1/keys", json={"email": "new@example.com"}),
            )
        )
        relay.thaw()

        for response in stalled:
            assert_retry_later(response)
        again = await answered(until_answered(api, key))
        assert again.status_code == 200, again.text
        assert charges(services) == charged + 1


async def until_answered(api: httpx.AsyncClient, key: str) -> httpx.Response:
    """The check, asked again while the service still finds the server stalled (until the
    watchdog's next probe is answered: a tick after the relay thaws, or a connect timeout)."""
    for _ in range(RECOVERY_ATTEMPTS):
        response = await api.get(CHECK, headers=bearer(key))
        if response.status_code != 503:
            return response
        await asyncio.sleep(0.1)
    return response
