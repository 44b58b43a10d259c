"""Everything the agent and reader surfaces serve, assembled once from one set of facts:
the pages (markdown and HTML), llms.txt, llms-full.txt and the skill folder."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from vendorstack.config import Settings
from vendorstack.skill.render import skill_files, zipped
from vendorstack.web.facts import Facts, FrontEnds
from vendorstack.web.html import to_html
from vendorstack.web.llms import llms_full_txt, llms_txt
from vendorstack.web.pages import RenderedPage, Values, render_pages


@dataclass(frozen=True)
class Content:
    pages: dict[str, RenderedPage]
    """By path, and by markdown path."""
    html: dict[str, str]
    llms: str
    llms_full: str
    skill: dict[str, str]
    skill_zip: bytes


async def facts_and_values(
    settings: Settings, openapi: dict[str, Any], api_url: str, front_ends: FrontEnds
) -> tuple[Facts, Values]:
    tools = await front_ends.tools()
    facts = Facts(settings, openapi, tools, front_ends)
    return facts, {**facts.values(), "api_url": lambda: api_url.rstrip("/")}


async def skill_content(
    settings: Settings, openapi: dict[str, Any], api_url: str, front_ends: FrontEnds
) -> dict[str, str]:
    """The skill folder's files for an API at `api_url` (what `skill install` writes)."""
    facts, values = await facts_and_values(settings, openapi, api_url, front_ends)
    return skill_files(values, facts.tools)


async def build_content(
    settings: Settings, openapi: dict[str, Any], front_ends: FrontEnds
) -> Content:
    """The content of an app with these settings, this OpenAPI document and front ends."""
    facts, values = await facts_and_values(settings, openapi, settings.base_url, front_ends)
    rendered = render_pages(values)
    by_path = {page.page.path: page for page in rendered}
    pages = {**by_path, **{page.page.markdown_path: page for page in rendered}}
    skill = skill_files(values, facts.tools)
    return Content(
        pages=pages,
        html={path: to_html(page, by_path) for path, page in by_path.items()},
        llms=llms_txt(rendered),
        llms_full=llms_full_txt(rendered),
        skill=skill,
        skill_zip=zipped(skill),
    )
