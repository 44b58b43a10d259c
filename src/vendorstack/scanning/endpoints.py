"""The same-site JSON endpoints an app page names (`fetch("/api/trust/subprocessors")`,
`<link rel=preload as=fetch href=...>`), the ones whose path names the list first."""

from __future__ import annotations

import re
from urllib.parse import unquote, urljoin, urlsplit

from selectolax.lexbor import LexborHTMLParser as HTMLParser

from vendorstack.scanning import words
from vendorstack.scanning.words import fold

JSON_TYPES = frozenset({"application/json", "text/json", "application/ld+json"})
MAX_ENDPOINTS = 2  # JSON endpoints fetched per app page (each one request of the scan's budget)
LITERAL = re.compile(r"""["'`]((?:https?://[^"'`\s]+)?/[^"'`\s<>{}$]*)["'`]""")
DATA_PATH = re.compile(r"\.json(?:$|\?)|/api/|/graphql|/data/", re.IGNORECASE)


def json_endpoints(body: bytes, page_url: str) -> list[str]:
    """Same-origin data URLs the page's inline scripts or preload hints name, best first."""
    tree = HTMLParser(body.decode("utf-8", "replace"))
    found: list[str] = []
    for node in tree.css("link[rel=preload][as=fetch], link[rel=prefetch]"):
        found.append(node.attributes.get("href") or "")
    for script in tree.css("script"):
        if not script.attributes.get("src"):
            found.extend(LITERAL.findall(script.text(deep=True) or ""))
    origin = _origin(page_url)
    urls: list[str] = []
    for literal in found:
        url = urljoin(page_url, literal)
        if _origin(url) == origin and DATA_PATH.search(urlsplit(url).path) and url not in urls:
            urls.append(url)
    urls.sort(key=lambda url: not _names_list(url))  # stable: page order within each group
    return urls[:MAX_ENDPOINTS]


def _names_list(url: str) -> bool:
    path = fold(unquote(urlsplit(url).path).replace("/", " ").replace("-", " "))
    return words.LIST.search(path) is not None


def _origin(url: str) -> tuple[str, str]:
    parts = urlsplit(url)
    return (parts.scheme, (parts.netloc or "").lower())
