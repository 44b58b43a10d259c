"""Cheap content signals of one page, independent of the extractor's accuracy.

They answer: does it read like a subprocessor list (terms + rows), is it a JavaScript shell, a
login wall, a bot challenge, or a "not found" page served with 200?
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass

from pypdf import PdfReader
from selectolax.lexbor import LexborHTMLParser as HTMLParser
from selectolax.lexbor import LexborNode as Node

DISCLOSURE_TERMS = re.compile(
    r"sub[\s\-‐‑]?processor|sub[\s\-‐‑]?processing|third[\s\-]part(?:y|ies)\s+(?:data\s+)?processors"
    r"|list\s+of\s+processors|auftragsverarbeiter|sous[\s\-]traitants",
    re.IGNORECASE,
)
NOT_FOUND_WORDING = re.compile(
    r"\b(?:404|page not found|not found|no longer exists"
    r"|page (?:does not|doesn't|could not|cannot) (?:exist|be found)"
    r"|can(?:no|')t find (?:that|this|the) page)\b",
    re.IGNORECASE,
)
SHELL_WORDING = re.compile(
    r"enable javascript|javascript (?:is )?(?:required|disabled)|requires javascript"
    r"|you need to enable javascript|turn on javascript",
    re.IGNORECASE,
)
LOGIN_WORDING = re.compile(
    r"\b(?:sign|log)\s?in\b|\bpassword\b|\bsingle sign-on\b|request access|nda required",
    re.IGNORECASE,
)
CHALLENGE_WORDING = re.compile(
    r"checking (?:your|if the site connection is secure)|just a moment\.\.\.|attention required"
    r"|verify (?:you are|you're) (?:a )?human|captcha|ddos protection|cf-chl|challenge-platform",
    re.IGNORECASE,
)
MARKDOWN_ROW = re.compile(r"^\s*\|.+\|\s*$", re.MULTILINE)
CHROME = "nav, header, footer"
INVISIBLE = "script, style, noscript, template, svg"
MAX_CHROME_TEXT = 1500
SHORT_TEXT = 250


@dataclass(frozen=True, slots=True)
class Signals:
    """What a page looks like to a cheap reader; `text` excludes navigation and footer."""

    title: str
    text: str
    headings: tuple[str, ...]
    rows: int
    scripts: int
    has_password: bool
    challenge_markup: bool = False

    @property
    def term_hits(self) -> int:
        return len(DISCLOSURE_TERMS.findall(self.text))

    @property
    def heading_hit(self) -> bool:
        return any(DISCLOSURE_TERMS.search(h) for h in self.headings)

    @property
    def title_hit(self) -> bool:
        return DISCLOSURE_TERMS.search(self.title) is not None

    @property
    def reads_like_disclosure(self) -> bool:
        """Disclosure wording in the body (not just the title) and at least a few rows."""
        return (self.heading_hit or self.term_hits >= 3) and self.rows >= 2

    @property
    def mentions_disclosure(self) -> bool:
        return self.title_hit or self.heading_hit or self.term_hits > 0

    @property
    def looks_not_found(self) -> bool:
        head = " ".join((self.title, *self.headings[:2]))
        return NOT_FOUND_WORDING.search(head) is not None and len(self.text) < 2000

    @property
    def is_short(self) -> bool:
        return len(self.text) < SHORT_TEXT

    @property
    def javascript_shell(self) -> bool:
        return self.is_short and (self.scripts > 0 or SHELL_WORDING.search(self.text) is not None)

    @property
    def login_wall(self) -> bool:
        wall = self.has_password or LOGIN_WORDING.search(self.text) is not None
        return wall and self.is_short

    @property
    def bot_challenge(self) -> bool:
        worded = CHALLENGE_WORDING.search(self.title + " " + self.text) is not None
        return self.is_short and (worded or self.challenge_markup)


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
    challenge = CHALLENGE_WORDING.search(body[:20_000].decode("utf-8", "replace")) is not None
    _strip_boilerplate(tree)
    raw = tree.body.text(separator="\n") if tree.body is not None else ""
    headings = tuple(_text(n) for n in tree.css("h1, h2, h3, th"))
    rows = _count_rows(tree, raw)
    return Signals(title, " ".join(raw.split()), headings, rows, scripts, has_password, challenge)


def _text_signals(text: str, *, title: str) -> Signals:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    headings = tuple(line.lstrip("# ") for line in lines if line.startswith("#"))
    headings = headings or tuple(lines[:1])
    rows = sum(1 for line in lines if line[:2] in ("- ", "* ", "• ") or line.startswith("|"))
    return Signals(title, text, headings, max(rows, len(lines) // 3), 0, False)


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


def _text(node: Node | None) -> str:
    return " ".join(node.text(separator=" ").split()) if node is not None else ""


def pdf_text(body: bytes, max_pages: int = 30) -> str:
    """The text of a PDF's first pages; an unreadable PDF reads as empty."""
    try:
        reader = PdfReader(io.BytesIO(body))
        return "\n".join(page.extract_text() or "" for page in reader.pages[:max_pages])
    except Exception:  # pypdf raises many types on hostile input
        return ""
