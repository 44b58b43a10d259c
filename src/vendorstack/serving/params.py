"""The lookup routes' parameters, declared once: what OpenAPI publishes is what FastAPI
enforces (a value that breaks a declared constraint is a 400 naming the parameter), and the
few rules that need our data (the public suffix list, the vendor dictionary) follow here.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import Path
from pydantic import BaseModel, Field, field_validator

from vendorstack.domains import MAX_HOST_LENGTH, MAX_INPUT_LENGTH
from vendorstack.exports.metered import MAX_ROWS as MAX_EXPORT_ROWS
from vendorstack.lookups.portfolio import MAX_PORTFOLIO_DOMAINS
from vendorstack.schemas.responses import CategoryName
from vendorstack.serving import patterns

FlagValue = Literal["1", "0", "true", "false", "yes", "no", "on", "off"]
MAX_PAGE = 100_000
MAX_SLUG_LENGTH = 64
MAX_ROW_ID = 2**53  # row ids fit every backend's integer (and JavaScript's exactly)
MAX_ID = 2**31 - 1  # watch, event and endpoint ids are 32-bit integers on PostgreSQL

CompanyDomain = Annotated[
    str,
    Path(
        description="Company domain, or a URL on it (URL-encoded); reduced to its registrable "
        "domain like `url` on /v1/check.",
        max_length=MAX_INPUT_LENGTH,
        pattern=patterns.URL,
        examples=["stripe.com"],
    ),
]


class CheckQuery(BaseModel):
    """`GET /v1/check`'s query."""

    url: str = Field(
        description="Domain or URL of the company; reduced to its registrable domain "
        "(`https://www.shop.example.co.uk/legal` is `example.co.uk`). ASCII host names only.",
        min_length=1,
        max_length=MAX_INPUT_LENGTH,
        pattern=patterns.URL,
        examples=["stripe.com"],
    )
    category: CategoryName | None = Field(
        None, description="Restrict vendor_stack to one category (GET /v1/vendors lists the 24)."
    )
    refresh: FlagValue | None = Field(
        None, description="1 (or true/yes/on) forces a live re-scan, same price."
    )
    fresh: FlagValue | None = Field(None, description="true forces a live re-scan, like refresh.")


class ProspectFilter(BaseModel):
    """`GET /v1/prospect`'s query: vendor and/or category (at least one), segment, page."""

    vendor: str | None = Field(
        None,
        description="Vendor slug: a reviewed one (GET /v1/vendors) or a discovered one "
        "(GET /v1/vendors/discovered); a slug neither holds is a free 404. Case does not "
        "matter: `Stripe` is `stripe`.",
        pattern=patterns.VENDOR_SLUG_ANY_CASE,
        max_length=MAX_SLUG_LENGTH,
    )
    category: CategoryName | None = Field(None, description="Category slug.")
    segment: str | None = Field(
        None,
        description="Only companies whose domain ends in this suffix: de, co.uk, io.",
        pattern=patterns.SUFFIX,
        max_length=MAX_HOST_LENGTH,
    )
    page: int = Field(1, description="1-based page of 10.", ge=1, le=MAX_PAGE)

    @field_validator("vendor")
    @classmethod
    def _lowercase(cls, vendor: str | None) -> str | None:
        return vendor.lower() if vendor is not None else None


class DiscoveredQuery(BaseModel):
    """`GET /v1/vendors/discovered`'s query: a slug prefix and where the last page ended."""

    q: str = Field(
        "",
        description="Only slugs starting with this (lowercase letters, digits, `_`).",
        pattern=patterns.SLUG_PREFIX,
        max_length=MAX_SLUG_LENGTH,
    )
    after: str | None = Field(
        None,
        description="The previous page's `next_after`.",
        pattern=patterns.VENDOR_SLUG,
        max_length=MAX_SLUG_LENGTH,
    )


def prospect_parameters() -> dict[str, Any]:
    """`ProspectFilter` as one exploded query object: the only way OpenAPI can say that
    `vendor` or `category` (or both) must be given."""
    schema = ProspectFilter.model_json_schema()
    schema["anyOf"] = [{"required": ["vendor"]}, {"required": ["category"]}]
    parameter = {"name": "filter", "in": "query", "style": "form", "explode": True}
    return {"parameters": [{**parameter, "required": True, "schema": schema}]}


class ExportParams(BaseModel):
    """`GET /v1/export`'s query: the format, the optional filters and where to start."""

    format: Literal["jsonl", "csv"] = Field("jsonl", description="`jsonl` or `csv`.")
    vendor: str | None = Field(
        None,
        description="Only claims naming this vendor slug (case does not matter).",
        pattern=patterns.VENDOR_SLUG_ANY_CASE,
        max_length=MAX_SLUG_LENGTH,
    )
    category: CategoryName | None = Field(None, description="Only claims in this category.")
    after: int = Field(
        0,
        ge=0,
        le=MAX_ROW_ID,
        description="Resume after this row `id` (the last one a download delivered).",
    )
    limit: int = Field(
        MAX_EXPORT_ROWS,
        ge=1,
        le=MAX_EXPORT_ROWS,
        description="At most this many rows (and the credits held for them).",
    )

    @field_validator("vendor")
    @classmethod
    def _lowercase(cls, vendor: str | None) -> str | None:
        return vendor.lower() if vendor is not None else None


# 100 domains of at most 253 characters fit in the 32 KB request body cap, so every body the
# schema allows is one the server takes; more domains: more requests.
MAX_WATCH_DOMAINS = 100
WatchedDomain = Annotated[
    str,
    Field(min_length=1, max_length=MAX_HOST_LENGTH, pattern=patterns.URL),
]


class WatchCreate(BaseModel):
    """`POST /v1/watches`' body."""

    model_config = {"extra": "forbid"}

    domains: list[WatchedDomain] = Field(
        min_length=1,
        max_length=MAX_WATCH_DOMAINS,
        description="Domains or URLs to watch (1 to 100 a request, each at most 253 "
        "characters), each reduced to its registrable domain like `url` on /v1/check.",
        examples=[["stripe.com", "https://www.acme.com/legal"]],
    )


# 1,000 domains of at most 253 characters, quoted and comma-separated, need ~256 KB: the only
# route whose body cap is raised (`middleware.ROUTE_BODY_CAPS`), so every body the schema
# allows is one the server takes.


class PortfolioAsk(BaseModel):
    """`POST /v1/portfolio`' body."""

    model_config = {"extra": "forbid"}

    domains: list[WatchedDomain] = Field(
        min_length=1,
        max_length=MAX_PORTFOLIO_DOMAINS,
        description="Your vendors' domains or URLs (1 to 1,000, each at most 253 characters), "
        "each reduced to its registrable domain like `url` on /v1/check; repeats count once.",
        examples=[["stripe.com", "https://www.acme.com/legal"]],
    )


class WebhookCreate(BaseModel):
    """`POST /v1/webhooks`' body."""

    model_config = {"extra": "forbid"}

    url: str = Field(
        max_length=2048,
        pattern=patterns.WEBHOOK_URL,
        description="A public http(s) URL that receives the account's events.",
        examples=["https://hooks.example.com/vendorstack"],
    )
