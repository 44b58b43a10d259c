"""Find dictionary vendors in text: one Aho-Corasick pass, word boundaries, longest alias wins.

Plain aliases match case-insensitively anywhere. Strict aliases (common words such as "Box",
"Segment", "Slack") match with their exact case, and only when the caller says the text is an
entity name (a table's name cell, a list item's lead); never in prose.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import ahocorasick

from vendorstack.extraction.dictionary import VendorDictionary
from vendorstack.extraction.text import is_word_char, lower_same_length

# One-word aliases that are ordinary words are treated as strict even when the data file
# lists them as plain aliases: "render", "segment" and "close" are mostly not vendors, nor are
# "correos" (Spanish: mails), "strato" (Italian: layer) or "scrive" (Italian: writes).
COMMON_WORDS = frozenset(
    [
        "apple",
        "box",
        "close",
        "drift",
        "elastic",
        "front",
        "heap",
        "linear",
        "loom",
        "modal",
        "mode",
        "notion",
        "omni",
        "oracle",
        "orb",
        "pylon",
        "render",
        "retool",
        "segment",
        "slack",
        "sphere",
        "stitch",
        "zoom",
        "compass",
        "vital",
        "keen",
        "ramp",
        "mercury",
        "plaid",
        "lattice",
        "convert",
        "temporal",
        "axiom",
        "hex",
        "exa",
        "fireflies",
        "census",
        "twist",
        "monday",
        "signal",
        "default",
        "recharge",
        "canny",
        "atlas",
        "lambda",
        "vertex",
        "proton",
        "gong",
        "grok",
        "tines",
        "wasabi",
        "sofort",
        "quip",
        "plunk",
        "keep",
        "loops",
        "plain",
        "height",
        "pipe",
        "vault",
        "rewind",
        "correos",
        "strato",
        "scrive",
    ]
)


@dataclass(frozen=True, slots=True)
class Match:
    """One vendor alias found at `text[start:end]`."""

    slug: str
    start: int
    end: int
    strict: bool = False


class Matcher:
    """Two automatons over the aliases: plain ones lower-cased, strict ones in exact case."""

    def __init__(self, dictionary: VendorDictionary) -> None:
        self._plain = ahocorasick.Automaton()
        self._strict = ahocorasick.Automaton()
        for vendor in dictionary:
            self._add_vendor(vendor.slug, vendor.name, vendor.aliases, vendor.strict_aliases)
        for automaton in (self._plain, self._strict):
            if len(automaton):
                automaton.make_automaton()

    def _add_vendor(
        self, slug: str, name: str, aliases: tuple[str, ...], strict: tuple[str, ...]
    ) -> None:
        strict_keys = {a.lower() for a in strict}
        for alias in (name, *aliases):
            key = alias.lower().strip()
            if key in strict_keys or (key in COMMON_WORDS):
                _add(self._strict, alias.strip(), slug)
            elif key:
                _add(self._plain, key, slug)
        for alias in strict:
            _add(self._strict, alias.strip(), slug)

    def find(self, text: str, *, entity: bool) -> list[Match]:
        """Non-overlapping matches, leftmost-longest; strict aliases only when `entity`."""
        found = _scan(self._plain, text, lower_same_length(text), strict=False)
        if entity:
            found += _scan(self._strict, text, text, strict=True)
        return _leftmost_longest(found)


def _add(automaton: ahocorasick.Automaton, key: str, slug: str) -> None:
    if key and key not in automaton:
        automaton.add_word(key, (len(key), slug))


def _scan(
    automaton: ahocorasick.Automaton, text: str, haystack: str, *, strict: bool
) -> list[Match]:
    if not len(automaton) or automaton.kind != ahocorasick.AHOCORASICK:
        return []
    out = []
    for end, (length, slug) in automaton.iter(haystack):
        start = end + 1 - length
        if _bounded(text, start, end + 1):
            out.append(Match(slug, start, end + 1, strict))
    return out


def _bounded(text: str, start: int, end: int) -> bool:
    """True when the alias is a whole word run: no letter or digit glued to either side."""
    before = start == 0 or not is_word_char(text[start - 1]) or not is_word_char(text[start])
    after = end == len(text) or not is_word_char(text[end]) or not is_word_char(text[end - 1])
    return before and after


def _leftmost_longest(matches: list[Match]) -> list[Match]:
    matches.sort(key=lambda m: (m.start, m.start - m.end))
    out: list[Match] = []
    for match in matches:
        if not out or match.start >= out[-1].end:
            out.append(match)
    return out


@lru_cache(maxsize=4)
def matcher_for(dictionary: VendorDictionary) -> Matcher:
    """One matcher per dictionary object (the packaged one is itself cached)."""
    return Matcher(dictionary)
