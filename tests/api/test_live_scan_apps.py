"""JavaScript-only disclosures through the API, scanned for real on the local test web: a list
read from a trust centre's embedded data is charged like any other; a gated list is `found`,
names where to ask, and costs nothing (it names no vendor)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import httpx
import pytest

from tests.api.conftest import bearer, create_key
from tests.api.contract import api_client
from tests.scanning.sites import host_map_spec, install
from tests.scanning.sites.apps import AppSite, embedded_joined, gated_data
from tests.scanning.sites.tongues_romance import PORTUGUESE
from tests.scanning.sites.tongues_western import GERMAN
from tests.scanning.testweb import TestWeb
from vendorstack.config import Settings
from vendorstack.server.app import create_app
from vendorstack.services import Services

pytestmark = pytest.mark.anyio
EMBEDDED, GATED = embedded_joined(GERMAN), gated_data(PORTUGUESE)


@pytest.fixture
def web() -> Iterator[TestWeb]:
    with TestWeb() as served:
        install(served, [EMBEDDED.site, GATED.site])
        yield served


@pytest.fixture
async def live_api(settings: Settings, web: TestWeb) -> AsyncIterator[httpx.AsyncClient]:
    spec = host_map_spec(web, [EMBEDDED.site, GATED.site])
    live = settings.model_copy(update={"scan_host_map": spec, "scan_host_delay_seconds": 0.0})
    services = Services.open(live)
    async with api_client(create_app(services=services), ("203.0.113.9", 1)) as client:
        yield client
    await services.close()


async def _check(api: httpx.AsyncClient, app: AppSite) -> tuple[str, dict[str, object]]:
    key = await create_key(api)
    response = await api.get(f"/v1/check?url={app.domain}", headers=bearer(key))
    assert response.status_code == 200, response.text
    body: dict[str, object] = response.json()
    return key, body


async def test_a_trust_centres_embedded_list_is_read_and_charged(
    live_api: httpx.AsyncClient,
) -> None:
    _, body = await _check(live_api, EMBEDDED)
    assert body["status"] == {
        "outcome": "parsed",
        "reason": "parsed",
        "platform": "safebase",
        "read_via": "embedded_json",
        "access_url": None,
    }
    assert (body["found"], body["credits_used"], body["credit_balance"]) == (True, 1, 24)
    matches = [m for ms in body["vendor_stack"].values() for m in ms]  # type: ignore[attr-defined]
    assert {m["name"] for m in matches} == {v.name for v in EMBEDDED.vendors}
    for match in matches:
        assert match["evidence"]["source"] == EMBEDDED.site.disclosure_url


async def test_a_gated_list_is_found_names_where_to_ask_and_costs_nothing(
    live_api: httpx.AsyncClient,
) -> None:
    key, body = await _check(live_api, GATED)
    assert body["status"] == {
        "outcome": "gated",
        "reason": "request_access",
        "platform": "whistic",
        "read_via": None,
        "access_url": GATED.access_url,
    }
    assert (body["found"], body["disclosure_url"]) == (True, GATED.site.disclosure_url)
    assert body["vendor_stack"] == {}  # no list presented as complete: the status says why
    assert (body["credits_used"], body["credit_balance"]) == (0, 25)
    profile = (await live_api.get(f"/v1/company/{GATED.domain}", headers=bearer(key))).json()
    assert profile["credits_used"] == 0
    assert [(s["outcome"], s["platform"]) for s in profile["scans"]] == [("gated", "whistic")]
