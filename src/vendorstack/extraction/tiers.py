"""Category and confidence tier of one vendor in one row, by the spec.

`vendor_keyword`: the row names the vendor and a function keyword of the chosen category.
`vendor`: only the name; the category is the vendor's primary one. The row's wording decides
the category: the primary one when the row says so; otherwise a strong keyword (one that names
a function outright) moves a vendor that spans several categories to that function ("Google -
single sign-on" is auth_identity); generic words ("support", "security") never do. A parent
brand named with a product or a keyword of exactly one of its products ("Google LLC | Cloud
hosting") becomes that product (`google_cloud`). A vendor the dictionary lacks takes the function
its row's wording weighs most, a strong word counting double ("Billing analytics: reporting and
dashboards" is analytics_data).
"""

from __future__ import annotations

from collections.abc import Sequence

from vendorstack.extraction.dictionary import Vendor, VendorDictionary
from vendorstack.extraction.keywords import Hit
from vendorstack.extraction.model import Confidence

MIN_FAMILY = 3  # a parent with this many products is a conglomerate ("Google LLC")
STRONG_WEIGHT = 2  # a word naming a function outright outweighs two generic ones


def category_and_tier(
    vendor: Vendor, row: Sequence[Hit], products: Sequence[str] = ()
) -> tuple[str, Confidence]:
    """Pick the category the row's wording supports, else the primary one. A parent brand
    the row leaves unrefined ("Google, Inc. | Communication, file storage, analytics") also
    owns its `products`' categories: the row's strongest of them is what it provides."""
    said = {hit.category for hit in row if not hit.subordinate}
    if vendor.primary in said:
        return vendor.primary, "vendor_keyword"
    strong = [hit.category for hit in row if hit.strong]
    own = [c for c in strong if c in vendor.categories or c in products]
    if own or (strong and len(vendor.categories) > 1):
        return (own or strong)[0], "vendor_keyword"
    return vendor.primary, "vendor"


def open_category(row: Sequence[Hit]) -> str | None:
    """An unknown vendor's category: the function the row's wording weighs most (a strong
    word counts `STRONG_WEIGHT`, a weak one 1; a tie goes to the function named first); None
    when the row names no function."""
    scores: dict[str, int] = {}
    for hit in row:
        if not hit.subordinate:
            scores[hit.category] = scores.get(hit.category, 0) + (
                STRONG_WEIGHT if hit.strong else 1
            )
    best = max(scores.values(), default=0)
    first = next((c for c, score in scores.items() if score == best), None)
    return first or next((hit.category for hit in row), None)


def refine(slug: str, named: list[str], hits: list[str], dictionary: VendorDictionary) -> str:
    """The product of a parent brand the row points to, or the brand itself.

    A product named anywhere in the row wins. Otherwise, for a conglomerate (several products),
    the product whose primary category the row's keywords point to, if they point to no
    other ("Communication, file storage, analytics" names no one product); AI
    wording is not used, since AI product lines are renamed too often to be told apart.
    """
    children = dictionary.children(slug)
    named_child = next((n for n in named if n in children), None)
    if named_child or len(children) < MIN_FAMILY:
        return named_child or slug
    votes = {c: sum(h == _primary(dictionary, c) for h in hits if h != "ai_ml") for c in children}
    best = max(votes.values(), default=0)
    voted = [c for c, v in votes.items() if v]
    return voted[0] if best and len(voted) == 1 else slug


def without_parents(slugs: list[str], dictionary: VendorDictionary) -> list[str]:
    """Drop a parent brand when one of its products is named in the same row; keep order."""
    unique = list(dict.fromkeys(slugs))
    return [s for s in unique if not any(c in unique for c in dictionary.children(s))]


def _primary(dictionary: VendorDictionary, slug: str) -> str:
    vendor = dictionary.get(slug)
    return vendor.primary if vendor else ""
