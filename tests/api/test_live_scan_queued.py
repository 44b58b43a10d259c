"""`tests/api/test_live_scan.py` again in queue mode: the same tests, unchanged, with the API
in this process on PostgreSQL and every scan run by a real `vendorstack worker` subprocess
through procrastinate. One database, test web and worker for the module; each test starts
from emptied tables."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import httpx
import pytest
from sqlalchemy import text

from tests.api import test_live_scan as embedded
from tests.api.contract import api_client
from tests.conftest import empty_postgres
from tests.scanning.sites import FixtureSite, host_map_spec, install
from tests.scanning.testweb import TestWeb
from tests.scans.queue_support import fresh_postgres
from vendorstack.cluster import start_cluster
from vendorstack.config import Settings
from vendorstack.server.app import create_app
from vendorstack.services import Services
from vendorstack.storage.engine import make_engine
from vendorstack.storage.migrate import upgrade

pytestmark = [pytest.mark.postgres, pytest.mark.anyio]

sites = embedded.sites
test_an_unindexed_domain_is_scanned_found_and_charged_once = (
    embedded.test_an_unindexed_domain_is_scanned_found_and_charged_once
)
test_the_second_lookup_is_served_from_the_index = (
    embedded.test_the_second_lookup_is_served_from_the_index
)
test_the_company_profile_shows_the_scan_history = (
    embedded.test_the_company_profile_shows_the_scan_history
)
test_no_disclosure_is_found_false_with_the_probed_urls_and_free = (
    embedded.test_no_disclosure_is_found_false_with_the_probed_urls_and_free
)
test_an_unreadable_disclosure_is_reported_and_free = (
    embedded.test_an_unreadable_disclosure_is_reported_and_free
)
test_an_unreachable_site_is_502_and_its_held_credit_is_released = (
    embedded.test_an_unreachable_site_is_502_and_its_held_credit_is_released
)


@pytest.fixture(scope="module")
def queue_database() -> Iterator[str]:
    with fresh_postgres() as url:
        upgrade(url)
        yield url


@pytest.fixture(scope="module")
def module_web(sites: dict[str, FixtureSite]) -> Iterator[TestWeb]:
    with TestWeb() as served:
        install(served, sites.values())
        yield served


@pytest.fixture(scope="module")
def worker(
    queue_database: str, module_web: TestWeb, sites: dict[str, FixtureSite]
) -> Iterator[None]:
    env = {
        "VENDORSTACK_SCAN_HOST_MAP": host_map_spec(module_web, sites.values()),
        "VENDORSTACK_SCAN_HOST_DELAY_SECONDS": "0",
        "VENDORSTACK_SCAN_RETRY_BACKOFF_SECONDS": "0",
    }
    with start_cluster(database_url=queue_database, apis=0, workers=1, env=env):
        yield


@pytest.fixture
def web(module_web: TestWeb, worker: None) -> TestWeb:
    module_web.reset()
    return module_web


def _empty(url: str) -> None:
    empty_postgres(url)
    engine = make_engine(url)
    with engine.begin() as connection:
        connection.execute(text("TRUNCATE procrastinate_jobs RESTART IDENTITY CASCADE"))
    engine.dispose()


@pytest.fixture
async def live_api(
    queue_database: str, web: TestWeb
) -> AsyncIterator[tuple[httpx.AsyncClient, Services]]:
    _empty(queue_database)
    settings = Settings(
        database_url=queue_database,
        base_url="https://api.vendorstack.test",
        rate_limit="100000/minute",
        key_creation_limit="1000/day",
        scan_mode="queue",
    )
    services = Services.open(settings)
    async with api_client(create_app(services=services), ("203.0.113.9", 1)) as client:
        yield client, services
    await services.close()
