"""Which table column names the entity and which says what it does, read from the header."""

from __future__ import annotations

import re
from collections.abc import Sequence

_OTHER = re.compile(
    r"countr|locat|region|address|website|url|link|contact|dpa|transfer|safeguard|mechanism|"
    r"categor|type|data|date|added|status|certif|hq|headquarter|jurisdiction|privacy|terms|"
    r"subject|duration|notes?\b|details",
    re.IGNORECASE,
)
_PURPOSE = re.compile(
    r"purpose|function|activit|descri|nature|reason|role|used for|provided|processing|scope|"
    r"what|why|use\b|usage",
    re.IGNORECASE,
)
_ENTITY = re.compile(
    r"name|entit|sub-?\s?processor|vendor|provider|company|service|processor|party|parties|"
    r"organi[sz]ation|supplier|partner|tool|legal|who",
    re.IGNORECASE,
)


def classify(header: str) -> str:
    """'entity', 'purpose', 'other' or 'unknown' for one header cell."""
    if _PURPOSE.search(header):
        return "purpose"
    if _OTHER.search(header) and not re.search(r"\bname\b", header, re.IGNORECASE):
        return "other"
    return "entity" if _ENTITY.search(header) else "unknown"


def name_columns(header: Sequence[str]) -> list[int]:
    """Columns to look for the entity in, best first; every column when there is no header."""
    kinds = [classify(h) for h in header]
    entity = [i for i, k in enumerate(kinds) if k == "entity"]
    return entity or [i for i, k in enumerate(kinds) if k == "unknown"]


def looks_like_header(cells: Sequence[str]) -> bool:
    """A first row of short cells that mostly read as column titles."""
    if len(cells) < 2 or any(len(c) > 40 for c in cells):
        return False
    titled = sum(classify(c) != "unknown" for c in cells)
    return titled * 2 > len(cells)
