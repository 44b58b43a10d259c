"""Vendors named in running prose: marked names, the clause each one owns, and the names a
sentence only gives as examples or as the company's own products.

In a section of a disclosure, a bold, linked or otherwise marked name is a row of its own and
the section heading is its purpose ("Customer chat runs on **Crisp**"). A link to a document
("see their terms"), a name after "such as", a name after "our" and a name the company says
it does not use ("we no longer use **X**") are not.
"""

from __future__ import annotations

import itertools
import re

from vendorstack.extraction.lexicon.naming import DOCUMENT_LINK, LEGAL_FORM
from vendorstack.extraction.lexicon.wording import EXAMPLE_MARKER, NO_LONGER, NOT_DOING, OWN_MARKER
from vendorstack.extraction.marks import Mark
from vendorstack.extraction.text import clean, lower_same_length

MAX_MARK_WORDS = 8
EXAMPLE_REACH = 80  # characters an example marker ("such as") reaches ahead
_CLAUSE_BREAK = re.compile(
    r",\s|;\s|\s(?:and|und|et|en|y|e|och|og|ja|oraz|i|a|while|whereas|während|tandis que|"
    r"terwijl|mientras|mentre|enquanto)\s",
    re.IGNORECASE,
)
_EXAMPLE_STOP = re.compile(r"[;:()]")
# What bounds the clause a name stands in: a clause break, a stop, a parenthesis.
_CLAUSE_STOP = re.compile(rf"{_CLAUSE_BREAK.pattern}|[;:()]|[.!?](?:\s|$)", re.IGNORECASE)
_FULL_STOP = re.compile(r"(\S*\.)\s")
# How many words after a name a negated verb of its clause may reach ("X teilen wir keine").
NEGATION_REACH = 3


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


def passing(text: str, span: tuple[int, int]) -> bool:
    """A name at `span` given as an example ("such as X"), as the company's own ("our X"), or
    as a vendor the company does not use (see `not_used`)."""
    start = span[0]
    return bool(OWN_MARKER.search(text[:start])) or example(text, start) or not_used(text, span)


def not_used(text: str, span: tuple[int, int]) -> bool:
    """The clause naming the vendor at `span` says the company does not, or no longer, use it
    or share data with it ("We no longer use X", "We do not share any data with Y", "Wir
    setzen X nicht mehr ein"). The clause reaches from the last clause break or stop before
    the name to the first after it, so "We use X for hosting and do not share data with
    anyone else" still claims X; the name itself is blanked, so its words never read as
    wording."""
    start, end = span
    before = [m.end() for m in _CLAUSE_STOP.finditer(text, 0, start)]
    after = _CLAUSE_STOP.search(text, end)
    opening = text[before[-1] if before else 0 : start].lower().split()
    closing = text[end : after.start() if after else len(text)].lower().split()
    if NO_LONGER.search(" ".join(opening + closing)):
        return True
    # A negated verb after the name counts only where it opens what follows the name, within
    # its next words: a language that puts it after the object says so right there ("Mit X
    # teilen wir keine Daten", "S X nesdílíme"), while one further on is a clause of its own
    # ("We use X so we never see your card number" claims X).
    ahead = " ".join(opening)
    words = " ".join(opening + closing[:NEGATION_REACH])
    after_name = len(ahead) + 1 if ahead else 0
    return any(m.start() <= after_name for m in NOT_DOING.finditer(words))


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


def coordinated(clause: str) -> bool:
    """A clause that opens with a list's joiner (", B for email", " and B for email"): the
    name before it is coordinated with this clause's ("We use A and B for email": A is used
    for email too)."""
    return bool(_CLAUSE_BREAK.match(clause))


def bracket_purpose(text: str, span: tuple[int, int]) -> str | None:
    """The words right before the parenthesis a name stands in, back to the previous
    parenthesis or stop: its purpose ("payments (A, B), email (C)": "payments" for A and B,
    "email" for C); None when the name is not inside a parenthesis."""
    start, end = span
    opened = text.rfind("(", 0, start)
    closed = text.find(")", end)
    if opened < 0 or closed < 0 or ")" in text[opened:start] or "(" in text[end:closed]:
        return None
    back = max(text.rfind(")", 0, opened), text.rfind(";", 0, opened), text.rfind(":", 0, opened))
    return text[back + 1 : opened]


# A run of capitalised words ("Quellmarin GmbH", "Drovantix Software"): where an unmarked name
# may stand in a sentence; a lower-case legal form may close it ("Norvale s.r.o.").
_CAPITALISED_RUN = re.compile(
    r"(?<![\w.&'’/-])[A-ZÀ-ÖØ-Þ][\w&'’./-]*(?:\s+[A-ZÀ-ÖØ-Þ][\w&'’./-]*)*"
)
_BEFORE_FORM = re.compile(r",?\s+")


def capitalised_runs(text: str) -> list[tuple[int, int]]:
    """Spans of `text` that may be an unmarked name: runs of capitalised words, with the
    legal form that may close them."""
    out = []
    for run in _CAPITALISED_RUN.finditer(text):
        end = run.end()
        gap = _BEFORE_FORM.match(text, end)
        form = LEGAL_FORM.match(text, gap.end()) if gap else None
        out.append((run.start(), form.end() if form else end))
    return out
