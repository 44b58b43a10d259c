"""The company's own list of sub-processors, in the site's language: the page a scan must find."""

from __future__ import annotations

from html import escape

from tests.scanning.negatives.kinds import Page, name_html


def listing(page: Page) -> tuple[str, str]:
    """(title, main) of the list: a title naming it, an intro, one row per vendor with its
    purpose and location, as a table, a list, definition terms or one heading each."""
    t = page.tongue
    title = page.pick(t.list_titles)
    linked = page.rng.random() < 0.5
    rows = [
        (name_html(v, linked), escape(t.purposes[v.category]), escape(page.rng.choice(t.countries)))
        for v in page.vendors
    ]
    shape = page.rng.choice(("table", "table", "ul", "dl", "headings"))
    if shape == "table":
        head = "".join(f"<th>{escape(h)}</th>" for h in t.list_headers)
        body = "".join(f"<tr><td>{n}</td><td>{p}</td><td>{c}</td></tr>" for n, p, c in rows)
        block = f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
    elif shape == "ul":
        block = "<ul>" + "".join(f"<li><strong>{n}</strong> – {p} ({c})</li>" for n, p, c in rows)
        block += "</ul>"
    elif shape == "dl":
        block = "<dl>" + "".join(f"<dt>{n}</dt><dd>{p}. {c}</dd>" for n, p, c in rows) + "</dl>"
    else:
        block = "".join(f"<h3>{n}</h3><p>{p}. {c}.</p>" for n, p, c in rows)
    main = f"<h1>{escape(title)}</h1><p>{escape(page.pick(t.list_intros))}</p>{block}"
    return title, main
