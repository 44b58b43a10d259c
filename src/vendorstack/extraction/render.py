"""Rendered text with boundary marks, and the pieces of it that read the same however a page
is turned into text.

Renderers disagree at two kinds of boundary when no whitespace sits there in the source: an
inline element ("<b>Stripe</b>, Inc." is "Stripe, Inc." in a browser but "Stripe , Inc." when
every text node is joined with a space) and a block element ("<td>A</td><td>B</td>" is "A B"
or "AB"). Quotes are cut at such glued boundaries so they are verbatim under any of them.
"""

from __future__ import annotations

import re

from vendorstack.extraction.text import normalize

INLINE = "\x00"
BLOCK = "\x01"
_MARKS = re.compile("[\x00\x01]+")


def rendered(raw: str) -> str:
    """Browser-like text: inline boundaries join, block boundaries space; normalised."""
    return normalize(raw.replace(INLINE, "").replace(BLOCK, " "))


def plain(raw: str) -> str:
    """The raw text without marks (for markdown left in HTML)."""
    return raw.replace(INLINE, "").replace(BLOCK, "\n")


def pieces(raw: str) -> tuple[str, ...]:
    """The text split at glued boundaries; () when there is none (the whole text is safe)."""
    out: list[str] = []
    start = 0
    for run in _MARKS.finditer(raw):
        before = raw[run.start() - 1] if run.start() else " "
        after = raw[run.end()] if run.end() < len(raw) else " "
        if not before.isspace() and not after.isspace():
            out.append(rendered(raw[start : run.start()]))
            start = run.end()
    if not out:
        return ()
    out.append(rendered(raw[start:]))
    return tuple(p for p in out if p)


def pick(quote: str, parts: tuple[str, ...], name: str) -> str:
    """The longest safe part of `quote` that still names `name` (else the longest safe part);
    `quote` itself when all of it is safe."""
    if not parts:
        return quote
    shared = [o for o in (_overlap(p, quote) for p in parts) if o]
    naming = [o for o in shared if name and name.lower() in o.lower()]
    if not naming and name:
        # The name itself spans a seam ("Gusto" | "Payroll" matched as "Gusto Payroll"): quote
        # the part holding its first word, the brand, never a part that does not name it.
        brand = re.compile(rf"(?<!\w){re.escape(name.split(maxsplit=1)[0])}(?!\w)", re.IGNORECASE)
        naming = [o for o in shared if brand.search(o)]
    return max(naming or shared or [quote], key=len)


def _overlap(part: str, quote: str) -> str:
    """The text `part` and `quote` (two spans of one text) share."""
    if part in quote:
        return part
    if quote in part:
        return quote
    for size in range(min(len(part), len(quote)) - 1, 0, -1):
        if part.endswith(quote[:size]):
            return quote[:size].strip()
        if part.startswith(quote[-size:]):
            return quote[-size:].strip()
    return ""
