"""`GET /v1/export` streamed to the caller: rows are written as they arrive (constant memory),
and what the download held and sent is read from its headers."""

from __future__ import annotations

from collections.abc import Callable

import httpx
from pydantic import BaseModel, Field

Write = Callable[[bytes], object]


class ExportReceipt(BaseModel):
    """What a download sent and held, from its `X-Export-Rows` and `X-Credits-*` headers (the
    part of the hold for rows not sent is given back when it ends: GET /v1/balance)."""

    rows: int = Field(description="Rows the download sends.")
    credits_held: int = Field(description="Credits held for those rows.")
    credits_remaining: int = Field(description="The balance after the hold.")


def _receipt(headers: httpx.Headers) -> ExportReceipt:
    return ExportReceipt(
        rows=int(headers.get("x-export-rows", 0)),
        credits_held=int(headers.get("x-credits-held", 0)),
        credits_remaining=int(headers.get("x-credits-remaining", 0)),
    )


async def stream_to(
    http: httpx.AsyncClient, request: httpx.Request, write: Write
) -> ExportReceipt | httpx.Response | httpx.TransportError:
    """The download's receipt once every chunk went to `write`; else the refusal (its body
    read) or the transport error, for the caller's retry policy to judge."""
    try:
        response = await http.send(request, stream=True)
    except httpx.TransportError as error:
        return error
    try:
        if not response.is_success:
            await response.aread()
            return response
        async for chunk in response.aiter_bytes():
            write(chunk)
        return _receipt(response.headers)
    finally:
        await response.aclose()
