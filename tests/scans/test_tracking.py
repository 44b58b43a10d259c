"""The recorder keeps the last good answer while a list is missing, until the loss is final."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

from sqlalchemy import Engine

from tests.twins import TwinReport, not_found, parsed, unreachable
from vendorstack.index.records import EntityRecord
from vendorstack.index.repository import load_record, scan_history
from vendorstack.scans.recorder import RecordScan

DOMAIN = "acme-pay.com"
STRIPE = ("stripe", "payments", "Stripe, Inc. | Payments | US")
AWS = ("aws", "cloud_infra", "Amazon Web Services | Hosting | US")
T0 = datetime(2026, 11, 1, tzinfo=UTC)


def record(engine: Engine, report: TwinReport, day: float) -> None:
    at = T0 + timedelta(days=day)
    with engine.begin() as connection:
        RecordScan(replace(report, started_at=at, finished_at=at), owner="test")(connection)


def answer(engine: Engine) -> EntityRecord:
    with engine.connect() as connection:
        loaded = load_record(connection, DOMAIN)
    assert loaded is not None
    return loaded


def kinds(engine: Engine) -> list[str]:
    with engine.connect() as connection:
        return [item["kind"] for item in scan_history(connection, DOMAIN).changes]


def test_a_missing_list_keeps_the_last_good_answer_marked_and_free(engine: Engine) -> None:
    record(engine, parsed(DOMAIN, STRIPE, AWS), 0)
    record(engine, not_found(DOMAIN), 1)

    kept = answer(engine)

    assert (kept.found, kept.outcome) == (True, "parsed")
    assert set(kept.vendor_stack) == {"payments", "cloud_infra"}
    assert kept.last_confirmed_at == T0
    assert kept.disclosure_lost_since == T0 + timedelta(days=1)
    assert not kept.chargeable
    assert kinds(engine) == ["disclosure_lost", "first"]


def test_an_unreachable_site_is_no_miss(engine: Engine) -> None:
    record(engine, parsed(DOMAIN, STRIPE), 0)
    record(engine, unreachable(DOMAIN), 1)

    assert answer(engine).disclosure_lost_since is None
    assert kinds(engine) == ["unreachable", "first"]


def test_the_loss_is_final_after_three_misses_over_a_week(engine: Engine) -> None:
    record(engine, parsed(DOMAIN, STRIPE), 0)
    for day in (1, 2, 3):
        record(engine, not_found(DOMAIN), day)
    assert answer(engine).found, "three misses within a week keep the answer"

    record(engine, not_found(DOMAIN), 8)

    final = answer(engine)
    assert (final.found, final.vendor_stack, final.disclosure_lost_since) == (False, {}, None)
    with engine.connect() as connection:
        latest = scan_history(connection, DOMAIN).changes[0]
    assert (latest["kind"], latest["misses"], latest["final"]) == ("disclosure_lost", 4, True)


def test_the_list_found_again_settles_the_loss_and_is_compared(engine: Engine) -> None:
    record(engine, parsed(DOMAIN, STRIPE), 0)
    record(engine, not_found(DOMAIN), 1)
    record(engine, parsed(DOMAIN, STRIPE, AWS), 2)

    settled = answer(engine)

    assert settled.disclosure_lost_since is None
    assert settled.last_confirmed_at == T0 + timedelta(days=2)
    with engine.connect() as connection:
        latest = scan_history(connection, DOMAIN).changes[0]
    assert latest["kind"] == "changed"
    assert [v["vendor"] for v in latest["added"]] == ["aws"]


def test_a_rescan_that_changes_nothing_is_unchanged(engine: Engine) -> None:
    record(engine, parsed(DOMAIN, STRIPE), 0)
    record(engine, parsed(DOMAIN, STRIPE), 1)

    assert kinds(engine) == ["unchanged", "first"]
