"""Page structures found on the independent set's dev part (tests/extraction/independent):
nested detail lists, linked headings, trade names, website columns, passing mentions inside an
unknown vendor's row, trap headings, and the honest tier of a heading-classified vendor."""

from __future__ import annotations

import pytest

from vendorstack.extraction import Extraction, extract
from vendorstack.extraction.keywords import hits
from vendorstack.extraction.tiers import open_category

Claimed = list[tuple[str, str, bool]]
INTRO = "<h1>Sub-processors</h1><p>We engage the following sub-processors on our behalf.</p>"


def read(body: str, content_type: str = "text/html", company: str = "acme.test") -> Extraction:
    return extract(body.encode(), content_type=content_type, source_url="u", company_domain=company)


def claimed(result: Extraction) -> Claimed:
    return [(c.vendor, c.category, c.reviewed) for c in result.claims]


def test_a_nested_list_of_labelled_details_words_the_item_above_it() -> None:
    body = INTRO + (
        "<ul>\n<li><strong>Norvexa GmbH</strong>\n<ul>\n<li>Zweck: Lohnabrechnung</li>\n"
        "<li>Standort: Deutschland</li>\n</ul>\n</li>\n"
        "<li>Quillbox<ul><li>Purpose: error tracking</li><li>Location: EU</li></ul></li></ul>"
    )
    result = read(body)
    assert claimed(result) == [
        ("norvexa", "hr_payroll", False),
        ("quillbox", "observability", False),
    ]
    assert result.claims[0].quote == (
        "Norvexa GmbH | Zweck: Lohnabrechnung | Standort: Deutschland"
    )
    assert result.claims[0].confidence == "vendor_keyword"
    assert result.unmatched_rows == ()


def test_a_nested_list_of_vendors_is_not_read_as_details() -> None:
    body = INTRO + (
        "<ul><li>Core services<ul><li>Norvexa GmbH – payroll</li>"
        "<li>Quillbox – error tracking</li></ul></li></ul>"
    )
    assert [c.vendor for c in read(body).claims] == ["norvexa", "quillbox"]


def test_a_heading_linked_to_the_vendors_site_gives_its_slug() -> None:
    body = INTRO + (
        '<h3><a href="https://quillbox.io/">Norvale Holdings Ltd</a></h3>'
        "<p>Customer support ticketing (Ireland).</p>"
    )
    assert claimed(read(body)) == [("quillbox", "support_cx", False)]


def test_a_legal_entity_trading_under_a_brand_is_the_brand() -> None:
    rows = [
        "Norvale Holdings Ltd. (trading as Quillbox) – payroll processing",
        "Brevanta GmbH & Co. KG (Handelsname: Suldora) – Zahlungsabwicklung",
        "Kepora B.V. h.o.d.n. Tirhalo – klantenservice",
        "Lanvero S.r.l. (nome commerciale: Wumrix): Invio di email transazionali",
        "Functional Software, Inc. (d/b/a Sentry) – error monitoring",
    ]
    body = INTRO + "<ul>" + "".join(f"<li>{r}</li>" for r in rows) + "</ul>"
    assert claimed(read(body)) == [
        ("quillbox", "hr_payroll", False),
        ("suldora", "payments", False),
        ("tirhalo", "support_cx", False),
        ("wumrix", "email", False),
        ("sentry", "observability", True),
    ]


def test_a_website_column_gives_the_vendors_site() -> None:
    body = INTRO + (
        "<table><tr><th>Entity</th><th>Purpose</th><th>Website</th></tr>"
        "<tr><td>Bevax Partners S.L.</td><td>Web analytics</td>"
        '<td><a href="https://www.mepando.es/">https://www.mepando.es/</a></td></tr></table>'
    )
    assert claimed(read(body)) == [("mepando", "analytics_data", False)]


def test_a_dictionary_vendor_in_an_unknown_vendors_row_is_passing() -> None:
    body = INTRO + (
        "<dl><dt>Rumtroso N.V.</dt><dd>Data-integratie en ETL, gehost bij Amazon Web Services."
        " Locatie: Verenigde Staten</dd></dl>"
    )
    assert claimed(read(body)) == [("rumtroso", "integration_etl", False)]


def test_sections_of_vendors_no_longer_used_or_not_processors_name_none() -> None:
    body = INTRO + (
        "<ul><li>Norvexa GmbH – payroll</li></ul>"
        "<h2>Sub-processors no longer used</h2><ul><li>Ploso – e-signature</li></ul>"
        "<h2>Sociedades vinculadas</h2><ul><li>Mobeq S.A. – análisis del uso</li></ul>"
        "<h2>Overige dienstverleners</h2><p>De onderstaande leveranciers verwerken geen "
        "persoonsgegevens van klanten en zijn daarom geen subverwerkers.</p>"
        "<ul><li>Halix – data-integratie en ETL</li></ul>"
    )
    assert [c.vendor for c in read(body).claims] == ["norvexa"]


def test_a_vendor_classified_only_by_its_section_heading_is_tier_vendor() -> None:
    body = (
        "<h1>Sub-processors</h1><h2>Payroll</h2>"
        "<p>In this area we work with <strong>Quillbox Ltd</strong>; see their "
        '<a href="https://quillbox.io/privacy">privacy policy</a>.</p>'
        "<h2>Error tracking</h2><p>We use <strong>Norvexa</strong> for error tracking.</p>"
    )
    result = read(body)
    assert claimed(result) == [
        ("quillbox", "hr_payroll", False),
        ("norvexa", "observability", False),
    ]
    assert [c.confidence for c in result.claims] == ["vendor", "vendor_keyword"]


def test_the_companys_own_name_is_no_function_word() -> None:
    body = INTRO + "<ul><li>Norvexa GmbH – hosting for the PaymentHood platform</li></ul>"
    assert claimed(read(body, company="paymenthood.com")) == [("norvexa", "cloud_infra", False)]


def test_hosting_coordinated_with_a_function_gives_way_to_it() -> None:
    body = INTRO + "<ul><li>Veltalix S.p.A. — Hosting e streaming video</li></ul>"
    assert claimed(read(body)) == [("veltalix", "media_cdn", False)]


def test_marketing_automation_is_marketing_in_every_language() -> None:
    rows = ["Kobay Lda. – automação de marketing", "Porvix SL – automatización de marketing"]
    body = INTRO + "<ul>" + "".join(f"<li>{r}</li>" for r in rows) + "</ul>"
    assert {c.category for c in read(body).claims} == {"marketing_ads"}


def test_list_items_led_by_their_purpose_name_the_vendor_after_the_colon() -> None:
    rows = [
        "Product usage analytics: KEPAX Ltd (Germany)",
        "Interne Zusammenarbeit und Dokumentenablage: Lobkirivo AG (EU)",
        "Beheerde databasehosting: Torivo (Nederland)",
        "Real-time messaging over websockets, hosted on Amazon Web Services: Plosando (EU)",
        "Cloud hosting of the platform: Amazon Web Services EMEA SARL (EU)",
    ]
    body = INTRO + "<ul>" + "".join(f"<li>{r}</li>" for r in rows) + "</ul>"
    assert claimed(read(body)) == [
        ("kepax", "analytics_data", False),
        ("lobkirivo", "productivity", False),
        ("torivo", "database_infra", False),
        ("plosando", "realtime_infra", False),
        ("aws", "cloud_infra", True),
    ]


def test_a_detail_line_labelled_by_a_column_word_names_no_vendor() -> None:
    body = INTRO + "<ul><li>Norvexa GmbH – payroll</li><li>Website: norvexa.de</li></ul>"
    assert [c.vendor for c in read(body).claims] == ["norvexa"]


def test_a_service_column_linked_to_its_site_names_the_legal_entitys_brand() -> None:
    body = INTRO + (
        "<table><tr><th>Ferramenta</th><th>Entidade jurídica</th><th>Finalidade</th></tr>"
        '<tr><td><a href="https://bangalelle.pt/">Bangalelle</a></td>'
        "<td>Pevmirivo Ventures S.A.</td><td>Deteção e prevenção de fraude</td></tr></table>"
    )
    assert claimed(read(body)) == [("bangalelle", "security_fraud", False)]


def test_a_channel_is_the_function_of_what_it_sends() -> None:
    body = INTRO + "<ul><li>Brindea LLC – Two-factor codes sent via text message</li></ul>"
    assert claimed(read(body)) == [("brindea", "sms_messaging", False)]


def test_spanish_italian_portuguese_flattened_tables_read_their_header() -> None:
    text = (
        "Lista de subencargados\n\nRecurrimos a los subencargados que se indican a continuación."
        "\n\nNombre                  Finalidad                  Lugar del tratamiento\n"
        "Tinmanova S.A.          Anuncios de retargeting    España\n"
        "Gudurix S.L.U.          Cobro de pagos en línea    Irlanda\n"
    )
    result = read(text, content_type="text/plain")
    assert claimed(result) == [
        ("tinmanova", "marketing_ads", False),
        ("gudurix", "payments", False),
    ]
    assert result.unmatched_rows == ()


def test_a_renamed_vendor_is_current_and_a_lowercase_or_domain_brand_is_a_name() -> None:
    rows = [
        "Quillbix (ex Norvalo) – payroll processing",
        "Brevo (ex Sendinblue) – transactional email",
        "Tasklane.io – project management",
        "elopage GmbH – Zahlungsabwicklung",
        "our partner GmbH – hosting",
    ]
    body = INTRO + "<ul>" + "".join(f"<li>{r}</li>" for r in rows) + "</ul>"
    assert claimed(read(body)) == [
        ("quillbix", "hr_payroll", False),
        ("brevo", "email", True),
        ("tasklane", "productivity", False),
        ("elopage", "payments", False),
    ]


def test_cards_details_and_bold_names_over_line_breaks_are_rows() -> None:
    cards = (
        '<div class="grid"><div class="card"><div>Norvexa GmbH</div><div>Payroll processing'
        '</div><div>Germany</div></div><div class="card"><div>Quillbox</div><div>Error tracking'
        "</div><div>EU</div></div></div>"
    )
    details = "<details><summary>Plendix SAS</summary><p>Customer support, France</p></details>"
    bold = "<p><strong>Wumrix Ltd</strong><br>Transactional email<br>UK</p>"
    result = read(INTRO + cards + details + bold)
    assert claimed(result) == [
        ("norvexa", "hr_payroll", False),
        ("quillbox", "observability", False),
        ("plendix", "support_cx", False),
        ("wumrix", "email", False),
    ]


def test_a_cell_spanning_rows_words_each_of_them_without_being_quoted() -> None:
    body = (
        "<h1>Sub-processors</h1><table><tr><th>Category</th><th>Sub-processor</th>"
        '<th>Location</th></tr><tr><td rowspan="2">Payroll</td><td>Norvexa GmbH</td>'
        "<td>DE</td></tr><tr><td>Quillbox Ltd</td><td>UK</td></tr>"
        "<tr><td>Error tracking</td><td>Plendix SAS</td><td>FR</td></tr></table>"
    )
    result = read(body)
    assert claimed(result) == [
        ("norvexa", "hr_payroll", False),
        ("quillbox", "hr_payroll", False),
        ("plendix", "observability", False),
    ]
    assert result.claims[1].quote.startswith("Quillbox Ltd")
    assert "Payroll" not in result.claims[1].quote
    assert result.claims[1].confidence == "vendor"


def test_markdown_items_with_nested_details_are_one_row() -> None:
    text = (
        "# Sub-processors\n\nWe use the following sub-processors:\n\n"
        "- **Norvexa GmbH**\n  - Purpose: payroll processing\n  - Location: EU\n"
        "- Stripe\n  - Sub-processors: Norvale AG\n"
    )
    result = read(text, content_type="text/markdown")
    assert claimed(result) == [("norvexa", "hr_payroll", False), ("stripe", "payments", True)]
    assert (
        result.claims[0].quote == "- **Norvexa GmbH** - Purpose: payroll processing - Location: EU"
    )


def test_an_unmarked_mention_in_a_paragraph_that_marks_names_is_passing() -> None:
    body = (
        "<h1>Who processes your data</h1><h2>Payroll</h2>"
        "<p>Our payroll runs on <strong>Lohnix GmbH</strong>, hosted on AWS.</p>"
        "<h2>Not sub-processors</h2><p>We also use <strong>Notion</strong> internally.</p>"
    )
    assert [c.vendor for c in read(body).claims] == []


def test_where_an_unknown_vendor_is_hosted_is_not_its_function() -> None:
    rows = [
        "Robtulivo – analisi dell'utilizzo del prodotto, ospitato su Amazon Web Services",
        "Vadelle SA – gestion de la paie de nos salariés, hébergé chez Amazon Web Services",
        "Norvale GmbH – hosting",
    ]
    body = INTRO + "<ul>" + "".join(f"<li>{r}</li>" for r in rows) + "</ul>"
    assert claimed(read(body)) == [
        ("robtulivo", "analytics_data", False),
        ("vadelle", "hr_payroll", False),
        ("norvale", "cloud_infra", False),
    ]


def test_a_link_to_a_privacy_policy_names_no_function() -> None:
    body = (
        "<h1>Subverwerkers</h1><h2>Analyse van productgebruik</h2><p>Hiervoor werken we samen"
        " met <strong>Denplorent N.V.</strong>; zie hun privacyverklaring.</p>"
    )
    assert claimed(read(body)) == [("denplorent", "analytics_data", False)]


@pytest.mark.parametrize(
    ("wording", "category"),
    [
        ("envío de boletines", "email"),
        ("Kundenverwaltung", "crm_sales"),
        ("relatiebeheer", "crm_sales"),
        ("gestão de clientes", "crm_sales"),
        ("registro de eventos", "observability"),
        ("videobellen", "productivity"),
        ("personeelszaken", "hr_payroll"),
        ("gestion de la paie", "hr_payroll"),
        ("point de vente", "ecommerce_pos"),
        ("Content-Delivery-Netzwerk", "media_cdn"),
        ("publicidad", "marketing_ads"),
        ("automação de marketing", "marketing_ads"),
        ("datos B2B", "data_enrichment"),
        ("richieste degli interessati", "privacy_compliance"),
    ],
)
def test_common_function_words_of_each_language_classify(wording: str, category: str) -> None:
    assert open_category(hits(wording)) == category


def test_a_later_name_column_that_describes_mentions_its_vendors_in_passing() -> None:
    body = INTRO + (
        "<table><tr><th>Leverancier</th><th>Dienst</th><th>Land</th></tr>"
        "<tr><td>Havik &amp; Quennel N.V.</td><td>Beheerde databasehosting, gehost bij Amazon"
        " Web Services</td><td>Nederland</td></tr>"
        "<tr><td>Zebrafish Labs Inc.</td><td>imgix</td><td>USA</td></tr></table>"
    )
    assert claimed(read(body)) == [
        ("havik_quennel", "database_infra", False),
        ("imgix", "media_cdn", True),
    ]
