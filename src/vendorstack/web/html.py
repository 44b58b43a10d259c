"""Markdown to HTML with markdown-it-py (CommonMark plus tables), inside one page shell."""

from __future__ import annotations

from functools import lru_cache
from html import escape

from markdown_it import MarkdownIt

from vendorstack.web.pages import PAGES, RenderedPage

_SHELL = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title} · VendorStack</title>
<meta name="description" content="{summary}">
<link rel="alternate" type="text/markdown" href="{markdown_path}">
<link rel="stylesheet" href="/static/site.css">
<style>
body{{font:16px/1.55 system-ui,sans-serif;margin:0;color:#1b1f24}}
main{{max-width:60rem;margin:1.5rem auto;padding:0 1.2rem}}
table{{border-collapse:collapse;margin:1rem 0}}td,th{{border:1px solid #cbd5e1;padding:.3rem .5rem;
vertical-align:top}}code,pre{{background:#f1f5f9;font-size:.92em}}pre{{padding:.8rem;overflow:auto}}
footer{{max-width:60rem;margin:2rem auto;padding:0 1.2rem;color:#64748b}}
</style></head>
<body><header><nav aria-label="Site">{nav}<a href="/vendors">Vendors</a>
<a href="/signin">Sign in / your account</a></nav>
<form class="lookup" action="/lookup" method="get" role="search">
<label for="lookup-domain">Look up a company</label>
<input id="lookup-domain" name="domain" placeholder="acme.com" required>
<button type="submit">Look up</button></form></header><main>
{body}</main>
<footer>This page as markdown: <a href="{markdown_path}">{markdown_path}</a> ·
<a href="/llms.txt">llms.txt</a> · <a href="/openapi.json">OpenAPI</a> ·
<a href="/api-docs">API explorer</a></footer>
</body></html>
"""
NAV = ("/", "/docs", "/docs/quickstart", "/docs/reference", "/pricing", "/docs/agents")


@lru_cache(maxsize=1)
def _markdown() -> MarkdownIt:
    """CommonMark with tables; raw HTML in a source stays text."""
    return MarkdownIt("commonmark", {"html": False}).enable("table")


def _nav(pages: dict[str, RenderedPage]) -> str:
    links = (f'<a href="{path}">{escape(pages[path].title)}</a>' for path in NAV if path in pages)
    return "".join(links)


def _html_links(markdown: str) -> str:
    """The HTML page links to the HTML twins of pages the markdown links to as `.md`."""
    for page in PAGES:
        markdown = markdown.replace(f"]({page.markdown_path})", f"]({page.path})")
        markdown = markdown.replace(f"]({page.markdown_path}#", f"]({page.path}#")
    return markdown


def to_html(rendered: RenderedPage, pages: dict[str, RenderedPage]) -> str:
    """The page as a complete HTML document."""
    return _SHELL.format(
        title=escape(rendered.title),
        summary=escape(rendered.summary, quote=True),
        markdown_path=rendered.page.markdown_path,
        nav=_nav(pages),
        body=_markdown().render(_html_links(rendered.markdown)),
    )
