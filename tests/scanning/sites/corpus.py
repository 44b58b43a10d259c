"""Fixture sites built from ../shared/corpus: each page served at its `live_url_guess`, linked the
way real sites link their list (footer, legal hub, privacy policy, sitemap only, trust centre).

Negatives are served as the site's privacy policy, linked from the footer: a scan must say
`not_found`. The same builder serves any directory of entries in the corpus format.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from tests.scanning.sites import FixtureSite, RouteSpec
from tests.scanning.sites import html as h
from tests.scanning.testweb import Route

XML = "application/xml"
Routes = dict[str, dict[str, RouteSpec]]


@dataclass(frozen=True)
class Entry:
    """One corpus folder: its domain, kind, page bytes and the public URL of the page."""

    name: str
    domain: str
    kind: str
    page: bytes
    live_url: str

    @property
    def host(self) -> str:
        return (urlsplit(self.live_url).hostname or self.domain).lower()

    @property
    def path(self) -> str:
        parts = urlsplit(self.live_url)
        return (parts.path or "/") + (f"?{parts.query}" if parts.query else "")

    @property
    def brand(self) -> str:
        return self.domain.split(".")[0].replace("-", " ").title()


def read_entries(corpus: Path) -> list[Entry]:
    """Every entry folder with a meta.json and a page.html, sorted by name."""
    entries = []
    for folder in sorted(p for p in corpus.iterdir() if (p / "meta.json").is_file()):
        meta = json.loads((folder / "meta.json").read_text())
        page = (folder / "page.html").read_bytes()
        entries.append(
            Entry(folder.name, meta["domain"].lower(), meta["kind"], page, meta["live_url_guess"])
        )
    return entries


def home_host(entry: Entry) -> str:
    """Where the company's home page lives: `www.` when the page itself lives there."""
    return entry.host if entry.host == f"www.{entry.domain}" else entry.domain


def _base(entry: Entry, footer: list[tuple[str, str]]) -> Routes:
    routes: Routes = {home_host(entry): {"/": h.home(entry.brand, footer=footer)}}
    if home_host(entry) != entry.domain:
        routes[entry.domain] = {"/": Route.redirect(f"https://{home_host(entry)}/", 301)}
    return routes


def _serve(routes: Routes, entry: Entry) -> Routes:
    routes.setdefault(entry.host, {})[entry.path] = Route(entry.page)
    return routes


def _on_home_host(routes: Routes, entry: Entry, path: str, body: RouteSpec) -> None:
    routes[home_host(entry)][path] = body


def footer_layout(entry: Entry) -> Routes:
    return _serve(_base(entry, [("/terms", "Terms"), (entry.live_url, "Subprocessors")]), entry)


def legal_hub_layout(entry: Entry) -> Routes:
    routes = _base(entry, [("/pricing", "Pricing"), ("/legal", "Legal")])
    links = [
        ("/legal/terms", "Terms of Service"),
        ("/legal/privacy", "Privacy Policy"),
        ("/legal/dpa", "Data Processing Agreement"),
        (entry.live_url, "Sub-processors"),
    ]
    _on_home_host(routes, entry, "/legal", h.hub(entry.brand, "Legal", links))
    return _serve(routes, entry)


def privacy_layout(entry: Entry) -> Routes:
    routes = _base(entry, [("/terms", "Terms"), ("/privacy-policy", "Privacy Policy")])
    extra = (
        f'<p>We engage <a href="{entry.live_url}">third-party sub-processors</a> to'
        " help us provide the service.</p>"
    )
    _on_home_host(routes, entry, "/privacy-policy", h.privacy_policy(entry.brand, extra))
    return _serve(routes, entry)


def sitemap_layout(entry: Entry) -> Routes:
    routes = _base(entry, [("/terms", "Terms")])
    origin = f"https://{home_host(entry)}"
    urls = [*h.filler_urls(origin), entry.live_url]
    robots = f"User-agent: *\nAllow: /\nSitemap: {origin}/sitemap_index.xml\n"
    _on_home_host(routes, entry, "/robots.txt", Route.text(robots))
    index = h.sitemap_index([f"{origin}/post-sitemap.xml", f"{origin}/page-sitemap.xml"])
    _on_home_host(routes, entry, "/sitemap_index.xml", Route(index, content_type=XML))
    _on_home_host(routes, entry, "/post-sitemap.xml", Route(h.sitemap(urls[:-1]), content_type=XML))
    _on_home_host(routes, entry, "/page-sitemap.xml", Route(h.sitemap(urls), content_type=XML))
    return _serve(routes, entry)


def trust_layout(entry: Entry) -> Routes:
    trust = f"https://trust.{entry.domain}/"
    routes = _base(entry, [("/security", "Security"), (trust, "Trust Center")])
    links = [("/certifications", "Certifications"), (entry.live_url, "Subprocessor list")]
    hub = h.hub(entry.brand, "Trust Center", links)
    routes.setdefault(f"trust.{entry.domain}", {})["/"] = hub
    return _serve(routes, entry)


def negative_layout(entry: Entry) -> Routes:
    footer = [("/terms", "Terms"), (entry.live_url, "Privacy")]
    return _serve(_base(entry, footer), entry)


LAYOUTS: tuple[tuple[str, Callable[[Entry], Routes]], ...] = (
    ("footer", footer_layout),
    ("legal_hub", legal_hub_layout),
    ("privacy_policy", privacy_layout),
    ("sitemap_only", sitemap_layout),
    ("trust_center", trust_layout),
)


def corpus_site(entry: Entry, index: int) -> FixtureSite:
    """The fixture site of one entry; layouts rotate over the entries so each is exercised."""
    if entry.kind != "disclosure":
        hosts = negative_layout(entry)
        return FixtureSite(entry.domain, "negative", hosts, "not_found", "no_disclosure")
    name, layout = LAYOUTS[index % len(LAYOUTS)]
    return FixtureSite(
        entry.domain, name, layout(entry), "parsed", "parsed", entry.live_url, needs_extractor=True
    )


def corpus_sites(corpus: Path) -> list[FixtureSite]:
    return [corpus_site(entry, index) for index, entry in enumerate(read_entries(corpus))]
