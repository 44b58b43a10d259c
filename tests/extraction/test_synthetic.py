"""Invented vendors in every format and language: named, with the right slug, category and
name, quotes verbatim, and nothing else claimed (traps and look-alike pages included).

The names are syllables no dictionary can hold; the purposes are written as disclosures write
them, independently of the extractor's keyword tables (see tests/extraction/synthetic).
"""

from __future__ import annotations

import pytest

from tests.extraction.synthetic.pages import FORMATS, LANGUAGES, NEGATIVES, Generator
from tests.extraction.synthetic.score import Score, score, total
from vendorstack.extraction import extract
from vendorstack.extraction.dictionary import load_dictionary

SEEDS = (11, 12)
MIN_RECALL = 0.97
MIN_CATEGORY = 0.97
MIN_NAMES = 0.97


@pytest.fixture(scope="module")
def scores() -> list[Score]:
    out = []
    for seed in SEEDS:
        generator = Generator(seed, load_dictionary())
        out += [score(generator.page(lang, fmt)) for lang in LANGUAGES for fmt in FORMATS]
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_names_its_invented_vendors(scores: list[Score], lang: str) -> None:
    figures = total(s for s in scores if s.lang == lang)
    assert figures["recall"] >= MIN_RECALL
    assert figures["category"] >= MIN_CATEGORY
    assert figures["names"] >= MIN_NAMES


@pytest.mark.parametrize("fmt", FORMATS)
def test_every_format_names_its_invented_vendors(scores: list[Score], fmt: str) -> None:
    figures = total(s for s in scores if s.fmt == fmt)
    assert figures["recall"] >= MIN_RECALL
    assert figures["category"] >= MIN_CATEGORY


def test_nothing_else_is_claimed_and_every_quote_is_verbatim(scores: list[Score]) -> None:
    figures = total(scores)
    assert [s.extras for s in scores if s.extras] == []
    assert figures["trap_claims"] == 0
    assert figures["quotes_verbatim"] == 1.0


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("kind", NEGATIVES)
def test_look_alike_pages_claim_nothing(lang: str, kind: str) -> None:
    page = Generator(21, load_dictionary()).negative(lang, kind)
    result = extract(
        page.body,
        content_type=page.content_type,
        source_url=f"https://{page.company}/x",
        company_domain=page.company,
    )
    assert result.claims == ()


def test_one_vendor_written_many_ways_gets_one_slug() -> None:
    rows = [
        "Norvalexa GmbH",
        "NORVALEXA GmbH & Co. KG",
        "Norvalexa Europe B.V.",
        '<a href="https://www.norvalexa.de/">Norvalexa</a>',
        '<a href="https://app.norvalexa-labs.io/dpa">DPA</a> Norvalexa Labs Ltd',
    ]
    slugs = set()
    for row in rows:
        html = f"<h1>Sub-processors</h1><ul><li>{row} – cloud hosting</li></ul>"
        claims = extract(
            html.encode(), content_type="text/html", source_url="u", company_domain="a.b"
        )
        slugs |= {c.vendor for c in claims.claims}
    assert slugs == {"norvalexa"}
