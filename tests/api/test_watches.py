"""Watches end to end: create (bulk), list, re-scan on demand, events, delete, charging.
The tests of what the database decides (a re-scan's charge and events, a due watch claimed
once) also run on PostgreSQL (`ON_BOTH_DATABASES`).

The watched site is a real local fixture site whose disclosure the test edits between scans
(`test_scan_changes.Disclosure`).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime, timedelta
from xml.etree import ElementTree

import httpx
import pytest
from procrastinate import App
from procrastinate.testing import InMemoryConnector

from tests.api.conftest import ON_BOTH_DATABASES, bearer, create_key
from tests.api.contract import api_client
from tests.api.test_scan_changes import BRAND, DOMAIN, FIRST, ZENDESK, Disclosure
from tests.scanning.sites import RouteSpec
from tests.scanning.sites import html as h
from tests.scanning.testweb import TestWeb
from vendorstack.accounts.pricing import PRICES
from vendorstack.config import Settings
from vendorstack.scans.runner import ScanCoordinator
from vendorstack.server.app import create_app
from vendorstack.services import Services
from vendorstack.watching.freshness import Freshness
from vendorstack.watching.rounds import ROUND_TASK, Rounds, register_round_task

pytestmark = pytest.mark.anyio


@pytest.fixture
def disclosure() -> Disclosure:
    return Disclosure()


@pytest.fixture
def web(disclosure: Disclosure) -> Iterator[TestWeb]:
    with TestWeb() as served:
        routes: dict[str, RouteSpec] = {"/": disclosure.home, "/privacy": h.privacy_policy(BRAND)}
        routes["/legal/subprocessors"] = disclosure.page
        served.add_site(DOMAIN, routes)
        yield served


@pytest.fixture
async def world(
    settings: Settings, web: TestWeb
) -> AsyncIterator[tuple[httpx.AsyncClient, Services]]:
    live = settings.model_copy(
        update={
            "scan_host_map": web.host_map_spec(),
            "scan_host_delay_seconds": 0.0,
            "free_scans_per_day": 20,
        }
    )
    services = Services.open(live)
    async with api_client(create_app(services=services), ("203.0.113.9", 1)) as client:
        yield client, services
    await services.close()


@ON_BOTH_DATABASES
async def test_a_watch_rescanned_on_demand_tells_its_change_once(
    world: tuple[httpx.AsyncClient, Services], disclosure: Disclosure
) -> None:
    api, _ = world
    key = await create_key(api)
    await api.get(f"/v1/check?url={DOMAIN}", headers=bearer(key))  # indexed: 1 credit
    created = await api.post(
        "/v1/watches", json={"domains": [f"https://www.{DOMAIN}/x", DOMAIN]}, headers=bearer(key)
    )
    assert created.status_code == 201, created.text
    [watch] = created.json()["watches"]
    assert (watch["domain"], watch["last_checked_at"]) == (DOMAIN, None)

    unchanged = await api.post(f"/v1/watches/{watch['id']}/scan", headers=bearer(key))
    assert unchanged.status_code == 200, unchanged.text
    assert (unchanged.json()["event_ids"], unchanged.json()["credits_used"]) == ([], 1)

    disclosure.rows = [*FIRST, ZENDESK]
    changed = (await api.post(f"/v1/watches/{watch['id']}/scan", headers=bearer(key))).json()
    [event_id] = changed["event_ids"]
    assert changed["credit_balance"] == 22

    events = (await api.get("/v1/events", headers=bearer(key))).json()
    [event] = events["events"]
    assert (event["id"], event["type"], event["domain"]) == (event_id, "company.changed", DOMAIN)
    assert [v["vendor"] for v in event["change"]["added"]] == ["zendesk"]
    assert events["next_after"] is None
    assert (await api.get(f"/v1/events?after={event_id}", headers=bearer(key))).json()[
        "events"
    ] == []
    listed = (await api.get("/v1/watches", headers=bearer(key))).json()["watches"]
    assert listed[0]["last_changed_at"] is not None


async def test_a_lost_list_is_an_event_and_its_rescan_is_free(
    world: tuple[httpx.AsyncClient, Services], disclosure: Disclosure
) -> None:
    api, _ = world
    key = await create_key(api)
    await api.get(f"/v1/check?url={DOMAIN}", headers=bearer(key))
    [watch] = (
        await api.post("/v1/watches", json={"domains": [DOMAIN]}, headers=bearer(key))
    ).json()["watches"]

    disclosure.path = None
    lost = (await api.post(f"/v1/watches/{watch['id']}/scan", headers=bearer(key))).json()

    assert (lost["scan"]["outcome"], lost["credits_used"]) == ("not_found", 0)
    [event] = (await api.get("/v1/events", headers=bearer(key))).json()["events"]
    assert event["type"] == "company.disclosure_lost"
    assert event["change"]["final"] is False


async def test_watches_and_events_are_the_accounts_own(
    world: tuple[httpx.AsyncClient, Services],
) -> None:
    api, _ = world
    mine, theirs = await create_key(api), await create_key(api)
    [watch] = (
        await api.post("/v1/watches", json={"domains": [DOMAIN]}, headers=bearer(mine))
    ).json()["watches"]

    assert (await api.get("/v1/watches", headers=bearer(theirs))).json()["watches"] == []
    for method, path in (
        ("POST", f"/v1/watches/{watch['id']}/scan"),
        ("DELETE", f"/v1/watches/{watch['id']}"),
    ):
        refused = await api.request(method, path, headers=bearer(theirs))
        assert (refused.status_code, refused.json()["error"]) == (404, "not_found")
    deleted = await api.delete(f"/v1/watches/{watch['id']}", headers=bearer(mine))
    assert deleted.status_code == 204
    assert (await api.get("/v1/watches", headers=bearer(mine))).json()["watches"] == []


async def test_a_bad_domain_is_refused_with_its_position(
    world: tuple[httpx.AsyncClient, Services],
) -> None:
    api, _ = world
    key = await create_key(api)

    refused = await api.post(
        "/v1/watches", json={"domains": [DOMAIN, "co.uk"]}, headers=bearer(key)
    )

    assert refused.status_code == 400
    assert "domains[1]" in refused.json()["message"]


async def test_the_schedule_rescans_watches_not_checked_within_the_interval(
    world: tuple[httpx.AsyncClient, Services], disclosure: Disclosure
) -> None:
    api, services = world
    assert services.watching is not None
    key = await create_key(api)
    await api.get(f"/v1/check?url={DOMAIN}", headers=bearer(key))
    await api.post("/v1/watches", json={"domains": [DOMAIN]}, headers=bearer(key))
    disclosure.rows = list(FIRST[:4])

    ran = await services.watching.rescan_due(
        checked_before=datetime.now(UTC) - timedelta(hours=24), limit=10
    )
    again = await services.watching.rescan_due(
        checked_before=datetime.now(UTC) - timedelta(hours=24), limit=10
    )

    assert (ran, again) == (1, 0)
    [event] = (await api.get("/v1/events", headers=bearer(key))).json()["events"]
    assert [v["vendor"] for v in event["change"]["removed"]] == ["datadog"]


@ON_BOTH_DATABASES
async def test_rounds_running_at_once_rescan_a_due_watch_once_and_charge_it_once(
    world: tuple[httpx.AsyncClient, Services], disclosure: Disclosure
) -> None:
    """Two rounds at the same moment (two serving processes, or a round and the next):
    the due watch is claimed by one of them, so its account pays one re-scan."""
    api, services = world
    assert services.watching is not None
    key = await create_key(api)
    await api.get(f"/v1/check?url={DOMAIN}", headers=bearer(key))
    await api.post("/v1/watches", json={"domains": [DOMAIN]}, headers=bearer(key))
    before = (await api.get("/v1/balance", headers=bearer(key))).json()["credit_balance"]
    disclosure.rows = list(FIRST[:4])
    due = datetime.now(UTC) - timedelta(hours=24)

    ran = await asyncio.gather(
        services.watching.rescan_due(checked_before=due, limit=10),
        services.watching.rescan_due(checked_before=due, limit=10),
    )

    assert sorted(ran) == [0, 1]
    after = (await api.get("/v1/balance", headers=bearer(key))).json()["credit_balance"]
    assert before - after == PRICES["watch_scan"].credits


def test_the_worker_registers_the_watch_round_as_a_periodic_task() -> None:
    app = App(connector=InMemoryConnector())

    register_round_task(app)

    assert ROUND_TASK in app.tasks
    [periodic] = app.periodic_registry.periodic_tasks.values()
    assert (periodic.task.name, periodic.cron) == (ROUND_TASK, "* * * * *")


async def test_a_round_rescans_due_watches_then_delivers(
    world: tuple[httpx.AsyncClient, Services], disclosure: Disclosure
) -> None:
    api, services = world
    assert services.watching is not None
    assert services.deliveries is not None
    key = await create_key(api)
    await api.get(f"/v1/check?url={DOMAIN}", headers=bearer(key))
    await api.post("/v1/watches", json={"domains": [DOMAIN]}, headers=bearer(key))
    rounds = Rounds(services.watching, services.deliveries, interval=timedelta(0), batch=5)

    assert await rounds.once() == (1, 0)  # no endpoint: nothing to deliver


ATOM_NS = {"atom": "http://www.w3.org/2005/Atom"}


async def test_the_atom_feed_lists_changes_at_a_rotatable_token_address(
    world: tuple[httpx.AsyncClient, Services], disclosure: Disclosure
) -> None:
    api, services = world
    key = await create_key(api)
    await api.get(f"/v1/check?url={DOMAIN}", headers=bearer(key))
    [watch] = (
        await api.post("/v1/watches", json={"domains": [DOMAIN]}, headers=bearer(key))
    ).json()["watches"]
    disclosure.rows = [*FIRST, ZENDESK]
    await api.post(f"/v1/watches/{watch['id']}/scan", headers=bearer(key))
    created = await api.post("/v1/feed", headers=bearer(key))
    assert created.status_code == 201
    path = created.json()["feed_url"].removeprefix(services.settings.base_url)

    feed = await api.get(path)  # no key: the token in the address is the credential

    assert feed.status_code == 200
    assert feed.headers["content-type"].startswith("application/atom+xml")
    [entry] = ElementTree.fromstring(feed.content).findall("atom:entry", ATOM_NS)
    assert (
        entry.findtext("atom:title", namespaces=ATOM_NS)
        == f"{DOMAIN}: subprocessors changed (+1 -0 ~0)"
    )
    assert "Added zendesk: Zendesk, Inc." in (
        entry.findtext("atom:content", namespaces=ATOM_NS) or ""
    )
    await api.post("/v1/feed", headers=bearer(key))  # rotated: the old address is gone
    gone = await api.get(path)
    assert (gone.status_code, gone.json()["error"]) == (404, "not_found")


async def test_stale_companies_are_rescanned_and_fresh_ones_left_alone(
    world: tuple[httpx.AsyncClient, Services], disclosure: Disclosure
) -> None:
    api, services = world
    key = await create_key(api)
    await api.get(f"/v1/check?url={DOMAIN}", headers=bearer(key))
    freshness = Freshness(services.database, ScanCoordinator(services.scan_parts.flight))
    disclosure.rows = list(FIRST[:4])

    fresh = await freshness.refresh_stale(
        scanned_before=datetime.now(UTC) - timedelta(days=30), limit=10
    )
    stale = await freshness.refresh_stale(
        scanned_before=datetime.now(UTC) + timedelta(seconds=1), limit=10
    )

    assert (fresh, stale) == ([], [DOMAIN])
    profile = (await api.get(f"/v1/company/{DOMAIN}", headers=bearer(key))).json()
    assert profile["scan_history"][0]["kind"] == "changed"
    assert await _balance(api, key) == 23  # the lookup and the profile; the refresh is free


async def _balance(api: httpx.AsyncClient, key: str) -> int:
    balance: int = (await api.get("/v1/balance", headers=bearer(key))).json()["credit_balance"]
    return balance
