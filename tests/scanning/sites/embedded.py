"""Sites whose only list of processors is a section of a page not titled as a list, under a
heading that does not name sub-processors either: a "these companies help us run the service"
section of a privacy policy, a table 85 % of the way down a 40 KB terms page, a bullet list
whose items open with a country's flag ("🇺🇸 Vendor – purpose"), a table at the end of a
55 KB privacy policy, a definition list, and a heading per vendor over its purpose.

The wording (terms, headings, intros, column headers) is written here per language as a site
would write it, not taken from the scanner's or the extractor's vocabulary; vendors are invented
(`invented`) beside the well-known three of `pages.KNOWN`.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from tests.scanning.sites import FixtureSite, RouteSpec, invented
from tests.scanning.sites import pages as p
from tests.scanning.sites.languages import TONGUES
from tests.scanning.sites.policies import LIST_SHARE, Vendors
from tests.scanning.sites.tongues import Pair, Tongue

TERMS_BYTES = 40_000  # "a table 85 % down a 40 KB terms page"
POLICY_BYTES = 20_000  # an ordinary privacy policy: the section sits in its middle
MIDDLE = 0.5


@dataclass(frozen=True)
class Embedding:
    """One language's wording for a list embedded in another document. `heading` and
    `intro` take `{brand}`; `flags` match the tongue's `countries`, in order."""

    code: str
    terms: Pair
    terms_title: str
    terms_text: str
    heading: str
    intro: str
    columns: tuple[str, str, str]
    places: tuple[str, str, str]
    article: str
    example_intro: str
    recipients_intro: str


EMBEDDINGS = (
    Embedding(
        "en",
        ("Terms of Service", "terms"),
        "Terms of Service",
        "These terms govern your use of {brand}. By using the service you agree to them. You"
        " must keep your account credentials confidential and tell us of any misuse.",
        "Who helps us run {brand}",
        "We use these processors to deliver the service:",
        ("Provider", "What they do", "Where"),
        ("US", "IE", "DE"),
        "Picking processors for a compliant stack",
        "Teams often pick processors such as the following:",
        "We share your personal data with the third parties listed below:",
    ),
    Embedding(
        "de",
        ("Allgemeine Geschäftsbedingungen", "agb"),
        "Allgemeine Geschäftsbedingungen",
        "Diese Bedingungen regeln die Nutzung von {brand}. Mit der Nutzung des Dienstes stimmen"
        " Sie ihnen zu. Sie müssen Ihre Zugangsdaten vertraulich behandeln.",
        "Wer uns beim Betrieb von {brand} hilft",
        "Für die Erbringung des Dienstes setzen wir diese Auftragsverarbeiter ein:",
        ("Anbieter", "Aufgabe", "Ort"),
        ("DE", "IE", "US"),
        "Auftragsverarbeiter für einen konformen Stack auswählen",
        "Teams wählen oft Auftragsverarbeiter wie zum Beispiel die folgenden:",
        "Wir übermitteln personenbezogene Daten an die folgenden Werbepartner:",
    ),
    Embedding(
        "fr",
        ("Conditions d'utilisation", "conditions"),
        "Conditions générales d'utilisation",
        "Les présentes conditions régissent l'utilisation de {brand}. En utilisant le service,"
        " vous les acceptez. Vous devez garder vos identifiants confidentiels.",
        "Qui nous aide à faire fonctionner {brand}",
        "Nous faisons appel aux sous-traitants suivants pour fournir le service :",
        ("Prestataire", "Rôle", "Lieu"),
        ("FR", "IE", "US"),
        "Choisir ses sous-traitants pour une pile conforme",
        "Les équipes choisissent souvent des sous-traitants comme, par exemple, les suivants :",
        "Nous partageons vos données personnelles avec les tiers listés ci-dessous :",
    ),
    Embedding(
        "sv",
        ("Användarvillkor", "villkor"),
        "Användarvillkor",
        "Dessa villkor gäller för din användning av {brand}. Genom att använda tjänsten"
        " godkänner du dem. Du ansvarar för att hålla dina inloggningsuppgifter hemliga.",
        "Vilka som hjälper oss att driva {brand}",
        "Vi anlitar följande personuppgiftsbiträden för att leverera tjänsten:",
        ("Leverantör", "Uppgift", "Plats"),
        ("SE", "IE", "US"),
        "Att välja personuppgiftsbiträden till en säker plattform",
        "Team väljer ofta personuppgiftsbiträden, till exempel följande:",
        "Vi delar personuppgifter med följande tredje parter:",
    ),
    Embedding(
        "es",
        ("Términos del servicio", "terminos"),
        "Términos del servicio",
        "Estos términos rigen el uso de {brand}. Al utilizar el servicio, usted los acepta."
        " Debe mantener la confidencialidad de sus credenciales de acceso.",
        "Quién nos ayuda a operar {brand}",
        "Utilizamos los siguientes encargados del tratamiento para prestar el servicio:",
        ("Proveedor", "Función", "Ubicación"),
        ("ES", "IE", "US"),
        "Elegir encargados del tratamiento para una plataforma segura",
        "Los equipos suelen elegir encargados del tratamiento como, por ejemplo, los siguientes:",
        "Compartimos sus datos personales con los siguientes terceros:",
    ),
    Embedding(
        "nl",
        ("Algemene voorwaarden", "voorwaarden"),
        "Algemene voorwaarden",
        "Deze voorwaarden zijn van toepassing op het gebruik van {brand}. Door de dienst te"
        " gebruiken gaat u ermee akkoord. U houdt uw inloggegevens geheim.",
        "Wie ons helpt {brand} te laten draaien",
        "Wij schakelen de volgende verwerkers in om de dienst te leveren:",
        ("Leverancier", "Taak", "Locatie"),
        ("NL", "IE", "US"),
        "Verwerkers kiezen voor een veilig platform",
        "Teams kiezen vaak verwerkers zoals bijvoorbeeld de volgende:",
        "Wij delen persoonsgegevens met de volgende derde partijen:",
    ),
    Embedding(
        "it",
        ("Termini di servizio", "termini"),
        "Termini e condizioni di servizio",
        "I presenti termini regolano l'uso di {brand}. Utilizzando il servizio li accetti. Devi"
        " mantenere riservate le tue credenziali di accesso.",
        "Chi ci aiuta a far funzionare {brand}",
        "Ci avvaliamo dei seguenti responsabili del trattamento per fornire il servizio:",
        ("Fornitore", "Attività", "Luogo"),
        ("IT", "IE", "US"),
        "Scegliere i responsabili del trattamento per una piattaforma sicura",
        "I team scelgono spesso responsabili del trattamento come, ad esempio, i seguenti:",
        "Condividiamo i dati personali con le seguenti terze parti:",
    ),
    Embedding(
        "pt",
        ("Termos de utilização", "termos"),
        "Termos de utilização",
        "Estes termos regem a utilização de {brand}. Ao utilizar o serviço, aceita-os. Deve"
        " manter as suas credenciais de acesso confidenciais.",
        "Quem nos ajuda a operar {brand}",
        "Recorremos aos seguintes subcontratantes para prestar o serviço:",
        ("Fornecedor", "Função", "Local"),
        ("PT", "IE", "US"),
        "Escolher subcontratantes para uma plataforma segura",
        "As equipas escolhem frequentemente subcontratantes como, por exemplo, os seguintes:",
        "Partilhamos dados pessoais com os seguintes terceiros:",
    ),
    Embedding(
        "da",
        ("Vilkår og betingelser", "vilkaar"),
        "Vilkår og betingelser",
        "Disse vilkår gælder for din brug af {brand}. Ved at bruge tjenesten accepterer du dem."
        " Du skal holde dine loginoplysninger fortrolige.",
        "Hvem hjælper os med at drive {brand}",
        "Vi benytter følgende databehandlere til at levere tjenesten:",
        ("Leverandør", "Opgave", "Placering"),
        ("DK", "IE", "US"),
        "Databehandlere til en sikker platform",
        "Teams vælger ofte databehandlere, for eksempel følgende:",
        "Vi deler personoplysninger med følgende tredjeparter:",
    ),
    Embedding(
        "nb",
        ("Vilkår for bruk", "vilkar"),
        "Vilkår for bruk",
        "Disse vilkårene gjelder for din bruk av {brand}. Ved å bruke tjenesten godtar du dem."
        " Du må holde påloggingsopplysningene dine hemmelige.",
        "Hvem hjelper oss med å drive {brand}",
        "Vi bruker følgende databehandlere for å levere tjenesten:",
        ("Leverandør", "Oppgave", "Sted"),
        ("NO", "IE", "US"),
        "Databehandlere til en sikker plattform",
        "Team velger ofte databehandlere, for eksempel følgende:",
        "Vi deler personopplysninger med følgende tredjeparter:",
    ),
    Embedding(
        "fi",
        ("Käyttöehdot", "kayttoehdot"),
        "Käyttöehdot",
        "Nämä ehdot koskevat palvelun {brand} käyttöä. Käyttämällä palvelua hyväksyt ne. Sinun"
        " on pidettävä kirjautumistietosi salassa.",
        "Ketkä auttavat meitä ylläpitämään palvelua {brand}",
        "Käytämme seuraavia henkilötietojen käsittelijöitä palvelun tuottamiseen:",
        ("Toimittaja", "Tehtävä", "Sijainti"),
        ("FI", "IE", "US"),
        "Henkilötietojen käsittelijät turvalliseen palveluun",
        "Tiimit valitsevat usein käsittelijöitä, esimerkiksi seuraavat:",
        "Luovutamme henkilötietoja seuraaville mainoskumppaneille:",
    ),
    Embedding(
        "pl",
        ("Regulamin", "regulamin"),
        "Regulamin świadczenia usług",
        "Niniejszy regulamin określa zasady korzystania z {brand}. Korzystając z usługi,"
        " akceptujesz go. Musisz chronić swoje dane logowania.",
        "Kto pomaga nam prowadzić {brand}",
        "Korzystamy z następujących podmiotów przetwarzających w celu świadczenia usługi:",
        ("Dostawca", "Zadanie", "Lokalizacja"),
        ("PL", "IE", "US"),
        "Podmioty przetwarzające dla bezpiecznej platformy",
        "Zespoły często wybierają podmioty przetwarzające, na przykład następujące:",
        "Przekazujemy dane osobowe następującym partnerom reklamowym:",
    ),
    Embedding(
        "cs",
        ("Obchodní podmínky", "obchodni-podminky"),
        "Obchodní podmínky",
        "Tyto podmínky upravují používání služby {brand}. Používáním služby s nimi souhlasíte."
        " Své přihlašovací údaje musíte uchovávat v tajnosti.",
        "Kdo nám pomáhá provozovat {brand}",
        "Pro poskytování služby využíváme následující zpracovatele:",
        ("Dodavatel", "Úkol", "Umístění"),
        ("CZ", "IE", "US"),
        "Zpracovatelé pro bezpečnou platformu",
        "Týmy často volí zpracovatele, například následující:",
        "Osobní údaje předáváme následujícím reklamním partnerům:",
    ),
)
LAYOUTS = (
    "terms_table_85",
    "policy_section_list",
    "policy_flag_list",
    "policy_table_end",
    "policy_definitions",
    "policy_vendor_headings",
)
LONG_POLICY_BYTES = 55_000  # "a disclosure table at the end of a very long privacy policy"
END_SHARE = 0.95
PLACED = ("terms_table_85", "policy_flag_list", "policy_table_end")  # a place in every row


def flag(code: str) -> str:
    """The flag emoji of a country code: its letters as regional indicator symbols."""
    return "".join(chr(0x1F1E6 + ord(letter) - ord("A")) for letter in code)


def _tongue(code: str) -> Tongue:
    return next(t for t in TONGUES if t.code == code)


def _filler(text: str, title: str, size: int) -> list[str]:
    """Numbered sections of `text` until they hold about `size` characters."""
    sections: list[str] = []
    while sum(map(len, sections)) < size:
        n = len(sections) + 1
        sections.append(f"<h2>{n}. {escape(title)}</h2><p>{escape(text)}</p><p>{escape(text)}</p>")
    return sections


def _table(e: Embedding, t: Tongue, vendors: Vendors) -> str:
    rows = "".join(
        f"<tr><td>{name}</td><td>{escape(purpose)}</td><td>{escape(t.countries[i % 3])}</td></tr>"
        for i, (name, purpose) in enumerate(p.rows(t, vendors))
    )
    head = "".join(f"<th>{escape(c)}</th>" for c in e.columns)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>"


def _items(e: Embedding, t: Tongue, vendors: Vendors, flagged: bool) -> str:
    """`<li>Name – purpose</li>`, each opening with its country's flag when `flagged`."""
    items = "".join(
        f"<li>{flag(e.places[i % 3]) + ' ' if flagged else ''}{name} – {escape(purpose)}</li>"
        for i, (name, purpose) in enumerate(p.rows(t, vendors))
    )
    return f"<ul>{items}</ul>"


def _definitions(t: Tongue, vendors: Vendors) -> str:
    """`<dl>`: each vendor's name as the term, its purpose as the definition."""
    terms = "".join(
        f"<dt>{name}</dt><dd>{escape(purpose)}</dd>" for name, purpose in p.rows(t, vendors)
    )
    return f"<dl>{terms}</dl>"


def _headings(t: Tongue, vendors: Vendors) -> str:
    """A heading per vendor over a paragraph giving its purpose."""
    return "".join(
        f"<h3>{name}</h3><p>{escape(purpose)}</p>" for name, purpose in p.rows(t, vendors)
    )


def _document(title: str, sections: list[str], section: str, share: float) -> str:
    at = round(len(sections) * share)
    return f"<h1>{escape(title)}</h1>{''.join([*sections[:at], section, *sections[at:]])}"


def embedded_site(e: Embedding, layout: str) -> tuple[FixtureSite, Vendors]:
    """A site whose home links only the terms page (`terms_table_85`) or only the privacy
    policy (the two list layouts), which holds the vendors in a section of its own."""
    t = _tongue(e.code)
    brand = invented.brand(f"{e.code}-{layout}")
    domain = f"{brand.lower()}.{t.tld}"
    vendors = invented.vendors(f"{e.code}-{layout}", t.purposes, t.legal_forms)
    heading = f"<h2>{escape(e.heading.format(brand=brand))}</h2><p>{escape(e.intro)}</p>"
    if layout == "terms_table_85":
        link, title = e.terms, e.terms_title
        text, size, share = e.terms_text, TERMS_BYTES, LIST_SHARE
        section = heading + _table(e, t, vendors)
    else:
        link, title = t.privacy, t.privacy_title
        text, size, share = t.privacy_text, POLICY_BYTES, MIDDLE
        section = heading + _section_body(e, t, vendors, layout)
        if layout == "policy_table_end":
            size, share = LONG_POLICY_BYTES, END_SHARE
    sections = _filler(text.format(brand=brand), title, size)
    path = "/" + link[1]
    routes: dict[str, RouteSpec] = {
        "/": p.home(t, brand, [(path, link[0])]),
        path: p.page(t, brand, title, _document(title, sections, section, share)),
    }
    site = FixtureSite(domain, layout, {domain: routes}, "parsed", "parsed",
                       f"https://{domain}{path}", needs_extractor=True)  # fmt: skip
    return site, vendors


def _section_body(e: Embedding, t: Tongue, vendors: Vendors, layout: str) -> str:
    """The vendors of a privacy policy's section, in the layout's markup."""
    if layout == "policy_table_end":
        return _table(e, t, vendors)
    if layout == "policy_definitions":
        return _definitions(t, vendors)
    if layout == "policy_vendor_headings":
        return _headings(t, vendors)
    return _items(e, t, vendors, flagged=layout == "policy_flag_list")


def embedded_sites() -> list[tuple[FixtureSite, Vendors]]:
    """Every layout in every language of `EMBEDDINGS`."""
    return [embedded_site(e, layout) for e in EMBEDDINGS for layout in LAYOUTS]


def example_site(e: Embedding) -> tuple[FixtureSite, str]:
    """A site whose only page naming vendors is a help-centre article on choosing processors, its
    flagged list introduced as examples ("such as the following:"); and the article's URL."""
    t = _tongue(e.code)
    brand = invented.brand(f"{e.code}-example_list")
    domain = f"{brand.lower()}.{t.tld}"
    vendors = invented.vendors(f"{e.code}-example_list", t.purposes, t.legal_forms)
    title = e.article
    text = t.home_blurb.format(brand=brand)
    main = (
        f"<h1>{escape(title)}</h1><p>{escape(text)}</p><p>{escape(e.example_intro)}</p>"
        + _items(e, t, vendors, flagged=True)
    )
    path = f"/{t.help[1]}/{t.list_slug}"
    routes: dict[str, RouteSpec] = {
        "/": p.home(t, brand, [(path, title)]),
        path: p.page(t, brand, title, main),
    }
    site = FixtureSite(domain, "example_list", {domain: routes}, "not_found", "no_disclosure",
                       needs_extractor=True)  # fmt: skip
    return site, f"https://{domain}{path}"


def recipient_site(e: Embedding) -> tuple[FixtureSite, str]:
    """A site whose privacy policy lists only the third parties or partners it hands data to
    ("We share your personal data with the third parties listed below:"): no list of its
    processors; and the policy's URL."""
    t = _tongue(e.code)
    brand = invented.brand(f"{e.code}-recipients")
    domain = f"{brand.lower()}.{t.tld}"
    vendors = invented.vendors(f"{e.code}-recipients", t.purposes, t.legal_forms)
    heading = f"<h2>{escape(e.heading.format(brand=brand))}</h2><p>{escape(e.recipients_intro)}</p>"
    section = heading + _items(e, t, vendors, flagged=False)
    sections = _filler(t.privacy_text.format(brand=brand), t.privacy_title, POLICY_BYTES)
    path = "/" + t.privacy[1]
    routes: dict[str, RouteSpec] = {
        "/": p.home(t, brand, [(path, t.privacy[0])]),
        path: p.page(
            t, brand, t.privacy_title, _document(t.privacy_title, sections, section, MIDDLE)
        ),
    }
    site = FixtureSite(domain, "recipient_list", {domain: routes}, "not_found", "no_disclosure",
                       needs_extractor=True)  # fmt: skip
    return site, f"https://{domain}{path}"


def recipient_sites() -> list[tuple[FixtureSite, str]]:
    return [recipient_site(e) for e in EMBEDDINGS]


def example_sites() -> list[tuple[FixtureSite, str]]:
    return [example_site(e) for e in EMBEDDINGS]
