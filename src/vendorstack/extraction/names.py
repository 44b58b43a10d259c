"""Company names in a row's naming position: where the name ends, and whether it is one.

A name ends right after its legal form ("Norvale GmbH, Berlin" -> "Norvale GmbH"), else at
the first separator ("Norvale (Germany)", "Norvale – hosting"). It reads as a company name
when its words are capitalised (joining words aside), it is short, and it is not a
description ("Hosting provider"), a country, a date, an address or the opening of a sentence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from vendorstack.extraction.keywords import hits
from vendorstack.extraction.lexicon.naming import (
    CONNECTORS,
    COUNTRIES,
    GENERIC,
    GENERIC_HEADS,
    LEGAL_FORM,
    SENTENCE_STARTS,
    TRADE_NAME,
)
from vendorstack.extraction.text import clean

MAX_NAME_WORDS = 6  # "Norvale Datenservice Berlin Brandenburg" is about as long as names get
MAX_INFLECTION = 3  # "Hostings", "Analytics": a keyword plus an ending is still the keyword
_SEPARATOR = re.compile(r"\s+[(\[–—|·•]|\s-\s|:\s|;\s|,\s|\s/\s|\s\+\s|\s{2,}")
_EDGES = " \t\"'“”‘’«»*_`#>•·-–—:;,.!?()[]{}"
_RIGHT_EDGES = _EDGES.replace(".", "").replace(")", "")
_DOMAIN_LIKE = re.compile(r"^[\w-]+(?:\.[a-z]{2,}){1,2}$", re.IGNORECASE)
_DATE = re.compile(
    r"\d{1,4}[./-]\d{1,2}[./-]\d{1,4}|\b(?:19|20)\d{2}\b|"
    r"\b\d{1,2}\.?\s+(?:jan|feb|mar|apr|ma[iy]|jun|jul|aug|sep|o[ck]t|nov|de[cz])",
    re.IGNORECASE,
)
_ADDRESS = re.compile(
    r"\b(?:street|st\.|road|rd\.|avenue|ave\.|suite|floor|rue|boulevard|bd\.|avenida|calle|c/|"
    r"via|viale|piazza|corso|rua|travessa|postfach|p\.?o\.? box|cedex)\b|"
    r"(?:straße|strasse|str\.|weg|platz|allee|gasse|damm|laan|straat|plein|gracht)(?!\w)",
    re.IGNORECASE,
)
_POSTCODE = re.compile(r"\b\d{4,5}\b")
_ROMAN = re.compile(r"[ivxl]{1,5}")  # "Annex III", "Part IV"


@dataclass(frozen=True, slots=True)
class Name:
    """A name as the row writes it (`text`, legal form kept), without its legal form (`core`),
    and the legal form itself (empty when there is none)."""

    text: str
    core: str
    legal_form: str


def name_in(text: str) -> Name | None:
    """The name a naming text opens with; None when nothing is left of it."""
    text = _trim(clean(text).lstrip(_EDGES))
    legal = LEGAL_FORM.search(text)
    head = text[: legal.start()].rstrip(", ") if legal is not None else ""
    if legal is not None and head and not _SEPARATOR.search(head):
        text = text[: legal.end()]
    else:
        text = _trim(_SEPARATOR.split(text, maxsplit=1)[0])
    legal = LEGAL_FORM.search(text)
    if text.endswith(".") and not (legal and legal.group().endswith(".")):
        text = text.rstrip(".")
    core = LEGAL_FORM.sub(" ", text).strip(_EDGES + "&")
    core = " ".join(core.split())
    if not core:
        return None
    return Name(text, core, legal.group() if legal else "")


def trade_name(text: str, after: int = -1) -> tuple[Name, str] | None:
    """The brand a legal entity trades as, and the words saying so ("(trading as
    Quillbox)"), when the text gives one (`after` >= 0: right after that offset, where a
    name ends); None otherwise."""
    found = TRADE_NAME.search(text, max(after, 0))
    if found is None or (after >= 0 and found.start() > after):
        return None
    brand = name_in(found.group("brand"))
    if brand is None or verdict(brand) is not None:
        return None
    return brand, found.group().strip(" ;,|–—")


_AFTER_LEGAL_FORM = re.compile(r"\s*[(\[]\s*(?P<brand>[^()\[\]]{2,40}?)\s*[)\]]")


def parenthesised_brand(text: str) -> tuple[int, Name] | None:
    """The brand a legal entity writes in parentheses after its legal form ("Roxr Software
    Ltd (Clicky)", "ActiveCampaign, LLC. (Postmark)"), with the offset of the parenthesis;
    None when there is none or it reads as no name (a country, a city's everyday name)."""
    if "(" not in text and "[" not in text:
        return None
    for legal in LEGAL_FORM.finditer(text):
        after = _AFTER_LEGAL_FORM.match(text, legal.end())
        if after is None:
            continue
        brand = name_in(after.group("brand"))
        if brand is not None and verdict(brand) is None and not hits(brand.core):
            return after.start(), brand
        return None
    return None


def _trim(text: str) -> str:
    """Right-hand punctuation off, but a closing parenthesis only when nothing opened it."""
    text = text.rstrip(_RIGHT_EDGES)
    while text.endswith(")") and text.count(")") > text.count("("):
        text = text[:-1].rstrip(_RIGHT_EDGES)
    return text


def verdict(name: Name) -> str | None:
    """None when the name reads as a company's, else why not (`generic_name`,
    `not_entity_like`)."""
    words = name.core.split()
    if len(words) > MAX_NAME_WORDS or len(name.core) < 2 or not any(c.isalpha() for c in name.core):
        return "not_entity_like"
    if name.core.lower() in COUNTRIES or words[0].lower() in SENTENCE_STARTS:
        return "not_entity_like"
    if _DATE.search(name.text) or "@" in name.text or _is_address(name.text):
        return "not_entity_like"
    if not all(_name_word(w) for w in words) and not _lower_brand(name):
        return "not_entity_like"
    if not name.legal_form and all(generic_word(w) for w in words):
        return "generic_name"
    return None


def _lower_brand(name: Name) -> bool:
    """A brand written in lower case before its legal form ("elopage GmbH", "sevdesk AG"):
    one word, not a sentence's opening."""
    words = name.core.split()
    return bool(name.legal_form) and len(words) == 1 and words[0].isalpha()


def domain_like(word: str) -> bool:
    """A name written as its site ("Tasklane.io")."""
    return bool(_DOMAIN_LIKE.match(word))


def _name_word(word: str) -> bool:
    """A capitalised word, a number, a mixed-case brand ("sevDesk"), a domain ("norvale.io")
    or a word that joins the others ("of", "&", "und")."""
    if word.lower() in CONNECTORS or _DOMAIN_LIKE.match(word):
        return True
    first = word.lstrip("(\"'“‘")[:1]
    return first.isupper() or first.isdigit() or any(c.isupper() for c in word)


def _is_address(text: str) -> bool:
    return bool(_POSTCODE.search(text) and _ADDRESS.search(text)) or bool(
        _ADDRESS.search(text) and re.search(r"\d", text)
    )


@lru_cache(maxsize=8192)
def generic_word(word: str) -> bool:
    """A word that describes rather than names: a generic noun, a joining word, a country, a
    function keyword ("Hosting", "Payments") or a compound ending in a generic head."""
    low = word.lower().strip(_EDGES)
    if not low or low in GENERIC or low in CONNECTORS or low in COUNTRIES:
        return True
    if low.isdigit() or _ROMAN.fullmatch(low):
        return True
    if "-" in low.strip("-"):
        return all(generic_word(part) for part in low.split("-") if part)
    if low.endswith(GENERIC_HEADS):
        return True
    return any(h.start == 0 and len(low) - h.end <= MAX_INFLECTION for h in hits(low))
