"""The JSON-RPC envelope of a request to `/mcp`, checked before the SDK sees it.

The SDK answers a wrong Content-Type in plain text, holds a GET open as an idle event stream,
takes a message with an object or boolean `id` for a notification (202, empty), and explains
a batch with a pydantic dump. Here each of those is a JSON-RPC error (`id: null`) with a
message written for the caller; a message that passes is handed on with its body replayed.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from starlette.requests import Request
from starlette.responses import Response
from starlette.types import Message, Receive

from vendorstack.serving.rpc import INVALID_REQUEST, PARSE_ERROR, rpc_error


def _request_id(request: Request) -> str:
    return str(request.scope.get("state", {}).get("request_id", ""))


def _invalid(request: Request, message: str, *, status: int = 400) -> Response:
    code = "unsupported_media_type" if status == 415 else "invalid_request"
    return rpc_error(status, INVALID_REQUEST, code, message, _request_id(request))


async def screen(request: Request) -> tuple[Response | None, Receive]:
    """A JSON-RPC error for a POST whose envelope is wrong, else None and a `receive` that
    replays the body already read. A GET is refused (405, as the MCP spec allows): a stateless
    server sends no messages of its own, and an idle stream would only hold a connection open.
    Other methods pass to the SDK, which refuses them in JSON-RPC."""
    if request.method == "GET":
        text = "This server sends no messages of its own: POST JSON-RPC messages to /mcp."
        refusal = rpc_error(405, INVALID_REQUEST, "method_not_allowed", text, _request_id(request))
        refusal.headers["Allow"] = "POST"
        return refusal, request.receive
    if request.method != "POST":
        return None, request.receive
    media = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if media != "application/json":
        text = "Send one JSON-RPC 2.0 message with Content-Type: application/json."
        return _invalid(request, text, status=415), request.receive
    body = await request.body()
    try:
        message = json.loads(body)
    except ValueError:
        text = "The body is not valid JSON: send one JSON-RPC 2.0 message."
        return rpc_error(
            400, PARSE_ERROR, "parse_error", text, _request_id(request)
        ), request.receive
    problem = envelope_problem(message)
    if problem is not None:
        return _invalid(request, problem), request.receive
    return None, _replay(body, request.receive)


def envelope_problem(message: Any) -> str | None:
    """What is wrong with a decoded message's envelope, in words for the caller; None if fine."""
    if isinstance(message, list):
        return "Batches are not supported: send one JSON-RPC 2.0 message per request."
    if not isinstance(message, dict):
        return "Send one JSON-RPC 2.0 message: a JSON object."
    return next((text for broken, text in _CHECKS if broken(message)), None)


_CHECKS: tuple[tuple[Callable[[dict[str, Any]], bool], str], ...] = (
    (lambda m: m.get("jsonrpc") != "2.0", 'The message must carry "jsonrpc": "2.0".'),
    (lambda m: "id" in m and not _valid_id(m["id"]), "The id must be a string or an integer."),
    (
        lambda m: "method" in m and not isinstance(m["method"], str),
        "The method must be a string, such as tools/call.",
    ),
    (
        lambda m: not {"method", "result", "error"} & m.keys(),
        "The message needs a method, such as tools/list.",
    ),
)


def _valid_id(value: Any) -> bool:
    """MCP request ids are strings or integers (JSON-RPC allows no objects; a bool is no number)."""
    return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


def _replay(body: bytes, receive: Receive) -> Receive:
    """A `receive` that hands the SDK the body once, then the connection's own messages."""
    sent = False

    async def replayed() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replayed
