"""Change tracking end to end: a fixture site's disclosure changes between real scans.

The site's pages are read from `Disclosure` on every request, so the test edits the list
(add a vendor, remove one, change a purpose, reformat the table, move the page, drop it) and
re-scans with `refresh=1`; `/v1/company` must report exactly what was done.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest

from tests.api.conftest import bearer, create_key
from tests.api.contract import api_client
from tests.scanning.sites import RouteSpec
from tests.scanning.sites import html as h
from tests.scanning.testweb import NOT_FOUND, Hit, Route, TestWeb
from vendorstack.config import Settings
from vendorstack.server.app import create_app
from vendorstack.services import Services

pytestmark = pytest.mark.anyio

DOMAIN, BRAND = "orbitledger.com", "Orbit Ledger"
FIRST = h.VENDORS[:5]  # aws, stripe, twilio, sendgrid, datadog
ZENDESK = h.VENDORS[5]


@dataclass
class Disclosure:
    """The site's current list: where it is, its rows, and how it is written."""

    path: str | None = "/legal/subprocessors"
    rows: list[tuple[str, str, str]] = field(default_factory=lambda: list(FIRST))
    note: str = ""

    def home(self, _: Hit) -> Route:
        links = [("/privacy", "Privacy")] + ([(self.path, "Subprocessors")] if self.path else [])
        return Route(h.home(BRAND, footer=links))

    def page(self, hit: Hit) -> Route:
        if hit.path != self.path:
            return NOT_FOUND
        return Route(h.disclosure(BRAND, vendors=self.rows, extra=self.note))


@pytest.fixture
def disclosure() -> Disclosure:
    return Disclosure()


@pytest.fixture
def web(disclosure: Disclosure) -> Iterator[TestWeb]:
    with TestWeb() as served:
        routes: dict[str, RouteSpec] = {"/": disclosure.home, "/privacy": h.privacy_policy(BRAND)}
        for path in ("/legal/subprocessors", "/trust/subprocessors"):
            routes[path] = disclosure.page
        served.add_site(DOMAIN, routes)
        yield served


@pytest.fixture
async def api(settings: Settings, web: TestWeb) -> AsyncIterator[httpx.AsyncClient]:
    live = settings.model_copy(
        update={
            "scan_host_map": web.host_map_spec(),
            "scan_host_delay_seconds": 0.0,
            "free_scans_per_day": 20,
        }
    )
    services = Services.open(live)
    async with api_client(create_app(services=services), ("203.0.113.9", 1)) as client:
        yield client
    await services.close()


async def rescan(api: httpx.AsyncClient, key: str) -> dict[str, Any]:
    check = await api.get(f"/v1/check?url={DOMAIN}&refresh=1", headers=bearer(key))
    assert check.status_code == 200, check.text
    profile = await api.get(f"/v1/company/{DOMAIN}", headers=bearer(key))
    assert profile.status_code == 200, profile.text
    body: dict[str, Any] = profile.json()
    return body


def vendors(items: list[dict[str, Any]]) -> list[str]:
    return sorted(item["vendor"] for item in items)


async def test_each_edit_of_the_list_is_reported_exactly(
    api: httpx.AsyncClient, disclosure: Disclosure
) -> None:
    key = await create_key(api)
    first = (await rescan(api, key))["scan_history"][0]
    assert (first["kind"], vendors(first["added"])) == (
        "first",
        ["aws", "datadog", "sendgrid", "stripe", "twilio"],
    )

    stripe = ("Stripe, Inc.", "Payment processing and fraud screening", "United States")
    disclosure.rows = [FIRST[0], stripe, *FIRST[2:4], ZENDESK]
    edited = (await rescan(api, key))["scan_history"][0]

    assert edited["kind"] == "changed"
    assert edited["compared_with_scan_id"] == first["scan_id"]
    assert (vendors(edited["added"]), vendors(edited["removed"])) == (["zendesk"], ["datadog"])
    [changed] = edited["changed"]
    assert (changed["vendor"], changed["fields"]) == ("stripe", ["purpose"])
    assert "Payment processing" in changed["before"]["quote"]
    assert "fraud screening" in changed["after"]["quote"]
    assert edited["added"][0]["quote"].startswith("Zendesk")

    disclosure.note = "<p>Questions? Write to privacy@orbitledger.com.</p>"
    reformatted = (await rescan(api, key))["scan_history"][0]
    assert reformatted["kind"] == "reformatted"
    assert (reformatted["added"], reformatted["removed"], reformatted["changed"]) == ([], [], [])

    disclosure.path = "/trust/subprocessors"
    moved = (await rescan(api, key))["scan_history"][0]
    assert moved["kind"] == "disclosure_moved"
    assert moved["moved_from"] == f"https://{DOMAIN}/legal/subprocessors"
    assert moved["disclosure_url"] == f"https://{DOMAIN}/trust/subprocessors"


async def test_a_lost_list_keeps_the_last_good_answer_until_found_again(
    api: httpx.AsyncClient, disclosure: Disclosure
) -> None:
    key = await create_key(api)
    good = await rescan(api, key)

    disclosure.path = None
    lost = await rescan(api, key)
    check = (await api.get(f"/v1/check?url={DOMAIN}", headers=bearer(key))).json()

    assert lost["scan_history"][0]["kind"] == "disclosure_lost"
    assert lost["scan_history"][0]["final"] is False
    for answer in (lost, check):
        assert answer["found"] is True
        assert answer["vendor_stack"] == good["vendor_stack"]
        assert answer["last_confirmed_at"] == good["last_confirmed_at"]
        assert answer["disclosure_lost_since"] is not None
        assert answer["credits_used"] == 0
    assert good["disclosure_lost_since"] is None

    disclosure.path = "/legal/subprocessors"
    found_again = await rescan(api, key)
    assert found_again["disclosure_lost_since"] is None
    assert found_again["scan_history"][0]["kind"] == "unchanged"
