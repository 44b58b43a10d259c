"""Clusters of real processes for the guarantee suites, scanning fixture sites on a local web:
embedded (one process on SQLite), postgres (two API processes on PostgreSQL and Redis, scans
in the API processes) and queue (the same, scans queued in procrastinate and run by two
`vendorstack worker`s)."""

from __future__ import annotations

import asyncio
import os
import secrets
import threading
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from dataclasses import dataclass
from datetime import UTC, datetime

import httpx
import pytest
from sqlalchemy import Engine

from tests.cluster.harness import Cluster
from tests.cluster.load import Targets
from tests.databases import admin_url, private_database
from tests.local_servers import POSTGRES, REDIS, reason
from tests.scanning.sites import install
from tests.scanning.sites.layouts import site
from tests.scanning.testweb import Hit, Route, TestWeb
from vendorstack.accounts.keys import hash_key
from vendorstack.accounts.service import FREE_CREDITS, grant_topup
from vendorstack.storage.engine import make_engine
from vendorstack.storage.migrate import upgrade

INDEXED_LAYOUTS = ("footer_link", "legal_hub", "privacy_link", "well_known", "second_page")
NOT_FOUND_LAYOUT = "no_disclosure"
SCAN_BUDGET_SECONDS = 10  # the lease is this plus 30 s (services.LEASE_SLACK_SECONDS)
TOPPED_UP_EVERY = 5  # every fifth load key is topped up by 5 credits (and leaves the free plan)
TOP_UP = 5


# Queue mode: a worker heartbeats every second and one silent for 5 s is dead, so a killed
# worker's scan is re-queued within seconds (defaults: 10 s and 30 s).
QUEUE_ENV = {
    "VENDORSTACK_SCAN_MODE": "queue",
    "VENDORSTACK_WORKER_HEARTBEAT_SECONDS": "1",
    "VENDORSTACK_WORKER_STALLED_SECONDS": "5",
}

HANGING_DOMAIN = "hanging-scan.com"
WORKER_HANGING_DOMAIN = "hanging-worker-scan.com"  # the same page, for the worker-kill test
KILL_HANGING_DOMAIN = "hanging-at-the-kill.com"  # a call in flight when an API process dies
HANG_DEADLINE_SECONDS = 30.0


class Hang:
    """A site whose home page answers only once `release` is set: a scan stuck mid-way.
    `user_agent` is the scanner's that reached it first (in queue mode it names the worker)."""

    def __init__(self) -> None:
        self.reached = threading.Event()
        self.release = threading.Event()
        self.user_agent = ""

    def arm(self) -> None:
        self.reached, self.release = threading.Event(), threading.Event()

    def page(self, hit: Hit) -> Route:
        reached, release = self.reached, self.release
        if not reached.is_set():
            self.user_agent = hit.user_agent
        reached.set()
        release.wait(HANG_DEADLINE_SECONDS)
        return Route("<html><body>Hanging Scan Inc.</body></html>")


@pytest.fixture(scope="package")
def hanging_site() -> Hang:
    return Hang()


@pytest.fixture
def hang(hanging_site: Hang) -> Iterator[Hang]:
    hanging_site.arm()
    yield hanging_site
    hanging_site.release.set()  # the web's handler thread ends before the web closes


@pytest.fixture(scope="package")
def web(hanging_site: Hang) -> Iterator[TestWeb]:
    with TestWeb() as served:
        install(served, [site(layout) for layout in (*INDEXED_LAYOUTS, NOT_FOUND_LAYOUT)])
        served.add_site(HANGING_DOMAIN, {"/": hanging_site.page})
        served.add_site(WORKER_HANGING_DOMAIN, {"/": hanging_site.page})
        served.add_site(KILL_HANGING_DOMAIN, {"/": hanging_site.page})
        yield served
        hanging_site.release.set()


def service_env(web: TestWeb) -> dict[str, str]:
    """Settings every process of a test cluster shares (the database comes on top)."""
    return {
        "VENDORSTACK_SCAN_HOST_MAP": web.host_map_spec(),
        "VENDORSTACK_SCAN_HOST_DELAY_SECONDS": "0",
        "VENDORSTACK_SCAN_TIME_BUDGET_SECONDS": str(SCAN_BUDGET_SECONDS),
        "VENDORSTACK_RATE_LIMIT": "1000000/minute",
        "VENDORSTACK_KEY_CREATION_LIMIT": "1000000/day",
    }


@dataclass(frozen=True)
class Deployment:
    """A cluster shape: its settings, how many API processes, and the database to audit."""

    name: str
    env: dict[str, str]
    api: int
    database_url: str
    workers: int = 0


@pytest.fixture(scope="package")
def cluster_postgres() -> Iterator[Callable[[], str]]:
    """Makes migrated PostgreSQL databases of this package's own (one per deployment, so the
    queue shape starts on an empty index), dropped at the end: other packages empty the
    session's database between their tests."""
    server = admin_url()
    if server is None:
        pytest.skip(reason(POSTGRES))
    with ExitStack() as databases:

        def create() -> str:
            url = databases.enter_context(private_database(server, "vendorstack_cluster"))
            upgrade(url)
            return url

        yield create


@pytest.fixture(
    scope="package",
    params=[
        "embedded",
        pytest.param("postgres", marks=pytest.mark.postgres),
        pytest.param("queue", marks=pytest.mark.postgres),
    ],
)
def deployment(
    request: pytest.FixtureRequest, web: TestWeb, tmp_path_factory: pytest.TempPathFactory
) -> Deployment:
    """Embedded: one process on SQLite. Postgres: two API processes on a private PostgreSQL
    database and the test Redis. Queue: the same plus two scan workers (queue mode)."""
    if request.param == "embedded":
        url = f"sqlite:///{tmp_path_factory.mktemp('embedded') / 'vendorstack.db'}"
        return Deployment("embedded", {**service_env(web), "VENDORSTACK_DATABASE_URL": url}, 1, url)
    url = request.getfixturevalue("cluster_postgres")()
    redis_url = os.environ.get("VENDORSTACK_TEST_REDIS_URL")
    if not redis_url:
        pytest.skip(reason(REDIS))
    env = {**service_env(web), "VENDORSTACK_DATABASE_URL": url, "VENDORSTACK_REDIS_URL": redis_url}
    if request.param == "queue":
        return Deployment("queue", {**env, **QUEUE_ENV}, 2, url, workers=2)
    return Deployment("postgres", env, 2, url)


@pytest.fixture(scope="package")
def running_cluster(
    deployment: Deployment, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Cluster]:
    """The deployment's processes, shared by the package's tests (each audits only the keys
    it made)."""
    logs = tmp_path_factory.mktemp(f"logs-{deployment.name}")
    shape = {"api": deployment.api, "workers": deployment.workers}
    with Cluster(deployment.env, logs=logs, **shape) as running:
        yield running


@pytest.fixture
def cluster(running_cluster: Cluster) -> Cluster:
    """The shared cluster whole: a process an earlier test killed is started again."""
    running_cluster.revive()
    return running_cluster


@pytest.fixture(scope="package")
def engine(deployment: Deployment, running_cluster: Cluster) -> Iterator[Engine]:
    """The test's own view of the cluster's database (after the cluster migrated it)."""
    opened = make_engine(deployment.database_url)
    yield opened
    opened.dispose()


@pytest.fixture(scope="package")
def targets(running_cluster: Cluster, engine: Engine) -> Targets:
    return index_fixture_sites(running_cluster, engine)


def index_fixture_sites(cluster: Cluster, engine: Engine) -> Targets:
    """Scan every fixture site once with a topped-up setup key; the vendor to prospect is the
    first one the first disclosure names."""
    key = new_keys(cluster, 1)[0]
    with engine.begin() as connection:
        grant_topup(connection, key, credits=100, reference="index", now=datetime.now(UTC))
    headers = {"Authorization": f"Bearer {key}"}
    indexed = [site(layout).domain for layout in INDEXED_LAYOUTS]
    vendors: list[str] = []
    for domain in indexed:
        response = httpx.get(
            f"{cluster.urls[0]}/v1/check", params={"url": domain}, headers=headers, timeout=60
        )
        assert response.status_code == 200, response.text
        assert response.json()["found"], response.text
        vendors += [m["vendor"] for ms in response.json()["vendor_stack"].values() for m in ms]
    not_found = site(NOT_FOUND_LAYOUT).domain
    response = httpx.get(
        f"{cluster.urls[0]}/v1/check", params={"url": not_found}, headers=headers, timeout=60
    )
    assert response.status_code == 200, response.text
    assert not response.json()["found"], response.text
    return Targets(indexed=indexed, not_found=not_found, vendor=vendors[0])


def new_keys(cluster: Cluster, count: int) -> list[str]:
    """`count` keys from POST /v1/keys, created concurrently on every API process."""

    async def create() -> list[str]:
        async with httpx.AsyncClient(timeout=30) as client:
            responses = await asyncio.gather(
                *(
                    client.post(
                        f"{cluster.urls[n % len(cluster.urls)]}/v1/keys",
                        json={"email": f"load{n}@example.com"},
                    )
                    for n in range(count)
                )
            )
        assert {r.status_code for r in responses} == {201}
        return [r.json()["api_key"] for r in responses]

    return asyncio.run(create())


def load_keys(cluster: Cluster, engine: Engine, count: int) -> dict[str, int]:
    """`count` new keys with small balances (25 free credits; every fifth topped up to 30):
    key -> its balance before the load."""
    balances: dict[str, int] = {}
    with engine.begin() as connection:
        for n, key in enumerate(new_keys(cluster, count)):
            balances[key] = FREE_CREDITS
            if n % TOPPED_UP_EVERY == 0:
                reference = f"load-{secrets.token_hex(8)}"  # top-ups apply once per reference
                grant_topup(
                    connection, key, credits=TOP_UP, reference=reference, now=datetime.now(UTC)
                )
                balances[key] += TOP_UP
    return balances


def key_hashes(balances: dict[str, int]) -> dict[str, str]:
    return {key: hash_key(key) for key in balances}
