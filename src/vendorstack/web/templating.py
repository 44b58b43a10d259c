"""Jinja2 templates of the people's pages, each page in HTML and in markdown (`.md`).

Templates autoescape HTML; markdown templates are plain text. Both get the same context,
so a page and its markdown twin cannot say different things.
"""

from __future__ import annotations

from datetime import datetime
from functools import cache
from typing import Any

from jinja2 import Environment, PackageLoader, select_autoescape
from starlette.requests import Request
from starlette.responses import Response

from vendorstack.schemas.categories import CATEGORY_LABELS
from vendorstack.web.site import HTML, MARKDOWN, prefers_markdown

PRIVATE = {"Cache-Control": "private, no-store", "Vary": "Accept, Cookie"}


@cache
def environment() -> Environment:
    env = Environment(
        loader=PackageLoader("vendorstack.web", "templates"),
        autoescape=select_autoescape(["html"]),
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["when"] = when
    env.filters["category_label"] = category_label
    return env


def when(moment: datetime | str | None) -> str:
    """A timestamp as people read it, in UTC."""
    if moment is None:
        return "never"
    if isinstance(moment, str):
        moment = datetime.fromisoformat(moment)
    return moment.strftime("%Y-%m-%d %H:%M UTC")


def category_label(slug: str) -> str:
    """A category as people read it; an unknown slug as it is."""
    return CATEGORY_LABELS.get(slug, slug)


def render(name: str, context: dict[str, Any]) -> str:
    return environment().get_template(name).render(**context)


def page(
    request: Request,
    name: str,
    context: dict[str, Any],
    *,
    status: int = 200,
    markdown: bool = False,
) -> Response:
    """The page `name` (`name.html`), or its markdown twin (`name.md`) when asked for by
    path or by `Accept`."""
    if markdown or prefers_markdown(request.headers.get("accept", "")):
        body = render(f"{name}.md", context)
        return Response(body, status_code=status, media_type=MARKDOWN, headers=PRIVATE)
    context = {**context, "markdown_path": context.get("markdown_path")}
    body = render(f"{name}.html", context)
    return Response(body, status_code=status, media_type=HTML, headers=PRIVATE)
