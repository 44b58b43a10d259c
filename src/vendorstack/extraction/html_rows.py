"""Blocks from HTML: headings, table rows (header-aware), list items, definitions, paragraphs.

Text is joined the way a browser renders it: inline elements run together, block elements
are separated by a space. Navigation, headers, footers, forms, cookie banners and menus are
skipped. Raw markdown left in the HTML (MDX pages) is handed to `text_rows`.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections.abc import Iterator

from selectolax.lexbor import LexborHTMLParser, LexborNode

from vendorstack.extraction.blocks import Block
from vendorstack.extraction.columns import classify
from vendorstack.extraction.html_tables import table_blocks
from vendorstack.extraction.html_text import (
    INLINE_TAGS,
    MARK_TAGS,
    add_mark,
    collect,
    inner,
    inner_text,
    skipped,
)
from vendorstack.extraction.marks import Mark
from vendorstack.extraction.render import BLOCK, INLINE, joined, plain, rendered, shown
from vendorstack.extraction.text import normalize
from vendorstack.extraction.text_rows import text_blocks

HEADINGS = {"h1": 1, "h2": 2, "h3": 3, "h4": 4, "h5": 5, "h6": 6}
MIN_MENU_ITEMS = 3
QUESTION_LEVEL = 6
_QUESTION_MARKS = ("?", "？")
_MARKDOWN_LINE = re.compile(r"^\s*(?:\||#{1,6}\s|[-*+]\s|\d+\.\s)", re.MULTILINE)


def html_page(body: str) -> tuple[str, list[Block]]:
    """The page title and its visible blocks in page order."""
    tree = LexborHTMLParser(body)
    title_node = tree.css_first("title")
    title = normalize(title_node.text()) if title_node else ""
    walker = _Walker()
    root = tree.body or tree.root
    if root is not None:
        walker.walk(root)
        walker.flush()
    return title, walker.out


class _Walker:
    """Depth-first walk that emits blocks; running inline text becomes a prose block."""

    def __init__(self) -> None:
        self.out: list[Block] = []
        self.buf: list[str] = []
        self.marks: list[Mark] = []
        self.flushes = 0
        self.ids: Iterator[int] = itertools.count(1)
        self.card_groups: dict[int, int] = {}

    def flush(self) -> None:
        """Emit the pending inline text: as markdown when it holds raw markdown lines."""
        raw = "".join(self.buf)
        marks = tuple(self.marks)
        self.buf.clear()
        self.marks.clear()
        self.flushes += 1
        if "\n" in raw and _MARKDOWN_LINE.search(raw):
            self.out.extend(text_blocks(plain(raw), self.ids))
        elif text := rendered(raw):
            self.out.append(Block("prose", text, quote=shown(raw), marks=marks))

    def walk(self, node: LexborNode) -> None:
        for child in node.iter(include_text=True):
            tag = child.tag or ""
            if tag == "-text":
                self.buf.append(child.text_content or "")
            elif not skipped(child):
                self._element(child, tag)

    def _element(self, node: LexborNode, tag: str) -> None:
        if tag in INLINE_TAGS:
            self._inline(node, tag)
            return
        self.flush()
        if tag in HEADINGS:
            text, quote, marks = inner(node)
            self.out.append(Block("heading", text, level=HEADINGS[tag], quote=quote, marks=marks))
        elif tag == "summary" and _question(node):
            # A question heads its answer, as an FAQ writes it: the lowest level, so that it
            # closes only the previous question's section.
            text, quote, marks = inner(node)
            self.out.append(Block("heading", text, level=QUESTION_LEVEL, quote=quote, marks=marks))
        elif tag == "table" and not _layout(node):
            self.out.extend(table_blocks(node, next(self.ids)))
        elif tag in ("ul", "ol"):
            self._list(node, next(self.ids))
        elif tag == "dl":
            self._definitions(node, next(self.ids))
        elif (lines := _line_rows(node, tag, next(self.ids))) is not None:
            self.out.extend(lines)
        elif (card := _card(node, tag)) is not None:
            self.out.append(dataclasses.replace(card, group=self._group(node)))
        else:
            self.walk(node)
            self.flush()

    def _group(self, node: LexborNode) -> int:
        """Cards side by side in one container are one list."""
        parent = node.parent.mem_id if node.parent is not None else 0
        return self.card_groups.setdefault(parent, next(self.ids))

    def _inline(self, node: LexborNode, tag: str) -> None:
        """Inline text runs on; a marked element's text is recorded unless a block inside it
        flushed the run."""
        start, at, flushes = len(self.buf), len(self.marks), self.flushes
        self.buf.append(INLINE)
        self.walk(node)
        self.buf.append(INLINE)
        if tag in MARK_TAGS and flushes == self.flushes:
            add_mark(self.marks, at, node, self.buf[start:])

    def _list(self, node: LexborNode, group: int, parent: str = "") -> None:
        if _site_links(node):
            return
        for item in node.iter():
            if item.tag != "li" or skipped(item):
                continue
            text, quote, marks = inner(item, nested_lists=False)
            subs = [
                s
                for s in item.css("ul, ol")
                if s.parent is not None and s.parent.mem_id == item.mem_id
            ]
            if text and subs and _details(subs):
                self._detailed(item, text, group, parent)
                continue
            if text:
                self.out.append(
                    Block(
                        "item",
                        text,
                        _fields(item),
                        group=group,
                        parent=parent,
                        quote=quote,
                        marks=marks,
                    )
                )
            for sub in subs:
                self._list(sub, next(self.ids), text)

    def _detailed(self, item: LexborNode, name: str, group: int, parent: str) -> None:
        """An item whose nested list only describes it ("Norvale GmbH" over "Purpose: ...",
        "Location: ..."): one row, named by the item's own text, worded by its details."""
        text, quote, marks = inner(item)
        self.out.append(
            Block("item", text, (name,), group=group, parent=parent, quote=quote, marks=marks)
        )

    def _definitions(self, node: LexborNode, group: int) -> None:
        """Each term with its (first) description is a row, quoted term | description."""
        term: tuple[str, str, tuple[Mark, ...]] = ("", "", ())
        for child in node.iter():
            text, quote, marks = inner(child)
            if child.tag == "dt":
                term = (text, quote, marks)
            elif child.tag == "dd" and text:
                names = (term[0],) if term[0] else ()
                self.out.append(
                    Block(
                        "item",
                        normalize(f"{term[0]} {text}"),
                        names,
                        group=group,
                        quote=joined((term[1], quote)),
                        marks=term[2] + marks,
                    )
                )
                term = ("", "", ())


CARD_TAGS = frozenset(["div", "p", "details", "section", "article", "figure", "blockquote"])
MAX_CARD_WORDS = 40
MAX_CARD_NAME_WORDS = 6
_NOT_IN_CARDS = "h1, h2, h3, h4, h5, h6, table, ul, ol, dl, form, img, iframe"


def _card(node: LexborNode, tag: str) -> Block | None:
    """A small box of short lines, the first naming what the others describe: a vendor card
    (<div><div>Norvale GmbH</div><div>Payroll</div></div>), a bold name over <br>-separated
    details, a <details> whose summary is the name, a box opening with a labelled detail ("Nature of
    processing: ...", "Territories: ...") under the heading that names it. One item, named by
    its first line."""
    if tag not in CARD_TAGS or not _broken(node):
        return None
    if len(node.text(deep=True).split()) > MAX_CARD_WORDS:
        return None
    if node.css_first(_NOT_IN_CARDS) is not None or not _flat(node):
        return None
    parts: list[str] = []
    marks: list[Mark] = []
    collect(node, parts, True, marks)
    raw = "".join(parts)
    lines = [line for line in (rendered(seg) for seg in raw.split(BLOCK)) if line]
    text = rendered(raw)
    # A question names nothing: it heads its answer (see `_question`).
    if len(lines) < 2 or len(text.split()) > MAX_CARD_WORDS or _asks(lines[0]):
        return None
    if len(lines[0].split()) > MAX_CARD_NAME_WORDS and not _labelled(lines[0]):
        return None  # a long first line names nothing, unless it is a labelled detail
    return Block("item", text, (lines[0],), quote=shown(raw), marks=tuple(marks))


def _fields(item: LexborNode) -> tuple[str, ...]:
    """An item built of separate inline elements and nothing else (a logo, then
    `<span>Norvale</span> <span>Payroll</span>`) is a row of fields, as a headerless table
    row's cells would be: the first field that names something names it ("<b>Payments:</b>
    <a>Stripe</a>" is Stripe). Items with text of their own are read by their wording."""
    fields: list[str] = []
    for child in item.iter(include_text=True):
        tag = child.tag or ""
        if tag == "-text":
            if (child.text_content or "").strip():
                return ()
        elif tag not in INLINE_TAGS or tag == "br":
            return ()
        elif tag != "img" and not skipped(child) and (text := inner_text(child)):
            fields.append(text)
    return tuple(fields) if len(fields) >= 2 else ()


MIN_LINE_ROWS = 3
# A field separator inside a line: a spaced dash or a spaced bar ("Norvale GmbH – Payroll").
_FIELDS = re.compile(r"\s[-–—|]\s")


def _line_rows(node: LexborNode, tag: str, group: int) -> list[Block] | None:
    """A box of `<br>`-separated lines that all split into the same fields ("Norvale GmbH –
    Payroll – Germany" line after line) is a list: a row per line, as a table's rows would
    be. A card's lines ("Norvale GmbH", "Payroll", "Germany") have no fields and stay one
    row."""
    if tag not in ("p", "div") or len(node.css("br")) < MIN_LINE_ROWS - 1 or not _flat(node):
        return None
    if any((c.tag or "") not in INLINE_TAGS and c.tag not in ("br", "-text") for c in node.iter()):
        return None
    parts: list[str] = []
    marks: list[Mark] = []
    collect(node, parts, True, marks)
    lines = [line for line in "".join(parts).split(BLOCK) if rendered(line)]
    shapes = {len(_FIELDS.split(rendered(line))) for line in lines}
    if len(lines) < MIN_LINE_ROWS or len(shapes) != 1 or shapes == {1}:
        return None
    blocks = []
    for line in lines:
        text = rendered(line)
        own = tuple(m for m in marks if m.text in text)
        blocks.append(Block("item", text, group=group, quote=shown(line, text), marks=own))
    return blocks


def _question(node: LexborNode) -> bool:
    """A `<summary>` asking a question ("Who handles payments?"): the heading of the answer its
    `<details>` holds."""
    return _asks(node.text(deep=True))


def _asks(text: str) -> bool:
    return text.rstrip().endswith(_QUESTION_MARKS)


def _broken(node: LexborNode) -> bool:
    """Its content breaks into two lines or more: two block children, or a line break."""
    breaks = 0
    for child in node.iter(include_text=True):
        tag = child.tag or ""
        if tag == "-text":
            breaks += bool((child.text_content or "").strip())
        elif tag not in INLINE_TAGS and not tag.startswith("-"):
            breaks += 2 if tag == "br" else 1
        if breaks >= 2:
            return True
    return False


def _flat(node: LexborNode) -> bool:
    """Its block children hold only text and inline elements: one box, not a box of boxes."""
    for child in node.iter():
        tag = child.tag or ""
        if tag in INLINE_TAGS or tag == "br" or tag.startswith("-"):
            continue
        for inner_node in child.traverse(include_text=False):
            inner_tag = inner_node.tag or ""
            if (
                inner_node.mem_id != child.mem_id
                and inner_tag not in INLINE_TAGS
                and inner_tag != "br"
            ):
                return False
    return True


def _details(subs: list[LexborNode]) -> bool:
    """Nested lists whose every item is a labelled detail ("Purpose: hosting", "Standort:
    EU"), the label a column header would be: they describe the item above, name nothing."""
    items = [inner_text(li, nested_lists=False) for sub in subs for li in sub.css("li")]
    return bool(items) and all(_labelled(item) for item in items)


def _labelled(text: str) -> bool:
    label, colon, value = text.partition(":")
    return bool(colon and value.strip()) and classify(label.strip()) in ("purpose", "other")


def _layout(table: LexborNode) -> bool:
    """A layout table (holding headings or other tables): walked like any container."""
    return any(n.mem_id != table.mem_id for n in table.css("table, h1, h2, h3"))


def _site_links(node: LexborNode) -> bool:
    """A list whose every item is one link into the site itself: a menu, not vendor rows."""
    items = [item for item in node.iter() if item.tag == "li"]
    for item in items:
        links = item.css("a")
        href = str(links[0].attributes.get("href") or "") if len(links) == 1 else "http"
        if not href.startswith(("/", "#")) or inner_text(links[0]) != inner_text(item):
            return False
    return len(items) >= MIN_MENU_ITEMS
