"""`/v1/check` end to end with the real scanner and extractor, against the local test web.

Nothing is mocked: the app runs on a real database, scans go over real sockets to fixture sites
through `VENDORSTACK_SCAN_HOST_MAP` (here `Settings.scan_host_map`), exactly as in production.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import httpx
import pytest
from sqlalchemy import select

from tests.api.conftest import bearer, create_key
from tests.api.contract import api_client
from tests.scanning.sites import FixtureSite, host_map_spec, install
from tests.scanning.sites.layouts import site
from tests.scanning.testweb import TestWeb
from vendorstack.accounts.models import LedgerEntry
from vendorstack.config import Settings
from vendorstack.server.app import create_app
from vendorstack.services import Services

pytestmark = pytest.mark.anyio

NOT_FOUND_STATUS = {
    "outcome": "not_found",
    "reason": "no_disclosure",
    "platform": None,
    "read_via": None,
    "access_url": None,
}
LAYOUTS = ("footer_link", "pdf_annex", "no_disclosure", "javascript_shell", "connection_refused")


@pytest.fixture(scope="module")
def sites() -> dict[str, FixtureSite]:
    return {layout: site(layout) for layout in LAYOUTS}


@pytest.fixture
def web(sites: dict[str, FixtureSite]) -> Iterator[TestWeb]:
    with TestWeb() as served:
        install(served, sites.values())
        yield served


@pytest.fixture
def live_settings(settings: Settings, web: TestWeb, sites: dict[str, FixtureSite]) -> Settings:
    return settings.model_copy(
        update={
            "scan_host_map": host_map_spec(web, sites.values()),
            "scan_host_delay_seconds": 0.0,
        }
    )


@pytest.fixture
async def live_api(live_settings: Settings) -> AsyncIterator[tuple[httpx.AsyncClient, Services]]:
    services = Services.open(live_settings)  # the embedded runner: the real scanner
    async with api_client(create_app(services=services), ("203.0.113.9", 1)) as client:
        yield client, services
    await services.close()


async def _balance(api: httpx.AsyncClient, key: str) -> int:
    balance: int = (await api.get("/v1/balance", headers=bearer(key))).json()["credit_balance"]
    return balance


@pytest.mark.parametrize("layout", ["footer_link", "pdf_annex"])
async def test_an_unindexed_domain_is_scanned_found_and_charged_once(
    live_api: tuple[httpx.AsyncClient, Services], sites: dict[str, FixtureSite], layout: str
) -> None:
    api, _ = live_api
    fixture = sites[layout]
    key = await create_key(api)

    response = await api.get(
        f"/v1/check?url=https://www.{fixture.domain}/pricing?ref=ad", headers=bearer(key)
    )

    assert response.status_code == 200, response.text
    body = response.json()
    assert (body["domain"], body["found"], body["cache"]) == (fixture.domain, True, "miss")
    assert body["disclosure_url"] == fixture.disclosure_url
    assert body["status"] == {
        "outcome": "parsed",
        "reason": "parsed",
        "platform": None,
        "read_via": "html",
        "access_url": None,
    }
    assert body["vendor_stack"], "a parsed disclosure names vendors"
    for claims in body["vendor_stack"].values():
        for claim in claims:
            assert claim["evidence"]["source"].startswith(f"https://{fixture.domain}/")
            assert claim["evidence"]["quote"]
    assert (body["credits_used"], body["credit_balance"]) == (1, 24)
    assert response.headers["x-credits-used"] == "1"


async def test_the_second_lookup_is_served_from_the_index(
    live_api: tuple[httpx.AsyncClient, Services], sites: dict[str, FixtureSite], web: TestWeb
) -> None:
    api, _ = live_api
    domain = sites["footer_link"].domain
    key = await create_key(api)
    first = (await api.get(f"/v1/check?url={domain}", headers=bearer(key))).json()
    requests_after_scan = len(web.hits_for(domain))

    second = (await api.get(f"/v1/check?url={domain}", headers=bearer(key))).json()

    assert second["cache"] == "hit"
    assert second["vendor_stack"] == first["vendor_stack"]
    assert second["credit_balance"] == 23
    assert len(web.hits_for(domain)) == requests_after_scan


async def test_the_company_profile_shows_the_scan_history(
    live_api: tuple[httpx.AsyncClient, Services], sites: dict[str, FixtureSite]
) -> None:
    api, _ = live_api
    fixture = sites["footer_link"]
    key = await create_key(api)
    await api.get(f"/v1/check?url={fixture.domain}", headers=bearer(key))

    profile = (await api.get(f"/v1/company/{fixture.domain}", headers=bearer(key))).json()

    [scan] = profile["scans"]
    assert scan["outcome"] == "parsed"
    assert scan["pages"][0]["url"] == fixture.disclosure_url
    assert len(scan["pages"][0]["sha256"]) == 64
    assert scan["extractor_version"]


async def test_no_disclosure_is_found_false_with_the_probed_urls_and_free(
    live_api: tuple[httpx.AsyncClient, Services], sites: dict[str, FixtureSite]
) -> None:
    api, _ = live_api
    domain = sites["no_disclosure"].domain
    key = await create_key(api)

    body = (await api.get(f"/v1/check?url={domain}", headers=bearer(key))).json()

    assert (body["found"], body["credits_used"], body["credit_balance"]) == (False, 0, 25)
    assert body["status"] == NOT_FOUND_STATUS
    assert body["probed_urls"]
    assert all(url.startswith("https://") for url in body["probed_urls"])
    assert "127.0.0.1" not in str(body)


async def test_an_unreadable_disclosure_is_reported_and_free(
    live_api: tuple[httpx.AsyncClient, Services], sites: dict[str, FixtureSite]
) -> None:
    api, _ = live_api
    fixture = sites["javascript_shell"]
    key = await create_key(api)

    body = (await api.get(f"/v1/check?url={fixture.domain}", headers=bearer(key))).json()

    assert body["status"] == {
        "outcome": "unreadable",
        "reason": fixture.reason,
        "platform": "other_js",
        "read_via": None,
        "access_url": None,
    }
    assert body["vendor_stack"] == {}
    assert (body["credits_used"], body["credit_balance"]) == (0, 25)


async def test_an_unreachable_site_is_502_and_its_held_credit_is_released(
    live_api: tuple[httpx.AsyncClient, Services], sites: dict[str, FixtureSite]
) -> None:
    api, services = live_api
    domain = sites["connection_refused"].domain
    key = await create_key(api)

    response = await api.get(f"/v1/check?url={domain}", headers=bearer(key))

    assert response.status_code == 502
    body = response.json()
    assert (body["error"], body["credits_used"]) == ("scan_failed", 0)
    assert await _balance(api, key) == 25
    with services.engine.connect() as connection:
        kinds = connection.execute(select(LedgerEntry.kind).order_by(LedgerEntry.id)).scalars()
        assert list(kinds) == ["grant", "reservation", "release"]
