"""Render generated pages as HTML or markdown. Every layout names each listed vendor in a
naming position a careful reader recognises; traps and look-alikes name vendors that are not
current sub-processors."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from html import escape
from typing import TYPE_CHECKING

from tests.extraction.independent.names import Vendor

if TYPE_CHECKING:
    from tests.extraction.independent.pages import Generator

_AWS = "Amazon Web Services"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _html_name(v: Vendor, mark: str = "") -> str:
    """The vendor's naming text; its marked part linked to its site, or in `mark` tags."""
    inner = escape(v.marked)
    if v.href:
        inner = f'<a href="{escape(v.href)}">{inner}</a>'
    elif mark:
        inner = f"<{mark}>{inner}</{mark}>"
    return escape(v.written).replace(escape(v.marked), inner, 1)


def _md_name(v: Vendor, bold: bool = False) -> str:
    inner = f"[{v.marked}]({v.href})" if v.href else (f"**{v.marked}**" if bold else v.marked)
    return v.written.replace(v.marked, inner, 1)


class _Page:
    """The state one page is rendered with."""

    def __init__(self, g: Generator, brand: str, listed: list[Vendor], hosted: bool) -> None:
        self.g = g
        self.w = g.words
        self.brand = brand
        self.listed = listed
        # A passing mention of AWS inside one invented vendor's row (not a claim of its own).
        invented = [v for v in listed if not v.reviewed]
        self.hosted_row = g.rng.choice(invented) if hosted and invented else None

    def purpose(self, v: Vendor) -> str:
        text = self.g.purpose(v.category)
        if v is self.hosted_row:
            text += ", " + self.w.hosted_on.format(other=_AWS)
        return text

    def country(self) -> str:
        return self.g.pick(self.w.countries)

    def groups(self) -> list[list[Vendor]]:
        """The listed vendors cut into two or three consecutive groups."""
        count = min(len(self.listed), self.g.rng.choice((2, 3)))
        cuts = sorted(self.g.rng.sample(range(1, len(self.listed)), count - 1))
        bounds = [0, *cuts, len(self.listed)]
        return [self.listed[a:b] for a, b in itertools.pairwise(bounds)]


# --- HTML layouts -------------------------------------------------------------------------


def _html_tables(p: _Page) -> str:
    out = []
    for i, group in enumerate(p.groups()):
        order = p.g.pick(("EPL", "ELP", "EPLW", "PEL", "EP"))
        heads = {
            "E": p.g.pick(p.w.entity),
            "P": p.g.pick(p.w.purpose),
            "L": p.g.pick(p.w.location),
            "W": p.w.website,
        }
        head = "".join(f"<th>{escape(heads[c])}</th>" for c in order)
        rows = "".join(
            "<tr>" + "".join(_cell(p, v, c, order) for c in order) + "</tr>" for v in group
        )
        title = f"<h2>{escape(p.w.groups[i])}</h2>"
        out.append(f"{title}<table><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>")
    return "".join(out)


def _cell(p: _Page, v: Vendor, column: str, order: str) -> str:
    if column == "E":
        text = escape(v.written) if "W" in order else _html_name(v)
    elif column == "P":
        text = escape(_cap(p.purpose(v)))
    elif column == "L":
        text = escape(p.country())
    else:
        text = f'<a href="{escape(v.href)}">{escape(v.href)}</a>' if v.href else "–"
    return f"<td>{text}</td>"


def _html_nested(p: _Page) -> str:
    if p.g.rng.random() < 0.5:
        items = "".join(
            f"<li>{escape(p.w.groups[i])}<ul>"
            + "".join(
                f"<li>{_html_name(v)} – {escape(p.purpose(v))} ({escape(p.country())})</li>"
                for v in group
            )
            + "</ul></li>"
            for i, group in enumerate(p.groups())
        )
        return f"<ul>{items}</ul>"
    items = "".join(
        f"<li>{_html_name(v, 'strong')}<ul><li>{escape(p.w.purpose_label)}: "
        f"{escape(p.purpose(v))}</li><li>{escape(p.w.location_label)}: {escape(p.country())}"
        "</li></ul></li>"
        for v in p.listed
    )
    return f"<ul>{items}</ul>"


def _html_dl(p: _Page) -> str:
    items = "".join(
        f"<dt>{_html_name(v)}</dt><dd>{escape(_cap(p.purpose(v)))}. "
        f"{escape(p.w.location_label)}: {escape(p.country())}</dd>"
        for v in p.listed
    )
    return f"<dl>{items}</dl>"


def _html_headings(p: _Page) -> str:
    out = []
    for v in p.listed:
        out.append(f"<h3>{_html_name(v)}</h3>")
        if p.g.rng.random() < 0.5:
            out.append(f"<p>{escape(p.w.purpose_label)}: {escape(p.purpose(v))}</p>")
            out.append(f"<p>{escape(p.w.location_label)}: {escape(p.country())}</p>")
        else:
            out.append(f"<p>{escape(_cap(p.purpose(v)))} ({escape(p.country())}).</p>")
    return "".join(out)


def _html_prose(p: _Page) -> str:
    by_category: dict[str, list[Vendor]] = {}
    for v in p.listed:
        by_category.setdefault(v.category, []).append(v)
    out = []
    for category, vendors in by_category.items():
        out.append(f"<h2>{escape(_cap(p.g.purpose(category)))}</h2>")
        sentences = [_sentence(p, v) for v in vendors]
        out.append("<p>" + " ".join(sentences) + "</p>")
    return "".join(out)


def _sentence(p: _Page, v: Vendor) -> str:
    name = _html_name(v, p.g.pick(("strong", "b")))
    terms = escape(p.w.terms)
    if v.href:
        terms = f'<a href="{escape(v.href)}privacy">{terms}</a>'
    if p.g.rng.random() < 0.4:
        template = p.g.pick(p.w.prose_with_purpose)
        filled = escape(template).replace("{purpose}", escape(p.purpose(v)))
    else:
        filled = escape(p.g.pick(p.w.prose_plain)).replace("{terms}", terms)
    return filled.replace("{brand}", escape(p.brand)).replace("{name}", name)


def _html_traps(p: _Page, traps: dict[str, list[Vendor]]) -> str:
    out = []
    for trap, vendors in traps.items():
        heading, intro, lines = _trap(p, trap, vendors)
        out.append(f"<h2>{escape(heading)}</h2>")
        if intro:
            out.append(f"<p>{escape(intro)}</p>")
        out.append("<ul>" + "".join(f"<li>{escape(line)}</li>" for line in lines) + "</ul>")
    return "".join(out)


def _trap(p: _Page, trap: str, vendors: list[Vendor]) -> tuple[str, str, list[str]]:
    rows = [f"{v.written} – {p.g.purpose(v.category)}" for v in vendors]
    if trap == "former":
        return p.g.pick(p.w.former), "", rows
    if trap == "not_processors":
        return p.g.pick(p.w.not_processors_heading), p.w.not_processors_intro, rows
    if trap == "affiliates":
        heading = p.g.pick(p.w.affiliates).replace("{brand}", p.brand)
        own = f"{p.brand} {p.g.pick(p.w.countries)} {p.g.pick(p.w.legal_forms)}"
        return heading, "", [f"{own} – {p.g.purpose(vendors[0].category)}", *rows]
    removed = [
        f"{p.g.date()}: " + p.w.removed_row.format(name=v.written, date=p.g.date()) for v in vendors
    ]
    return p.g.pick(p.w.changelog), "", removed


def _html(p: _Page, body: str, traps: dict[str, list[Vendor]]) -> str:
    title = p.g.pick(p.w.titles)
    intro = p.g.pick(p.w.intros).format(brand=p.brand, date=p.g.date())
    nav = f'<nav><a href="/">{escape(p.brand)}</a> <a href="/pricing">Pricing</a></nav>'
    return (
        f"<!doctype html><html><head><title>{escape(title)} – {escape(p.brand)}</title></head>"
        f"<body>{nav}<main><h1>{escape(title)}</h1><p>{escape(intro)}</p>{body}"
        f"{_html_traps(p, traps)}</main><footer>© 2026 {escape(p.brand)}</footer></body></html>"
    )


def _html_service_entity(p: _Page) -> str:
    """A table naming each service by its brand and, in a column of its own, the legal
    entity behind it."""
    heads = (p.g.pick(p.w.service), p.w.legal_entity, p.g.pick(p.w.purpose), p.g.pick(p.w.location))
    head = "".join(f"<th>{escape(h)}</th>" for h in heads)
    rows = "".join(
        f"<tr><td>{_linked(v, v.brand)}</td><td>{escape(v.written)}</td>"
        f"<td>{escape(_cap(p.purpose(v)))}</td><td>{escape(p.country())}</td></tr>"
        for v in p.listed
    )
    return f"<table><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>"


def _linked(v: Vendor, text: str) -> str:
    return f'<a href="{escape(v.href)}">{escape(text)}</a>' if v.href else escape(text)


def _html_paragraphs(p: _Page) -> str:
    """A paragraph per vendor, its name in bold or linked at the start."""
    out = []
    for v in p.listed:
        name = _html_name(v, "strong")
        if p.g.rng.random() < 0.5:
            text = f"{name} ({escape(p.country())}) – {escape(p.purpose(v))}."
        else:
            label, place = escape(p.w.location_label), escape(p.country())
            text = f"{name}: {escape(_cap(p.purpose(v)))}. {label}: {place}."
        out.append(f"<p>{text}</p>")
    return "".join(out)


def _html_purpose_first(p: _Page) -> str:
    """List items led by their purpose: "Payroll processing: Norvale GmbH (Germany)"."""
    items = "".join(
        f"<li>{escape(_cap(p.purpose(v)))}: {_html_name(v)} ({escape(p.country())})</li>"
        for v in p.listed
    )
    return f"<ul>{items}</ul>"


# --- markdown layouts ---------------------------------------------------------------------


def _md_tables(p: _Page) -> str:
    out = []
    for i, group in enumerate(p.groups()):
        order = p.g.pick(("EPL", "ELP", "PEL", "EP"))
        heads = {"E": p.g.pick(p.w.entity), "P": p.g.pick(p.w.purpose), "L": p.g.pick(p.w.location)}
        out += [f"## {p.w.groups[i]}", ""]
        out.append("| " + " | ".join(heads[c] for c in order) + " |")
        out.append("|" + "---|" * len(order))
        for v in group:
            cells = {"E": _md_name(v), "P": _cap(p.purpose(v)), "L": p.country()}
            out.append("| " + " | ".join(cells[c] for c in order) + " |")
        out.append("")
    return "\n".join(out)


def _md_list(p: _Page) -> str:
    lines = []
    for v in p.listed:
        style = p.g.rng.random()
        if style < 0.4:
            lines.append(f"- {_md_name(v, bold=True)} – {p.purpose(v)} ({p.country()})")
        elif style < 0.7:
            lines.append(f"- {_md_name(v)}: {_cap(p.purpose(v))}")
        else:
            lines.append(f"* {_md_name(v)} — {p.purpose(v)}; {p.w.location_label}: {p.country()}")
    return "\n".join(lines) + "\n"


def _md(p: _Page, body: str, traps: dict[str, list[Vendor]]) -> str:
    title = p.g.pick(p.w.titles)
    intro = p.g.pick(p.w.intros).format(brand=p.brand, date=p.g.date())
    out = [f"# {title}", "", intro, "", body]
    for trap, vendors in traps.items():
        heading, text, lines = _trap(p, trap, vendors)
        out += [f"## {heading}", ""] + ([text, ""] if text else []) + [f"- {x}" for x in lines]
        out.append("")
    return "\n".join(out)


_LAYOUTS: dict[str, Callable[[_Page], str]] = {
    "html_tables": _html_tables,
    "html_nested": _html_nested,
    "html_dl": _html_dl,
    "html_headings": _html_headings,
    "html_prose": _html_prose,
    "md_tables": _md_tables,
    "md_list": _md_list,
    "html_service_entity": _html_service_entity,
    "html_paragraphs": _html_paragraphs,
    "html_purpose_first": _html_purpose_first,
}


def page(
    fmt: str,
    g: Generator,
    brand: str,
    listed: list[Vendor],
    traps: dict[str, list[Vendor]],
    hosted: bool,
) -> str:
    """One disclosure page in `fmt`."""
    p = _Page(g, brand, listed, hosted)
    body = _LAYOUTS[fmt](p)
    return _md(p, body, traps) if fmt.startswith("md_") else _html(p, body, traps)


# --- look-alike pages ---------------------------------------------------------------------


def negative(kind: str, g: Generator, brand: str, named: list[Vendor]) -> str:
    """A page that names vendors but is not a disclosure."""
    p = _Page(g, brand, named, False)
    w = g.words
    if kind == "guide":
        text = escape(w.guide_text).replace(
            "{name}", f"<strong>{escape(named[0].written)}</strong>"
        )
        text = text.replace("{name2}", f"<strong>{escape(named[1].written)}</strong>")
        extra = f"<ul><li>{_html_name(named[2])} – {escape(g.purpose(named[2].category))}</li></ul>"
        title, body = w.guide_title, f"<p>{text}</p>{extra}"
    elif kind == "integrations":
        items = "".join(
            f"<li>{_html_name(v, 'strong')} – {escape(_cap(g.purpose(v.category)))}</li>"
            for v in named
        )
        title, body = w.integrations_title, f"<ul>{items}</ul>"
    else:
        head = "".join(f"<th>{escape(h)}</th>" for h in w.cookie_head)
        rows = "".join(
            f"<tr><td>_{v.marked.lower()[:4]}_id</td><td>{escape(v.written)}</td><td>13</td></tr>"
            for v in named
        )
        title, body = w.cookie_title, f"<table><tr>{head}</tr>{rows}</table>"
    return (
        f"<!doctype html><html><head><title>{escape(title)} – {escape(p.brand)}</title></head>"
        f"<body><main><h1>{escape(title)}</h1>{body}</main></body></html>"
    )
