"""A public URL taken apart: scheme, normalized host (IP literals decoded), port, path."""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urljoin, urlsplit

from vendorstack.scanning.addresses import InvalidHost, IPAddress, parse_host
from vendorstack.scanning.errors import InvalidURL
from vendorstack.scanning.hostmap import DEFAULT_PORTS


@dataclass(frozen=True)
class Target:
    """Where a public URL points; `url` is its canonical public form (no fragment)."""

    scheme: str
    host: str
    port: int
    path: str
    address: IPAddress | None = None

    @property
    def netloc(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return host if self.port == DEFAULT_PORTS[self.scheme] else f"{host}:{self.port}"

    @property
    def origin(self) -> str:
        return f"{self.scheme}://{self.netloc}"

    @property
    def url(self) -> str:
        return self.origin + self.path

    @property
    def robots_url(self) -> str:
        return self.origin + "/robots.txt"


def parse_target(url: str) -> Target:
    """Parse an absolute http(s) URL; anything else (user info, bad host or port) is invalid."""
    try:
        parts = urlsplit(url.strip())
        port = parts.port
    except ValueError as exc:
        raise InvalidURL(url, str(exc)) from exc
    if parts.scheme not in DEFAULT_PORTS or not parts.hostname:
        raise InvalidURL(url, "only absolute http:// and https:// URLs are fetched")
    if parts.username is not None or port == 0:
        raise InvalidURL(url, "URLs with user info or port 0 are not fetched")
    return _target(url, parts.scheme, parts.hostname, port, parts.path, parts.query)


def _target(
    url: str, scheme: str, hostname: str, port: int | None, path: str, query: str
) -> Target:
    try:
        host = parse_host(hostname)
    except InvalidHost as exc:
        raise InvalidURL(url, str(exc)) from exc
    path = (path or "/") + (f"?{query}" if query else "")
    port = port or DEFAULT_PORTS[scheme]
    if isinstance(host, str):
        return Target(scheme, host, port, path)
    return Target(scheme, host.compressed, port, path, address=host)


def resolve_location(base: Target, location: str) -> Target:
    """The target a redirect's `Location` points at, relative to the public URL it came from."""
    return parse_target(urljoin(base.url, location.strip()))
