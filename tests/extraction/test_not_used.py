"""A vendor the company says it does not, or no longer, use ("We stopped using **X**", "We do
not share data with **Y**") is not claimed, in every supported language; the vendor it uses in
the same section is. Sentences written for this test, other than the prose set's wording."""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction.layouts.wording import WORDINGS
from vendorstack.extraction import Extraction, extract

USED, GONE = "Drovantix", "Quellmarin"
# Per language: a sentence naming the used vendor, and one naming a vendor no longer used.
SENTENCES: dict[str, tuple[str, str]] = {
    "en": ("Card payments are handled by {a}.", "We stopped using {a} in 2024."),
    "de": ("Kartenzahlungen wickelt {a} für uns ab.", "{a} wird seit 2024 nicht mehr eingesetzt."),
    "fr": ("Les paiements par carte sont traités par {a}.", "Nous ne faisons plus appel à {a}."),
    "nl": ("Kaartbetalingen worden verwerkt door {a}.", "Met {a} werken we niet meer samen."),
    "es": ("Los pagos con tarjeta los procesa {a}.", "Ya no trabajamos con {a}."),
    "it": ("I pagamenti con carta sono gestiti da {a}.", "Non collaboriamo più con {a}."),
    "pt": ("Os pagamentos com cartão são processados pela {a}.", "Deixámos de trabalhar com {a}."),
    "sv": ("Kortbetalningar hanteras av {a}.", "Vi samarbetar inte längre med {a}."),
    "da": ("Kortbetalinger håndteres af {a}.", "Vi samarbejder ikke længere med {a}."),
    "nb": ("Kortbetalinger håndteres av {a}.", "Vi samarbeider ikke lenger med {a}."),
    "fi": ("Korttimaksut käsittelee {a}.", "Emme enää tee yhteistyötä yrityksen {a} kanssa."),
    "pl": ("Płatności kartą obsługuje {a}.", "Nie współpracujemy już z {a}."),
    "cs": ("Platby kartou zpracovává {a}.", "Se společností {a} již nespolupracujeme."),
}


def read(body: str) -> Extraction:
    return extract(
        body.encode(),
        content_type="text/html",
        source_url="https://acme.test/legal/subprocessors",
        company_domain="acme.test",
    )


def page(lang: str, paragraph: str) -> str:
    words = WORDINGS[lang]
    return (
        f"<html><head><title>{escape(words.title)}</title></head><body>"
        f"<h1>{escape(words.title)}</h1><p>{escape(words.intro.format(brand='Acme'))}</p>"
        f"<h2>{escape(words.headings[1])}</h2><p>{paragraph}</p></body></html>"
    )


@pytest.mark.parametrize("lang", sorted(SENTENCES))
def test_a_vendor_no_longer_used_is_not_claimed(lang: str) -> None:
    used, gone = SENTENCES[lang]
    paragraph = (
        used.format(a=f"<strong>{USED} {WORDINGS[lang].legal_forms[0]}</strong>")
        + " "
        + gone.format(a=f"<strong>{GONE} {WORDINGS[lang].legal_forms[0]}</strong>")
    )
    claimed = [c.vendor for c in read(page(lang, paragraph)).claims]
    assert claimed == [USED.lower()], paragraph


def test_a_refusal_after_the_clause_naming_the_vendor_leaves_it_claimed() -> None:
    paragraph = (
        "We use <strong>Drovantix Ltd</strong> for card payments and do not share any "
        "personal data with other payment providers."
    )
    assert [c.vendor for c in read(page("en", paragraph)).claims] == ["drovantix"]


def test_what_the_vendor_does_not_do_is_no_refusal() -> None:
    paragraph = (
        "<strong>Drovantix Ltd</strong> processes card payments and does not store card numbers."
    )
    assert [c.vendor for c in read(page("en", paragraph)).claims] == ["drovantix"]


# A negation further on in the sentence is a clause of its own, even with no comma before it.
FURTHER_ON = {
    "en": "We use {a} so we never see your card number.",
    "de": "Wir nutzen {a} für Kartenzahlungen, sodass wir nie Kartennummern speichern.",
    "nl": "We gebruiken {a} voor kaartbetalingen zodat we nooit kaartnummers zien.",
    "sv": "Vi använder {a} för kortbetalningar så att vi aldrig ser kortnummer.",
}


@pytest.mark.parametrize("lang", sorted(FURTHER_ON))
def test_a_negation_further_on_in_the_sentence_leaves_the_vendor_claimed(lang: str) -> None:
    paragraph = FURTHER_ON[lang].format(
        a=f"<strong>{USED} {WORDINGS[lang].legal_forms[0]}</strong>"
    )
    assert [c.vendor for c in read(page(lang, paragraph)).claims] == [USED.lower()], paragraph
