"""The limits a document is parsed under, and the checks made before any parser sees it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Breach = Literal["too_large", "parse_limit"]
MIB = 1024 * 1024
HTML_KINDS = ("text/html", "application/xhtml+xml")
# Row openers counted in the raw bytes: a table row, a list item, a definition term.
ROW_TAGS = (b"<tr", b"<TR", b"<li", b"<LI", b"<dt", b"<DT")


@dataclass(frozen=True, slots=True)
class ParseLimits:
    """Per document: the bytes and rows a parser is handed and the CPU it may spend; per
    parser process: its address space, and how many documents it reads before it is replaced
    (memory a parse fragmented goes back with the process)."""

    memory_bytes: int = 1024 * MIB
    cpu_seconds: int = 20
    max_parsed_bytes: int = 4 * MIB
    max_rows: int = 5000
    max_inflated_bytes: int = 8 * MIB
    workers: int = 2
    recycle_after: int = 200


def over_caps(body: bytes, content_type: str, limits: ParseLimits) -> Breach | None:
    """`too_large` for a text or HTML body past the parsed-bytes cap, or one holding more rows
    than any real disclosure (counted on the raw bytes, before any parser builds a tree)."""
    if content_type == "application/pdf":
        return None  # PDFs are bounded inside pypdf (inflated bytes) and by the process limits
    if len(body) > limits.max_parsed_bytes:
        return "too_large"
    if content_type in HTML_KINDS:
        rows = sum(body.count(tag) for tag in ROW_TAGS)
    else:
        rows = body.count(b"\n")
    return "too_large" if rows > limits.max_rows else None
