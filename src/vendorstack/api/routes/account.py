"""Keys and balance: the free account routes."""

from __future__ import annotations

from datetime import UTC, datetime

from fastapi import APIRouter

from vendorstack.accounts.service import new_account, topup_url
from vendorstack.api.deps import CallDep, CallerDep
from vendorstack.api.error_schemas import error_responses, header
from vendorstack.api.responses import JSONBytes
from vendorstack.api.routing import DirectRoute
from vendorstack.api.schemas import Balance, KeyCreate, KeyCreated

router = APIRouter(prefix="/v1", tags=["account"], route_class=DirectRoute)

KEY_NOTE = "Store this key now: it is shown once and cannot be recovered."
NO_STORE = header(
    "`no-store`: the key must not be cached.", {"type": "string", "const": "no-store"}
)


@router.post(
    "/keys",
    status_code=201,
    response_model=KeyCreated,
    responses={
        201: {"description": "The new key, shown once.", "headers": {"Cache-Control": NO_STORE}},
        **error_responses(400, 413, 429, 503),
    },
    summary="Create an API key with 25 free credits",
)
async def create_key(body: KeyCreate, call: CallDep) -> JSONBytes:
    await call.services.limits.hit_key_creation(call.address)
    key, store = new_account(
        body.email, source_ip=call.address, request_id=call.request_id, now=datetime.now(UTC)
    )
    await call.services.database.write(store)
    content = {
        "api_key": key.api_key,
        "email": key.email,
        "credit_balance": key.credit_balance,
        "free_tier": key.free_tier,
        "note": KEY_NOTE,
    }
    return JSONBytes(content, status_code=201, headers={"Cache-Control": "no-store"})


@router.get(
    "/balance",
    response_model=Balance,
    responses=error_responses(401, 429, 503),
    summary="Credits left, plan and top-up link (free)",
)
async def balance(call: CallerDep) -> JSONBytes:
    services, caller = call.services, call.caller
    standing = await services.credits.standing(caller)
    return JSONBytes(
        {
            "credit_balance": standing.credit_balance,
            "free_tier": standing.free_tier,
            "lifetime_credits_used": standing.lifetime_credits_used,
            "topup_url": topup_url(services.settings.base_url, caller.public_id),
        }
    )
