"""A disclosure's paragraph that marks no name names its vendors plainly ("We use Quellmarin
GmbH for e-mail newsletters"): each is claimed when it carries a legal form and a word no
everyday list holds, in every supported language; a plain word without a legal form, everyday
phrases, the company itself and a renamed vendor's former name are not. Sentences written for this
test; invented vendors."""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction.layouts.wording import WORDINGS
from vendorstack.extraction import Extraction, extract

A, OLD = "Drovantix", "Quellmarin"
SENTENCES: dict[str, str] = {
    "en": "Card payments are handled by {a}.",
    "de": "Kartenzahlungen wickelt {a} für uns ab.",
    "fr": "Les paiements par carte sont traités par {a}.",
    "nl": "Kaartbetalingen worden verwerkt door {a}.",
    "es": "Los pagos con tarjeta los procesa {a}.",
    "it": "I pagamenti con carta sono gestiti da {a}.",
    "pt": "Os pagamentos com cartão são processados pela {a}.",
    "sv": "Kortbetalningar hanteras av {a}.",
    "da": "Kortbetalinger håndteres af {a}.",
    "nb": "Kortbetalinger håndteres av {a}.",
    "fi": "Korttimaksut käsittelee {a}.",
    "pl": "Płatności kartą obsługuje {a}.",
    "cs": "Platby kartou zpracovává {a}.",
}


def read(lang: str, paragraph: str) -> Extraction:
    words = WORDINGS[lang]
    body = (
        f"<html><head><title>{escape(words.title)}</title></head><body>"
        f"<h1>{escape(words.title)}</h1><p>{escape(words.intro.format(brand='Acme'))}</p>"
        f"<h2>{escape(words.headings[1])}</h2><p>{escape(paragraph)}</p></body></html>"
    )
    return extract(
        body.encode(),
        content_type="text/html",
        source_url="https://acme.test/legal/subprocessors",
        company_domain="acme.test",
    )


@pytest.mark.parametrize("lang", sorted(SENTENCES))
def test_a_plain_name_with_its_legal_form_is_claimed(lang: str) -> None:
    named = f"{A} {WORDINGS[lang].legal_forms[-1]}"
    claims = read(lang, SENTENCES[lang].format(a=named)).claims
    assert [(c.vendor, c.category) for c in claims] == [(A.lower(), "payments")]


def test_a_plain_word_without_a_legal_form_is_no_name() -> None:
    # A place, a coined word: without markup, a link or a legal form nothing says it is a
    # company ("servers in Falkenstein, Germany").
    paragraph = f"Card payments run on servers in Falkenstein, and {A} checks them."
    assert list(read("en", paragraph).claims) == []


def test_a_former_name_is_not_claimed() -> None:
    claims = read("en", f"Card payments are handled by {A} Ltd (formerly {OLD} Ltd).").claims
    assert [c.vendor for c in claims] == [A.lower()]


def test_everyday_phrases_and_the_company_are_not_claimed() -> None:
    paragraph = (
        "Acme Inc. processes Card Payments under the Standard Contractual Clauses approved by "
        "the European Commission."
    )
    assert list(read("en", paragraph).claims) == []
