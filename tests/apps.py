"""An app on a real, migrated SQLite database with the scan twin, its lifespan running, for
the agent-surface test packages (web, mcp, client): import the fixtures into a package's
conftest to use them."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI

from tests.api.conftest import bearer, create_key, db_url, runner, services, settings
from vendorstack.config import Settings
from vendorstack.server.app import create_app
from vendorstack.services import Services

# The JSON API tests' fixtures and helpers, shared; `app` and `api` here also run the
# lifespan, where the MCP session manager lives.
__all__ = ["bearer", "create_key", "db_url", "runner", "services", "settings"]

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
