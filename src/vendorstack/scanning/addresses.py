"""Which addresses a scan may connect to, and what an IP-literal host really means.

Host names that are IP literals in any spelling a resolver accepts (`2130706433`, `0177.0.0.1`,
`0x7f.1`, `127.1`) are parsed here with the WHATWG URL rules, so the guard checks exactly the
address the OS would connect to. A host that ends in a number but is no valid IPv4 is invalid.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterator

from vendorstack.scanning.hostmap import normalize_host

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address

V4 = ipaddress.IPv4Network
V6 = ipaddress.IPv6Network

BLOCKED_V4: tuple[tuple[V4, str], ...] = tuple(
    (V4(net), why)
    for net, why in (
        ("0.0.0.0/8", "this-network / unspecified"),
        ("10.0.0.0/8", "private"),
        ("100.64.0.0/10", "carrier-grade NAT (incl. 100.100.100.200 metadata)"),
        ("127.0.0.0/8", "loopback"),
        ("169.254.0.0/16", "link-local (incl. 169.254.169.254 metadata)"),
        ("172.16.0.0/12", "private"),
        ("192.0.0.0/24", "IETF protocol assignments"),
        ("192.0.2.0/24", "documentation"),
        ("192.88.99.0/24", "6to4 relay anycast"),
        ("192.168.0.0/16", "private"),
        ("198.18.0.0/15", "benchmarking"),
        ("198.51.100.0/24", "documentation"),
        ("203.0.113.0/24", "documentation"),
        ("224.0.0.0/4", "multicast"),
        ("240.0.0.0/4", "reserved"),
        ("255.255.255.255/32", "broadcast"),
        ("168.63.129.16/32", "cloud metadata (Azure wire server)"),
    )
)

BLOCKED_V6: tuple[tuple[V6, str], ...] = tuple(
    (V6(net), why)
    for net, why in (
        ("::/128", "unspecified"),
        ("::1/128", "loopback"),
        ("::/96", "IPv4-compatible (deprecated)"),
        ("64:ff9b:1::/48", "local-use NAT64"),
        ("100::/64", "discard-only"),
        ("2001::/23", "IETF protocol assignments (incl. Teredo)"),
        ("2001:db8::/32", "documentation"),
        ("3fff::/20", "documentation"),
        ("5f00::/16", "segment routing"),
        ("fc00::/7", "unique-local (incl. fd00:ec2::254 metadata)"),
        ("fe80::/10", "link-local"),
        ("fec0::/10", "site-local (deprecated)"),
        ("ff00::/8", "multicast"),
    )
)

NAT64 = V6("64:ff9b::/96")
BLOCKED_NAMES = ("localhost", "localdomain", "local", "internal", "home.arpa", "onion")
HOST_LABEL = re.compile(r"^(?!-)[a-z0-9_-]{1,63}(?<!-)$")
V4_PART = re.compile(r"^(0[xX][0-9a-fA-F]*|0[0-7]*|[1-9][0-9]*)$")


class InvalidHost(ValueError):
    """The host is neither a valid DNS name nor an IP address."""


def blocked_reason(address: IPAddress) -> str | None:
    """Why a scan must not connect to `address`, or None when it is a public unicast address."""
    if isinstance(address, ipaddress.IPv6Address):
        return _blocked_v6(address)
    for network, why in BLOCKED_V4:
        if address in network:
            return why
    return None if address.is_global else "not globally routable"


def _blocked_v6(address: ipaddress.IPv6Address) -> str | None:
    for embedded, form in _embedded_v4(address):
        why = blocked_reason(embedded)
        if why:
            return f"{form} of {embedded}: {why}"
    for network, why in BLOCKED_V6:
        if address in network:
            return why
    return None if address.is_global else "not globally routable"


def _embedded_v4(address: ipaddress.IPv6Address) -> Iterator[tuple[ipaddress.IPv4Address, str]]:
    """IPv4 addresses an IPv6 address carries: mapped, NAT64, 6to4 and Teredo forms."""
    if address.ipv4_mapped:
        yield address.ipv4_mapped, "IPv4-mapped form"
    if address in NAT64:
        yield ipaddress.IPv4Address(int(address) & 0xFFFFFFFF), "NAT64 form"
    if address.sixtofour:
        yield address.sixtofour, "6to4 form"
    if address.teredo:
        yield address.teredo[1], "Teredo form"


def parse_host(host: str) -> IPAddress | str:
    """An IP address for IP-literal hosts (any spelling), else the normalized DNS name."""
    host = host.strip()
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    if ":" in host:
        return _parse_v6(host)
    try:
        name = normalize_host(host)
    except UnicodeError as exc:
        raise InvalidHost(f"{host!r} is not a valid host name") from exc
    if _ends_in_number(name):
        return parse_ipv4_loosely(name)
    _check_name(name)
    return name


def _parse_v6(host: str) -> ipaddress.IPv6Address:
    if "%" in host:
        raise InvalidHost(f"{host!r}: IPv6 zone identifiers are not allowed")
    try:
        return ipaddress.IPv6Address(host)
    except ValueError as exc:
        raise InvalidHost(f"{host!r} is not a valid IPv6 address") from exc


def _ends_in_number(name: str) -> bool:
    """WHATWG 'ends in a number': the last label is decimal digits or a 0x hex number."""
    last = name.rsplit(".", maxsplit=1)[-1]
    return bool(last) and (last.isdigit() or bool(re.fullmatch(r"0x[0-9a-f]*", last)))


def parse_ipv4_loosely(name: str) -> ipaddress.IPv4Address:
    """`127.1`, `0x7f.1`, `0177.0.0.1`, `2130706433` → 127.0.0.1, as inet_aton and browsers do."""
    parts = name.split(".")
    if len(parts) > 4 or not all(V4_PART.match(part) for part in parts):
        raise InvalidHost(f"{name!r} ends in a number but is not a valid IPv4 address")
    numbers = [_v4_number(part) for part in parts]
    *head, last = numbers
    if any(n > 255 for n in head) or last >= 256 ** (5 - len(numbers)):
        raise InvalidHost(f"{name!r} is an out-of-range IPv4 address")
    value = last + sum(n << (8 * (3 - i)) for i, n in enumerate(head))
    return ipaddress.IPv4Address(value)


def _v4_number(part: str) -> int:
    if part[:2].lower() == "0x":
        return int(part[2:] or "0", 16)
    if len(part) > 1 and part.startswith("0"):
        return int(part, 8)
    return int(part)


def _check_name(name: str) -> None:
    labels = name.split(".")
    if len(name) > 253 or not all(HOST_LABEL.match(label) for label in labels):
        raise InvalidHost(f"{name!r} is not a valid host name")


def blocked_name(name: str) -> str | None:
    """Names that are never public: single labels, localhost, .local/.internal and friends."""
    if "." not in name:
        return "single-label host name"
    if any(name == suffix or name.endswith("." + suffix) for suffix in BLOCKED_NAMES):
        return "special-use host name"
    return None
