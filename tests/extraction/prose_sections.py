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
# Section headings that name no function (the sentence does), per language.
PLAIN_HEADINGS: dict[str, tuple[str, ...]] = {
    "en": ("Daily operations", "Account details", "Internal work", "Our website"),
    "de": ("Täglicher Betrieb", "Kontodaten", "Interne Arbeit", "Unsere Website"),
    "fr": ("Fonctionnement quotidien", "Données du compte", "Travail interne", "Notre site"),
    "nl": ("Dagelijkse werking", "Accountgegevens", "Intern werk", "Onze website"),
    "es": ("Operaciones diarias", "Datos de la cuenta", "Trabajo interno", "Nuestro sitio"),
    "it": ("Operatività quotidiana", "Dati dell'account", "Lavoro interno", "Il nostro sito"),
    "pt": ("Operações diárias", "Dados da conta", "Trabalho interno", "O nosso site"),
}
# The main heading of another part of the page, after the list.
ABOUT: dict[str, str] = {
    "en": "About Acme",
    "de": "Über Acme",
    "fr": "À propos d'Acme",
    "nl": "Over Acme",
    "es": "Acerca de Acme",
    "it": "Chi è Acme",
    "pt": "Sobre a Acme",
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


def titled_page(lang: str, seed: int) -> ProsePage:
    """A page titled as the list, with no main heading: sections under headings that name no
    function, each sentence naming its vendor's function; then an "About" part whose credits
    name a company that is no sub-processor."""
    rng, taken = random.Random(seed), set[str]()
    frame = FRAMES[lang]
    sections, listed = [], []
    for heading, category in zip(PLAIN_HEADINGS[lang], rng.sample(CATEGORIES, 4), strict=True):
        name = invent_base(rng, load_dictionary(), taken)
        listed.append((name.lower(), category))
        sentence = escape(PURPOSES[lang][category][1]).replace("{name}", _mark(rng, name))
        sections.append(f"<h2>{escape(heading)}</h2>\n<p>{sentence}</p>")
    maker = invent_base(rng, load_dictionary(), taken)
    credit = escape(PURPOSES[lang]["support_cx"][1]).replace("{name}", f"<b>{maker} Ltd</b>")
    about = f"<h1>{escape(ABOUT[lang])}</h1>\n<h2>Credits</h2>\n<p>{credit}</p>"
    page = (
        f"<html><head><title>{frame.titles[0]} | Acme</title></head><body>"
        + "\n".join(sections)
        + f"\n{about}</body></html>"
    )
    return ProsePage(lang, page.encode(), tuple(listed))


def _mark(rng: random.Random, name: str) -> str:
    if rng.random() < 0.5:
        return f'<a href="https://www.{name.lower()}.com/">{name}</a>'
    return f"<strong>{name}</strong>"
