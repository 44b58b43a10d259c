"""Keys and balance: the free account routes."""

from __future__ import annotations

from fastapi import APIRouter

from vendorstack.api.error_schemas import error_responses, header
from vendorstack.api.routing import DirectRoute
from vendorstack.schemas.responses import Balance, KeyCreate, KeyCreated
from vendorstack.serving.dependencies import CallDep, CallerDep, FreeAnswersDep, LimitsDep
from vendorstack.serving.responses import JSONBytes

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
async def create_key(
    body: KeyCreate, call: CallDep, limits: LimitsDep, free: FreeAnswersDep
) -> JSONBytes:
    await limits.hit_key_creation(call.address)
    content = await free.create_key(body.email, address=call.address, request_id=call.request_id)
    return JSONBytes(
        {**content, "note": KEY_NOTE}, status_code=201, headers={"Cache-Control": "no-store"}
    )


@router.get(
    "/balance",
    response_model=Balance,
    responses=error_responses(401, 429, 503),
    summary="Credits left, plan and top-up link (free)",
)
async def balance(call: CallerDep, free: FreeAnswersDep) -> JSONBytes:
    return JSONBytes(await free.balance(call.caller))
