"""Render one page in headless Chromium (Debian's `/usr/bin/chromium`, driven by Playwright).

Each page gets a fresh browser profile whose only route out is a `GuardProxy`; at most
`pool_size` browsers run at once per process; a browser past its page budget is killed by
its processes, so a hung page or driver cannot hold a scan.
"""

from __future__ import annotations

import contextlib
import tempfile
import time
from dataclasses import dataclass, field
from urllib.parse import urlsplit, urlunsplit

import anyio
from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Page, Playwright, async_playwright

from vendorstack.scanning.hostmap import HostMap
from vendorstack.scanning.policy import ScanPolicy
from vendorstack.scanning.render import processes, reveal
from vendorstack.scanning.render.proxy import GuardProxy, ProxyLimits, ProxyLog
from vendorstack.scanning.resolver import Resolver, SystemResolver

CHROMIUM = "/usr/bin/chromium"
FLAGS = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--disable-breakpad",
    "--disable-domain-reliability",
    "--disable-client-side-phishing-detection",
    # One renderer process, no site isolation: one page per browser needs no more (memory).
    "--renderer-process-limit=1",
    "--disable-site-isolation-trials",
    "--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,"
    "HttpsUpgrades,HttpsFirstBalancedModeAutoEnable,IsolateOrigins,site-per-process,"
    "AutofillServerCommunication,OptimizationGuideModelDownloading",
    "--no-pings",
    "--js-flags=--max-old-space-size=256",
    "--no-default-browser-check",
    # Loopback goes through the proxy too (Chromium bypasses it for loopback by default), and
    # WebRTC may not open UDP around it.
    "--proxy-bypass-list=<-loopback>",
    "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
    "--webrtc-ip-handling-policy=disable_non_proxied_udp",
)
CONTROLS = "a, button, [role=tab], [role=button], summary"
LABELS = "els => els.map(e => (e.innerText || e.getAttribute('aria-label') || '').slice(0, 200))"
MAX_CLICKS = 2  # list tabs clicked, then "Show all" pressed, at most this many times each
CLICK_MS = 2_000
DRIVER_STOP_SECONDS = 5


@dataclass(frozen=True, slots=True)
class RenderSettings:
    """`VENDORSTACK_RENDER*` settings (docs/scanning.md, "Rendering")."""

    enabled: bool = False
    chromium: str = CHROMIUM
    pool_size: int = 2
    page_seconds: float = 25.0
    settle_seconds: float = 3.0  # waiting for the network to go quiet after load or a click
    max_connections: int = 150
    max_bytes: int = 20 * 1024 * 1024


@dataclass
class Rendered:
    """One page as the browser showed it: its DOM (`html`), or why there is none (`failure`)."""

    url: str
    html: bytes | None = None
    failure: str | None = None
    seconds: float = 0.0
    memory_bytes: int = 0  # the whole browser's PSS at its peak sample
    largest_rss_bytes: int = 0  # its largest process's RSS
    proxy: ProxyLog = field(default_factory=ProxyLog)
    profile: str = ""  # the browser's private profile directory (deleted after the page)


class Renderer:
    """Renders pages under one scan policy and host map; share one per process (the pool)."""

    def __init__(
        self,
        settings: RenderSettings,
        policy: ScanPolicy,
        host_map: HostMap,
        resolver: Resolver | None = None,
    ) -> None:
        self.settings = settings
        self.policy = policy
        self.host_map = host_map
        self.resolver: Resolver = resolver or SystemResolver()
        self._slots = anyio.Semaphore(settings.pool_size)
        self.pages_rendered = 0
        self.browsers_running = 0
        self.peak_browsers = 0  # the most browsers this renderer ever ran at once

    async def render(self, url: str, *, time_left: float) -> Rendered:
        """`url` (public) rendered within `time_left` seconds and the page budget."""
        started = time.monotonic()
        deadline = started + time_left
        async with self._slots:
            self.pages_rendered += 1
            self.browsers_running += 1
            self.peak_browsers = max(self.peak_browsers, self.browsers_running)
            try:
                # Waiting for a slot spent the scan's time too.
                budget = min(self.settings.page_seconds, deadline - time.monotonic())
                result = await self._render(url, budget) if budget > 1 else Rendered(url)
            finally:
                self.browsers_running -= 1
        result.failure = result.failure or (None if result.html else "timeout")
        result.seconds = time.monotonic() - started
        return result

    async def _render(self, url: str, budget: float) -> Rendered:
        limits = ProxyLimits(
            self.settings.max_connections, self.settings.max_bytes, self.policy.dns_timeout
        )
        result = Rendered(url)
        async with GuardProxy(self.host_map, self.resolver, limits) as proxy:
            result.proxy = proxy.log
            with tempfile.TemporaryDirectory(prefix="vendorstack-render-") as profile:
                result.profile = profile
                driver = await async_playwright().start()
                try:
                    await self._drive(driver, result, proxy.url, profile, budget)
                finally:
                    processes.kill(processes.profile_pids(profile))  # the hard stop
                    with anyio.move_on_after(DRIVER_STOP_SECONDS):
                        await driver.stop()  # the browser is gone: the driver ends at once
        if proxy.log.over_budget and result.failure is None:
            result.failure = "too_large"
        return result

    async def _drive(
        self, driver: Playwright, result: Rendered, proxy: str, profile: str, budget: float
    ) -> None:
        """Load and read the page within `budget` seconds; a failure is recorded, not raised."""
        try:
            with anyio.fail_after(budget):
                await self._load(driver, result, proxy, profile)
        except TimeoutError:
            result.failure = "timeout"
        except PlaywrightError as exc:
            result.failure = f"browser_error: {exc.message[:120]}"

    async def _load(self, driver: Playwright, result: Rendered, proxy: str, profile: str) -> None:
        context = await driver.chromium.launch_persistent_context(
            profile,
            executable_path=self.settings.chromium,
            headless=True,
            args=[*FLAGS, f"--proxy-server={proxy}"],
            user_agent=self.policy.user_agent,
            service_workers="block",
            accept_downloads=False,
            viewport={"width": 1280, "height": 1600},
        )
        try:
            page = context.pages[0] if context.pages else await context.new_page()
            response = await page.goto(self._navigable(result.url), wait_until="domcontentloaded")
            if response is not None and response.status >= 400:
                result.failure = f"http_{response.status}"
                return
            await self._reveal(page, profile, result)
            html = (await page.content()).encode()
            if len(html) > self.policy.max_decompressed_bytes:
                result.failure = "too_large"
                return
            result.html, result.url = html, self._public(page.url, result.url)
        finally:
            with anyio.move_on_after(2):
                await context.close()

    async def _reveal(self, page: Page, profile: str, result: Rendered) -> None:
        """Wait for the rows; open the tab naming the list and press "Show all" if there."""
        await self._settle(page, profile, result)
        for choose in (reveal.list_controls, reveal.show_all_controls):
            for _ in range(MAX_CLICKS):
                labels: list[str] = await page.eval_on_selector_all(CONTROLS, LABELS)
                chosen = choose(labels)
                if not chosen:
                    break
                with contextlib.suppress(PlaywrightError):
                    await page.locator(CONTROLS).nth(chosen[0]).click(timeout=CLICK_MS)
                await self._settle(page, profile, result)
                if choose is reveal.list_controls:
                    break  # one tab is the list; clicking it again changes nothing

    async def _settle(self, page: Page, profile: str, result: Rendered) -> None:
        with contextlib.suppress(PlaywrightError):
            timeout = self.settings.settle_seconds * 1000
            await page.wait_for_load_state("networkidle", timeout=timeout)
        pss, rss = processes.memory_bytes(processes.profile_pids(profile))
        result.memory_bytes = max(result.memory_bytes, pss)
        result.largest_rss_bytes = max(result.largest_rss_bytes, rss)

    def _navigable(self, url: str) -> str:
        """A host mapped to a plain-http origin (a test or staging site) is loaded over http."""
        parts = urlsplit(url)
        origin = self.host_map.lookup(parts.hostname or "")
        if origin is not None and origin.scheme == "http":
            return urlunsplit(("http", parts.netloc, parts.path or "/", parts.query, ""))
        return url

    def _public(self, landed: str, asked: str) -> str:
        """The public `https://host/path` of where the browser ended up (a mapped host loaded
        over plain http is reported as the https it stands for)."""
        parts, original = urlsplit(landed), urlsplit(asked)
        scheme = original.scheme if parts.netloc == original.netloc else parts.scheme
        if parts.netloc != original.netloc and self.host_map.lookup(parts.hostname or ""):
            scheme = "https"
        return urlunsplit((scheme, parts.netloc, parts.path or "/", parts.query, ""))
