"""VENDORSTACK_DATABASE_READ_URL: lookups read the index from the replica, credits and keys
from the primary, and a caller's own live scan from the primary until the replica has it.

The replica here is a second database holding different rows from the primary (a SQLite file,
or a PostgreSQL database on the test server), so every answer shows which one it was read
from.
"""

from __future__ import annotations

import shutil
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import httpx
import pytest

from tests.api.conftest import bearer, create_key
from tests.api.contract import api_client
from tests.conftest import empty_postgres
from tests.databases import admin_url, private_database
from tests.twins import TwinRunner, parsed
from vendorstack.config import Settings
from vendorstack.scans.recorder import RecordScan
from vendorstack.server.app import create_app
from vendorstack.services import Services
from vendorstack.storage.engine import make_engine
from vendorstack.storage.migrate import upgrade

pytestmark = pytest.mark.anyio

# Invented vendors under invented headings: nothing here is in the vendor dictionary.
ON_REPLICA = ("quillmarsh", "analytics_data", "Quillmarsh Ltd | Usage analytics | Norway")
ON_PRIMARY = ("tarnwick", "analytics_data", "Tarnwick GmbH | Usage analytics | Austria")
SCANNED = ("brellvane", "cloud_infra", "Brellvane Inc. | Hosting | Canada")


def record(url: str, domain: str, row: tuple[str, str, str]) -> None:
    engine = make_engine(url)
    with engine.begin() as connection:
        RecordScan(parsed(domain, row), owner="test")(connection)
    engine.dispose()


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def replica_url(
    request: pytest.FixtureRequest, sqlite_template: Path, tmp_path: Path
) -> Iterator[str]:
    """A second database holding other rows: a SQLite file, or a PostgreSQL database on the
    test server (read through the asyncio engine, as a real replica is)."""
    if request.param == "sqlite":
        path = tmp_path / "replica.db"
        shutil.copyfile(sqlite_template, path)
        url = f"sqlite:///{path}"
        record(url, "replica-only-co.com", ON_REPLICA)
        yield url
        return
    server = admin_url()
    if server is None:
        pytest.skip("VENDORSTACK_TEST_POSTGRES_URL is not set")
    with private_database(server, "vendorstack_replica") as url:
        upgrade(url)
        record(url, "replica-only-co.com", ON_REPLICA)
        yield url


@pytest.fixture
def primary_url(replica_url: str, request: pytest.FixtureRequest, sqlite_url: str) -> str:
    """The primary on the replica's backend."""
    if replica_url.startswith("sqlite"):
        return sqlite_url
    url: str = request.getfixturevalue("postgres_database")
    empty_postgres(url)
    return url


@pytest.fixture
async def api(
    primary_url: str, replica_url: str, runner: TwinRunner
) -> AsyncIterator[httpx.AsyncClient]:
    record(primary_url, "primary-only-co.com", ON_PRIMARY)
    settings = Settings(
        database_url=primary_url,
        database_read_url=replica_url,
        rate_limit="100000/minute",
        key_creation_limit="1000/day",
    )
    services = Services.open(settings, runner=runner)
    async with api_client(create_app(services=services), ("203.0.113.7", 5000)) as client:
        yield client
    await services.close()


async def test_lookups_read_the_index_from_the_replica_and_charge_on_the_primary(
    api: httpx.AsyncClient,
) -> None:
    key = await create_key(api)  # the key exists on the primary only

    check = await api.get("/v1/check?url=replica-only-co.com", headers=bearer(key))
    company = await api.get("/v1/company/replica-only-co.com", headers=bearer(key))
    page = await api.get("/v1/prospect?vendor=quillmarsh", headers=bearer(key))
    balance = await api.get("/v1/balance", headers=bearer(key))

    assert check.status_code == 200, check.text
    assert check.json()["found"] is True
    assert company.status_code == 200, company.text
    assert [c["domain"] for c in page.json()["companies"]] == ["replica-only-co.com"]
    assert balance.json()["credit_balance"] == 25 - 3
    assert (
        await api.get("/v1/company/primary-only-co.com", headers=bearer(key))
    ).status_code == 404


async def test_a_callers_own_scan_is_read_from_the_primary_until_the_replica_has_it(
    api: httpx.AsyncClient, runner: TwinRunner
) -> None:
    runner.reports["scanned-co.com"] = parsed("scanned-co.com", SCANNED)
    scanner, other = await create_key(api), await create_key(api, "other@example.com")

    scanned = await api.get("/v1/check?url=scanned-co.com", headers=bearer(scanner))
    company = await api.get("/v1/company/scanned-co.com", headers=bearer(scanner))
    own = await api.get("/v1/prospect?vendor=brellvane", headers=bearer(scanner))
    others = await api.get("/v1/prospect?vendor=brellvane", headers=bearer(other))

    assert scanned.status_code == 200, scanned.text
    assert company.status_code == 200, company.text
    assert len(company.json()["scans"]) == 1  # the replica has no scan of it at all
    assert "brellvane" in str(company.json()["vendor_stack"])
    assert [c["domain"] for c in own.json()["companies"]] == ["scanned-co.com"]
    # Another caller reads the replica, which has not received the scan (it never will here):
    # the staleness docs/deploy.md states for everyone else's writes.
    assert others.status_code == 404
