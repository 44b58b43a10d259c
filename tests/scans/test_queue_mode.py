"""Queue mode end to end: `vendorstack serve` and `vendorstack worker` subprocesses on a real
PostgreSQL and procrastinate, scanning fixture sites on the real local test web.

Nothing waits by sleeping: each test waits for a client's answer, a process's exit or the
gate's `reached` event (a worker is inside the scan).
"""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import pytest

from tests.scans.queue_support import (
    ANSWER_SECONDS,
    Sites,
    balance,
    check,
    fixture_sites,
    fresh_postgres,
    job_events,
    new_key,
    open_holds,
    scan_jobs,
    scans_of,
)
from vendorstack.cluster import Cluster, start_cluster

pytestmark = pytest.mark.postgres

FREE_CREDITS = 25
# A killed worker is noticed within seconds, not the production half-minute.
FAST_RECOVERY = {
    "VENDORSTACK_WORKER_HEARTBEAT_SECONDS": "0.5",
    "VENDORSTACK_WORKER_STALLED_SECONDS": "2",
}


@dataclass(frozen=True)
class Running:
    """One cluster (2 API processes, 2 workers) for the module; tests use distinct domains."""

    database: str
    sites: Sites
    cluster: Cluster

    @property
    def urls(self) -> list[str]:
        return [api.url or "" for api in self.cluster.apis]


@pytest.fixture(scope="module")
def running() -> Iterator[Running]:
    with fresh_postgres() as database, fixture_sites() as sites:
        env = {**sites.env, **FAST_RECOVERY}
        with start_cluster(database_url=database, apis=2, workers=2, env=env) as cluster:
            yield Running(database, sites, cluster)


def test_a_check_through_the_queue_is_scanned_by_a_worker_and_charged_once(
    running: Running,
) -> None:
    fixture = running.sites.by_layout["pdf_annex"]
    first, second = running.urls
    key = new_key(first)

    answer = check(second, key, fixture.domain)
    again = check(first, key, fixture.domain)

    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert (body["found"], body["cache"], body["credits_used"]) == (True, "miss", 1)
    assert body["disclosure_url"] == fixture.disclosure_url
    assert body["vendor_stack"]
    assert (again.json()["cache"], again.json()["vendor_stack"]) == ("hit", body["vendor_stack"])
    assert job_events(running.database, fixture.domain)["started"] == 1
    assert scans_of(running.database, fixture.domain) == [("parsed", "parsed")]


def test_concurrent_checks_of_one_domain_on_two_api_processes_share_one_scan(
    running: Running,
) -> None:
    fixture = running.sites.by_layout["footer_link"]
    gate = running.sites.hold("footer_link")
    urls = running.urls
    key = new_key(urls[0])
    with ThreadPoolExecutor(8) as pool:
        answers = [pool.submit(check, urls[i % 2], key, fixture.domain) for i in range(8)]
        assert gate.reached.wait(ANSWER_SECONDS), "no worker reached the site"
        gate.open()
        responses = [answer.result() for answer in answers]

    assert [r.status_code for r in responses] == [200] * 8, [r.text for r in responses]
    assert {r.json()["found"] for r in responses} == {True}
    assert scans_of(running.database, fixture.domain) == [("parsed", "parsed")]
    assert balance(urls[1], key) == FREE_CREDITS - 8  # each answer naming vendors paid once
    assert open_holds(running.database) == 0


def test_a_site_refusing_connections_is_retried_then_answered_as_unreachable(
    running: Running,
) -> None:
    fixture = running.sites.by_layout["connection_refused"]
    url = running.urls[0]
    key = new_key(url)

    answer = check(url, key, fixture.domain)

    assert answer.status_code == 502, answer.text
    assert (answer.json()["reason"], answer.json()["credits_used"]) == ("connect_failed", 0)
    # Three runs (the default two retries), and only the last one recorded.
    events = job_events(running.database, fixture.domain)
    assert (events["started"], events["deferred_for_retry"]) == (3, 2)
    assert scans_of(running.database, fixture.domain) == [("unreachable", "connect_failed")]
    assert balance(url, key) == FREE_CREDITS
    assert open_holds(running.database) == 0


def test_no_disclosure_is_an_answer_and_is_never_retried(running: Running) -> None:
    fixture = running.sites.by_layout["no_disclosure"]
    url = running.urls[1]

    answer = check(url, new_key(url), fixture.domain)

    assert answer.status_code == 200, answer.text
    assert (answer.json()["found"], answer.json()["credits_used"]) == (False, 0)
    events = job_events(running.database, fixture.domain)
    assert (events["started"], events["deferred_for_retry"]) == (1, 0)
    assert scans_of(running.database, fixture.domain) == [("not_found", "no_disclosure")]


def test_a_worker_killed_mid_scan_leaves_no_stuck_scan_and_no_held_credit() -> None:
    """Its own cluster with one worker: the one that holds the scan is the one killed."""
    with fresh_postgres() as database, fixture_sites() as sites:
        fixture = sites.by_layout["legal_hub"]
        gate = sites.hold("legal_hub")
        env = {**sites.env, **FAST_RECOVERY}
        with start_cluster(database_url=database, apis=1, workers=1, env=env) as cluster:
            url = cluster.apis[0].url or ""
            key = new_key(url)
            with ThreadPoolExecutor(1) as pool:
                answer = pool.submit(check, url, key, fixture.domain)
                assert gate.reached.wait(ANSWER_SECONDS), "the worker never reached the site"
                assert cluster.kill(cluster.workers[0]) == -9
                gate.open()
                cluster.add_worker()  # recovers the dead worker's job once its heartbeat is stale
                response = answer.result()
            final_balance = balance(url, key)
        # The cluster has stopped (workers finish their jobs first): final states.
        jobs = scan_jobs(database, fixture.domain)
        scans = scans_of(database, fixture.domain)
        holds = open_holds(database)

    assert response.status_code == 200, response.text
    assert (response.json()["found"], response.json()["credits_used"]) == (True, 1)
    # The killed run counts as an attempt; the recovered one succeeded.
    assert [(job.status, job.attempts) for job in jobs] == [("succeeded", 2)]
    assert scans == [("parsed", "parsed")]
    assert final_balance == FREE_CREDITS - 1
    assert holds == 0
