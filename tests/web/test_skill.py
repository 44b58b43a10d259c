"""The agent skill: SKILL.md with YAML front matter, the tool definitions with every category
slug, the rules an agent must follow; served, zipped and installed with the same content,
rendered from the objects the API uses."""

from __future__ import annotations

import io
import json
import os
import sys
import zipfile
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest
import yaml

from tests.apps import BASE_URL
from vendorstack.extraction import CATEGORIES
from vendorstack.mcp.tools import tool_definitions

pytestmark = pytest.mark.anyio


def front_matter(skill: str) -> dict[str, Any]:
    assert skill.startswith("---\n")
    head = skill.split("---\n", 2)[1]
    parsed: dict[str, Any] = yaml.safe_load(head)
    return parsed


async def test_skill_md_has_a_name_and_description(api: httpx.AsyncClient) -> None:
    response = await api.get("/skill/SKILL.md")
    meta = front_matter(response.text)

    assert response.headers["content-type"] == "text/markdown; charset=utf-8"
    assert meta["name"] == "vendorstack"
    assert isinstance(meta["description"], str)
    assert "vendors" in meta["description"]
    assert len(meta["description"]) <= 1024  # what skill loaders accept


async def test_skill_md_lists_the_categories_and_prices_the_api_serves(
    api: httpx.AsyncClient,
) -> None:
    skill = (await api.get("/skill/SKILL.md")).text
    categories = (await api.get("/v1/vendors")).json()["categories"]
    prices = (await api.get("/v1/pricing")).json()

    for slug in categories:
        assert f"`{slug}`" in skill
    for name, operation in prices["operations"].items():
        assert f"| `{name}` | {operation['credits']} credit" in skill
    assert f"A new key holds {prices['free_tier']['credits']} credits" in skill


async def test_skill_md_states_the_rules_an_agent_must_follow(api: httpx.AsyncClient) -> None:
    skill = (await api.get("/skill/SKILL.md")).text

    assert "relay `topup_url` verbatim to a human" in skill
    assert "Never create a new key" in skill
    assert "`Retry-After`" in skill
    assert "`retry_after`" in skill
    assert "15 to 90 seconds" in skill
    assert "### Which vendors does a company use?" in skill  # worked examples
    assert f"{BASE_URL}/mcp" in skill  # where to call


async def test_the_tool_definitions_carry_the_24_category_slugs(api: httpx.AsyncClient) -> None:
    tools = (await api.get("/skill/tools.json")).json()
    by_name = {tool["name"]: tool for tool in tools}

    assert set(by_name) == {
        "check",
        "company",
        "prospect",
        "balance",
        "pricing",
        "vendors",
        "watch",
        "watches",
        "unwatch",
        "events",
        "portfolio",
    }
    for name in ("check", "prospect"):
        category = by_name[name]["inputSchema"]["properties"]["category"]
        enum = next(option["enum"] for option in category["anyOf"] if "enum" in option)
        assert enum == list(CATEGORIES) == list((await api.get("/v1/vendors")).json()["categories"])
    assert tools == await tool_definitions()


async def test_the_zip_holds_the_served_files_in_a_vendorstack_folder(
    api: httpx.AsyncClient,
) -> None:
    response = await api.get("/skill.zip")
    archive = zipfile.ZipFile(io.BytesIO(response.content))

    assert response.headers["content-type"] == "application/zip"
    assert sorted(archive.namelist()) == ["vendorstack/SKILL.md", "vendorstack/tools.json"]
    assert archive.read("vendorstack/SKILL.md").decode() == (await api.get("/skill/SKILL.md")).text
    tools = json.loads(archive.read("vendorstack/tools.json"))
    assert tools == (await api.get("/skill/tools.json")).json()


async def test_skill_install_writes_the_served_skill(
    api: httpx.AsyncClient, tmp_path: Path
) -> None:
    env = {**os.environ, "VENDORSTACK_API_URL": BASE_URL}
    command = [sys.executable, "-m", "vendorstack.cli", "skill", "install", str(tmp_path)]
    await anyio.run_process(command, env=env)

    folder = tmp_path / "vendorstack"
    assert (folder / "SKILL.md").read_text() == (await api.get("/skill/SKILL.md")).text
    assert (
        json.loads((folder / "tools.json").read_text())
        == (await api.get("/skill/tools.json")).json()
    )
