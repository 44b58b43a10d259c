"""Keep every quote verbatim: for text sources (markdown, plain, PDF), a row whose joined
text is not in the page as written (an HTML table inside markdown) is quoted by the first of
its names that is."""

from __future__ import annotations

import dataclasses

from vendorstack.extraction.rows import Row
from vendorstack.extraction.text import normalize


def verbatim_rows(rows: list[Row], source: str | None) -> list[Row]:
    """Rows whose quotes occur in `source` (normalised); None means quotes are verbatim by
    construction (HTML, quoted from the DOM). Rows with no verbatim text are dropped."""
    if source is None:
        return rows
    out = []
    for row in rows:
        quote = next((q for q in (row.quote, *row.names) if _within(q, source)), None)
        if quote is not None:
            out.append(row if quote == row.quote else dataclasses.replace(row, evidence=quote))
    return out


def _within(text: str, source: str) -> bool:
    text = normalize(text)
    return bool(text) and text in source
