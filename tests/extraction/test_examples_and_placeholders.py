"""Vendors given as examples inside a disclosure's prose are not claims, and a template's
placeholder rows are not rows, in every supported language (invented and well-known vendors)."""

from __future__ import annotations

import pytest

from vendorstack.extraction import Extraction, extract

# language: heading, entity/purpose header, a clause naming vendors as examples (each with its
# language's own example marker), and an invented vendor's row.
LANGUAGES: dict[str, tuple[str, str, str, str, tuple[str, str]]] = {
    "en": (
        "Sub-processors",
        "Sub-processor",
        "Purpose",
        "The processor may engage sub-processors for cloud hosting (for example Amazon Web "
        "Services, Kelvaro GmbH / Stripe) and for other services, e.g. Mailchimp, where needed.",
        ("Norvadrix Ltd", "Backups of customer files"),
    ),
    "de": (
        "Unterauftragsverarbeiter",
        "Unterauftragsverarbeiter",
        "Zweck",
        "Der Auftragsverarbeiter darf Unterauftragsverarbeiter für das Hosting einsetzen "
        "(z. B. Amazon Web Services, Kelvaro GmbH / Stripe) sowie zum Beispiel Mailchimp.",
        ("Norvadrix GmbH", "Hosting der Server"),
    ),
    "fr": (
        "Sous-traitants ultérieurs",
        "Sous-traitant",
        "Finalité",
        "Le sous-traitant peut faire appel à des sous-traitants ultérieurs pour l'hébergement "
        "(par exemple Amazon Web Services, Kelvaro SAS / Stripe) et à des services tels que "
        "Mailchimp.",
        ("Norvadrix SAS", "Hébergement des serveurs"),
    ),
    "nl": (
        "Subverwerkers",
        "Subverwerker",
        "Doel",
        "De verwerker mag subverwerkers inschakelen voor hosting (bijvoorbeeld Amazon Web "
        "Services, Kelvaro B.V. / Stripe) en voor andere diensten, bv. Mailchimp.",
        ("Norvadrix B.V.", "Hosting van de servers"),
    ),
    "es": (
        "Subencargados del tratamiento",
        "Subencargado",
        "Finalidad",
        "El encargado puede recurrir a subencargados para el alojamiento (por ejemplo Amazon "
        "Web Services, Kelvaro S.L. / Stripe) y para otros servicios, p. ej. Mailchimp.",
        ("Norvadrix S.L.", "Alojamiento de los servidores"),
    ),
    "it": (
        "Sub-responsabili del trattamento",
        "Sub-responsabile",
        "Finalità",
        "Il responsabile può ricorrere a sub-responsabili per l'hosting (es. Amazon Web "
        "Services, Kelvaro S.r.l. / Stripe) e per altri servizi, ad esempio Mailchimp.",
        ("Norvadrix S.r.l.", "Hosting dei server"),
    ),
    "pt": (
        "Subcontratantes ulteriores",
        "Subcontratante",
        "Finalidade",
        "O operador pode recorrer a subcontratantes para o alojamento (por exemplo Amazon Web "
        "Services, Kelvaro Lda / Stripe) e para outros serviços, p. ex. Mailchimp.",
        ("Norvadrix Lda", "Alojamento dos servidores"),
    ),
}
# A real row whose purpose gives an example later: the marker does not introduce the vendor.
LATER_EXAMPLE = {
    "en": "Payments, e.g. card processing",
    "de": "Zahlungen, z. B. Kartenzahlung",
    "fr": "Paiements, par exemple paiement par carte",
    "nl": "Betalingen, bijvoorbeeld kaartbetalingen",
    "es": "Pagos, por ejemplo pagos con tarjeta",
    "it": "Pagamenti, ad esempio pagamenti con carta",
    "pt": "Pagamentos, por exemplo pagamentos com cartão",
}
# A template's name cell: brackets, header words, fillers.
PLACEHOLDERS = {
    "en": ("[Name of sub-processor]", "<Company name>", "Name of sub-processor", "XXX", "…"),
    "de": ("[Name des Unterauftragsverarbeiters]", "<Firmenname>", "Name des Dienstleisters"),
    "fr": ("[Nom du sous-traitant]", "<Raison sociale>", "Nom du sous-traitant ultérieur"),
    "nl": ("[Naam van de subverwerker]", "<Bedrijfsnaam>", "Naam subverwerker", "xxx"),
    "es": ("[Nombre del subencargado]", "<Razón social>", "Nombre del proveedor", "..."),
    "it": ("[Nome del sub-responsabile]", "<Ragione sociale>", "Nome del fornitore"),
    "pt": ("[Nome do subcontratante]", "<Denominação social>", "Nome do fornecedor", "___"),
}


def read(body: str) -> Extraction:
    return extract(body.encode(), content_type="text/html", source_url="u", company_domain="a.test")


def page(lang: str, rows: list[tuple[str, str]], clause: bool = True) -> str:
    heading, entity, purpose, prose, _ = LANGUAGES[lang]
    cells = "".join(f"<tr><td>{n}</td><td>{p}</td></tr>" for n, p in rows)
    paragraph = f"<p>{prose}</p>" if clause else ""
    return (
        f"<h1>{heading}</h1>{paragraph}"
        f"<table><tr><th>{entity}</th><th>{purpose}</th></tr>{cells}</table>"
    )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_vendors_given_as_examples_in_a_clause_are_not_claims(lang: str) -> None:
    result = read(page(lang, [LANGUAGES[lang][4]]))
    assert [c.vendor for c in result.claims] == ["norvadrix"]
    assert result.row_count == 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_listed_vendor_is_claimed_once_not_again_for_its_example_mention(lang: str) -> None:
    rows = [LANGUAGES[lang][4], ("Stripe, Inc.", LATER_EXAMPLE[lang])]
    result = read(page(lang, rows))
    assert [(c.vendor, c.category) for c in result.claims] == [
        ("norvadrix", "cloud_infra"),
        ("stripe", "payments"),
    ]
    assert "Stripe, Inc." in result.claims[1].quote


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_example_later_in_a_rows_purpose_keeps_the_row_a_claim(lang: str) -> None:
    rows = [("Stripe, Inc.", LATER_EXAMPLE[lang]), ("Kelvaro Pay GmbH", LATER_EXAMPLE[lang])]
    result = read(page(lang, rows, clause=False))
    assert [(c.vendor, c.category) for c in result.claims] == [
        ("stripe", "payments"),
        ("kelvaro_pay", "payments"),
    ]


def test_a_sentence_that_opens_with_its_vendor_is_no_example() -> None:
    body = """<h1>Sub-processors</h1><p>Sub-processors we engage: Stripe processes card
    payments for us, for example refunds and subscriptions, under the sub-processor terms.</p>"""
    assert [c.vendor for c in read(body).claims] == ["stripe"]


@pytest.mark.parametrize(
    ("lang", "placeholder"), [(lang, p) for lang, ps in PLACEHOLDERS.items() for p in ps]
)
def test_a_template_placeholder_is_no_row(lang: str, placeholder: str) -> None:
    name = placeholder.replace("<", "&lt;").replace(">", "&gt;")
    result = read(page(lang, [(name, LANGUAGES[lang][4][1])], clause=False))
    assert (result.claims, result.unmatched_rows, result.row_count) == ((), (), 0)


@pytest.mark.parametrize("lang", PLACEHOLDERS)
def test_placeholders_beside_real_rows_are_neither_claims_nor_unmatched(lang: str) -> None:
    real = LANGUAGES[lang][4]
    rows = [
        real,
        *((p.replace("<", "&lt;").replace(">", "&gt;"), real[1]) for p in PLACEHOLDERS[lang]),
    ]
    rows.append(("Datadog, Inc.", "Monitoring"))
    result = read(page(lang, rows, clause=False))
    assert [c.vendor for c in result.claims] == ["norvadrix", "datadog"]
    assert (result.unmatched_rows, result.row_count) == ((), 2)


def test_a_placeholder_list_item_is_no_row() -> None:
    body = """<h1>Sub-processors</h1><p>We use the following sub-processors:</p><ul>
    <li>Norvadrix Ltd – backups of customer files</li>
    <li>[Name of sub-processor] – [purpose of the processing]</li>
    <li>Stripe, Inc. – payments</li></ul>"""
    result = read(body)
    assert [c.vendor for c in result.claims] == ["norvadrix", "stripe"]
    assert (result.unmatched_rows, result.row_count) == ((), 2)


def test_names_that_only_look_like_placeholders_are_still_read() -> None:
    """A markdown link, a footnote mark, a legal name holding a name word, a lone dash."""
    text = """# Sub-processors

| Sub-processor | Service | Purpose |
|---|---|---|
| [Stripe](https://stripe.com) | | Payments |
| Name.com, Inc. | | Domain registration and DNS hosting |
| – | Datadog | Monitoring |
| XXX Consulting GmbH [1] | | Payroll |
"""
    result = extract(
        text.encode(), content_type="text/markdown", source_url="u", company_domain="a.test"
    )
    assert [c.vendor for c in result.claims] == ["stripe", "name_com", "datadog", "xxx_consulting"]
    assert result.row_count == 4
