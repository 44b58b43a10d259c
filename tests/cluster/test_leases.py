"""Credit leases under kill -9: an API process killed while it holds blocks of busy keys'
credits leaves nothing behind. A balance read meanwhile counts the blocks' unspent credits
as the account's, and the sweep gives every one of them back once the leases have expired.

Leases are on where the cluster runs on PostgreSQL (`VENDORSTACK_CREDIT_LEASES=auto`); the
embedded shape charges at the row and has no lease to leave.
"""

from __future__ import annotations

import asyncio
import secrets
from datetime import UTC, datetime, timedelta

import httpx
import pytest
from sqlalchemy import Engine, bindparam, text

from tests.cluster.audit import (
    assert_balances_are_ledgers,
    assert_every_answer_charged_once,
    assert_every_call_answered,
)
from tests.cluster.conftest import Deployment, key_hashes, new_keys
from tests.cluster.harness import Cluster
from tests.cluster.load import Call, Load, Outcome, Targets, read_ledger
from vendorstack.accounts.leases import return_expired_leases
from vendorstack.accounts.leasing import LeasePolicy
from vendorstack.accounts.service import FREE_CREDITS, grant_topup

KEYS = 2
CALLS_PER_KEY = 1500
CONCURRENCY = 32
TOP_UP = 100_000  # a busy key with many credits: the shape leases are for
KILL_AFTER_ANSWERS = 600  # and once every key's block is in use (a lease with charges)
OPEN_LEASES = text(
    "SELECT l.reference, l.account_id, l.credits, l.spent FROM credit_leases l"
    " JOIN accounts a ON a.id = l.account_id"
    " WHERE l.closed_at IS NULL AND a.key_hash IN :hashes"
).bindparams(bindparam("hashes", expanding=True))
LEASE_ENDS = text(
    "SELECT l.reference, l.credits - l.spent, e.delta FROM credit_leases l"
    " JOIN ledger_entries e ON e.reference = 'close:' || l.reference AND e.kind = 'lease_end'"
    " WHERE l.reference IN :references"
).bindparams(bindparam("references", expanding=True))
CHARGES = text(
    "SELECT a.key_hash, count(l.id) FROM accounts a"
    " LEFT JOIN ledger_entries l ON l.account_id = a.id AND l.kind = 'charge'"
    " WHERE a.key_hash IN :hashes GROUP BY a.key_hash"
).bindparams(bindparam("hashes", expanding=True))


class KillWhileLeasing:
    """Kills the victim from the load's own callback once it has answered enough calls and
    holds a lease in use for every key (a moment chosen from observed progress), notes the
    leases open at that moment, then restarts it."""

    def __init__(self, cluster: Cluster, engine: Engine, hashes: list[str]) -> None:
        self._cluster = cluster
        self._engine = engine
        self._hashes = hashes
        self._answers = 0
        self.leases_at_the_kill: dict[str, tuple[int, int]] = {}
        self.reached = asyncio.Event()

    def count(self, outcome: Outcome) -> None:
        self._answers += outcome.status == 200
        if self.reached.is_set() or self._answers < KILL_AFTER_ANSWERS:
            return
        with self._engine.connect() as connection:
            leases = connection.execute(OPEN_LEASES, {"hashes": self._hashes}).all()
        if len({row[1] for row in leases if row[3] > 0}) < len(self._hashes):
            return
        self._cluster.kill_api(0)  # SIGKILL, then reaping it: milliseconds
        with self._engine.connect() as connection:  # what the dead process left open
            leases = connection.execute(OPEN_LEASES, {"hashes": self._hashes}).all()
        self.leases_at_the_kill = {row[0]: (row[2], row[3]) for row in leases}
        self.reached.set()

    async def restart_after_the_kill(self) -> None:
        await self.reached.wait()
        await asyncio.to_thread(self._cluster.start_api, 0)


async def run_with_a_kill(killer: KillWhileLeasing, load: Load, calls: list[Call]) -> list[Outcome]:
    restart = asyncio.create_task(killer.restart_after_the_kill())
    outcomes = await load.run(calls)
    assert killer.reached.is_set(), "the load ended before every key's block was in use"
    await restart
    return outcomes


def busy_keys(cluster: Cluster, engine: Engine) -> dict[str, int]:
    balances: dict[str, int] = {}
    with engine.begin() as connection:
        for key in new_keys(cluster, KEYS):
            reference = f"lease-test-{secrets.token_hex(8)}"
            grant_topup(connection, key, credits=TOP_UP, reference=reference, now=datetime.now(UTC))
            balances[key] = FREE_CREDITS + TOP_UP
    return balances


def test_a_process_killed_holding_leases_gives_every_unspent_credit_back(
    cluster: Cluster, engine: Engine, deployment: Deployment, targets: Targets
) -> None:
    if deployment.name == "embedded":
        pytest.skip("SQLite charges at the row (VENDORSTACK_CREDIT_LEASES=auto): no lease")
    balances = busy_keys(cluster, engine)
    hashes = key_hashes(balances)
    path = f"/v1/check?url={targets.indexed[0]}"
    calls = [
        Call(key, path, f"lease-{n}-{i:04d}")
        for i in range(CALLS_PER_KEY)
        for n, key in enumerate(balances)
    ]
    killer = KillWhileLeasing(cluster, engine, list(hashes.values()))
    load = Load([cluster.urls[0]], CONCURRENCY, on_outcome=killer.count)

    outcomes = asyncio.run(run_with_a_kill(killer, load, calls))

    left = killer.leases_at_the_kill
    assert left, "the killed process held leases"
    assert sum(credits - spent for credits, spent in left.values()) > 0
    # A balance read (on the surviving process) counts leased-but-unspent credits as the
    # account's: exactly what it held before, less one credit per charge written.
    with engine.connect() as connection:
        rows = connection.execute(CHARGES, {"hashes": list(hashes.values())}).all()
    charged = {str(row[0]): int(row[1]) for row in rows}
    for key, before in balances.items():
        response = httpx.get(
            f"{cluster.urls[1]}/v1/balance", headers={"Authorization": f"Bearer {key}"}
        )
        assert response.status_code == 200, response.text
        assert response.json()["credit_balance"] == before - charged[hashes[key]]
        assert response.json()["lifetime_credits_used"] == charged[hashes[key]]

    # The sweep, as any process runs it once the dead process's leases have expired.
    later = datetime.now(UTC) + LeasePolicy().ttl + timedelta(seconds=1)
    with engine.begin() as connection:
        return_expired_leases(connection, expired_before=later, now=datetime.now(UTC))

    with engine.connect() as connection:
        ends = connection.execute(LEASE_ENDS, {"references": list(left)}).all()
        still_open = connection.execute(OPEN_LEASES, {"hashes": list(hashes.values())}).all()
    assert {row[0] for row in ends} == set(left), "each lease the dead process held closed once"
    assert all(unspent == returned for _, unspent, returned in ends), "every unspent credit back"
    assert sum(returned for _, _, returned in ends) > 0
    assert not still_open
    ledger = read_ledger(engine, hashes.values())
    assert_balances_are_ledgers(ledger)
    assert_every_answer_charged_once(outcomes, ledger, balances, hashes, crashed=True)
    assert_every_call_answered(outcomes, crashed=True)
