"""Route plumbing for the hot path: direct endpoints and one flat route table.

Measured in-process on this machine (bench/asgi_bench.py), FastAPI 0.165 spent more of the
free `/v1/pricing` route's time choosing and preparing the route than running it:
`include_router` now wraps every router in a route of its own that is matched at request time,
and an endpoint with no parameters still goes through dependency solving and response
serialisation. Our GET endpoints read their parameters from the request themselves
(`api.query`) and return ready `Response`s, so they need neither.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Coroutine, Iterable
from typing import Any

from fastapi import APIRouter, FastAPI, Request, Response
from fastapi.routing import APIRoute

Handler = Callable[[Request], Coroutine[Any, Any, Response]]


def takes_only_the_request(endpoint: Callable[..., Any]) -> bool:
    """True for `async def endpoint(request: Request) -> Response`-shaped endpoints."""
    parameters = list(inspect.signature(endpoint, eval_str=True).parameters.values())
    return (
        inspect.iscoroutinefunction(endpoint)
        and len(parameters) == 1
        and parameters[0].annotation is Request
    )


class DirectRoute(APIRoute):
    """An API route whose endpoint, when it takes only the request, is called directly.

    The route keeps everything that describes it (path, response model, declared parameters
    and errors), so OpenAPI is unchanged; only the per-request machinery that such an endpoint
    cannot use is skipped. Endpoints with FastAPI parameters or a body get the usual handler.
    """

    def get_route_handler(self) -> Handler:
        if takes_only_the_request(self.endpoint):
            endpoint: Handler = self.endpoint
            return endpoint
        return super().get_route_handler()


def mount_flat(app: FastAPI, routers: Iterable[APIRouter]) -> None:
    """Add the routers' routes to the app's own table, in order, instead of `include_router`.

    Our routers only group routes by module; their prefix and tags are already applied to
    each route when it is declared, so nothing is lost by not nesting them.
    """
    for router in routers:
        app.router.routes.extend(router.routes)
