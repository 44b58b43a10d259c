"""The metered routes: check, company profile, prospect."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Response

from vendorstack.api.error_schemas import UNKNOWN_COMPANY, error_responses, metered
from vendorstack.api.routing import DirectRoute
from vendorstack.lookups.inputs import check_input, company_input, prospect_input
from vendorstack.schemas.responses import CheckResult, CompanyProfile, ProspectResult
from vendorstack.serving import params
from vendorstack.serving.dependencies import (
    IDEMPOTENCY_KEY_PARAMETER,
    CallerDep,
    IdempotencyKeyDep,
    LookupsDep,
)
from vendorstack.serving.params import CheckQuery, CompanyDomain, ProspectFilter
from vendorstack.serving.responses import metered_response

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
    call: CallerDep,
    lookups: LookupsDep,
    key: IdempotencyKeyDep,
    query: Annotated[CheckQuery, Query()],
) -> Response:
    question = check_input(
        query.url, category=query.category, refresh=query.refresh, fresh=query.fresh
    )
    answer = await lookups.check(call.caller, question, request_id=call.request_id, key=key)
    return metered_response(answer)


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
async def company(
    call: CallerDep, lookups: LookupsDep, key: IdempotencyKeyDep, domain: CompanyDomain
) -> Response:
    answer = await lookups.company(
        call.caller, company_input(domain), request_id=call.request_id, key=key
    )
    return metered_response(answer)


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
    lookups: LookupsDep,
    key: IdempotencyKeyDep,
    query: Annotated[ProspectFilter, Query(include_in_schema=False)],
) -> Response:
    question = prospect_input(
        vendor=query.vendor, category=query.category, segment=query.segment, page=query.page
    )
    answer = await lookups.prospect(call.caller, question, request_id=call.request_id, key=key)
    return metered_response(answer)
