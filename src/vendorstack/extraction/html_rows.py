"""Blocks from HTML: headings, table rows (header-aware), list items, definitions, paragraphs.

Text is joined the way a browser renders it: inline elements run together, block elements
are separated by a space. Navigation, headers, footers, forms, cookie banners and menus are
skipped. Raw markdown left in the HTML (MDX pages) is handed to `text_rows`.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from selectolax.lexbor import LexborHTMLParser, LexborNode

from vendorstack.extraction.blocks import Block
from vendorstack.extraction.columns import looks_like_header, name_columns
from vendorstack.extraction.render import BLOCK, INLINE, pieces, plain, rendered
from vendorstack.extraction.text import normalize
from vendorstack.extraction.text_rows import text_blocks

SKIP_TAGS = frozenset(
    [
        "script",
        "style",
        "noscript",
        "template",
        "svg",
        "nav",
        "footer",
        "aside",
        "form",
        "button",
        "select",
        "iframe",
        "head",
        "object",
        "canvas",
        "dialog",
        "menu",
        "textarea",
        "-comment",
    ]
)
INLINE_TAGS = frozenset(
    [
        "a",
        "abbr",
        "b",
        "bdi",
        "bdo",
        "cite",
        "code",
        "data",
        "dfn",
        "em",
        "i",
        "kbd",
        "mark",
        "q",
        "s",
        "samp",
        "small",
        "span",
        "strong",
        "sub",
        "sup",
        "time",
        "u",
        "var",
        "wbr",
        "font",
        "label",
        "img",
        "big",
        "tt",
        "ins",
        "del",
    ]
)
HEADINGS = {"h1": 1, "h2": 2, "h3": 3, "h4": 4, "h5": 5, "h6": 6}
_BOILERPLATE = re.compile(
    r"(?:^|[\s_-])(?:cookies?|consent|gdpr|onetrust|cookiebot|navbar|nav|navigation|menu|"
    r"menubar|breadcrumbs?|sidebar|footer|skip-link|dropdown|megamenu|site-header)(?:$|[\s_-])"
)
MAX_HEADER_CHARS = 1000
MAX_BOILERPLATE_CHARS = 5000
MIN_MENU_ITEMS = 3
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


def _skipped(node: LexborNode) -> bool:
    """Boilerplate a reader does not count as content."""
    tag = node.tag or ""
    if tag in SKIP_TAGS:
        return True
    if tag == "header" and _page_header(node):
        return True
    attrs = node.attributes
    marks = " ".join(str(attrs.get(k) or "") for k in ("id", "class", "role", "aria-label"))
    return bool(_BOILERPLATE.search(marks.lower())) and not _holds_content(node)


def _holds_content(node: LexborNode) -> bool:
    """A wrapper whose class merely mentions a sidebar or menu but holds the page itself."""
    if node.css_first("main, article, h1, table"):
        return True
    return len(node.text(deep=True)) > MAX_BOILERPLATE_CHARS


def _page_header(node: LexborNode) -> bool:
    """A site header (navigation, logo), not an article's header or a mis-parsed `<Header/>`."""
    if len(node.text(deep=True)) > MAX_HEADER_CHARS:
        return False
    if node.css_first("nav"):
        return True
    parent = node.parent
    while parent is not None and parent.tag not in ("main", "article"):
        parent = parent.parent
    return parent is None


def inner_text(node: LexborNode, *, nested_lists: bool = True) -> str:
    """The node's rendered text, whitespace-normalised."""
    return inner(node, nested_lists=nested_lists)[0]


def inner(node: LexborNode, *, nested_lists: bool = True) -> tuple[str, tuple[str, ...]]:
    """The node's rendered text and its safe pieces (see `render`)."""
    parts: list[str] = []
    _collect(node, parts, nested_lists)
    raw = "".join(parts)
    return rendered(raw), pieces(raw)


def _collect(node: LexborNode, parts: list[str], nested_lists: bool) -> None:
    for child in node.iter(include_text=True):
        tag = child.tag or ""
        if tag == "-text":
            parts.append(child.text_content or "")
        elif _skipped(child) or (not nested_lists and tag in ("ul", "ol")):
            continue
        else:
            mark = INLINE if tag in INLINE_TAGS else BLOCK
            parts.append(mark)
            _collect(child, parts, nested_lists)
            parts.append(mark)


class _Walker:
    """Depth-first walk that emits blocks; running inline text becomes a prose block."""

    def __init__(self) -> None:
        self.out: list[Block] = []
        self.buf: list[str] = []
        self.ids: Iterator[int] = itertools.count(1)

    def flush(self) -> None:
        """Emit the pending inline text: as markdown when it holds raw markdown lines."""
        raw = "".join(self.buf)
        self.buf.clear()
        if "\n" in raw and _MARKDOWN_LINE.search(raw):
            self.out.extend(text_blocks(plain(raw), self.ids))
        elif text := rendered(raw):
            self.out.append(Block("prose", text, pieces=pieces(raw)))

    def walk(self, node: LexborNode) -> None:
        for child in node.iter(include_text=True):
            tag = child.tag or ""
            if tag == "-text":
                self.buf.append(child.text_content or "")
            elif not _skipped(child):
                self._element(child, tag)

    def _element(self, node: LexborNode, tag: str) -> None:
        if tag in INLINE_TAGS:
            self.buf.append(INLINE)
            self.walk(node)
            self.buf.append(INLINE)
            return
        self.flush()
        if tag in HEADINGS:
            text, parts = inner(node)
            self.out.append(Block("heading", text, level=HEADINGS[tag], pieces=parts))
        elif tag == "table" and not _layout(node):
            self.out.extend(table_blocks(node, next(self.ids)))
        elif tag in ("ul", "ol"):
            self._list(node, next(self.ids))
        elif tag == "dl":
            self._definitions(node, next(self.ids))
        else:
            self.walk(node)
            self.flush()

    def _list(self, node: LexborNode, group: int, parent: str = "") -> None:
        if _site_links(node):
            return
        for item in node.iter():
            if item.tag != "li" or _skipped(item):
                continue
            text, parts = inner(item, nested_lists=False)
            if text:
                self.out.append(Block("item", text, group=group, parent=parent, pieces=parts))
            for sub in item.css("ul, ol"):
                if sub.parent is not None and sub.parent.mem_id == item.mem_id:
                    self._list(sub, next(self.ids), text)

    def _definitions(self, node: LexborNode, group: int) -> None:
        """Each term with its (first) description is a row; safe pieces come from the list."""
        parts = inner(node)[1]
        term = ""
        for child in node.iter():
            text = inner_text(child)
            if child.tag == "dt":
                term = text
            elif child.tag == "dd" and text:
                quote = normalize(f"{term} {text}")
                names = (term,) if term else ()
                self.out.append(Block("item", quote, names=names, group=group, pieces=parts))
                term = ""


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


def table_blocks(table: LexborNode, group: int) -> list[Block]:
    """One block per body row; the header row picks the entity columns."""
    rows = [_cells(tr) for tr in table.css("tr") if not _skipped(tr)]
    rows = [r for r in rows if any(r[0])]
    if not rows:
        return []
    header: list[str] = []
    if rows[0][1] or looks_like_header(rows[0][0]):
        header = rows.pop(0)[0]
    columns = name_columns(header) if header else []
    width = len(header)
    return [_row_block(_aligned(cells, width), columns, group, p) for cells, _, p in rows]


def _aligned(cells: list[str], width: int) -> list[str]:
    """Pad a short row on the left: the missing cell is the first column's rowspan."""
    return [""] * (width - len(cells)) + cells if len(cells) < width else cells


def _cells(tr: LexborNode) -> tuple[list[str], bool, tuple[str, ...]]:
    """The row's cell texts, whether every cell is a `th` (a header row), its safe pieces."""
    parts: list[str] = []
    texts: list[str] = []
    tags: list[str] = []
    for child in tr.iter(include_text=True):
        if child.tag == "-text":
            parts.append(child.text_content or "")
        elif child.tag in ("td", "th"):
            start = len(parts)
            parts.append(BLOCK)
            _collect(child, parts, True)
            parts.append(BLOCK)
            texts.append(rendered("".join(parts[start:])))
            tags.append(child.tag)
    in_head = tr.parent is not None and tr.parent.tag == "thead"
    is_header = in_head or (bool(tags) and all(t == "th" for t in tags))
    return texts, is_header, pieces("".join(parts))


def _row_block(cells: list[str], columns: list[int], group: int, parts: tuple[str, ...]) -> Block:
    filled = [c for c in cells if c]
    text = normalize(" ".join(filled))
    if len(filled) == 1 and len(cells) > 1:
        return Block("heading", text, level=7)
    order = columns or list(range(len(cells)))
    names = tuple(cells[i] for i in order if i < len(cells) and cells[i])
    headed = bool(columns)
    return Block("row", text, names=names, group=group, headed=headed, pieces=parts)
