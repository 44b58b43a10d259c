"""Card top-ups: the page a `topup_url` points at, the Checkout Session it starts, the page
Stripe sends the payer back to, and Stripe's webhook (`POST /webhooks/stripe`)."""

from __future__ import annotations

from urllib.parse import quote

from fastapi import APIRouter, Query, Request
from fastapi.responses import RedirectResponse, Response

from vendorstack.accounts.pricing import CREDIT_PACKS
from vendorstack.errors import InvalidInput
from vendorstack.lookups.cards import pack_for
from vendorstack.serving.responses import JSONBytes
from vendorstack.web.sessions import check_csrf, current_session, services_of
from vendorstack.web.templating import page

router = APIRouter(include_in_schema=False)


@router.get("/topup")
async def topup_page(request: Request, account: str = Query("", max_length=64)) -> Response:
    return await _topup(request, account, markdown=False)


@router.get("/topup.md")
async def topup_markdown(request: Request, account: str = Query("", max_length=64)) -> Response:
    return await _topup(request, account, markdown=True)


async def _topup(request: Request, account: str, *, markdown: bool) -> Response:
    session = await current_session(request)
    cards = services_of(request).cards
    named = session.caller.public_id if session is not None else account
    context = {
        "session": session,
        "title": "Top up credits",
        "path": "/topup",
        "markdown_path": "/topup.md",
        "account": named,
        "packs": [{"usd": usd, "credits": credits} for usd, credits in CREDIT_PACKS],
        "configured": cards.configured,
        "contact": cards.operator_contact,
    }
    return page(request, "topup", context, markdown=markdown)


@router.post("/topup")
async def start_checkout(request: Request) -> Response:
    """Sign-in is needed to pay: the session names the account, so nobody pays into an
    account they typed by mistake, and the form's CSRF token is the session's."""
    form = await request.form()
    session = check_csrf(await current_session(request), form.get("csrf"))
    try:
        pack = pack_for(int(str(form.get("pack") or "0")))
    except ValueError:
        raise InvalidInput("Choose one of the three credit packs.") from None
    url = await services_of(request).cards.checkout(
        session.caller, pack, attempt=session.csrf_token
    )
    return RedirectResponse(url, status_code=303)


@router.get("/topup/done")
async def done(request: Request, session_id: str = Query("", max_length=255)) -> Response:
    """Back from Checkout: the new balance once the webhook has landed; until then the page
    refreshes itself every two seconds (a meta refresh: no JavaScript)."""
    return await _done(request, session_id, markdown=False)


@router.get("/topup/done.md")
async def done_markdown(request: Request, session_id: str = Query("", max_length=255)) -> Response:
    return await _done(request, session_id, markdown=True)


async def _done(request: Request, session_id: str, *, markdown: bool) -> Response:
    session = await current_session(request)
    if session is None:
        return RedirectResponse("/signin", status_code=303)
    services = services_of(request)
    landed = await services.cards.landed(session.caller, session_id)
    balance = await services.free.balance(session.caller)
    context = {
        "session": session,
        "title": "Payment received" if landed else "Waiting for the payment",
        "path": "/topup/done",
        "markdown_path": f"/topup/done.md?session_id={quote(session_id)}",
        "landed": landed,
        "balance": balance,
    }
    return page(request, "topup_done", context, markdown=markdown)


@router.post("/webhooks/stripe")
async def stripe_webhook(request: Request) -> Response:
    """Answered 2xx only once the event's ledger movement has committed; Stripe retries
    anything else."""
    payload = await request.body()
    cards = services_of(request).cards
    done = await cards.receive(payload, request.headers.get("stripe-signature"))
    return JSONBytes({"received": True, "result": done})
