# ruff: noqa: E501  (sentences are data: one a line reads better than wrapped)
"""Whose purpose a name in running text takes: names coordinated in one clause share the
purpose that follows them ("We use **A** and **B** for email, and **C** for payments"), and a
name inside a parenthesis takes the purpose written before it ("payments (**A**, **B**), email
(**C**)"). Invented vendors; sentences written for this test."""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction.layouts.wording import WORDINGS
from vendorstack.extraction import Extraction, extract
from vendorstack.extraction.prose import bracket_purpose

A, B, C = "Drovantix", "Quellmarin", "Zubrevka"
# Per language: "for" and "and", and the word for e-mail and for payments.
COORDINATED: dict[str, str] = {
    "en": "We use {c} for payments, and we use {a} and {b} for email delivery.",
    "es": "Utilizamos {c} para pagos, y utilizamos {a} y {b} para el envío de correos electrónicos.",
    "fr": "Nous passons par {c} pour les paiements, et par {a} et {b} pour l'envoi d'e-mails.",
    "sv": "Vi använder {c} för betalningar, och {a} och {b} för e-postutskick.",
}
BRACKETED: dict[str, str] = {
    "en": "Our providers cover card payments ({c}) and e-mail newsletters ({a}, {b}).",
    "fr": "Nos prestataires couvrent les paiements par carte ({c}) et les newsletters par e-mail ({a}, {b}).",
    "fi": "Palveluntarjoajamme hoitavat korttimaksut ({c}) ja sähköpostiuutiskirjeet ({a}, {b}).",
    "cs": "Naši poskytovatelé zajišťují platby kartou ({c}) a e-mailové newslettery ({a}, {b}).",
}


def read(lang: str, sentence: str) -> Extraction:
    words = WORDINGS[lang]
    named = {
        k: f"<strong>{v} {words.legal_forms[0]}</strong>"
        for k, v in zip("abc", (A, B, C), strict=True)
    }
    body = (
        f"<html><head><title>{escape(words.title)}</title></head><body>"
        f"<h1>{escape(words.title)}</h1><p>{escape(words.intro.format(brand='Acme'))}</p>"
        f"<p>{sentence.format(**named)}</p></body></html>"
    )
    return extract(
        body.encode(),
        content_type="text/html",
        source_url="https://acme.test/legal/subprocessors",
        company_domain="acme.test",
    )


EXPECTED = [(C.lower(), "payments"), (A.lower(), "email"), (B.lower(), "email")]


@pytest.mark.parametrize("lang", sorted(COORDINATED))
def test_coordinated_names_share_the_purpose_after_them(lang: str) -> None:
    claims = read(lang, COORDINATED[lang]).claims
    assert [(c.vendor, c.category) for c in claims] == EXPECTED


@pytest.mark.parametrize("lang", sorted(BRACKETED))
def test_a_name_in_parentheses_takes_the_purpose_before_them(lang: str) -> None:
    claims = read(lang, BRACKETED[lang]).claims
    assert [(c.vendor, c.category) for c in claims] == EXPECTED


def test_bracket_purpose_reaches_back_to_the_previous_parenthesis() -> None:
    text = "We use providers for email (A, B), payments (C) and hosting (D)."
    assert (
        bracket_purpose(text, (text.index("B"), text.index("B") + 1))
        == "We use providers for email "
    )
    assert bracket_purpose(text, (text.index("C"), text.index("C") + 1)) == ", payments "
    assert bracket_purpose(text, (text.index("D"), text.index("D") + 1)) == " and hosting "
    assert bracket_purpose("Google (G Suite) for email", (0, 6)) is None
