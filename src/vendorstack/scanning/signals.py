"""Cheap content signals of one page, independent of the extractor's accuracy.

They answer, in every supported language: does it read like a subprocessor list (terms + rows),
is it a JavaScript shell, a login wall, a bot challenge, or a "not found" page served with 200?
And for telling the list from pages *about* sub-processors: the main heading, the rows that sit
under a heading naming the list, the product instructions, a cookie table.
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass, field

from pypdf import PdfReader
from selectolax.lexbor import LexborHTMLParser as HTMLParser
from selectolax.lexbor import LexborNode as Node

from vendorstack.scanning import words
from vendorstack.scanning.words import fold

MARKDOWN_ROW = re.compile(r"^\s*\|.+\|\s*$", re.MULTILINE)
CHROME = "nav, header, footer"
INVISIBLE = "script, style, noscript, template, svg"
MAX_CHROME_TEXT = 1500
SHORT_TEXT = 250
MIN_CATALOGUE = 3  # rows in a group before their sameness says "catalogue"
CELL = " | "
MIN_REPEATED_WORDS = 4  # a shared description this long is boilerplate, not a purpose
SECTIONS = "h1, h2, h3, h4, h5, h6, p, tr, li, dt"
CHALLENGE_PREFIX = 20_000  # bytes of markup searched for a challenge's scripts and widgets


@dataclass(frozen=True, slots=True)
class Signals:
    """What a page looks like to a cheap reader; `text` excludes navigation and footer.

    `list_rows` counts the rows (table rows, list items, terms) under a heading that names the
    list (and is not a guide's heading); `main_heading` is the first `<h1>`, else the first
    heading.
    """

    title: str
    text: str
    headings: tuple[str, ...]
    rows: int
    scripts: int
    has_password: bool
    challenge_markup: bool = False
    main_heading: str = ""
    list_rows: int = 0
    example_rows: int = 0
    catalogue: bool = False  # every row group repeats one description: not a list of vendors
    cookie_table: bool = False
    folded: str = field(init=False, repr=False)  # `text`, folded once for every word test
    term_hits: int = field(init=False)  # mentions of the list in the body
    heading_hit: bool = field(init=False)  # a heading or table header names the list
    title_hit: bool = field(init=False)

    def __post_init__(self) -> None:
        folded = fold(self.text)
        object.__setattr__(self, "folded", folded)
        object.__setattr__(self, "term_hits", len(words.LIST.findall(folded)))
        heading_hit = any(words.names_list(fold(h)) for h in self.headings)
        object.__setattr__(self, "heading_hit", heading_hit)
        object.__setattr__(self, "title_hit", words.names_list(fold(self.title)))

    @property
    def reads_like_disclosure(self) -> bool:
        """Disclosure wording in the body (not just the title) and at least a few rows."""
        return (self.heading_hit or self.term_hits >= 3) and self.rows >= 2

    @property
    def mentions_disclosure(self) -> bool:
        return self.title_hit or self.heading_hit or self.term_hits > 0

    @property
    def presents_list(self) -> bool:
        """The page's own title or main heading names the list (not just a clause inside it).
        A title does not when the main heading names another document ("Privacy Policy"
        under a title "Subprocessors"): the heading is what the page shows."""
        first = self.headings[0] if self.headings else ""
        if words.names_list(fold(f"{first} {self.main_heading}")):
            return True
        return self.title_hit and not words.MINOR_HUB.search(fold(self.main_heading))

    @property
    def guide_heading(self) -> bool:
        """The title or main heading is *about* the list: "How to manage your subprocessors"."""
        return words.reads_as_guide(fold(self.main_heading)) or words.reads_as_guide(
            fold(self.title)
        )

    @property
    def instructions(self) -> int:
        """Steps in a product ("click", "go to Settings >"): a help article, not a list."""
        return len(words.INSTRUCTIONS.findall(self.folded))

    @property
    def looks_not_found(self) -> bool:
        head = fold(" ".join((self.title, *self.headings[:2])))
        return words.NOT_FOUND.search(head) is not None and len(self.text) < 2000

    @property
    def is_short(self) -> bool:
        return len(self.text) < SHORT_TEXT

    @property
    def javascript_shell(self) -> bool:
        return self.is_short and (self.scripts > 0 or words.SHELL.search(self.folded) is not None)

    @property
    def login_wall(self) -> bool:
        return self.is_short and (self.has_password or words.LOGIN.search(self.folded) is not None)

    @property
    def bot_challenge(self) -> bool:
        if not self.is_short:
            return False
        worded = words.CHALLENGE.search(fold(self.title) + " " + self.folded) is not None
        return worded or self.challenge_markup


def read_signals(body: bytes, content_type: str) -> Signals:
    """Signals of an HTML, text or PDF body (anything else reads as empty)."""
    if content_type == "application/pdf":
        return _text_signals(pdf_text(body), title="")
    if content_type in ("text/plain", "text/markdown", "text/x-markdown"):
        return _text_signals(body.decode("utf-8", errors="replace"), title="")
    return html_signals(body)


def html_signals(body: bytes) -> Signals:
    tree = HTMLParser(body.decode("utf-8", errors="replace"))
    scripts = len(tree.css("script"))
    has_password = bool(tree.css("input[type=password]"))
    title = _text(tree.css_first("title"))
    markup = fold(body[:CHALLENGE_PREFIX].decode("utf-8", "replace"))
    challenge = words.CHALLENGE.search(markup) is not None
    _strip_boilerplate(tree)
    raw = tree.body.text(separator="\n") if tree.body is not None else ""
    headings = tuple(_text(n) for n in tree.css("h1, h2, h3, th"))
    main = _text(tree.css_first("h1")) or (headings[0] if headings else "")
    listed, examples = _list_rows(tree)
    catalogue = _catalogue(tree)
    return Signals(
        title,
        " ".join(raw.split()),
        headings,
        _count_rows(tree, raw),
        scripts,
        has_password,
        challenge,
        main_heading=main,
        list_rows=listed,
        example_rows=examples,
        catalogue=catalogue,
        cookie_table=_cookie_table(tree),
    )


def _text_signals(text: str, *, title: str) -> Signals:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    headings = tuple(line.lstrip("# ") for line in lines if line.startswith("#"))
    headings = headings or tuple(lines[:1])
    rows = sum(1 for line in lines if line[:2] in ("- ", "* ", "• ") or line.startswith("|"))
    rows = max(rows, len(lines) // 3)
    listed = any(_names_own_list(heading) for heading in headings)
    main = headings[0] if headings else ""
    return Signals(
        title, text, headings, rows, 0, False, main_heading=main, list_rows=rows * listed
    )


def _strip_boilerplate(tree: HTMLParser) -> None:
    """Drop scripts and site chrome; a "header" holding the page (MDX `<Header/>`) stays."""
    for node in tree.css(INVISIBLE):
        node.decompose()
    for node in tree.css(CHROME):
        if len(node.text()) < MAX_CHROME_TEXT:
            node.decompose()


def _count_rows(tree: HTMLParser, text: str) -> int:
    table_rows = sum(1 for row in tree.css("tr") if row.css_first("td"))
    items = len(tree.css("li")) + len(tree.css("dt"))
    return table_rows + items + len(MARKDOWN_ROW.findall(text)) + len(tree.css("h3, h4"))


class _RowWalk:
    """One pass over headings, paragraphs and rows in document order.

    `listed`: rows (table rows, items, terms) under a heading naming the list, minus product
    steps. `examples`: rows (also one heading or bold-led paragraph per vendor) that a lead-in
    presents as examples ("Typical sub-processors are, for example:") or that sit under an
    h1/h2 naming the list in a guide's frame ("Typical sub-processors"), until the next h1/h2
    or the next lead-in; those are a guide's illustrations, so they are not listed rows.
    """

    def __init__(self, example_table_rows: frozenset[int]) -> None:
        self.example_table_rows = example_table_rows  # rows of tables with an example column
        self.open_headings: list[tuple[int, bool]] = []
        self.in_examples = False
        self.listed = 0
        self.examples = 0

    def visit(self, node: Node) -> None:
        tag = node.tag or ""
        if tag in ("tr", "li", "dt"):
            self._row(node)
        elif tag == "p":
            self._paragraph(node)
        else:
            self._heading(node, int(tag[1]))

    def _row(self, node: Node) -> None:
        if self.in_examples or node.mem_id in self.example_table_rows:
            self.examples += node.tag != "tr" or node.css_first("td") is not None
        elif any(named for _, named in self.open_headings):
            self.listed += _is_listed_row(node)

    def _paragraph(self, node: Node) -> None:
        if self.in_examples and _leads_with_name(node):
            self.examples += 1
            return
        text = fold(_text(node)).rstrip()
        if text.endswith(":"):  # a lead-in: what follows is examples, or the page's own rows
            self.in_examples = words.introduces_examples(text)

    def _heading(self, node: Node, level: int) -> None:
        text = _text(node)
        if level <= 2:  # "Examples", "Typical sub-processors": a section of illustrations
            folded = fold(text)
            self.in_examples = words.introduces_examples(folded) or words.reads_as_guide(folded)
        elif self.in_examples:
            self.examples += 1  # one heading per example vendor
            return
        while self.open_headings and self.open_headings[-1][0] >= level:
            self.open_headings.pop()
        self.open_headings.append((level, _names_own_list(text)))


def _list_rows(tree: HTMLParser) -> tuple[int, int]:
    """(rows under a heading naming the list, rows presented as examples): see `_RowWalk`."""
    walk = _RowWalk(_example_table_rows(tree))
    for node in tree.css(SECTIONS):
        walk.visit(node)
    return walk.listed, walk.examples


def _catalogue(tree: HTMLParser) -> bool:
    """Every group of three or more rows says one and the same thing about each entry ("Public
    sub-processor list, checked daily"): a catalogue of sources or logos. A disclosure says
    what each vendor does; a shared one-word purpose ("Hosting") does not count."""
    groups = [g for g in _descriptions(tree) if len(g) >= MIN_CATALOGUE]
    return bool(groups) and all(_repeated(group) for group in groups)


def _repeated(group: list[str]) -> bool:
    longest = max(len(cell.split()) for cell in group[0].split(CELL))
    return len(set(group)) == 1 and longest >= MIN_REPEATED_WORDS


def _descriptions(tree: HTMLParser) -> list[list[str]]:
    """Per block, what each row says besides its leading name: a table row's cells after the
    first (every column must repeat: one varying column is a list),
    an item's text after its bold or linked lead, a definition, a vendor heading's paragraph."""
    groups = []
    for table in tree.css("table"):
        rows = [row.css("td") for row in table.css("tr")]
        groups.append([CELL.join(_text(c) for c in cells[1:]) for cells in rows if cells])
    for block in tree.css("ul, ol"):
        items = [li for li in block.iter() if li.tag == "li" and _leads_with_name(li)]
        groups.append([_after_lead(li) for li in items])
    groups += [[_text(dd) for dd in dl.css("dd")] for dl in tree.css("dl")]
    groups.append([_text(h.next) for h in tree.css("h3, h4") if _is_element(h.next, "p")])
    return groups + _bold_paragraphs(tree)


def _bold_paragraphs(tree: HTMLParser) -> list[list[str]]:
    """Paragraphs opening with a bold or linked name, grouped by their parent."""
    by_parent: dict[int, list[str]] = {}
    for node in tree.css("p"):
        if node.parent is not None and _leads_with_name(node):
            by_parent.setdefault(node.parent.mem_id, []).append(_after_lead(node))
    return list(by_parent.values())


def _after_lead(node: Node) -> str:
    lead = _text(node.child if node.child is not None and node.child.tag != "-text" else None)
    return _text(node).removeprefix(lead).lstrip(" –-:")


def _is_element(node: Node | None, tag: str) -> bool:
    while node is not None and node.tag == "-text":
        node = node.next
    return node is not None and node.tag == tag


def _leads_with_name(node: Node) -> bool:
    """A paragraph that opens with a bold or linked name: "<b>Crisp</b>: live chat"."""
    first = node.child
    while first is not None and first.tag == "-text" and not (first.text() or "").strip():
        first = first.next
    return first is not None and first.tag in ("strong", "b", "a")


def _example_table_rows(tree: HTMLParser) -> frozenset[int]:
    """The rows of tables whose header names an example column ("Example", "Beispiel")."""
    rows: set[int] = set()
    for table in tree.css("table"):
        header = " ".join(fold(_text(cell)) for cell in table.css("th"))
        if header and words.GUIDE_EXAMPLE_COLUMN.search(header):
            rows.update(row.mem_id for row in table.css("tr"))
    return frozenset(rows)


def _is_listed_row(node: Node) -> bool:
    if node.tag == "tr" and node.css_first("td") is None:
        return False
    return words.INSTRUCTIONS.search(fold(_text(node))) is None


def _names_own_list(heading: str) -> bool:
    folded = fold(heading)
    return words.names_list(folded) and not words.reads_as_guide(folded)


def _cookie_table(tree: HTMLParser) -> bool:
    """A table whose header has a cookie column and an expiry column."""
    header = fold(" | ".join(_text(cell) for cell in tree.css("th")))
    return words.COOKIE.search(header) is not None and words.DURATION.search(header) is not None


def _text(node: Node | None) -> str:
    return " ".join(node.text(separator=" ").split()) if node is not None else ""


def pdf_text(body: bytes, max_pages: int = 30) -> str:
    """The text of a PDF's first pages; an unreadable PDF reads as empty."""
    try:
        reader = PdfReader(io.BytesIO(body))
        return "\n".join(page.extract_text() or "" for page in reader.pages[:max_pages])
    except Exception:  # pypdf raises many types on hostile input
        return ""
