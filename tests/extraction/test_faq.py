"""An FAQ disclosure: a `<details>` whose `<summary>` asks a question ("Who sends our e-mail
newsletters?") and whose answer names the vendor is read with the question as the answer's
heading, so the vendor takes the question's purpose. A `<details>` whose summary is a vendor's
name stays that vendor's card. Invented vendors; wording written for this test."""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction.layouts.wording import WORDINGS
from tests.extraction.reformat import minified, pretty
from vendorstack.extraction import Extraction, extract

A, B = "Drovantix", "Quellmarin"
# Per language: a question about e-mail newsletters, one about card payments, and an answer.
FAQ: dict[str, tuple[str, str, str]] = {
    "en": ("Who sends our e-mail newsletters?", "Who processes card payments?", "We rely on {a}."),
    "fr": (
        "Qui envoie nos newsletters par e-mail ?",
        "Qui traite les paiements par carte ?",
        "Nous faisons confiance à {a}.",
    ),
    "es": (
        "¿Quién envía nuestros boletines por correo electrónico?",
        "¿Quién procesa los pagos con tarjeta?",
        "Confiamos en {a}.",
    ),
    "sv": (
        "Vem skickar våra nyhetsbrev via e-post?",
        "Vem hanterar kortbetalningar?",
        "Vi anlitar {a}.",
    ),
}


def read(lang: str, html: str) -> Extraction:
    words = WORDINGS[lang]
    body = (
        f"<html><head><title>{escape(words.title)}</title></head><body>"
        f"<h1>{escape(words.title)}</h1><p>{escape(words.intro.format(brand='Acme'))}</p>"
        f"{html}</body></html>"
    )
    return extract(
        body.encode(),
        content_type="text/html",
        source_url="https://acme.test/legal/subprocessors",
        company_domain="acme.test",
    )


def _details(question: str, answer: str) -> str:
    return f"<details><summary>{escape(question)}</summary><p>{answer}</p></details>"


@pytest.mark.parametrize("lang", sorted(FAQ))
def test_an_answer_takes_the_purpose_its_question_asks_about(lang: str) -> None:
    email, payments, answer = FAQ[lang]
    html = _details(email, answer.format(a=f"<strong>{A}</strong>")) + _details(
        payments, answer.format(a=f"<strong>{B}</strong>")
    )
    for body in (pretty(html), minified(html)):
        claims = [(c.vendor, c.category) for c in read(lang, body).claims]
        assert claims == [(A.lower(), "email"), (B.lower(), "payments")]


def test_a_details_card_named_by_its_summary_is_still_the_vendors() -> None:
    html = "<details><summary>Drovantix Ltd</summary><p>Card payments</p></details>"
    claims = [(c.vendor, c.category) for c in read("en", html).claims]
    assert claims == [(A.lower(), "payments")]
