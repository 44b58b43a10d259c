"""`VENDORSTACK_SCAN_HOST_MAP` parsing and lookup."""

from __future__ import annotations

import pytest

from vendorstack.config import Settings
from vendorstack.scanning.hostmap import HostMap, HostMapError, Origin

SPEC = "acme-corp.com=http://127.0.0.1:8801,*.acme-corp.com=http://127.0.0.1:8802"


def test_exact_and_wildcard_entries_route_to_their_origins() -> None:
    host_map = HostMap.parse(SPEC)
    assert host_map.lookup("acme-corp.com") == Origin("http", "127.0.0.1", 8801)
    assert host_map.lookup("www.acme-corp.com") == Origin("http", "127.0.0.1", 8802)
    assert host_map.lookup("a.b.acme-corp.com") == Origin("http", "127.0.0.1", 8802)


def test_lookup_is_case_and_trailing_dot_insensitive() -> None:
    host_map = HostMap.parse(SPEC)
    assert host_map.lookup("ACME-Corp.com.") == Origin("http", "127.0.0.1", 8801)


def test_unmapped_hosts_and_lookalikes_are_not_mapped() -> None:
    host_map = HostMap.parse(SPEC)
    assert host_map.lookup("evil-acme-corp.com") is None
    assert host_map.lookup("acme-corp.com.evil.net") is None
    assert "example.com" not in host_map


def test_wildcard_alone_does_not_map_the_bare_domain() -> None:
    host_map = HostMap.parse("*.example.com=http://127.0.0.1:9000")
    assert host_map.lookup("example.com") is None
    assert host_map.lookup("www.example.com") is not None


def test_default_ports_ipv6_origins_and_blank_entries() -> None:
    host_map = HostMap.parse(" a.com=https://10.0.0.5 , b.com=http://[::1]:81/ ,, ")
    assert host_map.lookup("a.com") == Origin("https", "10.0.0.5", 443)
    assert host_map.lookup("b.com") == Origin("http", "::1", 81)
    assert str(host_map.lookup("b.com")) == "http://[::1]:81"


def test_empty_spec_is_an_empty_map() -> None:
    assert not HostMap.parse("")
    assert HostMap.parse("").lookup("acme-corp.com") is None


def test_round_trips_through_its_string_form() -> None:
    host_map = HostMap.parse(SPEC)
    assert HostMap.parse(str(host_map)) == host_map


@pytest.mark.parametrize(
    "spec",
    [
        "acme-corp.com",
        "acme-corp.com=",
        "=http://127.0.0.1:1",
        "acme-corp.com=127.0.0.1:8801",
        "acme-corp.com=ftp://127.0.0.1",
        "acme-corp.com=http://127.0.0.1:8801/path",
        "acme-corp.com=http://127.0.0.1:99999",
        "acme-corp.com=http://user@127.0.0.1",
        "acme-corp.com:80=http://127.0.0.1",
        "*=http://127.0.0.1",
        "foo.*.com=http://127.0.0.1",
        "a.com=http://127.0.0.1:1,a.com=http://127.0.0.1:2",
    ],
)
def test_malformed_entries_are_a_clear_error(spec: str) -> None:
    with pytest.raises(HostMapError):
        HostMap.parse(spec)


def test_the_map_comes_from_settings() -> None:
    host_map = HostMap.from_settings(Settings(scan_host_map=SPEC))
    assert host_map == HostMap.parse(SPEC)
    with pytest.raises(HostMapError):
        HostMap.from_settings(Settings(scan_host_map="acme-corp.com=nowhere"))
