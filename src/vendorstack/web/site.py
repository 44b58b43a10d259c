"""The content routes: pages (HTML, and markdown at path + `.md`), `/llms.txt`,
`/llms-full.txt`, `/skill/SKILL.md`, `/skill/tools.json` and `/skill.zip`.

A page's own path also answers in markdown to a client whose `Accept` prefers
`text/markdown` over `text/html` (agents that ask for markdown), with `Vary: Accept`.

The content is built on the first request that needs it, from this app's settings and its
own OpenAPI document, then kept: nothing in it changes while the process runs.
"""

from __future__ import annotations

import anyio
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from vendorstack.serving.dependencies import settings
from vendorstack.web.content import Content, build_content
from vendorstack.web.facts import FrontEnds
from vendorstack.web.pages import PAGES

MARKDOWN = "text/markdown; charset=utf-8"
HTML = "text/html; charset=utf-8"
TEXT = "text/plain; charset=utf-8"
CACHE = {"Cache-Control": "public, max-age=300"}
NEGOTIATED = {**CACHE, "Vary": "Accept"}
MARKDOWN_TWINS = {page.path: page.markdown_path for page in PAGES}


class Site:
    """Builds the content once per app and answers the content routes from it."""

    def __init__(self, front_ends: FrontEnds) -> None:
        self._front_ends = front_ends
        self._content: Content | None = None
        self._lock = anyio.Lock()

    async def content(self, request: Request) -> Content:
        if self._content is None:
            async with self._lock:
                if self._content is None:
                    self._content = await build_content(
                        await settings(request), request.app.openapi(), self._front_ends
                    )
        return self._content

    async def html_page(self, request: Request) -> Response:
        content = await self.content(request)
        path = _page_path(request)
        if prefers_markdown(request.headers.get("accept", "")):
            markdown = content.pages[MARKDOWN_TWINS[path]].markdown
            return Response(markdown, media_type=MARKDOWN, headers=NEGOTIATED)
        return Response(content.html[path], media_type=HTML, headers=NEGOTIATED)

    async def markdown_page(self, request: Request) -> Response:
        page = (await self.content(request)).pages[request.url.path]
        return Response(page.markdown, media_type=MARKDOWN, headers=CACHE)

    async def llms(self, request: Request) -> Response:
        return Response((await self.content(request)).llms, media_type=TEXT, headers=CACHE)

    async def llms_full(self, request: Request) -> Response:
        return Response((await self.content(request)).llms_full, media_type=TEXT, headers=CACHE)

    async def skill_file(self, request: Request) -> Response:
        name = request.url.path.removeprefix("/skill/")
        media = "application/json" if name.endswith(".json") else MARKDOWN
        body = (await self.content(request)).skill[name]
        return Response(body, media_type=media, headers=CACHE)

    async def skill_zip(self, request: Request) -> Response:
        headers = {**CACHE, "Content-Disposition": 'attachment; filename="vendorstack-skill.zip"'}
        body = (await self.content(request)).skill_zip
        return Response(body, media_type="application/zip", headers=headers)

    def routes(self) -> list[Route]:
        """GET (and HEAD) routes for every page, its markdown twin and the agent files."""
        routes = [Route(page.path, self.html_page) for page in PAGES]
        routes.append(Route("/index", self.html_page))
        routes += [Route(page.markdown_path, self.markdown_page) for page in PAGES]
        routes += [
            Route("/llms.txt", self.llms),
            Route("/llms-full.txt", self.llms_full),
            Route("/skill/SKILL.md", self.skill_file),
            Route("/skill/tools.json", self.skill_file),
            Route("/skill.zip", self.skill_zip),
        ]
        for route in routes:
            route.include_in_schema = False
        return routes


def _page_path(request: Request) -> str:
    path = request.url.path
    return "/" if path == "/index" else path


def prefers_markdown(accept: str) -> bool:
    """True when `accept` ranks markdown above HTML (RFC 9110 quality values; the most
    specific range that matches a type gives its quality, absent ranges give 0)."""
    ranges = dict(_media_range(part) for part in accept.split(",") if part.strip())
    markdown = _quality(ranges, "text/markdown")
    return markdown > 0 and markdown > _quality(ranges, "text/html")


def _media_range(part: str) -> tuple[str, float]:
    media, *parameters = (piece.strip() for piece in part.split(";"))
    quality = 1.0
    for parameter in parameters:
        name, _, value = parameter.partition("=")
        if name.strip().lower() == "q":
            try:
                quality = float(value)
            except ValueError:
                quality = 0.0
    return media.lower(), quality


def _quality(ranges: dict[str, float], media: str) -> float:
    kind = media.split("/", maxsplit=1)[0]
    for candidate in (media, f"{kind}/*", "*/*"):
        if candidate in ranges:
            return ranges[candidate]
    return 0.0
