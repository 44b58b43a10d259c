"""Disclosures in every supported language, found end to end through `scan_domain` over the local
test web: the list's URL, the outcome, the crawl's cost; pages *about* sub-processors refused.

The scanner finds lists in thirteen languages and the extractor reads all of them: the reading
tests at the bottom run for every language, with no exception.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.scanning.sites import fast_policy, scan_all
from tests.scanning.sites import html as h
from tests.scanning.sites import pages as p
from tests.scanning.sites.invented import vendors
from tests.scanning.sites.languages import TONGUES, LanguageSite, language_sites
from tests.scanning.sites.tongues_western import GERMAN
from tests.scanning.testweb import TestWeb
from vendorstack.scanning.report import ScanReport
from vendorstack.scanning.resolver import StaticResolver
from vendorstack.scanning.scanner import scan_domain

SITES = language_sites()
FOUND = [s for s in SITES if s.site.disclosure_url is not None]
ABSENT = [s for s in SITES if s.site.disclosure_url is None]
FOREIGN = [s for s in FOUND if s.foreign_list]
READABLE_NOW = [s for s in FOUND if not s.foreign_list]  # English lists (the control, hreflang)


def _id(fixture: LanguageSite) -> str:
    return f"{fixture.tongue.code}-{fixture.layout}"


@pytest.fixture(scope="module")
def reports() -> Iterator[dict[str, ScanReport]]:
    with TestWeb() as web:
        yield scan_all(web, [s.site for s in SITES], fast_policy())


def test_every_language_has_every_layout() -> None:
    layouts = {s.layout for s in SITES}
    for tongue in TONGUES:
        expected = layouts - ({"hreflang"} if tongue.code == "en" else set())
        assert {s.layout for s in SITES if s.tongue is tongue} == expected, tongue.code
    assert len({s.site.domain for s in SITES}) == len(SITES)
    assert {"de", "fr", "nl", "es", "it", "pt"} <= {s.tongue.code for s in FOREIGN}


@pytest.mark.parametrize("fixture", FOUND, ids=_id)
def test_the_list_is_found_at_its_url_early(
    fixture: LanguageSite, reports: dict[str, ScanReport]
) -> None:
    report = reports[fixture.site.domain]
    url = fixture.site.disclosure_url
    assert report.found
    assert report.disclosure_url == url
    assert url is not None
    assert report.probed_urls.index(url) < fixture.within, report.probed_urls
    assert report.request_count <= fast_policy().max_requests


@pytest.mark.parametrize("fixture", FOREIGN, ids=_id)
def test_a_foreign_list_is_taken_for_the_list(
    fixture: LanguageSite, reports: dict[str, ScanReport]
) -> None:
    """Confirmed by the scanner's own reading: parsed once the extractor reads the rows, and
    until then a list it could not read (never a page it rejected)."""
    report = reports[fixture.site.domain]
    assert (report.outcome, report.reason) in {("parsed", "parsed"), ("unreadable", "no_rows")}


@pytest.mark.parametrize("fixture", READABLE_NOW, ids=_id)
def test_an_english_list_is_parsed(fixture: LanguageSite, reports: dict[str, ScanReport]) -> None:
    report = reports[fixture.site.domain]
    assert (report.outcome, report.reason) == ("parsed", "parsed")
    assert {"aws", "stripe", "twilio"} <= {claim.vendor for claim in report.claims}


@pytest.mark.parametrize(
    "fixture", [s for s in FOUND if s.site.layout == "decoys_and_list"], ids=_id
)
def test_the_list_wins_over_a_guide_looked_at_first(
    fixture: LanguageSite, reports: dict[str, ScanReport]
) -> None:
    report = reports[fixture.site.domain]
    (guide,) = fixture.decoy_urls
    assert report.disclosure_url is not None
    assert report.probed_urls.index(guide) < report.probed_urls.index(report.disclosure_url)
    assert [page.url for page in report.pages][:1] in ([], [report.disclosure_url])


@pytest.mark.parametrize("fixture", ABSENT, ids=_id)
def test_pages_about_subprocessors_are_not_the_list(
    fixture: LanguageSite, reports: dict[str, ScanReport]
) -> None:
    """Help-centre guide, security page, cookie table, integration, DPA clause, soft 404s: the
    scan looks at them (they are in `probed_urls`) and still says `not_found`."""
    report = reports[fixture.site.domain]
    assert (report.outcome, report.reason, report.disclosure_url) == (
        "not_found",
        "no_disclosure",
        None,
    )
    assert report.pages == ()
    assert set(fixture.decoy_urls) <= set(report.probed_urls)
    assert report.request_count <= fast_policy().max_requests


GERMAN_LIST = "https://kaltmoor.de/de/rechtliches/anlage-3"


async def scan_english_shell_with_german_alternate(web: TestWeb) -> ScanReport:
    """The footer's "Subprocessors" is a JavaScript shell; its `hreflang=de` translation, at a
    path that names nothing, is the list in German."""
    alternate = f'<link rel="alternate" hreflang="de" href="{GERMAN_LIST}">'
    shell = h.javascript_shell("Kaltmoor").replace("</title>", "</title>" + alternate)
    listing = p.disclosure(GERMAN, "Kaltmoor", vendors("kaltmoor", GERMAN.purposes, ("GmbH",)))
    routes = {"/": h.home("Kaltmoor", footer=[("/subprocessors", "Subprocessors")]),
              "/subprocessors": shell, "/de/rechtliches/anlage-3": listing}  # fmt: skip
    web.add_site("kaltmoor.de", routes)
    return await scan_domain(
        "kaltmoor.de", policy=fast_policy(), host_map=web.host_map(), resolver=StaticResolver({})
    )


@pytest.mark.anyio
async def test_an_unreadable_lists_translation_is_tried(testweb: TestWeb) -> None:
    report = await scan_english_shell_with_german_alternate(testweb)
    assert GERMAN_LIST in report.probed_urls
    assert report.found


@pytest.mark.anyio
async def test_an_unreadable_lists_translation_is_read(testweb: TestWeb) -> None:
    report = await scan_english_shell_with_german_alternate(testweb)
    assert (report.outcome, report.disclosure_url) == ("parsed", GERMAN_LIST)


# -- what the extractor reads --------------------------------------------------------------------
# One test per language over all its sites.

FOREIGN_CODES = sorted({s.tongue.code for s in FOREIGN})


def test_every_foreign_language_is_read() -> None:
    assert FOREIGN_CODES == ["cs", "da", "de", "es", "fi", "fr", "it", "nb", "nl", "pl", "pt", "sv"]


def _foreign(code: str) -> list[LanguageSite]:
    return [s for s in FOREIGN if s.tongue.code == code]


@pytest.mark.parametrize("code", FOREIGN_CODES)
def test_foreign_lists_are_parsed(code: str, reports: dict[str, ScanReport]) -> None:
    for fixture in _foreign(code):
        report = reports[fixture.site.domain]
        assert (report.outcome, report.reason) == ("parsed", "parsed"), fixture.layout
        assert report.pages[0].url == fixture.site.disclosure_url


@pytest.mark.parametrize("code", FOREIGN_CODES)
def test_known_vendors_in_foreign_lists_are_named(
    code: str, reports: dict[str, ScanReport]
) -> None:
    for fixture in _foreign(code):
        named = {claim.vendor for claim in reports[fixture.site.domain].claims}
        assert {"aws", "stripe", "twilio"} <= named, fixture.layout


@pytest.mark.parametrize("code", FOREIGN_CODES)
def test_invented_vendors_in_foreign_lists_are_named(
    code: str, reports: dict[str, ScanReport]
) -> None:
    for fixture in _foreign(code):
        _assert_invented_vendors_named(fixture, reports[fixture.site.domain])


@pytest.mark.parametrize("code", FOREIGN_CODES)
def test_invented_vendors_in_foreign_lists_get_their_rows_category(
    code: str, reports: dict[str, ScanReport]
) -> None:
    for fixture in _foreign(code):
        _assert_invented_categories(fixture, reports[fixture.site.domain])


ENGLISH_INVENTED = [s for s in FOUND if s.tongue.code == "en" and s.vendors]


def test_invented_vendors_in_english_lists_are_named(reports: dict[str, ScanReport]) -> None:
    for fixture in ENGLISH_INVENTED:
        _assert_invented_vendors_named(fixture, reports[fixture.site.domain])


def test_invented_vendors_in_english_lists_get_their_rows_category(
    reports: dict[str, ScanReport],
) -> None:
    for fixture in ENGLISH_INVENTED:
        _assert_invented_categories(fixture, reports[fixture.site.domain])


def _assert_invented_vendors_named(fixture: LanguageSite, report: ScanReport) -> None:
    """Each invented vendor is a claim quoting its row, under a slug made from its name or
    its site's domain (both contain the stem)."""
    assert fixture.vendors
    for vendor in fixture.vendors:
        claims = [c for c in report.claims if vendor.name in c.quote]
        assert any(vendor.stem in c.vendor for c in claims), (fixture.layout, vendor)


def _assert_invented_categories(fixture: LanguageSite, report: ScanReport) -> None:
    assert fixture.vendors
    for vendor in fixture.vendors:
        categories = {c.category for c in report.claims if vendor.name in c.quote}
        assert categories == {vendor.category}, (fixture.layout, vendor, categories)
