"""Which span of a row a claim quotes when renderers disagree about the row's seams."""

from __future__ import annotations

from vendorstack.extraction.render import pick


def test_the_part_naming_the_vendor_is_quoted() -> None:
    parts = ("Stripe, Inc.", "Payment processing")
    assert pick("Stripe, Inc. Payment processing", parts, "Stripe") == "Stripe, Inc."


def test_a_name_matched_across_a_seam_quotes_its_brand_not_the_other_cell() -> None:
    # "<td>Gusto</td><td>Payroll</td>" reads "Gusto Payroll", an alias of Gusto, in one
    # renderer and "GustoPayroll" in another: the quote must still name the vendor.
    assert pick("Gusto Payroll", ("Gusto", "Payroll"), "Gusto Payroll") == "Gusto"


def test_with_no_part_naming_it_the_longest_safe_part_is_quoted() -> None:
    assert pick("Acme Hosting", ("Acme", "Hosting"), "Zed") == "Hosting"


def test_a_row_without_seams_is_quoted_whole() -> None:
    assert pick("Gusto Payroll", (), "Gusto") == "Gusto Payroll"
