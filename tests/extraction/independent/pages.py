"""Generate pages of the independent set: several tables per page, nested lists, definition
lists, a heading per vendor, prose sections with bold or linked names, markdown tables and
lists, in seven languages; traps (former, not sub-processors, affiliates, change logs,
passing mentions); look-alike pages (guides, integration pages, cookie tables).

The dev and held-back parts differ by seed and by the paraphrase of every purpose
(`purposes.py`: index 0 dev, index 1 held back)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from tests.extraction.independent import render
from tests.extraction.independent.names import MULTI_PRODUCT, Namer, Vendor, multi_product
from tests.extraction.independent.purposes import PURPOSES
from tests.extraction.independent.wording import WORDINGS, Wording
from vendorstack.extraction.dictionary import VendorDictionary
from vendorstack.extraction.model import CATEGORIES

FORMATS = (
    "html_tables",
    "html_nested",
    "html_dl",
    "html_headings",
    "html_prose",
    "md_tables",
    "md_list",
    "html_service_entity",
    "html_paragraphs",
    "html_purpose_first",
)
NEGATIVES = ("guide", "integrations", "cookies")
LANGUAGES = tuple(WORDINGS)
TRAPS = ("former", "not_processors", "affiliates", "changelog", "hosted_on")
# part -> (seeds, paraphrase index). The held-back part is only scored, never read.
PARTS: dict[str, tuple[tuple[int, ...], int]] = {
    "dev": ((7001, 7002, 7003), 0),
    "held": ((9001, 9002, 9003), 1),
}


@dataclass(slots=True)
class Page:
    """A generated page and what a careful reader takes from it."""

    lang: str
    fmt: str
    body: bytes
    content_type: str
    company: str
    listed: list[Vendor] = field(default_factory=list)
    traps: list[str] = field(default_factory=list)


class Generator:
    """Pages from one seed and one paraphrase index."""

    def __init__(self, seed: int, dictionary: VendorDictionary, variant: int) -> None:
        self.rng = random.Random(seed)
        self.namer = Namer(self.rng, dictionary)
        self.dictionary = dictionary
        self.variant = variant
        self.lang = "en"
        self.words: Wording = WORDINGS["en"]

    def page(self, lang: str, fmt: str) -> Page:
        self._use(lang)
        brand = self.namer.brand()
        listed = [self.invented() for _ in range(self.rng.randint(5, 9))]
        for slug in self.rng.sample(sorted(MULTI_PRODUCT), self.rng.randint(0, 2)):
            listed.insert(
                self.rng.randrange(len(listed) + 1), multi_product(self.rng, slug, self.dictionary)
            )
        traps = self.rng.sample(TRAPS, self.rng.randint(1, 3))
        trap_rows = {t: [self.invented() for _ in range(2)] for t in traps if t != "hosted_on"}
        hosted = "hosted_on" in traps and all("aws" not in v.slugs for v in listed)
        body = render.page(fmt, self, brand, listed, trap_rows, hosted)
        slugs = [s for rows in trap_rows.values() for v in rows for s in v.slugs]
        ctype = "text/markdown" if fmt.startswith("md_") else "text/html"
        page = Page(lang, fmt, body.encode(), ctype, f"{brand.lower()}.example", listed)
        page.traps = [*slugs, "aws"] if hosted else slugs
        return page

    def negative(self, lang: str, kind: str) -> Page:
        self._use(lang)
        brand = self.namer.brand()
        named = [self.invented() for _ in range(3)]
        body = render.negative(kind, self, brand, named)
        traps = [s for v in named for s in v.slugs]
        return Page(lang, kind, body.encode(), "text/html", f"{brand.lower()}.example", [], traps)

    def invented(self) -> Vendor:
        trading = self.rng.choice(self.words.trading_as)
        category = self.rng.choice(CATEGORIES)
        return self.namer.vendor(self.lang, category, self.words.legal_forms, trading)

    def purpose(self, category: str) -> str:
        return PURPOSES[self.lang][category][self.variant]

    def pick(self, options: tuple[str, ...]) -> str:
        return self.rng.choice(options)

    def date(self) -> str:
        day, month = self.rng.randint(1, 28), self.rng.choice(self.words.months)
        return f"{day} {month} 2026"

    def _use(self, lang: str) -> None:
        self.lang = lang
        self.words = WORDINGS[lang]
