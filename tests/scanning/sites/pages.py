"""The pages of a company site in one language (`Tongue`): home, hubs, the list, and the pages
that must not be taken for it (a DPA clause, a help-centre guide, security, cookies, an
integration, a soft 404, a login wall).
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from tests.scanning.sites import html as h
from tests.scanning.sites.invented import InventedVendor
from tests.scanning.sites.tongues import Tongue

LinkSpec = tuple[str, str]
# Well-known vendors, by the slug the dictionary gives them; their purpose is the tongue's own.
KNOWN = (("Amazon Web Services EMEA SARL", "aws"), ("Stripe Payments Europe, Limited", "stripe"),
         ("Twilio Ireland Limited", "twilio"))  # fmt: skip


def page(t: Tongue, brand: str, title: str, main: str, *, footer: Sequence[LinkSpec] = (),
         head: str = "", declare: bool = True) -> str:  # fmt: skip
    """A page of the site in `t`'s language; `declare` False leaves `<html lang>` out."""
    lang = t.code if declare else None
    nav = (("/", brand),)
    return h.shell(
        f"{title} | {brand}", main, brand=brand, nav=nav, footer=footer, lang=lang, head=head
    )


def items(texts: Sequence[str], brand: str = "") -> str:
    """`<li>` elements of `texts`, `{brand}` filled in."""
    return "".join(f"<li>{escape(text.format(brand=brand))}</li>" for text in texts)


def links(items: Sequence[LinkSpec]) -> str:
    return (
        "<ul>"
        + "".join(f'<li><a href="{escape(u)}">{escape(x)}</a></li>' for u, x in items)
        + "</ul>"
    )


def home(t: Tongue, brand: str, footer: Sequence[LinkSpec], main_links: Sequence[LinkSpec] = (),
         *, head: str = "", declare: bool = True) -> str:  # fmt: skip
    main = f"<h1>{escape(brand)}</h1><p>{escape(t.home_blurb.format(brand=brand))}</p>"
    return page(
        t, brand, brand, main + links(main_links), footer=footer, head=head, declare=declare
    )


def hub(t: Tongue, brand: str, heading: str, items: Sequence[LinkSpec]) -> str:
    main = f"<h1>{escape(heading)}</h1><p>{escape(t.legal_intro.format(brand=brand))}</p>"
    return page(t, brand, heading, main + links(items))


def rows(t: Tongue, vendors: Sequence[InventedVendor]) -> list[tuple[str, str]]:
    """(name cell HTML, purpose) of every row: invented vendors, then the well-known three."""
    cells = [(_name_cell(v), v.purpose) for v in vendors]
    purposes = (t.purposes[0][0], t.purposes[2][0], t.sms_purpose)
    return cells + [
        (escape(name), purpose) for (name, _), purpose in zip(KNOWN, purposes, strict=True)
    ]


def _name_cell(vendor: InventedVendor) -> str:
    if vendor.domain is None:
        return escape(vendor.name)
    return f'<a href="https://{vendor.domain}/">{escape(vendor.name)}</a>'


def disclosure(t: Tongue, brand: str, vendors: Sequence[InventedVendor]) -> str:
    """The company's list: a heading naming it, a dated intro, a three-column table."""
    body = "".join(
        f"<tr><td>{name}</td><td>{escape(purpose)}</td><td>{escape(t.countries[i % 3])}</td></tr>"
        for i, (name, purpose) in enumerate(rows(t, vendors))
    )
    head = "".join(f"<th>{escape(c)}</th>" for c in t.columns)
    main = (
        f"<h1>{escape(t.list_title)}</h1><p>{escape(t.list_intro.format(brand=brand))}</p>"
        f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
    )
    return page(t, brand, t.list_title, main)


def privacy(t: Tongue, brand: str, pointer_to: str | None = None) -> str:
    """The privacy policy; with `pointer_to`, a sentence pointing at the list ("... hier")."""
    pointer = f"<p>{t.privacy_pointer.format(href=escape(pointer_to))}</p>" if pointer_to else ""
    main = (
        f"<h1>{escape(t.privacy_title)}</h1>"
        f"<p>{escape(t.privacy_text.format(brand=brand))}</p>{pointer}"
    )
    return page(t, brand, t.privacy_title, main)


def dpa(t: Tongue, brand: str, list_link: LinkSpec | None = None) -> str:
    """The DPA: a sub-processor clause naming no vendor, and perhaps a link to the list."""
    annex = links([list_link]) if list_link else ""
    main = (
        f"<h1>{escape(t.dpa_title)}</h1><h2>{escape(t.dpa_clause_heading)}</h2>"
        f"<ol>{items(t.dpa_clause, brand)}</ol>{annex}"
    )
    return page(t, brand, t.dpa_title, main)


def not_found(t: Tongue, brand: str) -> str:
    """A 200 "page not found" that loads a script, as single-page sites serve them."""
    main = (
        f"<h1>{escape(t.not_found_title)}</h1><p>{escape(t.not_found_text)}</p>"
        '<script src="/static/app.3f9c.js" defer></script>'
    )
    return page(t, brand, t.not_found_title, main)


def login(t: Tongue, brand: str) -> str:
    """A sign-in page with no password field (SSO only): only its words say it is a wall."""
    return (
        f"<!doctype html><html lang={t.code}><head><title>{escape(brand)}</title></head><body>"
        f"<h1>{escape(brand)}</h1><p>{escape(t.login_text)}</p>"
        f'<a href="/sso/start">{escape(t.login_button)}</a></body></html>'
    )


def guide(t: Tongue, brand: str) -> str:
    """A help-centre article on managing sub-processors *in the product*: steps, no vendors."""
    main = f"<h1>{escape(t.guide_title)}</h1><ol>{items(t.guide_steps)}</ol>"
    return page(t, brand, f"{t.guide_title} | {t.help[0]}", main)


def security(t: Tongue, brand: str) -> str:
    """A security overview with a section on vetting sub-processors (and no list)."""
    main = (
        f"<h1>{escape(t.security_title)}</h1><ul>{items(t.security_points)}</ul>"
        f"<h2>{escape(t.list_title)}</h2><p>{escape(t.security_note)}</p>"
    )
    return page(t, brand, t.security_title, main)


def cookies(t: Tongue, brand: str) -> str:
    """A cookie policy whose table names vendors (Google, Stripe, Intercom): not a disclosure."""
    head = "".join(f"<th>{escape(c)}</th>" for c in t.cookie_columns)
    names = (("_ga", "Google LLC"), ("__stripe_mid", "Stripe"), ("intercom-session", "Intercom"))
    body = "".join(
        f"<tr><td>{c}</td><td>{v}</td><td>{escape(p)}</td><td>{escape(d)}</td></tr>"
        for (c, v), (p, d) in zip(names, t.cookie_cells, strict=True)
    )
    main = f"<h1>{escape(t.cookie_title)}</h1><table><tr>{head}</tr>{body}</table>"
    return page(t, brand, t.cookie_title, main)


def integration(t: Tongue, brand: str) -> str:
    """A product page for an integration that syncs the *customer's* sub-processors."""
    main = (
        f"<h1>{escape(t.integration_title)}</h1><p>{escape(t.integration_text)}</p>"
        f"<ul>{items(t.integration_points, brand)}</ul>"
    )
    return page(t, brand, t.integration_title, main)
