"""The visible text of HTML elements, joined the way a browser renders it, with the marked
spans (links, bold) inside it. Navigation, site headers, footers, forms, cookie banners and
menus are boilerplate a reader does not count as content.
"""

from __future__ import annotations

import re

from selectolax.lexbor import LexborNode

from vendorstack.extraction.keywords import hits
from vendorstack.extraction.marks import Mark
from vendorstack.extraction.render import BLOCK, BREAK, INLINE, rendered, shown

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
# Inline elements whose text a page marks out: a linked, bold or otherwise stressed name.
MARK_TAGS = frozenset(["a", "b", "strong", "em", "i", "u", "mark", "cite"])
_BOILERPLATE = re.compile(
    r"(?:^|[\s_-])(?:cookies?|consent|gdpr|onetrust|cookiebot|navbar|nav|navigation|menu|"
    r"menubar|breadcrumbs?|sidebar|footer|skip-link|dropdown|megamenu|site-header)(?:$|[\s_-])"
)
# A footnote reference: a superscript holding only a marker ("1", "[2]", "*", "†", "a").
_FOOTNOTE = re.compile(r"[\[(]?(?:\d{1,2}|[a-z]|[*†‡§¶]{1,3})[\])]?")
# An element a page styles as a badge beside a name ("New", "Beta"): a label on the row, not
# words of the name.
_BADGE = re.compile(r"(?:^|[\s_-])(?:badges?|pills?|chips?|tags?)(?:$|[\s_-])")
MAX_HEADER_CHARS = 1000
MAX_BOILERPLATE_CHARS = 5000


def skipped(node: LexborNode) -> bool:
    """Boilerplate a reader does not count as content."""
    tag = node.tag or ""
    if tag in SKIP_TAGS:
        return True
    if tag == "header" and _page_header(node):
        return True
    attrs = node.attributes
    marks = " ".join(str(attrs.get(k) or "") for k in ("id", "class", "role", "aria-label"))
    return bool(_BOILERPLATE.search(marks.lower())) and not _holds_content(node)


def decoration(node: LexborNode) -> bool:
    """A footnote reference or a badge beside a name: no words of the row's text."""
    if node.tag == "sup":
        return bool(_FOOTNOTE.fullmatch(node.text(deep=True).strip()))
    if node.tag == "span" and _BADGE.search(str(node.attributes.get("class") or "").lower()):
        # A badge naming a function ("Analytics" as a category chip) is the row's wording.
        return not hits(node.text(deep=True))
    return False


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


def inner(node: LexborNode, *, nested_lists: bool = True) -> tuple[str, str, tuple[Mark, ...]]:
    """The node's rendered text, its quote form (see `render`) and its marked spans."""
    parts: list[str] = []
    marks: list[Mark] = []
    collect(node, parts, nested_lists, marks)
    raw = "".join(parts)
    text = rendered(raw)
    return text, shown(raw, text), tuple(marks)


def collect(node: LexborNode, parts: list[str], nested_lists: bool, marks: list[Mark]) -> None:
    for child in node.iter(include_text=True):
        tag = child.tag or ""
        if tag == "-text":
            parts.append(child.text_content or "")
        elif skipped(child) or (not nested_lists and tag in ("ul", "ol")):
            continue
        elif decoration(child):
            # Out of the text, but a boundary in the quote: the quote's segments stay verbatim
            # ("Stripe, Inc. | (Germany)" from "Stripe, Inc.<sup>1</sup> (Germany)").
            parts.append(BREAK)
        else:
            mark = INLINE if tag in INLINE_TAGS else BLOCK
            start, at = len(parts), len(marks)
            parts.append(mark)
            collect(child, parts, nested_lists, marks)
            parts.append(mark)
            if tag in MARK_TAGS:
                add_mark(marks, at, child, parts[start:])


def add_mark(marks: list[Mark], at: int, node: LexborNode, parts: list[str]) -> None:
    """Record a marked element's visible text (and a link's target) at `at`, before the marks
    nested inside it, so marks keep document order."""
    text = rendered("".join(parts))
    if text:
        href = str(node.attributes.get("href") or "") if node.tag == "a" else ""
        marks.insert(at, Mark(text, href))
