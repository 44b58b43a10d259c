"""Marked spans of a block: links (with their target) and bold or italic text.

A disclosure written as prose marks the vendors it names ("runs on **Crisp**", a link to the
vendor's site); a link's target is also the best identity an unknown vendor has.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_MD_LINK = re.compile(r"(?<!!)\[([^\]\n]{1,200})\]\(\s*<?([^)\s>]*)>?(?:\s+\"[^\"]*\")?\s*\)")
_MD_STRONG = re.compile(r"(\*\*|__)(?=\S)(.{1,200}?)(?<=\S)\1")
_MD_EM = re.compile(r"(?<![*\w])([*_])(?=[^\s*_])([^*_\n]{1,200}?)(?<=[^\s*_])\1(?![*\w])")
_BARE_URL = re.compile(
    r"\bhttps?://[^\s<>\"')\]]+|\bwww\.[a-z0-9-]+(?:\.[a-z0-9-]+)+[^\s<>\"')\]]*", re.I
)
_MD_MARKUP = re.compile(r"[*_`]+")


@dataclass(frozen=True, slots=True)
class Mark:
    """One marked span: its visible text and, for a link, its target (`href`, else "")."""

    text: str
    href: str = ""


def markdown_marks(text: str) -> tuple[Mark, ...]:
    """Links, bold and italic spans of a markdown line, in order of their start; the
    text of a mark is as the reader sees it (markup removed)."""
    found: list[tuple[int, Mark]] = []
    for link in _MD_LINK.finditer(text):
        found.append((link.start(), Mark(_visible(link.group(1)), link.group(2))))
    for pattern in (_MD_STRONG, _MD_EM):
        for span in pattern.finditer(text):
            found.append((span.start(), Mark(_visible(span.group(2)))))
    return tuple(mark for _, mark in sorted(found, key=lambda f: f[0]) if mark.text)


def bare_links(text: str) -> tuple[Mark, ...]:
    """URLs written out in the text ("Norvale GmbH (https://norvale.de)")."""
    return tuple(Mark(url.group(), url.group()) for url in _BARE_URL.finditer(text))


def _visible(text: str) -> str:
    inner = _MD_LINK.sub(r"\1", text)
    return " ".join(_MD_MARKUP.sub("", inner).split())
