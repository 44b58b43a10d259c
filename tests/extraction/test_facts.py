"""Each claim's `purpose` (its row's, verbatim) and `locations` (ISO 3166-1 alpha-2, EU, EEA),
read from generated disclosures naming invented vendors, in every language we read, as a
three-column table and as a list of "Name – purpose (places)" items.

The expected codes are written here by hand for the names these pages use; the extractor reads
names from pycountry's catalogues, so the two are independent.
"""

from __future__ import annotations

from html import escape

import pytest

from tests.scanning.sites import pages as p
from tests.scanning.sites.invented import InventedVendor, vendors
from tests.scanning.sites.languages import TONGUES
from tests.scanning.sites.tongues import Tongue
from vendorstack.extraction import VendorClaim, extract
from vendorstack.extraction.columns import classify
from vendorstack.extraction.locations import locations_in

# Every country name the language fixtures write, and its code.
CODES = {
    "United States": "US", "Ireland": "IE", "Germany": "DE", "Deutschland": "DE",
    "Irland": "IE", "Vereinigte Staaten": "US", "Nederland": "NL", "Ierland": "IE",
    "Verenigde Staten": "US", "France": "FR", "Irlande": "IE", "États-Unis": "US",
    "España": "ES", "Irlanda": "IE", "Estados Unidos": "US", "Italia": "IT",
    "Stati Uniti": "US", "Portugal": "PT", "Sverige": "SE", "USA": "US", "Danmark": "DK",
    "Norge": "NO", "Suomi": "FI", "Irlanti": "IE", "Yhdysvallat": "US", "Polska": "PL",
    "Irlandia": "IE", "Stany Zjednoczone": "US", "Česko": "CZ", "Irsko": "IE",
    "Spojené státy": "US",
}  # fmt: skip
# How each language abbreviates the EU and the EEA.
UNIONS = {
    "en": ("EU", "EEA"), "de": ("EU", "EWR"), "fr": ("UE", "EEE"), "nl": ("EU", "EER"),
    "es": ("UE", "EEE"), "it": ("UE", "SEE"), "pt": ("UE", "EEE"), "sv": ("EU", "EES"),
    "da": ("EU", "EØS"), "nb": ("EU", "EØS"), "fi": ("EU", "ETA"), "pl": ("UE", "EOG"),
    "cs": ("EU", "EHP"),
}  # fmt: skip
# ... and names them in full, as a row would ("within the European Economic Area").
UNION_NAMES = {
    "en": ("European Union", "European Economic Area"),
    "de": ("Europäische Union", "Europäischer Wirtschaftsraum"),
    "fr": ("Union européenne", "Espace économique européen"),
    "nl": ("Europese Unie", "Europese Economische Ruimte"),
    "es": ("Unión Europea", "Espacio Económico Europeo"),
    "it": ("Unione Europea", "Spazio economico europeo"),
    "pt": ("União Europeia", "Espaço Económico Europeu"),
    "sv": ("Europeiska unionen", "Europeiska ekonomiska samarbetsområdet"),
    "da": ("Den Europæiske Union", "Det Europæiske Økonomiske Samarbejdsområde"),
    "nb": ("Den europeiske union", "Det europeiske økonomiske samarbeidsområdet"),
    "fi": ("Euroopan unioni", "Euroopan talousalue"),
    "pl": ("Unia Europejska", "Europejski Obszar Gospodarczy"),
    "cs": ("Evropská unie", "Evropský hospodářský prostor"),
}
CODES_OF_TONGUE = {t.code: t for t in TONGUES}


def _read(html: str) -> tuple[VendorClaim, ...]:
    body = html.encode()
    return extract(
        body, content_type="text/html", source_url="https://x.test/", company_domain="x.test"
    ).claims


def _claim(claims: tuple[VendorClaim, ...], vendor: InventedVendor) -> VendorClaim:
    (claim,) = [c for c in claims if vendor.stem in c.vendor]
    return claim


def _list_page(t: Tongue, items: list[str]) -> str:
    main = (
        f"<h1>{escape(t.list_title)}</h1><p>{escape(t.list_intro.format(brand='Brandco'))}</p>"
        f"<ul>{''.join(f'<li>{escape(item)}</li>' for item in items)}</ul>"
    )
    return p.page(t, "Brandco", t.list_title, main)


@pytest.mark.parametrize("tongue", TONGUES, ids=lambda t: t.code)
def test_a_tables_purpose_and_location_cells_are_each_vendors(tongue: Tongue) -> None:
    invented = vendors(f"facts-{tongue.code}", tongue.purposes, tongue.legal_forms)
    claims = _read(p.disclosure(tongue, "Brandco", invented))
    for i, vendor in enumerate(invented):
        claim = _claim(claims, vendor)
        assert claim.purpose == vendor.purpose
        assert claim.locations == (CODES[tongue.countries[i % 3]],)


@pytest.mark.parametrize("tongue", TONGUES, ids=lambda t: t.code)
def test_a_list_items_purpose_and_places_by_abbreviation(tongue: Tongue) -> None:
    invented = vendors(f"facts-list-{tongue.code}", tongue.purposes, tongue.legal_forms)
    eu, eea = UNIONS[tongue.code]
    places = [f"{tongue.countries[0]}, {eu}", eea, f"{tongue.countries[2]}, {tongue.countries[1]}"]
    items = [f"{v.name} – {v.purpose} ({places[i % 3]})" for i, v in enumerate(invented)]
    claims = _read(_list_page(tongue, items))
    expected = [
        (CODES[tongue.countries[0]], "EU"),
        ("EEA",),
        (CODES[tongue.countries[2]], CODES[tongue.countries[1]]),
    ]
    for i, vendor in enumerate(invented):
        claim = _claim(claims, vendor)
        assert claim.purpose == f"{vendor.purpose} ({places[i % 3]})"
        assert claim.locations == expected[i % 3]


@pytest.mark.parametrize("code", sorted(UNION_NAMES))
def test_the_eu_and_the_eea_by_name(code: str) -> None:
    union, area = UNION_NAMES[code]
    assert locations_in(f"{union}") == ("EU",)
    assert locations_in(f"{area}") == ("EEA",)
    assert locations_in(f"{area}; {union}") == ("EEA", "EU")


def test_a_row_naming_no_function_and_no_place_has_neither() -> None:
    """A reviewed vendor alone in its row ("Stripe, Inc. (2024)") is claimed under its own
    category; its row states no purpose (a year is none) and no place."""
    t = CODES_OF_TONGUE["en"]
    invented = vendors("facts-bare", t.purposes, t.legal_forms)
    items = [f"{v.name} – {v.purpose}" for v in invented[:3]] + ["Stripe, Inc. (2024)"]
    claims = _read(_list_page(t, items))
    assert [_claim(claims, v).locations for v in invented[:3]] == [(), (), ()]
    (stripe,) = [c for c in claims if c.vendor == "stripe"]
    assert (stripe.purpose, stripe.locations) == (None, ())


@pytest.mark.parametrize(
    ("text", "places"),
    [
        ("Hosting in Frankfurt (Deutschland) and Dublin, Irlandia", ("DE", "IE")),
        ("Servers in the US and the UK", ("US", "GB")),
        ("Processing within the U.S.", ("US",)),
        ("US, DE, FR", ("US", "DE", "FR")),
        ("Hosted on German servers", ("DE",)),
        ("Przetwarzanie w Irlandii", ("IE",)),
        ("Korea, Republic of", ("KR",)),
        ("Royaume-Uni", ("GB",)),
        ("De forente stater", ("US",)),
        ("🇮🇪 hosting, 🇪🇺 backups, 🇬🇧 support", ("IE", "EU", "GB")),  # flags spell codes
    ],
)
def test_places_named_in_a_rows_wording(text: str, places: tuple[str, ...]) -> None:
    assert locations_in(text) == places


@pytest.mark.parametrize(
    "text",
    [
        "IT support for our staff",  # "IT" is no country in a sentence
        "AI features in the editor",
        "Data centres in Europe",  # a continent, not the EU
        "chile flakes",  # a country's name in lower case is a word
        "Amazon Web Services",
        "✅ 🚀 hosting",  # emoji that are no flags
    ],
)
def test_words_that_name_no_place(text: str) -> None:
    assert locations_in(text) == ()


def test_the_vendors_own_name_is_not_where_it_processes_data() -> None:
    t = CODES_OF_TONGUE["en"]
    items = [
        "Twilio Ireland Limited – SMS delivery (United States)",
        "Stripe Payments Europe, Limited – payment processing",
        "Amazon Web Services EMEA SARL – cloud hosting (Germany, EU)",
    ]
    claims = {c.vendor: c for c in _read(_list_page(t, items))}
    assert claims["twilio"].locations == ("US",)
    assert claims["stripe"].locations == ()
    assert claims["aws"].locations == ("DE", "EU")


def test_a_flagged_items_purpose_leaves_the_flag_out_and_its_place_comes_from_it() -> None:
    t = CODES_OF_TONGUE["en"]
    invented = vendors("flags", t.purposes, t.legal_forms)
    items = [f"🇩🇪 {v.name} – {v.purpose}" for v in invented[:3]]
    claims = _read(_list_page(t, items))
    assert [(_claim(claims, v).purpose, _claim(claims, v).locations) for v in invented[:3]] == [
        (v.purpose, ("DE",)) for v in invented[:3]
    ]


@pytest.mark.parametrize(
    "header", ["Aufgabe", "Uppgift", "Opgave", "Oppgave", "Tehtävä", "Zadanie", "Úkol", "Úloha"]
)
def test_a_column_headed_as_the_vendors_task_is_its_purpose(header: str) -> None:
    assert classify(header) == "purpose"


def test_personal_data_is_no_task() -> None:
    assert classify("Personuppgifter") != "purpose"  # "uppgift" only at a word's start
