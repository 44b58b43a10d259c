"""Generated candidates for the name recogniser, in every language it knows: invented names,
invented legal names, and the headings, section titles and feature names privacy documents
carry (written here generically for this test, in Title Case as pages often write them, not
copied from any page). Invented names come from the synthetic generator's syllables.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tests.extraction.synthetic.vendors import invent_base
from vendorstack.extraction.dictionary import load_dictionary
from vendorstack.extraction.recognition import Candidate, lower_case_words

LEGAL_FORMS: dict[str, tuple[str, ...]] = {
    "en": ("Ltd", "Inc.", "LLC", "Limited", "Corp.", "PLC"),
    "de": ("GmbH", "AG", "GmbH & Co. KG", "SE", "KG"),
    "fr": ("SAS", "SARL", "SA", "SASU"),
    "nl": ("B.V.", "N.V.", "BV"),
    "es": ("S.L.", "S.A.", "S.L.U."),
    "it": ("S.p.A.", "S.r.l.", "Srl"),
    "pt": ("Lda", "Lda.", "S.A."),
    "sv": ("AB", "HB"),
    "da": ("A/S", "ApS"),
    "nb": ("AS", "ASA"),
    "fi": ("Oy", "Oyj"),
    "pl": ("sp. z o.o.", "S.A."),
    "cs": ("s.r.o.", "a.s."),
}
DESIGNATORS = ("Labs", "Cloud", "Systems", "Technologies", "Software", "Data", "Group")

# Headings and titles of privacy documents and product docs, per language, as pages title them.
HEADINGS: dict[str, tuple[str, ...]] = {
    "en": (
        "Purpose of Processing",
        "Data Retention",
        "Your Rights",
        "Contact Us",
        "Changes to This Policy",
        "Security Measures",
        "Legal Basis",
        "International Transfers",
        "Categories of Personal Data",
        "Overview",
        "Definitions",
        "Scope",
        "Audit Logging",
        "Session Replay",
        "Data Export",
        "Team Workspaces",
        "Access Reviews",
        "Incident Response",
        "Encryption at Rest",
        "Account Deletion",
    ),
    "de": (
        "Zweck der Verarbeitung",
        "Speicherdauer",
        "Ihre Rechte",
        "Kontakt",
        "Rechtsgrundlage",
        "Datensicherheit",
        "Übermittlung in Drittländer",
        "Kategorien personenbezogener Daten",
        "Begriffsbestimmungen",
        "Änderungen dieser Erklärung",
        "Verantwortliche Stelle",
        "Auftragsverarbeitung",
    ),
    "fr": (
        "Finalités du Traitement",
        "Durée de Conservation",
        "Vos Droits",
        "Nous Contacter",
        "Base Juridique",
        "Sécurité des Données",
        "Transferts Internationaux",
        "Catégories de Données",
        "Définitions",
        "Modifications de la Politique",
        "Responsable du Traitement",
    ),
    "nl": (
        "Doel van de Verwerking",
        "Bewaartermijn",
        "Uw Rechten",
        "Contact",
        "Rechtsgrond",
        "Beveiliging",
        "Doorgifte buiten de EU",
        "Categorieën van Gegevens",
        "Definities",
        "Wijzigingen",
    ),
    "es": (
        "Finalidad del Tratamiento",
        "Plazo de Conservación",
        "Sus Derechos",
        "Contacto",
        "Base Jurídica",
        "Seguridad de los Datos",
        "Transferencias Internacionales",
        "Categorías de Datos",
        "Definiciones",
        "Cambios en esta Política",
    ),
    "it": (
        "Finalità del Trattamento",
        "Periodo di Conservazione",
        "I Tuoi Diritti",
        "Contatti",
        "Base Giuridica",
        "Sicurezza dei Dati",
        "Trasferimenti Internazionali",
        "Categorie di Dati",
        "Definizioni",
        "Modifiche alla Presente Informativa",
    ),
    "pt": (
        "Finalidade do Tratamento",
        "Prazo de Conservação",
        "Os Seus Direitos",
        "Contacto",
        "Base Legal",
        "Segurança dos Dados",
        "Transferências Internacionais",
        "Categorias de Dados",
        "Definições",
        "Alterações a esta Política",
    ),
    "sv": (
        "Ändamål med Behandlingen",
        "Lagringstid",
        "Dina Rättigheter",
        "Kontakta Oss",
        "Rättslig Grund",
        "Säkerhet",
        "Överföring till Tredje Land",
        "Kategorier av Personuppgifter",
        "Definitioner",
        "Ändringar",
    ),
    "da": (
        "Formål med Behandlingen",
        "Opbevaring",
        "Dine Rettigheder",
        "Kontakt Os",
        "Retsgrundlag",
        "Sikkerhed",
        "Overførsel til Tredjelande",
        "Kategorier af Oplysninger",
        "Definitioner",
        "Ændringer",
    ),
    "nb": (
        "Formål med Behandlingen",
        "Lagringstid",
        "Dine Rettigheter",
        "Kontakt Oss",
        "Rettslig Grunnlag",
        "Sikkerhet",
        "Overføring til Tredjeland",
        "Kategorier av Personopplysninger",
        "Definisjoner",
        "Endringer",
    ),
    "fi": (
        "Käsittelyn Tarkoitus",
        "Säilytysaika",
        "Sinun Oikeutesi",
        "Yhteystiedot",
        "Oikeusperuste",
        "Tietoturva",
        "Tietojen Siirrot",
        "Henkilötietojen Luokat",
        "Määritelmät",
        "Muutokset",
    ),
    "pl": (
        "Cel Przetwarzania",
        "Okres Przechowywania",
        "Twoje Prawa",
        "Kontakt",
        "Podstawa Prawna",
        "Bezpieczeństwo Danych",
        "Przekazywanie Danych",
        "Kategorie Danych",
        "Definicje",
        "Zmiany Polityki",
    ),
    "cs": (
        "Účel Zpracování",
        "Doba Uchování",
        "Vaše Práva",
        "Kontakt",
        "Právní Základ",
        "Zabezpečení Údajů",
        "Předávání Údajů",
        "Kategorie Údajů",
        "Definice",
        "Změny Zásad",
    ),
}
LANGUAGES = tuple(HEADINGS)


@dataclass(frozen=True, slots=True)
class Case:
    """One candidate, its language, what kind it is and whether it names a vendor."""

    lang: str
    kind: str  # "invented", "legal", "designated", "linked", "heading"
    candidate: Candidate
    is_name: bool


def cases(seed: int = 1, per_language: int = 12) -> list[Case]:
    """Every kind of candidate in every language, the names invented with `seed`."""
    rng = random.Random(seed)
    dictionary = load_dictionary()
    taken: set[str] = set()
    out: list[Case] = []
    for lang in LANGUAGES:
        for _ in range(per_language):
            base = invent_base(rng, dictionary, taken)
            form = rng.choice(LEGAL_FORMS[lang])
            out += [
                Case(lang, "invented", Candidate(base, lang=lang), True),
                Case(lang, "legal", Candidate(f"{base} {form}", lang=lang), True),
                Case(
                    lang,
                    "designated",
                    Candidate(f"{base} {rng.choice(DESIGNATORS)}", lang=lang),
                    True,
                ),
                Case(lang, "linked", Candidate(base, site=f"{base.lower()}.com", lang=lang), True),
            ]
        out += [Case(lang, "heading", Candidate(h, lang=lang), False) for h in HEADINGS[lang]]
    return out


# A sentence of a page per language that writes a word in lower case, as a common noun (a
# feature: "We keep telemetry for thirty days"), and one naming a company capitalised. German
# capitalises every noun, so its pages never write a feature's noun in lower case: not here.
PAGE_SENTENCES: dict[str, tuple[str, str]] = {
    "en": ("We keep {w} for thirty days.", "We send account data to {W} for hosting."),
    "fr": (
        "Nous conservons la {w} pendant trente jours.",
        "Nous envoyons les données du compte à {W} pour l'hébergement.",
    ),
    "nl": ("Wij bewaren {w} dertig dagen.", "Wij sturen accountgegevens naar {W} voor hosting."),
    "es": (
        "Conservamos la {w} durante treinta días.",
        "Enviamos los datos de la cuenta a {W} para el alojamiento.",
    ),
    "it": (
        "Conserviamo la {w} per trenta giorni.",
        "Inviamo i dati dell'account a {W} per l'hosting.",
    ),
    "pt": (
        "Conservamos a {w} durante trinta dias.",
        "Enviamos os dados da conta para a {W} para alojamento.",
    ),
    "sv": ("Vi sparar {w} i trettio dagar.", "Vi skickar kontouppgifter till {W} för drift."),
    "da": ("Vi gemmer {w} i tredive dage.", "Vi sender kontooplysninger til {W} til hosting."),
    "nb": ("Vi lagrer {w} i tretti dager.", "Vi sender kontoopplysninger til {W} for drift."),
    "fi": (
        "Säilytämme {w} kolmenkymmenen päivän ajan.",
        "Lähetämme tilitiedot {W}:lle ylläpitoa varten.",
    ),
    "pl": (
        "Przechowujemy {w} przez trzydzieści dni.",
        "Przesyłamy dane konta do {W} w celu hostingu.",
    ),
    "cs": ("Uchováváme {w} po dobu třiceti dnů.", "Údaje o účtu zasíláme {W} pro hosting."),
}


def page_cases(seed: int = 1, per_language: int = 12) -> list[Case]:
    """Invented words in a page's context: a feature's name that the page also writes in lower
    case ("page_noun": no name), and a name it writes capitalised only ("page_name")."""
    rng = random.Random(seed * 7919)
    dictionary = load_dictionary()
    taken: set[str] = set()
    out: list[Case] = []
    for lang, (noun, name) in PAGE_SENTENCES.items():
        for _ in range(per_language):
            base = invent_base(rng, dictionary, taken)
            used = lower_case_words([noun.format(w=base.lower())])
            named = lower_case_words([name.format(W=base)])
            out += [
                Case(lang, "page_noun", Candidate(base, lang=lang, page_nouns=used), False),
                Case(lang, "page_name", Candidate(base, lang=lang, page_nouns=named), True),
            ]
    return out


def rates(found: list[tuple[Case, bool]]) -> dict[str, float]:
    """False-accept rate (non-names taken for names) and false-reject rate (names missed)."""
    names = [ok for case, ok in found if case.is_name]
    others = [ok for case, ok in found if not case.is_name]
    return {
        "false_accept": sum(others) / len(others) if others else 0.0,
        "false_reject": (len(names) - sum(names)) / len(names) if names else 0.0,
        "candidates": float(len(found)),
    }
