"""JavaScript-only disclosures read without a browser (rendering off, the default): embedded data
and same-site JSON endpoints are read; what only a browser shows is `needs_render`, a gated list
is `gated`; never `found:false`, never an empty list presented as complete."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.scanning.sites import fast_policy, scan_all
from tests.scanning.sites.apps import AppSite, app_sites
from tests.scanning.testweb import TestWeb
from vendorstack.scanning.report import ScanReport

SITES = app_sites()


def _id(site: AppSite) -> str:
    return f"{site.site.layout}-{site.tongue.code}"


@pytest.fixture(scope="module")
def reports() -> dict[str, ScanReport]:
    with TestWeb() as web:
        return scan_all(web, [s.site for s in SITES], fast_policy())


@pytest.mark.parametrize("app", SITES, ids=_id)
def test_outcome_platform_and_how_it_was_read(app: AppSite, reports: dict[str, ScanReport]) -> None:
    report = reports[app.domain]
    assert (report.outcome, report.reason, report.read_via) == app.plain
    assert report.platform == app.platform
    assert report.disclosure_url == app.site.disclosure_url
    assert report.found  # a list a person can reach in a browser is never found:false


@pytest.mark.parametrize("app", [s for s in SITES if s.plain[0] == "parsed"], ids=_id)
def test_every_invented_vendor_is_named_with_its_row(
    app: AppSite, reports: dict[str, ScanReport]
) -> None:
    report = reports[app.domain]
    names = {claim.name for claim in report.claims}
    assert names == {vendor.name for vendor in app.vendors}
    for claim, vendor in zip(report.claims, app.vendors, strict=True):
        assert vendor.name in claim.quote
        assert vendor.purpose in claim.quote
        assert claim.source == report.disclosure_url  # the page a person visits
    location = app.tongue.countries[0]
    assert location in report.claims[0].quote


@pytest.mark.parametrize("app", [s for s in SITES if s.decoys], ids=_id)
def test_records_nothing_references_never_leak_in(
    app: AppSite, reports: dict[str, ScanReport]
) -> None:
    report = reports[app.domain]
    quotes = " ".join(claim.quote for claim in report.claims)
    rows = " ".join(row.quote for row in report.unmatched_rows)
    for decoy in app.decoys:
        assert decoy not in quotes
        assert decoy not in rows


@pytest.mark.parametrize("app", [s for s in SITES if s.plain[0] != "parsed"], ids=_id)
def test_a_list_not_read_is_never_an_empty_answer(
    app: AppSite, reports: dict[str, ScanReport]
) -> None:
    report = reports[app.domain]
    assert report.outcome in ("unreadable", "gated")
    assert report.claims == ()
    assert report.read_via is None


def test_a_gated_list_names_where_to_ask() -> None:
    gated = [s for s in SITES if s.plain[0] == "gated"]
    assert gated
    with TestWeb() as web:
        reports = scan_all(web, [s.site for s in gated], fast_policy())
    for app in gated:
        assert reports[app.domain].access_url == app.access_url


@pytest.mark.parametrize("app", [s for s in SITES if s.site.layout == "robots_blocked"], ids=_id)
def test_an_endpoint_robots_txt_disallows_is_never_fetched(app: AppSite) -> None:
    with TestWeb() as web:
        scan_all(web, [app.site], fast_policy())
        trust = f"trust.{app.domain}"
        assert web.paths(trust)
        assert not [p for p in web.paths(trust) if p.startswith("/api/")]


def test_a_guides_app_data_is_not_read_as_the_companys_list() -> None:
    """A help-centre article about sub-processors, built with Next.js: its data holds the
    article's example rows. The page is a guide, so its data is no list of the company's."""
    import json

    from tests.scanning.sites import FixtureSite
    from tests.scanning.testweb import Route

    examples = [{"name": f"Exemplar {n} Ltd", "purpose": "Hosting"} for n in ("Arv", "Bex", "Cul")]
    data = {"props": {"pageProps": {"subprocessors": examples}}}
    guide = (
        "<html><head><title>How to manage your subprocessors</title></head><body>"
        "<main><h1>How to manage your subprocessors</h1>"
        + "<p>Go to Settings, click Vendors and select the ones you use.</p>" * 6
        + "<ul>"
        + "".join(f"<li>{e['name']} - Hosting</li>" for e in examples)
        + "</ul>"
        + f'</main><div id="__next"></div><script id="__NEXT_DATA__" type="application/json">'
        f"{json.dumps(data)}</script></body></html>"
    )
    home = '<html><body><footer><a href="/help/subprocessors">Subprocessors</a></footer></body>'
    site = FixtureSite("guidewell.io", "guide_app", {"guidewell.io": {
        "/": home, "/help/subprocessors": Route(guide)}}, "not_found", "no_disclosure")  # fmt: skip
    with TestWeb() as web:
        report = scan_all(web, [site], fast_policy())["guidewell.io"]
    assert report.claims == ()
    assert report.outcome == "not_found"


@pytest.mark.parametrize(
    ("page", "outcome", "reason"),
    [
        (
            '<html><head><title>Just a moment...</title></head><body><div id="root"></div>'
            "<h1>Checking your browser</h1><script>window.__CF_STATE__ = {};</script></body>",
            "unreadable",
            "bot_challenge",
        ),
        (
            '<html><head><title>Subprocessors</title></head><body><div id="app"></div>'
            "<h1>Sign in</h1><form><input type=password></form><script>boot()</script></body>",
            "gated",
            "login_wall",
        ),
    ],
    ids=["challenge", "sign_in"],
)
def test_an_exact_reason_is_kept_on_an_app_shaped_wall(
    page: str, outcome: str, reason: str
) -> None:
    """A challenge or a sign-in served by an app keeps its reason: it is no `needs_render`."""
    from tests.scanning.sites import FixtureSite

    home = '<html><body><footer><a href="/subprocessors">Subprocessors</a></footer></body>'
    routes = {"/": home, "/subprocessors": page}
    site = FixtureSite("walled-app.io", "wall", {"walled-app.io": routes}, outcome, reason)
    with TestWeb() as web:
        report = scan_all(web, [site], fast_policy())["walled-app.io"]
    assert (report.outcome, report.reason) == (outcome, reason)
    assert report.disclosure_url == "https://walled-app.io/subprocessors"


def test_rows_an_app_holds_are_judged_under_the_parsing_limits() -> None:
    """The rows built from a page's embedded data cross the parsing boundary like any page's:
    past its row cap, the list is an honest `unreadable` (`too_large`), never parsed in the
    API process and never an empty answer."""
    app = next(s for s in SITES if s.site.layout == "next_data")
    assert len(app.vendors) > 2
    policy = fast_policy()
    policy = replace(policy, parse_limits=replace(policy.parse_limits, max_rows=2))
    with TestWeb() as web:
        report = scan_all(web, [app.site], policy)[app.domain]
    assert (report.outcome, report.reason) == ("unreadable", "too_large")
    assert report.disclosure_url == app.site.disclosure_url
    assert report.claims == ()
