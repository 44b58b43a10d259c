"""Is a fetched page a subprocessor disclosure? Decided by what it contains, never by its URL.

The extractor's `is_disclosure`/`row_count` and our own cheap signals both count; soft 404s and
redirects to the home page are rejected; shells, login walls and challenges are "unreadable";
guides, cookie policies and other pages *about* sub-processors are rejected (`decoys.py`).
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from typing import Literal
from urllib.parse import urlsplit

from vendorstack.extraction import EXAMPLES_NOTE, Extraction, extract
from vendorstack.scanning import words
from vendorstack.scanning.decoys import decoy_reason
from vendorstack.scanning.examples import named_as_examples
from vendorstack.scanning.fetch import FetchedPage
from vendorstack.scanning.signals import Signals, read_signals

Verdict = Literal["disclosure", "unreadable", "rejected"]
PAGE_TYPES = frozenset(
    {"text/html", "application/xhtml+xml", "text/plain", "text/markdown", "text/x-markdown",
     "application/pdf"}
)  # fmt: skip
WALL_STATUSES = frozenset({401, 403, 407, 429, 503})
PLACEHOLDER = re.compile(r"\[[^\]]*\]|<[^>]*>|\{\{?[^}]*\}?\}|_{3,}|\.{3,}|…")  # a template's blank


@dataclass(frozen=True, slots=True)
class Judgement:
    """The verdict on one page and why (`parsed`, `no_rows`, `soft_404`, `javascript_shell`...)."""

    verdict: Verdict
    reason: str
    extraction: Extraction | None = None
    signals: Signals | None = None

    @property
    def readable(self) -> bool:
        return self.verdict == "disclosure"


def rejected(reason: str, signals: Signals | None = None) -> Judgement:
    return Judgement("rejected", reason, None, signals)


def sha256(body: bytes) -> str:
    return hashlib.sha256(body).hexdigest()


def judge(page: FetchedPage, *, domain: str, worded: bool, home_url: str | None) -> Judgement:
    """Judge one final response; `worded` when a link or path named subprocessors outright.

    `home_url` None: this is the home page itself, so landing on "/" is no soft 404.
    """
    settled = judged_without_body(page, worded=worded)
    if settled is not None:
        return settled
    if not page.ok:
        return _judge_error_page(page, worded=worded)
    if home_url is not None and redirected_home(page, home_url):
        return rejected("home_redirect")
    signals = read_signals(page.body, page.content_type)
    if signals.looks_not_found:
        return rejected("soft_404", signals)
    return _judge_content(page, signals, domain=domain, worded=worded)


def _judge_content(page: FetchedPage, signals: Signals, *, domain: str, worded: bool) -> Judgement:
    extraction = safe_extract(page, domain)
    if is_disclosure(extraction, signals):
        decoy = decoy_reason(signals) or examples_only(page, signals, extraction)
        if decoy is not None:  # a guide or a cookie table about vendors is not their list
            return Judgement("rejected", decoy, extraction, signals)
        if has_rows(extraction):
            return Judgement("disclosure", "parsed", extraction, signals)
        if worded or signals.presents_list:
            return Judgement("unreadable", "no_rows", extraction, signals)
        # A DPA or policy with a "Sub-processors" clause but no list is not a disclosure:
        # calling it "found but unreadable" would tell the user a list exists.
        return Judgement("rejected", "clause_without_list", extraction, signals)
    wall = wall_reason(signals) if worded or signals.mentions_disclosure else None
    if wall is not None:
        return Judgement("unreadable", wall, extraction, signals)
    return Judgement("rejected", "not_disclosure", extraction, signals)


def examples_only(page: FetchedPage, signals: Signals, extraction: Extraction) -> str | None:
    """`examples_only` when every vendor read is named as an example ("providers of cloud
    hosting (for example AWS)"): a clause illustrating the term, not the company's list; or
    when the extractor read vendor rows only under a paragraph offering them as examples
    ("processors such as the following:"), which our own signals may still take for a list.
    A page with no example marker at all (most lists) is not parsed again."""
    if EXAMPLES_NOTE in extraction.notes:
        return "examples_only"
    if not words.EXAMPLE_MARKERS.search(signals.folded):
        return None
    named = named_as_examples(page.body, page.content_type, extraction.claims)
    return "examples_only" if named else None


def safe_extract(page: FetchedPage, domain: str) -> Extraction:
    """The extractor's reading; a crash on one hostile page must not fail the whole scan."""
    try:
        return extract(
            page.body, content_type=page.content_type, source_url=page.url, company_domain=domain
        )
    except Exception as exc:  # the extractor is pure; any error is a bug we report, not raise
        return Extraction(notes=(f"extractor_error: {type(exc).__name__}: {exc}"[:300],))


def judged_without_body(page: FetchedPage, *, worded: bool) -> Judgement | None:
    """The judgement its status or type alone settles, None when the body must be read: an
    error page is no list unless it may be a wall in front of one (a 401/403/503 where we were
    pointed at the list), and a body of no page type is no page. These verdicts never parse a
    byte, so the scan gives them without the parsing boundary (`boundary.bounded`)."""
    if not page.ok and not (worded and page.status in WALL_STATUSES):
        return rejected(f"http_{page.status}")
    if page.ok and page.content_type not in PAGE_TYPES:
        return rejected("not_a_page")
    return None


def _judge_error_page(page: FetchedPage, *, worded: bool) -> Judgement:
    """A 401/403/503 on a page we were pointed at is a wall or a challenge, not an absence."""
    signals = read_signals(page.body, page.content_type or "text/html")
    reason = "bot_challenge" if signals.bot_challenge or page.status in (429, 503) else None
    reason = reason or ("login_wall" if page.status in (401, 407) or signals.login_wall else None)
    return Judgement("unreadable", reason, None, signals) if reason else rejected("http_403")


def is_disclosure(extraction: Extraction, signals: Signals) -> bool:
    """The extractor says so, our own reading says so, or both half-agree (wording + rows)."""
    if extraction.is_disclosure or signals.reads_like_disclosure:
        return True
    worded = signals.heading_hit or signals.term_hits > 0  # a title alone is not enough
    return worded and extraction.row_count >= 2


def has_rows(extraction: Extraction) -> bool:
    """Rows were read; a template's placeholder rows ("[Name of sub-processor]") are none."""
    if extraction.claims:
        return True
    unmatched = extraction.unmatched_rows
    if unmatched and all(PLACEHOLDER.fullmatch(row.quote.strip()) for row in unmatched):
        return False
    return extraction.row_count > 0


def wall_reason(signals: Signals) -> str | None:
    if signals.bot_challenge:
        return "bot_challenge"
    if signals.login_wall:
        return "login_wall"
    return "javascript_shell" if signals.javascript_shell else None


def redirected_home(page: FetchedPage, home_url: str) -> bool:
    """A redirect that lands on the site's front page: the path we asked for does not exist."""
    if not page.redirects:
        return False
    landed = urlsplit(page.url)
    return landed.path in ("", "/") or page.url == home_url
