"""The signed-in browser: a session cookie (secure, HttpOnly, SameSite=Lax) whose token the
server keeps hashed (`accounts.signins`), and the CSRF token every form carries."""

from __future__ import annotations

import secrets

from starlette.requests import Request
from starlette.responses import Response

from vendorstack.accounts.signins import SESSION_LIFETIME, Session
from vendorstack.errors import FormRefused
from vendorstack.services import Services

COOKIE = "vs_session"


def services_of(request: Request) -> Services:
    opened: Services = request.app.state.services
    return opened


async def current_session(request: Request) -> Session | None:
    return await services_of(request).people.session(request.cookies.get(COOKIE))


def _secure(request: Request) -> bool:
    """Secure cookies wherever the service is served over HTTPS (its base URL says so)."""
    settings = services_of(request).settings
    return settings.secure_cookies and settings.base_url.startswith("https://")


def set_session_cookie(request: Request, response: Response, token: str) -> None:
    response.set_cookie(
        COOKIE,
        token,
        max_age=int(SESSION_LIFETIME.total_seconds()),
        path="/",
        secure=_secure(request),
        httponly=True,
        samesite="lax",
    )


def clear_session_cookie(request: Request, response: Response) -> None:
    response.delete_cookie(
        COOKIE,
        path="/",
        secure=_secure(request),
        httponly=True,
        samesite="lax",
    )


def check_csrf(session: Session | None, form_token: object) -> Session:
    """The session, when the form carries its CSRF token; FormRefused otherwise."""
    if (
        session is None
        or not isinstance(form_token, str)
        or not secrets.compare_digest(session.csrf_token.encode(), form_token.encode())
    ):
        raise FormRefused()
    return session


PRE_SESSION = "vs_signin"


def sign_in_token(request: Request) -> str:
    """The sign-in form's CSRF token: before a session exists, a random value kept in a
    cookie of its own and sent back by the form (double submit)."""
    return request.cookies.get(PRE_SESSION) or secrets.token_urlsafe(32)


def keep_sign_in_token(request: Request, response: Response, token: str) -> None:
    response.set_cookie(
        PRE_SESSION,
        token,
        max_age=3600,
        path="/signin",
        secure=_secure(request),
        httponly=True,
        samesite="strict",
    )


def check_sign_in_token(request: Request, form_token: object) -> None:
    cookie = request.cookies.get(PRE_SESSION)
    if (
        not cookie
        or not isinstance(form_token, str)
        or not secrets.compare_digest(cookie.encode(), form_token.encode())
    ):
        raise FormRefused()
