"""Name recognition: does a candidate in a naming position name an organisation or a product?

Decided from signals a page cannot fake by wording alone, in this order:

1. a link to an outside registrable domain (the vendor's own site): a name;
2. a legal form (`cleanco`, which knows the forms of every supported language): a name;
3. casing: a name's words are capitalised, numbers, mixed-case brands or joining words; a
   brand's own spelling ("Tasklane.io", "1Password", "SurveyMonkey") makes it a name;
4. word frequency in the page's language (`wordfreq`, offline lists shipped in its wheel): a
   phrase made only of everyday words ("Nature of Processing", "Impact Assessment") is no
   name, unless it is one word standing in a column whose other rows name vendors (the row's
   structure: "Segment" in a list of processors). A word no everyday list holds ("Norvale")
   makes it a name; abbreviations ("DPIA") count only when nothing else is written ("OVH").
   The page's own usage comes first: a word the page writes in lower case in its running
   text ("we keep telemetry for 30 days") is a common noun of that page, however rare in
   the language ("Telemetry", "Webhooks", "Observability" as feature names); a brand is
   capitalised wherever the page names it.
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, lru_cache

from cleanco import basename
from wordfreq import get_frequency_dict, top_n_list

# The languages the extractor reads, plus the six being added; English is always consulted,
# as disclosures in every language borrow English words ("Hosting", "Analytics").
LANGUAGES = ("en", "de", "fr", "nl", "es", "it", "pt", "sv", "da", "nb", "fi", "pl", "cs")
MIN_PART = 4  # a compound's parts: "Speicher|dauer", never "Nor|vale"
MIN_STEM = 5  # an inflected word's listed stem: "Workspace|s", "Oikeute|si"
LINKING_S = frozenset(("de", "nl", "sv", "da", "nb"))  # compounds joined by an "s"
MAX_ABBREVIATION = 5  # "DPIA", "GDPR", "SaaS": letters a reader spells out, not a word
_EDGES = " \"'“”‘’()[],;:!?"
_SITE = re.compile(r"[a-z0-9-]+(?:\.[a-z]{2,}){1,2}", re.IGNORECASE)
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
_JOINING = frozenset(["&", "+", "-", "–", "/", ",", "."])


@dataclass(frozen=True, slots=True)
class Candidate:
    """What a naming position holds. `text`: the candidate as written; `row`: its row's text
    (its language is told from it when `lang` is empty); `site`: the registrable domain of
    an outside link the candidate carries ("" for none); `lang`: the page's language;
    `in_name_column`: other rows of its table or list name vendors; `page_nouns`: the words
    the page writes in lower case (see `lower_case_words`)."""

    text: str
    row: str = ""
    site: str = ""
    lang: str = ""
    in_name_column: bool = False
    page_nouns: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class Recognition:
    """Whether the candidate names an organisation or product, and the deciding signal:
    `outside_link`, `legal_form`, `coined_form`, `coined_word`, `abbreviation`, `name_column`
    when it does; `casing`, `everyday_words`, `page_noun`, `no_words` when it does not."""

    is_name: bool
    signal: str


def recognise(candidate: Candidate) -> Recognition:
    """The verdict on one candidate (see the module's docstring for the order of signals)."""
    text = " ".join(candidate.text.split())
    if candidate.site:
        return Recognition(True, "outside_link")
    if legal_form(text):
        return Recognition(True, "legal_form")
    words = [w for w in text.split() if w not in _JOINING]
    if not words:
        return Recognition(False, "no_words")
    if not all(_cased(w) for w in words):
        return Recognition(False, "casing")
    return _by_frequency(text, candidate)


def _by_frequency(text: str, candidate: Candidate) -> Recognition:
    if coined_form(text):
        return Recognition(True, "coined_form")
    letters = _WORD.findall(text)
    if not letters:
        return Recognition(False, "no_words")
    languages = _languages(candidate)
    words = [w for w in letters if not _abbreviation(w)]
    if not words:  # "OVH" names a firm, "TL;DR" and "FAQ" are everyday
        rare = any(not everyday(w, languages) for w in letters)
        return Recognition(rare, "abbreviation" if rare else "everyday_words")
    nouns = candidate.page_nouns
    if any(not everyday(w, languages) and w.lower() not in nouns for w in words):
        return Recognition(True, "coined_word")
    if len(letters) == 1 and candidate.in_name_column and letters[0].lower() not in nouns:
        return Recognition(True, "name_column")
    used = any(w.lower() in nouns for w in words)
    return Recognition(False, "page_noun" if used else "everyday_words")


def lower_case_words(texts: Iterable[str]) -> frozenset[str]:
    """The words `texts` write in lower case as ordinary words of a sentence: letters only, so
    a site, an address or a path ("norvale.io", "/norvale") is no such word."""
    out: set[str] = set()
    for text in texts:
        for token in text.split():
            word = token.strip(_EDGES + ".")
            if word[:1].islower() and word.isalpha():
                out.add(word)
    return frozenset(out)


@lru_cache(maxsize=16384)
def legal_form(text: str) -> bool:
    """The text carries a company's legal form ("GmbH", "S.p.A.", "sp. z o.o.", "Inc.")."""
    bare = text.strip(" ,.")
    return bool(bare) and basename(bare).strip(" ,.") != bare


def everyday(word: str, languages: tuple[str, ...]) -> bool:
    """The word is an everyday word of one of `languages`: on its everyday list (wordfreq's
    `small` list), an inflection of a listed word ("Workspaces", "Oikeutesi"), or a
    compound of two listed words ("Speicherdauer", "Lagringstid")."""
    return any(_everyday_in(word.lower(), lang) for lang in languages)


@lru_cache(maxsize=65536)
def _everyday_in(low: str, lang: str) -> bool:
    words = _frequencies(lang)
    if low in words or _inflected(low, words):
        return True
    if any(
        _listed(low[:cut], words) and (_listed(low[cut:], words) or _inflected(low[cut:], words))
        for cut in range(MIN_PART, len(low) - MIN_PART + 1)
    ):
        return True
    return lang in LINKING_S and _linked_compound(low, words)


def _linked_compound(low: str, words: dict[str, float]) -> bool:
    """A compound joined by a linking "s" whose last part is a short listed word
    ("Lagring-s-tid", "Behandling-s-tid"): in a language that joins compounds so, the linking
    letter marks the compound, and the last part may be shorter than `MIN_PART` ("tid", "dag").
    Not in English, whose brands end so by chance ("Micro-s-oft", "Atlas-s-ian")."""
    return any(
        low[cut - 1] == "s" and low[: cut - 1] in words and low[cut:] in words
        for cut in range(MIN_STEM + 1, len(low) - MIN_PART + 2)
    )


def _listed(part: str, words: dict[str, float]) -> bool:
    """A compound's first part, with or without its linking letter ("Auftrag-s-")."""
    return part in words or (part[-1] in "se" and part[:-1] in words and len(part) > MIN_PART)


def _inflected(low: str, words: dict[str, float]) -> bool:
    """A listed word of `MIN_STEM` letters or more plus an ending of at most three."""
    return any(low[:cut] in words for cut in range(len(low) - 1, max(MIN_STEM, len(low) - 4), -1))


def coined_form(text: str) -> bool:
    """Some word of `text` is spelled as only a brand is (see `_coined_form`)."""
    return any(_coined_form(token) for token in text.split())


def _coined_form(token: str) -> bool:
    """A brand's own spelling: a site ("Tasklane.io"), letters with digits ("1Password"),
    inner capitals ("SurveyMonkey", "sevDesk")."""
    token = token.strip(_EDGES)
    if _SITE.fullmatch(token):
        return True
    if any(c.isdigit() for c in token) and any(c.isalpha() for c in token):
        return True
    return any(a.islower() and b.isupper() for a, b in itertools.pairwise(token))


def _cased(word: str) -> bool:
    """Capitalised, a number, a mixed-case brand ("sevDesk", "xAI") or a lower-case joining
    word of at most three letters ("of", "und", "de", "la")."""
    first = word.lstrip("(\"'“‘")[:1]
    if first.isupper() or first.isdigit() or any(c.isupper() for c in word):
        return True
    return word.isalpha() and len(word) <= 3


def _abbreviation(word: str) -> bool:
    return len(word) <= MAX_ABBREVIATION and sum(c.isupper() for c in word) >= 2


def _languages(candidate: Candidate) -> tuple[str, ...]:
    """English and the page's language (else the row's)."""
    lang = candidate.lang if candidate.lang in LANGUAGES else page_language(candidate.row)
    return ("en",) if lang in ("en", "") else ("en", lang)


SAMPLE_WORDS = 150  # enough to tell 13 languages apart, cheap enough for every page
COMMON_WORDS = 1000
RARE = -6.5  # log10 frequency of a word outside a language's common words


def page_language(text: str) -> str:
    """The supported language most likely to have written the first words of `text`, by
    the frequencies of each language's `COMMON_WORDS` most common words (a word outside them
    counts as rare); "" when `text` has no words. Small tables: cheap on every page."""
    words = [w.lower() for w in _WORD.findall(text[: SAMPLE_WORDS * 12])[:SAMPLE_WORDS]]
    if not words:
        return ""
    scores = {lang: _likelihood(words, _common(lang)) for lang in LANGUAGES}
    return max(LANGUAGES, key=lambda lang: scores[lang])


def _likelihood(words: list[str], common: dict[str, float]) -> float:
    return sum(map(common.get, words, itertools.repeat(RARE)))


@cache
def _common(lang: str) -> dict[str, float]:
    """The log10 frequency of the language's `COMMON_WORDS` most common words."""
    frequencies = _frequencies(lang)
    top = top_n_list(lang, COMMON_WORDS, wordlist="small")
    return {word: math.log10(frequencies[word]) for word in top if word in frequencies}


@cache
def _frequencies(lang: str) -> dict[str, float]:
    """wordfreq's `small` list of the language (loaded once; shipped in the wheel)."""
    found: dict[str, float] = get_frequency_dict(lang, wordlist="small")
    return found
