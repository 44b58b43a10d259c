"""The response checker every API test runs fails on each kind of drift from the description."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from tests.api.contract import Contract
from vendorstack.accounts.pricing import pricing
from vendorstack.server.app import create_app

REQUEST_ID = "req_0123456789abcdef01234567"
CREDITS = {"x-credits-used": "1", "x-credits-remaining": "24"}
CHECK_BODY: dict[str, Any] = {
    "domain": "acme.com",
    "found": True,
    "cache": "hit",
    "scanned_at": "2026-11-24T10:00:00Z",
    "disclosure_url": "https://acme.com/subprocessors",
    "vendor_stack": {
        "payments": [
            {
                "vendor": "stripe",
                "name": "Stripe",
                "reviewed": True,
                "confidence": "vendor",
                "purpose": None,
                "locations": [],
                "evidence": {"source": "https://acme.com/subprocessors", "quote": "Stripe"},
            }
        ]
    },
    "sends_sms": False,
    "credits_used": 1,
    "credit_balance": 24,
    "status": {
        "outcome": "parsed",
        "reason": "parsed",
        "platform": None,
        "read_via": "html",
        "access_url": None,
    },
    "probed_urls": [],
    "unmatched_rows": [],
}


@pytest.fixture(scope="module")
def contract() -> Contract:
    return Contract(create_app())


def answer(
    method: str, path: str, status: int, body: object, headers: dict[str, str] | None = None
) -> httpx.Response:
    request = httpx.Request(method, f"http://testserver{path}")
    sent = {"x-request-id": REQUEST_ID, **(headers or {})}
    return httpx.Response(status, json=body, headers=sent, request=request)


def error(code: str, **extra: object) -> dict[str, object]:
    return {"error": code, "message": "Something.", "request_id": REQUEST_ID, **extra}


def test_responses_as_declared_pass(contract: Contract) -> None:
    contract.check(answer("GET", "/v1/pricing", 200, pricing()))
    contract.check(answer("GET", "/v1/check", 200, CHECK_BODY, CREDITS))
    contract.check(
        answer("GET", "/v1/company/acme.com", 404, error("not_found", found=False, credits_used=0))
    )
    contract.check(answer("GET", "/v2/nothing", 404, error("not_found")))


@pytest.mark.parametrize(
    ("response", "complaint"),
    [
        (answer("GET", "/v1/pricing", 404, error("not_found")), "status not declared"),
        (answer("GET", "/v1/check", 422, error("validation_error")), "status not declared"),
        (answer("GET", "/v1/check", 200, CHECK_BODY), "header X-Credits-Used missing"),
        (
            answer("GET", "/v1/check", 200, {**CHECK_BODY, "scanned_at": "yesterday"}, CREDITS),
            "is not a 'date-time'",
        ),
        (
            answer("GET", "/v1/check", 200, {**CHECK_BODY, "vendor_stack": {"nope": []}}, CREDITS),
            "vendor_stack",
        ),
        (answer("GET", "/v1/balance", 200, {"credit_balance": 3}), "'free_tier' is a required"),
        (answer("GET", "/v1/check", 402, error("payment_required")), "'topup_url' is a required"),
        (answer("GET", "/v1/check", 400, error("validation_error", detail="x")), "detail"),
        (answer("GET", "/v1/check", 400, error("bad_request")), "validation_error"),
        (
            answer("GET", "/v1/check", 429, error("rate_limited", retry_after=5)),
            "header Retry-After missing",
        ),
        (answer("GET", "/v2/nothing", 404, {"detail": "Not Found"}), "'error' is a required"),
    ],
)
def test_each_kind_of_drift_fails(
    contract: Contract, response: httpx.Response, complaint: str
) -> None:
    with pytest.raises(AssertionError, match=complaint):
        contract.check(response)


def test_a_response_without_a_request_id_fails(contract: Contract) -> None:
    response = answer("GET", "/healthz", 200, {"ok": True})
    del response.headers["x-request-id"]

    with pytest.raises(AssertionError, match="no X-Request-Id"):
        contract.check(response)
