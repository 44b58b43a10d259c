"""Every content page is served as HTML at its path and as markdown at its path plus `.md`,
from one source; every link on every page resolves."""

from __future__ import annotations

import re

import httpx
import pytest

from vendorstack.web.pages import PAGES, Page
from vendorstack.web.site import prefers_markdown

pytestmark = pytest.mark.anyio

MARKDOWN_LINK = re.compile(r"\]\((/[^)\s#]*)")
HTML_LINK = re.compile(r'href="(/[^"#]*)"')
HEADING = re.compile(r"^(#{1,3}) (.+)$", re.MULTILINE)


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.path)
async def test_a_page_is_served_as_html_and_as_markdown(api: httpx.AsyncClient, page: Page) -> None:
    html = await api.get(page.path)
    markdown = await api.get(page.markdown_path)

    assert html.status_code == 200
    assert html.headers["content-type"] == "text/html; charset=utf-8"
    assert markdown.status_code == 200
    assert markdown.headers["content-type"] == "text/markdown; charset=utf-8"
    assert markdown.text.startswith("# ")
    assert "{{" not in markdown.text  # every fact was filled in
    assert html.headers["x-request-id"].startswith("req_")


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.path)
async def test_a_client_that_prefers_markdown_gets_it_at_the_page_path(
    api: httpx.AsyncClient, page: Page
) -> None:
    markdown = await api.get(page.path, headers={"Accept": "text/markdown, text/html;q=0.5"})
    browser = await api.get(page.path, headers={"Accept": "text/html,*/*;q=0.8"})

    assert markdown.headers["content-type"] == "text/markdown; charset=utf-8"
    assert markdown.text == (await api.get(page.markdown_path)).text
    assert browser.headers["content-type"] == "text/html; charset=utf-8"
    assert markdown.headers["vary"] == browser.headers["vary"] == "Accept"


@pytest.mark.parametrize(
    ("accept", "markdown"),
    [
        ("text/markdown", True),
        ("text/markdown;q=0.9, text/html;q=0.8", True),
        ("text/html, text/markdown", False),  # a tie goes to HTML
        ("*/*", False),
        ("", False),
        ("text/*;q=0.5, text/markdown", True),
        ("text/markdown;q=0, */*", False),
        ("text/markdown;q=bad", False),
    ],
)
def test_accept_negotiation(accept: str, markdown: bool) -> None:
    assert prefers_markdown(accept) is markdown


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.path)
async def test_the_html_is_the_markdown_rendered(api: httpx.AsyncClient, page: Page) -> None:
    markdown = (await api.get(page.markdown_path)).text
    html = (await api.get(page.path)).text

    headings = HEADING.findall(markdown.split("```")[0])
    assert headings
    for hashes, text in headings:
        level = len(hashes)
        plain = re.sub(r"`([^`]*)`", r"<code>\1</code>", text)
        assert f"<h{level}>{plain}</h{level}>" in html, text
    assert f'href="{page.markdown_path}"' in html  # the markdown twin is linked


async def test_every_link_on_every_page_resolves(api: httpx.AsyncClient) -> None:
    seen: set[str] = set()
    for page in PAGES:
        markdown = (await api.get(page.markdown_path)).text
        html = (await api.get(page.path)).text
        seen.update(MARKDOWN_LINK.findall(markdown), HTML_LINK.findall(html))

    for link in sorted(seen):
        response = await api.get(link)
        assert response.status_code == 200, link


async def test_markdown_pages_link_to_markdown_and_html_pages_to_html(
    api: httpx.AsyncClient,
) -> None:
    markdown = (await api.get("/docs.md")).text
    html = (await api.get("/docs")).text

    assert "](/docs/check.md)" in markdown
    assert "](/docs/check)" not in markdown
    assert 'href="/docs/check"' in html
    assert 'href="/docs/check.md"' not in html.split("<footer>")[0]


async def test_the_docs_index_links_every_page(api: httpx.AsyncClient) -> None:
    index = (await api.get("/docs.md")).text

    for page in PAGES:
        if page.path not in {"/", "/docs"}:
            assert f"]({page.markdown_path})" in index, page.path


async def test_the_home_page_is_also_at_index(api: httpx.AsyncClient) -> None:
    assert (await api.get("/index")).text == (await api.get("/")).text


async def test_raw_html_in_a_source_is_not_passed_through(api: httpx.AsyncClient) -> None:
    html = (await api.get("/docs/authentication")).text

    assert "&lt;API_KEY&gt;" in html  # `Authorization: Bearer <API_KEY>` stays text


async def test_an_unknown_page_is_the_json_404(api: httpx.AsyncClient) -> None:
    response = await api.get("/docs/nowhere.md")

    assert response.status_code == 404
    assert response.json()["error"] == "not_found"


async def test_swagger_ui_moved_to_api_docs_and_openapi_stays(api: httpx.AsyncClient) -> None:
    swagger = await api.get("/api-docs")
    docs = await api.get("/docs")

    assert "swagger" in swagger.text.lower()
    assert "swagger" not in docs.text.lower()
    assert (await api.get("/openapi.json")).json()["openapi"].startswith("3.1")
