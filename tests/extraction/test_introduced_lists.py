"""A list a paragraph introduces as the company's processors is a disclosure inside any
document, whatever its heading; a list offered as examples, or introduced by a sentence that
names no list, is not."""

from __future__ import annotations

from vendorstack.extraction import EXAMPLES_NOTE, Extraction, extract

FILLER = "<h2>1. Your account</h2><p>You keep your credentials safe and tell us of misuse.</p>"
ITEMS = (
    "<ul><li>Quorvelt GmbH – Hosting und Datenspeicherung</li>"
    "<li>Stripe Payments Europe, Limited – Zahlungsabwicklung</li>"
    "<li>Twilio Ireland Limited – SMS-Bestätigungscodes</li></ul>"
)


def _read(title: str, intro: str) -> Extraction:
    html = (
        f"<html lang='de'><head><title>{title}</title></head><body><main><h1>{title}</h1>"
        f"{FILLER}<h2>2. Wer uns beim Betrieb hilft</h2><p>{intro}</p>{ITEMS}{FILLER}"
        "</main></body></html>"
    )
    return extract(html.encode(), content_type="text/html", source_url="", company_domain="acme.de")


def test_a_list_introduced_as_our_processors_makes_a_terms_page_a_disclosure() -> None:
    result = _read(
        "Allgemeine Geschäftsbedingungen",
        "Für die Erbringung des Dienstes setzen wir diese Auftragsverarbeiter ein:",
    )
    assert result.is_disclosure
    assert [c.vendor for c in result.claims] == ["quorvelt", "stripe", "twilio"]


def test_a_list_offered_as_examples_is_no_disclosure_and_says_so() -> None:
    result = _read(
        "Datenschutzerklärung",
        "Viele Teams wählen Auftragsverarbeiter wie zum Beispiel die folgenden:",
    )
    assert (result.is_disclosure, result.claims) == (False, ())
    assert EXAMPLES_NOTE in result.notes


def test_a_colon_after_a_sentence_naming_no_list_introduces_nothing() -> None:
    """ "... mit Drittanbietern, um die Nutzung zu verstehen. Wir nutzen:" introduces tools."""
    result = _read(
        "Datenschutzerklärung",
        "Wir arbeiten mit Drittanbietern, um die Nutzung zu verstehen. Wir nutzen:",
    )
    assert (result.is_disclosure, result.claims) == (False, ())


def test_a_flagged_markdown_list_in_a_policy_is_read_with_its_places() -> None:
    markdown = (
        "# Privacy Policy\n\n## 1. Data\n\nWe collect account data to run the service and keep"
        " it safe while you use it.\n\n## 2. Who helps us run Acme\n\nWe use these processors"
        " to deliver the service:\n\n- 🇺🇸 Brellvok Inc. – Hosting and data storage\n"
        "- 🇮🇪 Stripe Payments Europe, Limited – Payment processing\n"
        "- 🇩🇪 Quorvelt GmbH – Error and performance monitoring\n"
    )
    result = extract(
        markdown.encode(), content_type="text/markdown", source_url="", company_domain="acme.com"
    )
    assert [(c.vendor, c.locations, c.purpose) for c in result.claims] == [
        ("brellvok", ("US",), "Hosting and data storage"),
        ("stripe", ("IE",), "Payment processing"),
        ("quorvelt", ("DE",), "Error and performance monitoring"),
    ]


def test_a_short_paragraph_naming_examples_introduces_examples() -> None:
    """ "Beispiele für Auftragsverarbeiter:" is three words ending on a colon: it introduces a
    list, as examples, and confirms nothing."""
    result = _read("Datenschutzerklärung", "Beispiele für Auftragsverarbeiter:")
    assert (result.is_disclosure, result.claims) == (False, ())
    assert EXAMPLES_NOTE in result.notes


def test_a_short_paragraph_naming_our_processors_introduces_them() -> None:
    result = _read("Datenschutzerklärung", "Unsere Auftragsverarbeiter:")
    assert result.is_disclosure
    assert [c.vendor for c in result.claims] == ["quorvelt", "stripe", "twilio"]
