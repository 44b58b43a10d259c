"""Fixtures for extraction tests: a small hand-made dictionary and an `extract` bound to it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from vendorstack.extraction import Extraction, extract
from vendorstack.extraction.dictionary import VendorDictionary, parse_dictionary

HERE = Path(__file__).parent
Extract = Callable[..., Extraction]


@pytest.fixture(scope="session")
def test_dictionary() -> VendorDictionary:
    """tests/extraction/vendors_test.toml, parsed."""
    return parse_dictionary((HERE / "vendors_test.toml").read_text(encoding="utf-8"))


@pytest.fixture
def run(test_dictionary: VendorDictionary) -> Extract:
    """`run(text, content_type="text/html", company="acme.test")` with the test dictionary."""

    def _run(
        text: str | bytes, content_type: str = "text/html", company: str = "acme.test"
    ) -> Extraction:
        body = text.encode() if isinstance(text, str) else text
        return extract(
            body,
            content_type=content_type,
            source_url="https://acme.test/subprocessors",
            company_domain=company,
            dictionary=test_dictionary,
        )

    return _run


def vendors(result: Extraction) -> list[str]:
    """Claimed slugs in claim order."""
    return [c.vendor for c in result.claims]


def page(body: str, title: str = "Subprocessors") -> str:
    """An HTML page with a site header, a cookie banner and a footer around `body`."""
    return f"""<!doctype html><html><head><title>{title}</title></head><body>
<header><nav><a href="/">Acme</a> <a href="/integrations">Integrations</a></nav></header>
<div id="cookie-banner">We use cookies from Google Analytics and HubSpot. Accept</div>
<main><h1>Acme sub-processors</h1>
<p>Acme uses the following sub-processors to provide the service.</p>
{body}
</main>
<footer>Powered by Vanta. Follow us on Slack. © 2026 Acme</footer>
</body></html>"""
