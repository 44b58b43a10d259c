"""Sites whose only sub-processor list is a section of a long privacy policy or terms page
(40-60 KB, the list near the end, the page not titled as a list), in every language; and
sites whose only page naming vendors is a guide or template that names them as examples.

Pages are generated from each language's fixture wording (`Tongue`) and invented vendors, so no
reading rule can have been tuned to them.
"""

from __future__ import annotations

from html import escape

from tests.scanning.sites import FixtureSite, RouteSpec, invented
from tests.scanning.sites import pages as p
from tests.scanning.sites.languages import TONGUES
from tests.scanning.sites.tongues import Tongue

POLICY_BYTES = 55_000  # the long French policy of issue 16 held its table after 55,000 characters
LIST_SHARE = 0.85  # "a table 85 % down a 40 KB terms page"


def _section(t: Tongue, brand: str, n: int) -> str:
    """One numbered section of policy prose, in the page's language."""
    text = f"{t.privacy_text.format(brand=brand)} {t.home_blurb.format(brand=brand)}"
    return f"<h2>{n}. {escape(t.privacy_title)}</h2><p>{escape(text)}</p><p>{escape(text)}</p>"


def _table(t: Tongue, vendors: tuple[invented.InventedVendor, ...], known: bool) -> str:
    """The sub-processor section: the list's own heading, its intro and a table (the three
    well-known vendors after the invented ones when `known`)."""
    listed = p.rows(t, vendors) if known else p.rows(t, vendors)[: len(vendors)]
    rows = "".join(
        f"<tr><td>{name}</td><td>{escape(purpose)}</td><td>{escape(t.countries[i % 3])}</td></tr>"
        for i, (name, purpose) in enumerate(listed)
    )
    head = "".join(f"<th>{escape(c)}</th>" for c in t.columns)
    return (
        f"<h2>{escape(t.list_title)}</h2><p>{escape(t.list_intro.format(brand='{brand}'))}</p>"
        f"<table><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>"
    )


Vendors = tuple[invented.InventedVendor, ...]


def long_policy(
    t: Tongue, brand: str, vendors: Vendors, share: float, size: int, known: bool
) -> str:
    """A privacy policy of about `size` bytes whose list sits `share` of the way down."""
    sections: list[str] = []
    n = 1
    while sum(map(len, sections)) < size:
        sections.append(_section(t, brand, n))
        n += 1
    at = round(len(sections) * share)
    body = [
        *sections[:at],
        _table(t, vendors, known).replace("{brand}", escape(brand)),
        *sections[at:],
    ]
    main = f"<h1>{escape(t.privacy_title)}</h1>{''.join(body)}"
    return p.page(t, brand, t.privacy_title, main)


def policy_site(
    t: Tongue, layout: str, share: float, size: int, known: bool = True
) -> tuple[FixtureSite, Vendors]:
    """A site whose home links only its privacy policy, which holds the list."""
    brand = invented.brand(f"{t.code}-{layout}")
    domain = f"{brand.lower()}.{t.tld}"
    vendors = invented.vendors(f"{t.code}-{layout}", t.purposes, t.legal_forms)
    privacy = "/" + t.privacy[1]
    routes: dict[str, RouteSpec] = {
        "/": p.home(t, brand, [(privacy, t.privacy[0])]),
        privacy: long_policy(t, brand, vendors, share, size, known),
    }
    url = f"https://{domain}{privacy}"
    site = FixtureSite(domain, layout, {domain: routes}, "parsed", "parsed", url,
                       needs_extractor=True)  # fmt: skip
    return site, vendors


def policy_sites() -> list[tuple[FixtureSite, tuple[invented.InventedVendor, ...]]]:
    """In every language: a 55 KB policy with the list at its end, a 40 KB one with the list
    85 % of the way down, and a 55 KB one listing only vendors no dictionary holds."""
    out = []
    for t in TONGUES:
        out.append(policy_site(t, "long_policy_end", 1.0, POLICY_BYTES))
        out.append(policy_site(t, "long_policy_85", LIST_SHARE, 40_000))
        out.append(policy_site(t, "long_policy_unknown", 1.0, POLICY_BYTES, known=False))
    return out


def guide(t: Tongue, brand: str, vendors: tuple[invented.InventedVendor, ...]) -> str:
    """A help-centre guide on managing sub-processors whose steps are followed by a table of
    vendors, well-known and invented, under the list's own column headers: what a customer's
    list might hold, not this company's."""
    steps = "".join(f"<li>{escape(step)}</li>" for step in t.guide_steps)
    main = f"<h1>{escape(t.guide_title)}</h1><ol>{steps}</ol>{_table(t, vendors, known=True)}"
    return p.page(t, brand, t.guide_title, main.replace("{brand}", escape(brand)))


def guide_site(t: Tongue) -> tuple[FixtureSite, str]:
    """A site whose only page naming vendors is such a guide, linked from the footer; and the
    guide's URL."""
    brand = invented.brand(f"{t.code}-vendor_guide")
    domain = f"{brand.lower()}.{t.tld}"
    vendors = invented.vendors(f"{t.code}-vendor_guide", t.purposes, t.legal_forms)
    path = f"/{t.help[1]}/{t.list_slug}"
    routes: dict[str, RouteSpec] = {
        "/": p.home(t, brand, [(path, t.guide_title)]),
        path: guide(t, brand, vendors),
    }
    site = FixtureSite(domain, "vendor_guide", {domain: routes}, "not_found", "no_disclosure",
                       needs_extractor=True)  # fmt: skip
    return site, f"https://{domain}{path}"


def guide_sites() -> list[tuple[FixtureSite, str]]:
    return [guide_site(t) for t in TONGUES]
