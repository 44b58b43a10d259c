"""Webhook endpoints: thin routes over `watching.webhooks.Webhooks`."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Response

from vendorstack.api.error_schemas import WEBHOOK_URL_REFUSED, error_responses
from vendorstack.api.routing import DirectRoute
from vendorstack.schemas.responses import (
    WebhookCreated,
    WebhookDeliveries,
    WebhookList,
)
from vendorstack.serving.dependencies import CallerDep, WebhooksDep
from vendorstack.serving.params import MAX_ID, WebhookCreate
from vendorstack.serving.responses import JSONBytes

router = APIRouter(prefix="/v1", tags=["webhooks"], route_class=DirectRoute)
EndpointId = Annotated[int, Path(ge=1, le=MAX_ID, description="The webhook endpoint's id.")]
NO_STORE = {"Cache-Control": "no-store"}


@router.post(
    "/webhooks",
    status_code=201,
    response_model=WebhookCreated,
    responses={
        201: {"description": "The endpoint and its secret, shown once."},
        **WEBHOOK_URL_REFUSED,
        **error_responses(401, 413, 429, 503),
    },
    summary="Receive the account's events at a URL, signed (Standard Webhooks)",
)
async def create_webhook(body: WebhookCreate, call: CallerDep, hooks: WebhooksDep) -> JSONBytes:
    created = await hooks.create(call.caller, body.url)
    return JSONBytes(created, status_code=201, headers=NO_STORE)


@router.get(
    "/webhooks",
    response_model=WebhookList,
    responses=error_responses(401, 429, 503),
    summary="The account's webhook endpoints",
)
async def list_webhooks(call: CallerDep, hooks: WebhooksDep) -> JSONBytes:
    return JSONBytes(await hooks.endpoints(call.caller))


@router.delete(
    "/webhooks/{endpoint_id}",
    status_code=204,
    responses={204: {"description": "Deleted."}, **error_responses(400, 401, 404, 429, 503)},
    summary="Delete a webhook endpoint",
)
async def delete_webhook(call: CallerDep, hooks: WebhooksDep, endpoint_id: EndpointId) -> Response:
    await hooks.delete(call.caller, endpoint_id)
    return Response(status_code=204)


@router.post(
    "/webhooks/{endpoint_id}/rotate",
    response_model=WebhookCreated,
    responses=error_responses(400, 401, 404, 429, 503),
    summary="A new signing secret (and a disabled endpoint enabled again)",
)
async def rotate_webhook(call: CallerDep, hooks: WebhooksDep, endpoint_id: EndpointId) -> JSONBytes:
    return JSONBytes(await hooks.rotate(call.caller, endpoint_id), headers=NO_STORE)


@router.get(
    "/webhooks/{endpoint_id}/deliveries",
    response_model=WebhookDeliveries,
    responses=error_responses(400, 401, 404, 429, 503),
    summary="The endpoint's recent deliveries, each attempt recorded",
)
async def webhook_deliveries(
    call: CallerDep, hooks: WebhooksDep, endpoint_id: EndpointId
) -> JSONBytes:
    return JSONBytes(await hooks.deliveries(call.caller, endpoint_id))
