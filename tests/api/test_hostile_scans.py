"""`/v1/check` of sites whose list is a hostile document, with the real scanner, parser
processes and extractor against the local test web: each answers `unreadable` with its reason,
schema-valid, and charges nothing."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import httpx
import pytest

from tests.api.conftest import bearer, create_key
from tests.api.contract import api_client
from tests.scanning.sites import FixtureSite, host_map_spec, install
from tests.scanning.sites.hostile import hostile_documents, hostile_site
from tests.scanning.testweb import TestWeb
from vendorstack.config import Settings
from vendorstack.server.app import create_app
from vendorstack.services import Services

pytestmark = pytest.mark.anyio
SITES = [hostile_site(hostile) for hostile in hostile_documents()]


@pytest.fixture(scope="module")
def web() -> Iterator[TestWeb]:
    with TestWeb() as served:
        install(served, SITES)
        yield served


@pytest.fixture
async def live_api(settings: Settings, web: TestWeb) -> AsyncIterator[httpx.AsyncClient]:
    live = settings.model_copy(
        update={"scan_host_map": host_map_spec(web, SITES), "scan_host_delay_seconds": 0.0}
    )
    services = Services.open(live)  # the embedded runner: the real scanner
    async with api_client(create_app(services=services), ("203.0.113.9", 1)) as client:
        yield client
    await services.close()


@pytest.mark.parametrize("fixture", SITES, ids=lambda s: s.layout)
async def test_a_hostile_list_is_answered_unreadable_and_free(
    live_api: httpx.AsyncClient, fixture: FixtureSite
) -> None:
    key = await create_key(live_api)

    response = await live_api.get(f"/v1/check?url={fixture.domain}", headers=bearer(key))

    assert response.status_code == 200
    body = response.json()
    assert body["status"] == {
        "outcome": "unreadable",
        "reason": fixture.reason,
        "platform": None,
        "read_via": None,
        "access_url": None,
    }
    assert body["vendor_stack"] == {}
    assert (body["credits_used"], body["credit_balance"]) == (0, 25)
