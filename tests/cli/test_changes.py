"""`vendorstack company` shows what each scan changed, with the rows before and after."""

from __future__ import annotations

from datetime import UTC, datetime

from rich.console import Console

from vendorstack.cli.changes import history_table
from vendorstack.schemas import responses as schemas

AT = datetime(2026, 11, 27, 9, 0, tzinfo=UTC)


def facts(vendor: str, purpose: str) -> schemas.VendorFacts:
    quote = f"{vendor} | {purpose} | US"
    return schemas.VendorFacts(
        vendor=vendor,
        name=vendor,
        categories=["payments"],
        confidence="vendor",
        purpose=purpose,
        locations=["US"],
        quote=quote,
        source="https://acme.test/sub",
    )


def test_the_history_table_quotes_each_change() -> None:
    change = schemas.ScanChange(
        scan_id=2,
        scanned_at=AT,
        outcome="parsed",
        disclosure_url="https://acme.test/sub",
        kind="changed",
        compared_with_scan_id=1,
        moved_from=None,
        added=[facts("adyen", "Card payments")],
        removed=[facts("braintree", "Payments")],
        changed=[
            schemas.VendorChange(
                vendor="stripe",
                fields=["purpose"],
                before=facts("stripe", "Payments"),
                after=facts("stripe", "Payments and fraud"),
            )
        ],
    )
    console = Console(width=200, record=True)

    console.print(history_table([change]))

    text = console.export_text()
    assert "vendors changed" in text
    assert "+ added" in text
    assert "adyen | Card payments | US" in text
    assert "- removed" in text
    assert "braintree | Payments | US" in text
    assert "~ purpose" in text
    assert "stripe | Payments and fraud | US" in text
