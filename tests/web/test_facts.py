"""The pages and the API cannot disagree: every fact the API also states is rendered from
the object the API uses, so these tests compare what is served both ways, and change the
objects to show the pages follow."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from importlib import resources
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from tests.apps import CLIENT, settings_for
from tests.twins import TwinRunner
from vendorstack.accounts import pricing as pricing_module
from vendorstack.config import Settings
from vendorstack.extraction import CATEGORIES, CONFIDENCE_TIERS
from vendorstack.lookups.views import PER_PAGE
from vendorstack.server.app import FRONT_ENDS, create_app
from vendorstack.services import Services
from vendorstack.serving.middleware import MAX_BODY_BYTES
from vendorstack.web.facts import Facts, error_classes, error_message
from vendorstack.web.pages import PAGES

pytestmark = pytest.mark.anyio

TABLE_ROW = re.compile(r"^\| (\d{3}) \| `([a-z_]+)` \|", re.MULTILINE)


async def _get(api: httpx.AsyncClient, path: str) -> str:
    response = await api.get(path)
    assert response.status_code == 200, path
    return response.text


async def test_the_errors_page_lists_exactly_the_error_codes_of_errors_py(
    api: httpx.AsyncClient,
) -> None:
    page = await _get(api, "/docs/errors.md")

    listed = {(int(status), code) for status, code in TABLE_ROW.findall(page)}
    assert listed == {(kind.status, kind.code) for kind in error_classes()}
    for kind in error_classes():
        assert error_message(kind).split(":")[0] in page


async def test_the_reference_lists_exactly_the_operations_of_openapi(
    api: httpx.AsyncClient,
) -> None:
    page = await _get(api, "/docs/reference.md")
    spec: dict[str, Any] = (await api.get("/openapi.json")).json()

    documented = set(re.findall(r"^### (GET|POST|PUT|PATCH|DELETE) (\S+)$", page, re.MULTILINE))
    operations = {(m.upper(), path) for path, item in spec["paths"].items() for m in item}
    assert documented == operations
    rows = set(re.findall(r"^\| (GET|POST|PUT|PATCH|DELETE) \| `([^`]+)` \|", page, re.MULTILINE))
    assert rows == operations
    for path, item in spec["paths"].items():
        for method, operation in item.items():
            section = page.split(f"### {method.upper()} {path}\n", 1)[1].split("\n### ", 1)[0]
            for status in operation["responses"]:
                assert f"| {status} |" in section, (path, status)
            for name, where in _parameter_names(operation):
                assert f"| `{name}` | {where} |" in section, (path, name)


async def test_pricing_page_states_what_get_pricing_answers(api: httpx.AsyncClient) -> None:
    page = await _get(api, "/pricing.md")
    prices = (await api.get("/v1/pricing")).json()

    for name, operation in prices["operations"].items():
        credits = operation["credits"]
        unit = "credit" if credits == 1 else "credits"
        assert f"| `{name}` | {credits} {unit} |" in page
    for pack in prices["packs"]:
        assert f"| {pack['usd']:,.0f} USD | {pack['credits']:,} |" in page
    free = prices["free_tier"]
    assert f"A new key holds {free['credits']} credits" in page
    assert f"may run {free['live_scans_per_day']} live scans a day" in page


async def test_categories_page_lists_every_category_of_get_vendors(
    api: httpx.AsyncClient,
) -> None:
    page = await _get(api, "/docs/categories.md")
    catalog = (await api.get("/v1/vendors")).json()["categories"]

    assert list(catalog) == list(CATEGORIES)
    for slug, vendors in catalog.items():
        assert f"| `{slug}` | {len(vendors):,} |" in page, slug
    assert f"The {len(catalog)} category slugs" in page


async def test_check_page_names_every_confidence_tier(api: httpx.AsyncClient) -> None:
    page = await _get(api, "/docs/check.md")

    for tier in CONFIDENCE_TIERS:
        assert f"| `{tier}` |" in page


async def test_limits_page_states_the_served_limits(
    api: httpx.AsyncClient, settings: Settings
) -> None:
    page = await _get(api, "/docs/limits.md")

    assert f"| Requests per key | `{settings.rate_limit}` |" in page
    assert f"`{settings.key_creation_limit}`" in page
    assert f"{MAX_BODY_BYTES // 1024} KB" in page
    assert f"| Prospect page size | {PER_PAGE} companies |" in page


@pytest.fixture
async def odd_api(
    sqlite_url: str, runner: TwinRunner, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[httpx.AsyncClient]:
    """An app whose settings and packs differ from every default."""
    monkeypatch.setattr(pricing_module, "CREDIT_PACKS", ((7.0, 777), (70.0, 9191)))
    odd = settings_for(
        sqlite_url,
        rate_limit="42/minute",
        key_creation_limit="3/day",
        free_scans_per_day=9,
        negative_ttl_seconds=7200,
    )
    services = Services.open(odd, runner=runner)
    app: FastAPI = create_app(services=services)
    transport = httpx.ASGITransport(app=app, client=CLIENT)
    try:
        client = httpx.AsyncClient(transport=transport, base_url="http://test")
        async with app.router.lifespan_context(app), client:
            yield client
    finally:
        await services.close()


async def test_pages_and_skill_follow_the_settings_and_packs_they_are_served_with(
    odd_api: httpx.AsyncClient,
) -> None:
    limits = await _get(odd_api, "/docs/limits.md")
    pricing_page = await _get(odd_api, "/pricing.md")
    skill = await _get(odd_api, "/skill/SKILL.md")
    answer = (await odd_api.get("/v1/pricing")).json()

    assert answer["packs"] == [{"usd": 7.0, "credits": 777}, {"usd": 70.0, "credits": 9191}]
    assert "`42/minute`" in limits
    assert "`3/day`" in limits
    assert "| 2 h |" in limits
    assert "| 7 USD | 777 |" in pricing_page
    assert "| 70 USD | 9,191 |" in pricing_page
    assert "1,100" not in pricing_page
    assert "may run 9 live scans a day" in pricing_page
    assert "may run 9 live scans a day" in skill


def _sources() -> dict[str, str]:
    root = resources.files("vendorstack")
    names = [f"web/sources/{page.source}" for page in PAGES] + ["skill/SKILL.md"]
    return {name: root.joinpath(name).read_text(encoding="utf-8") for name in names}


def test_no_source_types_a_fact_the_api_states() -> None:
    """Prices, packs, the free plan, limits and counts only enter a page as a placeholder."""
    prices = pricing_module.pricing()
    defaults = Settings(database_url="sqlite:///unused.db")
    typed = [
        *(f"{pack['credits']}" for pack in prices["packs"]),
        *(f"{pack['credits']:,}" for pack in prices["packs"]),
        f"{prices['free_tier']['credits']} credits",
        f"{prices['free_tier']['credits']} free",
        f"{prices['free_tier']['live_scans_per_day']} live scans",
        f"{len(CATEGORIES)} categories",
        f"{PER_PAGE} companies",
        f"{PER_PAGE} a page",
        f"{MAX_BODY_BYTES // 1024} KB",
        defaults.rate_limit,
        defaults.key_creation_limit,
        "1 credit",
    ]
    for name, text in _sources().items():
        for fact in typed:
            assert fact not in text, (name, fact)


def test_every_placeholder_in_the_sources_is_a_known_fact() -> None:

    known = set(
        Facts(Settings(database_url="sqlite:///unused.db"), {}, [], FRONT_ENDS).values()
    ) | {"api_url"}
    for name, text in _sources().items():
        for placeholder in re.findall(r"\{\{\s*([a-z_]+)\s*\}\}", text):
            assert placeholder in known, (name, placeholder)


def test_page_sources_are_shipped_in_the_package() -> None:
    pyproject = (Path(__file__).parents[2] / "pyproject.toml").read_text()

    assert '"web/sources/*.md", "web/sources/docs/*.md", "skill/SKILL.md"' in pyproject


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
