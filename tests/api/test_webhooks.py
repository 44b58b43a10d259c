"""Signed webhooks end to end: a real local receiver verifies every delivery with the
`standardwebhooks` library; retries follow an injected schedule (no waiting). Delivery once
per event and an endpoint's disabling also run on PostgreSQL (`ON_BOTH_DATABASES`)."""

from __future__ import annotations

import threading
from collections.abc import AsyncIterator, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx
import pytest
from standardwebhooks import Webhook

from tests.api.conftest import ON_BOTH_DATABASES, bearer, create_key
from tests.api.contract import api_client
from tests.api.test_scan_changes import BRAND, DOMAIN, FIRST, ZENDESK, Disclosure
from tests.scanning.sites import RouteSpec
from tests.scanning.sites import html as h
from tests.scanning.testweb import TestWeb
from vendorstack.accounts.service import Caller
from vendorstack.config import Settings
from vendorstack.scanning.hostmap import HostMap
from vendorstack.scanning.posting import Poster
from vendorstack.scanning.resolver import StaticResolver
from vendorstack.server.app import create_app
from vendorstack.services import Services
from vendorstack.storage.database import Database, open_database
from vendorstack.watching.delivery import Deliveries
from vendorstack.watching.webhooks import Webhooks, WebhookUrlRefused

pytestmark = pytest.mark.anyio
HOOK_HOST = "hooks.acme-receiver.com"


class Receiver:
    """Answers `statuses` in turn (then 200), keeping every request it got."""

    def __init__(self, statuses: list[int]) -> None:
        self.statuses = statuses
        self.received: list[tuple[dict[str, str], bytes]] = []
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers["Content-Length"]))
                receiver.received.append((dict(self.headers.items()), body))
                status = receiver.statuses.pop(0) if receiver.statuses else 200
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}"


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    served = Receiver([500, 500, 500])
    served.thread.start()
    yield served
    served.server.shutdown()
    served.server.server_close()


@pytest.fixture
async def database(settings: Settings) -> AsyncIterator[Database]:
    opened = open_database(settings.database_url)
    yield opened
    await opened.close()


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
    settings: Settings, web: TestWeb, receiver: Receiver
) -> AsyncIterator[tuple[httpx.AsyncClient, Services]]:
    host_map = f"{web.host_map_spec()},{HOOK_HOST}={receiver.origin}"
    live = settings.model_copy(update={"scan_host_map": host_map, "scan_host_delay_seconds": 0.0})
    services = Services.open(live)
    async with api_client(create_app(services=services), ("203.0.113.9", 1)) as client:
        yield client, services
    await services.close()


@ON_BOTH_DATABASES
async def test_a_delivery_failing_three_times_arrives_once_with_four_attempts(
    world: tuple[httpx.AsyncClient, Services], disclosure: Disclosure, receiver: Receiver
) -> None:
    api, services = world
    key = await create_key(api)
    created = await api.post(
        "/v1/webhooks", json={"url": f"https://{HOOK_HOST}/in"}, headers=bearer(key)
    )
    assert created.status_code == 201, created.text
    hook = created.json()
    await api.get(f"/v1/check?url={DOMAIN}", headers=bearer(key))
    [watch] = (
        await api.post("/v1/watches", json={"domains": [DOMAIN]}, headers=bearer(key))
    ).json()["watches"]
    disclosure.rows = [*FIRST, ZENDESK]
    [event_id] = (await api.post(f"/v1/watches/{watch['id']}/scan", headers=bearer(key))).json()[
        "event_ids"
    ]
    deliveries = Deliveries(
        services.database,
        Poster(HostMap.parse(services.settings.scan_host_map)),
        schedule=(0, 0, 0, 0),
    )

    while await deliveries.deliver_due():  # each round is one attempt; retries due at once
        pass

    assert len(receiver.received) == 4
    for headers, body in receiver.received:
        verified = Webhook(hook["secret"]).verify(body, headers)
        assert verified["type"] == "company.changed"
        assert verified["data"]["id"] == event_id
        assert headers["webhook-id"] == f"evt_{event_id}"
    log = (await api.get(f"/v1/webhooks/{hook['id']}/deliveries", headers=bearer(key))).json()
    [delivery] = log["deliveries"]
    assert delivery["status"] == "delivered"
    assert [a["status_code"] for a in delivery["attempts"]] == [500, 500, 500, 200]
    assert await deliveries.deliver_due() == 0  # delivered once: never again


@ON_BOTH_DATABASES
async def test_an_endpoint_failing_past_the_schedule_is_disabled_with_a_notice(
    world: tuple[httpx.AsyncClient, Services], disclosure: Disclosure, receiver: Receiver
) -> None:
    api, services = world
    key = await create_key(api)
    hook = (
        await api.post("/v1/webhooks", json={"url": f"https://{HOOK_HOST}/in"}, headers=bearer(key))
    ).json()
    await api.get(f"/v1/check?url={DOMAIN}", headers=bearer(key))
    [watch] = (
        await api.post("/v1/watches", json={"domains": [DOMAIN]}, headers=bearer(key))
    ).json()["watches"]
    disclosure.path = None
    await api.post(f"/v1/watches/{watch['id']}/scan", headers=bearer(key))
    poster = Poster(HostMap.parse(services.settings.scan_host_map))
    deliveries = Deliveries(services.database, poster, schedule=(0, 0))

    while await deliveries.deliver_due():
        pass

    assert len(receiver.received) == 3  # the first try and two retries, all answered 500
    [listed] = (await api.get("/v1/webhooks", headers=bearer(key))).json()["webhooks"]
    assert listed["disabled_at"] is not None
    events = (await api.get("/v1/events", headers=bearer(key))).json()["events"]
    assert [e["type"] for e in events] == ["company.disclosure_lost", "webhook.endpoint_disabled"]
    assert events[1]["endpoint"]["endpoint_id"] == hook["id"]
    rotated = await api.post(f"/v1/webhooks/{hook['id']}/rotate", headers=bearer(key))
    assert rotated.json()["disabled_at"] is None
    assert rotated.json()["secret"] != hook["secret"]


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1:8080/hook",
        "http://10.0.0.5/hook",
        "http://169.254.169.254/latest",
        "http://[::1]/hook",
        "http://localhost/hook",
        "ftp://example.com/hook",
    ],
)
async def test_an_address_instead_of_a_public_name_is_refused_at_creation(
    world: tuple[httpx.AsyncClient, Services], url: str
) -> None:
    api, _ = world
    key = await create_key(api)

    refused = await api.post("/v1/webhooks", json={"url": url}, headers=bearer(key))

    assert refused.status_code == 400
    assert refused.json()["error"] == "validation_error"
    assert "`url`" in refused.json()["message"]
    assert (await api.get("/v1/webhooks", headers=bearer(key))).json()["webhooks"] == []


@pytest.mark.parametrize(
    "address", ["127.0.0.1", "10.1.2.3", "169.254.169.254", "::1", "fd00::1", "100.64.0.1"]
)
async def test_a_name_resolving_to_a_private_address_is_refused_at_creation(
    database: Database, address: str
) -> None:
    resolver = StaticResolver({"hooks.evil-corp.com": address})
    hooks = Webhooks(database, Poster(HostMap.parse(""), resolver=resolver))
    caller = Caller(account_id=1, public_id="acct", key_hash="x", last_used_at=None)

    with pytest.raises(WebhookUrlRefused) as refused:
        await hooks.create(caller, "https://hooks.evil-corp.com/in")

    assert refused.value.code == "webhook_url_refused"
    assert resolver.asked == ["hooks.evil-corp.com"]


async def test_webhooks_are_the_accounts_own(world: tuple[httpx.AsyncClient, Services]) -> None:
    api, _ = world
    mine, theirs = await create_key(api), await create_key(api)
    hook = (
        await api.post(
            "/v1/webhooks", json={"url": f"https://{HOOK_HOST}/in"}, headers=bearer(mine)
        )
    ).json()

    for method, path in (
        ("DELETE", f"/v1/webhooks/{hook['id']}"),
        ("POST", f"/v1/webhooks/{hook['id']}/rotate"),
        ("GET", f"/v1/webhooks/{hook['id']}/deliveries"),
    ):
        refused = await api.request(method, path, headers=bearer(theirs))
        assert refused.status_code == 404
    assert (await api.delete(f"/v1/webhooks/{hook['id']}", headers=bearer(mine))).status_code == 204
