"""robots.txt: honoured with protego, fetched once per origin per scan, RFC 9309 status rules."""

from __future__ import annotations

import socket

import anyio
import pytest

from tests.scanning.conftest import FetcherFactory
from tests.scanning.testweb import ConnectionRecorder, Route, TestWeb
from vendorstack.scanning.errors import ConnectFailed, RobotsDisallowed
from vendorstack.scanning.fetch import Fetcher
from vendorstack.scanning.hostmap import HostMap
from vendorstack.scanning.policy import ScanPolicy
from vendorstack.scanning.politeness import Politeness
from vendorstack.scanning.resolver import StaticResolver
from vendorstack.scanning.robots import rules_from_file

pytestmark = pytest.mark.anyio

AGENT = "VendorStackBot"


def robots(text: str, status: int = 200) -> Route:
    return Route(text, status=status, content_type="text/plain")


async def test_disallowed_paths_are_never_requested(
    testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    testweb.add_site(
        "acme-corp.com",
        {"/robots.txt": robots("User-agent: *\nDisallow: /private/\n"), "/private/dpa": "secret"},
    )
    async with fetcher_for() as fetcher:
        with pytest.raises(RobotsDisallowed) as refused:
            await fetcher.fetch("https://acme-corp.com/private/dpa")
        assert (await fetcher.fetch("https://acme-corp.com/public")).status == 404
    assert refused.value.reason == "robots_disallowed"
    assert testweb.paths() == ["/robots.txt", "/public"]
    assert fetcher.requested_urls == [
        "https://acme-corp.com/robots.txt",
        "https://acme-corp.com/public",
    ]


async def test_our_own_group_applies(testweb: TestWeb, fetcher_for: FetcherFactory) -> None:
    text = "User-agent: *\nAllow: /\n\nUser-agent: VendorStackBot\nDisallow: /legal\n"
    testweb.add_site("acme-corp.com", {"/robots.txt": robots(text)})
    async with fetcher_for() as fetcher:
        with pytest.raises(RobotsDisallowed):
            await fetcher.fetch("https://acme-corp.com/legal/subprocessors")
    assert "/legal/subprocessors" not in testweb.paths()


async def test_robots_is_fetched_once_per_origin_even_concurrently(
    testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    testweb.add_site("acme-corp.com", {"/robots.txt": robots("User-agent: *\nAllow: /\n")})
    async with fetcher_for() as fetcher, anyio.create_task_group() as group:
        for i in range(6):
            group.start_soon(fetcher.fetch, f"https://acme-corp.com/p{i}")
    assert testweb.paths().count("/robots.txt") == 1
    assert len(testweb.hits) == 7


@pytest.mark.parametrize("status", [400, 401, 403, 404, 410])
async def test_unavailable_robots_allows_everything(
    status: int, testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    testweb.add_site("acme-corp.com", {"/robots.txt": robots("Disallow: /", status=status)})
    async with fetcher_for() as fetcher:
        page = await fetcher.fetch("https://acme-corp.com/legal")
    assert page.status == 404
    assert testweb.paths() == ["/robots.txt", "/legal"]


@pytest.mark.parametrize("status", [429, 500, 503])
async def test_server_errors_on_robots_disallow_everything(
    status: int, testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    testweb.add_site("acme-corp.com", {"/robots.txt": robots("", status=status), "/legal": "x"})
    async with fetcher_for() as fetcher:
        for _ in range(2):
            with pytest.raises(RobotsDisallowed, match="server error"):
                await fetcher.fetch("https://acme-corp.com/legal")
    assert testweb.paths() == ["/robots.txt"]


async def test_robots_redirects_are_followed(testweb: TestWeb, fetcher_for: FetcherFactory) -> None:
    testweb.add_site(
        "acme-corp.com",
        {
            "/robots.txt": Route.redirect("https://www.acme-corp.com/robots.txt", 301),
            "/legal": "should not be fetched",
        },
    )
    testweb.add_site(
        "www.acme-corp.com", {"/robots.txt": robots("User-agent: *\nDisallow: /legal")}
    )
    async with fetcher_for() as fetcher:
        with pytest.raises(RobotsDisallowed):
            await fetcher.fetch("https://acme-corp.com/legal")
    assert "/legal" not in testweb.paths()


async def test_only_the_first_500_kib_of_robots_are_parsed(
    testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    padding = "# padding line to make the file long\n" * 16_000  # ~600 KiB
    text = "User-agent: *\nDisallow: /early\n" + padding + "Disallow: /late\n"
    testweb.add_site("acme-corp.com", {"/robots.txt": robots(text), "/late": "ok"})
    async with fetcher_for() as fetcher:
        with pytest.raises(RobotsDisallowed):
            await fetcher.fetch("https://acme-corp.com/early")
        assert (await fetcher.fetch("https://acme-corp.com/late")).status == 200


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def test_unreachable_hosts_fail_once_with_their_own_reason() -> None:
    host_map = HostMap.parse(f"down.example=http://127.0.0.1:{free_port()}")
    policy = ScanPolicy(per_host_delay=0.0)
    async with Fetcher(policy, host_map, StaticResolver({})) as fetcher:
        for path in ("/a", "/b"):
            with pytest.raises(ConnectFailed) as failed:
                await fetcher.fetch(f"https://down.example{path}")
    assert failed.value.reason == "connect_failed"
    assert failed.value.url == "https://down.example/b"
    assert fetcher.requested_urls == ["https://down.example/robots.txt"]


async def test_crawl_delay_slows_the_host_down_to_a_cap(testweb: TestWeb) -> None:
    testweb.add_site("slow-please.com", {"/robots.txt": robots("User-agent: *\nCrawl-delay: 1.5")})
    testweb.add_site("very-slow.com", {"/robots.txt": robots("User-agent: *\nCrawl-delay: 30")})
    sleeps: list[float] = []

    async def record(seconds: float) -> None:
        sleeps.append(seconds)

    policy = ScanPolicy(per_host_delay=0.1, max_crawl_delay=2.0)
    politeness = Politeness(2, 0.1, 2.0, clock=lambda: 0.0, sleep=record)
    async with Fetcher(policy, testweb.host_map(), politeness=politeness) as fetcher:
        await fetcher.fetch("https://slow-please.com/a")
        await fetcher.fetch("https://very-slow.com/a")
    assert sleeps == [1.5, 2.0]  # robots.txt → page: Crawl-delay applies at once, capped
    assert politeness.gate("slow-please.com").delay == 1.5


def test_status_rules() -> None:
    assert rules_from_file(404, b"").parser is None
    assert rules_from_file(503, b"").disallow_all
    assert rules_from_file(429, b"").disallow_all
    rules = rules_from_file(200, b"User-agent: *\nDisallow: /x\n")
    with pytest.raises(RobotsDisallowed):
        rules.check("https://a.com/x/y", AGENT)
    rules.check("https://a.com/y", AGENT)


async def test_fetching_robots_txt_itself_reuses_the_cached_file(
    testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    text = "User-agent: *\nDisallow: /private\nSitemap: https://acme-corp.com/sitemap.xml\n"
    testweb.add_site("acme-corp.com", {"/robots.txt": robots(text)})
    async with fetcher_for() as fetcher:
        await fetcher.fetch("https://acme-corp.com/")
        page = await fetcher.fetch("https://acme-corp.com/robots.txt")
    assert (page.status, page.body, page.content_type) == (200, text.encode(), "text/plain")
    assert testweb.paths().count("/robots.txt") == 1


async def test_every_redirect_hop_obeys_its_own_robots(
    testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    testweb.add_site("acme-corp.com", {"/legal": Route.redirect("https://trust.acme-corp.com/dpa")})
    testweb.add_site("trust.acme-corp.com", {"/robots.txt": robots("User-agent: *\nDisallow: /")})
    async with fetcher_for() as fetcher:
        with pytest.raises(RobotsDisallowed) as refused:
            await fetcher.fetch("https://acme-corp.com/legal")
    assert refused.value.url == "https://trust.acme-corp.com/dpa"
    assert testweb.paths("trust.acme-corp.com") == ["/robots.txt"]


async def test_a_robots_redirect_to_a_blocked_address_counts_as_no_robots(
    testweb: TestWeb, fetcher_for: FetcherFactory, recorder: ConnectionRecorder
) -> None:
    hostile = f"http://127.0.0.1:{recorder.port}/robots.txt"
    testweb.add_site("acme-corp.com", {"/robots.txt": Route.redirect(hostile), "/legal": "ok"})
    async with fetcher_for() as fetcher:
        page = await fetcher.fetch("https://acme-corp.com/legal")
    assert page.body == b"ok"
    assert recorder.connections == []


async def test_a_robots_redirect_to_a_dead_host_counts_as_no_robots(
    testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    dead = "https://gone.acme-corp.example/robots.txt"  # does not resolve
    testweb.add_site("acme-corp.com", {"/robots.txt": Route.redirect(dead), "/legal": "ok"})
    async with fetcher_for() as fetcher:
        assert (await fetcher.fetch("https://acme-corp.com/legal")).body == b"ok"
