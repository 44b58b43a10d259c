"""Blocks from HTML tables: one row block per body row, the header choosing the entity columns."""

from __future__ import annotations

from typing import NamedTuple

from selectolax.lexbor import LexborNode

from vendorstack.extraction.blocks import Block
from vendorstack.extraction.columns import Columns, looks_like_header
from vendorstack.extraction.html_text import collect, skipped
from vendorstack.extraction.marks import Mark
from vendorstack.extraction.render import BLOCK, pieces, rendered
from vendorstack.extraction.text import normalize


def table_blocks(table: LexborNode, group: int) -> list[Block]:
    """One block per body row; the header row picks the entity and purpose columns. The rows
    of a cookie table name no entity."""
    rows = [_cells(tr) for tr in table.css("tr") if not skipped(tr)]
    rows = [r for r in rows if any(r.texts)]
    if not rows:
        return []
    header: list[str] = []
    if rows[0].is_header or looks_like_header(rows[0].texts):
        header = rows.pop(0).texts
    columns = Columns.of(header)
    return [_row_block(_aligned(r.texts, len(header)), columns, group, r) for r in rows]


class _Row(NamedTuple):
    """A table row's cell texts, whether it is a header row, its safe pieces and marks."""

    texts: list[str]
    is_header: bool
    pieces: tuple[str, ...]
    marks: tuple[Mark, ...]


def _aligned(cells: list[str], width: int) -> list[str]:
    """Pad a short row on the left: the missing cell is the first column's rowspan."""
    return [""] * (width - len(cells)) + cells if len(cells) < width else cells


def _cells(tr: LexborNode) -> _Row:
    """The row's cells; a row of `th` cells (or in `thead`) is a header row."""
    parts: list[str] = []
    texts: list[str] = []
    tags: list[str] = []
    marks: list[Mark] = []
    for child in tr.iter(include_text=True):
        if child.tag == "-text":
            parts.append(child.text_content or "")
        elif child.tag in ("td", "th"):
            start = len(parts)
            parts.append(BLOCK)
            collect(child, parts, True, marks)
            parts.append(BLOCK)
            texts.append(rendered("".join(parts[start:])))
            tags.append(child.tag)
    in_head = tr.parent is not None and tr.parent.tag == "thead"
    is_header = in_head or (bool(tags) and all(t == "th" for t in tags))
    return _Row(texts, is_header, pieces("".join(parts)), tuple(marks))


def _row_block(cells: list[str], columns: Columns, group: int, row: _Row) -> Block:
    filled = [c for c in cells if c]
    text = normalize(" ".join(filled))
    if len(filled) == 1 and len(cells) > 1:
        return Block("heading", text, level=7)
    names, purposes = columns.read(cells)
    return Block(
        "row",
        text,
        names,
        group=group,
        headed=columns.headed,
        pieces=row.pieces,
        marks=row.marks,
        purposes=purposes,
    )
