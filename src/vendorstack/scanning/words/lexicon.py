"""One language's discovery words, and `fold`, the spelling every pattern is written against.

Every fragment is a regular expression over *folded* text: case-folded, accents stripped
(`ü` → `u`, `é` → `e`, `ß` → `ss`, `ø` → `o`, `ł` → `l`), typographic apostrophes made `'`.
A URL path is folded the same way after unquoting, with `/`, `-` and `_` read as spaces.
Every term matches from the start of a word (the compiled unions put a `\b` before each).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

Terms = tuple[str, ...]
_LETTERS = {"ø": "o", "æ": "ae", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "œ": "oe"}
_LETTERS |= {"\u2019": "'", "\u2018": "'", "\u02bc": "'"}
_UNDECOMPOSED = re.compile("[" + "".join(_LETTERS) + "]")


def fold(text: str) -> str:
    """Lower-case ASCII spelling of `text` ("Sous-traitants ultérieurs" → "sous-traitants
    ulterieurs"); letters without an ASCII base are dropped."""
    text = text.casefold()
    if text.isascii():
        return text
    text = _UNDECOMPOSED.sub(lambda match: _LETTERS[match.group()], text)
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")


@dataclass(frozen=True, slots=True)
class Lexicon:
    """How a site in one language names the list, its legal pages, and its non-pages.

    `list_terms` name the sub-processor list outright (strong anywhere); `processor_terms` name
    processors in general ("sous-traitants", "Auftragsverarbeiter"): they name the list only
    as a link's text or a heading, never by being mentioned in a policy's body.
    """

    code: str
    list_terms: Terms
    processor_terms: Terms = ()
    dpa_terms: Terms = ()  # the data processing agreement (AVV, accord de sous-traitance ...)
    provider_terms: Terms = ()  # service providers, vendors, third parties
    hub_terms: Terms = ()  # legal notice, privacy, trust: pages that link the list
    minor_terms: Terms = ()  # security, compliance, terms of service
    docs_terms: Terms = ()  # help, documentation, about us
    not_found: Terms = ()  # "page not found" in a title or first heading
    login: Terms = ()  # sign in, password
    shell: Terms = ()  # "enable JavaScript"
    challenge: Terms = ()  # a bot check's own words ("Just a moment...")
    guide_openings: Terms = ()  # a heading that opens like this explains the list: "how to"
    possessives: Terms = ()  # "your" right before the list word: the reader's list, not ours
    guide_words: Terms = ()  # guide, template, example ... anywhere in a heading
    guide_sections: Terms = ()  # site sections that hold articles, not the list: blog, templates
    instructions: Terms = ()  # steps in a product: "click", "go to", "Settings >"
    examples: Terms = ()  # a lead-in presenting the rows after it as examples ("for example:")
    example_markers: Terms = ()  # inside a sentence, before names: "for example", "such as"
    other_documents: Terms = ()  # titles of pages that are something else: security, help centre
    cookie_terms: Terms = ()
    durations: Terms = ()  # a cookie table's expiry column
    paths: tuple[tuple[str, int], ...] = ()  # well-known paths of the list, with their prior
    tlds: Terms = ()  # country domains whose sites mostly speak this language
