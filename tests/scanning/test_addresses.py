"""Address classification and IP-literal host parsing (the guard's building blocks)."""

from __future__ import annotations

import ipaddress

import pytest

from vendorstack.scanning.addresses import (
    InvalidHost,
    blocked_name,
    blocked_reason,
    parse_host,
)

LOOPBACK = ipaddress.IPv4Address("127.0.0.1")


@pytest.mark.parametrize(
    "host",
    ["2130706433", "0177.0.0.1", "0x7f.0.0.1", "0x7f.1", "127.1", "0x7F000001", "127.0.0.1.",
     "0177.0.0.0x1", "１２７.０.０.１", "017700000001"],
)  # fmt: skip
def test_odd_ipv4_spellings_mean_loopback(host: str) -> None:
    assert parse_host(host) == LOOPBACK


@pytest.mark.parametrize(
    "host", ["999.1.1.1", "1.2.3.4.5", "08.0.0.1", "256.0.0.1", "1.2.3.0x100", "example.123",
             "4294967296", "exa mple.com", "-bad.com", "a..com", "[fe80::1%25eth0]", "[::zz]"],
)  # fmt: skip
def test_hosts_that_are_neither_names_nor_addresses_are_invalid(host: str) -> None:
    with pytest.raises(InvalidHost):
        parse_host(host)


def test_names_are_normalized_and_ipv6_literals_parsed() -> None:
    assert parse_host("WWW.Acme-Corp.COM.") == "www.acme-corp.com"
    assert parse_host("bücher.de") == "xn--bcher-kva.de"
    assert parse_host("[::FFFF:127.0.0.1]") == ipaddress.IPv6Address("::ffff:7f00:1")


@pytest.mark.parametrize(
    "address",
    ["127.0.0.1", "127.0.0.2", "0.0.0.0", "10.1.2.3", "172.16.0.1", "172.31.255.255",
     "192.168.1.1", "169.254.169.254", "169.254.170.2", "100.64.0.1", "100.100.100.200",
     "198.18.0.1", "198.19.255.254", "192.0.2.1", "198.51.100.7", "203.0.113.9", "192.0.0.192",
     "224.0.0.1", "239.255.255.250", "240.0.0.1", "255.255.255.255", "168.63.129.16",
     "::1", "::", "fe80::1", "fc00::1", "fd00:ec2::254", "ff02::1", "2001:db8::1",
     "::ffff:127.0.0.1", "::ffff:169.254.169.254", "::127.0.0.1", "64:ff9b::7f00:1",
     "64:ff9b::a9fe:a9fe", "64:ff9b:1::1", "2002:7f00:1::1", "2002:a9fe:a9fe::",
     "2001:0:4136:e378:8000:63bf:80ff:fffe", "fec0::1", "100::1"],
)  # fmt: skip
def test_unsafe_addresses_are_blocked(address: str) -> None:
    assert blocked_reason(ipaddress.ip_address(address)) is not None


@pytest.mark.parametrize(
    "address",
    ["93.184.215.14", "8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "2a00:1450:4001::200e",
     "64:ff9b::808:808"],
)  # fmt: skip
def test_public_unicast_addresses_pass(address: str) -> None:
    assert blocked_reason(ipaddress.ip_address(address)) is None


def test_embedded_ipv4_is_named_in_the_reason() -> None:
    reason = blocked_reason(ipaddress.ip_address("2002:a9fe:a9fe::"))
    assert reason is not None
    assert "169.254.169.254" in reason


@pytest.mark.parametrize(
    "name", ["localhost", "api.localhost", "printer.local", "metadata.google.internal",
             "router.home.arpa", "intranet", "x.onion"],
)  # fmt: skip
def test_special_use_names_are_blocked(name: str) -> None:
    assert blocked_name(name) is not None


def test_ordinary_names_are_not_blocked_by_name() -> None:
    assert blocked_name("acme-corp.com") is None
