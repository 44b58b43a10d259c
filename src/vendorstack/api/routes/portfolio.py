"""`POST /v1/portfolio`: a thin route over `lookups.portfolio.Portfolios`."""

from __future__ import annotations

from fastapi import APIRouter, Response

from vendorstack.api.error_schemas import error_responses, metered
from vendorstack.api.routing import DirectRoute
from vendorstack.lookups.portfolio import portfolio_domains
from vendorstack.schemas.responses import PortfolioResult
from vendorstack.serving.dependencies import (
    IDEMPOTENCY_KEY_PARAMETER,
    CallerDep,
    IdempotencyKeyDep,
    PortfoliosDep,
)
from vendorstack.serving.params import PortfolioAsk
from vendorstack.serving.responses import metered_response

router = APIRouter(prefix="/v1", tags=["lookups"], route_class=DirectRoute)


@router.post(
    "/portfolio",
    response_model=PortfolioResult,
    responses={
        **metered(
            "The fourth parties your vendors disclose, with quotes, by category and country; "
            "vendors never scanned are queued and listed as pending."
        ),
        **error_responses(400, 401, 402, 409, 413, 429, 503),
    },
    openapi_extra={"parameters": [IDEMPOTENCY_KEY_PARAMETER]},
    summary="Which fourth parties your vendors share (concentration, from quoted disclosures)",
)
async def portfolio(
    body: PortfolioAsk, call: CallerDep, portfolios: PortfoliosDep, key: IdempotencyKeyDep
) -> Response:
    domains = portfolio_domains(body.domains)
    answer = await portfolios.concentration(
        call.caller, domains, request_id=call.request_id, key=key
    )
    return metered_response(answer)
