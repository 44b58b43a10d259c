"""Lists inside documents about something else, under headings that do not name
sub-processors (a "who helps us run Acme" section of a privacy policy, a table 85 % down a
40 KB terms page, a bullet list whose items open with a country's flag), are found and read
end to end over the local test web; a blog article offering such a list as examples ("such
as the following:") is no disclosure."""

from __future__ import annotations

from collections.abc import Iterator

import orjson
import pytest

from tests.extraction.reformat import minified, pretty
from tests.scanning.sites import FixtureSite, fast_policy, invented, scan_all
from tests.scanning.sites.embedded import (
    EMBEDDINGS,
    PLACED,
    embedded_sites,
    example_sites,
    recipient_sites,
)
from tests.scanning.sites.invented import InventedVendor
from tests.scanning.testweb import TestWeb
from vendorstack.extraction import extract
from vendorstack.scanning.report import ScanReport

SITES = embedded_sites()
EXAMPLES = example_sites()
RECIPIENTS = recipient_sites()


@pytest.fixture(scope="module")
def reports() -> Iterator[dict[str, ScanReport]]:
    sites = [site for site, _ in (*SITES, *EXAMPLES, *RECIPIENTS)]
    with TestWeb() as web:
        yield scan_all(web, sites, fast_policy())


def _id(entry: tuple[FixtureSite, tuple[InventedVendor, ...]]) -> str:
    return f"{entry[0].domain.rsplit('.', 1)[1]}-{entry[0].layout}"


@pytest.mark.parametrize("entry", SITES, ids=_id)
def test_a_list_inside_another_document_is_found_and_read(
    entry: tuple[FixtureSite, tuple[InventedVendor, ...]], reports: dict[str, ScanReport]
) -> None:
    site, vendors = entry
    report = reports[site.domain]
    assert (report.outcome, report.reason, report.disclosure_url) == (
        "parsed",
        "parsed",
        site.disclosure_url,
    )
    by_slug = {claim.vendor: claim for claim in report.claims}
    assert {"aws", "stripe", "twilio"} <= set(by_slug)
    places = next(e.places for e in EMBEDDINGS if site.domain.startswith(_brand(e.code, site)))
    for i, vendor in enumerate(vendors):
        claim = next(c for slug, c in by_slug.items() if vendor.stem in slug)
        assert (claim.name, claim.category, claim.purpose) == (
            vendor.name,
            vendor.category,
            vendor.purpose,
        )
        # A location column or a flag says where; plain lists, terms and headings do not.
        placed = (places[i % 3],) if site.layout in PLACED else ()
        assert claim.locations == placed
    assert len(by_slug) == len(vendors) + 3  # the heading, intro and filler name no vendor


def _brand(code: str, site: FixtureSite) -> str:
    return invented.brand(f"{code}-{site.layout}").lower()


@pytest.mark.parametrize("entry", EXAMPLES, ids=lambda entry: entry[0].domain.rsplit(".", 1)[1])
def test_a_list_offered_as_examples_is_no_disclosure(
    entry: tuple[FixtureSite, str], reports: dict[str, ScanReport]
) -> None:
    """The article is read (the scan looks at it) and confirms nothing: vendor names alone,
    introduced as examples, make no list of the company's."""
    site, article = entry
    report = reports[site.domain]
    assert article in report.probed_urls
    assert (report.outcome, report.reason, report.claims) == ("not_found", "no_disclosure", ())


@pytest.mark.parametrize("entry", RECIPIENTS, ids=lambda entry: entry[0].domain.rsplit(".", 1)[1])
def test_a_policy_listing_only_recipients_of_its_data_is_no_disclosure(
    entry: tuple[FixtureSite, str], reports: dict[str, ScanReport]
) -> None:
    """The policy is read and its list, introduced as recipients of data rather than as the
    company's processors, confirms nothing and is claimed by no one (AWS, Stripe and Twilio
    included)."""
    site, policy = entry
    report = reports[site.domain]
    assert policy in report.probed_urls
    assert (report.outcome, report.reason, report.claims) == ("not_found", "no_disclosure", ())


@pytest.mark.parametrize("entry", SITES, ids=_id)
def test_the_embedded_list_reads_the_same_minified_and_pretty_printed(
    entry: tuple[FixtureSite, tuple[InventedVendor, ...]],
) -> None:
    site, _ = entry
    url = site.disclosure_url or ""
    page = site.hosts[site.domain][url.removeprefix(f"https://{site.domain}")]
    assert isinstance(page, str)
    answers = [
        orjson.dumps(
            extract(
                form(page).encode(),
                content_type="text/html",
                source_url=url,
                company_domain=site.domain,
            )
        )
        for form in (minified, pretty)
    ]
    assert answers[0] == answers[1]
