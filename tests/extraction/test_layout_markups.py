"""Markups the layouts set (tests/extraction/layouts) found misread, each read by the
document's structure: footnote markers, badges and invisible characters beside or inside a
name, lines separated by `<br>`, tables written sideways, vendors nested under a category
item, items built of separate fields, and the Nordic legal forms cleanco knows. Invented
vendors only."""

from __future__ import annotations

from tests.extraction.conftest import Extract, page
from tests.extraction.reformat import minified, pretty
from vendorstack.extraction import Extraction


def _named(result: Extraction) -> list[tuple[str, str | None, str]]:
    return [(c.vendor, c.name, c.category) for c in result.claims]


def test_a_footnote_marker_or_a_badge_is_no_part_of_the_name(run: Extract) -> None:
    body = """<table><thead><tr><th>Sub-processor</th><th>Purpose</th></tr></thead><tbody>
    <tr><td>Quorvane GmbH<sup><a href="#n1">1</a></sup></td><td>Payment processing</td></tr>
    <tr><td>Talbrix <span class="badge">New</span></td><td>Payment processing</td></tr>
    </tbody></table><p id="n1"><sup>1</sup> Since March.</p>"""
    result = run(page(body))
    assert _named(result) == [
        ("quorvane", "Quorvane GmbH", "payments"),
        ("talbrix", "Talbrix", "payments"),
    ]
    # The quote leaves the marker out at a boundary, so each segment is verbatim.
    assert result.claims[0].quote == "Quorvane GmbH | Payment processing"


def test_invisible_characters_inside_a_name_are_not_in_it(run: Extract) -> None:
    body = """<table><thead><tr><th>Sub-processor</th><th>Purpose</th></tr></thead><tbody>
    <tr><td>Quor&shy;vane GmbH</td><td>Payment processing</td></tr>
    <tr><td>Tal&#8203;brix&nbsp;AB</td><td>Payment processing</td></tr></tbody></table>"""
    result = run(page(body))
    assert _named(result) == [
        ("quorvane", "Quorvane GmbH", "payments"),
        ("talbrix", "Talbrix AB", "payments"),
    ]


def test_lines_separated_by_breaks_are_rows(run: Extract) -> None:
    body = (
        "<p>Quorvane Ltd – Payment processing – Ireland<br>"
        "Talbrix – Customer support ticketing – Germany<br>"
        "Mendoraq Inc. – Cloud hosting – United States</p>"
    )
    for html in (pretty(page(body)), minified(page(body))):
        result = run(html)
        assert _named(result) == [
            ("quorvane", "Quorvane Ltd", "payments"),
            ("talbrix", "Talbrix", "support_cx"),
            ("mendoraq", "Mendoraq Inc.", "cloud_infra"),
        ]
        assert result.claims[1].quote == "Talbrix – Customer support ticketing – Germany"


def test_a_card_of_lines_without_fields_stays_one_row(run: Extract) -> None:
    body = "<div>Quorvane Ltd<br>Payment processing<br>Ireland</div>"
    result = run(page(body))
    assert _named(result) == [("quorvane", "Quorvane Ltd", "payments")]


def test_a_table_written_sideways_is_read_by_its_first_column(run: Extract) -> None:
    body = """<table><tbody>
    <tr><th scope="row">Sub-processor</th><td>Quorvane Ltd</td><td>Talbrix AB</td></tr>
    <tr><th scope="row">Purpose</th><td>Payment processing</td><td>Customer support</td></tr>
    <tr><th scope="row">Location</th><td>Ireland</td><td>Sweden</td></tr>
    </tbody></table>"""
    result = run(page(body))
    assert _named(result) == [
        ("quorvane", "Quorvane Ltd", "payments"),
        ("talbrix", "Talbrix AB", "support_cx"),
    ]
    assert result.claims[0].quote == "Quorvane Ltd | Payment processing | Ireland"
    assert result.claims[0].locations == ("IE",)


def test_vendors_nested_under_a_category_item_take_its_category(run: Extract) -> None:
    body = """<ul><li>Payment processing<ul><li>Quorvane Ltd (Ireland)</li>
    <li>Talbrix AB (Sweden)</li></ul></li>
    <li>Customer support<ul><li>Mendoraq Inc. (United States)</li></ul></li></ul>"""
    result = run(page(body))
    assert _named(result) == [
        ("quorvane", "Quorvane Ltd", "payments"),
        ("talbrix", "Talbrix AB", "payments"),
        ("mendoraq", "Mendoraq Inc.", "support_cx"),
    ]


def test_an_item_of_separate_fields_is_named_by_its_first(run: Extract) -> None:
    body = """<ul>
    <li><img src="/l/q.svg" alt="Quorvane logo"><span>Quorvane</span>
    <span>Payment processing</span></li>
    <li><img src="/l/t.svg" alt="Talbrix"><span>Talbrix</span> <span>Customer support</span></li>
    <li><img src="/l/m.svg" alt="Mendoraq"><span>Mendoraq</span> <span>Cloud hosting</span></li>
    </ul>"""
    result = run(page(body))
    assert _named(result) == [
        ("quorvane", "Quorvane", "payments"),
        ("talbrix", "Talbrix", "support_cx"),
        ("mendoraq", "Mendoraq", "cloud_infra"),
    ]


def test_nordic_legal_forms_are_not_part_of_the_slug(run: Extract) -> None:
    body = """<table><thead><tr><th>Sub-processor</th><th>Purpose</th></tr></thead><tbody>
    <tr><td>Quorvane ASA</td><td>Payment processing</td></tr>
    <tr><td>Talbrix HB</td><td>Payment processing</td></tr>
    <tr><td>Mendoraq Ky</td><td>Payment processing</td></tr></tbody></table>"""
    assert [c.vendor for c in run(page(body)).claims] == ["quorvane", "talbrix", "mendoraq"]


def test_an_item_of_fields_led_by_its_purpose_is_named_by_the_field_naming_a_vendor(
    run: Extract,
) -> None:
    body = """<ul><li><strong>Payments:</strong> <a href="https://stripe.com">Stripe</a></li>
    <li><em>Hosting</em> <strong>Quorvane Ltd</strong></li>
    <li><em>Customer support</em> <strong>Talbrix AB</strong></li></ul>"""
    assert _named(run(page(body))) == [
        ("stripe", "Stripe", "payments"),
        ("quorvane", "Quorvane Ltd", "cloud_infra"),
        ("talbrix", "Talbrix AB", "support_cx"),
    ]


def test_a_badge_naming_a_function_is_the_rows_wording(run: Extract) -> None:
    body = """<div class="grid">
    <div><strong>Quorvane Ltd</strong><p>Ireland</p><div>
    <span class="badge">Payments</span></div></div>
    <div><strong>Talbrix AB</strong><p>Sweden</p><div>
    <span class="badge">Analytics</span></div></div>
    <div><strong>Mendoraq Inc.</strong><p>USA</p><div>
    <span class="badge">Hosting</span></div></div>
    </div>"""
    assert _named(run(page(body))) == [
        ("quorvane", "Quorvane Ltd", "payments"),
        ("talbrix", "Talbrix AB", "analytics_data"),
        ("mendoraq", "Mendoraq Inc.", "cloud_infra"),
    ]


def test_vendors_nested_under_a_vendors_item_take_nothing_from_it(run: Extract) -> None:
    # Onward processors: the item above is a row of its own, not a heading.
    body = """<ul><li>Stripe – payment processing<ul><li>Quorvane Ltd (Ireland)</li>
    <li>Talbrix AB (Sweden)</li></ul></li>
    <li>Mendoraq Inc. – cloud hosting<ul><li>Dalvique Ltd (Ireland)</li></ul></li></ul>"""
    result = run(page(body))
    assert [c.vendor for c in result.claims] == ["stripe", "mendoraq"]
