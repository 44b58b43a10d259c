"""Score the extractor on synthetic pages: each invented vendor named with the right slug,
category and name, quotes verbatim, nothing else claimed (traps and look-alikes included)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bench.accuracy import is_verbatim, renderings

from tests.extraction.synthetic.pages import Page
from vendorstack.extraction import VendorClaim, extract
from vendorstack.extraction.pdf_text import pdf_text


@dataclass(frozen=True, slots=True)
class Score:
    """One page's counts."""

    lang: str
    fmt: str
    listed: int = 0
    named: int = 0
    category_right: int = 0
    name_right: int = 0
    false_claims: int = 0
    trap_claims: int = 0
    quotes: int = 0
    quotes_ok: int = 0
    unclassified: int = 0
    misses: tuple[str, ...] = ()
    extras: tuple[str, ...] = ()


def score(page: Page) -> Score:
    """Extract the page and compare with what it lists."""
    result = extract(
        page.body,
        content_type=page.content_type,
        source_url=f"https://{page.company}/legal/subprocessors",
        company_domain=page.company,
    )
    texts = _texts(page)
    by_slug: dict[str, list[VendorClaim]] = {}
    for claim in result.claims:
        by_slug.setdefault(claim.vendor, []).append(claim)
    listed = {v.slug for v in page.listed}
    named = [v for v in page.listed if v.slug in by_slug]
    extras = [c for c in result.claims if c.vendor not in listed]
    quotes = [c.quote for c in result.claims] + [u.quote for u in result.unmatched_rows]
    return Score(
        page.lang,
        page.fmt,
        listed=len(page.listed),
        named=len(named),
        category_right=sum(any(c.category == v.category for c in by_slug[v.slug]) for v in named),
        name_right=sum(
            _name_right(v.reviewed, {v.written, v.marked}, by_slug[v.slug]) for v in named
        ),
        false_claims=len(extras),
        trap_claims=sum(c.vendor in page.traps for c in extras),
        quotes=len(quotes),
        quotes_ok=sum(is_verbatim(q, texts) for q in quotes),
        unclassified=sum(u.reason == "no_category" for u in result.unmatched_rows),
        misses=tuple(f"{v.slug}:{v.written}" for v in page.listed if v.slug not in by_slug),
        extras=tuple(f"{c.vendor}:{c.quote[:60]}" for c in extras),
    )


def _name_right(reviewed: bool, written: set[str], claims: list[VendorClaim]) -> bool:
    """A discovered vendor's claim gives its name as the page writes it and says it is not
    reviewed; a dictionary vendor's says it is."""
    if reviewed:
        return all(c.reviewed for c in claims)
    return all(not c.reviewed and c.name in written for c in claims)


def _texts(page: Page) -> list[str]:
    if page.content_type == "text/html":
        return renderings(page.body.decode())
    if page.content_type == "application/pdf":
        return [" ".join((pdf_text(page.body) or "").split())]
    return [" ".join(page.body.decode().split())]


def total(scores: Iterable[Score]) -> dict[str, float]:
    """Recall, category and name agreement over the named, false claims, verbatim quotes."""
    items = list(scores)
    listed = sum(s.listed for s in items)
    named = sum(s.named for s in items)
    quotes = sum(s.quotes for s in items)
    return {
        "pages": len(items),
        "listed": listed,
        "recall": named / listed if listed else 1.0,
        "category": sum(s.category_right for s in items) / named if named else 1.0,
        "names": sum(s.name_right for s in items) / named if named else 1.0,
        "false_claims": sum(s.false_claims for s in items),
        "trap_claims": sum(s.trap_claims for s in items),
        "quotes_verbatim": sum(s.quotes_ok for s in items) / quotes if quotes else 1.0,
        "unclassified": sum(s.unclassified for s in items),
        # rows left unclassified, as a share of the vendors listed
        "unclassified_share": sum(s.unclassified for s in items) / listed if listed else 0.0,
    }
