"""An app on a real, migrated SQLite database with the scan twin, for the agent-surface test
packages (web, mcp, client): import the fixtures into a package's conftest to use them."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI

from tests.twins import TwinRunner
from vendorstack.api.app import create_app
from vendorstack.config import Settings
from vendorstack.services import Services

BASE_URL = "https://api.vendorstack.test"
CLIENT = ("203.0.113.7", 5000)


def settings_for(database_url: str, **overrides: object) -> Settings:
    values: dict[str, object] = {
        "database_url": database_url,
        "base_url": BASE_URL,
        "rate_limit": "100000/minute",
        "key_creation_limit": "1000/day",
        **overrides,
    }
    return Settings(**values)  # type: ignore[arg-type]


@pytest.fixture
def runner() -> TwinRunner:
    return TwinRunner()


@pytest.fixture
def settings(sqlite_url: str) -> Settings:
    return settings_for(sqlite_url)


@pytest.fixture
async def services(settings: Settings, runner: TwinRunner) -> AsyncIterator[Services]:
    opened = Services.open(settings, runner=runner)
    yield opened
    opened.close()


@pytest.fixture
async def app(services: Services) -> AsyncIterator[FastAPI]:
    """The app with its lifespan running (the MCP session manager lives there)."""
    application = create_app(services=services)
    async with application.router.lifespan_context(application):
        yield application


@pytest.fixture
async def api(app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=app, client=CLIENT)
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
        yield client


async def create_key(api: httpx.AsyncClient, email: str = "agent@example.com") -> str:
    response = await api.post("/v1/keys", json={"email": email})
    assert response.status_code == 201, response.text
    key: str = response.json()["api_key"]
    return key


def bearer(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}
