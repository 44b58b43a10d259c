"""Retries that never pay twice: `Idempotency-Key` on the metered routes, on both backends."""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime, timedelta

import httpx
import pytest
from sqlalchemy import func, select, update

from tests.api.conftest import bearer, create_key
from tests.conftest import empty_postgres
from tests.twins import TwinRunner, not_found, parsed
from vendorstack.accounts.idempotency import sweep_expired
from vendorstack.accounts.ledger import credit
from vendorstack.accounts.models import Account, IdempotentAnswer, LedgerEntry
from vendorstack.accounts.service import grant_topup, ledger_sum, revoke
from vendorstack.config import Settings
from vendorstack.server.app import create_app
from vendorstack.services import Services

pytestmark = pytest.mark.anyio

STRIPE_ROW = ("stripe", "payments", "Stripe, Inc. | Payment processing | United States")
CHECK = "/v1/check?url=acme-pay.com"


BACKENDS = [
    pytest.param(("sqlite", True), id="sqlite"),
    pytest.param(("postgres", True), id="postgres-group-commit", marks=pytest.mark.postgres),
    pytest.param(("postgres", False), id="postgres-asyncio", marks=pytest.mark.postgres),
]


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest, sqlite_url: str) -> tuple[str, bool]:
    """The database URL and whether writes commit in groups: SQLite always does; PostgreSQL
    writes through the writer thread or a transaction each on the asyncio engine."""
    name, group_commit = request.param
    if name == "sqlite":
        return sqlite_url, True
    url: str = request.getfixturevalue("postgres_database")
    empty_postgres(url)
    return url, group_commit


@pytest.fixture
def db_url(backend: tuple[str, bool]) -> str:
    return backend[0]


@pytest.fixture
def settings(settings: Settings, backend: tuple[str, bool]) -> Settings:
    return settings.model_copy(update={"group_commit": backend[1]})


@pytest.fixture
def indexed(runner: TwinRunner) -> TwinRunner:
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", STRIPE_ROW)
    runner.reports["no-list.com"] = not_found("no-list.com")
    return runner


def keyed(key: str, idempotency_key: str) -> dict[str, str]:
    return {**bearer(key), "Idempotency-Key": idempotency_key}


def balance_and_ledger(services: Services) -> list[tuple[int, int]]:
    with services.engine.connect() as connection:
        rows = connection.execute(select(Account.id, Account.credit_balance).order_by(Account.id))
        return [(balance, ledger_sum(connection, account_id)) for account_id, balance in rows]


def stored_answers(services: Services) -> int:
    with services.engine.connect() as connection:
        return int(
            connection.execute(select(func.count()).select_from(IdempotentAnswer)).scalar_one()
        )


async def test_a_retry_gets_the_stored_answer_and_pays_nothing_more(
    api: httpx.AsyncClient, indexed: TwinRunner, services: Services
) -> None:
    key = await create_key(api)
    first = await api.get(CHECK, headers=keyed(key, "order-42"))
    retry = await api.get(CHECK, headers=keyed(key, "order-42"))

    assert first.status_code == retry.status_code == 200
    assert retry.content == first.content
    assert first.json()["credit_balance"] == 24
    assert "idempotent-replayed" not in first.headers
    assert retry.headers["idempotent-replayed"] == "true"
    assert retry.headers["x-credits-used"] == first.headers["x-credits-used"] == "1"
    assert retry.headers["x-credits-remaining"] == "24"
    assert retry.headers["x-request-id"] != first.headers["x-request-id"]
    assert balance_and_ledger(services) == [(24, 24)]
    assert indexed.calls["acme-pay.com"] == 1


async def test_indexed_answers_free_answers_and_each_route_are_kept(
    api: httpx.AsyncClient, indexed: TwinRunner, services: Services
) -> None:
    key = await create_key(api)
    await api.get(CHECK, headers=bearer(key))  # indexes it (a live scan, 1 credit)
    await api.get("/v1/check?url=no-list.com", headers=bearer(key))  # found:false, free
    paths = [CHECK, "/v1/check?url=no-list.com", "/v1/company/acme-pay.com"]
    paths.append("/v1/prospect?vendor=stripe")

    firsts = [await api.get(path, headers=keyed(key, f"k-{n}")) for n, path in enumerate(paths)]
    retries = [await api.get(path, headers=keyed(key, f"k-{n}")) for n, path in enumerate(paths)]

    assert [r.status_code for r in firsts] == [200, 200, 200, 200]
    assert [r.content for r in retries] == [r.content for r in firsts]
    assert [r.headers["idempotent-replayed"] for r in retries] == ["true"] * 4
    assert [r.json()["credits_used"] for r in firsts] == [1, 0, 1, 1]
    assert balance_and_ledger(services) == [(21, 21)]  # 25 - scan - check - company - page
    assert stored_answers(services) == 4


async def test_a_live_scan_retried_is_not_scanned_or_charged_again(
    api: httpx.AsyncClient, indexed: TwinRunner, services: Services
) -> None:
    key = await create_key(api)
    first = await api.get(f"{CHECK}&refresh=1", headers=keyed(key, "scan-1"))
    retry = await api.get(f"{CHECK}&refresh=1", headers=keyed(key, "scan-1"))

    assert first.json()["cache"] == "miss"
    assert retry.content == first.content
    assert indexed.calls["acme-pay.com"] == 1
    assert balance_and_ledger(services) == [(24, 24)]


async def test_the_same_key_with_other_parameters_is_a_409_and_costs_nothing(
    api: httpx.AsyncClient, indexed: TwinRunner, services: Services
) -> None:
    key = await create_key(api)
    await api.get(CHECK, headers=keyed(key, "reused"))

    other_domain = await api.get("/v1/check?url=no-list.com", headers=keyed(key, "reused"))
    other_category = await api.get(f"{CHECK}&category=payments", headers=keyed(key, "reused"))
    other_route = await api.get("/v1/company/acme-pay.com", headers=keyed(key, "reused"))
    same_domain_spelled_otherwise = await api.get(
        "/v1/check?url=https://www.acme-pay.com/x", headers=keyed(key, "reused")
    )

    for response in (other_domain, other_category, other_route):
        assert response.status_code == 409, response.text
        assert response.json()["error"] == "idempotency_key_reused"
        assert response.json()["request_id"] == response.headers["x-request-id"]
    assert same_domain_spelled_otherwise.headers["idempotent-replayed"] == "true"
    assert balance_and_ledger(services) == [(24, 24)]


async def test_keys_are_scoped_to_their_account(
    api: httpx.AsyncClient, indexed: TwinRunner, services: Services
) -> None:
    mine, theirs = await create_key(api, "me@example.com"), await create_key(api, "you@x.com")
    await api.get(CHECK, headers=bearer(mine))

    first = await api.get(CHECK, headers=keyed(mine, "shared-key"))
    other_account = await api.get(CHECK, headers=keyed(theirs, "shared-key"))

    assert "idempotent-replayed" not in other_account.headers
    assert first.json()["credit_balance"] == 23
    assert other_account.json()["credit_balance"] == 24
    assert balance_and_ledger(services) == [(23, 23), (24, 24)]


@pytest.mark.parametrize("bad", ["", " spaced key", "x" * 256, "caf\u00e9"])
async def test_a_malformed_key_is_a_400_and_costs_nothing(
    api: httpx.AsyncClient, indexed: TwinRunner, services: Services, bad: str
) -> None:
    key = await create_key(api)
    headers = [(name.encode(), value.encode()) for name, value in bearer(key).items()]
    headers.append((b"Idempotency-Key", bad.encode()))
    response = await api.get(CHECK, headers=headers)

    assert response.status_code == 400
    assert response.json()["error"] == "validation_error"
    assert balance_and_ledger(services) == [(25, 25)]


async def test_a_key_of_255_visible_characters_is_accepted(
    api: httpx.AsyncClient, indexed: TwinRunner
) -> None:
    key = await create_key(api)
    response = await api.get(CHECK, headers=keyed(key, "!~" + "k" * 253))
    assert response.status_code == 200


async def test_concurrent_retries_in_one_process_pay_once(
    api: httpx.AsyncClient, indexed: TwinRunner, services: Services
) -> None:
    key = await create_key(api)
    await api.get(CHECK, headers=bearer(key))

    responses = await asyncio.gather(
        *(api.get(CHECK, headers=keyed(key, "burst")) for _ in range(20))
    )

    assert Counter(r.status_code for r in responses) == {200: 20}
    assert len({r.content for r in responses}) == 1
    assert sum("idempotent-replayed" in r.headers for r in responses) == 19
    assert balance_and_ledger(services) == [(23, 23)]


async def test_an_error_is_not_kept_so_a_retry_after_a_top_up_succeeds(
    api: httpx.AsyncClient, indexed: TwinRunner, services: Services
) -> None:
    key = await create_key(api)
    await api.get(CHECK, headers=bearer(key))
    with services.engine.begin() as connection:  # spend the other 24
        account_id = connection.execute(select(Account.id)).scalar_one()
        credit(
            connection,
            account_id,
            credits=-24,
            kind="charge",
            reason="spent",
            request_id=None,
            reference=None,
            now=datetime.now(UTC),
        )

    refused = await api.get(CHECK, headers=keyed(key, "after-topup"))
    with services.engine.begin() as connection:
        grant_topup(connection, key, credits=5, reference="pack-1", now=datetime.now(UTC))
    retried = await api.get(CHECK, headers=keyed(key, "after-topup"))

    assert refused.status_code == 402
    assert retried.status_code == 200
    assert "idempotent-replayed" not in retried.headers
    assert retried.json()["credit_balance"] == 4


async def test_an_answer_older_than_a_day_is_not_replayed_and_is_swept(
    api: httpx.AsyncClient, indexed: TwinRunner, services: Services
) -> None:
    key = await create_key(api)
    await api.get(CHECK, headers=keyed(key, "yesterday"))
    with services.engine.begin() as connection:
        day_ago = datetime.now(UTC) - timedelta(hours=24, seconds=1)
        connection.execute(update(IdempotentAnswer).values(created_at=day_ago))

    again = await api.get(CHECK, headers=keyed(key, "yesterday"))
    await api.get(CHECK, headers=keyed(key, "another"))
    with services.engine.begin() as connection:
        connection.execute(update(IdempotentAnswer).values(created_at=day_ago))
        swept = sweep_expired(connection, now=datetime.now(UTC))

    assert again.status_code == 200
    assert "idempotent-replayed" not in again.headers
    assert balance_and_ledger(services) == [(22, 22)]
    assert swept == 2
    assert stored_answers(services) == 0


async def test_a_revoked_key_gets_401_not_its_stored_answer(
    api: httpx.AsyncClient, indexed: TwinRunner, services: Services
) -> None:
    key = await create_key(api)
    await api.get(CHECK, headers=keyed(key, "then-revoked"))
    with services.engine.begin() as connection:
        revoke(connection, key, now=datetime.now(UTC))

    response = await api.get(CHECK, headers=keyed(key, "then-revoked"))

    assert response.status_code == 401


def holds(services: Services) -> int:
    with services.engine.connect() as connection:
        count = connection.execute(
            select(func.count()).select_from(LedgerEntry).where(LedgerEntry.kind == "reservation")
        ).scalar()
    return int(count or 0)


async def until(condition: Callable[[], bool], within: float = 10.0) -> None:
    """Poll a condition no event announces (a row in another process's transaction)."""
    deadline = asyncio.get_running_loop().time() + within
    while not condition():
        assert asyncio.get_running_loop().time() < deadline, "condition not met in time"
        await asyncio.sleep(0.01)


@pytest.fixture
async def second_process(
    settings: Settings, indexed: TwinRunner
) -> AsyncIterator[tuple[httpx.AsyncClient, Services]]:
    """Another API process on the same database (its own writer, caches and scan pool)."""
    services = Services.open(settings, runner=indexed)
    transport = httpx.ASGITransport(app=create_app(services=services), client=("192.0.2.8", 1))
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
        yield client, services
    await services.close()


async def test_a_retry_racing_in_another_process_pays_once(
    api: httpx.AsyncClient,
    indexed: TwinRunner,
    services: Services,
    second_process: tuple[httpx.AsyncClient, Services],
) -> None:
    """Both processes miss the index and start the work; one stores its answer first, and the
    other's settlement, answer included, rolls back: it gives its hold back and replays."""
    other, _ = second_process
    key = await create_key(api)
    indexed.gate = asyncio.Event()

    here = asyncio.ensure_future(api.get(CHECK, headers=keyed(key, "race")))
    await indexed.started.wait()
    there = asyncio.ensure_future(other.get(CHECK, headers=keyed(key, "race")))
    await until(lambda: holds(services) == 2)  # the second has looked, found none, and held
    indexed.gate.set()
    responses = await asyncio.gather(here, there)

    assert [r.status_code for r in responses] == [200, 200]
    assert responses[0].content == responses[1].content
    assert sum("idempotent-replayed" in r.headers for r in responses) == 1
    assert balance_and_ledger(services) == [(24, 24)]
    assert stored_answers(services) == 1
    with services.engine.connect() as connection:
        closes = connection.execute(
            select(LedgerEntry.kind, LedgerEntry.reason).where(
                LedgerEntry.kind.in_(("settle", "release"))
            )
        ).all()
    assert sorted(tuple(row) for row in closes) == [
        ("release", "answered_elsewhere"),
        ("settle", "parsed"),
    ]
