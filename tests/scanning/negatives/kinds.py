"""The pages of a negative site: each kind of page that names vendors without being the list.

Every builder takes the site's `Page` context and returns `(title, main_html)`. Vendors are set
out the way real pages set them out (a table, a list, definition terms, one heading each, bold
names in prose), chosen at random, so the scanner meets the rows of a disclosure on pages that
are not one.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape

from tests.scanning.negatives.names import Vendor
from tests.scanning.negatives.tongue import Tongue

CERTIFICATIONS = ("SOC 2 Type II", "ISO/IEC 27001", "ISO/IEC 27701", "ISO/IEC 27017", "TISAX",
                  "HDS", "ENS (nivel alto)", "PCI DSS", "Cyber Essentials Plus", "C5")  # fmt: skip
COOKIES = {"analytics": ("_ga", "_gid", "_hjSessionUser", "mp_id"), "crm": ("hubspotutk", "__hstc"),
           "support": ("intercom-session", "__zlcmid"), "payments": ("__stripe_mid",)}  # fmt: skip


@dataclass(frozen=True)
class Page:
    """What a builder needs: the language, the company, the vendors the page names, and where the
    company's own list is (its URL, or None when the site has none)."""

    tongue: Tongue
    rng: random.Random
    brand: str
    vendors: Sequence[Vendor]
    list_href: str | None
    part: str = "dev"

    def variants(self, options: Sequence[str]) -> Sequence[str]:
        """Every wording but the last in the dev part: the held-back part also reads wording
        the dev part never showed (a lead-in, a title, a clause of each kind)."""
        return options[:-1] if self.part == "dev" and len(options) > 1 else options

    def choose(self, options: Sequence[str]) -> str:
        return self.rng.choice(self.variants(options))

    def fill(self, text: str) -> str:
        n = self.rng.randint(8, 40)
        first, some = self.vendors[0].name, examples(self.vendors[:3])
        return text.format(brand=self.brand, list=self.tongue.list_word, n=n, vendor=first,
                           examples=some)  # fmt: skip

    def pick(self, options: Sequence[str]) -> str:
        return self.fill(self.choose(options))


Builder = Callable[[Page], tuple[str, str]]


def examples(vendors: Sequence[Vendor]) -> str:
    names = [v.name for v in vendors]
    return ", ".join(names[:-1]) + (" / " if len(names) > 1 else "") + names[-1]


def name_html(vendor: Vendor, linked: bool) -> str:
    name = escape(vendor.name)
    return f'<a href="https://{vendor.domain}/">{name}</a>' if linked else name


def rows(page: Page, items: Sequence[tuple[Vendor, str]], headers: tuple[str, str]) -> str:
    """The vendors and what each does, in one of five shapes real pages use."""
    shape = page.rng.choice(("table", "ul", "dl", "headings", "bold"))
    linked = page.rng.random() < 0.5
    cells = [(name_html(v, linked), escape(text)) for v, text in items]
    if shape == "table":
        head = f"<tr><th>{escape(headers[0])}</th><th>{escape(headers[1])}</th></tr>"
        body = "".join(f"<tr><td>{n}</td><td>{t}</td></tr>" for n, t in cells)
        return f"<table><thead>{head}</thead><tbody>{body}</tbody></table>"
    if shape == "ul":
        return "<ul>" + "".join(f"<li><strong>{n}</strong> – {t}</li>" for n, t in cells) + "</ul>"
    if shape == "dl":
        return "<dl>" + "".join(f"<dt>{n}</dt><dd>{t}</dd>" for n, t in cells) + "</dl>"
    if shape == "headings":
        return "".join(f"<h3>{n}</h3><p>{t}.</p>" for n, t in cells)
    return "".join(f"<p><strong>{n}</strong>: {t}.</p>" for n, t in cells)


def _purposes(page: Page) -> list[tuple[Vendor, str]]:
    return [(v, page.tongue.purposes[v.category]) for v in page.vendors]


def _pointer(page: Page) -> str:
    """A sentence that sends the reader to the company's own list, when there is one."""
    if page.list_href is None or page.rng.random() < 0.4:
        return ""
    return "<p>" + page.tongue.privacy_pointer.format(href=escape(page.list_href)) + "</p>"


def guide(page: Page) -> tuple[str, str]:
    t = page.tongue
    title = page.pick(t.guide_titles)
    steps = "".join(f"<li>{escape(s)}</li>" for s in t.guide_steps)
    intro, lead = escape(page.pick(t.guide_intros)), escape(page.pick(t.guide_leads))
    examples = rows(page, _purposes(page), t.guide_headers)
    heading = _examples_heading(page, title)
    lead_html = (
        f"<p>{lead}</p>" if not heading or random.Random(lead + title).random() < 0.5 else ""
    )
    main = (f"<h1>{escape(title)}</h1><p>{intro}</p>{heading}{lead_html}{examples}"
            f"<ol>{steps}</ol>{_pointer(page)}")  # fmt: skip
    return title, main


def _examples_heading(page: Page, title: str) -> str:
    """Half the guides put a heading over their examples ("Common sub-processors"), and half of
    those drop the lead-in. Drawn from the title, not `page.rng`, so the rest of the site is the
    same as without it."""
    choice = random.Random(title + page.brand)
    if choice.random() < 0.5:
        return ""
    return f"<h2>{escape(choice.choice(page.variants(page.tongue.guide_headings)))}</h2>"


def doc(page: Page) -> tuple[str, str]:
    t = page.tongue
    title = page.pick(t.doc_titles)
    headers = (t.doc_headers[0], page.fill(t.doc_headers[1]))
    items = [(v, t.doc_row) for v in page.vendors]
    main = f"<h1>{escape(title)}</h1><p>{escape(page.pick(t.doc_intros))}</p>"
    return title, main + rows(page, items, headers) + _pointer(page)


def integrations(page: Page) -> tuple[str, str]:
    t = page.tongue
    title = page.pick(t.integ_titles)
    cards = "".join(
        f'<div class="card"><h3>{escape(v.name)}</h3><p>{escape(t.integ_rows[v.category])}</p>'
        f'<a href="/{t.paths["integrations"]}/{v.domain.split(".")[0]}">{escape(t.integ_cta)}</a>'
        "</div>"
        for v in page.vendors
    )
    if page.rng.random() < 0.4:
        items = [(v, t.integ_rows[v.category]) for v in page.vendors]
        cards = rows(page, items, (t.nav["integrations"], t.guide_headers[1]))
    main = f"<h1>{escape(title)}</h1><p>{escape(page.pick(t.integ_intros))}</p>{cards}"
    return title, main


def cookies(page: Page) -> tuple[str, str]:
    t = page.tongue
    title = page.choose(t.cookie_titles)
    body = ""
    for vendor in page.vendors:
        name = page.rng.choice(COOKIES.get(vendor.category, ("_" + vendor.domain[:3] + "_id",)))
        purpose, expiry = page.rng.choice(t.cookie_purposes), page.rng.choice(t.durations)
        body += (f"<tr><td>{name}</td><td>{escape(vendor.name)}</td><td>{escape(purpose)}</td>"
                 f"<td>{escape(expiry)}</td></tr>")  # fmt: skip
    head = "".join(f"<th>{escape(h)}</th>" for h in t.cookie_headers)
    table = f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
    main = f"<h1>{escape(title)}</h1><p>{escape(page.fill(t.cookie_intro))}</p>{table}"
    return title, main + _pointer(page)


def security(page: Page) -> tuple[str, str]:
    t = page.tongue
    title = page.pick(t.security_titles)
    certs = "".join(f"<li>{c}</li>" for c in page.rng.sample(CERTIFICATIONS, 4))
    infra = escape(page.fill(t.infra_sentence))
    certified = [(v, ", ".join(page.rng.sample(CERTIFICATIONS, 2))) for v in page.vendors[1:]]
    partners = rows(page, certified, (t.infra_heading, t.cert_heading))
    main = (f"<h1>{escape(title)}</h1><p>{escape(page.fill(t.security_intro))}</p>"
            f"<h2>{escape(t.cert_heading)}</h2><ul>{certs}</ul>"
            f"<h2>{escape(t.infra_heading)}</h2><p>{infra}</p>"
            f"{partners}{_pointer(page)}")  # fmt: skip
    return title, main


def dpa(page: Page) -> tuple[str, str]:
    t = page.tongue
    title = page.choose(t.dpa_titles)
    clause = escape(page.pick(t.dpa_clauses))
    place = "".join(f"<td>{escape(cell)}</td>" for cell in t.annex_placeholder)
    head = "".join(f"<th>{escape(cell)}</th>" for cell in t.list_headers)
    annex = f"<table><tr>{head}</tr><tr>{place}</tr></table>"
    main = (f"<h1>{escape(title)}</h1><h2>1.</h2><p>{escape(page.fill(t.privacy_body))}</p>"
            f"<h2>7.</h2><p>7.1 {clause}</p><h2>{escape(t.annex_heading)}</h2>{annex}"
            f"{_pointer(page)}")  # fmt: skip
    return title, main


def blog(page: Page) -> tuple[str, str]:
    t = page.tongue
    title = page.pick(t.blog_titles)
    numbered = "".join(
        f"<h2>{i}. {escape(v.name)}</h2><p>{escape(t.purposes[v.category])}.</p>"
        for i, v in enumerate(page.vendors, 1)
    )
    if page.rng.random() < 0.5:
        numbered = rows(page, _purposes(page), t.guide_headers)
    main = f"<h1>{escape(title)}</h1><p><time>2026-03-14</time></p>"
    return title, main + f"<p>{escape(page.pick(t.blog_paras))}</p>{numbered}"


def customers(page: Page) -> tuple[str, str]:
    t = page.tongue
    title = page.pick(t.customers_titles)
    linked = page.rng.random() < 0.5
    logos = "".join(f"<li>{name_html(v, linked)}</li>" for v in page.vendors)
    main = (f"<h1>{escape(title)}</h1><p>{escape(page.fill(t.customers_intro))}</p>"
            f"<ul class=logos>{logos}</ul>"
            f"<blockquote>{escape(page.fill(t.quote))}</blockquote>")  # fmt: skip
    return title, main


BUILDERS: dict[str, Builder] = {
    "guide": guide, "doc": doc, "integrations": integrations, "cookies": cookies,
    "security": security, "dpa": dpa, "blog": blog, "customers": customers,
}  # fmt: skip
