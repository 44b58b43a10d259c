"""Generate the layouts set: invented vendors (syllable brands of an inventory of their own,
with the legal forms of each language) mixed with a few dictionary vendors, rendered in one
of the markups of `render.py`, each page served pretty-printed and minified.

The dev part's seeds may be studied; the held part's are only scored (docs/accuracy.md says
how often its figures were read)."""

from __future__ import annotations

import random
import unicodedata
from dataclasses import dataclass, field

from tests.extraction.layouts import render
from tests.extraction.layouts.wording import CATEGORIES, WORDINGS, Wording
from tests.extraction.reformat import minified, pretty
from vendorstack.extraction.dictionary import VendorDictionary
from vendorstack.extraction.matcher import matcher_for

LANGUAGES = tuple(WORDINGS)
FORMATS = tuple(render.LAYOUTS)
PARTS: dict[str, tuple[int, ...]] = {"dev": (4101, 4102), "held": (4901, 4902)}

_START = ("br", "dr", "gl", "kv", "m", "n", "qu", "sk", "t", "v", "z", "fl")
_MID = ("ae", "in", "yl", "ond", "ar", "es", "ur", "oth", "ib", "em")
_END = ("ly", "io", "ex", "ant", "ova", "us", "ine", "ode", "ik", "ara")
_COMMON = frozenset({"data", "mail", "pay", "host", "cloud", "web", "chat", "log", "app"})
# A few dictionary vendors per category, named as their rows would name them.
KNOWN: dict[str, tuple[tuple[str, str], ...]] = {
    "email": (("postmark", "Postmark"), ("mailjet", "Mailjet SAS")),
    "payments": (("stripe", "Stripe, Inc."), ("mollie", "Mollie B.V.")),
    "cloud_infra": (("hetzner", "Hetzner Online GmbH"), ("scaleway", "Scaleway SAS")),
    "analytics_data": (("matomo", "Matomo"),),
    "support_cx": (("zendesk", "Zendesk, Inc."), ("freshdesk", "Freshdesk")),
    "hr_payroll": (("personio", "Personio SE & Co. KG"),),
}


@dataclass(frozen=True, slots=True)
class Vendor:
    """A listed vendor. `written`: its name as a reader reads it; `slug`: the slug a careful
    reader expects; `names`: the names a claim may give it."""

    written: str
    brand: str
    slug: str
    category: str
    reviewed: bool
    href: str = ""
    decoration: str = ""  # "", "sup", "badge", "nbsp", "zwsp", "shy"

    @property
    def names(self) -> frozenset[str]:
        return frozenset({self.written, self.brand})


@dataclass(slots=True)
class Page:
    """One generated page, both ways of serving it, and what a careful reader takes from it."""

    lang: str
    fmt: str
    pretty: bytes
    minified: bytes
    company: str
    listed: list[Vendor] = field(default_factory=list)


def fold(text: str) -> str:
    """Lowercase ASCII letters and digits only."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return "".join(c for c in ascii_text.lower() if c.isalnum())


class Generator:
    """Pages from one seed."""

    def __init__(self, seed: int, dictionary: VendorDictionary) -> None:
        self.rng = random.Random(seed)
        self.matcher = matcher_for(dictionary)
        self.taken: set[str] = set()

    def page(self, lang: str, fmt: str) -> Page:
        words = WORDINGS[lang]
        brand = self.brand()
        listed = [self.invented(words) for _ in range(self.rng.randint(5, 8))]
        for _ in range(self.rng.randint(1, 2)):
            category = self.rng.choice(CATEGORIES)
            slug, name = self.rng.choice(KNOWN[category])
            if all(v.slug != slug for v in listed):
                listed.insert(
                    self.rng.randrange(len(listed) + 1),
                    Vendor(name, name, slug, category, True, decoration=self.decoration(False)),
                )
        html = render.page(fmt, render.Context(self.rng, words, brand, listed))
        return Page(
            lang,
            fmt,
            pretty(html).encode(),
            minified(html).encode(),
            f"{fold(brand)}.example",
            [render.as_read(fmt, v) for v in listed],
        )

    def brand(self) -> str:
        while True:
            parts = [self.rng.choice(_START), self.rng.choice(_MID)]
            if self.rng.random() < 0.3:
                parts += [self.rng.choice(_START), self.rng.choice(_MID)]
            word = ("".join(parts) + self.rng.choice(_END)).capitalize()
            low = word.lower()
            if low in self.taken or any(c in low for c in _COMMON) or not 5 <= len(word) <= 12:
                continue
            if self.matcher.find(word, entity=True) or self.matcher.find(low, entity=False):
                continue
            self.taken.add(low)
            return word

    def invented(self, words: Wording) -> Vendor:
        brand = self.brand()
        slug = fold(brand)
        form = self.rng.choice(words.legal_forms) if self.rng.random() < 0.7 else ""
        written = f"{brand} {form}" if form else brand
        href = f"https://www.{slug}.{words.tld}/" if self.rng.random() < 0.4 else ""
        category = self.rng.choice(CATEGORIES)
        return Vendor(written, brand, slug, category, False, href, self.decoration(bool(form)))

    def decoration(self, has_form: bool) -> str:
        kinds = ["", "", "", "sup", "badge", "zwsp", "shy"] + (["nbsp"] if has_form else [])
        return self.rng.choice(kinds)
