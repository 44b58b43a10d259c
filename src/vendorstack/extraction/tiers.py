"""Category and confidence tier of one vendor in one row, by the spec.

`vendor_keyword`: the row names the vendor and a function keyword of the chosen category
(the vendor's primary category first, then its others). `vendor`: only the name; the category
is the primary one. A parent brand named with a product or a keyword of exactly one of its
products ("Google LLC | Cloud hosting") becomes that product (`google_cloud`).
"""

from __future__ import annotations

from vendorstack.extraction.dictionary import Vendor, VendorDictionary
from vendorstack.extraction.model import Confidence

MIN_FAMILY = 3  # a parent with this many products is a conglomerate ("Google LLC")


def category_and_tier(vendor: Vendor, keyword_categories: list[str]) -> tuple[str, Confidence]:
    """Pick the category the row's wording supports, else the primary one."""
    hits = [c for c in vendor.categories if c in keyword_categories]
    if vendor.primary in hits:
        return vendor.primary, "vendor_keyword"
    if hits:
        return hits[0], "vendor_keyword"
    return vendor.primary, "vendor"


def refine(slug: str, named: list[str], hits: list[str], dictionary: VendorDictionary) -> str:
    """The product of a parent brand the row points to, or the brand itself.

    A product named anywhere in the row wins. Otherwise, for a conglomerate (several products),
    the product whose primary category the row's keywords favour most, if it is unique; AI
    wording is not used, since AI product lines are renamed too often to be told apart.
    """
    children = dictionary.children(slug)
    named_child = next((n for n in named if n in children), None)
    if named_child or len(children) < MIN_FAMILY:
        return named_child or slug
    votes = {c: sum(h == _primary(dictionary, c) for h in hits if h != "ai_ml") for c in children}
    best = max(votes.values(), default=0)
    winners = [c for c, v in votes.items() if v == best]
    return winners[0] if best and len(winners) == 1 else slug


def without_parents(slugs: list[str], dictionary: VendorDictionary) -> list[str]:
    """Drop a parent brand when one of its products is named in the same row; keep order."""
    unique = list(dict.fromkeys(slugs))
    return [s for s in unique if not any(c in unique for c in dictionary.children(s))]


def _primary(dictionary: VendorDictionary, slug: str) -> str:
    vendor = dictionary.get(slug)
    return vendor.primary if vendor else ""
