"""Generated prose disclosures: one section per purpose, headed by the purpose, whose
paragraphs name invented vendors in bold or as links inside sentences that name no function
(the heading does), two vendors in some sentences, and bold terms that are no vendors. Every
language the synthetic frames cover; pretty-printed or minified."""

from __future__ import annotations

import random
from dataclasses import dataclass
from html import escape

from tests.extraction.synthetic.frames import FRAMES
from tests.extraction.synthetic.purposes import PURPOSES
from tests.extraction.synthetic.vendors import invent_base
from vendorstack.extraction.dictionary import load_dictionary

# Sentences that name the vendor but no function, written for this test per language.
NEUTRAL: dict[str, tuple[str, ...]] = {
    "en": (
        "We work with {a} for this.",
        "For this we rely on {a} and {b}.",
        "This part of the service is provided by {a}.",
    ),
    "de": (
        "Hierfür setzen wir {a} ein.",
        "Wir arbeiten dafür mit {a} und {b} zusammen.",
        "Dieser Teil des Dienstes wird von {a} erbracht.",
    ),
    "fr": (
        "Nous faisons appel à {a} pour cela.",
        "Pour cela, nous nous appuyons sur {a} et {b}.",
        "Cette partie du service est fournie par {a}.",
    ),
    "nl": (
        "Hiervoor werken we samen met {a}.",
        "Daarvoor vertrouwen we op {a} en {b}.",
        "Dit deel van de dienst wordt geleverd door {a}.",
    ),
    "es": (
        "Para ello trabajamos con {a}.",
        "Para esto confiamos en {a} y {b}.",
        "Esta parte del servicio la presta {a}.",
    ),
    "it": (
        "A tal fine ci avvaliamo di {a}.",
        "Per questo ci affidiamo a {a} e {b}.",
        "Questa parte del servizio è fornita da {a}.",
    ),
    "pt": (
        "Para isso trabalhamos com {a}.",
        "Para este fim contamos com {a} e {b}.",
        "Esta parte do serviço é prestada por {a}.",
    ),
}
# A bold phrase in a sentence that names no vendor.
NOT_VENDORS: dict[str, str] = {
    "en": "We never sell <strong>Personal Data</strong> to anyone.",
    "de": "Wir verkaufen <strong>Personenbezogene Daten</strong> niemals.",
    "fr": "Nous ne vendons jamais de <strong>Données Personnelles</strong>.",
    "nl": "Wij verkopen nooit <strong>Persoonsgegevens</strong>.",
    "es": "Nunca vendemos <strong>Datos Personales</strong>.",
    "it": "Non vendiamo mai <strong>Dati Personali</strong>.",
    "pt": "Nunca vendemos <strong>Dados Pessoais</strong>.",
}
LANGUAGES = tuple(NEUTRAL)
CATEGORIES = ("payments", "email", "analytics_data", "cloud_infra", "support_cx", "hr_payroll")


@dataclass(frozen=True, slots=True)
class ProsePage:
    """A generated page and the (slug, category) pairs a careful reader takes from it."""

    lang: str
    body: bytes
    listed: tuple[tuple[str, str], ...]


def prose_page(lang: str, seed: int) -> ProsePage:
    """Three to five sections, each with one or two invented vendors."""
    rng, taken = random.Random(seed), set[str]()
    frame = FRAMES[lang]
    sections, listed = [], []
    for category in rng.sample(CATEGORIES, rng.randint(3, 5)):
        names = [invent_base(rng, load_dictionary(), taken) for _ in range(rng.randint(1, 2))]
        listed += [(n.lower(), category) for n in names]
        marked = [_mark(rng, n) for n in names]
        sentence = NEUTRAL[lang][1] if len(names) == 2 else rng.choice(NEUTRAL[lang][::2])
        text = sentence.format(a=marked[0], b=marked[-1])
        extra = f" {NOT_VENDORS[lang]}" if rng.random() < 0.5 else ""
        heading = escape(PURPOSES[lang][category][0])
        sections.append(f"<h2>{heading}</h2>\n<p>{text}{extra}</p>")
    intro = escape(frame.intros[0].format(brand="Acme"))
    body = "\n".join(sections)
    page = (
        f"<html><head><title>{frame.titles[0]}</title></head><body>"
        f"<h1>{frame.titles[0]}</h1>\n<p>{intro}</p>\n{body}</body></html>"
    )
    return ProsePage(lang, page.encode(), tuple(listed))


def _mark(rng: random.Random, name: str) -> str:
    if rng.random() < 0.5:
        return f'<a href="https://www.{name.lower()}.com/">{name}</a>'
    return f"<strong>{name}</strong>"
