"""Missing, malformed, unknown and revoked keys get 401 on every authenticated route."""

from __future__ import annotations

from datetime import UTC, datetime

import httpx
import pytest
from sqlalchemy import select

from tests.api.conftest import bearer, create_key
from vendorstack.accounts import keys
from vendorstack.accounts.models import Account
from vendorstack.accounts.service import revoke
from vendorstack.services import Services

pytestmark = pytest.mark.anyio

AUTHENTICATED = [
    "/v1/check?url=example.com",
    "/v1/company/example.com",
    "/v1/prospect?category=payments",
    "/v1/balance",
]


def _bad_keys() -> list[tuple[str, dict[str, str]]]:
    valid = keys.generate_key()
    corrupted = valid[:-1] + ("A" if valid[-1] != "A" else "B")
    return [
        ("missing", {}),
        ("empty bearer", {"Authorization": "Bearer "}),
        ("wrong scheme", {"Authorization": f"Basic {valid}"}),
        ("malformed", {"Authorization": "Bearer hello"}),
        ("bad checksum", {"Authorization": f"Bearer {corrupted}"}),
        ("unknown", {"Authorization": f"Bearer {valid}"}),
    ]


@pytest.mark.parametrize("path", AUTHENTICATED)
@pytest.mark.parametrize(("case", "headers"), _bad_keys())
async def test_bad_keys_are_401(
    api: httpx.AsyncClient, path: str, case: str, headers: dict[str, str]
) -> None:
    response = await api.get(path, headers=headers)

    assert response.status_code == 401, case
    assert response.json()["error"] == "unauthorized"
    assert response.headers["www-authenticate"].startswith("Bearer")


@pytest.mark.parametrize("path", AUTHENTICATED)
async def test_a_revoked_key_is_401(api: httpx.AsyncClient, services: Services, path: str) -> None:
    key = await create_key(api)
    assert (await api.get("/v1/balance", headers=bearer(key))).status_code == 200

    with services.engine.begin() as connection:
        assert revoke(connection, key, now=datetime.now(UTC))

    response = await api.get(path, headers=bearer(key))
    assert response.status_code == 401


async def test_revoking_twice_says_so(api: httpx.AsyncClient, services: Services) -> None:
    key = await create_key(api)
    with services.engine.begin() as connection:
        assert revoke(connection, key, now=datetime.now(UTC))
        assert not revoke(connection, key, now=datetime.now(UTC))


def last_used(services: Services) -> datetime | None:
    with services.engine.connect() as connection:
        value: datetime | None = connection.execute(select(Account.last_used_at)).scalar_one()
    return value


async def test_any_authenticated_call_records_last_used_at(
    api: httpx.AsyncClient, services: Services
) -> None:
    key = await create_key(api)
    assert last_used(services) is None

    await api.get("/v1/balance", headers=bearer(key))
    await api.get("/v1/check?url=unknown-co.com", headers=bearer(key))

    assert last_used(services) is not None


async def test_the_bearer_scheme_name_is_case_insensitive(api: httpx.AsyncClient) -> None:
    key = await create_key(api)

    response = await api.get("/v1/balance", headers={"Authorization": f"bearer  {key}"})

    assert response.status_code == 200
