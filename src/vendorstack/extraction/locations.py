"""Where a row says a vendor processes data: ISO 3166-1 alpha-2 codes, plus `EU` and `EEA`.

Country names come from `pycountry` and the gettext catalogues it ships, in every language we
read (`LANGUAGES`), so no country list is kept by hand. A name matches as a capitalised word
("Irland", "Stany Zjednoczone"); its last word may take a short ending when the stem is long
enough ("Irlandii", "Germany" -> "German"), which is as far as the catalogues go towards
inflected forms and adjectives. The two unions ISO does not code (the EU, the EEA) are named
by their abbreviations and their names in each language. Two-letter codes ("US", "DE") count
only where the text is nothing but codes, since "IT" or "AI" in a sentence is not a country.
A flag emoji is its code spelt in regional indicator letters ("🇮🇪" is I E), so it names the
country in any language.
"""

from __future__ import annotations

import gettext
import re
from dataclasses import dataclass
from functools import lru_cache

import pycountry

LANGUAGES = ("de", "fr", "nl", "es", "it", "pt", "sv", "da", "nb_NO", "fi", "pl", "cs")
MIN_STEM = 4  # "Irland-ii" inflects; "Mal-i" (Mali) is too short to take endings
MAX_ENDING = 3
EU = "EU"
EEA = "EEA"
# An abbreviation in common use that is not the ISO code.
_ABBREVIATIONS = {"UK": "GB"}
# The EU and the EEA by abbreviation (as written, in capitals) in each language.
_UNION_CODES = re.compile(
    r"(?<![\w.])(?:EU|UE|EÚ|(?P<eea>EEA|EWR|EER|EEE|SEE|EES|EØS|ETA|EOG|EHP))(?![\w])"
)
# ... and by name; stems, since Polish, Czech and Finnish inflect them.
_UNION_NAMES = re.compile(
    r"\b(?:(?P<eea>european economic area|europäische[nrs]? wirtschaftsraum\w*|"
    r"espace économique européen|europese economische ruimte|espacio económico europeo|"
    r"spazio economico europeo|espaço económico europeu|espaço econômico europeu|"
    r"europeiska ekonomiska samarbetsområdet|europæiske økonomiske samarbejdsområde|"
    r"europeiske økonomiske samarbeidsområde\w*|euroopan talousalue\w*|"
    r"europejsk\w* obszar\w* gospodarcz\w*|evropsk\w* hospodářsk\w* prostor\w*)|"
    r"european union|europäische[nr]? union|union européenne|europese unie|unión europea|"
    r"unione europea|união europeia|europeiska unionen|europæiske union|europeiske union|"
    r"euroopan unioni\w*|uni\w* europejsk\w*|evropsk\w* uni\w*)\b",
    re.IGNORECASE,
)
_CODES_ONLY = re.compile(r"^[\s,;/|&()]*(?:[A-Z]{2}(?:[\s,;/|&()]+|$))+$")
_SHORT = re.compile(r"(?<![\w.])(?:U\.S\.(?:A\.)?|U\.K\.|USA|US|UK)(?![\w])")  # in capitals only
_WORD = re.compile(r"[^\W\d_](?:[\w'’-]*\w)?")
_VOWELS = "aeiouyäöåøæ"
MAX_NAME_WORDS = 6  # "Saint Vincent and the Grenadines"
_FLAG = re.compile("[\U0001f1e6-\U0001f1ff]{2}")  # two regional indicator letters
_INDICATOR_A = 0x1F1E6


def _words(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(text)]


@dataclass(frozen=True, slots=True)
class _Names:
    """Country names as word tuples -> code; the stems of names whose last word may inflect."""

    exact: dict[tuple[str, ...], str]
    stems: dict[tuple[str, ...], str]
    firsts: frozenset[str]


@lru_cache(maxsize=1)
def _names() -> _Names:
    """Every country name in every catalogue we read, by its words."""
    exact: dict[tuple[str, ...], str] = {}
    catalogues = [gettext.NullTranslations()]
    catalogues += [
        gettext.translation("iso3166-1", pycountry.LOCALES_DIR, [code]) for code in LANGUAGES
    ]
    for country in pycountry.countries:
        english = [getattr(country, a, "") for a in ("name", "common_name", "official_name")]
        for name in filter(None, english):
            for catalogue in catalogues:
                words = tuple(_words(catalogue.gettext(str(name))))
                if words:
                    exact.setdefault(words, country.alpha_2)
    stems: dict[tuple[str, ...], str] = {}
    for words, code in exact.items():
        stem = words[-1].rstrip(_VOWELS)
        if len(stem) >= MIN_STEM:
            stems.setdefault((*words[:-1], stem), code)
    return _Names(exact, stems, frozenset(words[0] for words in exact))


def _country_at(words: list[str], start: int) -> tuple[int, str] | None:
    """The longest country name starting at `words[start]`: (its length in words, code)."""
    names = _names()
    sizes = range(min(MAX_NAME_WORDS, len(words) - start), 0, -1)
    for size in sizes if words[start] in names.firsts else ():
        span = tuple(words[start : start + size])
        code = names.exact.get(span) or _inflected(names, span)
        if code is not None:
            return size, code
    code = _inflected(names, (words[start],))
    return (1, code) if code is not None else None


def _inflected(names: _Names, span: tuple[str, ...]) -> str | None:
    """The code of a name whose last word is `span`'s last word minus a short ending."""
    last = span[-1]
    for cut in range(len(last), max(len(last) - MAX_ENDING - 2, MIN_STEM - 1), -1):
        code = names.stems.get((*span[:-1], last[:cut]))
        if code is not None:
            return code
    return None


def _countries(text: str) -> list[tuple[int, str]]:
    """Countries named by capitalised words, with their offsets."""
    matches = list(_WORD.finditer(text))
    words = [m.group().lower() for m in matches]
    found, i = [], 0
    while i < len(matches):
        word = matches[i].group()
        hit = _country_at(words, i) if word[0].isupper() and len(word) > 1 else None
        if hit is None:
            i += 1
            continue
        found.append((matches[i].start(), hit[1]))
        i += hit[0]
    return found


def locations_in(text: str) -> tuple[str, ...]:
    """Every place `text` names, in order of first mention: alpha-2 codes, `EU`, `EEA`."""
    found = _countries(text)
    low = text.lower()
    unions = (_UNION_CODES, _UNION_NAMES) if "euro" in low or "evrop" in low else (_UNION_CODES,)
    for pattern in unions:  # every union's name holds "euro" or "evrop"
        found += [(m.start(), EEA if m.group("eea") else EU) for m in pattern.finditer(text)]
    found += [(m.start(), "GB" if "K" in m.group() else "US") for m in _SHORT.finditer(text)]
    found += [(m.start(), code) for m in _FLAG.finditer(text) if (code := _flag(m.group()))]
    if _CODES_ONLY.match(text):
        codes = re.finditer(r"[A-Z]{2}", text)
        found += [
            (m.start(), _ABBREVIATIONS.get(m.group(), m.group()))
            for m in codes
            if _is_code(m.group())
        ]
    return tuple(dict.fromkeys(code for _, code in sorted(found)))


def _flag(pair: str) -> str | None:
    """The code a flag spells ("🇺🇸" -> US, "🇪🇺" -> EU), when it is one."""
    code = "".join(chr(ord(c) - _INDICATOR_A + ord("A")) for c in pair)
    return _ABBREVIATIONS.get(code, code) if _is_code(code) else None


def _is_code(token: str) -> bool:
    return token in (EU, "UK") or pycountry.countries.get(alpha_2=token) is not None
