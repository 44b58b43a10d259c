"""`extract` never raises, whatever the bytes, media type or company."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vendorstack.extraction import extract

TYPES = ["text/html", "application/xhtml+xml", "text/plain", "text/markdown", "application/pdf"]
FRAGMENTS = [
    "<table><tr><td>",
    "</td><td>",
    "<ul><li>",
    "<h2>Sub-processors</h2>",
    "| Name | Purpose |\n|---|---|\n",
    "Amazon Web Services (Amazon SES)",
    "Google LLC",
    "Stripe, Inc.",
    "<b>Twilio</b>, Inc. SMS",
    "\n- ",
    " — ",
    "Former subprocessors",
    "%PDF-1.4",
]


@settings(max_examples=150, deadline=None)
@given(
    parts=st.lists(st.sampled_from(FRAGMENTS) | st.text(max_size=20), max_size=30),
    content_type=st.sampled_from(TYPES),
    company=st.sampled_from(["", "acme.test", "google.com", "aws.amazon.com", "x"]),
)
def test_extract_never_raises(parts: list[str], content_type: str, company: str) -> None:
    result = extract(
        "".join(parts).encode("utf-8", "surrogatepass"),
        content_type=content_type,
        source_url="u",
        company_domain=company,
    )
    assert all(c.confidence != "vendor_inferred_sms" for c in result.claims)


@pytest.mark.parametrize("company", ["example.org", "", "google.com", "stripe.com"])
def test_corpus_pages_with_any_company(corpus_dir: Path, corpus2_dir: Path, company: str) -> None:
    pages = [*corpus_dir.glob("*/page.html"), *corpus2_dir.glob("*/page.html")]
    for page in sorted(pages):
        extract(page.read_bytes(), content_type="text/html", source_url="u", company_domain=company)
