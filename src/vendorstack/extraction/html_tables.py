"""Blocks from HTML tables: one row block per body row, the header choosing the entity columns."""

from __future__ import annotations

from typing import NamedTuple

from selectolax.lexbor import LexborNode

from vendorstack.extraction.blocks import Block
from vendorstack.extraction.columns import Columns, looks_like_header
from vendorstack.extraction.html_text import collect, skipped
from vendorstack.extraction.marks import Mark
from vendorstack.extraction.render import joined, rendered, shown
from vendorstack.extraction.text import normalize


def table_blocks(table: LexborNode, group: int) -> list[Block]:
    """One block per body row; the header row picks the entity and purpose columns. The rows
    of a cookie table name no entity."""
    rows = [_cells(tr) for tr in table.css("tr") if not skipped(tr)]
    rows = [r for r in rows if any(r.texts)]
    if not rows:
        return []
    if _transposed(rows):
        rows = _transpose(rows)
    header: list[str] = []
    if rows[0].is_header or looks_like_header(rows[0].texts):
        header = rows.pop(0).texts
    columns = Columns.of(header)
    carry: dict[int, tuple[str, int]] = {}
    blocks = []
    for row in rows:
        cells, carried = _spanned(row, carry)
        if not carried:
            cells = _aligned(cells, len(header))
        blocks.append(_row_block(cells, columns, group, row, carried))
    return blocks


def _spanned(row: _Row, carry: dict[int, tuple[str, int]]) -> tuple[list[str], set[int]]:
    """The row's cells with the cells of earlier rows spanning into it (`rowspan`) put back
    in their columns, and which columns those are."""
    own = list(zip(row.texts, row.spans, strict=True))
    cells: list[str] = []
    carried: set[int] = set()
    while own or any(col >= len(cells) for col in carry):
        col = len(cells)
        if col in carry:
            text, left = carry[col]
            cells.append(text)
            carried.add(col)
            carry.update({col: (text, left - 1)} if left > 1 else {})
            if left <= 1:
                del carry[col]
            continue
        if not own:
            cells.append("")
            continue
        text, span = own.pop(0)
        if span > 1:
            carry[col] = (text, span - 1)
        cells.append(text)
    return cells, carried


class _Row(NamedTuple):
    """A table row's cell texts, whether it is a header row, its quote (cells joined by the
    separator, see `render`) and marks; each cell's quote, marks and tag."""

    texts: list[str]
    is_header: bool
    quote: str
    marks: tuple[Mark, ...]
    spans: list[int]
    cells: list[tuple[str, tuple[Mark, ...], str]]


def _transposed(rows: list[_Row]) -> bool:
    """A table written sideways: every row opens with a `th` cell followed by data cells,
    and those first cells read as column titles ("Sub-processor", "Purpose", "Location")."""
    if len(rows) < 2 or any(r.cells[0][2] != "th" or len(r.cells) < 2 for r in rows):
        return False
    if any(tag != "td" for r in rows for _, _, tag in r.cells[1:]):
        return False
    return looks_like_header([r.texts[0] for r in rows])


def _transpose(rows: list[_Row]) -> list[_Row]:
    """Its columns as rows, the first column as the header row."""
    width = max(len(r.cells) for r in rows)
    out = []
    for col in range(width):
        texts: list[str] = []
        quotes: list[str] = []
        marks: list[Mark] = []
        for r in rows:
            text, (quote, own, _) = (
                (r.texts[col], r.cells[col]) if col < len(r.cells) else ("", ("", (), "td"))
            )
            texts.append(text)
            quotes.append(quote)
            marks.extend(own)
        out.append(_Row(texts, col == 0, joined(quotes), tuple(marks), [1] * len(texts), []))
    return out


def _aligned(cells: list[str], width: int) -> list[str]:
    """Pad a short row on the left: the missing cell is the first column's rowspan."""
    return [""] * (width - len(cells)) + cells if len(cells) < width else cells


def _cells(tr: LexborNode) -> _Row:
    """The row's cells; a row of `th` cells (or in `thead`) is a header row."""
    texts: list[str] = []
    quotes: list[str] = []
    tags: list[str] = []
    marks: list[Mark] = []
    spans: list[int] = []
    cells: list[tuple[str, tuple[Mark, ...], str]] = []
    for child in tr.iter():
        if child.tag in ("td", "th"):
            parts: list[str] = []
            at = len(marks)
            collect(child, parts, True, marks)
            raw = "".join(parts)
            texts.append(rendered(raw))
            quotes.append(shown(raw, texts[-1]))
            tags.append(child.tag)
            spans.append(_rowspan(child))
            cells.append((quotes[-1], tuple(marks[at:]), child.tag))
    in_head = tr.parent is not None and tr.parent.tag == "thead"
    is_header = in_head or (bool(tags) and all(t == "th" for t in tags))
    return _Row(texts, is_header, joined(quotes), tuple(marks), spans, cells)


MAX_ROWSPAN = 100


def _rowspan(cell: LexborNode) -> int:
    value = str(cell.attributes.get("rowspan") or "1").strip()
    return min(int(value), MAX_ROWSPAN) if value.isdigit() and int(value) > 0 else 1


def _row_block(
    cells: list[str], columns: Columns, group: int, row: _Row, carried: set[int]
) -> Block:
    """A row block: its own cells are its text; a cell spanning into it from above
    ("Payroll" over two vendors) words it without being quoted."""
    filled = [c for i, c in enumerate(cells) if c and i not in carried]
    text = normalize(" ".join(filled))
    if len(filled) == 1 and len(cells) > 1 and not carried:
        return Block("heading", text, level=7, quote=row.quote)
    names, purposes = columns.read(cells)
    spanning = [cells[i] for i in sorted(carried) if i not in columns.names and cells[i]]
    if spanning:
        own = [c for i, c in enumerate(cells) if i in columns.purposes and c and i not in carried]
        purposes = (*own, *spanning)
    return Block(
        "row",
        text,
        names,
        group=group,
        headed=columns.headed,
        quote=row.quote,
        marks=row.marks,
        purposes=purposes,
    )
