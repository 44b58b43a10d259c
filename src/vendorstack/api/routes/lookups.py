"""The metered routes: check, company profile, prospect."""

from __future__ import annotations

from fastapi import APIRouter, Request, Response

from vendorstack.api import params, views
from vendorstack.api.deps import idempotency_key, keyed_call
from vendorstack.api.docs import error_responses
from vendorstack.api.query import Param, Parameters
from vendorstack.api.routing import DirectRoute
from vendorstack.api.schemas import CheckResult, CompanyProfile, ProspectResult
from vendorstack.errors import InvalidInput
from vendorstack.extraction import CATEGORIES
from vendorstack.index.repository import ProspectQuery

router = APIRouter(prefix="/v1", tags=["lookups"], route_class=DirectRoute)

CATEGORY_SCHEMA = {"type": "string", "enum": list(CATEGORIES)}
FLAG_SCHEMA = {"type": "string", "enum": ["1", "0", "true", "false", "yes", "no", "on", "off"]}
IDEMPOTENCY_KEY = Param(
    "Idempotency-Key",
    "Retry safely: a retry with the same key within 24 hours gets the stored answer "
    "(Idempotent-Replayed: true) and is not charged again. 1-255 visible ASCII characters.",
    location="header",
)
CHECK = Parameters(
    Param("url", "Domain or URL; reduced to the registrable domain.", required=True),
    Param("category", "Restrict vendor_stack to one category.", schema=CATEGORY_SCHEMA),
    Param("refresh", "1 forces a live re-scan (charged as a lookup).", schema=FLAG_SCHEMA),
    Param("fresh", "true forces a live re-scan, like refresh=1.", schema=FLAG_SCHEMA),
    IDEMPOTENCY_KEY,
)
COMPANY = Parameters(Param("domain", "Company domain (or URL).", location="path"), IDEMPOTENCY_KEY)
PROSPECT = Parameters(
    Param(
        "vendor",
        "Canonical vendor slug (GET /v1/vendors lists them).",
        schema={"type": "string", "pattern": "^[a-z0-9][a-z0-9_]*$"},
    ),
    Param("category", "Category slug.", schema=CATEGORY_SCHEMA),
    Param("segment", "Public suffix the company domain ends in: de, co.uk, io."),
    Param(
        "page",
        "1-based page of 10.",
        schema={"type": "integer", "minimum": 1, "maximum": params.MAX_PAGE, "default": 1},
    ),
    IDEMPOTENCY_KEY,
)


@router.get(
    "/check",
    response_model=CheckResult,
    responses=error_responses(400, 401, 402, 409, 429, 502, 503),
    openapi_extra=CHECK.openapi(keyed=True),
    summary="Look up a domain's subprocessor disclosure (live-scans unindexed domains)",
)
async def check(request: Request) -> Response:
    call = await keyed_call(request)
    query = CHECK.read(request)
    domain = params.domain(query["url"] or "")
    only = params.category_slug(query["category"])
    force = params.flag("refresh", query["refresh"]) or params.flag("fresh", query["fresh"])
    lookups, key = call.services.lookups, idempotency_key(request)
    if key is None:  # the hot path: no frame between this one and the debit (benchmarks.md)
        answer = await lookups.check(
            call.caller, domain, force_scan=force, request_id=call.request_id
        )
        return views.metered(views.check_view(answer, only), answer.bill)
    outcome = await call.services.idempotency.answer(
        call.caller,
        key,
        ("check", domain, only, force),
        lambda receipt: lookups.check(
            call.caller, domain, force_scan=force, request_id=call.request_id, receipt=receipt
        ),
        lambda answer: views.rendered(views.check_view(answer, only), answer.bill),
    )
    return views.answered(outcome)


@router.get(
    "/company/{domain}",
    response_model=CompanyProfile,
    responses=error_responses(400, 401, 402, 404, 409, 429, 503),
    openapi_extra=COMPANY.openapi(keyed=True),
    summary="A company's indexed profile and scan history (never scans)",
)
async def company(request: Request) -> Response:
    call = await keyed_call(request)
    domain = params.domain(COMPANY.read(request)["domain"] or "")
    lookups = call.services.lookups
    outcome = await call.services.idempotency.answer(
        call.caller,
        idempotency_key(request),
        ("company", domain),
        lambda receipt: lookups.company(
            call.caller, domain, request_id=call.request_id, receipt=receipt
        ),
        lambda answer: views.rendered(views.company_view(*answer), answer.bill),
    )
    return views.answered(outcome)


@router.get(
    "/prospect",
    response_model=ProspectResult,
    responses=error_responses(400, 401, 402, 409, 429, 503),
    openapi_extra=PROSPECT.openapi(keyed=True),
    summary="Indexed companies whose disclosure names a vendor and/or category",
)
async def prospect(request: Request) -> Response:
    call = await keyed_call(request)
    raw = PROSPECT.read(request)
    query = ProspectQuery(
        vendor=params.vendor_slug(raw["vendor"]),
        category=params.category_slug(raw["category"]),
        segment=params.segment_suffix(raw["segment"]),
        page=params.page_number(raw["page"]),
    )
    if query.vendor is None and query.category is None:
        raise InvalidInput("Give vendor, category or both.")
    lookups = call.services.lookups
    outcome = await call.services.idempotency.answer(
        call.caller,
        idempotency_key(request),
        ("prospect", query),
        lambda receipt: lookups.prospect_page(
            call.caller, query, request_id=call.request_id, receipt=receipt
        ),
        lambda page: views.rendered(views.prospect_view(query, page), page.bill),
    )
    return views.answered(outcome)
