"""Pure ASGI middleware: a request id on every response, and the 32 KB body cap.

Written against raw ASGI rather than BaseHTTPMiddleware, which costs a task and a memory
stream per request on the hot path.
"""

from __future__ import annotations

import logging
import re
import secrets

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from vendorstack.errors import AppError, PayloadTooLarge
from vendorstack.request_scope import SERVING_A_REQUEST
from vendorstack.serving.responses import error_response
from vendorstack.serving.rpc import INVALID_REQUEST, is_rpc_path, rpc_error

log = logging.getLogger("vendorstack.api")

MAX_BODY_BYTES = 32 * 1024
ROUTE_BODY_CAPS = {"/v1/portfolio": 320 * 1024}
"""Routes whose bodies may be larger: a portfolio of 1,000 domains of 253 characters."""
_CLIENT_ID = re.compile(r"^[A-Za-z0-9._-]{8,64}$")


def new_request_id() -> str:
    return f"req_{secrets.token_hex(12)}"


def _incoming_id(scope: Scope) -> str | None:
    for name, value in scope["headers"]:
        if name == b"x-request-id":
            candidate = value.decode("latin-1")
            return candidate if _CLIENT_ID.match(candidate) else None
    return None


def _content_length(scope: Scope) -> int | None:
    for name, value in scope["headers"]:
        if name == b"content-length":
            return int(value) if value.isdigit() else None
    return None


class _BodyTooLarge(Exception):
    pass


class RequestContextMiddleware:
    """Tags each request with an id (a well-formed client `X-Request-Id` is kept) and refuses
    bodies over 32 KB (or a route's own cap), by Content-Length up front or by counting a
    streamed body."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request_id = _incoming_id(scope) or new_request_id()
        scope.setdefault("state", {})["request_id"] = request_id
        tagged = _tagging(send, request_id)
        cap = ROUTE_BODY_CAPS.get(scope.get("path", ""), MAX_BODY_BYTES)
        length = _content_length(scope)
        if length is not None and length > cap:
            await _too_large(request_id, scope)(scope, receive, tagged)
            return
        body = _CappedBody(receive, cap)
        serving = SERVING_A_REQUEST.set(True)  # the database bounds its waits (storage/watchdog.py)
        try:
            await self.app(scope, body.receive, body.guard(tagged, request_id, scope))
        except _BodyTooLarge:
            await _too_large(request_id, scope)(scope, receive, tagged)
        except Exception:
            # Answer here rather than in Starlette's outermost handler so the 500 carries its id.
            log.exception("unhandled error in request %s", request_id)
            if not body.responded:
                await _internal_error(request_id)(scope, receive, tagged)
        finally:
            SERVING_A_REQUEST.reset(serving)


def _tagging(send: Send, request_id: str) -> Send:
    header = (b"x-request-id", request_id.encode())

    async def send_with_id(message: Message) -> None:
        if message["type"] == "http.response.start":
            message["headers"] = [*message.get("headers", []), header]
        await send(message)

    return send_with_id


def _internal_error(request_id: str) -> ASGIApp:
    error = AppError()
    return error_response(error.status, error.code, error.message, request_id)


def _too_large(request_id: str, scope: Scope) -> ASGIApp:
    error = PayloadTooLarge()
    headers = {"Connection": "close"}
    if is_rpc_path(scope.get("path", "")):  # an MCP client reads errors only as JSON-RPC
        rpc = INVALID_REQUEST, error.code, error.message, request_id
        return rpc_error(error.status, *rpc, headers=headers)
    return error_response(error.status, error.code, error.message, request_id, headers=headers)


class _CappedBody:
    """Counts streamed body bytes; past the cap, whatever the app answers becomes a 413."""

    def __init__(self, receive: Receive, cap: int) -> None:
        self._receive = receive
        self._cap = cap
        self._seen = 0
        self.exceeded = False
        self.responded = False

    async def receive(self) -> Message:
        message = await self._receive()
        if message["type"] == "http.request":
            self._seen += len(message.get("body", b""))
            if self._seen > self._cap:
                self.exceeded = True
                raise _BodyTooLarge
        return message

    def guard(self, send: Send, request_id: str, scope: Scope) -> Send:
        replaced = False

        async def guarded(message: Message) -> None:
            nonlocal replaced
            self.responded = True
            if not self.exceeded:
                await send(message)
            elif not replaced:
                replaced = True
                await _too_large(request_id, scope)(scope, self._receive, send)

        return guarded
