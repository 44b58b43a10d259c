"""Invented vendors: names made of syllables with a seed, so no dictionary can hold them,
written the ways disclosures write names (legal forms, capitals, designators, accents, a link
to the vendor's own site), with the slug a careful reader expects for each."""

from __future__ import annotations

import random
import unicodedata
from dataclasses import dataclass

from vendorstack.extraction.dictionary import VendorDictionary
from vendorstack.extraction.matcher import matcher_for

_ONSETS = ("n", "v", "k", "t", "br", "z", "m", "d", "qu", "s", "l", "f", "g", "r", "pr", "j")
_VOWELS = ("a", "e", "i", "o", "u", "y", "ae", "io")
_CODAS = ("r", "l", "v", "x", "n", "m", "st", "rk", "")
_ENDINGS = ("a", "o", "ix", "en", "um", "ia", "et", "ara", "ova")
_ACCENTS = {"e": "é", "a": "à", "o": "ö", "u": "ü", "i": "í"}
_DESIGNATORS = ("Labs", "Technologies", "Europe", "Group", "Software", "International")
_TLDS = {"en": "com", "de": "de", "fr": "fr", "nl": "nl", "es": "es", "it": "it", "pt": "pt"}
# Common words the syllables could spell by chance; an invented name must not be one.
_WORDS = frozenset({"data", "mail", "host", "cloud", "pay", "sms", "web", "site", "link"})


@dataclass(frozen=True, slots=True)
class Invented:
    """An invented vendor as one row writes it: `written` (legal form kept), its site link
    (or ""), and the slug it must get."""

    written: str
    href: str
    slug: str


def invent_base(rng: random.Random, dictionary: VendorDictionary, taken: set[str]) -> str:
    """A new brand of two or three syllables that the dictionary does not know."""
    matcher = matcher_for(dictionary)
    while True:
        syllables = rng.choice((2, 2, 3))
        word = "".join(
            rng.choice(_ONSETS) + rng.choice(_VOWELS) + rng.choice(_CODAS) for _ in range(syllables)
        )
        word = (word + rng.choice(_ENDINGS)).capitalize()
        low = word.lower()
        if low in taken or any(w in low for w in _WORDS) or len(word) > 12:
            continue
        if matcher.find(word, entity=True) or matcher.find(word.lower(), entity=False):
            continue
        taken.add(low)
        return word


def ascii_slug(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return "".join(c for c in folded.lower() if c.isalnum())


def written_form(
    rng: random.Random, base: str, lang: str, legal_forms: tuple[str, ...]
) -> Invented:
    """How a row writes the vendor, and its link: bare, with a legal form, in capitals, with
    a designator ("Norvale Labs GmbH"), with an accent; linked to its site half the time."""
    if rng.random() < 0.2:
        vowel = next((c for c in base[1:] if c in _ACCENTS), "")
        base = base[0] + base[1:].replace(vowel, _ACCENTS[vowel], 1) if vowel else base
    slug = ascii_slug(base)
    name = base.upper() if rng.random() < 0.1 else base
    if rng.random() < 0.25:
        name = f"{name} {rng.choice(_DESIGNATORS)}"
    if rng.random() < 0.7:
        form = rng.choice(legal_forms)
        name = (
            f"{name}, {form}"
            if form in ("Inc.", "LLC") and rng.random() < 0.5
            else f"{name} {form}"
        )
    href = f"https://www.{slug}.{_TLDS[lang]}/" if rng.random() < 0.5 else ""
    return Invented(name, href, slug)
