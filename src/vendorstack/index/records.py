"""The indexed answer for one entity, built once from its latest scan and cached per process."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from vendorstack.extraction import CATEGORIES

TIER_RANK = {"vendor_keyword": 0, "vendor": 1, "vendor_inferred_sms": 2}
_CATEGORY_ORDER = {slug: index for index, slug in enumerate(CATEGORIES)}

VendorMatch = dict[str, Any]
VendorStack = dict[str, list[VendorMatch]]


@dataclass(frozen=True, slots=True)
class ClaimRow:
    vendor: str
    category: str
    confidence: str
    quote: str
    source: str
    reviewed: bool = True
    name: str = ""
    purpose: str | None = None
    locations: Sequence[str] | None = None


@dataclass(frozen=True, slots=True)
class EntityRecord:
    """What `/v1/check` and `/v1/company` answer for a domain, less the per-call credit fields."""

    domain: str
    scan_id: int
    found: bool
    outcome: str
    reason: str
    first_seen_at: datetime
    scanned_at: datetime
    disclosure_url: str | None
    disclosure_sources: tuple[str, ...]
    vendor_stack: VendorStack
    sends_sms: bool
    probed_urls: tuple[str, ...]
    unmatched_rows: tuple[dict[str, str], ...]
    platform: str | None = None
    read_via: str | None = None
    access_url: str | None = None
    # When the served list was last seen on the site; null when no list is served.
    last_confirmed_at: datetime | None = None
    # Set while the latest scan did not find the served list and the loss is not final.
    disclosure_lost_since: datetime | None = None
    last_scanned_at: datetime | None = None
    chargeable: bool = field(init=False)

    def __post_init__(self) -> None:
        # We charge only for an answer that names vendors from a page we could read and
        # that the latest scan confirmed (a list gone missing is served, but free).
        readable = self.found and self.outcome == "parsed"
        object.__setattr__(self, "chargeable", readable and self.disclosure_lost_since is None)


def build_vendor_stack(claims: Iterable[ClaimRow]) -> VendorStack:
    """One match per (category, vendor): its strongest row, first in page order on ties.

    Categories follow the spec's order; vendors within a category keep page order.
    """
    best: dict[tuple[str, str], tuple[int, int, ClaimRow]] = {}
    for position, claim in enumerate(claims):
        key = (claim.category, claim.vendor)
        rank = TIER_RANK.get(claim.confidence, 9)
        first_position = best[key][1] if key in best else position
        if key not in best or rank < best[key][0]:
            best[key] = (rank, first_position, claim)
    return _group(sorted(best.values(), key=lambda item: item[1]))


def _group(ranked: Sequence[tuple[int, int, ClaimRow]]) -> VendorStack:
    stack: VendorStack = {}
    for category in sorted({claim.category for _, _, claim in ranked}, key=_category_key):
        stack[category] = [_match(claim) for _, _, claim in ranked if claim.category == category]
    return stack


def _category_key(category: str) -> tuple[int, str]:
    return (_CATEGORY_ORDER.get(category, len(_CATEGORY_ORDER)), category)


def _match(claim: ClaimRow) -> VendorMatch:
    return {
        "vendor": claim.vendor,
        "name": claim.name or claim.vendor,
        "reviewed": claim.reviewed,
        "confidence": claim.confidence,
        "purpose": claim.purpose,
        "locations": list(claim.locations or ()),
        "evidence": {"source": claim.source, "quote": claim.quote},
    }
