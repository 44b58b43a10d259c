"""`/llms.txt` follows the llms.txt convention and every page it links answers, in markdown
and in HTML; `/llms-full.txt` holds every endpoint, parameter, field, error code, charging
rule, limit and category inline."""

from __future__ import annotations

import re
from typing import Any

import httpx
import pytest

from vendorstack.config import Settings
from vendorstack.web.facts import error_classes

pytestmark = pytest.mark.anyio

LINK_ITEM = re.compile(r"^- \[([^\]]+)\]\(([^)\s]+)\)(?:: (.+))?$")


async def test_llms_txt_has_a_title_a_summary_and_sections_of_links(
    api: httpx.AsyncClient,
) -> None:
    response = await api.get("/llms.txt")
    lines = response.text.splitlines()

    assert response.headers["content-type"] == "text/plain; charset=utf-8"
    assert lines[0] == "# VendorStack"
    assert lines[1] == ""
    assert lines[2].startswith("> ")
    assert len(lines[2]) > 40
    assert "# " not in "\n".join(lines[1:]).replace("## ", "")  # one H1; sections are H2
    sections = [line[3:] for line in lines if line.startswith("## ")]
    assert sections[:3] == ["Docs", "API", "Agents"]
    items = [LINK_ITEM.match(line) for line in lines if line.startswith("- ")]
    assert items
    assert all(items)
    urls = {match.group(2) for match in items if match}
    assert {"/openapi.json", "/skill/SKILL.md", "/skill.zip", "/llms-full.txt"} <= urls


async def test_every_llms_txt_link_answers_in_markdown_and_in_html(
    api: httpx.AsyncClient,
) -> None:
    lines = (await api.get("/llms.txt")).text.splitlines()
    urls = [match.group(2) for line in lines if (match := LINK_ITEM.match(line))]

    for url in urls:
        response = await api.get(url)
        assert response.status_code == 200, url
        if url.endswith(".md") and url != "/skill/SKILL.md":
            assert response.headers["content-type"] == "text/markdown; charset=utf-8"
            html_path = "/" if url == "/index.md" else url.removesuffix(".md")
            html = await api.get(html_path)
            assert html.status_code == 200, html_path
            assert html.headers["content-type"] == "text/html; charset=utf-8"


async def _openapi(api: httpx.AsyncClient) -> dict[str, Any]:
    spec: dict[str, Any] = (await api.get("/openapi.json")).json()
    return spec


async def test_llms_full_states_every_operation_parameter_and_field(
    api: httpx.AsyncClient,
) -> None:
    full = (await api.get("/llms-full.txt")).text
    spec = await _openapi(api)

    for path, item in spec["paths"].items():
        for method, operation in item.items():
            assert f"{method.upper()} {path}" in full, (method, path)
            for name, _ in _parameter_names(operation):
                assert f"`{name}`" in full, (path, name)
    for name, schema in spec["components"]["schemas"].items():
        assert f"### {name}" in full.replace("#### ", "### "), name
        for field in schema.get("properties", {}):
            assert f"`{field}`" in full, (name, field)


async def test_llms_full_states_every_error_code_limit_charge_and_category(
    api: httpx.AsyncClient, settings: Settings
) -> None:
    full = (await api.get("/llms-full.txt")).text
    prices = (await api.get("/v1/pricing")).json()
    categories = (await api.get("/v1/vendors")).json()["categories"]

    for kind in error_classes():
        assert f"`{kind.code}`" in full, kind.code
    for slug in categories:
        assert f"`{slug}`" in full, slug
    for operation in prices["operations"].values():
        assert operation["note"] in full
    assert settings.rate_limit in full
    assert settings.key_creation_limit in full
    assert "## What is charged" in full.replace("### ", "## ")
    assert "## What is free" in full.replace("### ", "## ")


async def test_llms_full_inlines_every_page(api: httpx.AsyncClient) -> None:
    full = (await api.get("/llms-full.txt")).text
    llms = (await api.get("/llms.txt")).text

    assert full.startswith("# VendorStack")
    assert len(re.findall(r"^# ", full, re.MULTILINE)) == 1  # page titles are demoted to H2
    for line in llms.splitlines():
        match = LINK_ITEM.match(line)
        if match and match.group(2).endswith(".md") and match.group(2) != "/skill/SKILL.md":
            assert f"## {match.group(1)}" in full, match.group(1)


def _parameter_names(operation: dict[str, Any]) -> list[tuple[str, str]]:
    """(name, location) of each parameter; a query object sent exploded (`style: form`,
    `explode: true`) is its properties, as a client sends them."""
    names = []
    for param in operation.get("parameters", []):
        schema = param.get("schema", {})
        if param.get("explode") and schema.get("type") == "object":
            names += [(name, param["in"]) for name in schema.get("properties", {})]
        else:
            names.append((param["name"], param["in"]))
    return names
