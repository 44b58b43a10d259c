"""Invented vendors: brands made of syllables (a separate inventory from
tests/extraction/synthetic), written the ways European disclosures write companies, each with
the slugs a careful reader accepts for it."""

from __future__ import annotations

import random
import unicodedata
from dataclasses import dataclass

from vendorstack.extraction.dictionary import VendorDictionary
from vendorstack.extraction.matcher import matcher_for

_START = ("b", "c", "d", "f", "g", "h", "k", "l", "m", "p", "r", "s", "t", "v", "w", "pl", "tr")
_MID = ("al", "or", "en", "ir", "um", "os", "ev", "an", "ul", "ep", "ob", "ad")
_END = ("ix", "o", "a", "ent", "ora", "ium", "eq", "ando", "ivo", "ax", "elle", "ay")
_SURNAMES = ("Dorvan", "Lesk", "Mertl", "Havik", "Quennel", "Ostrand", "Pelz", "Varenne")
_HOLDING = ("Holdings", "Ventures", "Partners", "Operations")
_TLDS = {"en": "io", "de": "de", "fr": "fr", "nl": "nl", "es": "es", "it": "it", "pt": "pt"}
_COMMON = frozenset({"data", "mail", "pay", "host", "cloud", "web", "chat", "bot", "log"})


@dataclass(frozen=True, slots=True)
class Vendor:
    """A vendor as one row writes it. `written`: the whole naming text; `marked`: the part a
    bold or a link covers in prose; `slugs`: every slug a careful reader accepts."""

    written: str
    marked: str
    href: str
    slugs: frozenset[str]
    category: str
    reviewed: bool
    brand: str = ""  # the name a reader knows the vendor by (a service column writes it)


def fold(text: str) -> str:
    """Lowercase ASCII letters and digits only."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return "".join(c for c in ascii_text.lower() if c.isalnum())


class Namer:
    """New brands from a seed, none the dictionary knows, none repeated."""

    def __init__(self, rng: random.Random, dictionary: VendorDictionary) -> None:
        self.rng = rng
        self.matcher = matcher_for(dictionary)
        self.taken: set[str] = set()

    def brand(self) -> str:
        while True:
            parts = [self.rng.choice(_START), self.rng.choice(_MID)]
            if self.rng.random() < 0.4:
                parts.append(self.rng.choice(_START) + self.rng.choice(_MID))
            word = ("".join(parts) + self.rng.choice(_END)).capitalize()
            low = word.lower()
            if low in self.taken or any(c in low for c in _COMMON) or not 5 <= len(word) <= 12:
                continue
            if self.matcher.find(word, entity=True) or self.matcher.find(low, entity=False):
                continue
            self.taken.add(low)
            return word

    def vendor(
        self, lang: str, category: str, legal_forms: tuple[str, ...], trading: str
    ) -> Vendor:
        """One invented vendor in one of the ways disclosures write names."""
        brand = self.brand()
        slug = fold(brand)
        href = f"https://www.{slug}.{_TLDS[lang]}/" if self.rng.random() < 0.45 else ""
        form = self.rng.choice(legal_forms)
        kind = self.rng.random()
        if kind < 0.12:  # "Quillbox (Norvale Holdings Ltd.)"
            legal = f"{self.brand()} {self.rng.choice(_HOLDING)} {form}"
            return Vendor(
                f"{brand} ({legal})", brand, href, frozenset({slug}), category, False, brand
            )
        if kind < 0.24:  # "Norvale Holdings Ltd. (trading as Quillbox)"
            legal = f"{self.brand()} {self.rng.choice(_HOLDING)} {form}"
            written = trading.format(legal=legal, brand=brand)
            return Vendor(written, brand, href, frozenset({slug}), category, False, brand)
        if kind < 0.32:  # the legal entity alone, linked to the brand's own site
            legal = f"{self.brand()} {self.rng.choice(_HOLDING)} {form}"
            site = f"https://{slug}.{_TLDS[lang]}/"
            return Vendor(legal, legal, site, frozenset({slug}), category, False, brand)
        if kind < 0.40:  # a regional firm: "Dorvan & Lesk GmbH"
            first, second = self.rng.sample(_SURNAMES, 2)
            pair = f"{first} & {second}"
            slugs = {f"{fold(first)}_{fold(second)}", f"{fold(first)}_and_{fold(second)}"}
            return Vendor(f"{pair} {form}", pair, "", frozenset(slugs), category, False, pair)
        name = brand.upper() if kind > 0.93 else brand
        written = f"{name} {form}" if self.rng.random() < 0.7 else name
        return Vendor(
            written,
            written if self.rng.random() < 0.5 else name,
            href,
            frozenset({slug}),
            category,
            False,
            name,
        )


# Vendors with several products: the row's wording decides the category (issue 9, item 6).
MULTI_PRODUCT: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "google": (
        ("Google LLC", "Google Ireland Limited"),
        ("auth_identity", "productivity", "analytics_data", "ai_ml", "cloud_infra"),
    ),
    "microsoft": (
        ("Microsoft Corporation", "Microsoft Ireland Operations Limited"),
        ("productivity", "cloud_infra", "ai_ml", "auth_identity"),
    ),
    "aws": (
        ("Amazon Web Services, Inc.", "Amazon Web Services EMEA SARL"),
        ("cloud_infra", "ai_ml", "database_infra", "media_cdn"),
    ),
}


def multi_product(rng: random.Random, slug: str, dictionary: VendorDictionary) -> Vendor:
    """A reviewed multi-product vendor written by its company name, in one of its functions;
    the brand or any of its products in the dictionary is an accepted slug (the documented
    rule: a conglomerate becomes the product its row names)."""
    names, categories = MULTI_PRODUCT[slug]
    name = rng.choice(names)
    slugs = frozenset({slug, *dictionary.children(slug)})
    return Vendor(name, name, "", slugs, rng.choice(categories), True, name)
