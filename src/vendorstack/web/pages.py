"""The content pages: one markdown source each (`web/sources/`), facts filled in from the API's
objects, served as HTML at their path and as markdown at their path plus `.md`."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from importlib import resources

SECTIONS = ("Docs", "API", "Agents")


@dataclass(frozen=True, slots=True)
class Page:
    """A page: where it is served, its source file, and its section in llms.txt."""

    path: str
    source: str
    section: str

    @property
    def markdown_path(self) -> str:
        """The markdown twin's path: the page's path plus `.md` (`/index.md` for `/`)."""
        return "/index.md" if self.path == "/" else f"{self.path}.md"


PAGES = (
    Page("/", "index.md", "Docs"),
    Page("/docs", "docs.md", "Docs"),
    Page("/docs/quickstart", "docs/quickstart.md", "Docs"),
    Page("/docs/authentication", "docs/authentication.md", "Docs"),
    Page("/docs/check", "docs/check.md", "Docs"),
    Page("/docs/company", "docs/company.md", "Docs"),
    Page("/docs/prospect", "docs/prospect.md", "Docs"),
    Page("/docs/categories", "docs/categories.md", "Docs"),
    Page("/docs/credits", "docs/credits.md", "Docs"),
    Page("/pricing", "pricing.md", "Docs"),
    Page("/docs/limits", "docs/limits.md", "Docs"),
    Page("/docs/errors", "docs/errors.md", "API"),
    Page("/docs/reference", "docs/reference.md", "API"),
    Page("/docs/agents", "docs/agents.md", "Agents"),
    Page("/docs/cli", "docs/cli.md", "Agents"),
)

PLACEHOLDER = re.compile(r"\{\{\s*([a-z_]+)\s*\}\}")
_TITLE = re.compile(r"^# (.+)$", re.MULTILINE)
_SUMMARY = re.compile(r"^> (.+)$", re.MULTILINE)
_LINK = re.compile(r"\]\((/[^)\s#]*)(#[^)\s]*)?\)")

Values = Mapping[str, Callable[[], str]]


def source_text(name: str) -> str:
    """A page source or template shipped in the package (`web/sources/NAME`)."""
    return resources.files("vendorstack.web").joinpath("sources", name).read_text(encoding="utf-8")


def fill(template: str, values: Values, *, source: str) -> str:
    """Replace each `{{ name }}` with its value; an unknown name is an error, not a gap."""

    def value(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in values:
            raise KeyError(f"{source}: no fact named {name!r}")
        return values[name]()

    return PLACEHOLDER.sub(value, template)


def title_of(markdown: str) -> str:
    match = _TITLE.search(markdown)
    return match.group(1).strip() if match else "VendorStack"


def summary_of(markdown: str) -> str:
    match = _SUMMARY.search(markdown)
    return match.group(1).strip() if match else ""


def markdown_links(markdown: str) -> str:
    """Links to other pages point at their markdown twins, so a reader of markdown stays in it."""
    twins = {page.path: page.markdown_path for page in PAGES}

    def twin(match: re.Match[str]) -> str:
        path, fragment = match.group(1), match.group(2) or ""
        return f"]({twins.get(path, path)}{fragment})"

    return _LINK.sub(twin, markdown)


@dataclass(frozen=True, slots=True)
class RenderedPage:
    page: Page
    markdown: str

    @property
    def title(self) -> str:
        return title_of(self.markdown)

    @property
    def summary(self) -> str:
        return summary_of(self.markdown)


def render_pages(values: Values) -> list[RenderedPage]:
    """Every page's markdown, facts filled in, links pointing at markdown twins."""
    return [
        RenderedPage(
            page, markdown_links(fill(source_text(page.source), values, source=page.source))
        )
        for page in PAGES
    ]
