"""POST /v1/keys: keys are shown once, stored hashed, and limited per source address."""

from __future__ import annotations

import httpx
import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session

from tests.api.conftest import bearer, create_key
from vendorstack.accounts import keys
from vendorstack.accounts.models import Account, LedgerEntry
from vendorstack.services import Services

pytestmark = pytest.mark.anyio


async def test_a_new_key_has_25_free_credits_and_is_shown_once(api: httpx.AsyncClient) -> None:
    response = await api.post("/v1/keys", json={"email": "Privacy@Example.com"})

    assert response.status_code == 201
    body = response.json()
    assert set(body) == {"api_key", "email", "credit_balance", "free_tier", "note"}
    assert body["credit_balance"] == 25
    assert body["free_tier"] is True
    assert body["email"] == "Privacy@example.com"
    assert "once" in body["note"]
    assert keys.is_well_formed(body["api_key"])
    assert response.headers["cache-control"] == "no-store"


async def test_only_a_hash_of_the_key_is_stored(api: httpx.AsyncClient, services: Services) -> None:
    key = await create_key(api)

    with Session(services.engine) as session:
        account = session.execute(select(Account)).scalar_one()
        grant = session.execute(select(LedgerEntry)).scalar_one()
    assert account.key_hash == keys.hash_key(key)
    assert key not in {account.key_hash, account.key_hint, account.public_id}
    assert (grant.delta, grant.kind) == (25, "grant")


async def test_keys_are_distinct(api: httpx.AsyncClient) -> None:
    assert len({await create_key(api) for _ in range(5)}) == 5


@pytest.mark.parametrize(
    "body",
    [{"email": "not-an-email"}, {"email": ""}, {}, {"email": 42}, {"email": "a@b"}],
)
async def test_a_malformed_email_is_a_400(api: httpx.AsyncClient, body: object) -> None:
    response = await api.post("/v1/keys", json=body)

    assert response.status_code == 400
    assert response.json()["error"] == "validation_error"


async def test_rfc_5321_limits_hold_a_64_character_local_part_and_no_more(
    api: httpx.AsyncClient,
) -> None:
    longest = await api.post("/v1/keys", json={"email": "a" * 64 + "@example.com"})
    too_long = await api.post("/v1/keys", json={"email": "a" * 65 + "@example.com"})

    assert longest.status_code == 201
    assert too_long.status_code == 400
    assert too_long.json()["error"] == "validation_error"


async def test_a_body_that_is_not_json_is_a_400(api: httpx.AsyncClient) -> None:
    response = await api.post(
        "/v1/keys", content=b"{nope", headers={"Content-Type": "application/json"}
    )

    assert response.status_code == 400


async def test_a_new_key_works_at_once(api: httpx.AsyncClient) -> None:
    key = await create_key(api)

    response = await api.get("/v1/balance", headers=bearer(key))

    assert response.status_code == 200
    assert response.json()["credit_balance"] == 25
