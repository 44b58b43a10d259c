"""A feature's name in a naming position is no vendor when the page itself writes it in lower
case, as a common noun: a product's docs list "Telemetry" beside its processors and say "we
keep telemetry for thirty days". Generated in several languages with invented words: the
feature is an invented word the page also writes in lower case, the vendors invented names it
writes capitalised only."""

from __future__ import annotations

import random
from html import escape

import pytest

from tests.extraction.recognition_data import PAGE_SENTENCES
from tests.extraction.reformat import minified
from tests.extraction.synthetic.vendors import invent_base
from tests.scanning.sites.languages import TONGUES
from tests.scanning.sites.tongues import Tongue
from vendorstack.extraction import Extraction, extract
from vendorstack.extraction.dictionary import load_dictionary

CODES = ("en", "fr", "nl", "sv", "fi", "pl")


def _tongue(code: str) -> Tongue:
    return next(t for t in TONGUES if t.code == code)


def _page(code: str, feature_in_lower_case: bool) -> tuple[str, str, list[str]]:
    """A list of sub-processors naming invented vendors bare (no legal form, no link), one row
    of which is the product's own feature; a paragraph under the list writes the feature's
    word in lower case, or (`feature_in_lower_case` false) capitalised as a name."""
    t = _tongue(code)
    rng = random.Random(f"page-nouns-{code}")
    dictionary = load_dictionary()
    taken: set[str] = set()
    names = [invent_base(rng, dictionary, taken) for _ in t.purposes[:3]]
    feature = invent_base(rng, dictionary, taken)
    rows = [(n, p) for n, (p, _) in zip(names, t.purposes[:3], strict=True)]
    rows.insert(1, (feature, t.purposes[3][0]))
    noun, name = PAGE_SENTENCES[code]
    said = noun.format(w=feature.lower()) if feature_in_lower_case else name.format(W=feature)
    items = "".join(f"<li>{escape(n)} – {escape(p)}</li>" for n, p in rows)
    html = (
        f"<html lang='{code}'><head><title>{escape(t.list_title)}</title></head><body><main>"
        f"<h1>{escape(t.list_title)}</h1>\n<ul>\n{items}\n</ul>\n<p>{escape(said)}</p>\n"
        "</main></body></html>"
    )
    return html, feature, names


def _slugs(result: Extraction) -> set[str]:
    return {c.vendor for c in result.claims}


def _read(html: str) -> Extraction:
    return extract(html.encode(), content_type="text/html", source_url="", company_domain="acme.io")


@pytest.mark.parametrize("code", CODES)
def test_a_word_the_page_writes_in_lower_case_is_no_vendor(code: str) -> None:
    html, feature, names = _page(code, feature_in_lower_case=True)
    result = _read(html)
    slugs = _slugs(result)
    assert [any(n.lower() in s for s in slugs) for n in names] == [True, True, True]
    assert len(slugs) == len(names)  # the feature is claimed under no slug
    assert not any(feature.lower() in s for s in slugs)


@pytest.mark.parametrize("code", CODES)
def test_the_same_word_written_capitalised_only_is_a_vendor(code: str) -> None:
    html, feature, _ = _page(code, feature_in_lower_case=False)
    assert any(feature.lower() in s for s in _slugs(_read(html)))


def test_the_page_nouns_are_read_the_same_minified() -> None:
    html, _, _ = _page("en", feature_in_lower_case=True)
    assert _read(html) == _read(minified(html))
