"""Discovery over the local test web: every layout found, every failure mode reported honestly."""

from __future__ import annotations

from collections.abc import Iterator
from urllib.parse import urlsplit

import pytest

from tests.scanning.sites import FixtureSite, fast_policy, host_map, install, scan_all
from tests.scanning.sites import html as h
from tests.scanning.sites.layouts import layout_sites, site
from tests.scanning.testweb import ConnectionRecorder, Route, TestWeb
from vendorstack.scanning.candidates import WELL_KNOWN
from vendorstack.scanning.failing import DOWN_AFTER
from vendorstack.scanning.report import REASONS, ScanReport
from vendorstack.scanning.resolver import StaticResolver
from vendorstack.scanning.scanner import scan_domain

FOUND = [s for s in layout_sites() if s.disclosure_url is not None]
NOT_FOUND = [s for s in layout_sites() if s.disclosure_url is None]


@pytest.fixture(scope="module")
def web() -> Iterator[TestWeb]:
    with TestWeb() as web:
        yield web


@pytest.fixture(scope="module")
def reports(web: TestWeb) -> dict[str, ScanReport]:
    """One scan of every layout site, shared by the assertions below."""
    return scan_all(web, layout_sites(), fast_policy())


def _id(fixture: FixtureSite) -> str:
    return fixture.layout


@pytest.mark.parametrize("fixture", FOUND, ids=_id)
def test_each_layout_finds_the_disclosure_url(
    fixture: FixtureSite, reports: dict[str, ScanReport]
) -> None:
    report = reports[fixture.domain]
    assert report.disclosure_url == fixture.disclosure_url
    assert report.found


@pytest.mark.parametrize("fixture", [s for s in layout_sites() if not s.needs_extractor], ids=_id)
def test_outcome_and_reason_of_each_failure_mode(
    fixture: FixtureSite, reports: dict[str, ScanReport]
) -> None:
    report = reports[fixture.domain]
    assert (report.outcome, report.reason) == (fixture.outcome, fixture.reason)
    assert report.reason in REASONS[report.outcome]


@pytest.mark.parametrize("fixture", [s for s in layout_sites() if s.needs_extractor], ids=_id)
def test_found_layouts_are_parsed(fixture: FixtureSite, reports: dict[str, ScanReport]) -> None:
    report = reports[fixture.domain]
    assert (report.outcome, report.reason) == ("parsed", "parsed")
    assert report.pages[0].url == fixture.disclosure_url
    assert report.claims


@pytest.mark.parametrize("fixture", NOT_FOUND, ids=_id)
def test_no_disclosure_is_never_found_and_lists_what_was_probed(
    fixture: FixtureSite, reports: dict[str, ScanReport]
) -> None:
    report = reports[fixture.domain]
    assert report.disclosure_url is None
    assert report.pages == ()
    assert report.outcome in ("not_found", "unreachable")


def test_not_found_reports_the_urls_it_probed(reports: dict[str, ScanReport]) -> None:
    report = reports["plainbakery.com"]
    assert report.outcome == "not_found"
    probed = set(report.probed_urls)
    assert {"https://plainbakery.com/", "https://plainbakery.com/privacy"} <= probed
    assert "https://plainbakery.com/subprocessors" in probed
    assert all(url.startswith("https://") for url in report.probed_urls)


def test_every_scan_stays_within_the_request_budget(reports: dict[str, ScanReport]) -> None:
    for report in reports.values():
        assert report.request_count <= fast_policy().max_requests
        assert report.request_count == len(report.probed_urls)


def test_unreachable_sites_make_no_guesses(reports: dict[str, ScanReport]) -> None:
    assert reports["offline-widgets.com"].probed_urls == ()
    refused = reports["refused-widgets.com"]
    assert all(urlsplit(url).path in ("/", "/robots.txt") for url in refused.probed_urls)


def test_robots_disallow_is_honoured(web: TestWeb, reports: dict[str, ScanReport]) -> None:
    assert web.paths("sealedvault.com") == ["/robots.txt"]
    assert reports["sealedvault.com"].reason == "robots_disallowed"
    assert "/legal/subprocessors" not in web.paths("halfopen-labs.com")


def test_soft_404_and_home_redirects_are_rejected(reports: dict[str, ScanReport]) -> None:
    for domain in ("mirage-saas.com", "echo-home.com", "blankcanvas.app"):
        assert (reports[domain].outcome, reports[domain].disclosure_url) == ("not_found", None)


@pytest.mark.anyio
async def test_redirects_to_loopback_never_connect(
    testweb: TestWeb, recorder: ConnectionRecorder
) -> None:
    trap = Route.redirect(f"http://127.0.0.1:{recorder.port}/admin")
    testweb.add_site("snare-apps.com", {"/": trap}, not_found=trap)
    report = await scan_domain(
        "snare-apps.com",
        policy=fast_policy(),
        host_map=testweb.host_map(),
        resolver=StaticResolver({}),
    )
    assert (report.outcome, report.reason) == ("unreachable", "blocked_address")
    assert recorder.connections == []


def test_home_page_is_tried_over_https_first(reports: dict[str, ScanReport]) -> None:
    report = reports["acme-analytics.com"]
    assert report.probed_urls[:2] == (
        "https://acme-analytics.com/robots.txt",
        "https://acme-analytics.com/",
    )


def test_a_clearly_linked_footer_page_costs_few_requests(reports: dict[str, ScanReport]) -> None:
    report = reports["acme-analytics.com"]
    assert report.probed_urls.index("https://acme-analytics.com/about/our-subprocessors") <= 3


def test_a_clearly_linked_second_list_is_collected(reports: dict[str, ScanReport]) -> None:
    report = reports["lumenrail.ai"]
    urls = [page.url for page in report.pages]
    assert urls == ["https://lumenrail.ai/subprocessors", "https://lumenrail.ai/subprocessors/ai"]


def test_the_well_known_list_is_long_enough() -> None:
    paths = [path for path, _ in WELL_KNOWN]
    assert len(set(paths)) == len(paths) >= 25
    assert {"/subprocessors", "/legal/subprocessors", "/trust/subprocessors", "/dpa"} <= set(paths)


@pytest.mark.anyio
async def test_a_small_budget_is_never_exceeded(testweb: TestWeb) -> None:
    fixture = site("no_disclosure")
    install(testweb, [fixture])
    report = await scan_domain(
        fixture.domain,
        policy=fast_policy(max_requests=5),
        host_map=host_map(testweb, [fixture]),
        resolver=StaticResolver({}),
    )
    assert report.request_count == len(testweb.hits_for()) == 5
    assert (report.outcome, report.reason) == ("not_found", "no_disclosure")


@pytest.mark.anyio
async def test_a_slow_home_page_is_a_timeout(testweb: TestWeb) -> None:
    testweb.add_site("glacial-corp.com", {"/": Route("late", delay=1.0)})
    report = await scan_domain(
        "glacial-corp.com",
        policy=fast_policy(request_timeout=0.2, read_timeout=0.2),
        host_map=testweb.host_map(),
        resolver=StaticResolver({}),
    )
    assert (report.outcome, report.reason) == ("unreachable", "timeout")


@pytest.mark.anyio
async def test_per_host_politeness_holds_during_a_scan(testweb: TestWeb) -> None:
    fixture = site("no_disclosure")
    install(testweb, [fixture])
    await scan_domain(
        fixture.domain,
        policy=fast_policy(per_host_concurrency=1),
        host_map=host_map(testweb, [fixture]),
        resolver=StaticResolver({}),
    )
    assert max(testweb.max_in_flight.values()) == 1


@pytest.mark.anyio
async def test_the_home_page_itself_can_be_the_disclosure(testweb: TestWeb) -> None:
    testweb.add_site("tinyshop.dev", {"/": h.disclosure("TinyShop")})
    report = await scan_domain(
        "tinyshop.dev",
        policy=fast_policy(),
        host_map=testweb.host_map(),
        resolver=StaticResolver({}),
    )
    assert report.disclosure_url == "https://tinyshop.dev/"


@pytest.mark.anyio
async def test_a_sitemap_entry_on_another_domain_is_followed_when_it_names_the_list(
    testweb: TestWeb,
) -> None:
    listed = "https://northpeak-legal.com/northpeak/subprocessors"
    sitemap = Route(h.sitemap(["https://northpeak.io/", listed]), content_type="application/xml")
    testweb.add_site("northpeak.io", {"/": h.home("NorthPeak"), "/sitemap.xml": sitemap})
    testweb.add_site("northpeak-legal.com", {"/northpeak/subprocessors": h.disclosure("NorthPeak")})
    report = await scan_domain(
        "northpeak.io",
        policy=fast_policy(),
        host_map=testweb.host_map(),
        resolver=StaticResolver({}),
    )
    assert report.disclosure_url == listed
    assert report.outcome == "parsed"


@pytest.mark.anyio
async def test_a_privacy_policy_listed_only_in_the_sitemap_is_read_for_the_list_it_holds(
    testweb: TestWeb,
) -> None:
    """The list is one section of the privacy policy, which no link points to: the sitemap
    names it by its path alone ("/privacy"), which says "policy", not "sub-processors"."""
    section = (
        "<h2>Subprocessors</h2><p>We use these processors to run the service:</p><ul>"
        "<li><strong>Hetzner</strong> (Germany): server infrastructure and hosting</li>"
        "<li><strong>Postmark</strong> (United States): transactional email</li>"
        "<li><strong>Paddle</strong> (United Kingdom): payment processing</li></ul>"
    )
    origin = "https://quietmetric.io"
    urls = [*h.filler_urls(origin), f"{origin}/privacy"]
    sitemap = Route(h.sitemap(urls), content_type="application/xml")
    testweb.add_site(
        "quietmetric.io",
        {
            "/": h.home("QuietMetric", footer=[("/terms", "Terms")]),
            "/sitemap.xml": sitemap,
            "/privacy": h.privacy_policy("QuietMetric", section),
        },
    )
    report = await scan_domain(
        "quietmetric.io",
        policy=fast_policy(),
        host_map=testweb.host_map(),
        resolver=StaticResolver({}),
    )
    assert (report.outcome, report.disclosure_url) == ("parsed", f"{origin}/privacy")
    assert [c.vendor for c in report.claims] == ["hetzner", "postmark", "paddle"]


@pytest.mark.anyio
async def test_a_privacy_policy_in_the_sitemap_without_a_list_stays_not_found(
    testweb: TestWeb,
) -> None:
    origin = "https://plainnotes.io"
    sitemap = Route(
        h.sitemap([*h.filler_urls(origin), f"{origin}/privacy"]), content_type="application/xml"
    )
    testweb.add_site(
        "plainnotes.io",
        {
            "/": h.home("PlainNotes", footer=[("/terms", "Terms")]),
            "/sitemap.xml": sitemap,
            "/privacy": h.privacy_policy("PlainNotes"),
        },
    )
    report = await scan_domain(
        "plainnotes.io",
        policy=fast_policy(),
        host_map=testweb.host_map(),
        resolver=StaticResolver({}),
    )
    assert f"{origin}/privacy" in report.probed_urls
    assert (report.outcome, report.claims) == ("not_found", ())


@pytest.mark.anyio
async def test_a_host_whose_home_and_next_pages_fail_is_left_alone(testweb: TestWeb) -> None:
    """A server failing on its front page and on the next probes is down: the scan stops
    asking it (its trust subdomains are still tried) and says why."""
    robots = {"/robots.txt": Route.text("User-agent: *\nAllow: /\n")}
    testweb.add_site("failing-corp.com", robots, not_found=Route("<h1>oops</h1>", status=500))
    report = await scan_domain(
        "failing-corp.com",
        policy=fast_policy(),
        host_map=testweb.host_map(),
        resolver=StaticResolver({}),
    )
    assert (report.outcome, report.reason) == ("unreachable", "http_error")
    probes = [p for p in testweb.paths("failing-corp.com") if p not in ("/", "/robots.txt")]
    assert len(probes) == DOWN_AFTER


@pytest.mark.anyio
async def test_a_site_whose_unknown_paths_fail_is_still_searched(testweb: TestWeb) -> None:
    """Answering unknown paths with a 500 (a broken 404 page) is no outage when the home page
    works: every well-known path is still tried, down to the one holding the list."""
    path = WELL_KNOWN[10][0]
    testweb.add_site(
        "brittle-corp.com",
        {
            "/robots.txt": Route.text("User-agent: *\nAllow: /\n"),
            "/": h.home("Brittle"),
            path: h.disclosure("Brittle"),
        },
        not_found=Route("<h1>oops</h1>", status=500),
    )
    report = await scan_domain(
        "brittle-corp.com",
        policy=fast_policy(),
        host_map=testweb.host_map(),
        resolver=StaticResolver({}),
    )
    assert report.disclosure_url == f"https://brittle-corp.com{path}"
