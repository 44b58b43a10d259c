"""Row segmentation of HTML: tables, lists, definitions, headings, boilerplate."""

from __future__ import annotations

from tests.extraction.conftest import Extract, page, vendors
from vendorstack.extraction.html_rows import html_page


def test_table_with_header_reads_the_name_column(run: Extract) -> None:
    body = """<table><thead><tr><th>Purpose</th><th>Subprocessor</th><th>Location</th></tr></thead>
    <tbody><tr><td>Payments via Twilio invoices</td><td>Stripe, Inc.</td><td>USA</td></tr>
    <tr><td>Hosting</td><td>Amazon Web Services</td><td>Ireland</td></tr></tbody></table>"""
    result = run(page(body))
    assert vendors(result) == ["stripe", "aws"]
    # The whole row, cells joined by a separator, though the source glues them.
    assert result.claims[0].quote == "Payments via Twilio invoices | Stripe, Inc. | USA"
    assert result.row_count == 2


def test_table_without_header_takes_the_first_cell_naming_a_vendor(run: Extract) -> None:
    body = """<table><tr><td>Infrastructure</td><td>Amazon Web Services</td><td>Hosting</td></tr>
    <tr><td>Support</td><td>Intercom</td><td>Live chat with Stripe customers</td></tr></table>"""
    assert vendors(run(page(body))) == ["aws", "intercom"]


def test_lists_definition_lists_and_heading_blocks(run: Extract) -> None:
    body = """<ul><li><a href="https://stripe.com">Stripe</a>. Payment processing.</li>
    <li>Hosting: Amazon Web Services (AWS)</li></ul>
    <dl><dt>Sentry</dt><dd>Error monitoring</dd><dt>Front</dt><dd>Shared inbox</dd></dl>
    <h3>Intercom</h3><p>Intercom provides our support chat.</p>
    <h3>Segment</h3><p>Product analytics events.</p>"""
    result = run(page(body))
    assert vendors(result) == ["stripe", "aws", "sentry", "front", "intercom", "segment"]
    assert result.claims[4].quote == "Intercom | Intercom provides our support chat."
    assert result.claims[2].quote == "Sentry | Error monitoring"


def test_navigation_footer_cookie_banner_and_menus_are_not_rows(run: Extract) -> None:
    body = """<div class="dropdown-menu"><h4>Integrations</h4><ul><li>HubSpot</li><li>Slack</li>
    </ul></div><ul><li>Stripe - payments</li></ul><aside>Google Analytics</aside>"""
    assert vendors(run(page(body))) == ["stripe"]


def test_affiliate_and_former_sections_are_skipped(run: Extract) -> None:
    body = """<h2>Affiliates</h2><table><tr><th>Entity</th><th>Purpose</th></tr>
    <tr><td>Acme GmbH</td><td>Support</td></tr><tr><td>Intercom</td><td>Support</td></tr></table>
    <h2>Third-party subprocessors</h2><ul><li>Stripe — payments</li>
    <li>Sentry (removed March 2025)</li></ul>
    <h2>Former subprocessors</h2><ul><li>HubSpot — CRM</li></ul>
    <h2>Changelog</h2><p>Removal of Front. Addition of Stripe.</p>"""
    assert vendors(run(page(body))) == ["stripe"]


def test_company_and_its_entities_are_never_vendors(run: Extract) -> None:
    body = "<ul><li>Acme Inc. — support</li><li>Acme</li><li>Stripe — payments</li></ul>"
    assert vendors(run(page(body))) == ["stripe"]


def test_unknown_entities_are_discovered_or_unmatched_with_a_reason(run: Extract) -> None:
    body = """<table><tr><th>Name</th><th>Purpose</th></tr>
    <tr><td>Stripe</td><td>Payments</td></tr><tr><td>Lettermint B.V.</td><td>Email</td></tr>
    <tr><td>Frobnicator GmbH</td><td>Widgets</td></tr>
    <tr><td>Acme Ltd</td><td>Affiliate</td></tr></table>"""
    result = run(page(body))
    assert [(c.vendor, c.category, c.reviewed, c.name) for c in result.claims] == [
        ("stripe", "payments", True, "Stripe"),
        ("lettermint", "email", False, "Lettermint B.V."),
    ]
    assert [(u.quote, u.reason) for u in result.unmatched_rows] == [
        ("Frobnicator GmbH | Widgets", "no_category")
    ]
    assert result.row_count == 3


def test_inline_markup_joins_like_a_browser() -> None:
    _, blocks = html_page("<ul><li><b>Stripe</b>, Inc.<br>Payments</li></ul>")
    assert [b.text for b in blocks] == ["Stripe, Inc. Payments"]


def test_raw_markdown_inside_html_is_read_as_markdown(run: Extract) -> None:
    body = """<div className="x">

| Category | Subprocessor Name | Activities |
|---|---|---|
| Infrastructure | Amazon Web Services | Hosting |
| Communications | Twilio | Email communications |

</div>"""
    result = run(page(body))
    assert vendors(result) == ["aws", "twilio"]
    assert result.claims[1].category == "email"
    assert result.claims[1].quote == "Communications | Twilio | Email communications"


def test_card_layouts_and_rowspans(run: Extract) -> None:
    body = """<div class="card"><strong>Stripe</strong><p>Payments</p></div>
    <div class="card"><p>Follow our status on Slack</p></div>
    <table><tr><th>Category</th><th>Vendor</th><th>Purpose</th></tr>
    <tr><td rowspan="2">Support</td><td>Intercom</td><td>Chat</td></tr>
    <tr><td>Front</td><td>Inbox</td></tr></table>"""
    assert vendors(run(page(body))) == ["stripe", "intercom", "front"]


def test_menus_of_internal_links_and_footnote_marks(run: Extract) -> None:
    body = """<ul><li><a href="/integrations/slack">Slack</a></li>
    <li><a href="/integrations/hubspot">HubSpot</a></li><li><a href="/i/sentry">Sentry</a></li></ul>
    <p>We currently use the following subprocessors: Stripe¹, Amazon Web Services and Sentry.</p>
    <ul><li><a href="https://intercom.com">Intercom</a></li><li>Front†</li></ul>"""
    assert vendors(run(page(body))) == ["stripe", "aws", "sentry", "intercom", "front"]


def test_wrappers_named_like_boilerplate_that_hold_the_page_are_read(run: Extract) -> None:
    html = """<html><body><div class="layout has-sidebar"><div class="sidebar">Slack</div>
    <div class="doc"><h1>Subprocessors</h1><table><tr><th>Vendor</th><th>Purpose</th></tr>
    <tr><td>Stripe</td><td>Payments</td></tr></table>
    <div hidden><ul><li>Sentry — errors</li></ul></div></div></div></body></html>"""
    assert vendors(run(html)) == ["stripe", "sentry"]


def test_layout_tables_are_walked_as_containers(run: Extract) -> None:
    html = """<html><body><table><tr><td><a href="/">Home</a></td><td>
    <h1>Service providers</h1><table><tr><th>Provider</th><th>Use</th></tr>
    <tr><td>Stripe</td><td>Payments</td></tr><tr><td>Sentry</td><td>Errors</td></tr></table>
    </td></tr></table></body></html>"""
    result = run(html)
    assert result.is_disclosure
    assert vendors(result) == ["stripe", "sentry"]


def test_rows_whose_category_is_affiliate_are_skipped(run: Extract) -> None:
    body = """<table><tr><th>Category</th><th>Entity</th><th>Activities</th></tr>
    <tr><td>Affiliate</td><td>Parent Holdings Ltd</td><td>Support</td></tr>
    <tr><td>Infrastructure</td><td>Amazon Web Services</td><td>Hosting</td></tr></table>"""
    result = run(page(body))
    assert vendors(result) == ["aws"]
    assert result.unmatched_rows == ()


def test_quotes_are_whole_rows_whatever_the_whitespace_between_tags(run: Extract) -> None:
    from bench.accuracy import is_verbatim, renderings

    body = """<ul><li><a href="https://stripe.com">Stripe</a>. Payment processing.</li>
    <li>Sentry — error monitoring</li></ul>
    <table><tr><th>Vendor</th><th>Use</th></tr><tr><td><b>Intercom</b>, Inc.</td><td>Chat</td></tr>
    <tr>
      <td>Help Scout</td>
      <td>Support inbox</td>
    </tr></table>"""
    html = page(body)
    result = run(html)
    assert all(is_verbatim(c.quote, renderings(html)) for c in result.claims)
    assert [c.quote for c in result.claims] == [
        "Stripe. Payment processing.",
        "Sentry — error monitoring",
        "Intercom, Inc. | Chat",
        "Help Scout | Support inbox",
    ]
    assert result.claims[3].confidence == "vendor_keyword"


def test_second_name_column_only_refines_a_conglomerate(run: Extract) -> None:
    body = """<table><tr><th>Name</th><th>Service</th><th>Purpose</th></tr>
    <tr><td>Intercom</td><td>Messenger on Amazon Web Services</td><td>Support</td></tr>
    <tr><td>Google LLC</td><td>Google Analytics</td><td>Website statistics</td></tr></table>"""
    assert vendors(run(page(body))) == ["intercom", "google_analytics"]
