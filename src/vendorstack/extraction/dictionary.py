"""The vendor dictionary: `data/vendors.toml`, loaded once per process."""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from vendorstack.extraction.model import CATEGORIES

_BLANK_OR_COMMENT = re.compile(r"^[ \t]*(?:#[^\n]*)?(?:\n|$)", re.MULTILINE)
_KEYS = ("slug", "name", "domain", "categories", "aliases", "strict_aliases")
_OTHER_LINE = re.compile(r'^(?!"|\[\[vendors\]\]$).', re.MULTILINE)


@dataclass(frozen=True, slots=True)
class Vendor:
    """One dictionary entry; `categories[0]` is the primary category."""

    slug: str
    name: str
    domain: str
    categories: tuple[str, ...]
    aliases: tuple[str, ...]
    strict_aliases: tuple[str, ...] = ()

    @property
    def primary(self) -> str:
        """The category used when a row gives no other hint."""
        return self.categories[0]


class VendorDictionary:
    """Vendors by slug, plus the product families (`google` -> `google_cloud`, ...)."""

    def __init__(self, vendors: Mapping[str, Vendor]) -> None:
        self._vendors = dict(vendors)
        self._children = _families(self._vendors)

    def get(self, slug: str) -> Vendor | None:
        """The vendor with this slug, or None."""
        return self._vendors.get(slug)

    def children(self, slug: str) -> tuple[str, ...]:
        """Product slugs of a parent brand (`google_*` for `google`), in dictionary order."""
        return self._children.get(slug, ())

    def categories(self) -> dict[str, list[str]]:
        """Every one of the 24 categories -> sorted slugs of the vendors listed in it."""
        out: dict[str, list[str]] = {c: [] for c in CATEGORIES}
        for vendor in self._vendors.values():
            for category in vendor.categories:
                out[category].append(vendor.slug)
        return {c: sorted(set(slugs)) for c, slugs in out.items()}

    def __contains__(self, slug: object) -> bool:
        return slug in self._vendors

    def __iter__(self) -> Iterator[Vendor]:
        return iter(self._vendors.values())

    def __len__(self) -> int:
        return len(self._vendors)


def _families(vendors: Mapping[str, Vendor]) -> dict[str, tuple[str, ...]]:
    """Map each slug that prefixes other slugs (`google_`) to those product slugs."""
    out: dict[str, list[str]] = {}
    for slug in vendors:
        parts = slug.split("_")
        heads = ("_".join(parts[:n]) for n in range(len(parts) - 1, 0, -1))
        parent = next((h for h in heads if h in vendors), None)
        if parent:
            out.setdefault(parent, []).append(slug)
    return {k: tuple(v) for k, v in out.items()}


def parse_dictionary(text: str) -> VendorDictionary:
    """Parse TOML in the `[[vendors]]` format; unknown categories are an error."""
    rows = _fast_rows(text)
    if rows is None:
        rows = tomllib.loads(text).get("vendors", [])
    vendors = [_vendor(row) for row in rows]
    return VendorDictionary({v.slug: v for v in vendors})


def _fast_rows(text: str) -> list[dict[str, Any]] | None:
    """The tables, when every line is `[[vendors]]`, a comment or `<known key> = <JSON value>`:
    rewritten to one JSON document with plain string operations (tomllib is ~10x slower).
    None means "not that simple": the caller uses tomllib."""
    body = "\n" + _BLANK_OR_COMMENT.sub("", text)
    for key in _KEYS:
        body = body.replace(f"\n{key} = ", f'\n"{key}":')
    if _OTHER_LINE.search(body):
        return None
    head, *tables = body.replace("\n", ",").split("[[vendors]]")
    try:
        rows = json.loads("[" + ",".join("{" + t.strip(",") + "}" for t in tables) + "]")
    except ValueError:
        return None
    return rows if isinstance(rows, list) and not head.strip(",") else None


def _vendor(row: Mapping[str, Any]) -> Vendor:
    categories = tuple(row.get("categories", ()))
    unknown = [c for c in categories if c not in CATEGORIES]
    if not categories or unknown:
        raise ValueError(f"vendor {row.get('slug')!r}: bad categories {categories!r}")
    return Vendor(
        slug=str(row["slug"]),
        name=str(row.get("name", row["slug"])),
        domain=str(row.get("domain", "")),
        categories=categories,
        aliases=tuple(str(a) for a in row.get("aliases", ())),
        strict_aliases=tuple(str(a) for a in row.get("strict_aliases", ())),
    )


@lru_cache(maxsize=1)
def load_dictionary() -> VendorDictionary:
    """The packaged dictionary, parsed once per process; empty while the data file is absent."""
    path = resources.files("vendorstack.extraction").joinpath("data/vendors.toml")
    if not path.is_file():
        return VendorDictionary({})
    return parse_dictionary(path.read_text(encoding="utf-8"))
