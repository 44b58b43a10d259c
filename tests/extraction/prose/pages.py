"""Generate the running-text set: invented vendors (the layouts set's syllable brands and each
language's legal forms) and a few dictionary vendors, named in one of the prose shapes of
`render.py`, each page served pretty-printed and minified. A `legal_links` page names every
invented vendor by an invented legal name ("Drynex Software, Inc.") that its link's domain
(the brand's) resolves.

The dev part's seeds may be studied; the held part's are only scored (docs/accuracy.md says
how often its figures were read)."""

from __future__ import annotations

from dataclasses import replace

from tests.extraction.layouts import pages as layouts
from tests.extraction.layouts.pages import KNOWN, Page, Vendor, fold
from tests.extraction.layouts.wording import CATEGORIES, WORDINGS, Wording
from tests.extraction.prose import render
from tests.extraction.prose.wording import DESIGNATORS, PROSE
from tests.extraction.reformat import minified, pretty

LANGUAGES = tuple(WORDINGS)
FORMATS = tuple(render.SHAPES)
PARTS: dict[str, tuple[int, ...]] = {"dev": (5101, 5102), "held": (5901, 5902)}


class Generator(layouts.Generator):
    """Pages from one seed."""

    def page(self, lang: str, fmt: str) -> Page:
        words = WORDINGS[lang]
        brand = self.brand()
        listed = [self.vendor(words, fmt) for _ in range(self.rng.randint(4, 7))]
        if self.rng.random() < 0.6:
            category = self.rng.choice(CATEGORIES)
            slug, name = self.rng.choice(KNOWN[category])
            if all(v.slug != slug for v in listed):
                at = self.rng.randrange(len(listed) + 1)
                listed.insert(at, Vendor(name, name, slug, category, True))
        others = [self.other(words) for _ in range(len(listed) + len(CATEGORIES))]
        context = render.Context(self.rng, words, PROSE[lang], brand, listed, others)
        html = render.page(fmt, context)
        return Page(
            lang,
            fmt,
            pretty(html).encode(),
            minified(html).encode(),
            f"{fold(brand)}.example",
            listed,
        )

    def vendor(self, words: Wording, fmt: str) -> Vendor:
        """An invented vendor, undecorated (the layouts set covers decorations); on a
        `legal_links` page written as a legal name other than its brand, linked to the
        brand's site."""
        v = replace(self.invented(words), decoration="")
        if fmt != "legal_links":
            return v
        legal = f"{self.brand()} {self.rng.choice(DESIGNATORS)}"
        form = self.rng.choice(words.legal_forms)
        written = f"{legal}, {form}" if form in {"Inc.", "LLC", "Ltd"} else f"{legal} {form}"
        return replace(v, written=written, href=f"https://www.{v.slug}.{words.tld}/")

    def other(self, words: Wording) -> str:
        """A name for a vendor that is not listed, with a legal form half the time."""
        name = self.brand()
        return f"{name} {self.rng.choice(words.legal_forms)}" if self.rng.random() < 0.5 else name
