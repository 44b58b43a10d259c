"""Vendors the dictionary lacks, prose sections, traps in several languages, slugs and the
row's wording deciding a multi-product vendor's category (packaged dictionary)."""

from __future__ import annotations

from vendorstack.extraction import Extraction, extract

Claimed = list[tuple[str, str, bool]]


def read(body: str, content_type: str = "text/html", company: str = "acme.test") -> Extraction:
    return extract(body.encode(), content_type=content_type, source_url="u", company_domain=company)


def claimed(result: Extraction) -> Claimed:
    return [(c.vendor, c.category, c.reviewed) for c in result.claims]


def table(*rows: tuple[str, str], heading: str = "Sub-processors") -> str:
    cells = "\n".join(f"<tr>\n<td>{name}</td>\n<td>{purpose}</td>\n</tr>" for name, purpose in rows)
    return (
        f"<h1>{heading}</h1>\n<table>\n<tr><th>Entity</th><th>Purpose</th></tr>\n{cells}\n</table>"
    )


def test_a_vendor_mentioned_after_another_name_in_its_cell_is_passing() -> None:
    result = read(table(("Norvalexa GmbH (hosted on AWS)", "Backups of customer files")))
    assert claimed(result) == [("norvalexa", "cloud_infra", False)]
    assert result.claims[0].name == "Norvalexa GmbH"


def test_a_site_the_dictionary_knows_names_the_reviewed_vendor() -> None:
    row = ('<a href="https://imgix.com/">Zebrafish Labs Inc.</a>', "Image processing")
    assert claimed(read(table(row))) == [("imgix", "media_cdn", True)]


def test_a_discovered_slug_never_stands_for_another_companys_dictionary_slug() -> None:
    row = ('<a href="https://www.mercury.de/">Mercury Übersetzungen GmbH</a>', "Data pipelines")
    assert claimed(read(table(row))) == [("mercury_unreviewed", "integration_etl", False)]


def test_the_rows_wording_decides_a_multi_product_vendors_category() -> None:
    result = read(
        table(
            ("Google LLC", "Single sign-on for the dashboard"),
            ("Amazon Web Services, Inc.", "Bedrock model inference"),
            ("Microsoft Corporation", "Teams calls with customers"),
            ("HubSpot, Inc.", "Customer success &amp; support"),
        )
    )
    assert [(c.vendor, c.category) for c in result.claims] == [
        ("google", "auth_identity"),
        ("aws", "ai_ml"),
        ("microsoft_365", "productivity"),
        ("hubspot", "crm_sales"),
    ]


def test_a_description_in_the_name_column_is_an_unmatched_row_with_its_reason() -> None:
    result = read(table(("Stripe, Inc.", "Payments"), ("Hosting provider", "Germany")))
    assert [(u.quote, u.reason) for u in result.unmatched_rows] == [
        ("Hosting provider | Germany", "not_entity_like")
    ]


def test_prose_sections_name_their_marked_vendors_and_nothing_in_passing() -> None:
    body = """<h1>Sub-processors</h1>
    <h2>Customer support</h2>
    <p>Customer chat in the app runs on <strong>Crisp</strong>; see their
    <a href="https://crisp.chat/terms">terms</a>. Replies are stored with our backups, hosted
    on AWS.</p>
    <h2>Payroll</h2>
    <p>Salaries are paid through <a href="https://www.lohnavix.de/">Lohnavix</a>, and our
    own <strong>Acme Ledger</strong> keeps the records.</p>
    <h2>Tooling</h2>
    <p>We considered tools such as <strong>Brevalora</strong> for this.</p>"""
    assert claimed(read(body)) == [
        ("crisp", "support_cx", True),
        ("lohnavix", "hr_payroll", False),
    ]


def test_markdown_prose_sections_read_bold_and_linked_names() -> None:
    text = """# Unterauftragsverarbeiter

## Zahlungsabwicklung

Kartenzahlungen wickelt **Zahlorix GmbH** für uns ab.

## E-Mail-Versand

Systemnachrichten verschicken wir über [Postavio](https://postavio.de).
"""
    result = read(text, "text/markdown")
    assert claimed(result) == [("zahlorix", "payments", False), ("postavio", "email", False)]


def test_lists_said_not_to_be_sub_processors_and_cookie_tables_claim_nothing() -> None:
    body = """<h1>Sous-traitants ultérieurs</h1>
    <ul><li>Norvaline SAS – hébergement des serveurs</li></ul>
    <p>Les prestataires suivants ne sont pas des sous-traitants ultérieurs, car ils ne
    traitent aucune donnée personnelle :</p>
    <ul><li>Kestrelia SARL – outil de gestion de projet</li></ul>
    <h2>Cookies utilisés</h2>
    <table><tr><th>Cookie</th><th>Fournisseur</th><th>Finalité</th><th>Durée de vie</th></tr>
    <tr><td>_ga</td><td>Trackora SAS</td><td>Mesure d'audience</td><td>13 mois</td></tr></table>"""
    assert claimed(read(body)) == [("norvaline", "cloud_infra", False)]


def test_a_guide_naming_vendors_as_examples_is_not_a_disclosure() -> None:
    body = """<html><head><title>What is a sub-processor? A guide</title></head><body>
    <h1>What is a sub-processor?</h1><p>Your sub-processors are the vendors that process data
    for you, for example <strong>Stripe</strong> or <strong>Norvalexa GmbH</strong>.</p>
    <ul><li>Norvalexa GmbH – hosting</li><li>Stripe – payments</li></ul></body></html>"""
    result = read(body)
    assert not result.is_disclosure
    assert result.claims == ()


def test_affiliates_and_the_company_itself_are_not_vendors() -> None:
    body = """<h1>Unterauftragsverarbeiter</h1><ul><li>Acme Deutschland GmbH – Support</li>
    <li>Datenwerk GmbH – Hosting der Server</li></ul>
    <h2>Verbundene Unternehmen</h2><ul><li>Acmeo Services GmbH – Buchhaltung</li></ul>"""
    assert claimed(read(body)) == [("datenwerk", "cloud_infra", False)]


def test_a_link_into_the_companys_own_site_is_navigation_not_a_vendor() -> None:
    """A DPA's sub-processor clause with a link to its annex: no vendor row, so the scanner
    does not take the clause for the list (it follows the link)."""
    body = """<h1>Auftragsverarbeitungsvertrag</h1><h2>7. Unterauftragsverarbeiter</h2>
    <ol><li>7.1 Der Kunde erteilt Acme die Genehmigung, Unterauftragsverarbeiter einzusetzen.</li>
    </ol><ul><li><a href="/avv/anlage-3">Liste</a></li>
    <li><a href="https://acme.test/legal/annex">Anlage</a></li></ul>"""
    result = read(body)
    assert (result.claims, result.unmatched_rows, result.row_count) == ((), (), 0)
