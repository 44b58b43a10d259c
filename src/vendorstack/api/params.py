"""Query parameter rules shared by the routes: slugs, flags, domains."""

from __future__ import annotations

from vendorstack.domains import normalize_domain, public_suffix
from vendorstack.errors import InvalidInput
from vendorstack.extraction import CATEGORIES
from vendorstack.extraction.dictionary import load_dictionary

_TRUE = frozenset({"1", "true", "yes", "on"})
_FALSE = frozenset({"", "0", "false", "no", "off"})


def flag(name: str, value: str | None) -> bool:
    """`refresh=1`, `fresh=true` and friends; anything unrecognised is a 400, not a silent no."""
    if value is None:
        return False
    lowered = value.strip().lower()
    if lowered in _TRUE:
        return True
    if lowered in _FALSE:
        return False
    raise InvalidInput(f"{name} must be 1/true or 0/false, got {value!r}.")


def category_slug(value: str | None) -> str | None:
    if value is None:
        return None
    slug = value.strip().lower()
    if slug not in CATEGORIES:
        raise InvalidInput(f"Unknown category {value!r}; GET /v1/vendors lists the 24 categories.")
    return slug


def vendor_slug(value: str | None) -> str | None:
    if value is None:
        return None
    slug = value.strip().lower()
    if slug not in load_dictionary():
        raise InvalidInput(f"Unknown vendor {value!r}; GET /v1/vendors lists canonical slugs.")
    return slug


def segment_suffix(value: str | None) -> str | None:
    """`segment` narrows prospects to domains under one public suffix (`de`, `co.uk`, `io`)."""
    if value is None or not value.strip():
        return None
    suffix = public_suffix(value)
    if suffix is None:
        raise InvalidInput(
            f"segment must be a public suffix such as de, co.uk or io; got {value!r}."
        )
    return suffix


def domain(value: str) -> str:
    return normalize_domain(value)


MAX_PAGE = 100_000


def page_number(value: str | None) -> int:
    """`page` is 1-based; absent means 1."""
    if value is None:
        return 1
    stripped = value.strip()
    if not stripped.isdigit() or not 1 <= int(stripped) <= MAX_PAGE:
        raise InvalidInput(f"page must be a whole number from 1 to {MAX_PAGE}, got {value!r}.")
    return int(stripped)
