"""The guarantees, asserted on what clients saw (`Outcome`s) against what the ledger holds."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

from sqlalchemy import Engine, select

from tests.cluster.load import STATUSES_UNDER_LOAD, Ledger, Outcome
from vendorstack.index.models import ScanLease


def assert_balances_are_ledgers(ledger: Ledger) -> None:
    """Every balance equals the sum of its ledger rows, and none is below zero."""
    assert ledger.balances == ledger.sums
    assert min(ledger.balances.values()) >= 0


def assert_every_answer_charged_once(
    outcomes: Sequence[Outcome],
    ledger: Ledger,
    balances_before: Mapping[str, int],
    hashes: Mapping[str, str],
    *,
    crashed: bool,
) -> None:
    """Every charged 200 a client received was charged exactly once; nothing was charged that
    no call asked for; no key got more charged answers than its balance; free answers were
    free. Without a crash, the charges are exactly the charged answers; with one, a call whose
    connection died may or may not have been charged. (What the statuses may be is
    `assert_every_call_answered`'s, asserted last.)"""
    sent = {o.call.request_id: o for o in outcomes}
    charged = {rid for rid in ledger.kept if rid in sent}
    assert max(ledger.kept.values(), default=1) == 1, "a call was charged twice"
    assert ledger.row_request_ids <= set(sent), "a credit moved for a call nobody made"
    answered = {o.call.request_id for o in outcomes if o.status == 200 and o.credits_used == 1}
    free = {o.call.request_id for o in outcomes if o.status is not None and o.credits_used == 0}
    assert answered <= charged, "an answer was never charged"
    assert not free & charged, "a free answer (or an error) was charged"
    died = {o.call.request_id for o in outcomes if o.status is None}
    assert charged - answered <= (died if crashed else set())
    per_key = Counter(sent[rid].call.key for rid in charged)
    for key, before in balances_before.items():
        assert per_key[key] <= before, "a key was charged beyond its balance"
        assert ledger.balances[hashes[key]] == before - per_key[key]


def assert_every_call_answered(outcomes: Sequence[Outcome], *, crashed: bool) -> None:
    """Every status is one the load may meet (a cut connection only with a crash): a 502
    `scan_timed_out` in queue mode would be a waiter never woken by its job's end."""
    statuses = Counter(o.status for o in outcomes)
    expected = STATUSES_UNDER_LOAD | ({None} if crashed else set())
    unexpected = [(o.call.path, o.status, o.error) for o in outcomes if o.status not in expected]
    assert not unexpected, (statuses, unexpected[:10])


def assert_refusals_came_with_empty_balances(
    outcomes: Sequence[Outcome], balances_before: Mapping[str, int]
) -> None:
    """Keys asked for more than they held, so each met its 402s (after its balance ran out:
    a 402 is only given on a balance that cannot cover the call)."""
    refused = Counter(o.call.key for o in outcomes if o.status == 402)
    assert set(refused) == set(balances_before), "every key asked beyond its balance"


def assert_no_scan_left_stuck(engine: Engine, domains: Iterable[str]) -> None:
    """No scan lease is held on these domains: every scan of the load ended and let go."""
    with engine.connect() as connection:
        held = connection.execute(select(ScanLease.domain).where(ScanLease.domain.in_(domains)))
        assert held.scalars().all() == []
