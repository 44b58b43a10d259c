"""Where a disclosure may be, scored: link text and href tokens, where the link came from, depth.

Higher scores are fetched first. Scores only order the crawl; a page is confirmed by its content.
"""

from __future__ import annotations

import heapq
import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal
from urllib.parse import unquote, urlsplit

import tldextract

from vendorstack.scanning import words
from vendorstack.scanning.links import Link

Kind = Literal["page", "sitemap", "robots"]
STRONG = 80  # a link or path that names subprocessors outright
FOLLOW = 15  # below this a link is not worth a request
MAX_DEPTH = 3

STRONG_HREF = re.compile(r"sub[\-_]?processors?|subprocessing|sub[\-_]processing", re.IGNORECASE)
GUIDE = 30  # a link *about* sub-processors (a how-to, a template): worth a look, after the hubs
SKIP_HREF = re.compile(
    r"\.(?:png|jpe?g|gif|svg|webp|ico|css|js|mjs|zip|gz|mp4|mp3|woff2?|ttf|docx?|xlsx?)$"
    r"|/(?:login|signin|sign-in|signup|sign-up|register|cart|checkout|careers|jobs|blog/)",
    re.IGNORECASE,
)
CONTEXT_DISCOUNT = 30  # words around a link ("listed here") count, less than its own text
REGION_BONUS = {"footer": 10, "main": 5, "nav": 0}

# (path, prior): the places real sites publish their list, most common first.
WELL_KNOWN: tuple[tuple[str, int], ...] = (
    ("/subprocessors", 48),
    ("/legal/subprocessors", 47),
    ("/sub-processors", 34),
    ("/legal/sub-processors", 33),
    ("/trust/subprocessors", 32),
    ("/privacy/subprocessors", 31),
    ("/legal/subprocessor-list", 30),
    ("/subprocessor-list", 29),
    ("/security/subprocessors", 28),
    ("/gdpr/subprocessors", 27),
    ("/company/subprocessors", 26),
    ("/policies/subprocessors", 25),
    ("/docs/subprocessors", 24),
    ("/legal/dpa", 23),
    ("/dpa", 22),
    ("/data-processing-agreement", 21),
    ("/legal/sub-processor-list", 20),
    ("/sub-processor-list", 19),
    ("/legal/subprocessors-list", 18),
    ("/about/subprocessors", 17),
    ("/compliance/subprocessors", 16),
    ("/privacy/sub-processors", 15),
    ("/trust/sub-processors", 14),
    ("/legal/third-party-subprocessors", 13),
    ("/legal/data-processing-agreement", 12),
    ("/policies/sub-processors", 11),
    ("/subprocessor", 10),
)
TRUST_SUBDOMAINS: tuple[tuple[str, int], ...] = (
    ("trust", 38),
    ("security", 24),
    ("legal", 23),
    ("privacy", 22),
    ("docs", 21),
)
TRUST_LABELS = frozenset({*(label for label, _ in TRUST_SUBDOMAINS), "help", "support"})
SITEMAP_PRIOR = 42
ROBOTS_PRIOR = 90  # robots.txt is answered from the fetcher's cache: free


@dataclass(frozen=True, order=True)
class Candidate:
    """A URL worth fetching; `via` says why (link text, well-known path, sitemap ...)."""

    sort_key: tuple[int, int] = field(init=False, repr=False)
    score: int = field(compare=False)
    url: str = field(compare=False)
    via: str = field(compare=False)
    kind: Kind = field(default="page", compare=False)
    depth: int = field(default=1, compare=False)
    seq: int = field(default=0, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "sort_key", (-self.score, self.seq))

    @property
    def strong(self) -> bool:
        return self.score >= STRONG


@lru_cache(maxsize=8192)  # a site's nav and footer links recur on every page it serves
def text_score(text: str) -> int:
    """How strongly words (link text, href, heading), in any supported language, point at a
    subprocessor list. Words *about* the list ("How to manage your subprocessors") are no
    promise that the list is there."""
    folded = words.fold(text)
    if words.names_list(folded):
        return GUIDE if words.reads_as_guide(folded) else 100
    for pattern, score in _TIERS:
        if pattern.search(folded):
            return score
    return 0


_TIERS = (
    (words.DPA, 45),
    (words.PROVIDERS, 35),
    (words.HUB, 36),
    (words.MINOR_HUB, 26),
    (words.DOCS, 16),
)


def href_score(url: str) -> int:
    """A path's words; a strong one inside a blog, template or integrations section is a guide."""
    path = unquote(urlsplit(url).path)
    score = 90 if STRONG_HREF.search(path) else text_score(_spaced(path))
    if score >= STRONG and words.GUIDE_SECTION.search(words.fold(_spaced(path))):
        return GUIDE
    return score


def _spaced(path: str) -> str:
    return path.replace("/", " ").replace("-", " ").replace("_", " ")


def link_score(link: Link, depth: int, *, same_site: bool) -> int:
    """Score of following `link` found at `depth - 1`; off-site links only when they are strong."""
    if SKIP_HREF.search(urlsplit(link.url).path):
        return 0
    context = text_score(link.context) - CONTEXT_DISCOUNT if link.context else 0
    base = max(text_score(link.text), href_score(link.url), _subdomain_score(link.url), context)
    if reads_as_guide(link.text):  # a how-to, whatever its path says
        base = GUIDE
    if not same_site and base < STRONG:
        return 0
    bonus = REGION_BONUS[link.region] + (5 if link.url.lower().endswith(".pdf") else 0)
    return base + bonus - 5 * (depth - 1) - (0 if same_site else 10)


@lru_cache(maxsize=8192)
def reads_as_guide(text: str) -> bool:
    """Link text *about* the list ("How to manage your subprocessors")."""
    return words.reads_as_guide(words.fold(text))


def _subdomain_score(url: str) -> int:
    """A link to a trust centre, docs or legal subdomain is a hub whatever its text says."""
    label = (urlsplit(url).hostname or "").partition(".")[0]
    return 36 if label in TRUST_LABELS else 0


def url_key(url: str) -> str:
    """Two URLs differing only by scheme, host case or a trailing slash are the same page."""
    parts = urlsplit(url)
    path = parts.path.rstrip("/") or "/"
    return f"{(parts.hostname or '').lower()}{path}?{parts.query}"


@lru_cache(maxsize=1)
def _tld() -> tldextract.TLDExtract:
    return tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None)


@lru_cache(maxsize=4096)
def registrable(host: str) -> str:
    """`docs.acme.co.uk` → `acme.co.uk`; an IP or unknown suffix → the host itself."""
    parts = _tld()(host)
    return parts.top_domain_under_public_suffix or host.lower()


class CandidateQueue:
    """Candidates by score (ties: first added first). A URL is taken at most once; pushing it
    again with a higher score moves it up."""

    def __init__(self) -> None:
        self._heap: list[Candidate] = []
        self._best: dict[str, int] = {}
        self._taken: set[str] = set()
        self._seq = 0

    def push(self, score: int, url: str, via: str, *, kind: Kind = "page", depth: int = 1) -> bool:
        key = _key(url, kind)
        if score < FOLLOW or depth > MAX_DEPTH or key in self._taken:
            return False
        if score <= self._best.get(key, -1):
            return False
        self._best[key] = score
        self._seq += 1
        heapq.heappush(self._heap, Candidate(score, url, via, kind, depth, self._seq))
        return True

    def requeue(self, candidate: Candidate) -> None:
        """Put back a candidate taken by `pop` but not fetched."""
        self._taken.discard(_key(candidate.url, candidate.kind))
        heapq.heappush(self._heap, candidate)

    def mark_seen(self, url: str) -> None:
        self._taken.add(url_key(url))

    def seen(self, url: str) -> bool:
        return url_key(url) in self._taken

    def pop(self) -> Candidate | None:
        while self._heap:
            candidate = heapq.heappop(self._heap)
            key = _key(candidate.url, candidate.kind)
            if key not in self._taken and candidate.score == self._best.get(key):
                self._taken.add(key)
                return candidate
        return None

    def __len__(self) -> int:
        return len(self._heap)


def _key(url: str, kind: Kind) -> str:
    return url_key(url) if kind == "page" else f"{kind}:{url}"
