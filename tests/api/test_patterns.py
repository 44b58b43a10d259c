"""The published parameter patterns say exactly what the server accepts."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vendorstack.domains import normalize_domain, public_suffix
from vendorstack.errors import InvalidDomain
from vendorstack.serving import patterns

ACCEPTED = [
    "stripe.com",
    "https://WWW.Shop.Example.co.uk:443/legal?x",
    "example.com.",
    "http://a-b.example.de/x#y",
    "ftp://files.example.org",
    "llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch.co.uk",
    "example.xn--p1ai",
    "example.COM",
    "HTTPS://WWW.STRIPE.COM/LEGAL",
    "Example.Co.Uk",
]
REFUSED = [
    "",
    "127.0.0.1",
    "localhost",
    "intranet",
    "example.zz",
    "example.CMO",
    "a..com",
    "-a.com",
    "ab--c.com",
    "xn--bcher-kva.de",
    "bücher.de",
    "user@example.com",
    "example.com/ü",
    " example.com",
]


@pytest.mark.parametrize("value", ACCEPTED)
def test_these_urls_match(value: str) -> None:
    assert re.search(patterns.URL, value)
    normalize_domain(value)


@pytest.mark.parametrize("value", REFUSED)
def test_these_urls_do_not_match(value: str) -> None:
    assert not re.search(patterns.URL, value)


def test_slugs_suffixes_and_domains() -> None:
    assert re.search(patterns.VENDOR_SLUG, "google_cloud")
    assert not re.search(patterns.VENDOR_SLUG, "Google-Cloud")
    assert all(re.search(patterns.SUFFIX, value) for value in ("de", "co.uk", "io"))
    assert not any(re.search(patterns.SUFFIX, value) for value in ("zzzz", ".de", "de."))
    assert re.search(patterns.DOMAIN, "stripe.com")
    assert not re.search(patterns.DOMAIN, "https://stripe.com")


def _host(url: str) -> str:
    host = urlsplit(url if "://" in url else f"http://{url}").hostname
    assert host is not None
    return host.rstrip(".")


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.from_regex(patterns.URL, fullmatch=True))
def test_every_url_the_pattern_accepts_names_a_registrable_domain(url: str) -> None:
    """The one exception the pattern cannot express: a host that is itself a public suffix."""
    try:
        normalize_domain(url)
    except InvalidDomain:
        assert public_suffix(_host(url)) == _host(url).lower(), url
