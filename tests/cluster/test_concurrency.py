"""2,000 concurrent metered calls on keys with small balances, spread over the API processes:
no overdraft, no double charge, every balance its ledger's sum, every charged answer matched
by exactly one charge and nothing charged that no call asked for.

Embedded: one process on SQLite. Postgres: two API processes on PostgreSQL and Redis, calls
alternating between them. The calls mix indexed `/v1/check`, `/v1/company`, `/v1/prospect`,
free answers (found:false, an unknown company) and live scans (`refresh=1`) of fixture sites.
"""

from __future__ import annotations

from sqlalchemy import Engine

from tests.cluster.audit import (
    assert_balances_are_ledgers,
    assert_every_answer_charged_once,
    assert_every_call_answered,
    assert_no_scan_left_stuck,
    assert_refusals_came_with_empty_balances,
)
from tests.cluster.conftest import key_hashes, load_keys
from tests.cluster.harness import Cluster
from tests.cluster.load import Load, Targets, drive, plan, read_ledger

KEYS = 50
CALLS_PER_KEY = 40  # 2,000 calls; each key holds 25 or 30 credits
CONCURRENCY = 96


def test_concurrent_metered_calls_keep_every_guarantee(
    cluster: Cluster, engine: Engine, targets: Targets
) -> None:
    balances = load_keys(cluster, engine, KEYS)
    calls = plan(list(balances), CALLS_PER_KEY, targets)

    outcomes = drive(Load(cluster.urls, CONCURRENCY).run(calls))

    assert len(outcomes) == KEYS * CALLS_PER_KEY
    hashes = key_hashes(balances)
    ledger = read_ledger(engine, hashes.values())
    assert_balances_are_ledgers(ledger)
    assert_every_answer_charged_once(outcomes, ledger, balances, hashes, crashed=False)
    assert_refusals_came_with_empty_balances(outcomes, balances)
    assert ledger.open_holds == 0  # every live scan's hold was settled or released
    assert_no_scan_left_stuck(engine, targets.scanned)
    assert_every_call_answered(outcomes, crashed=False)
