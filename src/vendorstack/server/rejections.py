"""JSON for the requests uvicorn refuses before the app sees them (a malformed request line,
a URL or headers past the parser's limits): its own answer is plain text with no request id.

`JsonRejectingHttpTools` is uvicorn's default protocol (httptools) with only that answer
replaced: a 400 `validation_error` body in the API's error shape, with a fresh `X-Request-Id`
(the request's own header may be what could not be read). `vendorstack serve` uses them.
"""

from __future__ import annotations

import orjson
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

from vendorstack.serving.middleware import new_request_id
from vendorstack.serving.responses import error_body

MESSAGE = (
    "The request could not be read as HTTP (a malformed request line, or a URL or headers "
    "past the server's limits); nothing was done."
)


def rejection(reason: str) -> bytes:
    """The whole HTTP/1.1 400 response, JSON, closing the connection."""
    request_id = new_request_id()
    body = orjson.dumps(
        error_body("validation_error", MESSAGE, request_id, {"reason": reason}),
        option=orjson.OPT_UTC_Z,
    )
    head = (
        "HTTP/1.1 400 Bad Request\r\n"
        "content-type: application/json\r\n"
        f"content-length: {len(body)}\r\n"
        f"x-request-id: {request_id}\r\n"
        "connection: close\r\n\r\n"
    )
    return head.encode("ascii") + body


class JsonRejectingHttpTools(HttpToolsProtocol):
    def send_400_response(self, msg: str) -> None:
        self.transport.write(rejection(msg))
        self.transport.close()
