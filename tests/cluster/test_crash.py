"""kill -9 under load: clients hammer metered lookups while an API process is killed with
SIGKILL and restarted (embedded: the one process on SQLite; postgres and queue: one of the
two), and, in the queue shape, while a scan worker is killed mid-scan and restarted.

Afterwards every charged answer a client received was charged once, nothing was charged
beyond the calls made (a call whose connection died may or may not have been), balances equal
their ledgers, and once the holds' sweep has run no hold is open and no scan lease is stuck.
"""

from __future__ import annotations

import asyncio
import threading
import time
from datetime import UTC, datetime, timedelta

import httpx
import pytest
from sqlalchemy import Engine, select, text

from tests.cluster.audit import (
    assert_balances_are_ledgers,
    assert_every_answer_charged_once,
    assert_every_call_answered,
    assert_no_scan_left_stuck,
)
from tests.cluster.conftest import (
    HANG_DEADLINE_SECONDS,
    HANGING_DOMAIN,
    KILL_HANGING_DOMAIN,
    SCAN_BUDGET_SECONDS,
    WORKER_HANGING_DOMAIN,
    Deployment,
    Hang,
    key_hashes,
    load_keys,
    new_keys,
)
from tests.cluster.harness import Cluster, WorkerProcess
from tests.cluster.load import Call, Load, Outcome, Targets, drive, plan, read_ledger
from vendorstack.accounts.keys import hash_key
from vendorstack.accounts.sweep import HoldSweeper
from vendorstack.index.models import ScanLease
from vendorstack.scans.queue import SCAN_TASK
from vendorstack.storage.database import open_database

KEYS = 20
CALLS_PER_KEY = 40  # 800 calls
CONCURRENCY = 96
KILL_AFTER_ANSWERS = 200  # of the ~520 answers the load gets
LEASE = timedelta(seconds=SCAN_BUDGET_SECONDS + 30)  # scans.parts.LEASE_SLACK_SECONDS
# A dead worker's scan is re-queued after VENDORSTACK_WORKER_STALLED_SECONDS (5 s here) and
# run again within its scan budget; past this bound a job still active is stuck.
ACTIVE_JOBS_DEADLINE_SECONDS = 2 * SCAN_BUDGET_SECONDS + 10
ACTIVE_JOBS_PROBE_SECONDS = 0.1
ACTIVE_JOBS = text(
    "SELECT id, status, args ->> 'domain' AS domain FROM procrastinate_jobs"
    " WHERE task_name = :task AND status IN ('todo', 'doing')"
).bindparams(task=SCAN_TASK)


async def sweep_every_hold_open_now(database_url: str) -> int:
    """What any surviving API process's sweep does, triggered now instead of after its
    interval, with a cut-off of now: only after the load, when no scan is running."""
    database = open_database(database_url)
    try:
        sweeper = HoldSweeper(database, older_than=2 * LEASE, interval=60)
        return await sweeper.sweep(held_before=datetime.now(UTC))
    finally:
        await database.close()


class KillAfter:
    """Kills API process `victim` once the load has seen `answers` 200s and a call to it is
    held in a scan of the hanging site (so one call is surely in flight), then restarts it:
    the moment follows observed progress, not a timer."""

    def __init__(self, cluster: Cluster, victim: int, answers: int, hang: Hang) -> None:
        self._cluster = cluster
        self._victim = victim
        self._answers = answers
        self._hang = hang
        self._seen = 0
        self.reached = asyncio.Event()

    def count(self, outcome: Outcome) -> None:
        """Kills right here, in the load's own callback, while the other calls are in flight:
        handing the kill to a thread let a loaded machine finish the load first."""
        self._seen += outcome.status == 200
        ready = self._seen >= self._answers and self._hang.reached.is_set()
        if ready and not self.reached.is_set():
            self._cluster.kill_api(self._victim)  # SIGKILL, then reaping it: milliseconds
            self.reached.set()

    async def restart_after_the_kill(self) -> None:
        await self.reached.wait()
        await asyncio.to_thread(self._cluster.start_api, self._victim)


async def run_with_a_kill(killer: KillAfter, load: Load, calls: list[Call]) -> list[Outcome]:
    crash = asyncio.create_task(killer.restart_after_the_kill())
    outcomes = await load.run(calls)
    assert killer.reached.is_set(), "the load ended before the kill"
    await crash
    return outcomes


def test_a_process_killed_under_load_charges_exactly_what_it_answered(
    cluster: Cluster, engine: Engine, deployment: Deployment, targets: Targets, hang: Hang
) -> None:
    balances = load_keys(cluster, engine, KEYS)
    calls = plan(list(balances), CALLS_PER_KEY, targets, live_scans=False, seed=23)
    victim = len(cluster.apis) - 1
    held = Call(calls[victim].key, f"/v1/check?url={KILL_HANGING_DOMAIN}", "load-held-23")
    calls[victim] = held  # call i goes to API process i mod N: this one to the victim
    killer = KillAfter(cluster, victim, KILL_AFTER_ANSWERS, hang)
    load = Load(cluster.urls, CONCURRENCY, on_outcome=killer.count)

    # asyncio's own loop: on uvloop, anyio fails a connection the kill resets as it opens with
    # an AttributeError (no peer name) instead of a transport error.
    outcomes = asyncio.run(run_with_a_kill(killer, load, calls))
    drive(sweep_every_hold_open_now(deployment.database_url))

    cut = [o.call for o in outcomes if o.status is None]
    assert held in cut, "the call held in a scan was in flight at the kill"
    hashes = key_hashes(balances)
    ledger = read_ledger(engine, hashes.values())
    assert_balances_are_ledgers(ledger)
    assert_every_answer_charged_once(outcomes, ledger, balances, hashes, crashed=True)
    assert ledger.open_holds == 0
    assert_no_scan_left_stuck(engine, targets.scanned)
    assert_every_call_answered(outcomes, crashed=True)


class KillTheWorkerOnTheHang:
    """Once a worker has taken the hanging site's scan (its request reached the site), kills
    that worker, lets the site answer (to the retry) and starts the worker again."""

    def __init__(self, cluster: Cluster, hang: Hang) -> None:
        self._cluster = cluster
        self._hang = hang
        self.victim: int | None = None

    async def restart_after_the_kill(self) -> None:
        reached = await asyncio.to_thread(self._hang.reached.wait, HANG_DEADLINE_SECONDS)
        assert reached, "no worker took the hanging site's scan"
        self.victim = WorkerProcess.index_of(self._hang.user_agent)
        assert self.victim is not None, self._hang.user_agent
        await asyncio.to_thread(self._cluster.kill_worker, self.victim)
        self._hang.release.set()
        await asyncio.to_thread(self._cluster.start_worker, self.victim)


async def run_with_a_worker_kill(
    killer: KillTheWorkerOnTheHang, load: Load, calls: list[Call]
) -> list[Outcome]:
    crash = asyncio.create_task(killer.restart_after_the_kill())
    outcomes = await load.run(calls)
    await crash
    return outcomes


def test_a_worker_killed_mid_scan_leaves_no_scan_stuck_and_charges_exactly_what_was_answered(
    cluster: Cluster, engine: Engine, deployment: Deployment, targets: Targets, hang: Hang
) -> None:
    """Queue mode: a worker is killed while it scans (the hanging site, among the load's live
    scans); its scans are re-queued by the survivors' stalled-job recovery and answered."""
    if not cluster.workers:
        pytest.skip("scans run in the API processes: no worker to kill")
    balances = load_keys(cluster, engine, KEYS)
    calls = plan(list(balances), CALLS_PER_KEY, targets, live_scans=True, seed=29)
    hanging = Call(calls[0].key, f"/v1/check?url={WORKER_HANGING_DOMAIN}", "load-hanging-29")
    calls.insert(len(calls) // 3, hanging)  # sent mid-load: calls go out in order
    killer = KillTheWorkerOnTheHang(cluster, hang)
    load = Load(cluster.urls, CONCURRENCY)

    outcomes = asyncio.run(run_with_a_worker_kill(killer, load, calls))
    still_active = wait_until_no_scan_job_is_active(engine)
    swept = drive(sweep_every_hold_open_now(deployment.database_url))

    assert still_active == [], "a queued scan never ended"
    answer = next(o for o in outcomes if o.call == hanging)
    assert answer.status == 200, answer  # answered by the retry of the killed worker's scan
    assert swept == 0, "a hold was left for the sweep although no API process died"
    hashes = key_hashes(balances)
    ledger = read_ledger(engine, hashes.values())
    assert_balances_are_ledgers(ledger)
    # No API process died: every client got an answer, and the charges are exactly the
    # charged answers.
    assert_every_answer_charged_once(outcomes, ledger, balances, hashes, crashed=False)
    assert ledger.open_holds == 0
    assert_every_call_answered(outcomes, crashed=False)


def wait_until_no_scan_job_is_active(engine: Engine) -> list[tuple[int, str, str | None]]:
    """Until no scan job is queued or running (a job may be marked done a moment after its
    scan answered its callers), within a bound: the jobs still active then."""
    deadline = time.monotonic() + ACTIVE_JOBS_DEADLINE_SECONDS
    while True:
        with engine.connect() as connection:
            active = [(row.id, row.status, row.domain) for row in connection.execute(ACTIVE_JOBS)]
        if not active or time.monotonic() > deadline:
            return active
        time.sleep(ACTIVE_JOBS_PROBE_SECONDS)  # a probe of the queue's state, not a wait for work


def test_a_hold_left_by_a_killed_process_is_released_by_the_sweep(
    cluster: Cluster, engine: Engine, deployment: Deployment, hang: Hang
) -> None:
    """A live scan is stuck on a site when its process is killed: its credit hold stays open
    until a sweep (which every other API process runs periodically) gives it back."""
    key = new_keys(cluster, 1)[0]
    victim = cluster.apis[-1]
    died: list[BaseException] = []

    def check_the_hanging_site() -> None:
        try:
            httpx.get(
                f"{victim.url}/v1/check",
                params={"url": HANGING_DOMAIN},
                headers={"Authorization": f"Bearer {key}"},
                timeout=60,
            )
        except httpx.TransportError as error:
            died.append(error)

    caller = threading.Thread(target=check_the_hanging_site)
    caller.start()
    assert hang.reached.wait(30), "the scan never reached the site"
    killed_at = datetime.now(UTC)
    victim.kill()  # left dead: the next test that needs it starts it again
    caller.join()
    hang.release.set()
    held = read_ledger(engine, [hash_key(key)])
    swept = [drive(sweep_every_hold_open_now(deployment.database_url)) for _ in "ab"]

    assert died, "the call answered although its process was killed"
    assert (held.open_holds, held.balances[hash_key(key)]) == (1, 24)
    assert swept == [1, 0]  # released once; the second sweep finds nothing to do
    ledger = read_ledger(engine, [hash_key(key)])
    assert ledger.open_holds == 0
    assert_balances_are_ledgers(ledger)
    assert ledger.balances[hash_key(key)] == 25
    with engine.connect() as connection:
        lease = select(ScanLease.expires_at).where(ScanLease.domain == HANGING_DOMAIN)
        expiry = connection.execute(lease).scalar_one_or_none()
    if cluster.workers:  # queue mode: the scan ran on a worker, which takes no lease
        assert expiry is None
        return
    # The dead scan's lease is not stuck: it lapses by itself, and another scan may take it.
    assert expiry is not None
    assert expiry <= killed_at + LEASE
