"""Find a domain's subprocessor disclosure: open the site, then fetch scored candidates in order.

Home page (https, http, `www.`) → its links, legal hubs and privacy policy → well-known paths
(those of the site's language too), sitemaps (robots.txt `Sitemap:` lines, indexes, `.xml.gz`)
and trust-centre subdomains. Stops once a page is confirmed by its content; never spends more
than the fetcher's budgets.
"""

from __future__ import annotations

import secrets
from collections.abc import Awaitable
from dataclasses import dataclass, field
from urllib.parse import urlsplit

import anyio

from vendorstack.scanning.appread import AppReader
from vendorstack.scanning.boundary import bounded
from vendorstack.scanning.boundary.child import Task
from vendorstack.scanning.candidates import (
    ROBOTS_PRIOR,
    SITEMAP_PRIOR,
    STRONG,
    TRUST_SUBDOMAINS,
    WELL_KNOWN,
    Candidate,
    CandidateQueue,
    href_score,
    link_score,
    registrable,
)
from vendorstack.scanning.confirm import Judgement, sha256
from vendorstack.scanning.errors import BudgetExhausted, FetchError
from vendorstack.scanning.failing import FailingHosts
from vendorstack.scanning.fetch import FetchedPage, Fetcher
from vendorstack.scanning.links import Link, page_links
from vendorstack.scanning.locale import (
    ENGLISH_ALTERNATE,
    SiteLocale,
    is_english_alternate,
    localized_paths,
    site_locale,
)
from vendorstack.scanning.render import Renderer
from vendorstack.scanning.sitemaps import (
    SITEMAP_TYPES,
    SitemapTooLarge,
    parse_sitemap,
    robots_sitemaps,
)
from vendorstack.scanning.words import language_of_tld

NETWORK_FAILURES = frozenset({"dns_failed", "connect_failed", "timeout", "tls_error"})
EXTRA_AFTER_UNREADABLE = 4  # requests spent looking for a readable copy once a wall is found
MAX_SECONDARY = 2  # a clearly linked second page (AI subprocessors, a PDF annex)
MAX_BATCH = 3  # candidates in flight at once, each on a different host
SUBDOMAIN_PATHS = 4  # well-known paths tried on a trust/docs subdomain that answers
SUBDOMAIN_PATH_PENALTY = 10
COMPANION_MIN = 30
SITEMAP_PICKS = 8
INDEX_PICKS = 3
# A sitemap's privacy policy, terms or legal page is worth a request (hub words score 26-36):
# a privacy policy often holds the list as one of its sections, and no link may lead to it.
SITEMAP_MIN = 26


@dataclass(frozen=True, slots=True)
class Found:
    """A page judged a disclosure or an unreadable disclosure; `page` None when not fetchable."""

    url: str
    judgement: Judgement
    candidate: Candidate
    page: FetchedPage | None = None
    platform: str | None = None
    read_via: str | None = None  # html, embedded_json, json_endpoint, rendered
    access_url: str | None = None  # a gated list: where a person asks for access


@dataclass
class Crawl:
    """What discovery saw: pages found, and enough about failures to explain an empty hand."""

    disclosures: list[Found] = field(default_factory=list)
    unreadable: list[Found] = field(default_factory=list)
    oversized: list[Found] = field(default_factory=list)  # the list, past a limit: said last
    home_errors: list[FetchError] = field(default_factory=list)
    home_status: int | None = None
    pages_read: int = 0
    robots_blocked: int = 0
    budget_spent: bool = False
    unjudged: int = 0  # pages fetched but never read: the time ran out waiting for a parser


class Discovery:
    """One domain's discovery over one `Fetcher` (which holds the budgets and politeness)."""

    def __init__(self, fetcher: Fetcher, domain: str, renderer: Renderer | None = None) -> None:
        self.fetcher = fetcher
        self.apps = AppReader(fetcher, domain, renderer)
        self.domain = domain
        self.crawl = Crawl()
        self.queue = CandidateQueue()
        self.sites = {domain}
        self.home_url: str | None = None
        self.origin = f"https://{domain}"
        self.locale = SiteLocale(language_of_tld(domain))
        self._links: dict[str, list[Link]] = {}
        self.failing = FailingHosts()
        self._baseline: FetchedPage | bool | None = False
        self._stop_at: int | None = None

    async def run(self) -> Crawl:
        if await self.open_site():
            self.seed()
            await self.explore()
            await self.collect_secondaries()
        return self.crawl

    # -- opening the site -------------------------------------------------------------------

    async def open_site(self) -> bool:
        """Fetch the home page (https, www, http); False when only the network failed."""
        answered: FetchedPage | None = None
        for url in home_variants(self.domain):
            if answered is not None and url.startswith("http:"):
                break  # https answered (with an error status): plain http will not do better
            page = await self._try_home(url)
            if page is not None and page.ok:
                answered = page
                break
            answered = answered or page
            if self._home_hopeless():
                break
        if answered is not None:
            await self._enter(answered)
        return answered is not None or self._home_hopeless()

    async def _try_home(self, url: str) -> FetchedPage | None:
        try:
            return await self.fetcher.fetch(url)
        except FetchError as exc:
            self.crawl.home_errors.append(exc)
            self.crawl.robots_blocked += exc.reason == "robots_disallowed"
            return None

    def _home_hopeless(self) -> bool:
        """Stop trying variants once a failure is not about the network (robots, SSRF...)."""
        last = self.crawl.home_errors[-1] if self.crawl.home_errors else None
        return last is not None and last.reason not in NETWORK_FAILURES

    async def _enter(self, home: FetchedPage) -> None:
        parts = urlsplit(home.url)
        self.origin = f"{parts.scheme}://{parts.netloc}"
        self.sites.add(registrable(parts.hostname or self.domain))
        self.crawl.home_status = home.status
        self.failing.home(_host(home.url), home.status)
        self.locale = site_locale(home.url, home.body, home.content_type, self.domain)
        self.queue.mark_seen(home.url)
        await self._unless_unjudged(self._read_page(home, Candidate(0, home.url, "home", depth=0)))
        self.home_url = home.url

    # -- candidates -------------------------------------------------------------------------

    def seed(self) -> None:
        """Well-known paths (the site's language's too), sitemaps and trust-centre subdomains,
        each at its prior score."""
        for path, prior in (*WELL_KNOWN, *localized_paths(self.locale)):
            self.queue.push(prior, self.origin + path, "well_known")
        self.queue.push(SITEMAP_PRIOR, self.origin + "/sitemap.xml", "sitemap", kind="sitemap")
        self.queue.push(ROBOTS_PRIOR, self.origin + "/robots.txt", "robots", kind="robots")
        for label, prior in TRUST_SUBDOMAINS:
            self.queue.push(prior, f"https://{label}.{self.domain}/", "subdomain")

    def _seed_subdomain(self, landed: str) -> None:
        """A trust or docs subdomain that answers may hold the list unlinked (docs.x/legal/...):
        try its most common paths too, just below the main site's."""
        parts = urlsplit(landed)
        origin = f"{parts.scheme}://{parts.netloc}"
        main_site = parts.hostname in (self.domain, f"www.{self.domain}") or origin == self.origin
        if not parts.hostname or main_site or not self.same_site(landed):
            return
        for path, prior in WELL_KNOWN[:SUBDOMAIN_PATHS]:
            self.queue.push(prior - SUBDOMAIN_PATH_PENALTY, origin + path, "subdomain_path")

    def same_site(self, url: str) -> bool:
        host = urlsplit(url).hostname or ""
        return registrable(host) in self.sites

    def _push_links(self, links: list[Link], depth: int) -> None:
        for link in links:
            same = self.same_site(link.url)
            self.queue.push(link_score(link, depth, same_site=same), link.url, "link", depth=depth)

    # -- the crawl loop ---------------------------------------------------------------------

    async def explore(self) -> None:
        while not self.crawl.disclosures and not self._should_stop():
            batch = self._next_batch()
            if not batch:
                return
            await self._visit_batch(batch)

    def _should_stop(self) -> bool:
        fetcher = self.fetcher
        spent = fetcher.requests_made >= fetcher.policy.max_requests or fetcher.time_left() <= 0
        self.crawl.budget_spent |= spent
        if self.crawl.unreadable and self._stop_at is None:
            self._stop_at = fetcher.requests_made + EXTRA_AFTER_UNREADABLE
        late = self._stop_at is not None and fetcher.requests_made >= self._stop_at
        return self.crawl.budget_spent or late

    def _next_batch(self) -> list[Candidate]:
        """The best candidate, plus (when it is not a sure thing) good ones on other hosts."""
        first = self._pop()
        if first is None or first.strong:
            return [first] if first else []
        batch, hosts, held = [first], {_host(first.url)}, []
        while len(batch) < MAX_BATCH and (nxt := self._pop()) is not None:
            if nxt.score < COMPANION_MIN:
                held.append(nxt)
                break
            (held if _host(nxt.url) in hosts else batch).append(nxt)
            hosts.add(_host(nxt.url))
        for candidate in held:
            self.queue.requeue(candidate)
        return batch

    def _pop(self) -> Candidate | None:
        """The best candidate not on a host that is down."""
        while (candidate := self.queue.pop()) is not None:
            if not self.failing.down(_host(candidate.url)):
                return candidate
        return None

    async def _visit_batch(self, batch: list[Candidate]) -> None:
        results: list[FetchedPage | FetchError | None] = [None] * len(batch)

        async def fetch_one(index: int, candidate: Candidate) -> None:
            accept = SITEMAP_TYPES if candidate.kind == "sitemap" else frozenset()
            results[index] = await self._fetch(candidate.url, accept)

        async with anyio.create_task_group() as group:
            for index, candidate in enumerate(batch):
                group.start_soon(fetch_one, index, candidate)
        for candidate, result in zip(batch, results, strict=True):
            await self._handle(candidate, result)

    async def _fetch(
        self, url: str, accept: frozenset[str] = frozenset()
    ) -> FetchedPage | FetchError:
        try:
            return await self.fetcher.fetch(url, accept=accept)
        except FetchError as exc:
            return exc

    async def _handle(self, candidate: Candidate, result: FetchedPage | FetchError | None) -> None:
        if isinstance(result, FetchedPage) and candidate.kind != "robots":
            self.failing.answered(_host(candidate.url), result.status)
        if isinstance(result, FetchError) or result is None:
            self._failed(candidate, result)
        elif candidate.kind == "robots":
            self._read_robots(result)
        elif candidate.kind == "sitemap":
            self._read_sitemap(result, candidate)
        else:
            self.queue.mark_seen(result.url)
            await self._unless_unjudged(self._read_page(result, candidate))

    async def _unless_unjudged(self, reading: Awaitable[None]) -> None:
        """Read a page; one no parser could take before the scan's time ran out ends the
        scan's budget and is counted, so the scan is not concluded from what it never read."""
        try:
            await reading
        except bounded.NoParserInTime:
            self.crawl.unjudged += 1
            self.crawl.budget_spent = True

    def _failed(self, candidate: Candidate, error: FetchError | None) -> None:
        if error is None:
            return
        self.crawl.robots_blocked += error.reason == "robots_disallowed"
        self.crawl.budget_spent |= isinstance(error, BudgetExhausted)
        reason = bounded.UNREADABLE_FETCHES.get(type(error))
        if reason is not None and candidate.strong and candidate.kind == "page":
            self._record(Found(candidate.url, Judgement("unreadable", reason), candidate))

    # -- reading what came back -------------------------------------------------------------

    async def _read_page(self, page: FetchedPage, candidate: Candidate) -> None:
        worded = candidate.strong or href_score(page.url) >= STRONG
        judgement = await self._judge(page, worded=worded)
        self.crawl.pages_read += page.ok
        if judgement.verdict == "unreadable" and await self._same_as_missing(page, candidate):
            return
        if await self._read_app(page, candidate, judgement, worded=worded):
            return
        read_via = "html" if judgement.verdict == "disclosure" else None
        self._record(Found(page.url, judgement, candidate, page, read_via=read_via))
        if page.ok and judgement.reason not in bounded.UNHARVESTED:
            self._harvest(page, candidate, judgement)
            if candidate.via == "subdomain":
                self._seed_subdomain(page.url)

    async def _judge(self, page: FetchedPage, *, worded: bool) -> Judgement:
        """The page judged across the parsing boundary, within what is left of the budget."""
        limits = self.fetcher.policy.parse_limits
        task = Task(page, self.domain, worded, self.home_url, limits)
        return await bounded.judge_bounded(task, self.fetcher)

    async def _read_app(
        self, page: FetchedPage, candidate: Candidate, judgement: Judgement, *, worded: bool
    ) -> bool:
        """An app page (a trust centre, a single-page app) read by `appread.py`; True when that
        settled the page."""
        home = candidate.via == "home"
        reading = await self.apps.consider(page, judgement, worded=worded, home=home)
        if reading is None:
            return False
        self._harvest(page, candidate, judgement)
        shown, verdict = reading.page, reading.judgement
        if verdict.verdict == "rejected":
            self._harvest(shown, candidate, verdict)  # a rendered hub links to the list
            return True
        via, access = reading.read_via, reading.access_url
        self._record(Found(shown.url, verdict, candidate, shown, reading.platform, via, access))
        return True

    def _record(self, found: Found) -> None:
        if found.judgement.verdict == "disclosure":
            self.crawl.disclosures.append(found)
        elif (
            found.judgement.reason in bounded.BREACHES
        ):  # the site may hold a readable copy elsewhere
            self.crawl.oversized.append(found)
        elif found.judgement.verdict == "unreadable":
            self.crawl.unreadable.append(found)

    def _harvest(self, page: FetchedPage, candidate: Candidate, judgement: Judgement) -> None:
        if not self.same_site(page.url):
            return
        links = page_links(page.body, page.content_type, page.url)
        self._links[page.url] = links
        self._push_links(links, candidate.depth + 1)
        if candidate.depth == 0 and self.locale.foreign:
            self._push_english_version(links)
        if judgement.verdict == "unreadable":
            self._push_translations(links, candidate.depth)

    def _push_translations(self, links: list[Link], depth: int) -> None:
        """The `hreflang` translations of a list we could not read: one of them may read (the
        English first). They are the list, so they count as named by it."""
        for link in links:
            if link.hreflang and self.same_site(link.url):
                score = STRONG + (1 if is_english_alternate(link.hreflang) else 0)
                self.queue.push(score, link.url, "translation", depth=max(depth, 1))

    def _push_english_version(self, links: list[Link]) -> None:
        """A foreign home page's English translation: its footer often names the list."""
        for link in links:
            if link.hreflang and is_english_alternate(link.hreflang) and self.same_site(link.url):
                self.queue.push(ENGLISH_ALTERNATE, link.url, "alternate")

    async def _same_as_missing(self, page: FetchedPage, candidate: Candidate) -> bool:
        """A guessed path whose wall or shell is also what a random path returns: a soft 404.
        A subdomain's root is its front door, never a guess."""
        if candidate.via in ("link", "subdomain") or not page.ok:
            return False
        baseline = await self._missing_page()
        if baseline is None or not baseline.ok:
            return False
        if sha256(baseline.body) == sha256(page.body):
            return True
        return (await self._judge(baseline, worded=True)).verdict == "unreadable"

    async def _missing_page(self) -> FetchedPage | None:
        if self._baseline is False:
            probe = f"{self.origin}/{secrets.token_hex(8)}-vendorstack-missing"
            result = await self._fetch(probe)
            self._baseline = result if isinstance(result, FetchedPage) else None
        return self._baseline if isinstance(self._baseline, FetchedPage) else None

    def _read_robots(self, page: FetchedPage) -> None:
        if page.ok:
            for url in robots_sitemaps(page.body):
                if self.same_site(url):
                    self.queue.push(SITEMAP_PRIOR + 2, url, "robots_sitemap", kind="sitemap")

    def _read_sitemap(self, page: FetchedPage, candidate: Candidate) -> None:
        if not page.ok:
            return
        try:
            sitemap = parse_sitemap(page.body, self.fetcher.policy.max_decompressed_bytes)
        except SitemapTooLarge:
            return
        if sitemap.is_index:
            urls = [url for url in sitemap.urls if self.same_site(url)]
            self._push_sitemaps(urls, candidate.depth + 1)
        else:
            self._push_sitemap_pages(list(sitemap.urls))

    def _push_sitemaps(self, urls: list[str], depth: int) -> None:
        ranked = sorted(urls, key=lambda url: -href_score(url))[:INDEX_PICKS]
        for url in ranked:
            self.queue.push(SITEMAP_PRIOR + 1, url, "sitemap_index", kind="sitemap", depth=depth)

    def _push_sitemap_pages(self, urls: list[str]) -> None:
        """The entries whose path names the list; off-site ones only when it names it outright."""
        scored = sorted(((href_score(url), url) for url in urls), key=lambda pair: -pair[0])
        for score, url in scored[:SITEMAP_PICKS]:
            if score >= SITEMAP_MIN and (score >= STRONG or self.same_site(url)):
                self.queue.push(score, url, "sitemap", depth=1)

    # -- a second page ----------------------------------------------------------------------

    async def collect_secondaries(self) -> None:
        """A separate list clearly linked from the primary (AI subprocessors, a PDF annex)."""
        if not self.crawl.disclosures:
            return
        primary = self.crawl.disclosures[0]
        strong = [link for link in self._links.get(primary.url, []) if self._is_second(link)]
        for link in strong[:MAX_SECONDARY]:
            self.queue.mark_seen(link.url)
            result = await self._fetch(link.url)
            if isinstance(result, FetchedPage) and result.ok and result.url != primary.url:
                await self._unless_unjudged(self._read_secondary(result, link))

    def _is_second(self, link: Link) -> bool:
        """A strong link in the list's own content. The nav and footer are the site's chrome,
        the same on every page: what they name is no annex of this list."""
        if link.region != "main":
            return False
        score = link_score(link, 1, same_site=self.same_site(link.url))
        return score >= STRONG and not self.queue.seen(link.url)

    async def _read_secondary(self, page: FetchedPage, link: Link) -> None:
        candidate = Candidate(STRONG, page.url, "secondary", depth=2)
        judgement = await self._judge(page, worded=True)
        if judgement.verdict == "disclosure":
            self.crawl.disclosures.append(Found(page.url, judgement, candidate, page))


def home_variants(domain: str) -> tuple[str, ...]:
    """https first, then `www.`, then plain http for both."""
    return (
        f"https://{domain}/",
        f"https://www.{domain}/",
        f"http://{domain}/",
        f"http://www.{domain}/",
    )


def _host(url: str) -> str:
    return (urlsplit(url).hostname or "").lower()
