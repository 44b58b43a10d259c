"""Prose disclosures, one section per purpose: each vendor a paragraph names in bold or as a
link is claimed with its section heading's category, in every language, whatever the
whitespace between tags; bold terms that are no vendors are not claimed."""

from __future__ import annotations

import pytest

from tests.extraction.prose_sections import LANGUAGES, ProsePage, prose_page, titled_page
from tests.extraction.reformat import minified, pretty
from vendorstack.extraction import Extraction, extract

SEEDS = range(1, 6)
MIN_RECALL = 0.99  # measured 0.995 (one invented name is a Dutch compound of everyday words)


def read(body: bytes) -> Extraction:
    return extract(
        body,
        content_type="text/html",
        source_url="https://acme.test/sub",
        company_domain="acme.test",
    )


@pytest.fixture(scope="module")
def pages() -> list[ProsePage]:
    return [prose_page(lang, seed * 100 + len(lang)) for lang in LANGUAGES for seed in SEEDS]


def test_vendors_named_in_section_prose_are_claimed_in_the_sections_category(
    pages: list[ProsePage],
) -> None:
    listed = right = 0
    for page in pages:
        claims = {(c.vendor, c.category) for c in read(page.body).claims}
        listed += len(page.listed)
        right += len(set(page.listed) & claims)
    assert right / listed >= MIN_RECALL


def test_nothing_else_is_claimed(pages: list[ProsePage]) -> None:
    for page in pages:
        slugs = {slug for slug, _ in page.listed}
        assert [c.vendor for c in read(page.body).claims if c.vendor not in slugs] == []


def test_minified_and_pretty_printed_prose_read_the_same(pages: list[ProsePage]) -> None:
    for page in pages:
        html = page.body.decode()
        assert read(minified(html).encode()) == read(pretty(html).encode()), page.lang


@pytest.mark.parametrize("lang", LANGUAGES)
def test_on_a_page_titled_as_the_list_every_sections_marked_vendor_counts(lang: str) -> None:
    for seed in SEEDS:
        page = titled_page(lang, seed)
        claims = [(c.vendor, c.category) for c in read(page.body).claims]
        # The credits under "About" name a company, but not as a sub-processor.
        assert claims == list(page.listed), page.body.decode()[:400]
