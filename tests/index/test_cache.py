"""The record cache: trusted for a second, then revalidated; a forced read sees any new scan."""

from __future__ import annotations

from sqlalchemy import Engine

from tests.twins import not_found, parsed
from vendorstack.index.cache import RecordCache
from vendorstack.index.recorder import RecordScan, ScanResult
from vendorstack.storage.sql import FastReader

DOMAIN = "acme-pay.com"
STRIPE = ("stripe", "payments", "Stripe, Inc. | Payments | US")


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def record_elsewhere(engine: Engine, report: ScanResult) -> None:
    """A scan recorded by another process: straight to the database, not through this cache."""
    with engine.begin() as connection:
        RecordScan(report, owner="another-process")(connection)


def test_a_new_scan_is_seen_once_the_window_has_passed(engine: Engine) -> None:
    clock = Clock()
    cache = RecordCache(engine, FastReader(engine), revalidate_after=1.0, clock=clock)
    record_elsewhere(engine, not_found(DOMAIN))
    first = cache.get(DOMAIN)
    record_elsewhere(engine, parsed(DOMAIN, STRIPE))

    within = cache.get(DOMAIN)
    clock.now += 1.0
    after = cache.get(DOMAIN)

    assert first is not None
    assert within is first
    assert after is not None
    assert (first.found, after.found) == (False, True)


def test_a_forced_read_sees_a_new_scan_at_once(engine: Engine) -> None:
    cache = RecordCache(engine, FastReader(engine), clock=Clock())
    record_elsewhere(engine, not_found(DOMAIN))
    assert cache.get(DOMAIN) is not None
    record_elsewhere(engine, parsed(DOMAIN, STRIPE))

    record = cache.get(DOMAIN, revalidate=True)

    assert record is not None
    assert record.found


def test_an_unchanged_record_is_revalidated_without_being_rebuilt(engine: Engine) -> None:
    clock = Clock()
    cache = RecordCache(engine, FastReader(engine), clock=clock)
    record_elsewhere(engine, parsed(DOMAIN, STRIPE))
    first = cache.get(DOMAIN)
    clock.now += 5.0

    assert cache.get(DOMAIN) is first
    assert cache.get("never-scanned.com") is None
