"""The part of a page under the heading that names the list, as a page of its own.

A rendered trust centre is a hub (certifications, documents, policies, and one section of
sub-processors); its title names the trust centre, not the list. The section a person reads
under "Subprocessors" is handed to the extractor the way a list page would be.
"""

from __future__ import annotations

from html import escape

from selectolax.lexbor import LexborHTMLParser as HTMLParser
from selectolax.lexbor import LexborNode as Node

from vendorstack.scanning import words
from vendorstack.scanning.words import fold

HEADINGS = ("h1", "h2", "h3", "h4", "h5", "h6")


def list_section(body: bytes) -> bytes | None:
    """The first section under a heading naming the list (not a guide's), or None."""
    tree = HTMLParser(body.decode("utf-8", "replace"))
    root = tree.css_first("html")
    lang = (root.attributes.get("lang") or "") if root is not None else ""
    for heading in tree.css(",".join(HEADINGS)):
        text = heading.text(deep=True, separator=" ", strip=True)
        folded = fold(text)
        if not words.names_list(folded) or words.reads_as_guide(folded):
            continue
        content = "".join(node.html or "" for node in _following(heading))
        if content.strip():
            return _page(text, content, lang)
    return None


def _following(heading: Node) -> list[Node]:
    """The heading's next siblings, up to a heading of its level or above."""
    level = int((heading.tag or "h6")[1])
    nodes, node = [], heading.next
    while node is not None:
        if node.tag in HEADINGS and int((node.tag or "h6")[1]) <= level:
            break
        nodes.append(node)
        node = node.next
    return nodes


def _page(heading: str, content: str, lang: str) -> bytes:
    title = escape(heading)
    return (
        f'<!doctype html><html lang="{escape(lang)}"><head><title>{title}</title></head>'
        f"<body><main><h1>{title}</h1>{content}</main></body></html>"
    ).encode()
