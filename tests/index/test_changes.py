"""The comparison of two scans' claims: pure, so every case is a table of rows."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from vendorstack.index.changes import (
    Snapshot,
    loss_is_final,
    lost_change,
    readable_change,
    snapshot,
)
from vendorstack.index.records import ClaimRow

URL = "https://acme.test/subprocessors"
T0 = datetime(2026, 11, 1, tzinfo=UTC)


def row(
    vendor: str, category: str, purpose: str, *, quote: str = "", where: str = "US"
) -> ClaimRow:
    quote = quote or f"{vendor} | {purpose} | {where}"
    return ClaimRow(vendor, category, "vendor", quote, URL, True, vendor.title(), purpose, (where,))


BEFORE = (
    row("aws", "cloud_infra", "Hosting"),
    row("stripe", "payments", "Payments"),
    row("zendesk", "support_cx", "Support"),
)


def scan(scan_id: int, rows: tuple[ClaimRow, ...], *, page: str = "a", url: str = URL) -> Snapshot:
    return snapshot(scan_id, T0, url, [page], rows)


def test_the_first_readable_scan_adds_every_vendor() -> None:
    change = readable_change(None, scan(1, BEFORE))

    assert change["kind"] == "first"
    assert [v["vendor"] for v in change["added"]] == ["aws", "stripe", "zendesk"]


def test_added_removed_and_changed_vendors_carry_their_rows_before_and_after() -> None:
    after = (
        row("aws", "cloud_infra", "Hosting and backups"),
        row("stripe", "payments", "Payments"),
        row("datadog", "observability", "Monitoring"),
    )

    change = readable_change(scan(1, BEFORE), scan(2, after, page="b"))

    assert change["kind"] == "changed"
    assert change["compared_with_scan_id"] == 1
    assert [v["vendor"] for v in change["added"]] == ["datadog"]
    assert [v["vendor"] for v in change["removed"]] == ["zendesk"]
    [changed] = change["changed"]
    assert (changed["vendor"], changed["fields"]) == ("aws", ["purpose"])
    assert changed["before"]["quote"] == "aws | Hosting | US"
    assert changed["after"]["quote"] == "aws | Hosting and backups | US"


def test_new_page_bytes_with_the_same_facts_is_a_reformat() -> None:
    reworded = tuple(
        row(r.vendor, r.category, r.purpose or "", quote=f"* {r.vendor}") for r in BEFORE
    )

    change = readable_change(scan(1, BEFORE), scan(2, reworded, page="b"))

    assert change["kind"] == "reformatted"
    assert (change["added"], change["removed"], change["changed"]) == ([], [], [])


def test_the_same_bytes_are_unchanged() -> None:
    assert readable_change(scan(1, BEFORE), scan(2, BEFORE))["kind"] == "unchanged"


def test_the_same_list_at_another_url_has_moved() -> None:
    moved = "https://acme.test/legal/subprocessors"

    change = readable_change(scan(1, BEFORE), scan(2, BEFORE, url=moved))

    assert (change["kind"], change["moved_from"]) == ("disclosure_moved", URL)


def test_a_category_location_or_tier_change_is_named() -> None:
    after = (
        row("aws", "database_infra", "Hosting"),
        row("stripe", "payments", "Payments", where="IE"),
        BEFORE[2],
    )

    change = readable_change(scan(1, BEFORE), scan(2, after, page="b"))

    fields = {c["vendor"]: c["fields"] for c in change["changed"]}
    assert fields == {"aws": ["categories"], "stripe": ["locations"]}


def test_a_loss_becomes_final_after_three_misses_and_seven_days() -> None:
    kept = scan(1, BEFORE)

    assert not lost_change(kept, 1, T0, T0 + timedelta(days=30))["final"]
    assert not lost_change(kept, 3, T0, T0 + timedelta(days=6))["final"]
    assert lost_change(kept, 3, T0, T0 + timedelta(days=7))["final"]
    assert loss_is_final(4, T0, T0 + timedelta(days=8))
