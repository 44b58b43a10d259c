"""Hostile fixture sites: each links an invented company's "Subprocessors" to a document built to
exhaust a parser or a budget (a PDF stream that inflates to many MiB, a 20,000-row table, a 5 MB
one-line page, a gzip bomb, a slow drip). Shared by tests/scanning/test_hostile.py and the
benchmarks (bench/hostile_bench.py, bench/soak.py).
"""

from __future__ import annotations

import gzip
import zlib
from dataclasses import dataclass

from tests.scanning.sites import FixtureSite
from tests.scanning.sites.pdf import _assemble
from tests.scanning.testweb import Route

MIB = 1024 * 1024
HOME = (
    "<html><head><title>{name}</title></head><body><h1>{name}</h1><p>Software for teams.</p>"
    '<footer><a href="{href}">Subprocessors{suffix}</a></footer></body></html>'
)
ROW = "<tr><td>Quorvex Analytics Ltd.</td><td>Product analytics</td><td>Ireland</td></tr>"


@dataclass(frozen=True)
class Hostile:
    """A hostile document, where it is linked, and the honest answer about it."""

    name: str
    path: str
    route: Route
    reason: str  # the scan's reason: the breach, or the fetch cap that stopped it
    outcome: str = "unreadable"


def deflated_pdf(inflated_bytes: int) -> bytes:
    """A one-page PDF whose FlateDecode content stream inflates to `inflated_bytes` of text
    operators (compressing ~1000:1)."""
    ops = b"BT /F1 11 Tf 50 790 Td (Zentrix Payments GmbH) Tj ET\n"
    stream = zlib.compress(ops * (inflated_bytes // len(ops)), 9)
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] "
        b"/Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>",
        b"<< /Length %d /Filter /FlateDecode >>\nstream\n%s\nendstream" % (len(stream), stream),
    ]
    return _assemble(objects)


def many_rows(rows: int) -> str:
    head = "<html><head><title>Subprocessors</title></head><body><h1>Subprocessors</h1><table>"
    return head + ROW * rows + "</table></body></html>"


def one_line_page(size: int) -> str:
    """A single line of `size` bytes: one paragraph of words with no break."""
    words = "Subprocessor Quorvex Analytics Ltd. processes product analytics data. "
    body = (words * (size // len(words) + 1))[:size]
    return f"<html><head><title>Subprocessors</title></head><body><p>{body}</p></body></html>"


def hostile_documents() -> list[Hostile]:
    """One of each kind of hostile document the service must answer honestly about."""
    pdf = Route(deflated_pdf(64 * MIB), content_type="application/pdf")
    return [
        Hostile("pdf-bomb", "/legal/subprocessors.pdf", pdf, "too_large"),
        Hostile("many-rows", "/legal/subprocessors", Route(many_rows(20_000)), "too_large"),
        Hostile("one-line", "/legal/subprocessors", Route(one_line_page(5_000_000)), "too_large"),
        Hostile("gzip-bomb", "/legal/subprocessors", gzip_bomb(32 * MIB), "too_large"),
    ]


def gzip_bomb(inflated_bytes: int) -> Route:
    """A page served gzip-encoded that inflates ~1000:1 (compressed once, here)."""
    page = many_rows(40) + " " * inflated_bytes
    return Route(gzip.compress(page.encode(), 6), headers={"Content-Encoding": "gzip"})


def hostile_site(hostile: Hostile, domain: str | None = None) -> FixtureSite:
    """A site whose home page links `hostile` as its sub-processor list."""
    domain = domain or f"{hostile.name}-corp.com"
    suffix = " (PDF)" if hostile.path.endswith(".pdf") else ""
    home = HOME.format(name=domain, href=hostile.path, suffix=suffix)
    routes = {"/": Route(home), hostile.path: hostile.route}
    return FixtureSite(domain, hostile.name, {domain: routes}, hostile.outcome, hostile.reason)


PLAIN_LIST = (
    "<html><head><title>Subprocessors</title></head><body><h1>Subprocessors</h1><table>"
    "<tr><th>Name</th><th>Purpose</th><th>Location</th></tr>"
    "<tr><td>Stripe, Inc.</td><td>Payment processing</td><td>United States</td></tr>"
    "<tr><td>Quorvex Analytics Ltd.</td><td>Product analytics</td><td>Ireland</td></tr>"
    "<tr><td>Amazon Web Services, Inc.</td><td>Hosting</td><td>Germany</td></tr>"
    "</table></body></html>"
)


def plain_site(domain: str) -> FixtureSite:
    """An ordinary site whose footer links a small, readable list (the soak's plain scans)."""
    home = HOME.format(name=domain, href="/legal/subprocessors", suffix="")
    routes = {"/": Route(home), "/legal/subprocessors": Route(PLAIN_LIST)}
    return FixtureSite(domain, "plain", {domain: routes}, "parsed", "parsed")
