"""Direct routes answer exactly as FastAPI's own handler answers the same declarations."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Annotated, Any
from urllib.parse import parse_qsl

import httpx
import pytest
from fastapi import Depends, FastAPI, Path, Query, Request
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import BaseModel, Field

from tests.api.conftest import bearer, create_key
from tests.api.contract import api_client
from tests.twins import TwinRunner, parsed
from vendorstack.api.routing import DirectRoute, query_pairs, request_dependencies
from vendorstack.server.app import create_app
from vendorstack.services import Services

pytestmark = pytest.mark.anyio


class Filter(BaseModel):
    n: int = Field(1, ge=1)


async def who(request: Request) -> str:
    return request.url.path


async def who_else(request: Request, extra: int = 1) -> str:
    return f"{request.url.path}{extra}"


def sync_who(request: Request) -> str:
    return request.url.path


async def direct(me: Annotated[str, Depends(who)], query: Annotated[Filter, Query()]) -> Any: ...
async def with_path(me: Annotated[str, Depends(who)], n: Annotated[int, Path()]) -> Any: ...
async def with_text_path(me: Annotated[str, Depends(who)], n: Annotated[str, Path()]) -> Any: ...
async def with_param(n: int) -> Any: ...
async def with_request(request: Request) -> Any: ...
async def nested(me: Annotated[str, Depends(who_else)]) -> Any: ...
async def sync_dependency(me: Annotated[str, Depends(sync_who)]) -> Any: ...
def sync_endpoint(me: Annotated[str, Depends(who)]) -> Any: ...


@pytest.mark.parametrize(
    ("endpoint", "qualifies"),
    [
        (direct, True),
        (with_path, False),
        (with_text_path, True),
        (with_param, False),
        (with_request, False),
        (nested, False),
        (sync_dependency, False),
        (sync_endpoint, False),
    ],
)
def test_only_endpoints_of_request_dependencies_and_a_query_model_are_direct(
    endpoint: Any, qualifies: bool
) -> None:
    app = FastAPI()
    app.router.route_class = DirectRoute
    app.get("/x/{n}")(endpoint)
    [route] = [route for route in app.router.routes if isinstance(route, DirectRoute)]
    assert (request_dependencies(route.dependant) is not None) is qualifies


def test_the_hot_routes_are_direct() -> None:
    routes = [route for route in create_app().router.routes if isinstance(route, DirectRoute)]
    direct = {route.path for route in routes if route.app is not route.framework_app}
    assert {"/v1/check", "/v1/prospect", "/v1/pricing", "/v1/balance"} <= direct
    assert "/v1/company/{domain:path}" in direct  # a plain text path parameter


def framework_app(services: Services) -> FastAPI:
    """The app with every route served by FastAPI's own handler."""
    app = create_app(services=services)
    for route in app.router.routes:
        if isinstance(route, DirectRoute):
            route.app = route.framework_app
    return app


@pytest.fixture
async def framework(services: Services) -> AsyncIterator[httpx.AsyncClient]:
    async with api_client(framework_app(services), ("203.0.113.7", 5000)) as client:
        yield client


REQUESTS = [
    "/v1/check?url=acme-pay.com",
    "/v1/check?url=acme-pay.com&category=payments&refresh=0",
    "/v1/check?url=acme-pay.com&category=Payments",
    "/v1/check?url=acme-pay.com&refresh=maybe&fresh=",
    "/v1/check?url=acme-pay.com&url=127.0.0.1",
    "/v1/check?url=",
    "/v1/check",
    "/v1/prospect?vendor=stripe",
    "/v1/prospect?category=payments&page=0&segment=zz",
    "/v1/prospect?vendor=Stripe&page=x",
    "/v1/prospect",
    "/v1/balance",
    "/v1/pricing",
    "/v1/company/acme-pay.com",
    "/v1/company/www.acme-pay.com",
    "/v1/company/never-scanned.com",
    "/v1/company/not_a_domain",
    "/v1/company/localhost",
    f"/v1/company/{'a' * 300}.com",
    "/v1/vendors/discovered?q=nor",
    "/v1/vendors/discovered?q=Bad%20Prefix",
]


@pytest.mark.parametrize("path", REQUESTS)
@pytest.mark.parametrize("keyed", [True, False])
async def test_direct_and_framework_answers_are_the_same(
    api: httpx.AsyncClient,
    framework: httpx.AsyncClient,
    runner: TwinRunner,
    path: str,
    keyed: bool,
) -> None:
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", ("stripe", "payments", "Stripe"))
    key = await create_key(api)
    headers = bearer(key) if keyed else {}
    await api.get("/v1/check?url=acme-pay.com", headers=bearer(key))  # indexed: no more scans

    ours, theirs = await api.get(path, headers=headers), await framework.get(path, headers=headers)

    assert ours.status_code == theirs.status_code
    assert _without_ids(ours.json()) == _without_ids(theirs.json())


def _without_ids(body: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in body.items() if k not in {"request_id", "credit_balance"}}


@settings(max_examples=500)
@given(st.lists(st.sampled_from(["url", "a", "=", "&", "%", "+", "20", "é", "", "b=c"])))
def test_a_query_splits_as_parse_qsl_reads_it(pieces: list[str]) -> None:
    query = "".join(pieces)
    assert query_pairs(query) == dict(parse_qsl(query, keep_blank_values=True))
