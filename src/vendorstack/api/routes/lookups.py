"""The metered routes: check, company profile, prospect."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from vendorstack.api import params, views
from vendorstack.api.deps import CallerDep, RequestIdDep, ServicesDep
from vendorstack.api.docs import error_responses
from vendorstack.api.responses import JSONBytes
from vendorstack.api.schemas import CheckResult, CompanyProfile, ProspectResult
from vendorstack.errors import InvalidInput
from vendorstack.index import service
from vendorstack.index.repository import ProspectQuery

router = APIRouter(prefix="/v1", tags=["lookups"])


@router.get(
    "/check",
    response_model=CheckResult,
    responses=error_responses(400, 401, 402, 429, 502),
    summary="Look up a domain's subprocessor disclosure (live-scans unindexed domains)",
)
async def check(
    services: ServicesDep,
    caller: CallerDep,
    request_id: RequestIdDep,
    url: Annotated[str, Query(description="Domain or URL; reduced to the registrable domain.")],
    category: Annotated[
        str | None, Query(description="Restrict vendor_stack to one category.")
    ] = None,
    refresh: Annotated[str | None, Query(description="1 forces a live re-scan.")] = None,
    fresh: Annotated[str | None, Query(description="true forces a live re-scan.")] = None,
) -> JSONBytes:
    domain = params.domain(url)
    only = params.category_slug(category)
    force = params.flag("refresh", refresh) or params.flag("fresh", fresh)
    answer = await service.check(services, caller, domain, force_scan=force, request_id=request_id)
    return JSONBytes(views.check_view(answer, only), headers=views.metered_headers(answer.bill))


@router.get(
    "/company/{domain}",
    response_model=CompanyProfile,
    responses=error_responses(400, 401, 402, 404, 429),
    summary="A company's indexed profile and scan history (never scans)",
)
async def company(
    services: ServicesDep, caller: CallerDep, request_id: RequestIdDep, domain: str
) -> JSONBytes:
    record, history, bill = await service.company(
        services, caller, params.domain(domain), request_id=request_id
    )
    return JSONBytes(views.company_view(record, history, bill), headers=views.metered_headers(bill))


@router.get(
    "/prospect",
    response_model=ProspectResult,
    responses=error_responses(400, 401, 402, 429),
    summary="Indexed companies whose disclosure names a vendor and/or category",
)
async def prospect(
    services: ServicesDep,
    caller: CallerDep,
    request_id: RequestIdDep,
    vendor: Annotated[str | None, Query(description="Canonical vendor slug.")] = None,
    category: Annotated[str | None, Query(description="Category slug.")] = None,
    segment: Annotated[
        str | None, Query(description="Public suffix the company domain ends in: de, co.uk, io.")
    ] = None,
    page: Annotated[int, Query(ge=1, le=100_000, description="1-based page of 10.")] = 1,
) -> JSONBytes:
    query = ProspectQuery(
        vendor=params.vendor_slug(vendor),
        category=params.category_slug(category),
        segment=params.segment_suffix(segment),
        page=page,
    )
    if query.vendor is None and query.category is None:
        raise InvalidInput("Give vendor, category or both.")
    result = await service.prospect_page(services, caller, query, request_id=request_id)
    return JSONBytes(views.prospect_view(query, result), headers=views.metered_headers(result.bill))
