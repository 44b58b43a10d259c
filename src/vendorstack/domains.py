"""Reduce whatever a caller sends as `url` to the registrable domain we index.

The public suffix list is the snapshot shipped inside `tldextract`; nothing is downloaded.
"""

from __future__ import annotations

import ipaddress
import re
from functools import lru_cache
from urllib.parse import urlsplit

import idna
import tldextract

from vendorstack.errors import InvalidDomain

MAX_INPUT_LENGTH = 2048
# The refusals' words; the route puts the parameter's name in front (`api.params.domain`).
NOT_A_DOMAIN = "this is not a domain name; give one such as stripe.com, or a URL on one."
NOT_A_URL = "this is not a URL with a host name; give a domain such as stripe.com, or a URL on one."
AN_ADDRESS = "IP addresses are not companies; give a domain name such as stripe.com."
NOT_PUBLIC = (
    "give a public domain name such as stripe.com, ending in a suffix such as .com or .co.uk."
)
_LABEL = re.compile(r"^(?!-)[a-z0-9-]{1,63}(?<!-)$")
_SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*://")
# A bare ASCII host name, the usual `url`: it holds nothing a URL parser would remove.
_BARE_HOST = re.compile(r"[A-Za-z0-9.-]+")


@lru_cache(maxsize=1)
def _extractor() -> tldextract.TLDExtract:
    return tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None)


MAX_HOST_LENGTH = 253


def normalize_domain(raw: str) -> str:
    """`https://WWW.Example.co.uk:443/path?q` → `example.co.uk`; InvalidDomain otherwise."""
    host = _host_of(raw.strip())
    if len(host) > MAX_HOST_LENGTH:  # refused before the cache, so junk cannot fill it
        raise InvalidDomain(NOT_A_DOMAIN)
    return _normalize_host(host)


@lru_cache(maxsize=16_384)
def _normalize_host(host: str) -> str:
    """IDNA and the public suffix list cost more than the rest of a metered lookup; a host
    seen before is answered from memory (failures raise and are not cached)."""
    _reject_addresses(host)
    ascii_host = _to_ascii(host)
    _reject_addresses(ascii_host)
    return _registrable(ascii_host)


def _host_of(raw: str) -> str:
    if not raw or len(raw) > MAX_INPUT_LENGTH:
        raise InvalidDomain(
            "give a domain such as stripe.com, or a URL of at most 2048 characters."
        )
    if _BARE_HOST.fullmatch(raw):
        host: str | None = raw.lower()  # what urlsplit would say, for a sixth of the cost
    else:
        candidate = raw if _SCHEME.match(raw) else f"http://{raw}"
        try:
            host = urlsplit(candidate).hostname
        except ValueError:
            raise InvalidDomain(NOT_A_URL) from None
    if not host:
        raise InvalidDomain(NOT_A_URL)
    return host.rstrip(".")


def _to_ascii(host: str) -> str:
    try:
        ascii_host = idna.encode(host, uts46=True).decode("ascii")
    except idna.IDNAError:
        raise InvalidDomain(NOT_A_DOMAIN) from None
    if len(ascii_host) > MAX_HOST_LENGTH or not all(
        _LABEL.match(label) for label in ascii_host.split(".")
    ):
        raise InvalidDomain(NOT_A_DOMAIN)
    return ascii_host.lower()


def _reject_addresses(host: str) -> None:
    try:
        ipaddress.ip_address(host)
    except ValueError:
        pass
    else:
        raise InvalidDomain(AN_ADDRESS)
    if host.replace(".", "").isdigit() or host.rsplit(".", maxsplit=1)[-1].isdigit():
        raise InvalidDomain(AN_ADDRESS)
    if host == "localhost" or host.endswith(".localhost") or "." not in host:
        raise InvalidDomain(NOT_PUBLIC)


def _registrable(host: str) -> str:
    parts = _extractor()(host)
    if not parts.suffix or not parts.domain:
        raise InvalidDomain(NOT_PUBLIC)
    return f"{parts.domain}.{parts.suffix}"


def public_suffix(value: str) -> str | None:
    """`value` normalised when it is a known public suffix (`de`, `co.uk`), else None."""
    try:
        ascii_value = idna.encode(value.strip().strip(".").lower(), uts46=True).decode("ascii")
    except idna.IDNAError:
        return None
    parts = _extractor()(f"example.{ascii_value}")
    return ascii_value if parts.suffix == ascii_value else None


@lru_cache(maxsize=1)
def top_level_domains() -> tuple[str, ...]:
    """Every top-level domain under which `name.tld` is a registrable domain, in ASCII
    (punycode for internationalised ones), sorted: the last labels the API accepts."""
    found = set()
    for rule in _extractor().tlds:
        if "." in rule or rule.startswith(("*", "!")):
            continue
        try:
            tld = idna.encode(rule, uts46=True).decode("ascii")
            if _registrable(f"example.{tld}") == f"example.{tld}":
                found.add(tld)
        except (idna.IDNAError, InvalidDomain):
            continue
    return tuple(sorted(found))
