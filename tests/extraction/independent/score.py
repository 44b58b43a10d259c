"""Score the extractor on the independent set: each listed vendor named with an accepted slug
and the row's category, discovered vendors marked `reviewed: false` with a name taken from
the row, quotes verbatim, nothing else claimed."""

from __future__ import annotations

from collections.abc import Iterable

from bench.accuracy import is_verbatim, renderings

from tests.extraction.independent.pages import Page
from tests.extraction.synthetic.score import Score
from vendorstack.extraction import VendorClaim, extract


def score(page: Page) -> Score:
    """Extract the page and compare with what it lists."""
    result = extract(
        page.body,
        content_type=page.content_type,
        source_url=f"https://{page.company}/legal/subprocessors",
        company_domain=page.company,
    )
    texts = _texts(page)
    found = {v.written: [c for c in result.claims if c.vendor in v.slugs] for v in page.listed}
    named = [v for v in page.listed if found[v.written]]
    accepted = {s for v in page.listed for s in v.slugs}
    extras = [c for c in result.claims if c.vendor not in accepted]
    quotes = [c.quote for c in result.claims] + [u.quote for u in result.unmatched_rows]
    return Score(
        page.lang,
        page.fmt,
        listed=len(page.listed),
        named=len(named),
        category_right=sum(any(c.category == v.category for c in found[v.written]) for v in named),
        name_right=sum(_name_right(v.reviewed, v.written, found[v.written]) for v in named),
        false_claims=len(extras),
        trap_claims=sum(c.vendor in page.traps for c in extras),
        quotes=len(quotes),
        quotes_ok=sum(is_verbatim(q, texts) for q in quotes),
        unclassified=sum(u.reason == "no_category" for u in result.unmatched_rows),
        misses=tuple(f"{v.category}:{v.written}" for v in page.listed if not found[v.written]),
        extras=tuple(f"{c.vendor}:{c.quote[:60]}" for c in extras),
    )


def _name_right(reviewed: bool, written: str, claims: list[VendorClaim]) -> bool:
    if reviewed:
        return all(c.reviewed for c in claims)
    return all(not c.reviewed and c.name and c.name in written for c in claims)


def _texts(page: Page) -> list[str]:
    if page.content_type == "text/html":
        return renderings(page.body.decode())
    return [" ".join(page.body.decode().split())]


def wrong_categories(page: Page) -> Iterable[str]:
    """What each recalled vendor was claimed as, where no claim has its row's category."""
    result = extract(
        page.body,
        content_type=page.content_type,
        source_url=f"https://{page.company}/legal/subprocessors",
        company_domain=page.company,
    )
    for v in page.listed:
        claims = [c for c in result.claims if c.vendor in v.slugs]
        if claims and all(c.category != v.category for c in claims):
            yield f"{v.category} -> {claims[0].category}: {claims[0].quote[:90]}"
