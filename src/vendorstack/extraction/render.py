"""Rendered text with boundary marks: the text a row is read by, and the quote a person sees.

A browser draws block boundaries (cells, list items, paragraphs, `<br>`) as breaks whether or
not the source has whitespace there, and joins inline elements as written. Rows are read by
their text with every block boundary a space; they are quoted as their segments (the text
between block boundaries, verbatim) joined by a visible separator, so the quote is the same on
minified and pretty-printed HTML.
"""

from __future__ import annotations

from collections.abc import Iterable

from vendorstack.extraction.text import normalize

INLINE = "\x00"
BLOCK = "\x01"
# Where a decoration beside a name was left out (a footnote marker, a badge): a space in the
# text and a boundary in the quote, but no line break (a card's lines are not split there).
BREAK = "\x02"
SEPARATOR = " | "


def rendered(raw: str) -> str:
    """Browser-like text: inline boundaries join, block boundaries space; normalised."""
    return normalize(raw.replace(INLINE, "").replace(BLOCK, " ").replace(BREAK, " "))


def shown(raw: str, text: str = "") -> str:
    """The quote form: each segment between block boundaries, normalised, joined by
    `SEPARATOR` (`text`: `rendered(raw)` when already known, the answer when no block
    boundary is inside)."""
    raw = raw.replace(BREAK, BLOCK)
    if BLOCK not in raw.strip(BLOCK):
        return text or rendered(raw)
    return joined(rendered(segment) for segment in raw.split(BLOCK))


def joined(segments: Iterable[str]) -> str:
    """Non-empty quote segments joined by `SEPARATOR`."""
    return SEPARATOR.join(s for s in segments if s)


def plain(raw: str) -> str:
    """The raw text without marks (for markdown left in HTML)."""
    return raw.replace(INLINE, "").replace(BLOCK, "\n").replace(BREAK, " ")
