"""Blocks from markdown or plain text (also PDF text and raw markdown left inside HTML).

Markdown headings, pipe tables (header-aware), list items and paragraphs. With `line_rows`,
a paragraph of ragged short lines (a table or list flattened to text, as PDFs are) yields one
row per line.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from vendorstack.extraction.blocks import Block
from vendorstack.extraction.columns import Columns, classify, looks_like_header
from vendorstack.extraction.marks import Mark, bare_links, markdown_marks
from vendorstack.extraction.sections import lead
from vendorstack.extraction.text import clean, normalize

_HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
_SETEXT = re.compile(r"^\s{0,3}(=+|-+)\s*$")
_ITEM = re.compile(r"^\s*(?:[-*+•▪◦‣]|\d{1,3}[.)]|\(?[a-z]\))\s+\S")
FULL_LINE = 0.75  # a line this close to the widest is wrapped prose ...
MIN_PROSE_LINE = 60  # ... and at least this long
MAX_HEADER_WORDS = 8  # a header line split at every space has no more words than this
_COLUMNS = re.compile(r"\S(?: {2,}|\t)\S|\S \| \S")  # padded columns: a table line
# A line split into fields by dashes ("Norvale GmbH - Hosting - Germany"): a flattened row.
_FIELD_SEP = re.compile(r"\s{2,}|\t|\s[-–—|]\s")
_FIELDS = re.compile(r"\S\s[-–—]\s\S.*\S\s[-–—]\s\S|\S\s[-–—]\s\S[^.!?]*$")
_TABLE_SEP = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")


def text_blocks(text: str, ids: Iterator[int], *, line_rows: bool = False) -> list[Block]:
    """Every block of `text` in order; `ids` numbers tables and lists."""
    out: list[Block] = []
    para: list[str] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if "|" in line and i + 1 < len(lines) and _TABLE_SEP.match(lines[i + 1]):
            _flush(para, out, ids, line_rows)
            i = _table(lines, i, out, next(ids))
            continue
        i += 1
        _line(line, para, out, ids, line_rows)
    _flush(para, out, ids, line_rows)
    return out


def _line(line: str, para: list[str], out: list[Block], ids: Iterator[int], rows: bool) -> None:
    """One line of markdown (or, with `rows`, of flattened text where bullets are rows)."""
    heading = _HEADING.match(line)
    if heading:
        _flush(para, out, ids, rows)
        out.append(Block("heading", normalize(heading.group(2)), level=len(heading.group(1))))
    elif not line.strip():
        _flush(para, out, ids, rows)
    elif _SETEXT.match(line) and len(para) == 1:
        level = 1 if line.strip().startswith("=") else 2
        out.append(Block("heading", normalize(para.pop()), level=level))
    elif _ITEM.match(line) and not rows:
        _flush(para, out, ids, rows)
        para.append("\0" + line)
    elif _is_table_line(line) and line.count("|") >= 2:
        _flush(para, out, ids, rows)
        out.append(_table_row(line, None, next(ids)))
    else:
        para.append(line)


def _flush(para: list[str], out: list[Block], ids: Iterator[int], line_rows: bool) -> None:
    """Turn the pending lines into a list item, line rows or one prose block."""
    if not para:
        return
    lines = [p.lstrip("\0") for p in para]
    if para[0].startswith("\0"):
        group = _last_group(out, "item") or next(ids)
        nested = para[0][1:3].isspace() and out and out[-1].kind == "item"
        text = normalize(" ".join(lines))
        if nested and _detail(text) and (out[-1].names or not out[-1].parent):
            out[-1] = _described(out[-1], text)
        else:
            parent = (out[-1].parent or out[-1].text) if nested else ""
            out.append(Block("item", text, group=group, parent=parent, marks=_marks(text)))
    elif line_rows and _ragged(lines):
        out.extend(_line_rows(lines, next(ids)))
    else:
        text = normalize(" ".join(lines))
        out.append(Block("prose", text, marks=_marks(text)))
    para.clear()


def _detail(text: str) -> bool:
    """A nested item that describes the one above ("- Purpose: payroll", "- Standort: EU"):
    labelled by a word a column header would be."""
    label, colon, value = text.lstrip("-*+•▪◦‣ ").partition(":")
    return bool(colon and value.strip()) and classify(label.strip()) in ("purpose", "other")


def _described(item: Block, detail: str) -> Block:
    """The item with a nested detail line joined to it, still named by its own lead."""
    text = normalize(f"{item.text} {detail}")
    names = item.names or (lead(item.text)[0],)
    return Block("item", text, names, group=item.group, parent=item.parent, marks=_marks(text))


def _marks(text: str) -> tuple[Mark, ...]:
    """Markdown links and emphasis, then URLs written out."""
    return markdown_marks(text) + bare_links(text)


def _line_rows(lines: list[str], group: int) -> list[Block]:
    """Ragged text: runs of full-width lines (plus the short line ending them, unless it is
    split into fields) are prose; a header line names the columns of the lines under it;
    every other line is a row whose first field names its entity."""
    lines = [line.strip() for line in lines if line.strip()]
    full = max(FULL_LINE * max(len(normalize(line)) for line in lines), MIN_PROSE_LINE)
    out: list[Block] = []
    run: list[str] = []
    columns: Columns | None = None
    for line in lines:
        if run and _separated(line):
            out.append(Block("prose", normalize(" ".join(run))))
            run = []
        if run or (len(normalize(line)) >= full and not _separated(line)):
            run.append(line)
            if len(normalize(line)) < full:
                out.append(Block("prose", normalize(" ".join(run))))
                run = []
            continue
        fields = [f for f in _FIELD_SEP.split(line) if f]
        words = re.split(r"\s{2,}|\t| ", line)
        if looks_like_header(fields) or (
            len(words) <= MAX_HEADER_WORDS and looks_like_header(words)
        ):
            columns = Columns.of(fields) if len(fields) > 1 else columns
        else:
            out.append(_line_row(line, fields, columns, group))
    if run:
        out.append(Block("prose", normalize(" ".join(run))))
    return out


def _line_row(line: str, fields: list[str], columns: Columns | None, group: int) -> Block:
    """A line of a flattened table: read by its header's columns when it has as many fields,
    else its first field names the entity."""
    text, marks = normalize(line), bare_links(line)
    if columns is not None and columns.headed and len(fields) > 1:
        names, purposes = columns.read(fields)
        return Block("row", text, names, group=group, headed=True, marks=marks, purposes=purposes)
    names = (fields[0],) if len(fields) > 1 else ()
    return Block("item", text, names, group=group, marks=marks)


def _last_group(out: list[Block], kind: str) -> int:
    """Consecutive list items share their list's group."""
    return out[-1].group if out and out[-1].kind == kind else 0


def _ragged(lines: list[str]) -> bool:
    """Short lines of uneven length, or lines padded into columns, read as rows; justified
    prose fills its width."""
    widths = [len(line.strip()) for line in lines if line.strip()]
    if len(widths) < 2:
        return False
    if sum(_separated(line.strip()) for line in lines) >= 2:
        return True
    short = sum(w < 0.7 * max(widths) for w in widths)
    return short * 5 >= len(widths) * 3 or max(widths) <= 60


def _separated(line: str) -> bool:
    """Fields padded into columns or split by dashes: a row of a flattened table."""
    return bool(_COLUMNS.search(line) or _FIELDS.search(line))


def _is_table_line(line: str) -> bool:
    return line.lstrip().startswith("|")


def _cells(line: str) -> list[str]:
    body = line.strip()
    body = body[1:] if body.startswith("|") else body
    body = body[:-1] if body.endswith("|") and not body.endswith("\\|") else body
    return [c.strip() for c in re.split(r"(?<!\\)\|", body)]


def _table(lines: list[str], i: int, out: list[Block], group: int) -> int:
    """Emit the rows of the pipe table whose header is `lines[i]`; return the next index."""
    columns = Columns.of([clean(c) for c in _cells(lines[i])])
    i += 2
    while i < len(lines) and "|" in lines[i]:
        out.append(_table_row(lines[i], columns, group))
        i += 1
    return i


def _table_row(line: str, columns: Columns | None, group: int) -> Block:
    """One pipe-table line; `columns` are its header's (None: no header)."""
    cells = _cells(line)
    text = normalize(line.strip().strip("|"))
    if columns is None and looks_like_header([clean(c) for c in cells]):
        return Block("prose", text)
    names, purposes = (columns or Columns()).read(cells)
    headed = columns is not None and columns.headed
    return Block(
        "row", text, names, group=group, headed=headed, marks=_marks(text), purposes=purposes
    )
