"""`extract`: page bytes in, vendor claims out. Pure: no I/O, no clock.

Claims come in page order (row by row; within a row, in the order the vendors are named).
A page that does not read as a disclosure yields no claims.
"""

from __future__ import annotations

import dataclasses

from vendorstack.extraction.claims import ClaimMaker, RowResult
from vendorstack.extraction.company import Company
from vendorstack.extraction.dictionary import VendorDictionary, load_dictionary
from vendorstack.extraction.disclosure import reads_as_disclosure
from vendorstack.extraction.keywords import SMS_WORDING
from vendorstack.extraction.matcher import matcher_for
from vendorstack.extraction.model import Extraction, UnmatchedRow, VendorClaim
from vendorstack.extraction.page import read_page
from vendorstack.extraction.rows import Row, segment
from vendorstack.extraction.text import clean
from vendorstack.extraction.verbatim import verbatim_rows

EXTRACTOR_VERSION = "1.3.1"
MAX_UNMATCHED_WORDS = 8
MIN_LIST_ROWS = 3
MAX_ITEM_WORDS = 30  # a longer list item is a clause, not a vendor row
_DETERMINERS = frozenset(
    [
        "a",
        "an",
        "the",
        "our",
        "your",
        "their",
        "any",
        "all",
        "other",
        "each",
        "some",
        "various",
        "these",
        "those",
    ]
)


def extract(
    body: bytes,
    *,
    content_type: str,
    source_url: str,
    company_domain: str,
    dictionary: VendorDictionary | None = None,
) -> Extraction:
    """Every vendor claim the page supports (`dictionary` defaults to the packaged one)."""
    dictionary = dictionary if dictionary is not None else load_dictionary()
    maker = ClaimMaker(dictionary, matcher_for(dictionary), Company.from_domain(company_domain))
    page = read_page(body, content_type)
    rows = verbatim_rows(segment(page.blocks, maker.names_vendor), page.source)
    results = _listed_first([maker.match(row) for row in rows])
    matched = [r for r in results if r.slugs]
    unmatched = _unmatched(results, maker.company)
    listed = sum(r.row.kind != "prose" for r in matched)
    disclosure = reads_as_disclosure(page.title, page.blocks, len(matched), listed)
    if not disclosure:
        return Extraction(title=page.title, notes=(*page.notes, "not a disclosure"))
    claims = tuple(c for r in matched for c in maker.claims(r, source_url))
    sms = _sms_evidence(claims, results, source_url)
    return Extraction(
        claims=claims,
        unmatched_rows=tuple(UnmatchedRow(r.row.cited, source_url) for r in unmatched),
        sends_sms=sms is not None,
        sms_evidence=sms,
        is_disclosure=True,
        row_count=len(matched) + len(unmatched),
        title=page.title,
        notes=page.notes,
    )


def _listed_first(results: list[RowResult]) -> list[RowResult]:
    """On a page with a real list (three vendor rows or more), prose may only repeat listed
    vendors: "including Slack if you agree" next to an annex is not a listing."""
    listed = {s for r in results if not r.in_prose for s in r.slugs}
    if sum(bool(r.slugs) and not r.in_prose for r in results) < MIN_LIST_ROWS:
        return results
    return [_keep(r, listed) if r.in_prose else r for r in results]


def _keep(result: RowResult, listed: set[str]) -> RowResult:
    kept = [(s, f) for s, f in zip(result.slugs, result.surfaces, strict=True) if s in listed]
    slugs, surfaces = (tuple(x) for x in zip(*kept, strict=True)) if kept else ((), ())
    return dataclasses.replace(result, slugs=slugs, surfaces=surfaces)


def _unmatched(results: list[RowResult], company: Company) -> list[RowResult]:
    """Rows of a vendor table or list that name something the dictionary lacks."""
    groups = {r.row.group for r in results if r.slugs}
    return [
        r
        for r in results
        if not r.slugs
        and not r.skipped
        and r.row.kind != "prose"
        and r.row.group in groups
        and _entity_like(r.row)
    ]


def _entity_like(row: Row) -> bool:
    """A short capitalised name that is not a determiner phrase, in a row that is not a clause."""
    text = clean(row.names[0]) if row.names else ""
    words = text.split()
    if not 0 < len(words) <= MAX_UNMATCHED_WORDS or words[0].lower() in _DETERMINERS:
        return False
    short = row.kind == "row" or len(row.quote.split()) <= MAX_ITEM_WORDS
    return short and (text[0].isupper() or text[0].isdigit())


def _sms_evidence(
    claims: tuple[VendorClaim, ...], results: list[RowResult], source: str
) -> VendorClaim | None:
    """An SMS vendor's claim, else a row whose wording shows the company sends SMS."""
    for claim in claims:
        if claim.category == "sms_messaging":
            return claim
    for result in results:
        if not result.skipped and SMS_WORDING.search(result.row.quote):
            vendor = result.slugs[0] if result.slugs else ""
            quote = result.row.cited
            return VendorClaim(vendor, "sms_messaging", "vendor_inferred_sms", quote, source)
    return None
