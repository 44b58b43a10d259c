"""The framework floor for api_bench: a FastAPI app whose one route returns fixed bytes.

Served by the same uvicorn as VendorStack, so the gap between this and `/v1/pricing` is our
middleware and rate limiting, and what remains below it is the framework and the machine.
"""

from __future__ import annotations

from fastapi import FastAPI
from fastapi.responses import Response

app = FastAPI()
BODY = b'{"ok":true}'


@app.get("/floor")
async def floor() -> Response:
    return Response(BODY, media_type="application/json")
