"""An app on a real SQLite (or PostgreSQL) database, driven over ASGI by httpx.

Every client here comes from `contract.api_client`: each response a test receives is
checked against the schema `/openapi.json` declares for it.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest

from tests.api.contract import api_client
from tests.conftest import empty_postgres
from tests.twins import TwinRunner
from vendorstack.config import Settings
from vendorstack.server.app import create_app
from vendorstack.services import Services


@pytest.fixture
def runner() -> TwinRunner:
    return TwinRunner()


@pytest.fixture
def db_url(request: pytest.FixtureRequest, sqlite_url: str) -> str:
    """The database the app uses: SQLite, or PostgreSQL for a test marked `ON_BOTH_DATABASES`
    (the session's migrated database, emptied); modules may override it."""
    if getattr(request, "param", "sqlite") == "sqlite":
        return sqlite_url
    url: str = request.getfixturevalue("postgres_database")
    empty_postgres(url)
    return url


ON_BOTH_DATABASES = pytest.mark.parametrize(
    "db_url", ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)], indirect=True
)
"""For the tests whose outcome depends on the database (claims, charges, unique keys): the
rest run on SQLite only, to keep the suite's time."""


@pytest.fixture
def settings(db_url: str) -> Settings:
    return Settings(
        database_url=db_url,
        base_url="https://api.vendorstack.test",
        rate_limit="100000/minute",
        key_creation_limit="1000/day",
    )


@pytest.fixture
async def services(settings: Settings, runner: TwinRunner) -> AsyncIterator[Services]:
    opened = Services.open(settings, runner=runner)
    yield opened
    await opened.close()


@pytest.fixture
async def api(services: Services) -> AsyncIterator[httpx.AsyncClient]:
    async with api_client(create_app(services=services), ("203.0.113.7", 5000)) as client:
        yield client


async def create_key(api: httpx.AsyncClient, email: str = "sec@example.com") -> str:
    response = await api.post("/v1/keys", json={"email": email})
    assert response.status_code == 201, response.text
    key: str = response.json()["api_key"]
    return key


def bearer(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}
