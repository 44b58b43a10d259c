"""Wording rules: which sections and rows are not vendor lists, and where a row names its entity."""

from __future__ import annotations

import re

# Section headings whose rows are not current third-party sub-processors.
EXCLUDED_SECTION = re.compile(
    r"affiliat|intra[- ]?group|group (?:compan|entit|member)|(?:our|corporate) (?:group|entities)|"
    r"\bformer\b|\bremoved|\bremovals?\b|\bprevious|\bhistor|deprecat|discontinu|archiv|"
    r"change ?log|changes? (?:history|log)|\bchanges\b(?! to)|what.s changed|"
    r"revision|version history|recent (?:changes|updates)|"
    r"\bupdates?\b(?! to)|independent controller|sub-sub|onward|^\W*integrations?\W*$|"
    r"marketplace|contact (?:us|information)",
    re.IGNORECASE,
)
# Rows saying the vendor is gone.
REMOVED_ROW = re.compile(
    r"(?:^\W*|:\s*)(?:removed|removal of|deleted|discontinued|retired|deprecated)\b|"
    r"\b(?:was|were|has been|have been|is being|will be) (?:removed|discontinued|retired|replaced)|"
    r"\((?:removed|former\b|discontinued|deprecated|retired)[^)]*\)|\bno longer (?:used|a sub)",
    re.IGNORECASE,
)
# Prose names vendors as sub-processors only in sentences that say so.
PROSE_CONTEXT = re.compile(
    r"sub-?\s?processor|processors?\b|service providers?|third[- ]part(?:y|ies)|vendors?\b|"
    r"engage[sd]?\b|host(?:ed|ing)? (?:on|by|with)|provided by|we use\b|"
    r"on (?:our|its|their) behalf|process(?:es)? (?:\w+ )?(?:data|payments)",
)
# Rows whose category cell says the entity belongs to the company's group.
AFFILIATE_ROW = re.compile(
    r"^\W*(?:affiliates?|intra[- ]?group|group (?:company|entity|member))\b", re.IGNORECASE
)
BOILERPLATE_ROW = re.compile(
    r"powered by|all rights reserved|©|\(c\) \d{4}|\bindependent (?:data )?controller|"
    r"\bnot (?:a |our )?sub-?\s?processor|\bare not (?:our )?(?:sub-?\s?)?processors|"
    r"(?:at|in) (?:its|their|your) own discretion",
    re.IGNORECASE,
)
_LEAD_END = re.compile(r"\s{2,}|\t|\s[-–—|]\s|:\s|\.\s|\s\.\s|,\s(?=[a-z])|;\s|\s[–—]|[–—]\s")
_ABBREVIATIONS = frozenset(
    [
        "inc",
        "co",
        "corp",
        "ltd",
        "llc",
        "s.a",
        "b.v",
        "n.v",
        "plc",
        "pty",
        "gmbh",
        "ag",
        "sa",
        "bv",
        "nv",
        "st",
        "dr",
    ]
)
_SUFFIX = re.compile(r",?\s*(?:inc|llc|ltd|limited|corp|corporation|gmbh|s\.?a\.?s?|b\.?v|plc)\b")


_REMOVAL_HINTS = (
    "remov",
    "delet",
    "discontinu",
    "retire",
    "deprecat",
    "former",
    "no longer",
    "replac",
)
_BOILERPLATE_HINTS = (
    "powered by",
    "rights reserved",
    "©",
    "(c)",
    "independent",
    "not ",
    "discretion",
)


def skipped_row(text: str) -> bool:
    """Boilerplate, an affiliate, or a vendor named as removed; cheap substring tests guard
    the regexes."""
    low = text.lower()
    if ("affiliat" in low or "group" in low) and AFFILIATE_ROW.search(text):
        return True
    if any(hint in low for hint in _REMOVAL_HINTS) and REMOVED_ROW.search(text):
        return True
    return any(hint in low for hint in _BOILERPLATE_HINTS) and bool(BOILERPLATE_ROW.search(text))


_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+(?=[A-Z0-9\"“‘'])")


_CONTEXT_HINTS = ("process", "provider", "third", "vendor", "engage", "host", "we use", "behalf")


def speaks_of_processors(text: str) -> bool:
    """Prose that names vendors as processors ("we engage", "service providers", ...)."""
    low = text.lower()
    return any(hint in low for hint in _CONTEXT_HINTS) and bool(PROSE_CONTEXT.search(low))


def sentences(text: str) -> list[str]:
    """Split prose at sentence ends, not after abbreviations ("Inc.", "Ltd.")."""
    out: list[str] = []
    start = 0
    for end in _SENTENCE_END.finditer(text):
        last = text[start : end.start()].rsplit(" ", 1)[-1].lower().rstrip(".")
        if last not in _ABBREVIATIONS and len(last) > 1:
            out.append(text[start : end.start()])
            start = end.end()
    return [*out, text[start:]]


def lead(text: str) -> tuple[str, str]:
    """Split a list row into the entity it names and the rest ("Stripe. Payments" -> Stripe)."""
    for sep in _LEAD_END.finditer(text):
        head = text[: sep.start()].rstrip()
        last = head.rsplit(" ", 1)[-1].lower().rstrip(".")
        if sep.group().strip() == "." and last in _ABBREVIATIONS:
            continue
        if head:
            return head, text[sep.end() :]
    return text, ""


def label_lead(text: str) -> bool:
    """True when a row opens with a label ("Hosting: AWS") rather than the entity."""
    head, rest = lead(text)
    return bool(rest) and text[len(head) :].lstrip().startswith(":") and len(head.split()) <= 4


def has_suffix(text: str) -> bool:
    """A legal-entity suffix (Inc., LLC, GmbH ...) right at the start of `text`."""
    return bool(_SUFFIX.match(text.lower()))
