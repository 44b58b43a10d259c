"""Hand-made disclosure pages in every format, scored with the packaged dictionary.

Each page in pages/ mixes the hard cases (cards, DPA prose with an annex, paragraphs led by a
vendor, a big table with ambiguous names, a PDF annex, MDX with nested onward processors, a
plain-text register). Vendors the dictionary does not (yet) hold are left out of the check.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from bench.accuracy import is_verbatim, visible_text

from vendorstack.extraction import extract
from vendorstack.extraction.dictionary import load_dictionary
from vendorstack.extraction.pdf_text import pdf_text

PAGES = Path(__file__).parent / "pages"
EXPECTED = json.loads((PAGES / "expected.json").read_text())
TYPES = {
    "html": "text/html",
    "pdf": "application/pdf",
    "md": "text/markdown",
    "txt": "text/plain",
}


def _visible(name: str, body: bytes) -> str:
    if name.endswith(".html"):
        return visible_text(body.decode())
    text = pdf_text(body) if name.endswith(".pdf") else body.decode()
    return " ".join((text or "").split())


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_page(name: str) -> None:
    dictionary = load_dictionary()
    if not len(dictionary):
        pytest.skip("data/vendors.toml not written yet")
    expected = EXPECTED[name]
    body = (PAGES / name).read_bytes()
    result = extract(
        body,
        content_type=TYPES[name.rsplit(".", 1)[1]],
        source_url=f"https://{expected['domain']}/subprocessors",
        company_domain=expected["domain"],
    )
    found = list(dict.fromkeys(c.vendor for c in result.claims))
    assert found == [v for v in expected["vendors"] if v in dictionary]
    assert [u.quote for u in result.unmatched_rows] == expected["unmatched"]
    visible = _visible(name, body)
    assert all(is_verbatim(c.quote, [visible]) for c in result.claims)
