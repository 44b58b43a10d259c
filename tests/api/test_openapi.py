"""The OpenAPI 3.1 description covers every operation, its errors and the bearer scheme."""

from __future__ import annotations

import re
from typing import Any

import httpx
import pytest

pytestmark = pytest.mark.anyio

OPERATIONS = {
    ("post", "/v1/keys"): {"201", "400", "413", "429", "500", "503"},
    ("get", "/v1/check"): {"200", "400", "401", "402", "409", "429", "500", "502", "503"},
    ("get", "/v1/company/{domain}"): {
        *("200", "400", "401", "402", "404", "409", "429", "500", "503"),
    },
    ("get", "/v1/prospect"): {"200", "400", "401", "402", "404", "409", "429", "500", "503"},
    ("get", "/v1/balance"): {"200", "401", "429", "500", "503"},
    ("get", "/v1/pricing"): {"200", "429", "500"},
    ("get", "/v1/vendors"): {"200", "429", "500"},
    ("get", "/healthz"): {"200", "500"},
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


def _schema_of(spec: dict[str, Any], response: dict[str, Any]) -> dict[str, Any]:
    ref = response["content"]["application/json"]["schema"]["$ref"]
    schema: dict[str, Any] = spec["components"]["schemas"][ref.rsplit("/", 1)[1]]
    return schema


async def test_each_error_status_has_its_own_exact_schema(spec: dict[str, Any]) -> None:
    check = spec["paths"]["/v1/check"]["get"]["responses"]
    company = spec["paths"]["/v1/company/{domain}"]["get"]["responses"]

    payment = _schema_of(spec, check["402"])
    assert {"error", "message", "request_id", "topup_url"} <= set(payment["required"])
    assert payment["properties"]["error"]["const"] == "payment_required"
    assert _schema_of(spec, check["400"])["properties"]["error"]["const"] == "validation_error"
    assert {"found", "credits_used"} <= set(_schema_of(spec, company["404"])["required"])
    assert "retry_after" in _schema_of(spec, check["429"])["required"]
    assert _schema_of(spec, check["409"])["properties"]["error"]["const"] == (
        "idempotency_key_reused"
    )
    assert "retry_after" in _schema_of(spec, check["503"])["required"]
    for status in ("400", "401", "402", "409", "429", "502", "503"):
        assert _schema_of(spec, check[status])["additionalProperties"] is False, status


async def test_every_response_declares_its_headers(spec: dict[str, object]) -> None:
    for (method, path), statuses in OPERATIONS.items():
        responses = spec["paths"][path][method]["responses"]  # type: ignore[index]
        for status in statuses:
            headers = responses[status]["headers"]
            assert headers["X-Request-Id"]["required"] is True, (path, status)
            if status == "429":
                assert headers["Retry-After"]["schema"] == {"type": "integer"}
            if status == "401":
                assert "WWW-Authenticate" in headers
    for path in ("/v1/check", "/v1/company/{domain}", "/v1/prospect"):
        ok = spec["paths"][path]["get"]["responses"]["200"]["headers"]  # type: ignore[index]
        assert {"X-Credits-Used", "X-Credits-Remaining"} <= set(ok), path


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


async def test_the_interactive_docs_need_no_internet(api: httpx.AsyncClient) -> None:
    """Every script, stylesheet and icon the page loads is served by the app itself."""
    page = (await api.get("/api-docs")).text
    assets = re.findall(r"""(?:src|href)=["']([^"']+)["']""", page)
    assets += re.findall(r"""url: ?["']([^"']+)["']""", page)

    assert {asset.rsplit("/", 1)[-1] for asset in assets} >= {
        "swagger-ui-bundle.js",
        "swagger-ui.css",
        "openapi.json",
    }
    for asset in assets:
        assert asset.startswith("/"), f"{asset} is fetched from outside the app"
        served = await api.get(asset)
        assert served.status_code == 200, asset
        assert served.content
    script = await api.get("/api-docs/assets/swagger-ui-bundle.js")
    assert script.headers["content-type"].startswith(("text/javascript", "application/javascript"))
    assert b"SwaggerUIBundle" in script.content


async def test_query_parameters_are_described_with_their_values(spec: dict[str, object]) -> None:
    check = spec["paths"]["/v1/check"]["get"]  # type: ignore[index]
    params = {param["name"]: param for param in check["parameters"]}

    assert set(params) == {"url", "category", "refresh", "fresh", "Idempotency-Key"}
    assert params["Idempotency-Key"]["in"] == "header"
    assert params["url"]["required"] is True
    assert params["url"]["schema"]["minLength"] == 1
    assert "pattern" in params["url"]["schema"]
    assert len(params["category"]["schema"]["enum"]) == 24
    assert "1" in params["refresh"]["schema"]["enum"]
    assert "true" in params["fresh"]["schema"]["enum"]
    company = spec["paths"]["/v1/company/{domain}"]["get"]  # type: ignore[index]
    assert "pattern" in company["parameters"][0]["schema"]


async def test_prospect_says_vendor_or_category_is_required(spec: dict[str, object]) -> None:
    """One exploded query object: OpenAPI has no other way to say "at least one of"."""
    prospect = spec["paths"]["/v1/prospect"]["get"]  # type: ignore[index]
    [query] = [param for param in prospect["parameters"] if param["in"] == "query"]
    fields = query["schema"]["properties"]

    assert (query["in"], query["style"], query["explode"]) == ("query", "form", True)
    assert query["schema"]["anyOf"] == [{"required": ["vendor"]}, {"required": ["category"]}]
    assert set(fields) == {"vendor", "category", "segment", "page"}
    assert fields["vendor"]["pattern"] == "^[A-Za-z0-9]+(?:_[A-Za-z0-9]+)*$"  # Stripe is stripe
    assert len(fields["category"]["enum"]) == 24
    page = {key: fields["page"][key] for key in ("type", "minimum", "maximum", "default")}
    assert page == {"type": "integer", "minimum": 1, "maximum": 100_000, "default": 1}


async def test_optional_query_parameters_are_never_null(spec: dict[str, object]) -> None:
    """A query string cannot carry a null: an absent parameter is how a client says none."""
    for (method, path), _ in OPERATIONS.items():
        for param in spec["paths"][path][method].get("parameters", []):  # type: ignore[index]
            assert "null" not in str(param["schema"]), (path, param["name"])
