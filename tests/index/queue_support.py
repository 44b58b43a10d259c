"""What the queue-mode tests share: a fresh PostgreSQL database each, fixture sites on the
real local test web (one of them held mid-scan by a gate the test opens), and readers of
procrastinate's job table."""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import httpx
import pytest
from sqlalchemy import func, select, text

from tests.databases import admin_url, private_database
from tests.local_servers import POSTGRES, reason
from tests.scanning.sites import FixtureSite, host_map_spec, install
from tests.scanning.sites.layouts import site
from tests.scanning.testweb import Hit, Route, TestWeb
from vendorstack.accounts.models import LedgerEntry
from vendorstack.index.models import Entity, Scan
from vendorstack.storage.engine import make_engine

LAYOUTS = ("footer_link", "no_disclosure", "connection_refused", "pdf_annex", "legal_hub")
ANSWER_SECONDS = 120  # a bound on a client's wait, never a measurement


@contextmanager
def fresh_postgres() -> Iterator[str]:
    """An empty PostgreSQL database of this test's own (the cluster migrates it)."""
    server = admin_url()
    if server is None:
        pytest.skip(reason(POSTGRES))
    with private_database(server, "vendorstack_queue") as url:
        yield url


@dataclass
class Gate:
    """Holds every request for one page until `open()`; `reached` is set by the first."""

    reached: threading.Event = field(default_factory=threading.Event)
    opened: threading.Event = field(default_factory=threading.Event)

    def hold(self, route: Route) -> Callable[[Hit], Route]:
        def held(_hit: Hit) -> Route:
            self.reached.set()
            self.opened.wait()
            return route

        return held

    def open(self) -> None:
        self.opened.set()


@dataclass
class Sites:
    web: TestWeb
    by_layout: dict[str, FixtureSite]
    gates: list[Gate] = field(default_factory=list)

    def hold(self, layout: str) -> Gate:
        """From now on the site's disclosure page waits for the returned gate to open."""
        fixture = self.by_layout[layout]
        assert fixture.disclosure_url is not None
        path = fixture.disclosure_url.removeprefix(f"https://{fixture.domain}")
        host = self.web.sites[fixture.domain]
        page = host.routes[path]
        gate = Gate()
        host.add(path, gate.hold(page if isinstance(page, Route) else Route(page)))
        self.gates.append(gate)
        return gate

    @property
    def env(self) -> dict[str, str]:
        """Settings that send scans to these sites, retrying without waiting."""
        return {
            "VENDORSTACK_SCAN_HOST_MAP": host_map_spec(self.web, self.by_layout.values()),
            "VENDORSTACK_SCAN_HOST_DELAY_SECONDS": "0",
            "VENDORSTACK_SCAN_RETRY_BACKOFF_SECONDS": "0",
            "VENDORSTACK_RATE_LIMIT": "100000/minute",
            "VENDORSTACK_KEY_CREATION_LIMIT": "1000/day",
            "VENDORSTACK_FREE_SCANS_PER_DAY": "100",
        }


@contextmanager
def fixture_sites() -> Iterator[Sites]:
    with TestWeb() as web:
        sites = Sites(web, {layout: site(layout) for layout in LAYOUTS})
        install(web, sites.by_layout.values())
        try:
            yield sites
        finally:
            for gate in sites.gates:
                gate.open()  # no request thread of the test web stays held


def new_key(api_url: str) -> str:
    response = httpx.post(f"{api_url}/v1/keys", json={"email": "queue@example.com"})
    assert response.status_code == 201, response.text
    key: str = response.json()["api_key"]
    return key


def check(api_url: str, key: str, domain: str) -> httpx.Response:
    return httpx.get(
        f"{api_url}/v1/check",
        params={"url": domain},
        headers={"Authorization": f"Bearer {key}"},
        timeout=ANSWER_SECONDS,
    )


def balance(api_url: str, key: str) -> int:
    response = httpx.get(f"{api_url}/v1/balance", headers={"Authorization": f"Bearer {key}"})
    value: int = response.json()["credit_balance"]
    return value


@dataclass(frozen=True)
class JobRow:
    status: str
    attempts: int


def scan_jobs(database_url: str, domain: str) -> list[JobRow]:
    """Every scan job of `domain` procrastinate holds, oldest first."""
    engine = make_engine(database_url)
    with engine.connect() as connection:
        rows = connection.execute(
            text("SELECT status, attempts FROM procrastinate_jobs WHERE lock = :d ORDER BY id"),
            {"d": domain},
        ).all()
    engine.dispose()
    return [JobRow(str(row.status), int(row.attempts)) for row in rows]


def job_events(database_url: str, domain: str) -> Counter[str]:
    """How often `domain`'s jobs were started, deferred for retry... (procrastinate's own
    event log, written before the answer a test waits for, unlike the final status)."""
    engine = make_engine(database_url)
    with engine.connect() as connection:
        rows = connection.execute(
            text(
                "SELECT e.type FROM procrastinate_events e JOIN procrastinate_jobs j"
                " ON j.id = e.job_id WHERE j.lock = :d"
            ),
            {"d": domain},
        ).all()
    engine.dispose()
    return Counter(str(row.type) for row in rows)


def scans_of(database_url: str, domain: str) -> list[tuple[str, str]]:
    """(outcome, reason) of every scan recorded for `domain`, oldest first."""
    engine = make_engine(database_url)
    with engine.connect() as connection:
        rows = connection.execute(
            select(Scan.outcome, Scan.reason)
            .join(Entity, Entity.id == Scan.entity_id)
            .where(Entity.domain == domain)
            .order_by(Scan.id)
        ).all()
    engine.dispose()
    return [(row.outcome, row.reason) for row in rows]


def open_holds(database_url: str) -> int:
    """Credit holds neither settled nor released, over every account."""
    engine = make_engine(database_url)
    with engine.connect() as connection:
        counts = select(LedgerEntry.kind, func.count()).group_by(LedgerEntry.kind)
        kinds = {str(kind): int(count) for kind, count in connection.execute(counts).all()}
    engine.dispose()
    return kinds.get("reservation", 0) - kinds.get("settle", 0) - kinds.get("release", 0)
