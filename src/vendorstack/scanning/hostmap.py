"""`VENDORSTACK_SCAN_HOST_MAP`: route scans for named hosts to one origin, like `curl --resolve`.

`acme-corp.com=http://127.0.0.1:8801,*.acme-corp.com=http://127.0.0.1:8801` sends every request
for `acme-corp.com` and its subdomains to that origin with the original `Host` header, over both
the http and https public schemes. Mapped hosts are the only way past the private-address guard.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from urllib.parse import urlsplit

import idna

from vendorstack.config import Settings

DEFAULT_PORTS = {"http": 80, "https": 443}


class HostMapError(ValueError):
    """A `VENDORSTACK_SCAN_HOST_MAP` entry is malformed."""


@dataclass(frozen=True)
class Origin:
    """Where a mapped host is really served: scheme, host (usually an IP) and port."""

    scheme: str
    host: str
    port: int

    def __str__(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{self.scheme}://{host}:{self.port}"


@dataclass(frozen=True)
class HostMap:
    """Exact hosts and `*.suffix` wildcards, each routed to an `Origin`; exact entries win."""

    exact: Mapping[str, Origin] = field(default_factory=dict)
    wildcards: Mapping[str, Origin] = field(default_factory=dict)

    @classmethod
    def parse(cls, spec: str) -> HostMap:
        """Parse comma-separated `host=origin` pairs; raise `HostMapError` on any bad entry."""
        exact: dict[str, Origin] = {}
        wildcards: dict[str, Origin] = {}
        for entry in filter(None, (part.strip() for part in spec.split(","))):
            pattern, origin = parse_entry(entry)
            table, key = (wildcards, pattern[2:]) if pattern.startswith("*.") else (exact, pattern)
            if table.get(key, origin) != origin:
                raise HostMapError(f"{pattern!r} is mapped twice to different origins")
            table[key] = origin
        return cls(exact, wildcards)

    @classmethod
    def from_settings(cls, settings: Settings) -> HostMap:
        """The parsed `VENDORSTACK_SCAN_HOST_MAP`; call it at start-up so a bad entry stops us."""
        return cls.parse(settings.scan_host_map)

    def lookup(self, host: str) -> Origin | None:
        """The origin serving `host`, or None when the host is not mapped."""
        host = normalize_host(host)
        if host in self.exact:
            return self.exact[host]
        for suffix in parent_suffixes(host):
            if suffix in self.wildcards:
                return self.wildcards[suffix]
        return None

    def __contains__(self, host: object) -> bool:
        return isinstance(host, str) and self.lookup(host) is not None

    def __bool__(self) -> bool:
        return bool(self.exact or self.wildcards)

    def __str__(self) -> str:
        pairs = [f"{host}={origin}" for host, origin in self.exact.items()]
        pairs += [f"*.{host}={origin}" for host, origin in self.wildcards.items()]
        return ",".join(pairs)


def parse_entry(entry: str) -> tuple[str, Origin]:
    """One `host=origin` pair, the host normalized (lower-case, IDNA, no trailing dot)."""
    pattern, sep, origin = (part.strip() for part in entry.partition("="))
    if not sep or not pattern or not origin:
        raise HostMapError(f"{entry!r} is not a host=origin pair")
    wildcard = pattern.startswith("*.")
    host = normalize_pattern(pattern[2:] if wildcard else pattern, entry)
    return ("*." if wildcard else "") + host, parse_origin(origin, entry)


def normalize_pattern(host: str, entry: str) -> str:
    if not host or any(ch in host for ch in "*/:@ ") or host.startswith("."):
        raise HostMapError(f"{entry!r}: {host!r} is not a host name or *.suffix")
    try:
        return normalize_host(host)
    except idna.IDNAError as exc:
        raise HostMapError(f"{entry!r}: {host!r} is not a valid host name") from exc


def parse_origin(origin: str, entry: str) -> Origin:
    """`scheme://host:port` with nothing after it but an optional `/`."""
    try:
        parts = urlsplit(origin)
        port = parts.port
    except ValueError as exc:
        raise HostMapError(f"{entry!r}: {origin!r} is not a valid origin") from exc
    if parts.scheme not in DEFAULT_PORTS or not parts.hostname:
        raise HostMapError(f"{entry!r}: the origin must be http://host[:port] or https://...")
    if parts.path not in ("", "/") or parts.query or parts.fragment or parts.username:
        raise HostMapError(f"{entry!r}: the origin must not carry a path, query or user")
    return Origin(parts.scheme, parts.hostname, port or DEFAULT_PORTS[parts.scheme])


def normalize_host(host: str) -> str:
    """Lower-case ASCII (IDNA) form without a trailing dot; IP literals pass through."""
    host = host.strip().rstrip(".").lower()
    if host.isascii():
        return host
    return idna.encode(host, uts46=True).decode("ascii")


def parent_suffixes(host: str) -> Iterator[str]:
    """`a.b.example.com` → `b.example.com`, `example.com`, `com` (longest first)."""
    labels = host.split(".")
    for start in range(1, len(labels)):
        yield ".".join(labels[start:])
