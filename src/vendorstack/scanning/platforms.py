"""Which hosted trust-centre platform, or which kind of app, serves a page.

Read from the page's host (the platform's own domain, or a custom `trust.`/`security.` host), its
generator and title, the hosts its scripts and styles come from, and the config objects it
embeds. A page that is only a mount point for scripts is an app shell (`other_js`).
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from selectolax.lexbor import LexborHTMLParser as HTMLParser

from vendorstack.scanning.signals import Signals

# platform → the domains it serves portals and assets from (its own product's domains).
PLATFORM_HOSTS: dict[str, tuple[str, ...]] = {
    "safebase": ("safebase.io", "safebase.us"),
    "conveyor": ("conveyor.com", "conveyor.io"),
    "vanta": ("vanta.com",),
    "secureframe": ("secureframe.com",),
    "whistic": ("whistic.com",),
    "onetrust": ("onetrust.com", "onetrust.io"),
    "drata": ("drata.com",),
}
PLATFORMS = (*PLATFORM_HOSTS, "other_js")
POWERED_BY = re.compile(r"powered by\s+(\w+)")
MARKUP_PREFIX = 200_000  # characters of markup searched for markers
MOUNT_POINT = re.compile(
    r"<(?:div|main)\s[^>]*id=[\"'](?:root|app|__next|__nuxt|svelte|main-app)[\"'][^>]*>\s*</",
    re.IGNORECASE,
)
APP_DATA = re.compile(r"__NEXT_DATA__|__NUXT__|window\.__[A-Z0-9_]+__\s*=", re.IGNORECASE)


def platform_of(url: str, body: bytes, signals: Signals | None) -> str | None:
    """The platform serving `url` (`safebase`, `vanta`, ..., `other_js` for an unknown app
    shell), or None for an ordinary page."""
    host = (urlsplit(url).hostname or "").lower()
    by_host = _by_host(host)
    if by_host:
        return by_host
    markup = body[:MARKUP_PREFIX].decode("utf-8", "replace")
    named = _by_markers(markup)
    if named:
        return named
    return "other_js" if is_app(markup, signals) else None


def _by_host(host: str) -> str | None:
    for platform, domains in PLATFORM_HOSTS.items():
        if any(host == d or host.endswith("." + d) for d in domains):
            return platform
    return None


def _by_markers(markup: str) -> str | None:
    """A generator or "powered by" naming it, its asset hosts, or a config global of its name.
    A page that only talks about a platform (an integration page) names none of these."""
    tree = HTMLParser(markup)
    generator = " ".join(
        (node.attributes.get("content") or "") for node in tree.css("meta[name=generator]")
    ).lower()
    title = tree.css_first("title")
    powered = POWERED_BY.findall(title.text().lower() if title is not None else "")
    hosts = [
        urlsplit(node.attributes.get(attr) or "").hostname or ""
        for node in tree.css("script[src], link[href], iframe[src]")
        for attr in ("src", "href")
        if node.attributes.get(attr)
    ]
    globals_ = " ".join(re.findall(r"window\.([\w$]+)\s*=", markup)).lower()
    for platform in PLATFORM_HOSTS:
        if any(_by_host(h.lower()) == platform for h in hosts):
            return platform
        if platform in generator or platform in powered or platform in globals_:
            return platform
    return None


def is_app(markup: str, signals: Signals | None) -> bool:
    """A single-page app: an empty mount point, embedded app data, or a short scripted page."""
    if MOUNT_POINT.search(markup) or APP_DATA.search(markup):
        return True
    return signals is not None and signals.javascript_shell
