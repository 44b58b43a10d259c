"""One JSON error shape everywhere, and a request id on every response."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI

from tests.api.contract import api_client
from vendorstack.api.app import create_app
from vendorstack.services import Services

pytestmark = pytest.mark.anyio


def assert_error_shape(response: httpx.Response, status: int, code: str) -> None:
    assert response.status_code == status
    body = response.json()
    assert body["error"] == code
    assert isinstance(body["message"], str)
    assert body["message"]
    assert body["request_id"] == response.headers["x-request-id"]


async def test_unknown_routes_are_json_404s(api: httpx.AsyncClient) -> None:
    assert_error_shape(await api.get("/v2/nothing"), 404, "not_found")


async def test_wrong_methods_are_json_405s(api: httpx.AsyncClient) -> None:
    response = await api.delete("/v1/keys")
    assert_error_shape(response, 405, "method_not_allowed")
    assert "POST" in response.headers["allow"]


async def test_validation_errors_are_400_never_422(api: httpx.AsyncClient) -> None:
    assert_error_shape(await api.post("/v1/keys", json={"email": "x"}), 400, "validation_error")


@pytest.mark.parametrize(
    "path", ["/healthz", "/v1/pricing", "/v1/vendors", "/openapi.json", "/nope"]
)
async def test_every_response_carries_a_request_id(api: httpx.AsyncClient, path: str) -> None:
    response = await api.get(path)
    assert response.headers["x-request-id"].startswith("req_")


async def test_request_ids_are_unique_and_a_sane_client_id_is_kept(api: httpx.AsyncClient) -> None:
    ids = {(await api.get("/healthz")).headers["x-request-id"] for _ in range(20)}
    kept = await api.get("/healthz", headers={"X-Request-Id": "client-trace-0001"})
    dropped = await api.get("/healthz", headers={"X-Request-Id": "bad id\twith spaces"})

    assert len(ids) == 20
    assert kept.headers["x-request-id"] == "client-trace-0001"
    assert dropped.headers["x-request-id"].startswith("req_")


async def test_a_body_over_32kb_is_refused_by_its_length(api: httpx.AsyncClient) -> None:
    body = b'{"email": "' + b"a" * 40_000 + b'@example.com"}'
    response = await api.post(
        "/v1/keys", content=body, headers={"Content-Type": "application/json"}
    )
    assert_error_shape(response, 413, "payload_too_large")


async def test_a_streamed_body_over_32kb_is_refused(api: httpx.AsyncClient) -> None:
    async def chunks() -> AsyncIterator[bytes]:
        for _ in range(10):
            yield b"x" * 8192

    response = await api.post(
        "/v1/keys", content=chunks(), headers={"Content-Type": "application/json"}
    )
    assert_error_shape(response, 413, "payload_too_large")


async def test_an_internal_error_is_a_json_500_with_the_request_id(services: Services) -> None:
    app: FastAPI = create_app(services=services)

    @app.get("/boom")
    async def boom() -> None:
        raise RuntimeError("kaput")

    async with api_client(app, ("203.0.113.7", 5000)) as client:
        response = await client.get("/boom")
    assert_error_shape(response, 500, "internal_error")
    assert "kaput" not in response.text


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (None, "A JSON body is required."),
        (b"{not json", "The body is not valid JSON"),
        (b'{"email": "nope"}', "`email` is not valid (An email address must have an @-sign)"),
        (b'{"email": 7}', "`email` is not valid: give an email address such as you@example.com."),
        (b'{"email": "a@example.com", "plan": "pro"}', "`plan` is not a field this request"),
        (b"[]", "The body must be a JSON object"),
    ],
)
async def test_body_errors_say_what_is_wrong(
    api: httpx.AsyncClient, body: bytes | None, message: str
) -> None:
    response = await api.post(
        "/v1/keys", content=body, headers={"Content-Type": "application/json"}
    )

    assert response.status_code == 400
    assert response.json()["message"].startswith(message)


async def test_the_health_probe_answers_head(api: httpx.AsyncClient) -> None:
    response = await api.head("/healthz")

    assert response.status_code == 200
    assert response.headers["x-request-id"]
