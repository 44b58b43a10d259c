"""Score the extractor on the layouts set: each listed vendor claimed with its slug and its
row's category, named as the page writes it, nothing else claimed, quotes verbatim, and the
same answer for the page pretty-printed and minified."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bench.accuracy import is_verbatim, renderings

from tests.extraction.layouts.pages import Page, Vendor
from vendorstack.extraction import Extraction, VendorClaim, extract


@dataclass(frozen=True, slots=True)
class LayoutScore:
    """One page's counts."""

    lang: str
    fmt: str
    listed: int
    named: int
    category_right: int
    name_right: int
    false_claims: int
    quotes: int
    quotes_ok: int
    same_minified: bool
    misses: tuple[str, ...] = ()
    extras: tuple[str, ...] = ()
    wrong: tuple[str, ...] = ()  # vendor names or categories given wrong


def read(page: Page, body: bytes) -> Extraction:
    return extract(
        body,
        content_type="text/html",
        source_url=f"https://{page.company}/legal/subprocessors",
        company_domain=page.company,
    )


def score(page: Page) -> LayoutScore:
    """Extract the pretty-printed page, compare with what it lists, and with the minified
    page's answer."""
    result = read(page, page.pretty)
    texts = renderings(page.pretty.decode())
    found = {v.slug: [c for c in result.claims if c.vendor == v.slug] for v in page.listed}
    named = [v for v in page.listed if found[v.slug]]
    slugs = {v.slug for v in page.listed}
    extras = [c for c in result.claims if c.vendor not in slugs]
    quotes = [c.quote for c in result.claims] + [u.quote for u in result.unmatched_rows]
    cat_ok = [v for v in named if any(c.category == v.category for c in found[v.slug])]
    name_ok = [v for v in named if _name_right(v, found[v.slug])]
    wrong = [
        f"{v.category}/{v.written}: {[(c.name, c.category) for c in found[v.slug]]}"
        for v in named
        if v not in cat_ok or v not in name_ok
    ]
    return LayoutScore(
        page.lang,
        page.fmt,
        listed=len(page.listed),
        named=len(named),
        category_right=len(cat_ok),
        name_right=len(name_ok),
        false_claims=len(extras),
        quotes=len(quotes),
        quotes_ok=sum(is_verbatim(q, texts) for q in quotes),
        same_minified=read(page, page.minified) == result,
        misses=tuple(f"{v.category}/{v.written}" for v in page.listed if not found[v.slug]),
        extras=tuple(f"{c.vendor}:{c.quote[:70]}" for c in extras),
        wrong=tuple(wrong),
    )


def _name_right(v: Vendor, claims: list[VendorClaim]) -> bool:
    if v.reviewed:
        return all(c.reviewed for c in claims)
    # As the independent set scores it: the name taken from the row, legal form or its final
    # dot possibly dropped ("Vondex Inc" for "Vondex Inc.").
    return all(not c.reviewed and c.name and any(c.name in n for n in v.names) for c in claims)


def total(scores: Iterable[LayoutScore]) -> dict[str, float]:
    """Recall, precision, category and names over the recalled, verbatim quotes, and the share
    of pages answered the same minified."""
    items = list(scores)
    listed = sum(s.listed for s in items)
    named = sum(s.named for s in items)
    claimed = named + sum(s.false_claims for s in items)
    quotes = sum(s.quotes for s in items)
    return {
        "pages": len(items),
        "listed": listed,
        "recall": named / listed if listed else 1.0,
        "precision": named / claimed if claimed else 1.0,
        "category": sum(s.category_right for s in items) / named if named else 1.0,
        "names": sum(s.name_right for s in items) / named if named else 1.0,
        "false_claims": sum(s.false_claims for s in items),
        "quotes_verbatim": sum(s.quotes_ok for s in items) / quotes if quotes else 1.0,
        "same_minified": sum(s.same_minified for s in items) / len(items) if items else 1.0,
    }
