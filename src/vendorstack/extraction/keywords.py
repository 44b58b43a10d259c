"""Function keywords per category, in every supported language (`data/keywords.toml`): the
words that let a row's purpose confirm or choose a category.

Keywords match case-insensitively at a word start and run on ("host" matches "hosting"); "="
ends a keyword at a word end; "~" makes it close a compound instead ("~zahlung" in
"Kartenzahlung", never after fewer than three letters). Strong keywords name a function
outright; weak ones are generic words many rows use in passing (see tiers.py).
"""

from __future__ import annotations

import dataclasses
import itertools
import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

import ahocorasick

from vendorstack.extraction.text import is_word_char, lower_same_length

NO_CATEGORY = "none"  # phrases naming a kind of data ("email address"), not a function
MIN_COMPOUND_HEAD = 3  # "~support" matches "Kundensupport", not "unsupported"
_OF = re.compile(
    r"^[^.;:,]{0,20}\b(?:of|for|de|des|du|d'|der|die|das|von|van|voor|di|dei|della|del|do|da|"
    r"dos|para|pour|für|av|af|för|til)\b[^.;:,]{0,30}$"
)
_PHRASE = re.compile(r"^[^.;:,]{0,25}$")  # the rest of one noun phrase
_HOSTED = re.compile(r"^(?:hosted|gehoste|hébergée?s?|alojad|ospitat|hospedad|managed)")
# "Hosting and streaming of video", "Hébergement et diffusion de vidéos": the hosting shares
# its object with the function coordinated with it.
_AND = re.compile(r"^\s*(?:and|&|\+|und|et|en|y|e|i|och|og|ja|a)\s+$")
# "Two-factor codes sent via text message", "Rechnungen per E-Mail versandt": what is sent is
# the purpose of the channel that sends it, and the channel is the vendor's function.
_SENT_VIA = re.compile(
    r"^[^.;:,]{0,30}\b(?:sent|delivered|envoy[ée]e?s?|versendet|versandt|zugestellt|verzonden|"
    r"verstuurd|enviad[oa]s?|inviat[oi]|entregues?)\s+(?:via|by|through|par|per|über|por|"
    r"tramite|através de|pelo|pela)\s+(?:\w+\s+)?$",
    re.IGNORECASE,
)

# Wording that shows a company sends SMS even when no SMS vendor is named.
SMS_WORDING = re.compile(
    r"\b(?:sms|text messag\w*|one[- ]time (?:pass)?(?:codes?|passwords?)|otp|"
    r"short message service|mobile (?:verification|messages?)|kurznachricht\w*|"
    r"textnachricht\w*|messages? texte|tekstbericht\w*|mensajes? de texto|"
    r"messaggi[o]? di testo|mensage(?:m|ns) de texto|textmeddelande\w*|tekstbesked\w*|"
    r"tekstmelding\w*|tekstiviest\w*|wiadomoś\w* tekstow\w*|textov\w* zpráv\w*)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class Hit:
    """One keyword occurrence at `text[start:end]`; `subordinate` when it gave way to the
    function it is about ("hosting" in "hosting of managed databases")."""

    start: int
    end: int
    category: str
    strong: bool
    subordinate: bool = False


@dataclass(frozen=True, slots=True)
class _Entry:
    length: int
    category: str
    strong: bool
    infix: bool
    whole: bool


def _table() -> dict[str, dict[str, list[str]]]:
    path = resources.files("vendorstack.extraction").joinpath("data/keywords.toml")
    return tomllib.loads(path.read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def keyword_table() -> dict[str, tuple[str, ...]]:
    """Every category -> its keywords as written in the data file (strong, then weak)."""
    return {
        category: tuple(dict.fromkeys(words["strong"] + words["weak"]))
        for category, words in _table().items()
        if category != NO_CATEGORY
    }


@lru_cache(maxsize=1)
def _automaton() -> ahocorasick.Automaton:
    automaton = ahocorasick.Automaton()
    for category, strengths in _table().items():
        for strength, words in strengths.items():
            for word in words:
                key = word.lstrip("~").rstrip("=").lower()
                entry = _Entry(
                    len(key), category, strength == "strong", word[0] == "~", word[-1] == "="
                )
                automaton.add_word(key, (*automaton.get(key, ()), entry))
    automaton.make_automaton()
    return automaton


def hits(text: str) -> list[Hit]:
    """Every keyword occurrence, leftmost-longest ("email hosting" is one hit, not two)."""
    haystack = lower_same_length(text) + " "
    spans: list[Hit] = []
    for end, entries in _automaton().iter(haystack):
        for entry in entries:
            start = end + 1 - entry.length
            if _starts(haystack, start, entry.infix) and _ends(haystack, end + 1, entry.whole):
                spans.append(Hit(start, end + 1, entry.category, entry.strong))
    spans.sort(key=lambda h: (h.start, h.start - h.end))
    out: list[Hit] = []
    for hit in spans:
        if (
            not out
            or hit.start >= out[-1].end
            or (hit.start, hit.end) == (out[-1].start, out[-1].end)
        ):
            out.append(hit)
    return _objects_first(haystack, [h for h in out if h.category != NO_CATEGORY])


def _objects_first(text: str, found: list[Hit]) -> list[Hit]:
    """ "Hosting of managed databases", "Hébergement de bases de données", "Hosted Redis
    cache": the hosting is of something more specific, which then comes first and the hosting
    word counts as a weak one. Likewise what a channel sends gives way to the channel
    ("Two-factor codes sent via text message")."""
    out = list(found)
    for i, (first, then) in enumerate(itertools.pairwise(found)):
        if then.category == first.category:
            continue
        between = text[first.end : then.start]
        if (_SENT_VIA.match(between) and then.strong) or (
            first.category == "cloud_infra" and _hosting_of(text, first, then, between)
        ):
            out[i], out[i + 1] = then, dataclasses.replace(first, strong=False, subordinate=True)
    return out


def _hosting_of(text: str, host: Hit, thing: Hit, between: str) -> bool:
    hosted = bool(_HOSTED.match(text[host.start : host.end + 3]))
    shared = thing.strong and bool(_AND.match(between))
    return bool(_OF.match(between)) or (hosted and bool(_PHRASE.match(between))) or shared


def _starts(haystack: str, start: int, infix: bool) -> bool:
    """A plain keyword starts a word; a compound head ("~") closes a word of at least
    three more letters, so "Webanalyse" is analytics but "analyse" is the plain entry's."""
    head = start
    while head > 0 and is_word_char(haystack[head - 1]):
        head -= 1
    return start - head >= MIN_COMPOUND_HEAD if infix else head == start


def _ends(haystack: str, end: int, whole: bool) -> bool:
    return not whole or end >= len(haystack) or not is_word_char(haystack[end])


def keyword_hits(text: str) -> list[str]:
    """The category of every keyword occurrence, in order."""
    return [hit.category for hit in hits(text)]


def categories_in(text: str) -> list[str]:
    """Categories whose keywords occur in `text`, in order of first occurrence."""
    return list(dict.fromkeys(keyword_hits(text)))
