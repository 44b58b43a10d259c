"""Read the list of a page that only JavaScript fills: embedded data first, then a same-site JSON
endpoint the page names (when robots.txt allows), then the renderer (when enabled).

Each way hands rows to the same extractor and the same confirmation as a plain page. A list held
behind a request form is `gated`; a shell nothing could read stays `unreadable` (`needs_render`,
`render_failed`), never an empty answer.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from urllib.parse import urlsplit

from selectolax.lexbor import LexborHTMLParser as HTMLParser

from vendorstack.scanning import appdata, words
from vendorstack.scanning.boundary import bounded
from vendorstack.scanning.boundary.child import Task
from vendorstack.scanning.candidates import TRUST_LABELS
from vendorstack.scanning.confirm import Judgement
from vendorstack.scanning.endpoints import JSON_TYPES, json_endpoints
from vendorstack.scanning.errors import FetchError
from vendorstack.scanning.fetch import FetchedPage, Fetcher
from vendorstack.scanning.links import page_links
from vendorstack.scanning.listsection import list_section
from vendorstack.scanning.locale import site_locale
from vendorstack.scanning.platforms import platform_of
from vendorstack.scanning.render import Renderer
from vendorstack.scanning.signals import read_signals
from vendorstack.scanning.words import fold

# Verdicts on what the page shows that its data cannot overturn: a soft 404, a challenge (no
# app: rendering it would meet it again), and a page *about* sub-processors, whose data
# holds its examples, not the company's list.
NOT_AN_APP_LIST = frozenset(
    {"soft_404", "home_redirect", "bot_challenge", "guide", "other_document", "cookie_policy",
     "examples_only"}
)  # fmt: skip
ACCESS_PATH = re.compile(r"request|access|login|sign-?in|sso|\bnda\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class AppReading:
    """What reading an app page gave: a judgement like a plain page's, how the list was read,
    the bytes read (`page`: the page, the JSON body or the rendered DOM) and, for a gated
    list, where a person asks for access."""

    judgement: Judgement
    read_via: str | None
    page: FetchedPage
    access_url: str | None = None
    platform: str | None = None


class AppReader:
    """One scan's reader of app pages; shares the scan's fetcher (budgets, robots, guard)."""

    def __init__(self, fetcher: Fetcher, domain: str, renderer: Renderer | None) -> None:
        self.fetcher = fetcher
        self.domain = domain
        self.renderer = renderer

    async def consider(
        self, page: FetchedPage, judgement: Judgement, *, worded: bool, home: bool
    ) -> AppReading | None:
        """None for an ordinary page, or an app page that may not hold the list (an app's other
        pages are never rendered). Otherwise the reading, `needs_render` when nothing read it.

        A home page that is only a shell is rendered for its links (its verdict `rejected`)
        unless it shows the list itself."""
        platform = _app_platform(page, judgement)
        if platform is None:
            return None
        if home and not _trust_place(page, platform):
            return await self._home(page, judgement, platform)
        if not (worded or judgement.verdict == "unreadable" or _trust_place(page, platform)):
            return None
        reading = await self.read(page, home_url=None)
        if reading is None and judgement.reason in ("login_wall", "no_rows"):
            return AppReading(judgement, None, page, platform=platform)  # already exact
        if reading is None:
            needs = Judgement("unreadable", "needs_render", judgement.extraction, judgement.signals)
            return AppReading(needs, None, page, platform=platform)
        if reading.judgement.reason == "javascript_shell":  # rendered, and still a shell
            failed = Judgement("unreadable", "render_failed", None, reading.judgement.signals)
            reading = replace(reading, judgement=failed)
        return replace(reading, platform=platform)

    async def _home(
        self, page: FetchedPage, judgement: Judgement, platform: str
    ) -> AppReading | None:
        """A shell home page: its data may hold the list; rendered, it gives the links."""
        shell = judgement.signals is not None and judgement.signals.javascript_shell
        blobs = appdata.page_blobs(page.body)
        if not shell and not blobs:
            return None
        reading = await self._from_data(page, page, blobs, "embedded_json")
        if reading is None and shell and self.renderer is not None:
            reading = await self._rendered(page, None)
        if reading is None:
            return None
        if reading.judgement.verdict != "disclosure":
            reading = replace(reading, judgement=Judgement("rejected", "app_home"))
        return replace(reading, platform=platform)

    async def read(self, page: FetchedPage, *, home_url: str | None) -> AppReading | None:
        """The list `page` carries or fetches; None when it holds none of its own."""
        embedded = await self._from_data(page, page, appdata.page_blobs(page.body), "embedded_json")
        if embedded is not None:
            return embedded
        for url in json_endpoints(page.body, page.url):
            reading = await self._from_endpoint(page, url)
            if reading is not None:
                return reading
        if gate := gate_reason(page):
            return AppReading(Judgement("unreadable", gate), None, page, _access_link(page))
        if self.renderer is not None:
            return await self._rendered(page, home_url)
        return None

    async def _from_endpoint(self, page: FetchedPage, url: str) -> AppReading | None:
        try:
            answer = await self.fetcher.fetch(url, accept=JSON_TYPES)
        except FetchError:
            return None  # robots.txt forbids it, or it failed: the renderer may still read it
        if not answer.ok or answer.content_type not in JSON_TYPES:
            return None
        try:
            blob = json.loads(answer.body)
        except ValueError:
            return None
        named = appdata.named_by_url(blob, answer.url)
        return await self._from_data(page, answer, [named], "json_endpoint")

    async def _from_data(
        self, page: FetchedPage, source: FetchedPage, blobs: list[object], via: str
    ) -> AppReading | None:
        data = appdata.read_data(blobs)
        lang = site_locale(page.url, page.body, page.content_type, self.domain).language or "en"
        for found in data.lists:
            table = appdata.rows_html(found, lang=lang)
            listing = FetchedPage(page.url, 200, "text/html", table)
            judgement = await self._judge(listing, home_url=None)
            if judgement.verdict == "disclosure":
                return AppReading(judgement, via, _as_read(source, page.url))
            if judgement.reason in bounded.BREACHES:  # a list past the caps: not read, said so
                return AppReading(judgement, None, page)
        if data.gated:
            gate = Judgement("unreadable", "request_access")
            return AppReading(gate, via, page, data.access_url or _access_link(page))
        return None

    async def _rendered(self, page: FetchedPage, home_url: str | None) -> AppReading:
        assert self.renderer is not None
        shown = await self.renderer.render(page.url, time_left=self.fetcher.time_left())
        if shown.html is None or shown.failure is not None:  # a cap or the budget stopped it
            return AppReading(Judgement("unreadable", "render_failed"), "rendered", page)
        dom = FetchedPage(shown.url, 200, "text/html", visible_dom(shown.html))
        judgement = await self._judge(dom, home_url=home_url)
        if judgement.verdict == "disclosure":
            return AppReading(judgement, "rendered", dom)
        section = list_section(dom.body)
        if section is not None:  # a hub (a trust centre) with the list as one section
            listing = await self._judge(FetchedPage(shown.url, 200, "text/html", section))
            if listing.verdict == "disclosure":
                return AppReading(listing, "rendered", dom)
        if gate := gate_reason(dom):
            gated = Judgement("unreadable", gate, None, judgement.signals)
            return AppReading(gated, "rendered", dom, _access_link(dom))
        if judgement.signals is None or not judgement.signals.text.strip():
            failed = Judgement("unreadable", "render_failed", None, judgement.signals)
            return AppReading(failed, "rendered", dom)  # the app showed nothing at all
        return AppReading(judgement, "rendered", dom)

    async def _judge(self, page: FetchedPage, *, home_url: str | None = None) -> Judgement:
        """What an app gave (rows built from its data, a rendered DOM) is as hostile as any
        page: judged across the parsing boundary, within what is left of the budget."""
        task = Task(page, self.domain, True, home_url, self.fetcher.policy.parse_limits)
        return await bounded.judge_bounded(task, self.fetcher)


def _as_read(source: FetchedPage, page_url: str) -> FetchedPage:
    """The bytes read, reported under the page a person visits."""
    return FetchedPage(page_url, source.status, source.content_type, source.body)


def _app_platform(page: FetchedPage, judgement: Judgement) -> str | None:
    """The platform of an HTML page the plain reading could not use, if it is an app."""
    if judgement.verdict == "disclosure" or not page.ok or page.content_type != "text/html":
        return None
    if judgement.reason in NOT_AN_APP_LIST:
        return None
    return platform_of(page.url, page.body, judgement.signals)


def visible_dom(html: bytes) -> bytes:
    """The rendered DOM without its scripts: what a person sees (a rendered app is no shell)."""
    tree = HTMLParser(html.decode("utf-8", "replace"))
    for node in tree.css("script, noscript, template"):
        node.decompose()
    return (tree.html or "").encode()


def _trust_place(page: FetchedPage, platform: str) -> bool:
    """A hosted trust-centre platform, or a `trust.`/`security.` host."""
    host = (urlsplit(page.url).hostname or "").lower()
    return platform != "other_js" or host.split(".", 1)[0] in TRUST_LABELS


def gate_reason(page: FetchedPage) -> str | None:
    """The list is named and access to it is asked for: `login_wall` (a password form) or
    `request_access` ("Request access", NDA, "sign in to view"); None otherwise."""
    signals = read_signals(page.body, page.content_type)
    if not signals.mentions_disclosure and not _names_list_anywhere(page):
        return None
    if signals.has_password:
        return "login_wall"
    return "request_access" if words.LOGIN.search(signals.folded) else None


def _names_list_anywhere(page: FetchedPage) -> bool:
    links = page_links(page.body, page.content_type, page.url)
    return any(words.names_list(fold(link.text)) for link in links)


def _access_link(page: FetchedPage) -> str:
    """The link a person follows to ask for access; the page itself when there is none."""
    links = page_links(page.body, page.content_type, page.url)
    named = [link for link in links if words.LOGIN.search(fold(link.text))]
    pathed = [link for link in links if ACCESS_PATH.search(urlsplit(link.url).path)]
    return (named or pathed)[0].url if named or pathed else page.url
