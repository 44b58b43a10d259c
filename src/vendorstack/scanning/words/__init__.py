"""Discovery words in every supported language, compiled once: what names the list, a legal
hub, a "not found" page, a login wall, a guide *about* sub-processors.

All patterns match *folded* text (`fold`): lower case, no accents. Each language's words live in
one `Lexicon` (western, romance, nordic, central) so a speaker can review it in one place.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from vendorstack.scanning.words import central, nordic, romance, western
from vendorstack.scanning.words.lexicon import Lexicon, Terms, fold

__all__ = [
    "BY_CODE",
    "LEXICONS",
    "Lexicon",
    "fold",
    "introduces_examples",
    "language_of",
    "language_of_tld",
    "names_list",
    "reads_as_guide",
]

LEXICONS: tuple[Lexicon, ...] = (
    *western.LEXICONS,
    *romance.LEXICONS,
    *nordic.LEXICONS,
    *central.LEXICONS,
)
BY_CODE: dict[str, Lexicon] = {lexicon.code: lexicon for lexicon in LEXICONS}
_ALIASES = {"nb": "no", "nn": "no"}
LEAD_TAIL = 160  # characters of a lead-in searched for its "for example:"


def _terms(select: Callable[[Lexicon], Terms]) -> str:
    """Every language's terms as one alternation, each starting at a word boundary."""
    terms = (term.removeprefix(r"\b") for lexicon in LEXICONS for term in select(lexicon))
    return "|".join(terms)


def _union(select: Callable[[Lexicon], Terms]) -> re.Pattern[str]:
    # The boundary is hoisted out of the alternation: the engine then tries the branches only
    # where a word starts, ten times faster on a long page than a branch-by-branch `\b`.
    return re.compile(r"\b(?:" + _terms(select) + ")")


LIST = _union(lambda lex: lex.list_terms)  # names the sub-processor list outright
NAMES_LIST = _union(lambda lex: (*lex.list_terms, *lex.processor_terms))  # as a link or heading
DPA = _union(lambda lex: lex.dpa_terms)
PROVIDERS = _union(lambda lex: lex.provider_terms)
HUB = _union(lambda lex: lex.hub_terms)
MINOR_HUB = _union(lambda lex: lex.minor_terms)
DOCS = _union(lambda lex: lex.docs_terms)
NOT_FOUND = _union(lambda lex: lex.not_found)
LOGIN = _union(lambda lex: lex.login)
SHELL = _union(lambda lex: lex.shell)
CHALLENGE = _union(lambda lex: lex.challenge)
INSTRUCTIONS = _union(lambda lex: lex.instructions)
EXAMPLES = _union(lambda lex: lex.examples)
EXAMPLE_MARKERS = _union(lambda lex: lex.example_markers)
# A table column of examples, in every supported language (en de fr nl es it pt sv da no fi pl cs)
GUIDE_EXAMPLE_COLUMN = re.compile(
    r"\b(?:examples?|beispiele?|exemples?|voorbeelden|voorbeeld|ejemplos?|esempi|esempio"
    r"|exemplos?|exempel|eksempler|eksempel|esimerk\w*|przyklad\w*|priklad\w*)\b"
)
OTHER_DOCUMENT = _union(lambda lex: lex.other_documents)
COOKIE = _union(lambda lex: lex.cookie_terms)
DURATION = _union(lambda lex: lex.durations)
GUIDE_SECTION = re.compile(r"\b(?:" + _terms(lambda lex: lex.guide_sections) + r")\b")
_GUIDE_OPENING = re.compile(r"\s*(?:" + _terms(lambda lex: lex.guide_openings) + ")")
_GUIDE_WORD = re.compile(r"\b(?:" + _terms(lambda lex: lex.guide_words) + r")\b")
_POSSESSIVE_LIST = re.compile(
    r"\b(?:" + _terms(lambda lex: lex.possessives) + r")[\s-]+" + NAMES_LIST.pattern
)


def names_list(folded: str) -> bool:
    """Folded words (a link's text, a heading, a title) that name the list or its processors."""
    return NAMES_LIST.search(folded) is not None


def reads_as_guide(folded: str) -> bool:
    """Words *about* the list rather than naming the company's own: "How to manage your
    subprocessors", "Modèle de liste des sous-traitants", "Jak zarządzać podprocesorami"."""
    return names_list(folded) and (
        _GUIDE_OPENING.match(folded) is not None
        or _POSSESSIVE_LIST.search(folded) is not None
        or _GUIDE_WORD.search(folded) is not None
    )


def introduces_examples(folded: str) -> bool:
    """A lead-in ending in a colon that presents what follows as examples ("Typical
    sub-processors are, for example:", "Voici des exemples :"), or a heading naming examples."""
    lead = folded.rstrip()
    if lead.endswith(":"):
        return EXAMPLES.search(lead[-LEAD_TAIL:]) is not None
    return len(lead) <= LEAD_TAIL and EXAMPLES.search(lead) is not None


def language_of(tag: str) -> str | None:
    """The supported language a BCP 47 tag or a country domain names ("de-AT" → "de")."""
    code = tag.strip().lower().replace("_", "-").partition("-")[0]
    code = _ALIASES.get(code, code)
    return code if code in BY_CODE else None


def language_of_tld(domain: str) -> str | None:
    """The language most sites under a country domain speak (`.de` → "de"), when we read it."""
    tld = domain.rstrip(".").rpartition(".")[2].lower()
    return next((lex.code for lex in LEXICONS if tld in lex.tlds), None)
