"""The account page's watches and webhook endpoints: the same `watching` operations as
/v1/watches and /v1/webhooks, behind the session and its CSRF token. Each form answers with
the account page, saying what it did or, in the API's words, why it was refused."""

from __future__ import annotations

import re
from typing import TypeVar

from fastapi import APIRouter, Request
from fastapi.responses import RedirectResponse, Response
from pydantic import ValidationError

from vendorstack.accounts.signins import Session
from vendorstack.errors import AppError, InvalidInput
from vendorstack.problems import describe
from vendorstack.serving.params import WatchCreate, WebhookCreate
from vendorstack.watching.inputs import watch_domains
from vendorstack.watching.service import Watching
from vendorstack.watching.webhooks import Webhooks
from vendorstack.web.account_pages import account_page
from vendorstack.web.sessions import check_csrf, current_session, services_of

router = APIRouter(include_in_schema=False)
SEPARATORS = re.compile(r"[\s,]+")
Body = TypeVar("Body", WatchCreate, WebhookCreate)


def _watching(request: Request) -> Watching:
    watching = services_of(request).watching
    assert watching is not None  # `Services.open` always builds it
    return watching


def _webhooks(request: Request) -> Webhooks:
    webhooks = services_of(request).webhooks
    assert webhooks is not None  # `Services.open` always builds it
    return webhooks


async def _signed_in(request: Request) -> tuple[Session, dict[str, str]]:
    form = await request.form()
    session = check_csrf(await current_session(request), form.get("csrf"))
    return session, {key: str(value) for key, value in form.items()}


def _valid(model: type[Body], data: dict[str, object]) -> Body:
    """The form read by the API's own body model: the same rules, the same words."""
    try:
        return model.model_validate(data)
    except ValidationError as refused:
        raise InvalidInput(describe(refused.errors())) from None


@router.post("/account/watches", response_model=None)
async def add_watches(request: Request) -> Response:
    session, form = await _signed_in(request)
    values = [value for value in SEPARATORS.split(form.get("domains", "")) if value]
    watching = _watching(request)
    try:
        asked = _valid(WatchCreate, {"domains": values})
        added = await watching.watch(session.caller, watch_domains(asked.domains))
    except AppError as refused:
        return await account_page(request, notice=refused.message, status=refused.status)
    names = ", ".join(watch["domain"] for watch in added["watches"])
    return await account_page(request, notice=f"Watching {names}.")


@router.post("/account/watches/{watch_id}/delete", response_model=None)
async def delete_watch(request: Request, watch_id: int) -> Response:
    session, _ = await _signed_in(request)
    watching = _watching(request)
    try:
        await watching.unwatch(session.caller, watch_id)
    except AppError as refused:
        return await account_page(request, notice=refused.message, status=refused.status)
    return RedirectResponse("/account", status_code=303)


@router.post("/account/webhooks", response_model=None)
async def add_webhook(request: Request) -> Response:
    session, form = await _signed_in(request)
    webhooks = _webhooks(request)
    try:
        asked_for = _valid(WebhookCreate, {"url": form.get("url", "").strip()})
        created = await webhooks.create(session.caller, asked_for.url)
    except AppError as refused:
        return await account_page(request, notice=refused.message, status=refused.status)
    notice = (
        f"Events now go to {created['url']}. Its signing secret, shown once: "
        f"{created['secret']} (verify each delivery with it; see /docs/reference)."
    )
    return await account_page(request, notice=notice)


@router.post("/account/webhooks/{endpoint_id}/delete", response_model=None)
async def delete_webhook(request: Request, endpoint_id: int) -> Response:
    session, _ = await _signed_in(request)
    webhooks = _webhooks(request)
    try:
        await webhooks.delete(session.caller, endpoint_id)
    except AppError as refused:
        return await account_page(request, notice=refused.message, status=refused.status)
    return RedirectResponse("/account", status_code=303)
