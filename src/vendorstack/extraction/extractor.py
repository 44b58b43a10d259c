"""`extract`: page bytes in, vendor claims out. Pure: no I/O, no clock.

Claims come in page order (row by row; within a row, in the order the vendors are named).
A page that does not read as a disclosure yields no claims. Dictionary vendors are matched
first; rows in a naming position that name none are then read for vendors the dictionary
lacks (see `discover`).
"""

from __future__ import annotations

import dataclasses

from vendorstack.extraction.blocks import Block
from vendorstack.extraction.claims import ClaimMaker, RowResult
from vendorstack.extraction.company import Company
from vendorstack.extraction.dictionary import VendorDictionary, load_dictionary
from vendorstack.extraction.disclosure import names_a_list, reads_as_disclosure
from vendorstack.extraction.discover import Discoverer
from vendorstack.extraction.keywords import SMS_WORDING
from vendorstack.extraction.matcher import matcher_for
from vendorstack.extraction.model import EXAMPLES_NOTE, Extraction, UnmatchedRow, VendorClaim
from vendorstack.extraction.page import read_page
from vendorstack.extraction.rows import segment
from vendorstack.extraction.slugs import identities_for
from vendorstack.extraction.text import clean
from vendorstack.extraction.verbatim import verbatim_rows

EXTRACTOR_VERSION = "2.0.0"
MIN_LIST_ROWS = 3
LANGUAGE_SAMPLE = 5000  # characters: a few hundred words tell a page's language
ALWAYS_REPORTED = frozenset({"no_category", "no_slug"})  # a name we saw but could not claim


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
    texts = [block.text for block in page.blocks]
    finder = Discoverer(maker, identities_for(dictionary), _opening(page.blocks), texts)
    titled = names_a_list(page.title)
    segmented = segment(page.blocks, maker.names_vendor, finder.names_entity, titled=titled)
    rows = verbatim_rows(segmented, page.source)
    known = [maker.match(row) for row in rows]
    results = _listed_first(_discovered(known, finder))
    matched = [r for r in results if r.namings]
    unmatched = _unmatched(results)
    if not reads_as_disclosure(page.title, page.blocks, *_counts(matched)):
        examples = (EXAMPLES_NOTE,) if any(r.row.exemplified for r in matched) else ()
        return Extraction(title=page.title, notes=(*page.notes, "not a disclosure", *examples))
    claims = tuple(c for r in matched for c in maker.claims(r, source_url))
    sms = _sms_evidence(claims, results, source_url)
    return Extraction(
        claims=claims,
        unmatched_rows=tuple(_unmatched_row(r, source_url) for r in unmatched),
        sends_sms=sms is not None,
        sms_evidence=sms,
        is_disclosure=True,
        row_count=len(matched) + len(unmatched),
        title=page.title,
        notes=page.notes,
    )


def _counts(matched: list[RowResult]) -> tuple[int, int, int, int, int]:
    """The vendor rows that may confirm the page (see `reads_as_disclosure`): dictionary
    vendors' rows, those of them in a table or list, every vendor row, table and list rows
    under a heading naming sub-processors (a policy's own list), and those a paragraph
    introduces as the company's processors. Rows offered as examples ("processors such as
    the following:") confirm nothing."""
    own = [r for r in matched if not r.row.exemplified]
    reviewed = [r for r in own if all(n.reviewed for n in r.namings)]
    listed = sum(r.row.kind != "prose" for r in reviewed)
    sectioned = sum(r.row.kind != "prose" and r.row.disclosed for r in own)
    introduced = sum(r.row.kind != "prose" and r.row.introduced for r in own)
    return len(reviewed), listed, len(own), sectioned, introduced


def _opening(blocks: list[Block], size: int = LANGUAGE_SAMPLE) -> str:
    """The page's first `size` characters of text, to tell its language by."""
    out: list[str] = []
    for block in blocks:
        out.append(block.text)
        size -= len(block.text) + 1
        if size <= 0:
            break
    return " ".join(out)


def _discovered(results: list[RowResult], finder: Discoverer) -> list[RowResult]:
    """Rows in a naming position that name no dictionary vendor, read for unknown ones:
    header-chosen table cells, rows of a list or table that names a known vendor, rows a
    vendor-list heading announces, and the marked names of a disclosure's prose (where a
    paragraph marks names, its unmarked mentions are passing)."""
    groups = {r.row.group for r in results if r.namings and r.row.kind != "prose"}
    out = []
    for result in results:
        row = result.row
        if result.skipped:
            out.append(result)
        elif row.kind == "prose" and row.disclosed and row.marked:
            out.append(finder.prose(row) or dataclasses.replace(result, namings=()))
        elif row.kind == "prose" and row.disclosed and not row.marked:
            out.append(_with_unmarked(result, finder.prose(row)))
        elif row.kind == "prose" and row.marked and result.namings:
            out.append(_marked_only(result))
        elif not result.namings and (row.headed or row.announced or row.group in groups):
            out.append(finder.row(row, in_list=row.group in groups))
        elif result.in_prose and row.kind != "prose" and row.names:
            out.append(_named_first(result, finder.row(row)))
        else:
            out.append(result)
    return out


def _with_unmarked(result: RowResult, found: RowResult | None) -> RowResult:
    """A disclosure's paragraph that marks no name: the dictionary vendors the claim maker
    found in it, and the unknown vendors it names plainly."""
    if found is None:
        return result
    extra = tuple(n for n in found.namings if not n.reviewed)
    return dataclasses.replace(result, namings=(*result.namings, *extra)) if extra else result


def _marked_only(result: RowResult) -> RowResult:
    """In a paragraph that marks names (bold, links), the vendors it names without marking
    are passing ("Our payroll runs on **Lohnix GmbH**, hosted on AWS")."""
    marked = " ".join(clean(m.text) for m in result.row.marks)
    kept = tuple(n for n in result.namings if n.surface and n.surface in marked)
    return dataclasses.replace(result, namings=kept)


def _named_first(passing: RowResult, named: RowResult) -> RowResult:
    """A row whose naming position names a vendor the dictionary lacks is that vendor's; the
    dictionary vendors its wording mentions ("Norvale N.V. – ETL, gehost bij AWS") pass."""
    return named if named.namings else passing


def _listed_first(results: list[RowResult]) -> list[RowResult]:
    """On a page with a real list (three vendor rows or more), prose may only repeat listed
    vendors: "including Slack if you agree" next to an annex is not a listing."""
    listed = {s for r in results if not r.in_prose for s in r.slugs}
    if sum(bool(r.namings) and not r.in_prose for r in results) < MIN_LIST_ROWS:
        return results
    return [_keep(r, listed) if r.in_prose else r for r in results]


def _keep(result: RowResult, listed: set[str]) -> RowResult:
    kept = tuple(n for n in result.namings if n.slug in listed)
    return dataclasses.replace(result, namings=kept)


def _unmatched(results: list[RowResult]) -> list[RowResult]:
    """Rows in a naming position that name a vendor we could not claim, and rows of a table
    of vendors whose naming cell holds a description or no name at all."""
    groups = {r.row.group for r in results if r.namings and r.row.kind != "prose"}
    return [
        r
        for r in results
        if r.reason
        and not r.namings
        and not r.skipped
        and (r.reason in ALWAYS_REPORTED or (r.row.kind == "row" and r.row.group in groups))
    ]


def _unmatched_row(result: RowResult, source: str) -> UnmatchedRow:
    """The row quoted whole, as a person reads it."""
    return UnmatchedRow(result.row.cited, source, result.reason)


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
