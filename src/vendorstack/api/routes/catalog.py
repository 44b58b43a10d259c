"""Free, unauthenticated reference routes: pricing, the vendor dictionary, health."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Response

from vendorstack.api.error_schemas import error_responses
from vendorstack.api.routing import DirectRoute
from vendorstack.schemas.responses import DiscoveredVendors, Health, Pricing, VendorCatalog
from vendorstack.serving.dependencies import FreeAnswersDep, FreeCallDep
from vendorstack.serving.params import DiscoveredQuery
from vendorstack.serving.responses import JSONBytes

router = APIRouter(tags=["reference"], route_class=DirectRoute)


@router.get(
    "/v1/pricing",
    response_model=Pricing,
    responses=error_responses(429),
    summary="Operation prices, credit packs and the free plan",
)
async def get_pricing(call: FreeCallDep, free: FreeAnswersDep) -> JSONBytes:
    return JSONBytes(free.pricing())


@router.get(
    "/v1/vendors",
    response_model=VendorCatalog,
    responses=error_responses(429),
    summary="Every category and the canonical vendor slugs in it",
)
async def get_vendors(call: FreeCallDep, free: FreeAnswersDep) -> Response:
    return Response(free.vendors_body(), media_type="application/json")


@router.get(
    "/v1/vendors/discovered",
    response_model=DiscoveredVendors,
    responses=error_responses(400, 429, 503),
    summary="Vendor slugs discovered in indexed disclosures, beyond the reviewed dictionary",
)
async def get_discovered_vendors(
    call: FreeCallDep, free: FreeAnswersDep, query: Annotated[DiscoveredQuery, Query()]
) -> JSONBytes:
    return JSONBytes(await free.discovered(query.q, query.after))


@router.head("/healthz", include_in_schema=False)  # load balancers often probe with HEAD
@router.get("/healthz", response_model=Health, summary="Liveness probe; never rate limited")
async def healthz() -> JSONBytes:
    return JSONBytes({"ok": True})
