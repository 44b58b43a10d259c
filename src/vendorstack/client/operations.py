"""The API's operations as values: method, path, query, the typed result and the timeout.

The Python client, the CLI and the stdio MCP server all send these, so they cannot disagree
about a path or a parameter. Results are the API's own response schemas (`schemas.responses`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar
from urllib.parse import quote, urlsplit

from pydantic import BaseModel

from vendorstack.schemas.responses import (
    Balance,
    CheckResult,
    CompanyProfile,
    KeyCreated,
    Pricing,
    ProspectResult,
    VendorCatalog,
)

ResultT = TypeVar("ResultT", bound=BaseModel)

CHECK_TIMEOUT_SECONDS = 120.0
"""A live scan takes 15 to 90 seconds; the spec advises clients to wait 120 on /v1/check."""
DEFAULT_TIMEOUT_SECONDS = 30.0


@dataclass(frozen=True, slots=True)
class Operation(Generic[ResultT]):
    """One API call: what to send and what comes back."""

    method: str
    path: str
    result: type[ResultT]
    params: dict[str, str] = field(default_factory=dict)
    body: dict[str, Any] | None = None
    timeout: float = DEFAULT_TIMEOUT_SECONDS


def _present(**params: str | int | None) -> dict[str, str]:
    return {name: str(value) for name, value in params.items() if value is not None}


def check(
    url: str, *, category: str | None = None, refresh: bool = False
) -> Operation[CheckResult]:
    """GET /v1/check: charged (GET /v1/pricing) for an answer that names vendors; may
    live-scan (15-90 s)."""
    params = _present(url=url, category=category, refresh="1" if refresh else None)
    return Operation("GET", "/v1/check", CheckResult, params, timeout=CHECK_TIMEOUT_SECONDS)


def company_host(domain: str) -> str:
    """The host part of a domain or URL: the path segment `/v1/company/{domain}` can carry."""
    text = domain.strip()
    host = urlsplit(text).hostname if "://" in text else text.split("/", 1)[0]
    return host or text


def company(domain: str) -> Operation[CompanyProfile]:
    """GET /v1/company/{domain}: the indexed profile; never scans; unknown domains are free 404s."""
    return Operation("GET", f"/v1/company/{quote(company_host(domain), safe='')}", CompanyProfile)


def prospect(
    *,
    vendor: str | None = None,
    category: str | None = None,
    segment: str | None = None,
    page: int = 1,
) -> Operation[ProspectResult]:
    """GET /v1/prospect: charged (GET /v1/pricing) per page of up to 10 companies (an empty
    page is free)."""
    params = _present(vendor=vendor, category=category, segment=segment, page=page)
    return Operation("GET", "/v1/prospect", ProspectResult, params)


def balance() -> Operation[Balance]:
    return Operation("GET", "/v1/balance", Balance)


def pricing() -> Operation[Pricing]:
    return Operation("GET", "/v1/pricing", Pricing)


def vendors() -> Operation[VendorCatalog]:
    return Operation("GET", "/v1/vendors", VendorCatalog)


def create_key(email: str) -> Operation[KeyCreated]:
    """POST /v1/keys: a new key with the free plan's credits. Never call it to get round a 402."""
    return Operation("POST", "/v1/keys", KeyCreated, body={"email": email})
