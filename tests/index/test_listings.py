"""The prospect listings: kept by the recorder in the scan's transaction, read as pages with
exact totals, on SQLite and PostgreSQL."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy import Engine, select

from tests.twins import TwinReport, not_found, parsed, unreachable
from vendorstack.extraction import VendorClaim
from vendorstack.index.changes import LOSS_FINAL_AFTER, LOSS_FINAL_AFTER_MISSES
from vendorstack.index.listings import rebuild_counters
from vendorstack.index.models import CurrentClaim, IndexedVendor, ProspectCount
from vendorstack.index.prospect import (
    PAGE_SIZE,
    ProspectMatch,
    ProspectQuery,
    discovered_vendors,
    prospect,
    vendor_indexed,
)
from vendorstack.scans.recorder import RecordScan

Row = tuple[str, str, str]  # vendor, category, quote


def record(engine: Engine, report: TwinReport) -> None:
    with engine.begin() as connection:
        RecordScan(report, owner="test")(connection)


def total(engine: Engine, vendor: str | None = None, category: str | None = None) -> int:
    with engine.connect() as connection:
        return prospect(connection, ProspectQuery(vendor, category, None, 1))[0]


def every_page(engine: Engine, query: ProspectQuery) -> tuple[set[int], list[ProspectMatch]]:
    """The totals every page reported, and the matches of all pages in order."""
    totals: set[int] = set()
    matches: list[ProspectMatch] = []
    page = 1
    with engine.connect() as connection:
        while True:
            found, rows = prospect(connection, replace(query, page=page))
            totals.add(found)
            if not rows:
                return totals, matches
            assert len(rows) == PAGE_SIZE or len(matches) + len(rows) == found
            matches.extend(rows)
            page += 1


def counters(engine: Engine) -> tuple[set[tuple[Any, ...]], set[tuple[Any, ...]]]:
    with engine.connect() as connection:
        counts = set(connection.execute(select(ProspectCount.__table__)).tuples())
        vendors = set(
            connection.execute(select(IndexedVendor.vendor, IndexedVendor.companies)).tuples()
        )
    return counts, vendors


def test_a_rescan_moves_rows_and_counters(engine: Engine) -> None:
    record(
        engine,
        parsed("acme.com", ("stripe", "payments", "Stripe"), ("twilio", "sms_messaging", "Twilio")),
    )
    record(engine, parsed("beta.io", ("stripe", "payments", "Stripe | cards")))
    assert (total(engine, "stripe"), total(engine, "twilio"), total(engine, None, "payments")) == (
        2,
        1,
        2,
    )

    # acme drops Twilio, adds Adyen, and now names Stripe for invoicing only.
    record(
        engine,
        parsed(
            "acme.com",
            ("stripe", "finance_accounting", "Stripe | invoices"),
            ("adyen", "payments", "Adyen"),
        ),
    )

    assert total(engine, "stripe") == 2
    assert total(engine, "twilio") == 0
    assert total(engine, None, "sms_messaging") == 0
    assert total(engine, "stripe", "payments") == 1
    assert total(engine, "stripe", "finance_accounting") == 1
    assert total(engine, None, "payments") == 2  # beta by Stripe, acme by Adyen
    with engine.connect() as connection:
        assert not vendor_indexed(connection, "twilio")
        assert vendor_indexed(connection, "adyen")
        rows = connection.execute(
            select(CurrentClaim.vendor, CurrentClaim.category).where(
                CurrentClaim.domain == "acme.com"
            )
        ).all()
    assert sorted(rows) == [("adyen", "payments"), ("stripe", "finance_accounting")]


def test_a_scan_that_answers_nothing_leaves_the_listings_alone(engine: Engine) -> None:
    record(engine, parsed("acme.com", ("stripe", "payments", "Stripe")))
    record(engine, unreachable("acme.com"))  # not an answer: the last one stands
    assert total(engine, "stripe") == 1

    record(engine, not_found("acme.com"))  # the list gone missing: kept until the loss is final
    assert total(engine, "stripe") == 1

    later = datetime.now(UTC) + LOSS_FINAL_AFTER
    for _ in range(LOSS_FINAL_AFTER_MISSES):  # final: an answer naming nobody
        record(engine, replace(not_found("acme.com"), started_at=later, finished_at=later))
    assert total(engine, "stripe") == 0
    assert counters(engine) == (set(), set())


def test_one_company_per_listing_with_its_strongest_row(engine: Engine) -> None:
    report = parsed(
        "acme.com",
        ("google", "auth_identity", "Google | sign-in"),
        ("google", "productivity", "Google | Workspace mail and documents"),
        ("okta", "auth_identity", "Okta | single sign-on"),
    )
    sign_in, workspace, okta = report.claims
    record(
        engine,
        replace(report, claims=(sign_in, replace(workspace, confidence="vendor_keyword"), okta)),
    )

    _, by_vendor = every_page(engine, ProspectQuery("google", None, None, 1))
    _, by_pair = every_page(engine, ProspectQuery("google", "auth_identity", None, 1))
    _, by_category = every_page(engine, ProspectQuery(None, "auth_identity", None, 1))

    assert [(m.domain, m.category, m.quote) for m in by_vendor] == [
        ("acme.com", "productivity", "Google | Workspace mail and documents")
    ]
    assert [m.quote for m in by_pair] == ["Google | sign-in"]
    assert [m.quote for m in by_category] == ["Google | sign-in"]  # first in page order


def _random_index(engine: Engine, rng: random.Random, companies: int) -> None:
    vendors = [
        ("stripe", "payments"),
        ("adyen", "payments"),
        ("twilio", "sms_messaging"),
        ("google", "auth_identity"),
        ("google", "productivity"),
        ("norvale", "hr_payroll"),
    ]
    for n in range(companies):
        domain = f"{rng.choice('abcxyz0')}{rng.choice('aeo-')}{n}.{rng.choice(['com', 'de'])}"
        rows = [(v, c, f"{v} {c} {n}") for v, c in vendors if rng.random() < 0.5]
        record(engine, parsed(domain, *rows))


@pytest.mark.parametrize("seed", [1, 2])
def test_counters_equal_a_recount_after_any_history(engine: Engine, seed: int) -> None:
    rng = random.Random(seed)
    _random_index(engine, rng, 120)
    _random_index(engine, random.Random(seed), 60)  # the same domains again, other claims

    kept = counters(engine)
    with engine.begin() as connection:
        rebuild_counters(connection)

    assert counters(engine) == kept


QUERIES = {
    "vendor": ProspectQuery("stripe", None, None, 1),
    "category": ProspectQuery(None, "payments", None, 1),
    "pair": ProspectQuery("google", "productivity", None, 1),
    "two-category vendor": ProspectQuery("google", None, None, 1),
    "segment": ProspectQuery("twilio", None, "de", 1),
}


def _expected(rows: Sequence[Any], query: ProspectQuery) -> list[str]:
    return sorted(
        {
            domain
            for domain, vendor, category in rows
            if query.vendor in (None, vendor)
            and query.category in (None, category)
            and (query.segment is None or domain.endswith("." + query.segment))
        }
    )


def test_pages_walk_every_match_once_in_domain_order(engine: Engine) -> None:
    _random_index(engine, random.Random(3), 260)
    with engine.connect() as connection:
        rows = connection.execute(
            select(CurrentClaim.domain, CurrentClaim.vendor, CurrentClaim.category)
        ).all()

    for name, query in QUERIES.items():
        expected = _expected(rows, query)
        totals, matches = every_page(engine, query)

        assert totals == {len(expected)}, name
        assert [match.domain for match in matches] == expected, name
        assert len(expected) > 3 * PAGE_SIZE, name
        last = -(-len(expected) // PAGE_SIZE)
        with engine.connect() as connection:
            found, tail = prospect(connection, replace(query, page=last))
        assert found == len(expected), name
        assert [m.domain for m in tail] == expected[(last - 1) * PAGE_SIZE :], name


def test_discovered_vendors_are_listed_with_their_counts(engine: Engine) -> None:
    discovered = VendorClaim(
        "norvale",
        "hr_payroll",
        "vendor_keyword",
        "Norvale GmbH | payroll",
        "https://acme.com/subprocessors",
        reviewed=False,
        name="Norvale GmbH",
    )
    report = parsed("acme.com", ("stripe", "payments", "Stripe"))
    record(engine, replace(report, claims=(*report.claims, discovered)))
    record(
        engine,
        replace(parsed("beta.io"), claims=(replace(discovered, source="https://beta.io/s"),)),
    )

    with engine.connect() as connection:
        listed = discovered_vendors(connection, "", None)
        by_prefix = discovered_vendors(connection, "nor", None)
        after = discovered_vendors(connection, "", "norvale")
        found, matches = prospect(connection, ProspectQuery("norvale", None, None, 1))

    assert [tuple(v) for v in listed] == [("norvale", "Norvale GmbH", 2)]
    assert by_prefix == listed
    assert after == []
    assert found == 2
    assert {(m.reviewed, m.name) for m in matches} == {(False, "Norvale GmbH")}
