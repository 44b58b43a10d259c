"""Vendors named in running prose: marked names, the clause each one owns, and the names a
sentence only gives as examples or as the company's own products.

In a section of a disclosure, a bold, linked or otherwise marked name is a row of its own and
the section heading is its purpose ("Customer chat runs on **Crisp**"). A link to a document
("see their terms"), a name after "such as" and a name after "our" are not.
"""

from __future__ import annotations

import itertools
import re

from vendorstack.extraction.lexicon.naming import DOCUMENT_LINK, LEGAL_FORM
from vendorstack.extraction.lexicon.wording import EXAMPLE_MARKER, OWN_MARKER
from vendorstack.extraction.marks import Mark
from vendorstack.extraction.text import clean, lower_same_length

MAX_MARK_WORDS = 8
EXAMPLE_REACH = 80  # characters an example marker ("such as") reaches ahead
_CLAUSE_BREAK = re.compile(
    r",\s|;\s|\s(?:and|und|et|en|y|e|while|whereas|während|tandis que|terwijl|mientras|mentre|"
    r"enquanto)\s",
    re.IGNORECASE,
)
_EXAMPLE_STOP = re.compile(r"[;:()]")
_FULL_STOP = re.compile(r"(\S*\.)\s")


def marked_names(marks: tuple[Mark, ...]) -> list[str]:
    """The texts of marks that may name a vendor, once each, in order: not links to
    documents, not long phrases."""
    out: list[str] = []
    for mark in marks:
        text = clean(mark.text).strip(" ,:;")
        text = text[:-1] if text.endswith(".") and not LEGAL_FORM.search(text) else text
        if not text or len(text.split()) > MAX_MARK_WORDS or text in out:
            continue
        if DOCUMENT_LINK.search(text):
            continue
        out.append(text)
    return out


def find(text: str, name: str, start: int = 0) -> tuple[int, int] | None:
    """Where `name` occurs in `text` as whole words, from `start`."""
    pattern = re.compile(rf"(?<!\w){re.escape(name)}(?!\w)")
    found = pattern.search(text, start)
    return (found.start(), found.end()) if found else None


def passing(text: str, start: int) -> bool:
    """A name at `start` given as an example ("such as X") or as the company's own ("our X")."""
    return bool(OWN_MARKER.search(text[:start])) or example(text, start)


def example(text: str, start: int) -> bool:
    """A name at `start` that an example marker introduces: the marker stands at most
    `EXAMPLE_REACH` characters before it with no clause stop between ("for example AWS,
    Norvale GmbH / Stripe" gives all three as examples); a marker after the name ("Stripe –
    payments, e.g. cards") or behind a clause stop is not its."""
    before = text[max(0, start - EXAMPLE_REACH) : start]
    markers = list(EXAMPLE_MARKER.finditer(lower_same_length(before)))
    return bool(markers) and not _stopped(before[markers[-1].end() :])


def _stopped(between: str) -> bool:
    """A clause stop between a marker and a name: a semicolon, colon or parenthesis, or a
    sentence's full stop (not the period of a legal form: "Kelvaro B.V. / Stripe")."""
    if _EXAMPLE_STOP.search(between):
        return True
    return any(not LEGAL_FORM.fullmatch(dot.group(1)) for dot in _FULL_STOP.finditer(between))


def clauses(text: str, spans: list[tuple[int, int]]) -> list[str]:
    """The clause each named span owns: sentences naming several vendors split at the last
    clause break between two names ("We use A for hosting and B for email")."""
    cuts = [0]
    for (_, end), (start, _) in itertools.pairwise(spans):
        breaks = list(_CLAUSE_BREAK.finditer(text, end, start))
        cuts.append(breaks[-1].start() if breaks else start)
    cuts.append(len(text))
    return [text[cuts[i] : cuts[i + 1]] for i in range(len(spans))]
