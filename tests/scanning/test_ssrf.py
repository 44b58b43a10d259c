"""The SSRF guard end to end: hostile targets are refused before any connection is made.

A `ConnectionRecorder` listens on the loopback port every hostile URL names, and a spy transport
sees every request that reaches the HTTP layer; neither may see anything.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence

import httpx
import pytest

from tests.scanning.conftest import FetcherFactory
from tests.scanning.testweb import ConnectionRecorder, Route, TestWeb
from vendorstack.scanning.errors import BlockedAddress, DNSFailed, FetchError, InvalidURL
from vendorstack.scanning.fetch import Fetcher
from vendorstack.scanning.hostmap import HostMap
from vendorstack.scanning.policy import ScanPolicy
from vendorstack.scanning.resolver import StaticResolver
from vendorstack.scanning.targets import parse_target

pytestmark = pytest.mark.anyio

HOSTILE_RESOLVER = StaticResolver(
    {
        "loopback.attacker.example": "127.0.0.1",
        "metadata.attacker.example": "169.254.169.254",
        "v6-loopback.attacker.example": "::1",
        "private.attacker.example": ["93.184.215.14", "10.0.0.7"],
        "mapped.attacker.example": "::ffff:127.0.0.1",
    }
)

HOSTILE_HOSTS = [
    "127.0.0.1", "127.0.0.2", "localhost", "0.0.0.0", "10.0.0.1", "172.16.0.1", "192.168.1.1",
    "169.254.169.254", "100.64.0.1", "100.100.100.200", "[::1]", "[::]", "[fe80::1]",
    "[fc00::1]", "[fd00:ec2::254]", "[::ffff:127.0.0.1]", "[::ffff:7f00:1]", "2130706433",
    "0177.0.0.1", "0x7f.0.0.1", "127.1", "224.0.0.1", "255.255.255.255", "198.18.0.1",
    "[64:ff9b::7f00:1]", "[2002:7f00:1::]", "api.localhost", "metadata.google.internal",
    "loopback.attacker.example", "metadata.attacker.example", "v6-loopback.attacker.example",
    "private.attacker.example", "mapped.attacker.example",
]  # fmt: skip


class SpyTransport(httpx.AsyncBaseTransport):
    """Records every request that reaches the HTTP layer, then forwards it."""

    def __init__(self) -> None:
        self.seen: list[httpx.Request] = []
        self._real = httpx.AsyncHTTPTransport(retries=0)

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        self.seen.append(request)
        return await self._real.handle_async_request(request)

    async def aclose(self) -> None:
        await self._real.aclose()


def fetcher(host_map: HostMap, spy: httpx.AsyncBaseTransport) -> Fetcher:
    policy = ScanPolicy(per_host_delay=0.0)
    return Fetcher(policy, host_map, HOSTILE_RESOLVER, transport=spy)


@pytest.mark.parametrize("scheme", ["http", "https"])
@pytest.mark.parametrize("host", HOSTILE_HOSTS)
async def test_hostile_targets_are_refused_without_a_connection(
    host: str, scheme: str, recorder: ConnectionRecorder
) -> None:
    spy = SpyTransport()
    async with fetcher(HostMap(), spy) as guarded:
        with pytest.raises(BlockedAddress) as refused:
            await guarded.fetch(f"{scheme}://{host}:{recorder.port}/latest/meta-data/")
    assert refused.value.reason == "blocked_address"
    assert spy.seen == []
    assert recorder.connections == []
    assert guarded.requests_made == 0


@pytest.mark.parametrize(
    "url",
    ["http://1.2.3.4.5/", "http://999.0.0.1/", "http://[fe80::1%25lo]/", "http://user@127.0.0.1/",
     "file:///etc/passwd", "gopher://127.0.0.1:70/", "ftp://example.com/", "http:///nohost",
     "http://0x7f.0.0.0x100/", "//example.com/", "http://example.com:0/",
     "http://%31%32%37.0.0.1/", "http://127.0.0.%31/", "http://127.0.0.1%00.evil.com/",
     "http://127.0.0.1:80@evil.com/", "http://evil.com\\@127.0.0.1/"],
)  # fmt: skip
async def test_urls_that_mean_nothing_safe_are_invalid(
    url: str, recorder: ConnectionRecorder
) -> None:
    spy = SpyTransport()
    async with fetcher(HostMap(), spy) as guarded:
        with pytest.raises(InvalidURL):
            await guarded.fetch(url)
    assert spy.seen == []


@pytest.mark.parametrize(
    "location",
    ["http://127.0.0.1:{port}/", "http://169.254.169.254/latest/meta-data/",
     "http://localhost:{port}/admin", "http://[::1]:{port}/", "http://2130706433:{port}/",
     "http://[::ffff:127.0.0.1]:{port}/", "https://loopback.attacker.example:{port}/",
     "http://100.100.100.200/latest/meta-data/", "http://[fd00:ec2::254]/latest/meta-data/"],
)  # fmt: skip
async def test_redirects_to_hostile_targets_are_refused(
    location: str, testweb: TestWeb, recorder: ConnectionRecorder
) -> None:
    target = location.format(port=recorder.port)
    testweb.add_site(
        "innocent-looking.com", {"/dpa": Route.redirect("/hop"), "/hop": Route.redirect(target)}
    )
    spy = SpyTransport()
    async with fetcher(testweb.host_map(), spy) as guarded:
        with pytest.raises(BlockedAddress) as refused:
            await guarded.fetch("https://innocent-looking.com/dpa")
    assert refused.value.url == parse_target(target).url  # IP literals in canonical form
    assert testweb.paths("innocent-looking.com") == ["/robots.txt", "/dpa", "/hop"]
    assert {request.url.host for request in spy.seen} == {"127.0.0.1"}  # only the test web
    assert {request.headers["host"] for request in spy.seen} == {"innocent-looking.com"}
    assert recorder.connections == []


class ScriptedResolver:
    """Answers each lookup of a name with the next scripted address (DNS rebinding)."""

    def __init__(self, answers: Sequence[str]) -> None:
        self.answers = list(answers)

    async def resolve(self, host: str, port: int) -> Sequence[str]:
        return [self.answers.pop(0)]


class OneChunk(httpx.AsyncByteStream):
    def __init__(self, data: bytes) -> None:
        self.data = data

    async def __aiter__(self) -> AsyncIterator[bytes]:
        yield self.data


class CannedTransport(httpx.AsyncBaseTransport):
    """Answers every request with a small HTML page, recording where it was sent."""

    def __init__(self) -> None:
        self.seen: list[httpx.Request] = []

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        self.seen.append(request)
        status = 404 if request.url.path == "/robots.txt" else 200
        headers = {"Content-Type": "text/html"}
        return httpx.Response(status, headers=headers, stream=OneChunk(b"<p>ok</p>"))


async def test_requests_connect_to_the_checked_address_with_host_and_sni() -> None:
    canned = CannedTransport()
    resolver = StaticResolver({"acme-corp.com": "93.184.215.14"})
    async with Fetcher(ScanPolicy(per_host_delay=0.0), HostMap(), resolver, transport=canned) as f:
        page = await f.fetch("https://acme-corp.com/legal?x=1")
    assert page.url == "https://acme-corp.com/legal?x=1"
    request = canned.seen[-1]
    assert str(request.url) == "https://93.184.215.14/legal?x=1"
    assert request.headers["host"] == "acme-corp.com"
    assert request.extensions["sni_hostname"] == "acme-corp.com"


async def test_dns_rebinding_cannot_switch_a_later_request_to_loopback() -> None:
    canned = CannedTransport()
    rebinding = ScriptedResolver(["93.184.215.14", "93.184.215.14", "127.0.0.1"])
    async with Fetcher(ScanPolicy(per_host_delay=0.0), HostMap(), rebinding, transport=canned) as f:
        await f.fetch("http://rebind.example/one")
        with pytest.raises(BlockedAddress):
            await f.fetch("http://rebind.example/two")
    assert [r.url.host for r in canned.seen] == ["93.184.215.14", "93.184.215.14"]
    assert [r.url.path for r in canned.seen] == ["/robots.txt", "/one"]


async def test_names_that_do_not_resolve_fail_with_dns_failed(fetcher_for: FetcherFactory) -> None:
    async with fetcher_for() as f:
        with pytest.raises(DNSFailed):
            await f.fetch("https://no-such-host.example/")


async def test_only_mapped_hosts_pass_the_guard(testweb: TestWeb) -> None:
    """The test web is on 127.0.0.1: reachable through the map, refused by its own address."""
    testweb.add_site("acme-corp.com", {"/": "home"})
    async with Fetcher(ScanPolicy(per_host_delay=0.0), testweb.host_map(), HOSTILE_RESOLVER) as f:
        assert (await f.fetch("https://acme-corp.com/")).status == 200
        with pytest.raises(FetchError) as refused:
            await f.fetch(f"{testweb.origin}/")
    assert refused.value.reason == "blocked_address"


async def test_ipv4_is_preferred_when_a_name_has_both() -> None:
    canned = CannedTransport()
    resolver = StaticResolver({"acme-corp.com": ["2606:4700::6810:84e5", "93.184.215.14"]})
    async with Fetcher(ScanPolicy(per_host_delay=0.0), HostMap(), resolver, transport=canned) as f:
        await f.fetch("http://acme-corp.com/")
    assert {request.url.host for request in canned.seen} == {"93.184.215.14"}


async def test_the_system_resolver_failing_is_dns_failed() -> None:
    policy = ScanPolicy(per_host_delay=0.0, dns_timeout=2.0)
    async with Fetcher(policy, HostMap()) as f:
        with pytest.raises(DNSFailed):
            await f.fetch("https://vendorstack-test.invalid/")
    assert f.requests_made == 0
