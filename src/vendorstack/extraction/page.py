"""Bytes and a media type in, a title and visible blocks out: the per-format front door."""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field

from vendorstack.extraction.blocks import Block
from vendorstack.extraction.html_rows import html_page
from vendorstack.extraction.pdf_text import pdf_text
from vendorstack.extraction.text import normalize
from vendorstack.extraction.text_rows import text_blocks

_HTML_BLOCK = re.compile(r"^\s{0,3}<(?:table|ul|ol|dl)\b", re.IGNORECASE | re.MULTILINE)
HTML_TYPES = frozenset({"text/html", "application/xhtml+xml", "application/xml", "text/xml"})


@dataclass(frozen=True, slots=True)
class Page:
    """A decoded page: its title, its blocks, notes on anything that went wrong, and for text
    sources the whitespace-normalised text quotes must come from (None for HTML)."""

    title: str
    blocks: list[Block]
    notes: tuple[str, ...] = field(default_factory=tuple)
    source: str | None = None


def read_page(body: bytes, content_type: str) -> Page:
    """Dispatch on the media type (sniffing PDF and HTML when the type is vague)."""
    kind = _kind(body, content_type.split(";", maxsplit=1)[0].strip().lower())
    if kind == "pdf":
        text = pdf_text(body)
        if text is None:
            return Page("", [], ("pdf could not be read",))
        blocks = text_blocks(text, itertools.count(1), line_rows=True)
        return Page(_first_line(text), blocks, source=normalize(text))
    text = decode(body)
    if kind == "html":
        title, blocks = html_page(text)
        return Page(title or _first_heading(blocks), blocks)
    if _HTML_BLOCK.search(text):
        blocks = html_page(text)[1]
    else:
        blocks = text_blocks(text, itertools.count(1), line_rows=kind == "text/plain")
    return Page(_first_heading(blocks) or _first_line(text), blocks, source=normalize(text))


def _first_heading(blocks: list[Block]) -> str:
    """A title for pages without one: the first heading."""
    return next((b.text for b in blocks if b.kind == "heading" and b.level <= 6), "")


def _first_line(text: str) -> str:
    """A PDF's or a plain text's title: its first non-empty line."""
    return next((normalize(line) for line in text.splitlines() if line.strip()), "")


def _kind(body: bytes, media: str) -> str:
    head = body[:1024].lstrip().lower()
    if media == "application/pdf" or head.startswith(b"%pdf"):
        return "pdf"
    if media in HTML_TYPES or head.startswith((b"<!doctype html", b"<html")):
        return "html"
    return "text/plain" if media == "text/plain" else "markdown"


def decode(body: bytes) -> str:
    """UTF-8 (with or without BOM), UTF-16 by BOM, else Windows-1252."""
    if body.startswith((b"\xff\xfe", b"\xfe\xff")):
        return body.decode("utf-16", errors="replace")
    try:
        return body.decode("utf-8-sig")
    except UnicodeDecodeError:
        return body.decode("cp1252", errors="replace")
