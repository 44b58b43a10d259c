"""Fetcher behaviour against the local test web: routing, redirects, caps, types and budgets."""

from __future__ import annotations

import pickle
import zlib

import pytest

from tests.scanning.conftest import FetcherFactory
from tests.scanning.testweb import Route, TestWeb
from vendorstack.config import Settings
from vendorstack.scanning.errors import (
    REASONS,
    BudgetExhausted,
    DecompressionBomb,
    FetchTimeout,
    RedirectLoop,
    TooLarge,
    TooManyRedirects,
    UnsupportedContent,
)
from vendorstack.scanning.policy import ScanPolicy

pytestmark = pytest.mark.anyio

KIB = 1024


def deflate(data: bytes, wbits: int) -> bytes:
    packer = zlib.compressobj(9, zlib.DEFLATED, wbits)
    return packer.compress(data) + packer.flush()


def zeros_bomb(size: int) -> bytes:
    """A gzip body of `size` zero bytes (about 1000:1), built without holding it in memory."""
    packer = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    block = bytes(1024 * KIB)
    parts = [packer.compress(block) for _ in range(size // len(block))]
    return b"".join(parts) + packer.flush()


async def test_mapped_hosts_are_served_by_the_origin_with_the_original_host_header(
    testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    testweb.add_site("acme-corp.com", {"/legal": "<h1>Subprocessors</h1>"})
    testweb.add_site("www.globex.io", {"/legal": "<h1>Globex</h1>"})
    async with fetcher_for() as fetcher:
        acme = await fetcher.fetch("https://acme-corp.com/legal")
        globex = await fetcher.fetch("http://WWW.Globex.io/legal#top")
    assert (acme.url, acme.status, acme.content_type, acme.body) == (
        "https://acme-corp.com/legal", 200, "text/html", b"<h1>Subprocessors</h1>"
    )  # fmt: skip
    assert acme.charset == "utf-8"
    assert globex.url == "http://www.globex.io/legal"
    assert globex.body == b"<h1>Globex</h1>"
    assert [hit.host for hit in testweb.hits_for(path="/legal")] == [
        "acme-corp.com",
        "www.globex.io",
    ]


async def test_both_public_schemes_reach_the_origin_and_it_is_told_which(
    testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    testweb.add_site("acme-corp.com", {"/": "home"})
    async with fetcher_for() as fetcher:
        await fetcher.fetch("https://acme-corp.com/")
        await fetcher.fetch("http://acme-corp.com/")
    hits = testweb.hits_for(path="/")
    assert [hit.headers["x-forwarded-proto"] for hit in hits] == ["https", "http"]
    assert fetcher.requested_urls == [
        "https://acme-corp.com/robots.txt", "https://acme-corp.com/",
        "http://acme-corp.com/robots.txt", "http://acme-corp.com/",
    ]  # fmt: skip


async def test_user_agent_is_honest_and_names_the_contact_url(
    testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    testweb.add_site("acme-corp.com", {"/": "home"})
    policy = ScanPolicy.from_settings(Settings(contact_url="https://vendorstack.example/bot"))
    async with fetcher_for(user_agent=policy.user_agent) as fetcher:
        await fetcher.fetch("https://acme-corp.com/")
    agents = {hit.user_agent for hit in testweb.hits}
    assert agents == {"VendorStackBot/1.0 (+https://vendorstack.example/bot)"}


async def test_non_2xx_final_statuses_are_returned(
    testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    testweb.add_site("acme-corp.com", {"/gone": Route("<p>gone</p>", status=410)})
    async with fetcher_for() as fetcher:
        missing = await fetcher.fetch("https://acme-corp.com/missing")
        gone = await fetcher.fetch("https://acme-corp.com/gone")
    assert (missing.status, missing.ok, missing.body) == (404, False, b"<h1>Not found</h1>")
    assert (gone.status, gone.body) == (410, b"<p>gone</p>")


async def test_redirects_are_followed_and_reported_in_public_form(
    testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    testweb.add_site(
        "acme-corp.com",
        {
            "/privacy": Route.redirect("/legal/", 301),
            "/legal/": Route.redirect("subprocessors", 308),
            "/legal/subprocessors": Route.redirect("https://trust.acme-corp.com/dpa", 302),
        },
    )
    testweb.add_site("trust.acme-corp.com", {"/dpa": "<h1>DPA</h1>"})
    async with fetcher_for() as fetcher:
        page = await fetcher.fetch("https://acme-corp.com/privacy")
    assert page.url == "https://trust.acme-corp.com/dpa"
    assert page.body == b"<h1>DPA</h1>"
    assert page.redirects == (
        "https://acme-corp.com/privacy",
        "https://acme-corp.com/legal/",
        "https://acme-corp.com/legal/subprocessors",
    )


async def test_ten_redirects_are_followed_and_the_eleventh_refused(
    testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    chain = {f"/r{i}": Route.redirect(f"/r{i + 1}") for i in range(11)}
    testweb.add_site("acme-corp.com", chain | {"/r10": "end"})
    testweb.add_site("globex.io", chain | {"/r11": "end"})
    async with fetcher_for() as fetcher:
        page = await fetcher.fetch("https://acme-corp.com/r0")
        with pytest.raises(TooManyRedirects) as refused:
            await fetcher.fetch("https://globex.io/r0")
    assert len(page.redirects) == 10
    assert refused.value.reason == "too_many_redirects"
    assert "/r11" not in testweb.paths("globex.io")


async def test_redirect_loops_are_detected(testweb: TestWeb, fetcher_for: FetcherFactory) -> None:
    testweb.add_site(
        "acme-corp.com",
        {"/a": Route.redirect("/b"), "/b": Route.redirect("/a"), "/self": Route.redirect("/self")},
    )
    async with fetcher_for() as fetcher:
        with pytest.raises(RedirectLoop):
            await fetcher.fetch("https://acme-corp.com/a")
        with pytest.raises(RedirectLoop):
            await fetcher.fetch("https://acme-corp.com/self")
    assert testweb.paths("acme-corp.com").count("/a") == 1


async def test_http_to_https_upgrade_is_not_a_loop(
    testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    def by_scheme(hit: object) -> Route:
        proto = getattr(hit, "headers", {}).get("x-forwarded-proto")
        return Route("secure") if proto == "https" else Route.redirect("https://acme-corp.com/")

    testweb.add_site("acme-corp.com", {"/": by_scheme})
    async with fetcher_for() as fetcher:
        page = await fetcher.fetch("http://acme-corp.com/")
    assert (page.url, page.body, page.redirects) == (
        "https://acme-corp.com/", b"secure", ("http://acme-corp.com/",)
    )  # fmt: skip


async def test_bodies_past_the_cap_are_aborted_while_streaming(
    testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    endless = Route(b"<p>" + b"x" * (64 * KIB), repeat=1024)  # 64 MiB, no Content-Length
    testweb.add_site("acme-corp.com", {"/huge": endless})
    async with fetcher_for(max_body_bytes=256 * KIB) as fetcher:
        with pytest.raises(TooLarge) as refused:
            await fetcher.fetch("https://acme-corp.com/huge")
    assert refused.value.reason == "too_large"
    testweb.close()  # wait for the server to notice the hang-up
    (hit,) = testweb.hits_for(path="/huge")
    assert hit.bytes_sent < 16 * 1024 * KIB  # of 64 MiB on offer (socket buffers aside)


async def test_declared_lengths_past_the_cap_are_refused_before_reading(
    testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    testweb.add_site("acme-corp.com", {"/big": Route(b"x" * (300 * KIB))})
    async with fetcher_for(max_body_bytes=256 * KIB) as fetcher:
        with pytest.raises(TooLarge, match="Content-Length"):
            await fetcher.fetch("https://acme-corp.com/big")


async def test_gzip_and_deflate_bodies_are_decoded(
    testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    html = b"<h1>Subprocessors</h1>" * 50
    testweb.add_site(
        "acme-corp.com",
        {
            "/gzip": Route(html, gzip=True),
            "/zlib": Route(deflate(html, 15), headers={"Content-Encoding": "deflate"}),
            "/raw": Route(deflate(html, -15), headers={"Content-Encoding": "deflate"}),
        },
    )
    async with fetcher_for() as fetcher:
        bodies = [
            (await fetcher.fetch(f"https://acme-corp.com/{p}")).body
            for p in ("gzip", "zlib", "raw")
        ]
    assert bodies == [html, html, html]
    assert {hit.headers["accept-encoding"] for hit in testweb.hits} == {"gzip, deflate"}


async def test_gzip_bombs_are_refused_by_size(
    testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    bomb = zeros_bomb(64 * 1024 * KIB)
    testweb.add_site("acme-corp.com", {"/bomb": Route(bomb, headers={"Content-Encoding": "gzip"})})
    async with fetcher_for() as fetcher:
        with pytest.raises(DecompressionBomb) as refused:
            await fetcher.fetch("https://acme-corp.com/bomb")
    assert refused.value.reason == "decompression_bomb"
    assert len(bomb) < 100 * KIB


async def test_gzip_bombs_are_refused_by_ratio(
    testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    bomb = zeros_bomb(4 * 1024 * KIB)
    testweb.add_site("acme-corp.com", {"/bomb": Route(bomb, headers={"Content-Encoding": "gzip"})})
    async with fetcher_for(max_decompressed_bytes=64 * 1024 * KIB) as fetcher:
        with pytest.raises(DecompressionBomb, match="ratio"):
            await fetcher.fetch("https://acme-corp.com/bomb")


@pytest.mark.parametrize(
    ("content_type", "body"),
    [("application/json", "{}"), ("image/png", "\x89PNG"), ("application/zip", "PK"),
     ("application/octet-stream", "\x00\x01binary"), (None, "plain words, no markup")],
)  # fmt: skip
async def test_unsupported_content_is_refused(
    content_type: str | None, body: str, testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    testweb.add_site("acme-corp.com", {"/x": Route(body, content_type=content_type)})
    async with fetcher_for() as fetcher:
        with pytest.raises(UnsupportedContent) as refused:
            await fetcher.fetch("https://acme-corp.com/x")
    assert refused.value.reason == "unsupported_content"


@pytest.mark.parametrize(
    ("content_type", "body", "expected"),
    [("text/html; charset=ISO-8859-1", "<p>x</p>", "text/html"),
     ("application/xhtml+xml", "<html/>", "application/xhtml+xml"),
     ("text/plain", "Vendors: AWS", "text/plain"),
     ("text/markdown; charset=utf-8", "# Vendors", "text/markdown"),
     ("application/pdf", "%PDF-1.7 ...", "application/pdf"),
     ("application/octet-stream", "%PDF-1.4 ...", "application/pdf"),
     (None, "  <!doctype html><p>x</p>", "text/html")],
)  # fmt: skip
async def test_processed_content_types(
    content_type: str | None,
    body: str,
    expected: str,
    testweb: TestWeb,
    fetcher_for: FetcherFactory,
) -> None:
    testweb.add_site("acme-corp.com", {"/x": Route(body, content_type=content_type)})
    async with fetcher_for() as fetcher:
        page = await fetcher.fetch("https://acme-corp.com/x")
    assert (page.content_type, page.body) == (expected, body.encode())


async def test_unknown_content_encodings_are_unsupported(
    testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    testweb.add_site("acme-corp.com", {"/br": Route("x", headers={"Content-Encoding": "br"})})
    async with fetcher_for() as fetcher:
        with pytest.raises(UnsupportedContent, match="br"):
            await fetcher.fetch("https://acme-corp.com/br")


async def test_error_pages_of_unprocessed_types_come_back_without_a_body(
    testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    testweb.add_site(
        "acme-corp.com",
        {"/api": Route('{"error": 1}', status=500, content_type="application/json")},
    )
    async with fetcher_for() as fetcher:
        page = await fetcher.fetch("https://acme-corp.com/api")
    assert (page.status, page.content_type, page.body) == (500, "application/json", b"")


async def test_the_request_budget_is_shared_by_the_whole_scan(
    testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    testweb.add_site("acme-corp.com", {"/a": Route.redirect("/b"), "/b": "b", "/c": "c"})
    async with fetcher_for(max_requests=3) as fetcher:
        await fetcher.fetch("https://acme-corp.com/a")  # robots.txt, /a, /b
        with pytest.raises(BudgetExhausted) as refused:
            await fetcher.fetch("https://acme-corp.com/c")
    assert refused.value.reason == "budget_exhausted"
    assert fetcher.requests_made == 3
    assert len(testweb.hits) == 3
    assert "/c" not in testweb.paths()


async def test_the_time_budget_cuts_a_slow_response(
    testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    testweb.add_site("acme-corp.com", {"/slow": Route("late", delay=30)})
    async with fetcher_for(time_budget=0.5) as fetcher:
        with pytest.raises(BudgetExhausted, match="time budget"):
            await fetcher.fetch("https://acme-corp.com/slow")
        assert fetcher.time_left() == 0
        with pytest.raises(BudgetExhausted):
            await fetcher.fetch("https://acme-corp.com/")
    assert testweb.paths() == ["/robots.txt", "/slow"]


async def test_a_slow_server_times_out_within_the_budget(
    testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    testweb.add_site("acme-corp.com", {"/slow": Route("late", delay=30), "/": "home"})
    async with fetcher_for(read_timeout=0.3) as fetcher:
        with pytest.raises(FetchTimeout) as refused:
            await fetcher.fetch("https://acme-corp.com/slow")
        page = await fetcher.fetch("https://acme-corp.com/")
    assert refused.value.reason == "timeout"
    assert page.status == 200


def test_policy_defaults_and_limits() -> None:
    policy = ScanPolicy.from_settings(Settings())
    assert (policy.max_redirects, policy.max_requests, policy.time_budget) == (10, 40, 60.0)
    assert policy.user_agent == "VendorStackBot/1.0 (+https://vendorstack.dev/bot)"
    assert policy.per_host_concurrency == 2
    assert 0.1 <= policy.per_host_delay <= 0.25
    with pytest.raises(ValueError, match="time_budget"):
        ScanPolicy(time_budget=91)


def test_every_reason_code_is_stable() -> None:
    assert sorted(REASONS) == sorted(
        ["blocked_address", "robots_disallowed", "too_large", "decompression_bomb",
         "too_many_redirects", "redirect_loop", "unsupported_content", "timeout",
         "connect_failed", "dns_failed", "budget_exhausted", "tls_error", "invalid_url"]
    )  # fmt: skip


async def test_callers_may_accept_more_types_for_one_fetch(
    testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    xml = "<urlset><url><loc>https://acme-corp.com/legal</loc></url></urlset>"
    testweb.add_site("acme-corp.com", {"/sitemap.xml": Route(xml, content_type="application/xml")})
    async with fetcher_for() as fetcher:
        with pytest.raises(UnsupportedContent):
            await fetcher.fetch("https://acme-corp.com/sitemap.xml")
        page = await fetcher.fetch(
            "https://acme-corp.com/sitemap.xml", accept=frozenset({"application/xml"})
        )
    assert (page.content_type, page.body) == ("application/xml", xml.encode())


def test_fetch_errors_pickle_with_their_reason_url_and_message() -> None:
    error = TooLarge("https://acme-corp.com/huge", "body exceeds 5 bytes")
    copy = pickle.loads(pickle.dumps(error))
    assert (copy.reason, copy.url, copy.message) == ("too_large", error.url, error.message)
    assert str(copy) == "too_large: https://acme-corp.com/huge: body exceeds 5 bytes"
