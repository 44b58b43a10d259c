"""Free, unauthenticated reference routes: pricing, the vendor dictionary, health."""

from __future__ import annotations

from functools import cache, partial
from typing import Annotated

from fastapi import APIRouter, Query, Response

from vendorstack.accounts.pricing import pricing
from vendorstack.api.deps import FreeCallDep
from vendorstack.api.error_schemas import error_responses
from vendorstack.api.params import DiscoveredQuery
from vendorstack.api.responses import JSONBytes, dumps
from vendorstack.api.routing import DirectRoute
from vendorstack.api.schemas import DiscoveredVendors, Health, Pricing, VendorCatalog
from vendorstack.extraction.dictionary import load_dictionary
from vendorstack.index.prospect import DISCOVERED_PAGE_SIZE, discovered_vendors

router = APIRouter(tags=["reference"], route_class=DirectRoute)


@router.get(
    "/v1/pricing",
    response_model=Pricing,
    responses=error_responses(429),
    summary="Operation prices, credit packs and the free plan",
)
async def get_pricing(call: FreeCallDep) -> JSONBytes:
    return JSONBytes(pricing(call.services.settings.free_scans_per_day))


@router.get(
    "/v1/vendors",
    response_model=VendorCatalog,
    responses=error_responses(429),
    summary="Every category and the canonical vendor slugs in it",
)
async def get_vendors(call: FreeCallDep) -> Response:
    return Response(vendor_catalog_body(), media_type="application/json")


@cache
def vendor_catalog_body() -> bytes:
    """The catalog's JSON, made once: the dictionary ships with the code and never changes
    while it runs, and building it per call held the route to a seventh of /v1/pricing's
    throughput (docs/benchmarks.md)."""
    return dumps({"categories": load_dictionary().categories()})


@router.get(
    "/v1/vendors/discovered",
    response_model=DiscoveredVendors,
    responses=error_responses(400, 429, 503),
    summary="Vendor slugs discovered in indexed disclosures, beyond the reviewed dictionary",
)
async def get_discovered_vendors(
    call: FreeCallDep, query: Annotated[DiscoveredQuery, Query()]
) -> JSONBytes:
    found = await call.services.database.read(
        partial(discovered_vendors, prefix=query.q, after=query.after)
    )
    last = found[-1].vendor if len(found) == DISCOVERED_PAGE_SIZE else None
    return JSONBytes({"vendors": [vendor._asdict() for vendor in found], "next_after": last})


@router.head("/healthz", include_in_schema=False)  # load balancers often probe with HEAD
@router.get("/healthz", response_model=Health, summary="Liveness probe; never rate limited")
async def healthz() -> JSONBytes:
    return JSONBytes({"ok": True})
