"""JSON-RPC 2.0 error responses, for `/mcp`: an MCP client reads errors only in that shape.

The body keeps the API's stable code and the request id in `error.data`, so an agent can act
on the code and a person can quote the id (also in the `X-Request-Id` header).
"""

from __future__ import annotations

from starlette.responses import Response

from vendorstack.serving.responses import JSONBytes

MCP_PREFIX = "/mcp"
PARSE_ERROR = -32700
INVALID_REQUEST = -32600


def is_rpc_path(path: str) -> bool:
    return path == MCP_PREFIX or path.startswith(MCP_PREFIX + "/")


def rpc_error(
    status: int,
    rpc_code: int,
    code: str,
    message: str,
    request_id: str,
    headers: dict[str, str] | None = None,
) -> Response:
    """An error answered before any message was read: its id is unknown, so `null`."""
    error = {
        "code": rpc_code,
        "message": message,
        "data": {"error": code, "request_id": request_id},
    }
    body = {"jsonrpc": "2.0", "id": None, "error": error}
    return JSONBytes(body, status_code=status, headers=headers)
