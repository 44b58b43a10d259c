"""`url` normalisation: whatever the caller sends, we index the registrable domain."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from hypothesis import given
from hypothesis import strategies as st

from vendorstack.domains import _host_of, normalize_domain, public_suffix
from vendorstack.errors import InvalidDomain


@pytest.mark.parametrize(
    ("raw", "domain"),
    [
        ("example.com", "example.com"),
        ("EXAMPLE.COM", "example.com"),
        ("https://www.example.com/", "example.com"),
        ("http://www.example.com:8443/legal/subprocessors?x=1#top", "example.com"),
        ("https://user:secret@example.com/", "example.com"),
        ("example.com.", "example.com"),
        ("  example.com  ", "example.com"),
        ("trust.example.co.uk", "example.co.uk"),
        ("https://shop.example.com.au/x", "example.com.au"),
        ("münchen.de", "xn--mnchen-3ya.de"),
        ("https://BÜCHER.de/", "xn--bcher-kva.de"),
        ("xn--mnchen-3ya.de", "xn--mnchen-3ya.de"),
        ("ftp://files.example.org/pub", "example.org"),
    ],
)
def test_urls_reduce_to_the_registrable_domain(raw: str, domain: str) -> None:
    assert normalize_domain(raw) == domain


@pytest.mark.parametrize(
    "raw",
    [
        "",
        "127.0.0.1",
        "http://10.0.0.1/",
        "[::1]",
        "http://[2001:db8::1]/",
        "2130706433",
        "localhost",
        "app.localhost",
        "intranet",
        "com",
        "co.uk",
        "exa mple.com",
        "-leading.com",
        "a..b.com",
        f"{'a' * 64}.com",
        ".".join(["abcdefghij"] * 26) + ".com",
        "https://",
        "example.notarealtld",
        "x" * 3000,
    ],
)
def test_non_public_names_are_rejected(raw: str) -> None:
    with pytest.raises(InvalidDomain):
        normalize_domain(raw)


def test_public_suffixes_for_segments() -> None:
    assert public_suffix("de") == "de"
    assert public_suffix(".CO.UK") == "co.uk"
    assert public_suffix("example") is None


@given(st.from_regex(r"[A-Za-z0-9.-]{1,80}", fullmatch=True))
def test_a_bare_host_is_read_as_a_url_parser_reads_it(raw: str) -> None:
    # Bare ASCII names skip urlsplit; whatever it would have made of them, we make too.
    parsed = urlsplit(f"http://{raw}").hostname
    if not parsed:
        with pytest.raises(InvalidDomain):
            _host_of(raw)
    else:
        assert _host_of(raw) == parsed.rstrip(".")
