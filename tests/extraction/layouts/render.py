"""The markups of the layouts set, each naming every listed vendor where a careful reader
finds it: card grids, ARIA tables, transposed tables, a category cell spanning its rows, a
category row spanning the table, one table per category under its heading, lines separated
by `<br>`, logos beside the name, a category item holding its vendors, and name cells whose
link text is the vendor's domain. Names carry footnote markers, "new" badges, non-breaking,
zero-width and soft-hyphen characters."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from html import escape
from typing import TYPE_CHECKING

from tests.extraction.layouts.wording import CATEGORIES, Wording

if TYPE_CHECKING:
    from tests.extraction.layouts.pages import Vendor


@dataclass(frozen=True, slots=True)
class Context:
    """What one page is rendered from."""

    rng: random.Random
    words: Wording
    brand: str
    listed: list[Vendor]

    def purpose(self, v: Vendor) -> str:
        return self.words.purposes[CATEGORIES.index(v.category)]

    def heading(self, category: str) -> str:
        return self.words.headings[CATEGORIES.index(category)]

    def country(self) -> str:
        return self.rng.choice(self.words.countries)

    def by_category(self) -> list[tuple[str, list[Vendor]]]:
        groups: dict[str, list[Vendor]] = {}
        for v in self.listed:
            groups.setdefault(v.category, []).append(v)
        return sorted(groups.items(), key=lambda item: CATEGORIES.index(item[0]))


def _split(brand: str, mark: str) -> str:
    half = len(brand) // 2
    return escape(brand[:half]) + mark + escape(brand[half:])


def name_html(c: Context, v: Vendor, link: bool = True) -> str:
    """The vendor's name as the page writes it: decorated, and linked to its site if it has
    one."""
    rest = escape(v.written[len(v.brand) :])
    if v.decoration == "zwsp":
        text = _split(v.brand, "&#8203;") + rest
    elif v.decoration == "shy":
        text = _split(v.brand, "&shy;") + rest
    elif v.decoration == "nbsp":
        text = escape(v.brand) + "&nbsp;" + rest.lstrip()
    else:
        text = escape(v.written)
    if v.href and link:
        text = f'<a href="{escape(v.href)}">{text}</a>'
    if v.decoration == "sup":
        text += '<sup><a href="#note-1">1</a></sup>'
    elif v.decoration == "badge":
        text += f' <span class="badge">{escape(c.words.new)}</span>'
    return text


def _cards(c: Context) -> str:
    cards = []
    for v in c.listed:
        label = f"{escape(c.words.location_label)}: {escape(c.country())}"
        if c.rng.random() < 0.5:
            head = f"<h3>{name_html(c, v)}</h3>"
        else:
            head = f"<strong>{name_html(c, v)}</strong>"
        cards.append(
            f'<div class="card">{head}<p>{escape(c.purpose(v))}</p>'
            f'<div class="meta">{label}</div></div>'
        )
    return f'<div class="grid">{"".join(cards)}</div>'


def _aria_table(c: Context) -> str:
    head = "".join(f'<div role="columnheader">{escape(h)}</div>' for h in c.words.columns)
    rows = "".join(
        f'<div role="row"><div role="cell">{name_html(c, v)}</div>'
        f'<div role="cell">{escape(c.purpose(v))}</div>'
        f'<div role="cell">{escape(c.country())}</div></div>'
        for v in c.listed
    )
    return f'<div role="table"><div role="row">{head}</div>{rows}</div>'


def _transposed(c: Context) -> str:
    tables = []
    for at in range(0, len(c.listed), 4):
        chunk = c.listed[at : at + 4]
        name, purpose, location = (escape(h) for h in c.words.columns)
        lines = [
            f'<tr><th scope="row">{name}</th>'
            + "".join(f"<td>{name_html(c, v)}</td>" for v in chunk)
            + "</tr>",
            f'<tr><th scope="row">{purpose}</th>'
            + "".join(f"<td>{escape(c.purpose(v))}</td>" for v in chunk)
            + "</tr>",
            f'<tr><th scope="row">{location}</th>'
            + "".join(f"<td>{escape(c.country())}</td>" for _ in chunk)
            + "</tr>",
        ]
        tables.append(f"<table><tbody>{''.join(lines)}</tbody></table>")
    return "".join(tables)


def _rowspan(c: Context) -> str:
    name, _, location = (escape(h) for h in c.words.columns)
    rows = []
    for category, vendors in c.by_category():
        for i, v in enumerate(vendors):
            span = (
                f'<td rowspan="{len(vendors)}">{escape(c.heading(category))}</td>' if i == 0 else ""
            )
            rows.append(f"<tr>{span}<td>{name_html(c, v)}</td><td>{escape(c.country())}</td></tr>")
    head = f"<tr><th></th><th>{name}</th><th>{location}</th></tr>"
    return f"<table><thead>{head}</thead><tbody>{''.join(rows)}</tbody></table>"


def _colspan(c: Context) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in c.words.columns)
    rows = []
    for category, vendors in c.by_category():
        rows.append(f'<tr><th colspan="3">{escape(c.heading(category))}</th></tr>')
        rows += [
            f"<tr><td>{name_html(c, v)}</td><td>{escape(c.purpose(v))}</td>"
            f"<td>{escape(c.country())}</td></tr>"
            for v in vendors
        ]
    return f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"


def _category_tables(c: Context) -> str:
    name, _, location = (escape(h) for h in c.words.columns)
    out = []
    for category, vendors in c.by_category():
        rows = "".join(
            f"<tr><td>{name_html(c, v)}</td><td>{escape(c.country())}</td></tr>" for v in vendors
        )
        out.append(
            f"<h2>{escape(c.heading(category))}</h2><table><thead><tr><th>{name}</th>"
            f"<th>{location}</th></tr></thead><tbody>{rows}</tbody></table>"
        )
    return "".join(out)


def _br_lines(c: Context) -> str:
    lines = [
        f"{name_html(c, v)} – {escape(c.purpose(v))} – {escape(c.country())}" for v in c.listed
    ]
    return "<p>" + "<br>".join(lines) + "</p>"


def _logos(c: Context) -> str:
    items = []
    for v in c.listed:
        alt = escape(v.brand) if c.rng.random() < 0.5 else f"{escape(v.brand)} logo"
        items.append(
            f'<li class="vendor"><img src="/logos/{escape(v.slug)}.svg" alt="{alt}" width="32">'
            f"<span>{name_html(c, v)}</span> <span>{escape(c.purpose(v))}</span></li>"
        )
    return f'<ul class="logos">{"".join(items)}</ul>'


def _nested_categories(c: Context) -> str:
    items = "".join(
        f"<li>{escape(c.heading(category))}<ul>"
        + "".join(f"<li>{name_html(c, v)} ({escape(c.country())})</li>" for v in vendors)
        + "</ul></li>"
        for category, vendors in c.by_category()
    )
    return f"<ul>{items}</ul>"


def _domain(v: Vendor) -> str:
    return v.href.removeprefix("https://www.").rstrip("/") if v.href else ""


def _domain_links(c: Context) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in c.words.columns)
    rows = []
    for v in c.listed:
        domain = _domain(v)
        cell = f'<a href="{escape(v.href)}">{escape(domain)}</a>' if domain else name_html(c, v)
        rows.append(
            f"<tr><td>{cell}</td><td>{escape(c.purpose(v))}</td><td>{escape(c.country())}</td></tr>"
        )
    return f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"


LAYOUTS: dict[str, Callable[[Context], str]] = {
    "cards": _cards,
    "aria_table": _aria_table,
    "transposed": _transposed,
    "rowspan": _rowspan,
    "colspan": _colspan,
    "category_tables": _category_tables,
    "br_lines": _br_lines,
    "logos": _logos,
    "nested_categories": _nested_categories,
    "domain_links": _domain_links,
}


def as_read(fmt: str, v: Vendor) -> Vendor:
    """The vendor as the page names it: a domain layout names a linked vendor by its
    domain."""
    if fmt == "domain_links" and v.href:
        return replace(v, written=_domain(v))
    return v


def page(fmt: str, c: Context) -> str:
    """One disclosure page, unformatted (pages.py serves it pretty-printed and minified)."""
    w = c.words
    nav = f'<nav><a href="/">{escape(c.brand)}</a> <a href="/pricing">Pricing</a></nav>'
    return (
        f"<!doctype html><html><head><title>{escape(w.title)} – {escape(c.brand)}</title></head>"
        f"<body>{nav}<main><h1>{escape(w.title)}</h1>"
        f"<p>{escape(w.intro.format(brand=c.brand))}</p>{LAYOUTS[fmt](c)}</main>"
        f"<footer>© 2026 {escape(c.brand)}</footer></body></html>"
    )
