"""`check_view` narrows the vendor stack to the asked category, on invented records."""

from __future__ import annotations

from datetime import UTC, datetime

from vendorstack.index.records import ClaimRow, EntityRecord, build_vendor_stack
from vendorstack.lookups.answers import Metered
from vendorstack.lookups.views import check_view

SCANNED = datetime(2026, 11, 1, tzinfo=UTC)


def _record() -> EntityRecord:
    claims = [
        ClaimRow("quillpay", "payments", "vendor", "Quillpay Ltd | billing", "https://a.test/s"),
        ClaimRow("mossmail", "email", "vendor", "Mossmail AB | newsletters", "https://a.test/s"),
    ]
    return EntityRecord(
        domain="fernbrook.test",
        scan_id=7,
        found=True,
        outcome="parsed",
        reason="",
        first_seen_at=SCANNED,
        scanned_at=SCANNED,
        disclosure_url="https://a.test/s",
        disclosure_sources=("https://a.test/s",),
        vendor_stack=build_vendor_stack(claims),
        sends_sms=False,
        probed_urls=(),
        unmatched_rows=(),
    )


def test_without_a_category_the_whole_stack_is_answered() -> None:
    view = check_view(_record(), "hit", None, Metered(1, 9))
    assert list(view["vendor_stack"]) == ["email", "payments"]  # the spec's order


def test_a_category_narrows_the_stack_to_its_vendors() -> None:
    view = check_view(_record(), "hit", "email", Metered(1, 9))
    assert view["vendor_stack"] == {"email": _record().vendor_stack["email"]}


def test_a_category_the_company_does_not_use_is_an_empty_stack() -> None:
    view = check_view(_record(), "hit", "crm_sales", Metered(1, 9))
    assert view["vendor_stack"] == {}
