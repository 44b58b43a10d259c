"""The scanner's own reading in every supported language: link words and their ranking, "not
found" and login wording, the site's language, and the pages *about* sub-processors (guides,
security, cookie tables, integrations) that are not the company's list."""

from __future__ import annotations

from importlib import resources

import pytest

from tests.scanning.sites import pages as p
from tests.scanning.sites.invented import vendors
from tests.scanning.sites.languages import TONGUES
from tests.scanning.sites.tongues import Tongue
from vendorstack.scanning import words
from vendorstack.scanning.candidates import FOLLOW, STRONG, href_score, link_score, text_score
from vendorstack.scanning.confirm import judge, safe_extract
from vendorstack.scanning.decoys import decoy_reason
from vendorstack.scanning.fetch import FetchedPage
from vendorstack.scanning.links import Link, html_links
from vendorstack.scanning.locale import SiteLocale, localized_paths, site_locale
from vendorstack.scanning.signals import read_signals

BRAND = "Acme"


def _id(tongue: Tongue) -> str:
    return tongue.code


def fetched(body: str, url: str = "https://acme.example/x") -> FetchedPage:
    return FetchedPage(url, 200, "text/html", body.encode(), ())


def verdict(body: str, *, worded: bool) -> tuple[str, str]:
    judgement = judge(
        fetched(body), domain="acme.example", worded=worded, home_url="https://acme.example/"
    )
    return judgement.verdict, judgement.reason


def test_fold_spells_every_language_in_ascii() -> None:
    assert words.fold("Sous-traitants ULTÉRIEURS") == "sous-traitants ulterieurs"
    assert words.fold("Straße Underleverandører Podmioty przetwarzające łódź") == (
        "strasse underleverandorer podmioty przetwarzajace lodz"
    )
    assert words.fold("can’t") == "can't"


@pytest.mark.parametrize("t", TONGUES, ids=_id)
def test_a_link_naming_the_list_ranks_above_every_hub(t: Tongue) -> None:
    strong = (t.list_link, t.hub_list_link)
    hubs = (t.legal[0], t.privacy[0], t.dpa[0])
    assert all(text_score(text) >= STRONG for text in strong), strong
    assert all(FOLLOW <= text_score(text) < STRONG for text in hubs), hubs
    assert href_score(f"https://acme.example/{t.code}/{t.legal[1]}/{t.list_slug}") >= STRONG
    assert href_score(f"https://acme.example/{t.privacy[1]}") < STRONG


@pytest.mark.parametrize("t", TONGUES, ids=_id)
def test_a_guide_link_is_worth_less_than_the_list(t: Tongue) -> None:
    assert text_score(t.guide_title) < min(text_score(t.legal[0]), text_score(t.privacy[0]))
    guide = Link(f"https://acme.example/{t.help[1]}/{t.list_slug}", t.guide_title, "footer")
    assert link_score(guide, 1, same_site=True) < STRONG


def test_a_company_names_its_own_list_and_a_guide_names_the_readers() -> None:
    own = (
        "Our subprocessors",
        "Acme subprocessors",
        "Updates to our subprocessors",
        "Sub-processors that process your data",
        "Subprocessor management",
        "Unsere Unterauftragsverarbeiter",
        "Liste des sous-traitants ultérieurs",
    )
    guides = (
        "How to manage your subprocessors",
        "What is a subprocessor?",
        "Subprocessor list template",
        "Your subprocessors",
        "Ihre Unterauftragsverarbeiter verwalten",
    )
    assert not [text for text in own if words.reads_as_guide(words.fold(text))]
    assert all(words.reads_as_guide(words.fold(text)) for text in guides)


def test_a_guide_section_in_the_path_is_no_promise() -> None:
    guides = (
        "/blog/what-is-a-subprocessor",
        "/templates/subprocessor-list",
        "/integrations/vanta-subprocessors",
        "/de/ratgeber/unterauftragsverarbeiter",
    )
    for path in guides:
        assert href_score(f"https://acme.example{path}") < STRONG, path
    assert href_score("https://acme.example/fr/sous-traitants-ult%C3%A9rieurs") >= STRONG
    assert href_score("https://acme.example/resources/vendor-subprocessors-2026") >= STRONG


def test_localised_legal_pages_are_hubs_worth_a_request() -> None:
    hubs = "Impressum|Datenschutz|Mentions légales|Privacidad|Juridisch|Note legali|Aviso legal"
    hubs += "|AVV|ADV|DPA|RGPD|Polityka prywatności|Personvern|Tietosuoja"
    scores = {hub: text_score(hub) for hub in hubs.split("|")}
    assert all(FOLLOW <= score < STRONG for score in scores.values()), scores


def test_a_contract_named_after_processing_is_the_dpa_not_the_list() -> None:
    for text in ("Contrat de sous-traitance", "Auftragsverarbeitungsvertrag", "AVV", "ADV"):
        assert text_score(text) == 45, text
    for text in ("Sous-traitance", "Sous-traitants", "Auftragsverarbeiter", "Subunternehmer"):
        assert text_score(text) >= STRONG, text


@pytest.mark.parametrize("t", TONGUES, ids=_id)
def test_a_soft_404_is_rejected_in_every_language(t: Tongue) -> None:
    assert verdict(p.not_found(t, BRAND), worded=True) == ("rejected", "soft_404")


@pytest.mark.parametrize("t", TONGUES, ids=_id)
def test_a_sign_in_page_is_a_login_wall_in_every_language(t: Tongue) -> None:
    """No password field: only its words say it is a wall."""
    assert verdict(p.login(t, BRAND), worded=True) == ("unreadable", "login_wall")


@pytest.mark.parametrize("t", TONGUES, ids=_id)
def test_the_list_reads_as_a_disclosure_and_presents_itself(t: Tongue) -> None:
    signals = read_signals(
        p.disclosure(t, BRAND, vendors(t.code, t.purposes, t.legal_forms)).encode(), "text/html"
    )
    assert signals.reads_like_disclosure
    assert signals.presents_list
    assert signals.list_rows == 8
    assert decoy_reason(signals) is None


@pytest.mark.parametrize("t", TONGUES, ids=_id)
def test_pages_about_subprocessors_are_decoys_in_every_language(t: Tongue) -> None:
    reasons = {
        name: decoy_reason(read_signals(build(t, BRAND).encode(), "text/html"))
        for name, build in (
            ("guide", p.guide),
            ("security", p.security),
            ("cookies", p.cookies),
            ("integration", p.integration),
        )
    }
    assert reasons == {
        "guide": "guide",
        "security": "other_document",
        "cookies": "cookie_policy",
        "integration": "other_document",
    }


@pytest.mark.parametrize("t", TONGUES, ids=_id)
def test_a_guide_we_were_pointed_at_is_rejected_not_unreadable(t: Tongue) -> None:
    """Linked as "Subprocessors" from a help centre, it must not become a found-but-unreadable
    list (that would tell the user a list exists)."""
    assert verdict(p.guide(t, BRAND), worded=True) == ("rejected", "guide")


@pytest.mark.parametrize("t", TONGUES, ids=_id)
def test_a_clause_or_a_mention_is_not_the_list(t: Tongue) -> None:
    assert verdict(p.dpa(t, BRAND), worded=False)[0] == "rejected"
    assert verdict(p.privacy(t, BRAND, pointer_to="/x"), worded=False)[0] == "rejected"


def test_english_decoys_are_refused_by_the_decoy_check_and_by_the_extractor() -> None:
    """Security and integration pages that name vendors: the scanner's decoy check refuses
    them on its own signals, and the extractor does not read them as disclosures either, so
    neither layer depends on the other."""
    english = TONGUES[0]
    for build in (p.security, p.integration):
        page = fetched(build(english, BRAND))
        signals = read_signals(page.body, page.content_type)
        assert decoy_reason(signals) == "other_document"
        assert not safe_extract(page, "acme.example").is_disclosure
        assert verdict(build(english, BRAND), worded=False)[0] == "rejected"


def test_rows_count_under_a_list_heading_at_any_depth_but_not_steps() -> None:
    body = (
        "<h1>Subprocessors</h1><h2>Infrastructure</h2><table><tr><th>Name</th></tr>"
        "<tr><td>Acme Cloud</td></tr><tr><td>Beta Hosting</td></tr></table>"
        "<h1>How to object</h1><ol><li>Click Settings > Privacy</li><li>Write to us</li></ol>"
        "<h2>Adding a subprocessor</h2><ol><li>Click Add</li><li>Go to the list</li></ol>"
    )
    assert read_signals(body.encode(), "text/html").list_rows == 2


@pytest.mark.parametrize("t", [t for t in TONGUES if t.code != "en"], ids=_id)
def test_a_site_declares_its_language(t: Tongue) -> None:
    home = p.home(t, BRAND, []).encode()
    locale = site_locale("https://acme.example/", home, "text/html", "acme.example")
    assert locale == SiteLocale(words.language_of(t.code), "")
    bare = p.home(t, BRAND, [], declare=False).encode()
    assert site_locale(None, bare, "text/html", f"acme.{t.tld}").language == locale.language
    native = {path for path, _ in localized_paths(locale)}
    assert f"/{t.list_slug}" in native


def test_country_domains_name_a_language_only_where_sites_speak_it() -> None:
    assert [words.language_of_tld(d) for d in ("acme.de", "acme.at", "acme.com.br", "acme.nl")] == [
        "de",
        "de",
        "pt",
        "nl",
    ]
    assert words.language_of_tld("range.co") is None  # English start-ups use .co
    assert words.language_of_tld("acme.io") is None


def test_a_language_prefix_adds_its_paths_and_english_adds_none() -> None:
    locale = site_locale(
        "https://acme.example/de-de/", b"<html lang=de>", "text/html", "acme.example"
    )
    assert locale == SiteLocale("de", "/de-de")
    paths = dict(localized_paths(locale))
    assert {
        "/de-de/unterauftragsverarbeiter",
        "/de-de/subprocessors",
        "/unterauftragsverarbeiter",
    } <= set(paths)
    assert paths["/de-de/unterauftragsverarbeiter"] > paths["/unterauftragsverarbeiter"]
    english = site_locale("https://acme.example/", b"<html lang=en-US>", "text/html", "acme.de")
    assert localized_paths(english) == []
    assert dict(localized_paths(SiteLocale("en", "/en-us"))) == {
        "/en-us/subprocessors": 46,
        "/en-us/legal/subprocessors": 44,
    }


def test_hreflang_alternates_are_links_with_their_language() -> None:
    body = (
        b'<head><link rel="alternate" hreflang="en" href="/en/">'
        b'<link rel="alternate stylesheet" href="/print.css"></head><body><a href="/x">x</a></body>'
    )
    links = html_links(body, "https://acme.example/")
    assert [(link.url, link.hreflang) for link in links] == [
        ("https://acme.example/x", ""),
        ("https://acme.example/en/", "en"),
    ]


def test_every_lexicon_names_the_list_and_its_not_found_page() -> None:
    for lexicon in words.LEXICONS:
        kinds = (lexicon.list_terms, lexicon.not_found, lexicon.login, lexicon.hub_terms)
        assert all(kinds), lexicon.code
        assert lexicon.other_documents, lexicon.code
    required = {"en", "de", "fr", "nl", "es", "it", "pt"}
    assert required <= set(words.BY_CODE)


def test_invented_vendors_are_in_no_dictionary() -> None:
    """Names no dictionary can hold: a test page never justifies a dictionary entry."""
    data = resources.files("vendorstack.extraction").joinpath("data/vendors.toml")
    dictionary = data.read_text(encoding="utf-8").lower()
    for t in TONGUES:
        for vendor in vendors(t.code, t.purposes, t.legal_forms):
            assert vendor.stem not in dictionary, vendor
