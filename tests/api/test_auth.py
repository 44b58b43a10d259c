"""Missing, malformed, unknown and revoked keys get 401 on every authenticated route."""

from __future__ import annotations

from datetime import UTC, datetime

import httpx
import pytest
from sqlalchemy import select

from tests.api.conftest import bearer, create_key
from tests.twins import TwinRunner, not_found, parsed
from vendorstack.accounts import keys
from vendorstack.accounts.callers import CallerCache
from vendorstack.accounts.models import Account
from vendorstack.accounts.service import grant_topup, revoke
from vendorstack.services import Services

pytestmark = pytest.mark.anyio

AUTHENTICATED = [
    "/v1/check?url=example.com",
    "/v1/company/example.com",
    "/v1/prospect?category=payments",
    "/v1/balance",
]
STRIPE_ROW = ("stripe", "payments", "Stripe, Inc. | Payment processing | United States")


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


WARM_ANSWERS = {
    "charged check": "/v1/check?url=acme-pay.com",
    "free found:false check": "/v1/check?url=no-list.com",
    "live scan": "/v1/check?url=acme-pay.com&refresh=1",
    "free 404 company": "/v1/company/never-scanned.com",
    "charged company": "/v1/company/acme-pay.com",
    "free empty prospect page": "/v1/prospect?vendor=twilio",
    "charged prospect page": "/v1/prospect?vendor=stripe",
}


@pytest.mark.parametrize("path", WARM_ANSWERS.values(), ids=list(WARM_ANSWERS))
async def test_a_key_revoked_elsewhere_is_refused_at_once_though_its_caller_is_cached(
    api: httpx.AsyncClient, services: Services, runner: TwinRunner, path: str
) -> None:
    """Callers are cached per process; the answer itself confirms the key is still live."""
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", STRIPE_ROW)
    runner.reports["no-list.com"] = not_found("no-list.com")
    # A window no test run outlasts, so the caller surely comes from the cache below.
    services.callers = CallerCache(services.database, revalidate_after=3600)
    key = await create_key(api)
    await grant_topup_for(services, key)
    for warm in ("/v1/check?url=acme-pay.com", "/v1/check?url=no-list.com", path):
        assert (await api.get(warm, headers=bearer(key))).status_code in (200, 404)

    with services.engine.begin() as connection:  # as `vendorstack keys revoke` would
        assert revoke(connection, key, now=datetime.now(UTC))

    response = await api.get(path, headers=bearer(key))
    assert response.status_code == 401, response.text
    assert response.json()["error"] == "unauthorized"


async def grant_topup_for(services: Services, key: str) -> None:
    """Lift the free plan's daily scan cap so re-scans are not what refuses the key."""
    with services.engine.begin() as connection:
        grant_topup(connection, key, credits=100, reference="auth-test", now=datetime.now(UTC))


async def test_a_revoked_key_at_its_daily_scan_cap_is_401_not_429(
    api: httpx.AsyncClient, services: Services
) -> None:
    key = await create_key(api)
    for n in range(services.settings.free_scans_per_day):
        assert (await api.get(f"/v1/check?url=co{n}.com", headers=bearer(key))).status_code == 200

    with services.engine.begin() as connection:
        assert revoke(connection, key, now=datetime.now(UTC))

    response = await api.get("/v1/check?url=one-more.com", headers=bearer(key))
    assert response.status_code == 401
