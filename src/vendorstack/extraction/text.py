"""Text helpers shared by every row source: whitespace, markup and URL clean-up."""

from __future__ import annotations

import re

_MD_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_URL = re.compile(r"(?:https?://|www\.)\S+", re.IGNORECASE)
_EMAIL = re.compile(r"\S+@\S+\.\w+")
# Invisible format characters a page puts inside words (soft hyphen, zero-width space and
# joiners, word joiner, byte-order mark): a reader sees the word without them.
_INVISIBLE = re.compile("[\u00ad\u200b\u200c\u200d\u2060\ufeff]")
_CLEAN_CHARS = frozenset("[<*_`~@¹²³⁴⁵⁶⁷⁸⁹⁰†‡§®™\u00ad\u200b\u200c\u200d\u2060\ufeff")
_NEEDS_CLEANING = re.compile(r"https?:|www\.|^\s*(?:[-+>]|\d+[.)])\s")
_MARKUP = re.compile(
    r"[¹²³⁴⁵⁶⁷⁸⁹⁰†‡§®™]|<[^>]{0,200}>|[*_`~]{1,3}|\[\^?\d+\]|^\s*(?:[-+>]|\d+[.)])\s+"
)


def normalize(text: str) -> str:
    """Collapse every run of whitespace to one space; the quote form of visible text."""
    return " ".join(text.split())


def clean(text: str) -> str:
    """Text to match vendors in: markdown/HTML syntax, URLs and e-mail addresses removed."""
    if _CLEAN_CHARS.isdisjoint(text) and not _NEEDS_CLEANING.search(text):
        return normalize(text)
    text = _INVISIBLE.sub("", text)
    text = _MD_LINK.sub(r"\1", text)
    text = _URL.sub(" ", text)
    text = _EMAIL.sub(" ", text)
    return normalize(_MARKUP.sub(" ", text))


def lower_same_length(text: str) -> str:
    """Lower-case `text` keeping every index valid (a few characters grow when lowered)."""
    lowered = text.lower()
    if len(lowered) == len(text):
        return lowered
    return "".join(c if len(c.lower()) != 1 else c.lower() for c in text)


def is_word_char(char: str) -> bool:
    """Alphanumerics join words; everything else is a boundary."""
    return char.isalnum()
