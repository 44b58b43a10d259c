"""The OpenAPI 3.1 description covers every operation, its errors and the bearer scheme."""

from __future__ import annotations

import httpx
import pytest

pytestmark = pytest.mark.anyio

OPERATIONS = {
    ("post", "/v1/keys"): {"201", "400", "413", "429", "503"},
    ("get", "/v1/check"): {"200", "400", "401", "402", "409", "429", "502", "503"},
    ("get", "/v1/company/{domain}"): {"200", "400", "401", "402", "404", "409", "429", "503"},
    ("get", "/v1/prospect"): {"200", "400", "401", "402", "409", "429", "503"},
    ("get", "/v1/balance"): {"200", "401", "429", "503"},
    ("get", "/v1/pricing"): {"200", "429"},
    ("get", "/v1/vendors"): {"200", "429"},
    ("get", "/healthz"): {"200"},
}
AUTHENTICATED = {"/v1/check", "/v1/company/{domain}", "/v1/prospect", "/v1/balance"}


@pytest.fixture
async def spec(api: httpx.AsyncClient) -> dict[str, object]:
    response = await api.get("/openapi.json")
    assert response.status_code == 200
    body: dict[str, object] = response.json()
    return body


async def test_it_is_openapi_3_1_version_1_0_0(spec: dict[str, object]) -> None:
    assert str(spec["openapi"]).startswith("3.1")
    assert spec["info"]["version"] == "1.0.0"  # type: ignore[index]


async def test_every_operation_declares_its_responses(spec: dict[str, object]) -> None:
    paths = spec["paths"]
    for (method, path), statuses in OPERATIONS.items():
        operation = paths[path][method]  # type: ignore[index]
        assert set(operation["responses"]) == statuses, path
        assert "422" not in operation["responses"]


async def test_errors_reference_the_error_schema(spec: dict[str, object]) -> None:
    check = spec["paths"]["/v1/check"]["get"]["responses"]  # type: ignore[index]
    schema = check["402"]["content"]["application/json"]["schema"]
    assert schema == {"$ref": "#/components/schemas/Error"}
    assert "topup_url" in spec["components"]["schemas"]["Error"]["properties"]  # type: ignore[index]


async def test_the_bearer_scheme_is_declared_on_authenticated_operations(
    spec: dict[str, object],
) -> None:
    schemes = spec["components"]["securitySchemes"]  # type: ignore[index]
    assert schemes["HTTPBearer"]["scheme"] == "bearer"
    for (method, path), _ in OPERATIONS.items():
        operation = spec["paths"][path][method]  # type: ignore[index]
        assert ("security" in operation) == (path in AUTHENTICATED), path


async def test_the_interactive_docs_page_is_served(api: httpx.AsyncClient) -> None:
    response = await api.get("/api-docs")  # /docs holds the content pages (tests/web)
    assert response.status_code == 200
    assert "swagger" in response.text.lower()


async def test_query_parameters_are_described_with_their_values(spec: dict[str, object]) -> None:
    check = spec["paths"]["/v1/check"]["get"]  # type: ignore[index]
    params = {param["name"]: param for param in check["parameters"]}

    assert set(params) == {"url", "category", "refresh", "fresh", "Idempotency-Key"}
    assert params["Idempotency-Key"]["in"] == "header"
    assert params["url"]["required"] is True
    assert len(params["category"]["schema"]["enum"]) == 24
    assert "1" in params["refresh"]["schema"]["enum"]
    assert "true" in params["fresh"]["schema"]["enum"]
    prospect = spec["paths"]["/v1/prospect"]["get"]  # type: ignore[index]
    page = next(param for param in prospect["parameters"] if param["name"] == "page")
    assert page["schema"] == {"type": "integer", "minimum": 1, "maximum": 100_000, "default": 1}
