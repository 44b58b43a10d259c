"""Synthetic disclosure pages: invented vendors in every format and language, with traps, and
pages that only look like disclosures. Each page carries what a careful reader finds in it."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from tests.extraction.synthetic import render
from tests.extraction.synthetic.frames import FRAMES, Frame
from tests.extraction.synthetic.purposes import PURPOSES, Purposes
from tests.extraction.synthetic.vendors import Invented, invent_base, written_form
from vendorstack.extraction.dictionary import VendorDictionary
from vendorstack.extraction.model import CATEGORIES

FORMATS = (
    "html_table",
    "html_list",
    "html_dl",
    "html_headings",
    "html_prose",
    "md_table",
    "md_list",
    "text",
    "pdf",
)
NEGATIVES = ("guide", "integrations", "security", "cookie_policy")
LANGUAGES = tuple(FRAMES)
TRAPS = ("removed", "not_processors", "affiliates", "cookies", "changelog")
# Reviewed vendors a page may also list, as disclosures write them, with the category their
# row gives them.
KNOWN = (
    ("Stripe, Inc.", "stripe", "payments"),
    ("Amazon Web Services EMEA SARL", "aws", "cloud_infra"),
    ("Twilio Inc.", "twilio", "sms_messaging"),
    ("Zendesk, Inc.", "zendesk", "support_cx"),
    ("Datadog, Inc.", "datadog", "observability"),
    ("HubSpot, Inc.", "hubspot", "crm_sales"),
)
_TYPES = {"md": "text/markdown", "text": "text/plain", "pdf": "application/pdf"}


@dataclass(frozen=True, slots=True)
class Listed:
    """A vendor the page lists: as written, its link, expected slug and category, and how a
    prose section marks it (the text in bold or in the link)."""

    written: str
    href: str
    slug: str
    category: str
    reviewed: bool
    marked: str


@dataclass(slots=True)
class Page:
    """A generated page and what a careful reader takes from it."""

    lang: str
    fmt: str
    body: bytes
    content_type: str
    company: str
    listed: list[Listed] = field(default_factory=list)
    traps: list[str] = field(default_factory=list)  # slugs that must not be claimed
    negative: bool = False


class Generator:
    """Pages from one seed; every invented name is new across the generator's pages."""

    def __init__(self, seed: int, dictionary: VendorDictionary, purposes: Purposes = PURPOSES):
        self.rng = random.Random(seed)
        self.dictionary = dictionary
        self.purposes = purposes
        self.taken: set[str] = set()
        self.lang = "en"

    def page(self, lang: str, fmt: str) -> Page:
        self.lang = lang
        frame = FRAMES[lang]
        brand = invent_base(self.rng, self.dictionary, self.taken)
        company = f"{brand.lower()}.example"
        listed = [self._invented(lang, frame) for _ in range(self.rng.randint(4, 7))]
        for written, slug, category in self.rng.sample(KNOWN, self.rng.randint(0, 2)):
            listed.insert(
                self.rng.randrange(len(listed) + 1),
                Listed(written, "", slug, category, True, written.split(",")[0]),
            )
        traps = self.rng.sample(TRAPS, self.rng.randint(1, 3)) if fmt != "pdf" else []
        page = Page(
            lang, fmt, b"", _TYPES.get(fmt.split("_", maxsplit=1)[0], "text/html"), company, listed
        )
        trap_rows = {t: [self._invented(lang, frame) for _ in range(2)] for t in traps}
        page.traps = [v.slug for rows in trap_rows.values() for v in rows]
        page.body = render.page(fmt, frame, brand, listed, trap_rows, self)
        return page

    def negative(self, lang: str, kind: str) -> Page:
        self.lang = lang
        frame = FRAMES[lang]
        brand = invent_base(self.rng, self.dictionary, self.taken)
        named = [self._invented(lang, frame) for _ in range(3)]
        body = render.negative(kind, frame, brand, named, self)
        traps = [v.slug for v in named]
        return Page(
            lang, kind, body.encode(), "text/html", f"{brand.lower()}.example", [], traps, True
        )

    def _invented(self, lang: str, frame: Frame) -> Listed:
        base = invent_base(self.rng, self.dictionary, self.taken)
        vendor: Invented = written_form(self.rng, base, lang, frame.legal_forms)
        category = self.rng.choice(CATEGORIES)
        marked = vendor.written if self.rng.random() < 0.4 else base
        return Listed(vendor.written, vendor.href, vendor.slug, category, False, marked)

    def purpose(self, vendor: Listed) -> str:
        return self.purposes[self.lang][vendor.category][0]

    def sentence(self, vendor: Listed, name: str) -> str:
        return self.purposes[self.lang][vendor.category][1].replace("{name}", name)

    def choice(self, options: tuple[str, ...]) -> str:
        return self.rng.choice(options)
