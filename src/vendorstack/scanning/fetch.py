"""The scan's only door to the internet: `Fetcher.fetch(url)` → `FetchedPage` or a `FetchError`.

Each hop (redirects are followed here, by hand) goes: robots.txt → budget → SSRF guard (or the
host map) → per-host politeness → one GET to the pinned address, its body streamed under caps.
"""

from __future__ import annotations

import ssl
import time
from dataclasses import dataclass
from functools import cache
from types import TracebackType

import anyio
import httpx

from vendorstack.scanning.errors import (
    BudgetExhausted,
    ConnectFailed,
    FetchError,
    FetchTimeout,
    InvalidURL,
    RedirectLoop,
    TLSError,
    TooManyRedirects,
)
from vendorstack.scanning.guard import Pin, pin_target
from vendorstack.scanning.hostmap import HostMap
from vendorstack.scanning.policy import ScanPolicy
from vendorstack.scanning.politeness import Politeness
from vendorstack.scanning.resolver import Resolver, SystemResolver
from vendorstack.scanning.responses import Reply, Wanted, read_reply
from vendorstack.scanning.robots import RobotsCache, RobotsFile
from vendorstack.scanning.targets import Target, parse_target, resolve_location

ANY_TYPE = Wanted(None)
ACCEPT = (
    "text/html,application/xhtml+xml,text/markdown;q=0.9,text/plain;q=0.9,"
    "application/pdf;q=0.8,*/*;q=0.1"
)


@dataclass(frozen=True)
class FetchedPage:
    """A final response (any status). `redirects`: the public URLs that redirected to `url`."""

    url: str
    status: int
    content_type: str
    body: bytes
    redirects: tuple[str, ...] = ()
    charset: str | None = None

    @property
    def ok(self) -> bool:
        return 200 <= self.status < 300


class Fetcher:
    """One scan's fetcher: shared request and time budgets, robots cache and host gates."""

    def __init__(
        self,
        policy: ScanPolicy,
        host_map: HostMap,
        resolver: Resolver | None = None,
        *,
        transport: httpx.AsyncBaseTransport | None = None,
        politeness: Politeness | None = None,
        ssl_context: ssl.SSLContext | None = None,
    ) -> None:
        self.policy = policy
        self.host_map = host_map
        self.resolver: Resolver = resolver or SystemResolver()
        self.requests_made = 0
        self.requested_urls: list[str] = []
        self.politeness = politeness or Politeness(
            policy.per_host_concurrency, policy.per_host_delay, policy.max_crawl_delay
        )
        self._robots = RobotsCache(self._fetch_robots)
        self._robots_pages: dict[str, FetchedPage] = {}
        self._transport = transport
        self._clients: dict[object, httpx.AsyncClient] = {}
        self._ssl = ssl_context
        self._deadline: float | None = None
        self._excused = 0.0

    async def __aenter__(self) -> Fetcher:
        self.start()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()

    def start(self) -> None:
        """Start the scan's clock (entering the context does it); the deadline is fixed then."""
        if self._deadline is None:
            self._deadline = time.monotonic() + self.policy.time_budget

    def time_left(self) -> float:
        self.start()
        assert self._deadline is not None
        return max(0.0, self._deadline - time.monotonic())

    def patience(self) -> float:
        """How long the scan may yet wait for a parser: its time left plus the part of its
        parser-wait allowance it has not been excused (nothing for a live scan)."""
        return self.time_left() + max(0.0, self.policy.parser_wait_allowance - self._excused)

    def excuse(self, seconds: float) -> None:
        """Give the scan back `seconds` it spent waiting for this process (a parser), not for
        the site; at most `policy.parser_wait_allowance` in all, which the scan's lease allows
        for (`scans.parts.scan_lease`), so a scan still ends on an overloaded machine."""
        self.start()
        assert self._deadline is not None
        granted = min(seconds, self.policy.parser_wait_allowance - self._excused)
        if granted > 0:
            self._excused += granted
            self._deadline += granted

    async def aclose(self) -> None:
        clients, self._clients = list(self._clients.values()), {}
        for client in clients:
            await client.aclose()

    async def fetch(self, url: str, *, accept: frozenset[str] = frozenset()) -> FetchedPage:
        """GET `url`, following redirects; non-2xx final statuses are returned, not raised.

        `accept` adds media types to the policy's (e.g. XML for sitemaps). robots.txt URLs are
        answered from the scan's robots cache: the file is requested once per origin.
        """
        target = parse_target(url)
        if target.path == "/robots.txt":
            return await self._robots_file(target)
        wanted = Wanted(self.policy.allowed_content_types | accept)
        return await self._follow(target, self.policy.max_redirects, wanted, robots=True)

    async def _robots_file(self, target: Target) -> FetchedPage:
        rules = await self._robots.rules_for(target)
        rules.check_reachable(target.url)
        cached = self._robots_pages.get(target.origin)
        if cached is not None:
            return cached
        limit = self.policy.robots_max_redirects
        return await self._follow(target, limit, ANY_TYPE, robots=False)

    async def _fetch_robots(self, target: Target) -> RobotsFile:
        robots = parse_target(target.robots_url)
        wanted = Wanted(None, keep=self.policy.robots_max_bytes)
        page = await self._follow(robots, self.policy.robots_max_redirects, wanted, robots=False)
        self._robots_pages[robots.origin] = page
        return page.status, page.body

    async def _follow(
        self, target: Target, max_redirects: int, wanted: Wanted, *, robots: bool
    ) -> FetchedPage:
        hops: list[Target] = []
        while True:
            if robots:
                await self._obey_robots(target)
            reply = await self._request(target, wanted)
            if reply.location is None:
                return _page(target, reply, hops)
            hops.append(target)
            target = _next_hop(hops, reply.location, max_redirects)

    async def _obey_robots(self, target: Target) -> None:
        rules = await self._robots.rules_for(target)
        agent = self.policy.robots_user_agent
        self.politeness.honour_crawl_delay(target.host, rules.crawl_delay(agent))
        rules.check(target.url, agent)

    async def _request(self, target: Target, wanted: Wanted) -> Reply:
        self._check_budget(target)
        try:
            with anyio.fail_after(self.time_left()):
                return await self._guarded_request(target, wanted)
        except TimeoutError as exc:
            if self.time_left() <= 0:
                raise BudgetExhausted(target.url, "the scan's time budget ran out") from exc
            raise FetchTimeout(
                target.url, "no complete response within the request timeout"
            ) from exc

    async def _guarded_request(self, target: Target, wanted: Wanted) -> Reply:
        pin = await pin_target(target, self.host_map, self.resolver, self.policy.dns_timeout)
        async with self.politeness.slot(target.host):
            self._spend(target)
            with anyio.fail_after(self.policy.request_timeout):
                return await self._exchange(target, pin, wanted)

    def _check_budget(self, target: Target) -> None:
        if self.requests_made >= self.policy.max_requests:
            raise BudgetExhausted(
                target.url, f"the scan's {self.policy.max_requests} requests are spent"
            )
        if self.time_left() <= 0:
            raise BudgetExhausted(target.url, "the scan's time budget ran out")

    def _spend(self, target: Target) -> None:
        self._check_budget(target)
        self.requests_made += 1
        self.requested_urls.append(target.url)

    async def _exchange(self, target: Target, pin: Pin, wanted: Wanted) -> Reply:
        client = self._client(pin)
        try:
            async with client.stream(
                "GET",
                pin.url(target.path),
                headers=self._headers(target, pin),
                extensions=_tls(pin),
            ) as response:
                return await read_reply(target.url, response, self.policy, wanted)
        except httpx.InvalidURL as exc:
            raise InvalidURL(target.url, str(exc)) from exc
        except httpx.HTTPError as exc:
            raise _transport_error(target.url, exc) from exc

    def _headers(self, target: Target, pin: Pin) -> dict[str, str]:
        headers = {
            "Host": pin.host_header,
            "User-Agent": self.policy.user_agent,
            "Accept": ACCEPT,
            "Accept-Encoding": "gzip, deflate",
        }
        if pin.mapped:
            headers["X-Forwarded-Proto"] = target.scheme
        return headers

    def _client(self, pin: Pin) -> httpx.AsyncClient:
        key = "injected" if self._transport is not None else pin.key
        if key not in self._clients:
            self._clients[key] = self._new_client(pin)
        return self._clients[key]

    def _new_client(self, pin: Pin) -> httpx.AsyncClient:
        policy = self.policy
        timeout = httpx.Timeout(
            policy.read_timeout, connect=policy.connect_timeout, pool=policy.connect_timeout
        )
        # A plain-http transport never uses the context, but given `verify=True` it would build
        # one (the CA bundle loaded again, once per scan): it gets the shared one.
        transport = self._transport or httpx.AsyncHTTPTransport(
            verify=self._ssl_context(), retries=0
        )
        return httpx.AsyncClient(
            transport=transport, timeout=timeout, follow_redirects=False, trust_env=False
        )

    def _ssl_context(self) -> ssl.SSLContext:
        return self._ssl or verifying_context()


@cache
def verifying_context() -> ssl.SSLContext:
    """One verifying TLS context for every scan of the process: building one loads the CA
    bundle (about 50 ms of CPU), which per scan was a bulk run's largest single cost
    (docs/benchmarks.md). A client context holds no per-connection state, so sharing is safe."""
    return httpx.create_ssl_context()


def _tls(pin: Pin) -> dict[str, object]:
    """TLS to the pinned IP still verifies (and sends SNI for) the public host name."""
    return {"sni_hostname": pin.sni} if pin.sni else {}


def _page(target: Target, reply: Reply, hops: list[Target]) -> FetchedPage:
    redirects = tuple(hop.url for hop in hops)
    return FetchedPage(
        target.url, reply.status, reply.content_type, reply.body, redirects, reply.charset
    )


def _next_hop(hops: list[Target], location: str, max_redirects: int) -> Target:
    target = resolve_location(hops[-1], location)
    if target.url in {hop.url for hop in hops}:
        raise RedirectLoop(target.url, f"{hops[-1].url} redirects back to {target.url}")
    if len(hops) > max_redirects:
        raise TooManyRedirects(hops[0].url, f"more than {max_redirects} redirects")
    return target


def _transport_error(url: str, exc: httpx.HTTPError) -> FetchError:
    if isinstance(exc, httpx.TimeoutException):
        return FetchTimeout(url, f"{type(exc).__name__}: {exc}")
    if isinstance(exc, httpx.UnsupportedProtocol):
        return InvalidURL(url, str(exc))
    if _caused_by_tls(exc):
        return TLSError(url, str(exc) or type(exc).__name__)
    return ConnectFailed(url, f"{type(exc).__name__}: {exc}")


def _caused_by_tls(exc: BaseException | None) -> bool:
    seen = 0
    while exc is not None and seen < 10:
        if isinstance(exc, ssl.SSLError) or "SSL" in str(exc)[:40]:
            return True
        exc, seen = exc.__cause__ or exc.__context__, seen + 1
    return False
