"""Properties of `normalize_domain` on arbitrary input: it answers a valid registrable domain
or `InvalidDomain` (never another error); the answer is a fixed point (normalising it again
gives it back); it is never an IP address, never `localhost`, never an invalid host name."""

from __future__ import annotations

import ipaddress
import re

from hypothesis import example, given
from hypothesis import strategies as st

from vendorstack.domains import normalize_domain
from vendorstack.errors import InvalidDomain

LABEL = re.compile(r"^(?!-)[a-z0-9-]{1,63}(?<!-)$")
labels = st.from_regex(r"[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?", fullmatch=True)
suffixes = st.sampled_from(["com", "co.uk", "de", "io", "com.au", "xn--p1ai", "localhost", "1"])
hosts = st.builds(
    lambda parts, suffix: ".".join([*parts, suffix]),
    st.lists(labels, min_size=1, max_size=4),
    suffixes,
)
url_shaped = st.builds(
    lambda scheme, host, port, path: f"{scheme}{host}{port}{path}",
    st.sampled_from(["", "http://", "https://", "HTTPS://", "ftp://", "//"]),
    st.one_of(hosts, hosts.map(str.upper), st.ip_addresses().map(str)),
    st.sampled_from(["", ":443", ":8080", ":99999", ":x"]),
    st.sampled_from(["", "/", "/path?q=1", "#frag", "/a b"]),
)
anything = st.one_of(url_shaped, st.text(max_size=300), st.from_regex(r"[\w.:/\[\]@%-]{0,80}"))


def normalised(raw: str) -> str | None:
    try:
        return normalize_domain(raw)
    except InvalidDomain:
        return None


def assert_valid_name(domain: str) -> None:
    assert domain == domain.lower()
    assert len(domain) <= 253
    assert "." in domain
    assert all(LABEL.match(label) for label in domain.split("."))


def assert_not_an_address(domain: str) -> None:
    try:
        ipaddress.ip_address(domain)
    except ValueError:
        pass
    else:
        raise AssertionError(f"{domain} is an IP address")
    assert not domain.rsplit(".", 1)[-1].isdigit()
    assert domain != "localhost"
    assert not domain.endswith(".localhost")


@given(anything)
@example("https://WWW.Example.co.uk:443/path?q")
@example("http://127.0.0.1/")
@example("http://[::1]/")
@example("0x7f.1")
@example("localhost.")
@example("xn--mnchen-3ya.de")
@example("münchen.de")
def test_normalisation_is_idempotent_and_never_an_address_or_an_invalid_name(raw: str) -> None:
    domain = normalised(raw)
    if domain is None:
        return
    assert_valid_name(domain)
    assert_not_an_address(domain)
    assert normalize_domain(domain) == domain
