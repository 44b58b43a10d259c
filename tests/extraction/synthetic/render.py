"""Render a synthetic page's vendors and traps in one format: HTML (table, list, definition
list, heading blocks, prose sections), markdown (table, list), plain text and PDF."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from tests.scanning.sites.pdf import make_pdf

if TYPE_CHECKING:
    from tests.extraction.synthetic.frames import Frame
    from tests.extraction.synthetic.pages import Generator, Listed

Traps = dict[str, list["Listed"]]


def _e(text: str) -> str:
    return html.escape(text, quote=False)


def page(
    fmt: str, frame: Frame, brand: str, listed: list[Listed], traps: Traps, gen: Generator
) -> bytes:
    """The page's bytes in `fmt`."""
    title = gen.choice(frame.titles)
    intro = gen.choice(frame.intros).replace("{brand}", brand)
    if fmt == "pdf":
        return make_pdf(_pdf_lines(title, intro, listed, frame, gen))
    if fmt == "text":
        return _text(title, intro, listed, frame, gen).encode()
    if fmt.startswith("md"):
        body = _md_table(listed, frame, gen) if fmt == "md_table" else _md_list(listed, gen)
        tail = "".join(_md_trap(kind, rows, frame, brand, gen) for kind, rows in traps.items())
        return f"# {title}\n\n{intro}\n\n{body}\n{tail}".encode()
    body = _HTML[fmt](listed, frame, gen)
    tail = "".join(_html_trap(kind, rows, frame, brand, gen) for kind, rows in traps.items())
    return _shell(
        f"{title} | {brand}", brand, f"<h1>{_e(title)}</h1><p>{_e(intro)}</p>{body}{tail}"
    )


def _shell(title: str, brand: str, main: str) -> bytes:
    nav = f'<header><nav><a href="/">{_e(brand)}</a> <a href="/pricing">Pricing</a></nav></header>'
    foot = f"<footer><p>© 2025 {_e(brand)}</p></footer>"
    doc = f"<!doctype html><html><head><title>{_e(title)}</title></head><body>{nav}"
    return f"{doc}\n<main>\n{main}\n</main>\n{foot}</body></html>".encode()


def _named(vendor: Listed, text: str, gen: Generator) -> str:
    """The name as HTML: linked to the vendor's site when it has one, sometimes in bold."""
    if vendor.href and gen.rng.random() < 0.7:
        return f'<a href="{vendor.href}">{_e(text)}</a>'
    return f"<strong>{_e(text)}</strong>" if gen.rng.random() < 0.3 else _e(text)


def _country(frame: Frame, gen: Generator) -> str:
    return gen.choice(frame.countries)


def _html_table(listed: list[Listed], frame: Frame, gen: Generator) -> str:
    columns = ["entity", "purpose", "location"]
    gen.rng.shuffle(columns)
    website = any(v.href for v in listed) and gen.rng.random() < 0.5
    heads = {
        "entity": gen.choice(frame.entity_headers),
        "purpose": gen.choice(frame.purpose_headers),
        "location": gen.choice(frame.location_headers),
    }
    head = "".join(f"<th>{_e(heads[c])}</th>" for c in columns)
    head += f"<th>{_e(frame.website)}</th>" if website else ""
    rows = []
    for v in listed:
        cells = {
            "entity": _named(v, v.written, gen) if not website else _e(v.written),
            "purpose": _e(gen.purpose(v)),
            "location": _e(_country(frame, gen)),
        }
        row = "".join(f"<td>{cells[c]}</td>" for c in columns)
        if website:
            row += f'<td><a href="{v.href}">{_e(v.href)}</a></td>' if v.href else "<td></td>"
        rows.append(f"<tr>{row}</tr>")
    return (
        f"<table>\n<thead><tr>{head}</tr></thead>\n<tbody>\n"
        + "\n".join(rows)
        + "\n</tbody></table>"
    )


def _html_list(listed: list[Listed], frame: Frame, gen: Generator) -> str:
    items = []
    for v in listed:
        name, purpose = _named(v, v.written, gen), _e(gen.purpose(v))
        shape = gen.rng.randrange(3)
        if shape == 0:
            items.append(f"<li>{name} – {purpose} ({_e(_country(frame, gen))})</li>")
        elif shape == 1:
            items.append(f"<li>{name}: {purpose}</li>")
        else:
            items.append(f"<li><strong>{_e(v.written)}</strong> — {purpose}</li>")
    return "<ul>\n" + "\n".join(items) + "\n</ul>"


def _html_dl(listed: list[Listed], frame: Frame, gen: Generator) -> str:
    items = [
        f"<dt>{_named(v, v.written, gen)}</dt><dd>{_e(gen.purpose(v))} "
        f"({_e(_country(frame, gen))})</dd>"
        for v in listed
    ]
    return "<dl>\n" + "\n".join(items) + "\n</dl>"


def _html_headings(listed: list[Listed], frame: Frame, gen: Generator) -> str:
    del frame
    blocks = [f"<h3>{_e(v.written)}</h3>\n<p>{_e(gen.sentence(v, v.marked))}</p>" for v in listed]
    return "\n".join(blocks)


def _html_prose(listed: list[Listed], frame: Frame, gen: Generator) -> str:
    """One section per purpose; the vendors in bold or linked inside its paragraph."""
    del frame
    sections = []
    for v in listed:
        marked = _named(v, v.marked, gen)
        if "<" not in marked:
            marked = f"<strong>{marked}</strong>"
        sentence = _e(gen.sentence(v, "\x00")).replace("\x00", marked)
        sections.append(f"<h2>{_e(gen.purpose(v))}</h2>\n<p>{sentence}</p>")
    return "\n".join(sections)


_HTML = {
    "html_table": _html_table,
    "html_list": _html_list,
    "html_dl": _html_dl,
    "html_headings": _html_headings,
    "html_prose": _html_prose,
}


def _md_name(vendor: Listed, gen: Generator) -> str:
    if vendor.href and gen.rng.random() < 0.7:
        return f"[{vendor.written}]({vendor.href})"
    return f"**{vendor.written}**" if gen.rng.random() < 0.3 else vendor.written


def _md_table(listed: list[Listed], frame: Frame, gen: Generator) -> str:
    head = f"| {gen.choice(frame.entity_headers)} | {gen.choice(frame.purpose_headers)} | "
    head += f"{gen.choice(frame.location_headers)} |\n|---|---|---|\n"
    rows = [f"| {_md_name(v, gen)} | {gen.purpose(v)} | {_country(frame, gen)} |" for v in listed]
    return head + "\n".join(rows) + "\n"


def _md_list(listed: list[Listed], gen: Generator) -> str:
    return "\n".join(f"- {_md_name(v, gen)} – {gen.purpose(v)}" for v in listed) + "\n"


def _text(title: str, intro: str, listed: list[Listed], frame: Frame, gen: Generator) -> str:
    names = [v.written for v in listed]
    purposes = [gen.purpose(v) for v in listed]
    wide = max(len(n) for n in [*names, gen.choice(frame.entity_headers)]) + 3
    purpose_wide = max(len(p) for p in purposes) + 3
    entity, purpose = gen.choice(frame.entity_headers), gen.choice(frame.purpose_headers)
    head = f"{entity:<{wide}}{purpose:<{purpose_wide}}"
    lines = [title, "", intro, "", head + gen.choice(frame.location_headers)]
    lines += [
        f"{n:<{wide}}{p:<{purpose_wide}}{_country(frame, gen)}"
        for n, p in zip(names, purposes, strict=True)
    ]
    return "\n".join(lines) + "\n"


def _pdf_lines(
    title: str, intro: str, listed: list[Listed], frame: Frame, gen: Generator
) -> list[str]:
    lines = [title, intro, ""]
    lines += [f"{v.written} - {gen.purpose(v)} - {_country(frame, gen)}" for v in listed]
    return lines


def _html_trap(kind: str, rows: list[Listed], frame: Frame, brand: str, gen: Generator) -> str:
    items = "".join(f"<li>{_e(v.written)} – {_e(gen.purpose(v))}</li>" for v in rows)
    if kind == "removed":
        return f"<h2>{_e(gen.choice(frame.removed_headings))}</h2><ul>{items}</ul>"
    if kind == "not_processors":
        return f"<p>{_e(frame.not_processors)}</p><ul>{items}</ul>"
    if kind == "affiliates":
        own = f"{brand} {gen.choice(frame.countries)} {frame.legal_forms[0]}"
        table = f"<tr><td>{_e(own)}</td><td>{_e(frame.affiliate_purpose)}</td></tr>"
        table += "".join(
            f"<tr><td>{_e(v.written)}</td><td>{_e(gen.purpose(v))}</td></tr>" for v in rows
        )
        cells = (frame.entity_headers[0], frame.purpose_headers[0])
        head = "<tr>" + "".join(f"<th>{_e(c)}</th>" for c in cells) + "</tr>"
        heading = frame.affiliates_heading.replace("{brand}", brand)
        return f"<h2>{_e(heading)}</h2><table>{head}{table}</table>"
    if kind == "cookies":
        head = "".join(f"<th>{_e(h)}</th>" for h in frame.cookie_headers)
        body = "".join(
            f"<tr><td>_{v.slug[:4]}_id</td><td>{_e(v.written)}</td>"
            f"<td>{_e(gen.purpose(v))}</td><td>1 year</td></tr>"
            for v in rows
        )
        return f"<h2>{_e(frame.cookie_heading)}</h2><table>{head}{body}</table>"
    lines = "".join(
        f"<li>{_e(frame.changelog_removed.replace('{name}', v.written))}</li>" for v in rows
    )
    return f"<h2>{_e(frame.changelog_heading)}</h2><ul>{lines}</ul>"


def _md_trap(kind: str, rows: list[Listed], frame: Frame, brand: str, gen: Generator) -> str:
    items = "".join(f"- {v.written} – {gen.purpose(v)}\n" for v in rows)
    if kind == "removed":
        return f"\n## {gen.choice(frame.removed_headings)}\n\n{items}"
    if kind == "not_processors":
        return f"\n{frame.not_processors}\n\n{items}"
    if kind == "affiliates":
        own = f"- {brand} {gen.choice(frame.countries)} {frame.legal_forms[0]}"
        own += f" – {frame.affiliate_purpose}\n"
        return f"\n## {frame.affiliates_heading.replace('{brand}', brand)}\n\n{own}{items}"
    if kind == "cookies":
        head = "| " + " | ".join(frame.cookie_headers) + " |\n|---|---|---|---|\n"
        body = "".join(
            f"| _{v.slug[:4]}_id | {v.written} | {gen.purpose(v)} | 1 year |\n" for v in rows
        )
        return f"\n## {frame.cookie_heading}\n\n{head}{body}"
    lines = "".join(f"- {frame.changelog_removed.replace('{name}', v.written)}\n" for v in rows)
    return f"\n## {frame.changelog_heading}\n\n{lines}"


def negative(kind: str, frame: Frame, brand: str, named: list[Listed], gen: Generator) -> str:
    """A page that names vendors without disclosing them: a guide, an integrations page, a
    security page, a cookie policy."""
    names = ", ".join(f"<strong>{_e(v.written)}</strong>" for v in named)
    if kind == "guide":
        text = _e(frame.guide_text).replace("{names}", names)
        main = f"<h1>{_e(frame.guide_title)}</h1><p>{text}</p>"
        return _shell(frame.guide_title, brand, main).decode()
    if kind == "integrations":
        cards = "".join(
            f"<div class='card'><h3>{_e(v.written)}</h3><p>{_e(gen.purpose(v))}</p></div>"
            for v in named
        )
        intro = _e(frame.integrations_text.replace("{brand}", brand))
        main = f"<h1>{_e(frame.integrations_title)}</h1><p>{intro}</p>{cards}"
        return _shell(frame.integrations_title, brand, main).decode()
    if kind == "security":
        title = frame.security_title.replace("{brand}", brand)
        text = _e(frame.security_text).replace("{names}", names)
        return _shell(title, brand, f"<h1>{_e(title)}</h1><p>{text}</p>").decode()
    head = "".join(f"<th>{_e(h)}</th>" for h in frame.cookie_headers)
    body = "".join(
        f"<tr><td>_{v.slug[:4]}</td><td>{_e(v.written)}</td><td>{_e(frame.cookie_purpose)}</td>"
        f"<td>1 year</td></tr>"
        for v in named
    )
    main = f"<h1>{_e(frame.cookie_heading)}</h1><table>{head}{body}</table>"
    return _shell(frame.cookie_heading, brand, main).decode()
