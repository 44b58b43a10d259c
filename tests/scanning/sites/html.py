"""HTML of fixture pages: a site shell (nav, main, footer), home pages, hubs and a disclosure."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

LinkSpec = tuple[str, str]  # (href, text)

VENDORS: tuple[tuple[str, str, str], ...] = (
    ("Amazon Web Services, Inc.", "Cloud hosting and storage", "United States"),
    ("Stripe, Inc.", "Payment processing", "United States"),
    ("Twilio Inc.", "SMS notifications and phone verification", "United States"),
    ("SendGrid", "Transactional email delivery", "United States"),
    ("Datadog, Inc.", "Infrastructure monitoring and logging", "United States"),
    ("Zendesk, Inc.", "Customer support ticketing", "United States"),
    ("Google LLC (Google Workspace)", "Internal email and documents", "United States"),
)


def _links(links: Sequence[LinkSpec]) -> str:
    items = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in links)
    return f"<ul>{items}</ul>"


def shell(
    title: str,
    main: str,
    *,
    brand: str,
    footer: Sequence[LinkSpec] = (),
    nav: Sequence[LinkSpec] = (("/", "Home"), ("/pricing", "Pricing"), ("/blog", "Blog")),
    lang: str | None = "en",
    head: str = "",
) -> str:
    """A whole page: `<nav>` header, the `main` HTML, and a footer of links; `lang` None leaves
    the language undeclared, `head` is extra `<head>` markup (hreflang alternates)."""
    html = f"<html lang={lang}>" if lang else "<html>"
    return (
        f"<!doctype html>{html}<head><meta charset=utf-8><title>{escape(title)}</title>{head}"
        f"</head><body><header><nav>{_links(nav)}</nav></header><main>{main}</main>"
        f"<footer><p>&copy; 2026 {escape(brand)}</p>{_links(footer)}</footer></body></html>"
    )


def home(
    brand: str, *, footer: Sequence[LinkSpec] = (), main_links: Sequence[LinkSpec] = ()
) -> str:
    main = (
        f"<h1>{escape(brand)}</h1><p>{escape(brand)} helps teams ship faster with less busywork."
        f" Trusted by thousands of companies.</p>{_links(main_links)}"
    )
    return shell(f"{brand} — Home", main, brand=brand, footer=footer)


def hub(brand: str, heading: str, links: Sequence[LinkSpec]) -> str:
    main = f"<h1>{escape(heading)}</h1><p>Documents that govern your use of {escape(brand)}.</p>"
    return shell(f"{heading} | {brand}", main + _links(links), brand=brand)


def privacy_policy(brand: str, extra: str = "") -> str:
    """A privacy policy that is not a disclosure (it names no list), with optional extra HTML."""
    main = (
        f"<h1>Privacy Policy</h1><p>This policy explains how {escape(brand)} collects and uses"
        " personal information.</p><h2>Information we collect</h2><ul><li>Account details</li>"
        "<li>Usage data</li><li>Billing information</li></ul><h2>How we share it</h2>"
        "<p>We share information with service providers who help us run the service, under"
        f" contracts that protect it.</p>{extra}<h2>Your rights</h2><p>You may ask us to"
        " access, correct or delete your data at any time.</p>"
    )
    return shell(f"Privacy Policy | {brand}", main, brand=brand)


def dpa_clause(brand: str) -> str:
    """A data processing addendum whose sub-processor clause names no vendor."""
    main = (
        "<h1>Data Processing Addendum</h1><h2>7. Sub-processors</h2>"
        f"<p>7.1 Customer authorises {brand} to engage Sub-processors to process Customer Personal"
        f" Data. 7.2 {brand} will notify Customer of any new Sub-processor at least 30 days in"
        " advance. 7.3 Customer may object on reasonable data protection grounds.</p>"
        "<h2>8. Security</h2><p>Appropriate technical and organisational measures apply.</p>"
    )
    return shell(f"Data Processing Addendum | {brand}", main, brand=brand)


def disclosure(
    brand: str,
    heading: str = "Subprocessors",
    vendors: Sequence[tuple[str, str, str]] = VENDORS,
    extra: str = "",
) -> str:
    """A readable subprocessor table, the way most companies publish it."""
    rows = "".join(
        f"<tr><td>{escape(n)}</td><td>{escape(p)}</td><td>{escape(c)}</td></tr>"
        for n, p, c in vendors
    )
    main = (
        f"<h1>{escape(heading)}</h1><p>{escape(brand)} uses the following sub-processors to"
        " provide its services. Last updated: March 2026.</p>"
        "<table><thead><tr><th>Subprocessor</th><th>Purpose</th><th>Location</th></tr></thead>"
        f"<tbody>{rows}</tbody></table>{extra}"
    )
    return shell(f"{heading} | {brand}", main, brand=brand)


def not_found_page(brand: str) -> str:
    main = "<h1>Page not found</h1><p>Sorry, we can't find that page. Try the home page.</p>"
    return shell(f"404 — Page not found | {brand}", main, brand=brand)


def javascript_shell(brand: str) -> str:
    return (
        f"<!doctype html><html><head><title>{escape(brand)}</title>"
        '<script src="/static/js/main.8f3a.js" defer></script></head>'
        "<body><noscript>You need to enable JavaScript to run this app.</noscript>"
        '<div id="root"></div></body></html>'
    )


def login_wall(brand: str) -> str:
    main = (
        f"<h1>{escape(brand)} Trust Center</h1><p>Sign in to view our subprocessors.</p>"
        "<form method=post action=/login><input name=email type=email>"
        "<input name=password type=password><button>Log in</button></form>"
    )
    return f"<!doctype html><html><head><title>Log in</title></head><body>{main}</body></html>"


def bot_challenge() -> str:
    return (
        "<!doctype html><html><head><title>Just a moment...</title></head><body>"
        "<h1>Checking your browser before accessing the site.</h1>"
        '<div id="cf-chl-widget"></div>'
        '<script src="/cdn-cgi/challenge-platform/h/b/orchestrate/jsch/v1"></script>'
        "</body></html>"
    )


def sitemap(urls: Sequence[str]) -> str:
    locs = "".join(f"<url><loc>{escape(u)}</loc></url>" for u in urls)
    return f'<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{locs}</urlset>'


def sitemap_index(urls: Sequence[str]) -> str:
    locs = "".join(f"<sitemap><loc>{escape(u)}</loc></sitemap>" for u in urls)
    return f'<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{locs}</sitemapindex>'


def filler_urls(origin: str) -> list[str]:
    """Ordinary pages a sitemap lists beside the one that matters."""
    paths = ["/", "/pricing", "/blog", "/blog/launch-week", "/customers", "/about", "/careers"]
    paths += [f"/blog/post-{n}" for n in range(12)]
    return [origin + path for path in paths]
