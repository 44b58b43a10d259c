"""Tiers, categories, SMS, disclosure detection, ordering."""

from __future__ import annotations

from tests.extraction.conftest import Extract, page, vendors
from vendorstack.extraction import EXTRACTOR_VERSION, extract


def test_vendor_keyword_when_the_row_names_a_function(run: Extract) -> None:
    result = run(page("<ul><li>Stripe — payment processing</li><li>Stripe</li></ul>"))
    assert [(c.category, c.confidence) for c in result.claims] == [
        ("payments", "vendor_keyword"),
        ("payments", "vendor"),
    ]


def test_purpose_wording_picks_another_category_of_the_vendor(run: Extract) -> None:
    result = run(page("<ul><li>Twilio — email communications</li><li>Twilio — SMS</li></ul>"))
    assert [c.category for c in result.claims] == ["email", "sms_messaging"]


def test_parent_brand_becomes_the_product_the_row_points_to(run: Extract) -> None:
    body = """<table><tr><th>Entity</th><th>Purpose</th></tr>
    <tr><td>Google LLC</td><td>Cloud hosting infrastructure</td></tr>
    <tr><td>Google LLC</td><td>Email, documents (G Suite)</td></tr>
    <tr><td>Google LLC</td><td>AI features</td></tr></table>"""
    assert vendors(run(page(body))) == ["google_cloud", "google_workspace", "google"]


def test_sms_vendor_sets_sends_sms(run: Extract) -> None:
    result = run(page("<ul><li>Twilio — one-time codes by SMS</li></ul>"))
    assert result.sends_sms
    assert result.sms_evidence == result.claims[0]


def test_sms_wording_alone_is_inferred_and_kept_out_of_claims(run: Extract) -> None:
    body = (
        "<ul><li>Stripe — payments</li><li>one-time codes are sent to your phone by SMS</li></ul>"
    )
    result = run(page(body))
    assert result.sends_sms
    assert result.sms_evidence is not None
    assert result.sms_evidence.confidence == "vendor_inferred_sms"
    assert result.sms_evidence.quote == "one-time codes are sent to your phone by SMS"
    assert all(c.confidence != "vendor_inferred_sms" for c in result.claims)


def test_privacy_policy_prose_is_not_a_disclosure(run: Extract) -> None:
    html = """<html><body><h1>Privacy Policy</h1><h2>Sharing</h2>
    <p>We share data with service providers such as Stripe and Amazon Web Services.</p>
    <ul><li>Google Analytics for analytics</li></ul></body></html>"""
    result = run(html)
    assert not result.is_disclosure
    assert result.claims == ()


def test_login_walls_js_shells_and_soft_404s_are_not_disclosures(run: Extract) -> None:
    shell = '<html><head><title>Subprocessors</title></head><body><div id="root"></div></body>'
    login = "<html><body><h1>Sign in</h1><p>Sign in to see our subprocessors.</p></body></html>"
    missing = "<html><body><h1>Page not found</h1><p>Sub-processors moved.</p></body></html>"
    assert not any(run(p).is_disclosure for p in (shell, login, missing))


def test_disclosure_wording_without_rows_is_found_with_no_rows(run: Extract) -> None:
    result = run(page("<p>Our list is available on request.</p>"))
    assert result.is_disclosure
    assert result.row_count == 0


def test_dpa_prose_names_vendors_in_the_subprocessor_clause(run: Extract) -> None:
    html = """<html><body><ol><li>Controller and processor. Acme processes data for you.</li>
    <li>Sub-processors. The Client consents that Acme engages Amazon Web Services, Inc.,
    Seattle, WA - USA and Stripe, Inc., San Francisco as sub-processors for hosting.</li></ol>
    <p>Questions? Open an issue on Slack or in our Notion.</p></body></html>"""
    assert vendors(run(html)) == ["aws", "stripe"]


def test_same_input_same_output_and_the_contract_signature(test_dictionary: object) -> None:
    body = page("<ul><li>Stripe — payments</li><li>Sentry — errors</li></ul>").encode()
    first = extract(body, content_type="text/html", source_url="u", company_domain="acme.test")
    second = extract(body, content_type="text/html", source_url="u", company_domain="acme.test")
    assert first == second
    assert EXTRACTOR_VERSION


def test_every_quote_is_verbatim_visible_text(run: Extract) -> None:
    body = """<table><tr><th>Vendor</th><th>Use</th></tr>
    <tr><td><b>Stripe</b>,&nbsp;Inc.</td><td>Pay&shy;ments</td></tr></table>
    <ul><li>Sentry <em>(errors)</em></li></ul>"""
    html = page(body)
    result = run(html)
    from bench.accuracy import is_verbatim, visible_text

    text = visible_text(html)
    assert result.claims
    assert all(is_verbatim(c.quote, [text]) for c in result.claims)
    assert result.claims[0].quote == "Stripe, Inc. | Pay\xadments"


def test_company_products_under_its_domain_are_not_vendors(run: Extract) -> None:
    body = "<h2>Acme Cloud subprocessors</h2><ul><li>Stripe — payments</li></ul>"
    html = page(body).replace("Acme", "HubSpot")
    assert vendors(run(html, company="hubspot.com")) == ["stripe"]


def test_a_parenthesis_qualifies_one_vendor(run: Extract) -> None:
    body = """<table><tr><th>Vendor</th><th>Purpose</th></tr>
    <tr><td>Amazon Web Services, Inc. (Amazon SES)</td><td>Email delivery</td></tr>
    <tr><td>SendGrid (Twilio)</td><td>Transactional email</td></tr>
    <tr><td>Help Scout and Anthropic</td><td>Support</td></tr></table>"""
    assert vendors(run(page(body))) == ["ses", "sendgrid", "help_scout", "anthropic"]


def test_prose_counts_sentences_about_processors_only(run: Extract) -> None:
    html = """<html><body><h1>Data Processing Addendum</h1>
    <p>"Sub-processor" means a processor we engage. Customer may connect Slack or HubSpot at its
    own discretion; those are not sub-processors.</p>
    <p>We engage Stripe Payments Europe, Ltd. (payments) and Help Scout for support.</p>
    <p><strong>Sentry</strong> – error monitoring for all regions and every product we run</p>
    <p>Questions? Reach us through the Intercom messenger any time.</p></body></html>"""
    assert vendors(run(html)) == ["stripe", "help_scout", "sentry"]


def test_change_logs_are_not_rows(run: Extract) -> None:
    body = """<ul><li>Stripe — payments</li></ul><h2>Changes</h2>
    <ul><li>2026-01-02: Added Sentry</li></ul><ul><li>2025-11-01: Removed Intercom</li></ul>"""
    assert vendors(run(page(body))) == ["stripe"]


def test_markdown_with_html_tables_quotes_what_is_written(run: Extract) -> None:
    text = """# Subprocessors

<table><tr><th>Entity</th><th>Purpose</th></tr>
<tr><td><b>Stripe, Inc.</b></td>
<td>Payments</td></tr></table>
"""
    result = run(text, "text/markdown")
    assert vendors(result) == ["stripe"]
    assert result.claims[0].quote == "Stripe, Inc."


def test_same_family_parenthesis_keeps_the_product(run: Extract) -> None:
    body = """<table><tr><th>Vendor</th><th>Purpose</th></tr>
    <tr><td>Google Cloud Platform (Google LLC)</td><td>Hosting</td></tr>
    <tr><td>Amazon SES (Amazon Web Services)</td><td>Email</td></tr></table>"""
    assert vendors(run(page(body))) == ["google_cloud", "ses"]


def test_privacy_policy_counts_only_with_a_headed_list(run: Extract) -> None:
    prose = """<html><body><h1>Privacy Policy</h1><h2>Sub-processors</h2>
    <p>We use sub-processors such as Stripe and Amazon Web Services.</p></body></html>"""
    listed = """<html><body><h1>Privacy Policy</h1><h2>Sub-processors</h2>
    <ul><li>Stripe — payments</li><li>Sentry — errors</li><li>Intercom — support</li></ul>
    </body></html>"""
    assert not run(prose).is_disclosure
    assert vendors(run(listed)) == ["stripe", "sentry", "intercom"]


def test_strict_names_used_as_verbs_are_not_vendors(run: Extract) -> None:
    body = "<ul><li>Close your account</li><li>Box up the files</li><li>Close — CRM</li></ul>"
    assert vendors(run(page(body))) == ["close"]


def test_prose_naming_listed_and_unlisted_vendors_keeps_the_listed(run: Extract) -> None:
    body = """<ul><li>Stripe — payments</li><li>Sentry — errors</li><li>Intercom — chat</li></ul>
    <p>We use Stripe and, if you enable it, Front for shared inboxes as sub-processors.</p>"""
    result = run(page(body))
    assert vendors(result) == ["stripe", "sentry", "intercom", "stripe"]
