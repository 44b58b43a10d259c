"""Template placeholders in a row's naming position: a DPA template's "[Name of
sub-processor]", "<Company name>", "Name des Dienstleisters", "XXX" or "…" stands where a
vendor's name would go and names none. Such a row is no row at all: no claim, not unmatched,
not counted."""

from __future__ import annotations

import re

from vendorstack.extraction.columns import entity_word
from vendorstack.extraction.lexicon.naming import CONNECTORS, LEGAL_FORM
from vendorstack.extraction.text import normalize

# A name cell wholly in brackets, or opening a list item with one ("[Name] – [purpose]");
# not a markdown link ("[Stripe](https://stripe.com)") nor a footnote mark ("[1]").
_BRACKETED = re.compile(
    r"^(?:\[[^\[\]]*[^\W\d_][^\[\]]*\]|<[^<>]*[^\W\d_][^<>]*>|\{\{?[^{}]*[^\W\d_][^{}]*\}?\})"
    r"(?:$|\s*[-–—|:,;]|\s+\()"
)
# Filler typed where a name goes: runs of x, dots, an ellipsis, underscores, asterisks.
_FILLER = re.compile(r"(?:x{2,}|\.{2,}|…|_{2,}|\*{2,}|\?{2,})(?:[\s.…_*?]|x{2,})*", re.IGNORECASE)
# The head noun of a header that asks for a name, in every supported language.
_NAME_WORD = re.compile(
    r"^(?:names?|nom|naam|namen|nombre|nome|bezeichnung|denominaci[oó]n|denominazione|"
    r"denomina[cç][aã]o|\w+name|\w+naam)$",
    re.IGNORECASE,
)


def placeholder(cell: str) -> bool:
    """The naming text is a template's placeholder, not a name: bracketed, filler, or the
    column's own wording ("Name of sub-processor", "Company name", "Nombre del proveedor")."""
    text = normalize(cell)  # raw: cleaning drops "<...>" and "_" as markup
    if _BRACKETED.match(text):
        return True
    if LEGAL_FORM.search(text):
        return False  # "Name.com, Inc.", "XXX Consulting GmbH": a company's legal name
    return bool(_FILLER.fullmatch(text)) or _header_wording(text)


def _header_wording(text: str) -> bool:
    """A name word heading the text ("Name", "Nom", "Firmenname"), every other word a joining
    word, a lower-case word or an entity word of a header ("Sub-processor", "Dienstleisters")."""
    words = [w.strip(".,:;()") for w in text.split()]
    named = [w for w in words if _NAME_WORD.match(w)]
    if not named:
        return False
    rest = [w for w in words if w and w not in named]
    return all(w.lower() in CONNECTORS or w.islower() or entity_word(w) for w in rest)
