"""Per-key request limits, per-address key creation limits, and the never-limited health probe."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest
from limits import parse

from tests.api.conftest import bearer, create_key
from tests.api.contract import api_client
from tests.twins import TwinRunner
from vendorstack.api.app import create_app
from vendorstack.config import Settings
from vendorstack.ratelimits import key_creation_limited
from vendorstack.services import Services

pytestmark = pytest.mark.anyio


@pytest.fixture
def settings(settings: Settings) -> Settings:
    """The API tests' settings with tight limits and a trusted proxy network."""
    limits = {"rate_limit": "5/minute", "key_creation_limit": "3/day"}
    return settings.model_copy(update={**limits, "trusted_proxies": "10.0.0.0/8"})


def client_from(services: Services, address: str) -> httpx.AsyncClient:
    return api_client(create_app(services=services), (address, 4000))


async def test_requests_past_the_per_key_limit_get_429_with_retry_after(
    api: httpx.AsyncClient,
) -> None:
    key = await create_key(api)
    statuses = [(await api.get("/v1/balance", headers=bearer(key))).status_code for _ in range(6)]

    response = await api.get("/v1/balance", headers=bearer(key))

    assert statuses == [200] * 5 + [429]
    assert response.json()["error"] == "rate_limited"
    assert 0 < int(response.headers["retry-after"]) <= 60


async def test_each_key_has_its_own_budget(api: httpx.AsyncClient) -> None:
    first, second = await create_key(api), await create_key(api)
    for _ in range(5):
        await api.get("/v1/balance", headers=bearer(first))

    assert (await api.get("/v1/balance", headers=bearer(first))).status_code == 429
    assert (await api.get("/v1/balance", headers=bearer(second))).status_code == 200


async def test_healthz_is_never_limited(api: httpx.AsyncClient) -> None:
    statuses = {(await api.get("/healthz")).status_code for _ in range(50)}
    assert statuses == {200}


async def test_key_creation_is_limited_per_source_address(services: Services) -> None:
    async with (
        client_from(services, "198.51.100.1") as one,
        client_from(services, "198.51.100.2") as two,
    ):
        statuses = [
            (await one.post("/v1/keys", json={"email": f"u{n}@example.com"})).status_code
            for n in range(4)
        ]
        other = await two.post("/v1/keys", json={"email": "v@example.com"})

    assert statuses == [201, 201, 201, 429]
    assert other.status_code == 201


async def test_the_key_creation_429_speaks_of_its_daily_window(services: Services) -> None:
    async with client_from(services, "198.51.100.3") as client:
        for n in range(3):
            await client.post("/v1/keys", json={"email": f"w{n}@example.com"})
        refused = await client.post("/v1/keys", json={"email": "w9@example.com"})

    body = refused.json()
    assert (refused.status_code, body["error"]) == (429, "rate_limited")
    assert "today" in body["message"]
    assert "Too many requests" not in body["message"]  # the per-minute wording


def test_the_key_creation_429_names_a_window_other_than_a_day() -> None:
    error = key_creation_limited(parse("5/hour"), retry_after=30)

    assert "this hour" in error.message
    assert "today" not in error.message


async def test_forwarded_for_is_trusted_only_from_configured_proxies(services: Services) -> None:
    async def create_via(client: httpx.AsyncClient, forwarded: str) -> int:
        headers = {"X-Forwarded-For": forwarded}
        response = await client.post("/v1/keys", json={"email": "p@example.com"}, headers=headers)
        return response.status_code

    async with (
        client_from(services, "10.1.2.3") as proxy,
        client_from(services, "192.0.2.9") as stranger,
    ):
        via_proxy = [await create_via(proxy, f"203.0.113.{n}") for n in range(5)]
        spoofed = [await create_via(stranger, f"203.0.113.{n}") for n in range(5)]

    assert via_proxy == [201] * 5
    assert spoofed == [201, 201, 201, 429, 429]


@pytest.fixture
async def strict_api(settings: Settings, runner: TwinRunner) -> AsyncIterator[httpx.AsyncClient]:
    services = Services.open(settings, runner=runner)
    async with client_from(services, "203.0.113.50") as client:
        yield client
    await services.close()


async def test_failed_authentication_counts_against_the_address(
    strict_api: httpx.AsyncClient,
) -> None:
    statuses = [
        (await strict_api.get("/v1/balance", headers=bearer("vs_live_guess"))).status_code
        for _ in range(6)
    ]
    assert statuses == [401] * 5 + [429]
