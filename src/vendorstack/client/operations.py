"""The API's operations as values: method, path, query, the typed result and the timeout.

The Python client, the CLI and the stdio MCP server all send these, so they cannot disagree
about a path or a parameter. Results are the API's own response schemas (`schemas.responses`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar
from urllib.parse import quote, urlsplit

from pydantic import BaseModel

from vendorstack.client.download import ExportReceipt
from vendorstack.schemas.responses import (
    Balance,
    CheckResult,
    CompanyProfile,
    EventList,
    KeyCreated,
    NoContent,
    PortfolioResult,
    Pricing,
    ProspectResult,
    VendorCatalog,
    WatchList,
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


def watch(domains: Sequence[str]) -> Operation[WatchList]:
    """POST /v1/watches: watch 1 to 100 domains (free; each re-scan that reads a list is
    charged as `watch_scan`, GET /v1/pricing). Domains watched already are kept."""
    return Operation("POST", "/v1/watches", WatchList, body={"domains": list(domains)})


def watches(*, after: int = 0) -> Operation[WatchList]:
    """GET /v1/watches: the account's watches with their status, 100 a page from `after`."""
    return Operation("GET", "/v1/watches", WatchList, _present(after=after or None))


def unwatch(watch_id: int) -> Operation[NoContent]:
    """DELETE /v1/watches/{id}: stop watching (free; 204, no body)."""
    return Operation("DELETE", f"/v1/watches/{watch_id}", NoContent)


def events(*, after: int = 0) -> Operation[EventList]:
    """GET /v1/events: the account's change events, oldest first, 100 a page from `after`."""
    return Operation("GET", "/v1/events", EventList, _present(after=after or None))


def portfolio(domains: Sequence[str]) -> Operation[PortfolioResult]:
    """POST /v1/portfolio: the fourth parties 1 to 1,000 vendors share, charged (GET
    /v1/pricing) per vendor whose list names vendors; vendors never scanned are queued."""
    return Operation("POST", "/v1/portfolio", PortfolioResult, body={"domains": list(domains)})


def export(
    *,
    format: str = "jsonl",
    vendor: str | None = None,
    category: str | None = None,
    after: int = 0,
    limit: int | None = None,
) -> Operation[ExportReceipt]:
    """GET /v1/export: the index's current claims as JSON lines or CSV, streamed; the rows it
    will send are held first and charged per 1,000 sent (GET /v1/pricing)."""
    params = _present(
        format=format, vendor=vendor, category=category, after=after or None, limit=limit
    )
    return Operation("GET", "/v1/export", ExportReceipt, params)
