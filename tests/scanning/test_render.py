"""The renderer, for real: Debian's Chromium through Playwright, behind the guarding proxy, against
the local test web. Pages only a browser reads are read; pages plain fetching reads are never
rendered; nothing the browser does reaches a private or loopback address the host map does not
name; a browser past its budget is killed.

Skipped (saying why) only where /usr/bin/chromium is not installed; `.ci/run` installs it and sets
VENDORSTACK_TEST_REQUIRE_CHROMIUM=1, so in CI these tests always run.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path

import anyio
import pytest

from tests.scanning.sites import fast_policy, host_map, install
from tests.scanning.sites.apps import app_sites
from tests.scanning.sites.layouts import site
from tests.scanning.testweb import ConnectionRecorder, Route, TestWeb
from vendorstack.scanning.hostmap import HostMap
from vendorstack.scanning.render import CHROMIUM, Rendered, Renderer, RenderSettings
from vendorstack.scanning.render.processes import profile_pids
from vendorstack.scanning.report import ScanReport
from vendorstack.scanning.resolver import StaticResolver
from vendorstack.scanning.scanner import scan_domain

if not Path(CHROMIUM).exists():
    if os.environ.get("VENDORSTACK_TEST_REQUIRE_CHROMIUM") == "1":
        raise RuntimeError(f"{CHROMIUM} is missing: `apt-get install -y chromium`")
    pytest.skip(f"{CHROMIUM} is not installed (apt-get install chromium)", allow_module_level=True)

APPS = {f"{s.site.layout}-{s.tongue.code}": s for s in app_sites()}
RENDERED = [key for key, s in APPS.items() if s.rendered != s.plain]


def renderer_for(web_map: HostMap, **settings: float) -> Renderer:
    render = RenderSettings(enabled=True, **settings)  # type: ignore[arg-type]
    return Renderer(render, fast_policy(), web_map, StaticResolver({}))


async def scan(renderer: Renderer, domain: str) -> ScanReport:
    return await scan_domain(
        domain,
        policy=fast_policy(),
        host_map=renderer.host_map,
        resolver=StaticResolver({}),
        renderer=renderer,
    )


@pytest.fixture(scope="module")
def rendered_reports() -> Iterator[tuple[dict[str, ScanReport], TestWeb, Renderer]]:
    """Every app site scanned once with the renderer on (one browser at a time)."""
    with TestWeb() as web:
        sites = [s.site for s in APPS.values()]
        install(web, sites)
        renderer = renderer_for(host_map(web, sites))

        async def run() -> dict[str, ScanReport]:
            return {key: await scan(renderer, app.domain) for key, app in APPS.items()}

        yield anyio.run(run), web, renderer


@pytest.mark.parametrize("key", RENDERED)
def test_what_only_a_browser_shows_is_rendered_and_read(
    key: str, rendered_reports: tuple[dict[str, ScanReport], TestWeb, Renderer]
) -> None:
    app, report = APPS[key], rendered_reports[0][key]
    assert (report.outcome, report.reason, report.read_via) == app.rendered
    assert report.platform == (app.platform if report.found else None)
    names = {claim.name for claim in report.claims}
    assert names == {vendor.name for vendor in app.vendors}
    for claim in report.claims:
        assert claim.source == app.site.disclosure_url


def test_a_signed_api_is_called_by_the_browser_only(
    rendered_reports: tuple[dict[str, ScanReport], TestWeb, Renderer],
) -> None:
    _, web, _ = rendered_reports
    app = APPS["signed_api-nl"]
    calls = [hit for hit in web.hits_for(f"trust.{app.domain}") if hit.path.startswith("/api/")]
    assert calls
    assert all("?sig=" in hit.path for hit in calls)
    assert {hit.user_agent for hit in calls} == {fast_policy().user_agent}


def test_pages_plain_fetching_reads_are_never_rendered() -> None:
    plain = [APPS["embedded_joined-de"], APPS["next_data-fr"], APPS["json_fetch-es"]]
    layouts = [site("footer_link"), site("pdf_annex"), site("no_disclosure")]
    with TestWeb() as web:
        install(web, [*(a.site for a in plain), *layouts])
        renderer = renderer_for(host_map(web, [*(a.site for a in plain), *layouts]))

        async def run() -> list[ScanReport]:
            domains = [a.domain for a in plain] + [s.domain for s in layouts]
            return [await scan(renderer, d) for d in domains]

        reports = anyio.run(run)
    assert renderer.pages_rendered == 0
    assert [r.outcome for r in reports[:3]] == ["parsed"] * 3
    assert [r.read_via for r in reports[:3]] == ["embedded_json", "embedded_json", "json_endpoint"]


# Each way a page can open a connection, aimed at its own loopback listener (`{p}` its port).
VECTORS = {
    "preconnect": '<link rel="preconnect" href="http://127.0.0.1:{p}">',
    "prefetch": '<link rel="prefetch" href="http://127.0.0.1:{p}/prefetch">',
    "image": '<img src="http://127.0.0.1:{p}/pixel.gif">',
    "frame": '<iframe src="http://127.0.0.1:{p}/frame"></iframe>',
    "ipv6_image": '<img src="http://[::1]:{p}/v6.gif">',
    "form_post": '<iframe name="sink{p}" src="about:blank"></iframe>'
    '<form id="f{p}" method="post" action="http://127.0.0.1:{p}/form" target="sink{p}">'
    '<input name="q" value="1"></form><script>document.getElementById("f{p}").submit();</script>',
    "websocket": "<script>try {{ new WebSocket('ws://127.0.0.1:{p}/ws'); }}"
    " catch (e) {{}}</script>",
    "eventsource": "<script>try {{ new EventSource('http://127.0.0.1:{p}/e'); }}"
    " catch (e) {{}}</script>",
    "beacon": "<script>navigator.sendBeacon('http://127.0.0.1:{p}/beacon', 'x');</script>",
    "fetch": "<script>fetch('http://127.0.0.1:{p}/f').catch(() => 0);</script>",
    "worker_fetch": "<script>new Worker(URL.createObjectURL(new Blob("
    "[\"fetch('http://127.0.0.1:{p}/w').catch(() => 0)\"],"
    " {{type: 'text/javascript'}})));</script>",
    "worker_websocket": "<script>new Worker(URL.createObjectURL(new Blob(["
    "\"try {{ new WebSocket('ws://127.0.0.1:{p}/w'); }} catch (e) {{}}\"],"
    " {{type: 'text/javascript'}})));</script>",
}
PRIVATE = (
    "<img src='http://169.254.169.254/latest/meta-data/'>"
    "<script>fetch('http://10.0.0.1/').catch(() => 0);"
    "fetch('http://metadata.google.internal/computeMetadata/v1/').catch(() => 0);"
    "fetch('/ok.json').then(r => r.json()).then(d => {"
    " document.getElementById('root').textContent = d.ok; });</script>"
)
Hostile = tuple[dict[str, ConnectionRecorder], Rendered, int]


@pytest.fixture(scope="module")
def hostile() -> Iterator[Hostile]:
    """One page trying every vector (each at its own listener) and private addresses, rendered
    once; its own same-site fetch is the positive control."""
    with ExitStack() as stack:
        listeners = {name: stack.enter_context(ConnectionRecorder()) for name in VECTORS}
        web = stack.enter_context(TestWeb())
        head = "".join(VECTORS[n].format(p=listeners[n].port) for n in ("preconnect", "prefetch"))
        body = "".join(
            VECTORS[n].format(p=listeners[n].port)
            for n in VECTORS
            if n not in ("preconnect", "prefetch")
        )
        page = f"<html><head><title>Trust</title>{head}</head><body><div id=root>x</div>"
        web.add_site(
            "hostile-portal.com",
            {
                "/": page + body + PRIVATE + "</body></html>",
                "/ok.json": Route('{"ok": "loaded"}', content_type="application/json"),
            },
        )
        renderer = renderer_for(web.host_map(), settle_seconds=2.0)
        shown = anyio.run(lambda: renderer.render("https://hostile-portal.com/", time_left=30))
        yield listeners, shown, web.port


@pytest.mark.parametrize("vector", sorted(VECTORS))
def test_no_way_a_page_opens_a_connection_reaches_loopback(vector: str, hostile: Hostile) -> None:
    """The listener saw no connection, and the proxy refused the browser's attempt (a
    preconnect through a proxy opens a socket to the proxy only: nothing to refuse)."""
    listeners, shown, _ = hostile
    listener = listeners[vector]
    assert listener.connections == []
    refused = {
        authority for authority, reason in shown.proxy.refused if reason == "blocked_address"
    }
    ports = {authority.rsplit(":", 1)[-1] for authority in refused}
    assert vector == "preconnect" or str(listener.port) in ports


def test_private_and_metadata_addresses_are_refused_and_the_page_still_loads(
    hostile: Hostile,
) -> None:
    _, shown, web_port = hostile
    assert shown.html is not None
    assert b"loaded" in shown.html  # the page's own fetch went through
    refused = {authority for authority, _ in shown.proxy.refused}
    assert {"10.0.0.1", "169.254.169.254", "metadata.google.internal"} <= refused
    assert {address for _, address in shown.proxy.opened} == {f"127.0.0.1:{web_port}"}


def test_a_browser_past_its_budget_is_killed_and_reported() -> None:
    with TestWeb() as web:
        busy = "<html><body><script>while (true) {}</script></body></html>"
        web.add_site("spinning-app.com", {"/": busy})
        renderer = renderer_for(web.host_map(), page_seconds=4.0)
        shown = anyio.run(lambda: renderer.render("https://spinning-app.com/", time_left=30))
    assert shown.failure == "timeout"
    assert shown.html is None
    assert profile_pids(shown.profile) == []  # every process of that browser is gone


def test_a_list_the_browser_cannot_render_is_render_failed_not_found_false() -> None:
    with TestWeb() as web:
        busy = "<html><head><title>Subprocessors</title></head><body><div id=root></div>"
        busy += "<script>while (true) {}</script></body></html>"
        home = '<html><body><footer><a href="/subprocessors">Subprocessors</a></footer></body>'
        web.add_site("stuck-app.com", {"/": home, "/subprocessors": busy})
        renderer = renderer_for(web.host_map(), page_seconds=3.0)

        async def run() -> ScanReport:
            return await scan(renderer, "stuck-app.com")

        report = anyio.run(run)
    assert (report.outcome, report.reason) == ("unreadable", "render_failed")
    assert report.disclosure_url == "https://stuck-app.com/subprocessors"
    assert report.found
    assert report.claims == ()


def test_the_pool_bounds_browsers_and_each_page_gets_a_fresh_profile() -> None:
    with TestWeb() as web:
        page = "<html><body><div id=root></div><script>root.textContent='x'</script></body></html>"
        web.add_site("pooled-app.com", {"/a": page, "/b": page, "/c": page})
        renderer = renderer_for(web.host_map(), pool_size=1)
        profiles: list[str] = []

        async def one(path: str) -> None:
            shown = await renderer.render(f"https://pooled-app.com{path}", time_left=30)
            assert shown.html is not None, shown.failure
            profiles.append(shown.profile)

        async def run() -> None:
            async with anyio.create_task_group() as group:
                for path in ("/a", "/b", "/c"):
                    group.start_soon(one, path)

        anyio.run(run)
    assert renderer.peak_browsers == 1
    assert len(set(profiles)) == 3
    assert all(not Path(profile).exists() for profile in profiles)


def test_a_page_past_the_byte_cap_fails_the_render() -> None:
    with TestWeb() as web:
        page = "<html><body><div id=root></div><script>fetch('/big.json')</script></body></html>"
        big = Route(b"[" + b"1," * 300_000 + b"1]", content_type="application/json")
        web.add_site("heavy-app.com", {"/": page, "/big.json": big})
        renderer = renderer_for(web.host_map(), max_bytes=100_000)
        shown = anyio.run(lambda: renderer.render("https://heavy-app.com/", time_left=30))
    assert shown.failure == "too_large"
    assert shown.proxy.over_budget


@pytest.mark.parametrize("key", [k for k in RENDERED if APPS[k].rendered[0] == "gated"])
def test_a_rendered_gate_names_where_to_ask(
    key: str, rendered_reports: tuple[dict[str, ScanReport], TestWeb, Renderer]
) -> None:
    assert rendered_reports[0][key].access_url == APPS[key].access_url
