"""Links on a page: absolute http(s) URL, visible text and where on the page they sit, plus
the page's `hreflang` translations."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal
from urllib.parse import urldefrag, urljoin, urlsplit

from selectolax.lexbor import LexborHTMLParser, LexborNode

Region = Literal["footer", "nav", "main"]
MAX_LINKS = 2000
CONTEXT_TAGS = frozenset({"p", "li", "td", "dd", "blockquote"})
TEXT_URL = re.compile(r"https?://[^\s<>\"')\]]+")


@dataclass(frozen=True, slots=True)
class Link:
    """One outgoing link; `text` also carries the title/aria-label when the anchor is an icon."""

    url: str
    text: str
    region: Region
    context: str = ""  # the sentence or item around the link ("our sub-processors are <a>here</a>")
    hreflang: str = ""  # set on a `<link rel=alternate hreflang>`: this page in another language


def page_links(body: bytes, content_type: str, base_url: str) -> list[Link]:
    """Every http(s) link on an HTML page (or bare URLs in a text page), fragments dropped."""
    if content_type in ("text/html", "application/xhtml+xml"):
        return html_links(body, base_url)
    if content_type.startswith("text/"):
        text = body.decode("utf-8", errors="replace")
        return [Link(url, "", "main") for url in _absolute(TEXT_URL.findall(text), base_url)]
    return []


def html_links(body: bytes, base_url: str) -> list[Link]:
    tree = LexborHTMLParser(body.decode("utf-8", errors="replace"))
    base = _base_href(tree, base_url)
    links: list[Link] = []
    for node in tree.css("a[href], area[href]")[:MAX_LINKS]:
        url = _resolve(base, node.attributes.get("href") or "")
        if url is not None:
            links.append(Link(url, _anchor_text(node), _region(node), _context(node)))
    return links + _alternates(tree, base)


def _alternates(tree: LexborHTMLParser, base: str) -> list[Link]:
    """The page's translations (`<link rel=alternate hreflang=.. href=..>`)."""
    alternates = []
    for node in tree.css('link[rel~="alternate"][hreflang][href]')[:MAX_LINKS]:
        url = _resolve(base, node.attributes.get("href") or "")
        if url is not None:
            alternates.append(Link(url, "", "nav", hreflang=node.attributes.get("hreflang") or ""))
    return alternates


def _base_href(tree: LexborHTMLParser, base_url: str) -> str:
    node = tree.css_first("base[href]")
    href = node.attributes.get("href") if node is not None else None
    return urljoin(base_url, href) if href else base_url


def _resolve(base: str, href: str) -> str | None:
    href = href.strip()
    if not href or href.startswith(("#", "mailto:", "tel:", "javascript:", "data:")):
        return None
    url = urldefrag(urljoin(base, href)).url
    return url if urlsplit(url).scheme in ("http", "https") else None


def _absolute(urls: list[str], base: str) -> list[str]:
    return [url for url in (_resolve(base, u.rstrip(".,;")) for u in urls) if url is not None]


def _anchor_text(node: LexborNode) -> str:
    attrs = node.attributes
    extra = " ".join(filter(None, (attrs.get("title"), attrs.get("aria-label"))))
    return " ".join(f"{node.text(separator=' ')} {extra}".split())[:200]


def _context(node: LexborNode) -> str:
    """The text of the closest paragraph, list item or cell holding the link."""
    parent = node.parent
    while parent is not None and parent.tag not in CONTEXT_TAGS:
        parent = parent.parent
    return " ".join(parent.text(separator=" ").split())[:300] if parent is not None else ""


def _region(node: LexborNode) -> Region:
    parent = node.parent
    while parent is not None:
        if parent.tag == "footer" or _role(parent) == "contentinfo":
            return "footer"
        if parent.tag in ("nav", "header"):
            return "nav"
        parent = parent.parent
    return "main"


def _role(node: LexborNode) -> str:
    attrs = node.attributes
    classes = f"{attrs.get('role') or ''} {attrs.get('id') or ''} {attrs.get('class') or ''}"
    return "contentinfo" if "footer" in classes.lower() or "contentinfo" in classes else ""
