"""`vendorstack serve` with FastAPI's own route class in place of `api.routing.DirectRoute`,
for `bench.api_bench` to measure what DirectRoute is worth (docs/benchmarks.md).

    python -m bench.fastapi_routes --port 8090

The route modules take their route class from `api.routing` when they are imported, so it is
swapped here first; everything else (app, middleware, settings) is `vendorstack serve`'s.
"""

from __future__ import annotations

from fastapi.routing import APIRoute

from vendorstack.api import routing

routing.DirectRoute = APIRoute  # type: ignore[misc,assignment]

from vendorstack.server.serve import serve  # noqa: E402  (after the swap, on purpose)

if __name__ == "__main__":
    serve()
