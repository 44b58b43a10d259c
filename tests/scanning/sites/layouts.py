"""Synthetic fixture sites: one per discovery layout and per way a site can fail a scan."""

from __future__ import annotations

import gzip
from collections.abc import Mapping
from functools import cache
from typing import Any

from tests.scanning.sites import FixtureSite, RouteSpec
from tests.scanning.sites import html as h
from tests.scanning.sites.pdf import make_pdf
from tests.scanning.testweb import Route

XML = "application/xml"
LEGAL_FOOTER = (("/terms", "Terms"), ("/privacy", "Privacy"))


def _site(domain: str, layout: str, routes: Mapping[str, RouteSpec], **kw: Any) -> FixtureSite:
    return FixtureSite(domain, layout, {domain: routes}, **kw)


def footer_link() -> FixtureSite:
    d, brand = "acme-analytics.com", "Acme Analytics"
    routes: dict[str, RouteSpec] = {
        "/": h.home(brand, footer=[*LEGAL_FOOTER, ("/about/our-subprocessors", "Subprocessors")]),
        "/about/our-subprocessors": h.disclosure(brand),
        "/privacy": h.privacy_policy(brand),
    }
    url = f"https://{d}/about/our-subprocessors"
    return _site(
        d,
        "footer_link",
        routes,
        outcome="parsed",
        reason="parsed",
        disclosure_url=url,
        needs_extractor=True,
    )


def legal_hub() -> FixtureSite:
    d, brand = "brightledger.io", "BrightLedger"
    hub_links = [
        ("/legal/terms", "Terms of Service"),
        ("/legal/privacy", "Privacy Policy"),
        ("/legal/sub-processor-register", "Sub-processor list"),
    ]
    routes: dict[str, RouteSpec] = {
        "/": h.home(brand, footer=[("/legal", "Legal")]),
        "/legal": h.hub(brand, "Legal", hub_links),
        "/legal/sub-processor-register": h.disclosure(brand, "Sub-processors"),
    }
    url = f"https://{d}/legal/sub-processor-register"
    return _site(
        d,
        "legal_hub",
        routes,
        outcome="parsed",
        reason="parsed",
        disclosure_url=url,
        needs_extractor=True,
    )


def privacy_link() -> FixtureSite:
    d, brand = "northwind-crm.com", "Northwind CRM"
    extra = '<p>The current list of our <a href="/privacy/providers">service providers</a>.</p>'
    routes: dict[str, RouteSpec] = {
        "/": h.home(brand, footer=[("/privacy-notice", "Privacy")]),
        "/privacy-notice": h.privacy_policy(brand, extra),
        "/privacy/providers": h.disclosure(brand, "Third-party sub-processors"),
    }
    url = f"https://{d}/privacy/providers"
    return _site(
        d,
        "privacy_link",
        routes,
        outcome="parsed",
        reason="parsed",
        disclosure_url=url,
        needs_extractor=True,
    )


def sitemap_only() -> FixtureSite:
    d, brand = "tallyforge.com", "TallyForge"
    origin = f"https://{d}"
    page = "/policies/third-party-subprocessors"
    routes: dict[str, RouteSpec] = {
        "/": h.home(brand),
        "/sitemap.xml": Route(h.sitemap([*h.filler_urls(origin), origin + page]), content_type=XML),
        page: h.disclosure(brand),
    }
    return _site(
        d,
        "sitemap_only",
        routes,
        outcome="parsed",
        reason="parsed",
        disclosure_url=origin + page,
        needs_extractor=True,
    )


def sitemap_index_gz() -> FixtureSite:
    d, brand = "quietpixel.dev", "QuietPixel"
    origin = f"https://{d}"
    page = "/resources/vendor-subprocessors-2026"
    pages = gzip.compress(h.sitemap([*h.filler_urls(origin), origin + page]).encode())
    routes: dict[str, RouteSpec] = {
        "/": h.home(brand),
        "/robots.txt": Route.text(f"User-agent: *\nAllow: /\nSitemap: {origin}/maps/index.xml\n"),
        "/maps/index.xml": Route(
            h.sitemap_index([f"{origin}/maps/blog.xml", f"{origin}/maps/pages.xml.gz"]),
            content_type=XML,
        ),
        "/maps/blog.xml": Route(h.sitemap(h.filler_urls(origin)), content_type=XML),
        "/maps/pages.xml.gz": Route(pages, content_type="application/x-gzip"),
        page: h.disclosure(brand),
    }
    return _site(
        d,
        "sitemap_index_gz",
        routes,
        outcome="parsed",
        reason="parsed",
        disclosure_url=origin + page,
        needs_extractor=True,
    )


def trust_subdomain() -> FixtureSite:
    d, brand = "cobaltpay.com", "CobaltPay"
    trust = f"trust.{d}"
    hosts: dict[str, dict[str, RouteSpec]] = {
        d: {"/": h.home(brand, footer=LEGAL_FOOTER)},
        trust: {
            "/": h.hub(
                brand,
                "Trust Center",
                [("/security", "Security"), ("/subprocessors", "Subprocessors")],
            ),
            "/subprocessors": h.disclosure(brand),
        },
    }
    return FixtureSite(
        d,
        "trust_subdomain",
        hosts,
        "parsed",
        "parsed",
        f"https://{trust}/subprocessors",
        needs_extractor=True,
    )


def docs_site() -> FixtureSite:
    d, brand = "harborstack.io", "HarborStack"
    docs = f"docs.{d}"
    hosts: dict[str, dict[str, RouteSpec]] = {
        d: {"/": h.home(brand, footer=[(f"https://{docs}/", "Documentation")])},
        docs: {
            "/": h.hub(
                brand,
                "HarborStack Docs",
                [
                    ("/getting-started", "Getting started"),
                    ("/compliance/subprocessors", "Subprocessors"),
                ],
            ),
            "/compliance/subprocessors": h.disclosure(brand),
        },
    }
    return FixtureSite(
        d,
        "docs_site",
        hosts,
        "parsed",
        "parsed",
        f"https://{docs}/compliance/subprocessors",
        needs_extractor=True,
    )


def docs_subdomain_unlinked() -> FixtureSite:
    """The list lives on the docs subdomain at a common path, and nothing links to it."""
    d, brand = "quillpath.dev", "QuillPath"
    docs = f"docs.{d}"
    hosts: dict[str, dict[str, RouteSpec]] = {
        d: {"/": h.home(brand, footer=LEGAL_FOOTER), "/privacy": h.privacy_policy(brand)},
        docs: {
            "/": h.hub(brand, "QuillPath Docs", [("/getting-started", "Getting started")]),
            "/legal/subprocessors": h.disclosure(brand),
        },
    }
    url = f"https://{docs}/legal/subprocessors"
    return FixtureSite(
        d, "docs_subdomain_unlinked", hosts, "parsed", "parsed", url, needs_extractor=True
    )


def offsite_trust_portal() -> FixtureSite:
    d, brand, portal = "gleamhq.com", "Gleam", "gleam-trustportal.com"
    hosts: dict[str, dict[str, RouteSpec]] = {
        d: {
            "/": h.home(brand, footer=[(f"https://{portal}/gleam/subprocessors", "Subprocessors")])
        },
        portal: {"/gleam/subprocessors": h.disclosure(brand)},
    }
    return FixtureSite(
        d,
        "offsite_portal",
        hosts,
        "parsed",
        "parsed",
        f"https://{portal}/gleam/subprocessors",
        needs_extractor=True,
    )


def pdf_annex() -> FixtureSite:
    d, brand = "ferrotrack.com", "FerroTrack"
    annex = "/files/ferrotrack-dpa-annex-3.pdf"
    dpa = h.shell(
        "Data Processing Addendum | FerroTrack",
        (
            "<h1>Data Processing Addendum</h1><p>Our DPA forms part of the customer agreement."
            f' Annex 3 names the processors we engage: <a href="{annex}">Annex 3 — List of'
            " Sub-processors (PDF)</a>.</p>"
        ),
        brand=brand,
    )
    lines = ["Annex 3 - List of Sub-processors", "FerroTrack engages these sub-processors:"]
    lines += [f"{n} - {p} - {c}" for n, p, c in h.VENDORS]
    routes: dict[str, RouteSpec] = {
        "/": h.home(brand, footer=[*LEGAL_FOOTER, ("/legal/data-processing", "DPA")]),
        "/legal/data-processing": dpa,
        annex: Route(make_pdf(lines), content_type="application/pdf"),
    }
    return _site(
        d,
        "pdf_annex",
        routes,
        outcome="parsed",
        reason="parsed",
        disclosure_url=f"https://{d}{annex}",
        needs_extractor=True,
    )


def second_page() -> FixtureSite:
    d, brand = "lumenrail.ai", "LumenRail"
    extra = (
        "<p>AI features use separate providers: see"
        ' <a href="/subprocessors/ai">AI subprocessors</a>.</p>'
    )
    ai = [
        ("OpenAI, L.L.C.", "Large language model inference", "United States"),
        ("Anthropic, PBC", "Large language model inference", "United States"),
    ]
    routes: dict[str, RouteSpec] = {
        "/": h.home(brand, footer=[("/subprocessors", "Subprocessors")]),
        "/subprocessors": h.disclosure(brand, extra=extra),
        "/subprocessors/ai": h.disclosure(brand, "AI Subprocessors", ai),
    }
    return _site(
        d,
        "second_page",
        routes,
        outcome="parsed",
        reason="parsed",
        disclosure_url=f"https://{d}/subprocessors",
        needs_extractor=True,
    )


def www_only() -> FixtureSite:
    d, brand = "wwwonly-shop.com", "WWWOnly Shop"
    www = f"www.{d}"
    hosts: dict[str, dict[str, RouteSpec]] = {
        www: {
            "/": h.home(brand, footer=[("/legal/vendors", "Sub-processors")]),
            "/legal/vendors": h.disclosure(brand),
        }
    }
    return FixtureSite(
        d,
        "www_only",
        hosts,
        "parsed",
        "parsed",
        f"https://{www}/legal/vendors",
        needs_extractor=True,
    )


def redirect_to_www() -> FixtureSite:
    d, brand = "orbitcart.com", "OrbitCart"
    www = f"www.{d}"
    hosts: dict[str, dict[str, RouteSpec]] = {
        d: {"/": Route.redirect(f"https://{www}/", 301)},
        www: {
            "/": h.home(brand, footer=[("/legal", "Legal")]),
            "/legal": h.hub(brand, "Legal", [("/legal/subprocessors", "Subprocessors")]),
            "/legal/subprocessors": h.disclosure(brand),
        },
    }
    return FixtureSite(
        d,
        "redirect_to_www",
        hosts,
        "parsed",
        "parsed",
        f"https://{www}/legal/subprocessors",
        needs_extractor=True,
    )


def well_known_only() -> FixtureSite:
    d, brand = "saltmarsh.io", "Saltmarsh"
    routes: dict[str, RouteSpec] = {
        "/": h.home(brand, footer=LEGAL_FOOTER),
        "/legal/subprocessors": h.disclosure(brand),
    }
    return _site(
        d,
        "well_known",
        routes,
        outcome="parsed",
        reason="parsed",
        disclosure_url=f"https://{d}/legal/subprocessors",
        needs_extractor=True,
    )


def slow_site() -> FixtureSite:
    d, brand = "tortoise-hosting.com", "Tortoise Hosting"
    routes: dict[str, RouteSpec] = {
        "/": Route(h.home(brand, footer=[("/subprocessors", "Subprocessors")]), delay=0.3),
        "/subprocessors": Route(h.disclosure(brand), delay=0.3),
    }
    return _site(
        d,
        "slow",
        routes,
        outcome="parsed",
        reason="parsed",
        disclosure_url=f"https://{d}/subprocessors",
        needs_extractor=True,
    )


def huge_page() -> FixtureSite:
    d, brand = "bloatcorp.com", "BloatCorp"
    routes: dict[str, RouteSpec] = {
        "/": h.home(brand, footer=[("/subprocessors", "Subprocessors"), ("/legal", "Legal")]),
        "/subprocessors": Route("<p>" + "x" * 1024, repeat=6 * 1024),  # 6 MiB, no length
        "/legal": h.hub(brand, "Legal", [("/legal/processors", "Sub-processors")]),
        "/legal/processors": h.disclosure(brand),
    }
    return _site(
        d,
        "huge_page",
        routes,
        outcome="parsed",
        reason="parsed",
        disclosure_url=f"https://{d}/legal/processors",
        needs_extractor=True,
    )


def gzip_bomb() -> FixtureSite:
    d = "zipbomb-labs.com"
    bomb = gzip.compress(b"<p>" + b"\0" * (40 * 1024 * 1024), compresslevel=9)
    routes: dict[str, RouteSpec] = {"/": Route(bomb, headers={"Content-Encoding": "gzip"})}
    return _site(d, "gzip_bomb", routes, outcome="unreachable", reason="decompression_bomb")


def redirect_loop_home() -> FixtureSite:
    d, brand = "loopy-apps.com", "Loopy Apps"
    routes: dict[str, RouteSpec] = {
        "/": Route.redirect("/home"),
        "/home": Route.redirect("/"),
        "/subprocessors": h.disclosure(brand),
    }
    return _site(
        d,
        "redirect_loop_home",
        routes,
        outcome="parsed",
        reason="parsed",
        disclosure_url=f"https://{d}/subprocessors",
        needs_extractor=True,
    )


def redirect_loop_everywhere() -> FixtureSite:
    d = "spinning-wheel.io"
    loop = Route.redirect("/spin")
    routes: dict[str, RouteSpec] = {
        "/spin": Route.redirect("/spun"),
        "/spun": Route.redirect("/spin"),
    }
    return FixtureSite(
        d, "redirect_loop", {d: routes}, "unreachable", "redirect_loop", not_found={d: loop}
    )


def redirect_to_loopback() -> FixtureSite:
    d = "localtrap.com"
    trap = Route.redirect("http://127.0.0.1:8080/admin")
    return FixtureSite(
        d, "redirect_loopback", {d: {}}, "unreachable", "blocked_address", not_found={d: trap}
    )


def redirect_to_metadata() -> FixtureSite:
    d, brand = "metadata-trap.com", "Metadata Trap"
    routes: dict[str, RouteSpec] = {
        "/": h.home(brand, footer=[("/subprocessors", "Subprocessors")]),
        "/subprocessors": Route.redirect("http://169.254.169.254/latest/meta-data/"),
    }
    return _site(d, "redirect_metadata", routes, outcome="not_found", reason="no_disclosure")


def robots_disallow() -> FixtureSite:
    d, brand = "sealedvault.com", "SealedVault"
    routes: dict[str, RouteSpec] = {
        "/robots.txt": Route.text("User-agent: *\nDisallow: /\n"),
        "/": h.home(brand, footer=[("/subprocessors", "Subprocessors")]),
        "/subprocessors": h.disclosure(brand),
    }
    return _site(d, "robots_disallow", routes, outcome="not_found", reason="robots_disallowed")


def robots_partial() -> FixtureSite:
    """robots.txt forbids the list for our bot: it is never fetched, whatever the links say."""
    d, brand = "halfopen-labs.com", "HalfOpen Labs"
    robots = "User-agent: VendorStackBot\nDisallow: /legal/\n\nUser-agent: *\nAllow: /\n"
    routes: dict[str, RouteSpec] = {
        "/robots.txt": Route.text(robots),
        "/": h.home(brand, footer=[("/legal/subprocessors", "Subprocessors")]),
        "/legal/subprocessors": h.disclosure(brand),
    }
    return _site(d, "robots_partial", routes, outcome="not_found", reason="no_disclosure")


def soft_404() -> FixtureSite:
    d, brand = "mirage-saas.com", "Mirage"
    soft = Route(h.not_found_page(brand))  # 200 with a "not found" page, for every path
    routes: dict[str, RouteSpec] = {
        "/": h.home(brand, footer=LEGAL_FOOTER),
        "/privacy": h.privacy_policy(brand),
    }
    return FixtureSite(
        d, "soft_404", {d: routes}, "not_found", "no_disclosure", not_found={d: soft}
    )


def soft_404_home() -> FixtureSite:
    """Every unknown path redirects to the home page."""
    d, brand = "echo-home.com", "Echo"
    routes: dict[str, RouteSpec] = {
        "/": h.home(brand, footer=[("/subprocessors", "Subprocessors"), *LEGAL_FOOTER])
    }
    return FixtureSite(
        d,
        "home_redirect",
        {d: routes},
        "not_found",
        "no_disclosure",
        not_found={d: Route.redirect("/")},
    )


def spa_everywhere() -> FixtureSite:
    """A single-page app: every path is the same JavaScript shell, so none is a disclosure."""
    d, brand = "blankcanvas.app", "BlankCanvas"
    spa = Route(h.javascript_shell(brand))
    return FixtureSite(d, "spa_soft_404", {d: {}}, "not_found", "no_disclosure", not_found={d: spa})


def javascript_shell() -> FixtureSite:
    d, brand = "reactive-ui.io", "ReactiveUI"
    routes: dict[str, RouteSpec] = {
        "/": h.home(brand, footer=[("/company/subprocessors", "Subprocessors")]),
        "/company/subprocessors": h.javascript_shell(brand),
    }
    return _site(
        d,
        "javascript_shell",
        routes,
        outcome="unreadable",
        reason="needs_render",
        disclosure_url=f"https://{d}/company/subprocessors",
    )


def login_wall() -> FixtureSite:
    d, brand = "gatedtrust.com", "GatedTrust"
    trust = f"trust.{d}"
    hosts: dict[str, dict[str, RouteSpec]] = {
        d: {"/": h.home(brand, footer=[(f"https://{trust}/subprocessors", "Subprocessors")])},
        trust: {"/subprocessors": h.login_wall(brand)},
    }
    return FixtureSite(
        d, "login_wall", hosts, "gated", "login_wall", f"https://{trust}/subprocessors"
    )


def bot_challenge() -> FixtureSite:
    d, brand = "shieldwall.net", "ShieldWall"
    routes: dict[str, RouteSpec] = {
        "/": h.home(brand, footer=[("/subprocessors", "Subprocessors")]),
        "/subprocessors": Route(h.bot_challenge(), status=403),
    }
    return _site(
        d,
        "bot_challenge",
        routes,
        outcome="unreadable",
        reason="bot_challenge",
        disclosure_url=f"https://{d}/subprocessors",
    )


def no_disclosure() -> FixtureSite:
    d, brand = "plainbakery.com", "Plain Bakery"
    routes: dict[str, RouteSpec] = {
        "/": h.home(brand, footer=LEGAL_FOOTER),
        "/privacy": h.privacy_policy(brand),
        "/terms": h.hub(brand, "Terms of Service", [("/privacy", "Privacy Policy")]),
    }
    return _site(d, "no_disclosure", routes, outcome="not_found", reason="no_disclosure")


def dpa_clause_only() -> FixtureSite:
    """A DPA with a sub-processor clause and no list anywhere: not found, not "unreadable"."""
    d, brand = "clausework.io", "ClauseWork"
    routes: dict[str, RouteSpec] = {
        "/": h.home(brand, footer=[*LEGAL_FOOTER, ("/legal/dpa", "DPA")]),
        "/legal/dpa": h.dpa_clause(brand),
        "/privacy": h.privacy_policy(brand),
    }
    return _site(d, "dpa_clause_only", routes, outcome="not_found", reason="no_disclosure")


def unreachable_dns() -> FixtureSite:
    return FixtureSite(
        "offline-widgets.com", "dns_failure", {}, "unreachable", "dns_failed", unmapped=True
    )


def unreachable_refused() -> FixtureSite:
    return FixtureSite(
        "refused-widgets.com",
        "connection_refused",
        {},
        "unreachable",
        "connect_failed",
        refused=True,
    )


def link_farm() -> FixtureSite:
    """Hundreds of legal-looking links and no disclosure: the request budget must hold."""
    d, brand = "linkfarm-legal.com", "LinkFarm"
    footer = [(f"/legal/policy-{n}", f"Legal policy {n}") for n in range(150)]
    routes: dict[str, RouteSpec] = {"/": h.home(brand, footer=footer)}
    for n in range(150):
        routes[f"/legal/policy-{n}"] = h.hub(brand, f"Policy {n}", footer[n : n + 20])
    return _site(d, "link_farm", routes, outcome="not_found", reason="no_disclosure")


SITES = (
    footer_link,
    legal_hub,
    privacy_link,
    sitemap_only,
    sitemap_index_gz,
    trust_subdomain,
    docs_site,
    docs_subdomain_unlinked,
    offsite_trust_portal,
    pdf_annex,
    second_page,
    www_only,
    redirect_to_www,
    well_known_only,
    slow_site,
    huge_page,
    gzip_bomb,
    redirect_loop_home,
    redirect_loop_everywhere,
    redirect_to_loopback,
    redirect_to_metadata,
    robots_disallow,
    robots_partial,
    soft_404,
    soft_404_home,
    spa_everywhere,
    javascript_shell,
    login_wall,
    bot_challenge,
    no_disclosure,
    dpa_clause_only,
    unreachable_dns,
    unreachable_refused,
    link_farm,
)


@cache
def layout_sites() -> tuple[FixtureSite, ...]:
    """Every layout site, built once per process (the gzip bomb takes a moment to build)."""
    return tuple(build() for build in SITES)


def site(layout: str) -> FixtureSite:
    return next(s for s in layout_sites() if s.layout == layout)
