"""Account pages: sign in with an API key, the balance and usage history, the watches and
webhook endpoints (`watch_pages`), key rotation and sign out. Every form carries a CSRF
token; a post without it changes nothing."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import RedirectResponse, Response

from vendorstack.accounts.signins import Movement, Session
from vendorstack.errors import Unauthorized
from vendorstack.web.sessions import (
    COOKIE,
    check_csrf,
    check_sign_in_token,
    clear_session_cookie,
    current_session,
    keep_sign_in_token,
    services_of,
    set_session_cookie,
    sign_in_token,
)
from vendorstack.web.templating import page

router = APIRouter(include_in_schema=False)

OPERATIONS = {
    "lookup": "Company lookup",
    "company_profile": "Company page",
    "prospect_page": "Companies naming a vendor (one page)",
    "live_scan": "Live scan",
    "free_tier_signup": "Free credits for a new key",
    "credit_pack": "Credit pack",
    "card_payment": "Credit pack paid by card",
    "card_refund": "Card payment refunded",
    "card_dispute": "Card payment disputed",
    "scan_refund": "Live scan given back (nothing charged)",
}


def _context(session: Session | None, title: str, **extra: Any) -> dict[str, Any]:
    return {"session": session, "title": title, "path": "/account", **extra}


async def _sign_in_form(
    request: Request, *, status: int = 200, failed: bool = False, markdown: bool = False
) -> Response:
    token = sign_in_token(request)
    context = _context(None, "Sign in", csrf=token, failed=failed, markdown_path="/signin.md")
    response = page(request, "signin", context, status=status, markdown=markdown)
    keep_sign_in_token(request, response, token)
    return response


@router.get("/signin")
async def sign_in_page(request: Request) -> Response:
    if await current_session(request) is not None:
        return RedirectResponse("/account", status_code=303)
    return await _sign_in_form(request)


@router.get("/signin.md")
async def sign_in_markdown(request: Request) -> Response:
    return await _sign_in_form(request, markdown=True)


@router.post("/signin")
async def sign_in(request: Request) -> Response:
    form = await request.form()
    check_sign_in_token(request, form.get("csrf"))
    services = services_of(request)
    peer = request.client.host if request.client else "unknown"
    await services.limits.hit_request(f"addr:{peer}")  # guessing keys costs the address
    try:
        new = await services.people.sign_in(str(form.get("api_key") or ""))
    except Unauthorized:
        return await _sign_in_form(request, status=401, failed=True)
    response = RedirectResponse("/account", status_code=303)
    set_session_cookie(request, response, new.token)
    return response


@router.post("/signout")
async def sign_out(request: Request) -> Response:
    form = await request.form()
    check_csrf(await current_session(request), form.get("csrf"))
    await services_of(request).people.sign_out(request.cookies[COOKIE])
    response = RedirectResponse("/", status_code=303)
    clear_session_cookie(request, response)
    return response


async def account_page(
    request: Request,
    new_key: str | None = None,
    *,
    markdown: bool = False,
    notice: str | None = None,
    status: int = 200,
) -> Response:
    """The account page; `notice` says what a form just did (or why it was refused)."""
    session = await current_session(request)
    if session is None:
        return RedirectResponse("/signin", status_code=303)
    services = services_of(request)
    balance = await services.free.balance(session.caller)
    history = await services.people.history(session)
    watching, webhooks = services.watching, services.webhooks
    assert watching is not None  # `Services.open` builds both
    assert webhooks is not None
    context = _context(
        session,
        "Your account",
        balance=balance,
        history=[_row(movement) for movement in history if _shown(movement)],
        new_key=new_key,
        notice=notice,
        watches=(await watching.watches(session.caller))["watches"],
        webhooks=(await webhooks.endpoints(session.caller))["webhooks"],
        markdown_path="/account.md",
    )
    return page(request, "account", context, status=status, markdown=markdown)


def _shown(movement: Movement) -> bool:
    """A kept live-scan charge's zero row and credit-lease blocks move nothing a person
    spends (docs/guarantees.md); the history shows what changed the balance."""
    return movement.credits != 0 and not movement.kind.startswith("lease")


def _row(movement: Movement) -> dict[str, Any]:
    reason = "scan_refund" if movement.kind == "release" else movement.reason
    return {
        "operation": OPERATIONS.get(reason, reason.replace("_", " ")),
        "credits": movement.credits,
        "time": movement.created_at,
        "request_id": movement.request_id or "",
        "subject": movement.subject or "",
    }


@router.get("/account")
async def account(request: Request) -> Response:
    return await account_page(request)


@router.get("/account.md")
async def account_markdown(request: Request) -> Response:
    return await account_page(request, markdown=True)


@router.post("/account/rotate")
async def rotate(request: Request) -> Response:
    form = await request.form()
    session = check_csrf(await current_session(request), form.get("csrf"))
    token = request.cookies[COOKIE]
    new_key = await services_of(request).people.rotate_key(session, token)
    return await account_page(request, new_key=new_key)
