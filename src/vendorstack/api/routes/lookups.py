"""The metered routes: check, company profile, prospect."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from vendorstack.api import params, views
from vendorstack.api.deps import CallerDep
from vendorstack.api.error_schemas import UNKNOWN_COMPANY, error_responses, metered
from vendorstack.api.params import CheckQuery, CompanyDomain, ProspectFilter
from vendorstack.api.responses import JSONBytes
from vendorstack.api.routing import DirectRoute
from vendorstack.api.schemas import CheckResult, CompanyProfile, ProspectResult
from vendorstack.errors import InvalidInput
from vendorstack.index import service
from vendorstack.index.repository import ProspectQuery

router = APIRouter(prefix="/v1", tags=["lookups"], route_class=DirectRoute)


@router.get(
    "/check",
    response_model=CheckResult,
    responses={
        **metered("The company's answer; indexed ones instantly, others live-scanned (15-90 s)."),
        **error_responses(400, 401, 402, 429, 502),
    },
    summary="Look up a domain's subprocessor disclosure (live-scans unindexed domains)",
)
async def check(call: CallerDep, query: Annotated[CheckQuery, Query()]) -> JSONBytes:
    domain = params.domain(query.url)
    force = params.flag(query.refresh) or params.flag(query.fresh)
    answer = await service.check(
        call.services, call.caller, domain, force_scan=force, request_id=call.request_id
    )
    return views.metered(views.check_view(answer, query.category), answer.bill)


@router.get(
    "/company/{domain}",
    response_model=CompanyProfile,
    responses={
        **metered("The indexed profile and its scan history."),
        **error_responses(400, 401, 402, 404, 429, not_found=UNKNOWN_COMPANY),
    },
    summary="A company's indexed profile and scan history (never scans)",
)
async def company(call: CallerDep, domain: CompanyDomain) -> JSONBytes:
    record, history, bill = await service.company(
        call.services, call.caller, params.domain(domain), request_id=call.request_id
    )
    return views.metered(views.company_view(record, history, bill), bill)


@router.get(
    "/prospect",
    response_model=ProspectResult,
    responses={
        **metered("One page of up to 10 companies; an empty page costs nothing."),
        **error_responses(400, 401, 402, 404, 429),
    },
    openapi_extra=params.prospect_parameters(),
    summary="Indexed companies whose disclosure names a vendor and/or category",
)
async def prospect(
    call: CallerDep, query: Annotated[ProspectFilter, Query(include_in_schema=False)]
) -> JSONBytes:
    if query.vendor is None and query.category is None:
        raise InvalidInput("Give vendor, category or both.")
    prospect_query = ProspectQuery(
        vendor=params.known_vendor(query.vendor),
        category=query.category,
        segment=params.segment(query.segment),
        page=query.page,
    )
    result = await service.prospect_page(
        call.services, call.caller, prospect_query, request_id=call.request_id
    )
    return views.metered(views.prospect_view(prospect_query, result), result.bill)
