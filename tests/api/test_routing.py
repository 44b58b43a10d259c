"""Direct routes call request-only endpoints straight, and leave every other endpoint alone."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import APIRouter, FastAPI, Query, Request, Response

from vendorstack.api.app import create_app
from vendorstack.api.routing import DirectRoute, mount_flat, takes_only_the_request

pytestmark = pytest.mark.anyio


async def request_only(request: Request) -> Response:
    return Response(request.url.path)


async def with_query(n: int = Query(ge=1)) -> dict[str, int]:
    return {"n": n}


def sync_request_only(request: Request) -> Response:
    return Response("sync")


async def request_and_more(request: Request, n: int = 1) -> Response:
    return Response(str(n))


class Refused(Exception):
    pass


async def refusing(request: Request) -> Response:
    raise Refused


async def handle_refused(request: Request, exc: Exception) -> Response:
    return Response("refused", status_code=409)


async def scope_keys(request: Request) -> Response:
    return Response(",".join(sorted(key for key in request.scope if key.startswith("fastapi_"))))


def test_only_async_endpoints_of_the_request_alone_qualify() -> None:
    assert takes_only_the_request(request_only)
    assert not takes_only_the_request(with_query)
    assert not takes_only_the_request(sync_request_only)
    assert not takes_only_the_request(request_and_more)


@pytest.fixture
async def client() -> AsyncIterator[httpx.AsyncClient]:
    first, second = APIRouter(route_class=DirectRoute), APIRouter(route_class=DirectRoute)
    first.get("/direct")(request_only)
    first.get("/refusing")(refusing)
    first.get("/scope")(scope_keys)
    second.get("/validated")(with_query)
    second.get("/mixed")(request_and_more)
    app = FastAPI()
    app.add_exception_handler(Refused, handle_refused)
    mount_flat(app, (first, second))
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
        yield client


async def test_a_direct_endpoint_answers(client: httpx.AsyncClient) -> None:
    response = await client.get("/direct")
    assert response.status_code == 200
    assert response.text == "/direct"


async def test_a_direct_endpoints_errors_reach_the_apps_handlers(
    client: httpx.AsyncClient,
) -> None:
    response = await client.get("/refusing")
    assert (response.status_code, response.text) == (409, "refused")


async def test_a_direct_endpoint_runs_without_fastapis_per_route_exit_stacks(
    client: httpx.AsyncClient,
) -> None:
    # The app-wide stack (fastapi_middleware_astack) stays; the two per-route ones are skipped.
    assert (await client.get("/scope")).text == "fastapi_middleware_astack"


async def test_endpoints_with_parameters_keep_fastapi_validation(
    client: httpx.AsyncClient,
) -> None:
    assert (await client.get("/validated?n=3")).json() == {"n": 3}
    assert (await client.get("/validated?n=0")).status_code == 422
    assert (await client.get("/mixed?n=7")).text == "7"


def test_the_app_routes_are_flat_and_its_get_endpoints_direct() -> None:
    app = create_app()
    routes = [route for route in app.router.routes if isinstance(route, DirectRoute)]
    paths = {route.path for route in routes}
    assert {"/v1/check", "/v1/pricing", "/v1/balance", "/v1/keys"} <= paths
    # /v1/keys validates a JSON body, so only the request-only endpoints are direct.
    direct = {route.path for route in routes if takes_only_the_request(route.endpoint)}
    assert "/v1/keys" not in direct
    assert {"/v1/check", "/v1/company/{domain}", "/v1/prospect", "/v1/pricing"} <= direct
