"""What a row says about its vendor besides the name: why (its purpose, verbatim) and where
(the places it names, see `locations`).

The purpose is the row's purpose cells when a table header names them; else the row's text
after its naming part ("Norvale GmbH – Zahlungsabwicklung"), when that text names a function;
else, for a vendor named in a section's prose or a list under a heading, that heading when it
names a function. The places are read from the row with its naming part left out, so
"Twilio Ireland Limited" says nothing about where data is processed.
"""

from __future__ import annotations

from vendorstack.extraction.keywords import categories_in
from vendorstack.extraction.locations import locations_in
from vendorstack.extraction.rows import Row, unflagged
from vendorstack.extraction.text import normalize

_SEPARATORS = " \t-–—:|,;/·•"  # between a row's name and the rest; brackets stay balanced


def purpose_of(row: Row) -> str | None:
    """The row's purpose text as the page writes it, or None when the row states none."""
    if row.purposes:
        return "; ".join(normalize(cell) for cell in row.purposes if cell.strip()) or None
    rest = unflagged(_without_name(row)).lstrip(_SEPARATORS)  # "🇺🇸 Norvale – ..."
    if rest and row.kind != "prose" and categories_in(rest):
        return rest
    if row.section and row.kind in ("prose", "item") and categories_in(row.section):
        return normalize(row.section)
    return None


def locations_of(row: Row) -> tuple[str, ...]:
    """The places the row names outside its naming part: alpha-2 codes, `EU`, `EEA`."""
    rest = _without_name(row)
    return locations_in(rest) if rest else ()


def _without_name(row: Row) -> str:
    """The row's text after (or around) the text that names its entity."""
    text = normalize(row.cited)
    name = normalize(row.names[0]) if row.names else ""
    if name and name in text:
        before, _, after = text.partition(name)
        text = f"{before} {after}" if before.strip(_SEPARATORS) else after
    return text.strip(_SEPARATORS)
