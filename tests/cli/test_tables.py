"""The tables the CLI prints: pages counted honestly, reviewed and discovered vendors told apart."""

from __future__ import annotations

import pytest
from rich.console import Console

from vendorstack.api import schemas
from vendorstack.cli.tables import page_heading, vendor_table


@pytest.mark.parametrize(
    ("total", "page", "heading"),
    [
        (12, 1, "12 companies, page 1 of 2"),
        (12, 2, "12 companies, page 2 of 2"),
        (7, 2, "7 companies on 1 page; page 2 is past the last."),
        (25, 9, "25 companies on 3 pages; page 9 is past the last."),
        (0, 1, "No indexed company matches."),
    ],
)
def test_the_page_heading_never_names_a_page_past_the_last(
    total: int, page: int, heading: str
) -> None:
    assert page_heading(total, page, 10) == heading


def _match(vendor: str, *, reviewed: bool) -> schemas.VendorMatch:
    evidence = schemas.Evidence(source="https://acme.example/sub", quote=f"{vendor} | Hosting")
    return schemas.VendorMatch(
        vendor=vendor,
        name=vendor,
        reviewed=reviewed,
        confidence="vendor",
        purpose="Hosting",
        locations=["DE", "EU"],
        evidence=evidence,
    )


def test_reviewed_and_discovered_vendors_are_marked() -> None:
    stack = {"cloud_infra": [_match("zentrafold", reviewed=False), _match("aws", reviewed=True)]}
    console = Console(width=200, record=True)

    console.print(vendor_table(stack))

    lines = console.export_text().splitlines()
    assert "discovered" in next(line for line in lines if "zentrafold" in line)
    assert "reviewed" in next(line for line in lines if " aws " in line)


def test_each_vendors_purpose_and_places_are_shown() -> None:
    stack = {"cloud_infra": [_match("zentrafold", reviewed=False)]}
    console = Console(width=200, record=True)

    console.print(vendor_table(stack))

    line = next(line for line in console.export_text().splitlines() if "zentrafold" in line)
    assert "Hosting" in line
    assert "DE, EU" in line
