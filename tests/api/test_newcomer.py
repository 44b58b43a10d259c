"""What a new user types first works: a vendor in any case, a URL as the company, framework
problems told in words that name the parameter."""

from __future__ import annotations

import httpx
import pytest

from tests.api.conftest import bearer, create_key
from tests.twins import TwinRunner, parsed
from vendorstack.api.routes.catalog import vendor_catalog_body
from vendorstack.extraction.dictionary import load_dictionary

pytestmark = pytest.mark.anyio

STRIPE_ROW = ("stripe", "payments", "Stripe, Inc. | Payment processing | United States")


async def test_a_vendor_in_any_case_is_its_lowercase_slug(
    api: httpx.AsyncClient, runner: TwinRunner
) -> None:
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", STRIPE_ROW)
    key = await create_key(api)
    await api.get("/v1/check", params={"url": "acme-pay.com"}, headers=bearer(key))

    upper = await api.get("/v1/prospect", params={"vendor": "Stripe"}, headers=bearer(key))
    lower = await api.get("/v1/prospect", params={"vendor": "stripe"}, headers=bearer(key))

    assert upper.status_code == 200, upper.text
    assert upper.json()["vendor"] == "stripe"
    assert upper.json()["companies"] == lower.json()["companies"]
    assert [company["domain"] for company in upper.json()["companies"]] == ["acme-pay.com"]


@pytest.mark.parametrize(
    "path",
    [
        "/v1/company/https%3A%2F%2Fwww.acme-pay.com%2Flegal",
        "/v1/company/https%3A%2F%2Facme-pay.com",
        "/v1/company/WWW.Acme-Pay.com",
    ],
)
async def test_the_company_path_takes_a_url_and_normalises_it_as_check_does(
    api: httpx.AsyncClient, runner: TwinRunner, path: str
) -> None:
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", STRIPE_ROW)
    key = await create_key(api)
    await api.get("/v1/check", params={"url": "https://www.acme-pay.com"}, headers=bearer(key))

    response = await api.get(path, headers=bearer(key))

    assert response.status_code == 200, response.text
    assert response.json()["domain"] == "acme-pay.com"


async def test_a_company_path_that_is_no_domain_names_the_parameter(
    api: httpx.AsyncClient,
) -> None:
    key = await create_key(api)

    response = await api.get("/v1/company/127.0.0.1", headers=bearer(key))

    assert response.status_code == 400
    assert response.json()["message"].startswith("`domain`")


@pytest.mark.parametrize(
    ("params", "message"),
    [
        (
            {"url": ""},
            "`url` is required: give a domain such as stripe.com, or a URL such as "
            "https://www.example.co.uk/privacy.",
        ),
        ({}, "`url` is required: give a domain such as stripe.com"),
        ({"url": "stripe.com", "category": "Payment"}, "`category` is not valid: give a category"),
        ({"url": "10.0.0.1"}, "`url` is not valid: give a domain such as stripe.com"),
        ({"url": "co.uk"}, "`url`: give a public domain name such as stripe.com"),
        ({"url": "stripe.com", "refresh": "please"}, "`refresh` is not valid: give 1, true"),
    ],
)
async def test_check_parameters_are_refused_in_words_naming_the_parameter(
    api: httpx.AsyncClient, params: dict[str, str], message: str
) -> None:
    key = await create_key(api)

    response = await api.get("/v1/check", params=params, headers=bearer(key))

    assert response.status_code == 400
    assert response.json()["message"].startswith(message)
    assert "String should" not in response.json()["message"]


async def test_prospect_without_a_filter_says_which_to_give(api: httpx.AsyncClient) -> None:
    key = await create_key(api)

    response = await api.get("/v1/prospect", params={"page": "0"}, headers=bearer(key))

    assert response.status_code == 400
    assert response.json()["message"] == (
        "`page` must be at least 1: give a page number of 1 or more."
    )


async def test_the_vendor_catalog_is_the_dictionary_served_from_bytes_made_once(
    api: httpx.AsyncClient,
) -> None:
    first, second = await api.get("/v1/vendors"), await api.get("/v1/vendors")

    assert first.status_code == 200
    assert first.headers["content-type"] == "application/json"
    assert first.json() == {"categories": load_dictionary().categories()}
    assert first.content == second.content
    assert vendor_catalog_body() is vendor_catalog_body()
