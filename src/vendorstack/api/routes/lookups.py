"""The metered routes: check, company profile, prospect."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Response

from vendorstack.api import params, views
from vendorstack.api.deps import IDEMPOTENCY_KEY_PARAMETER, CallerDep, IdempotencyKeyDep
from vendorstack.api.error_schemas import UNKNOWN_COMPANY, error_responses, metered
from vendorstack.api.params import VENDOR_OR_CATEGORY, CheckQuery, CompanyDomain, ProspectFilter
from vendorstack.api.routing import DirectRoute
from vendorstack.api.schemas import CheckResult, CompanyProfile, ProspectResult
from vendorstack.errors import InvalidInput
from vendorstack.index.prospect import ProspectQuery

router = APIRouter(prefix="/v1", tags=["lookups"], route_class=DirectRoute)
IDEMPOTENT = {"parameters": [IDEMPOTENCY_KEY_PARAMETER]}


@router.get(
    "/check",
    response_model=CheckResult,
    responses={
        **metered("The company's answer; indexed ones instantly, others live-scanned (15-90 s)."),
        **error_responses(400, 401, 402, 409, 429, 502, 503),
    },
    openapi_extra=IDEMPOTENT,
    summary="Look up a domain's subprocessor disclosure (live-scans unindexed domains)",
)
async def check(
    call: CallerDep, key: IdempotencyKeyDep, query: Annotated[CheckQuery, Query()]
) -> Response:
    domain = params.domain(query.url)
    force = params.flag(query.refresh) or params.flag(query.fresh)
    lookups, only = call.services.lookups, query.category
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
    "/company/{domain:path}",  # `:path`: an escaped URL (`https%3A%2F%2F...`) arrives as one
    response_model=CompanyProfile,
    responses={
        **metered("The indexed profile and its scan history."),
        **error_responses(400, 401, 402, 404, 409, 429, 503, not_found=UNKNOWN_COMPANY),
    },
    openapi_extra=IDEMPOTENT,
    summary="A company's indexed profile and scan history (never scans)",
)
async def company(call: CallerDep, key: IdempotencyKeyDep, domain: CompanyDomain) -> Response:
    lookups, normalized = call.services.lookups, params.domain(domain, "domain")
    outcome = await call.services.idempotency.answer(
        call.caller,
        key,
        ("company", normalized),
        lambda receipt: lookups.company(
            call.caller, normalized, request_id=call.request_id, receipt=receipt
        ),
        lambda answer: views.rendered(views.company_view(*answer), answer.bill),
    )
    return views.answered(outcome)


@router.get(
    "/prospect",
    response_model=ProspectResult,
    responses={
        **metered("One page of up to 10 companies; an empty page costs nothing."),
        **error_responses(400, 401, 402, 404, 409, 429, 503),
    },
    openapi_extra={
        "parameters": [*params.prospect_parameters()["parameters"], IDEMPOTENCY_KEY_PARAMETER]
    },
    summary="Indexed companies whose disclosure names a vendor and/or category",
)
async def prospect(
    call: CallerDep,
    key: IdempotencyKeyDep,
    query: Annotated[ProspectFilter, Query(include_in_schema=False)],
) -> Response:
    if query.vendor is None and query.category is None:
        raise InvalidInput(VENDOR_OR_CATEGORY)
    prospect_query = ProspectQuery(
        vendor=query.vendor,
        category=query.category,
        segment=params.segment(query.segment),
        page=query.page,
    )
    lookups = call.services.lookups
    outcome = await call.services.idempotency.answer(
        call.caller,
        key,
        ("prospect", prospect_query),
        lambda receipt: lookups.prospect_page(
            call.caller, prospect_query, request_id=call.request_id, receipt=receipt
        ),
        lambda page: views.rendered(views.prospect_view(prospect_query, page), page.bill),
    )
    return views.answered(outcome)
