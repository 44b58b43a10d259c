"""Who the sentence introducing a list names decides whether its rows are the company's
processors. In every supported language, a privacy policy's list that a sentence introduces as
processors ("these service providers process data on our behalf:") is a disclosure; one it
introduces as third parties the company shares data with, or as recipients using the data for
their own purposes, confirms nothing and is claimed by nobody, even on a page that is a
disclosure. The sentences are written here as a policy would write them, one per language and
role; vendors are invented (`tests.scanning.sites.invented`)."""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

import pytest

from tests.extraction.reformat import minified
from tests.scanning.sites import invented
from tests.scanning.sites.invented import InventedVendor
from tests.scanning.sites.languages import TONGUES
from tests.scanning.sites.tongues import Tongue
from vendorstack.extraction import Extraction, extract


@dataclass(frozen=True)
class Intros:
    """One language's three introducing sentences: the company's processors, third parties it
    shares data with, and recipients using the data for their own purposes."""

    processors: str
    shared: str
    own_purposes: str


INTROS = {
    "en": Intros(
        "These service providers process personal data on our behalf so we can run the service:",
        "We share personal data with the following third parties:",
        "The following third parties receive personal data and use it for their own purposes:",
    ),
    "de": Intros(
        "Folgende Dienstleister verarbeiten personenbezogene Daten in unserem Auftrag:",
        "Wir geben personenbezogene Daten an die folgenden Dritten weiter:",
        "Die folgenden Partner erhalten personenbezogene Daten und nutzen sie für eigene Zwecke:",
    ),
    "fr": Intros(
        "Les prestataires suivants traitent des données personnelles pour notre compte :",
        "Nous partageons des données personnelles avec les tiers suivants :",
        "Les partenaires suivants reçoivent des données personnelles et les utilisent pour leurs"
        " propres finalités :",
    ),
    "nl": Intros(
        "De volgende dienstverleners verwerken persoonsgegevens namens ons:",
        "Wij delen persoonsgegevens met de volgende derden:",
        "De volgende partners ontvangen persoonsgegevens en gebruiken die voor hun eigen"
        " doeleinden:",
    ),
    "es": Intros(
        "Los siguientes proveedores tratan datos personales por cuenta nuestra:",
        "Compartimos datos personales con los siguientes terceros:",
        "Los siguientes socios reciben datos personales y los utilizan para sus propios fines:",
    ),
    "it": Intros(
        "I seguenti fornitori trattano dati personali per nostro conto:",
        "Condividiamo i dati personali con le seguenti terze parti:",
        "I seguenti partner ricevono dati personali e li utilizzano per i propri scopi:",
    ),
    "pt": Intros(
        "Os seguintes fornecedores tratam dados pessoais em nosso nome:",
        "Compartilhamos dados pessoais com os seguintes terceiros:",
        "Os seguintes parceiros recebem dados pessoais e os utilizam para as suas próprias"
        " finalidades:",
    ),
    "sv": Intros(
        "Följande leverantörer behandlar personuppgifter för vår räkning:",
        "Vi delar personuppgifter med följande tredje parter:",
        "Följande partner tar emot personuppgifter och använder dem för sina egna ändamål:",
    ),
    "da": Intros(
        "Følgende leverandører behandler personoplysninger på vores vegne:",
        "Vi deler personoplysninger med følgende tredjeparter:",
        "Følgende partnere modtager personoplysninger og bruger dem til deres egne formål:",
    ),
    "nb": Intros(
        "Følgende leverandører behandler personopplysninger på våre vegne:",
        "Vi deler personopplysninger med følgende tredjeparter:",
        "Følgende partnere mottar personopplysninger og bruker dem til sine egne formål:",
    ),
    "fi": Intros(
        "Seuraavat palveluntarjoajat käsittelevät henkilötietoja puolestamme:",
        "Jaamme henkilötietoja seuraaville kolmansille osapuolille:",
        "Seuraavat kumppanit vastaanottavat henkilötietoja ja käyttävät niitä omiin"
        " tarkoituksiinsa:",
    ),
    "pl": Intros(
        "Następujący dostawcy przetwarzają dane osobowe w naszym imieniu:",
        "Udostępniamy dane osobowe następującym stronom trzecim:",
        "Następujący partnerzy otrzymują dane osobowe i wykorzystują je do własnych celów:",
    ),
    "cs": Intros(
        "Následující dodavatelé zpracovávají osobní údaje naším jménem:",
        "Osobní údaje sdílíme s následujícími třetími stranami:",
        "Následující partneři přijímají osobní údaje a používají je pro své vlastní účely:",
    ),
}
CODES = sorted(INTROS)


def _tongue(code: str) -> Tongue:
    return next(t for t in TONGUES if t.code == code)


# Well-known recipients beside the invented ones: rows naming a dictionary vendor are matched
# wherever they sit, so only the introducing sentence keeps them unclaimed.
KNOWN = (("Meta Platforms Ireland Limited", "meta"), ("Google Ireland Limited", "google"))


def _vendors(code: str, role: str) -> tuple[InventedVendor, ...]:
    t = _tongue(code)
    made = invented.vendors(f"recipients-{code}-{role}", t.purposes, t.legal_forms)[:4]
    if role == "processors":
        return made
    purpose, category = t.purposes[0]
    known = tuple(InventedVendor(name, slug, None, purpose, category) for name, slug in KNOWN)
    return made + known


def _section(number: int, intro: str, vendors: tuple[InventedVendor, ...]) -> str:
    items = "".join(f"<li>{escape(v.name)} – {escape(v.purpose)}</li>" for v in vendors)
    return f"<h2>{number}.</h2>\n<p>{escape(intro)}</p>\n<ul>\n{items}\n</ul>\n"


def _headed(number: int, intro: str, vendors: tuple[InventedVendor, ...]) -> str:
    """The section with a heading per vendor over its purpose."""
    entries = "".join(f"<h3>{escape(v.name)}</h3><p>{escape(v.purpose)}</p>" for v in vendors)
    return f"<h2>{number}.</h2>\n<p>{escape(intro)}</p>\n{entries}\n"


def _policy(
    code: str, *sections: tuple[str, tuple[InventedVendor, ...]], headed: bool = False
) -> Extraction:
    """A privacy policy: the language's own policy text, then one section per (intro,
    vendors), each under a bare number (no heading names a list); the last section with a
    heading per vendor when `headed`."""
    t = _tongue(code)
    text = escape(t.privacy_text.format(brand="Acme"))
    body = "".join(
        (_headed if headed and n == len(sections) - 1 else _section)(n + 2, intro, vendors)
        for n, (intro, vendors) in enumerate(sections)
    )
    html = (
        f"<html lang='{code}'><head><title>{escape(t.privacy_title)}</title></head><body><main>"
        f"<h1>{escape(t.privacy_title)}</h1>\n<h2>1.</h2>\n<p>{text}</p>\n{body}</main></body></html>"
    )
    return extract(html.encode(), content_type="text/html", source_url="", company_domain="acme.io")


def _claimed(result: Extraction, vendors: tuple[InventedVendor, ...]) -> list[bool]:
    slugs = [c.vendor for c in result.claims]
    return [any(v.stem in slug for slug in slugs) for v in vendors]


@pytest.mark.parametrize("code", CODES)
def test_a_list_introduced_as_our_processors_is_a_disclosure(code: str) -> None:
    vendors = _vendors(code, "processors")
    result = _policy(code, (INTROS[code].processors, vendors))
    assert result.is_disclosure
    assert _claimed(result, vendors) == [True] * len(vendors)


@pytest.mark.parametrize("code", CODES)
def test_a_list_of_third_parties_we_share_data_with_is_no_disclosure(code: str) -> None:
    result = _policy(code, (INTROS[code].shared, _vendors(code, "shared")))
    assert (result.is_disclosure, result.claims) == (False, ())


@pytest.mark.parametrize("code", CODES)
def test_recipients_for_their_own_purposes_are_not_claimed_beside_our_processors(
    code: str,
) -> None:
    """The page is a disclosure (its processors' list), and the other list stays unclaimed."""
    processors, recipients = _vendors(code, "processors"), _vendors(code, "own")
    intros = INTROS[code]
    result = _policy(code, (intros.processors, processors), (intros.own_purposes, recipients))
    assert result.is_disclosure
    assert _claimed(result, processors) == [True] * len(processors)
    assert _claimed(result, recipients) == [False] * len(recipients)


@pytest.mark.parametrize("code", CODES)
def test_recipients_written_as_a_heading_each_are_not_claimed(code: str) -> None:
    """Deeper headings naming the entries carry on the excluded list; the next section's
    heading ends it."""
    processors, recipients = _vendors(code, "processors"), _vendors(code, "shared")
    intros = INTROS[code]
    result = _policy(
        code, (intros.processors, processors), (intros.shared, recipients), headed=True
    )
    assert result.is_disclosure
    assert _claimed(result, processors) == [True] * len(processors)
    assert _claimed(result, recipients) == [False] * len(recipients)


@pytest.mark.parametrize(
    "intro",
    [
        "We share personal data with the following service providers, who process it on our"
        " behalf:",
        "We use the following third parties to provide the service:",
        "Wir geben Daten an folgende Auftragsverarbeiter weiter:",
    ],
)
def test_sharing_with_processors_stays_a_list_of_our_processors(intro: str) -> None:
    """Saying it processes for us, or that we use it to provide the service, makes the
    recipient a processor whatever verb hands the data over."""
    vendors = _vendors("en", "processors")
    result = _policy("en", (intro, vendors))
    assert result.is_disclosure
    assert _claimed(result, vendors) == [True] * len(vendors)


def test_a_sentence_naming_no_vendor_list_still_introduces_recipients() -> None:
    """ "We disclose personal data to the following advertising partners:" names no vendor
    list, and the rows under it are no one's processors even on a page that is a disclosure."""
    processors, partners = _vendors("en", "processors"), _vendors("en", "partners")
    result = _policy(
        "en",
        (INTROS["en"].processors, processors),
        ("We disclose personal data to the following advertising partners:", partners),
    )
    assert _claimed(result, processors) == [True] * len(processors)
    assert _claimed(result, partners) == [False] * len(partners)


@pytest.mark.parametrize("code", ["en", "de", "pl"])
def test_the_role_is_read_the_same_minified(code: str) -> None:
    vendors = _vendors(code, "processors")
    intros = INTROS[code]
    t = _tongue(code)
    html = (
        f"<html lang='{code}'><head><title>{escape(t.privacy_title)}</title></head><body>"
        f"<h1>{escape(t.privacy_title)}</h1>{_section(2, intros.processors, vendors)}"
        f"{_section(3, intros.shared, _vendors(code, 'shared'))}</body></html>"
    )
    answers = [
        extract(page.encode(), content_type="text/html", source_url="", company_domain="acme.io")
        for page in (html, minified(html))
    ]
    assert answers[0] == answers[1]
    assert _claimed(answers[0], vendors) == [True] * len(vendors)


def _list_page(code: str, intro: str, vendors: tuple[InventedVendor, ...]) -> Extraction:
    """A page of sub-processors (titled and headed so in its language) whose list a sentence
    introduces."""
    t = _tongue(code)
    title = escape(t.list_title)
    html = (
        f"<html lang='{code}'><head><title>{title}</title></head><body><main><h1>{title}</h1>"
        f"{_section(2, intro, vendors)}</main></body></html>"
    )
    return extract(html.encode(), content_type="text/html", source_url="", company_domain="acme.io")


@pytest.mark.parametrize("code", CODES)
def test_on_a_page_of_sub_processors_sharing_wording_introduces_its_own_list(code: str) -> None:
    """A sub-processor page may say it shares data with the companies it lists ("We share
    personal data with the following third parties:"): that list is the page's disclosure."""
    vendors = _vendors(code, "processors")
    result = _list_page(code, INTROS[code].shared, vendors)
    assert result.is_disclosure
    assert _claimed(result, vendors) == [True] * len(vendors)


@pytest.mark.parametrize("code", CODES)
def test_on_a_page_of_sub_processors_controllers_are_still_not_claimed(code: str) -> None:
    """Recipients using the data for their own purposes are nobody's processors, whatever the
    page is titled."""
    recipients = _vendors(code, "own")
    result = _list_page(code, INTROS[code].own_purposes, recipients)
    assert _claimed(result, recipients) == [False] * len(recipients)
