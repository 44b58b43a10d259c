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
from starlette.types import ASGIApp, Receive, Scope, Send

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
    cannot use is skipped (`respond_directly`). Endpoints with FastAPI parameters or a body
    get the usual handler.
    """

    def __init__(self, path: str, endpoint: Callable[..., Any], **kwargs: Any) -> None:
        super().__init__(path, endpoint, **kwargs)
        if takes_only_the_request(endpoint):
            self.app = respond_directly(endpoint)


def respond_directly(endpoint: Handler) -> ASGIApp:
    """The ASGI app of a direct route: build the request, await the endpoint, send its answer.

    FastAPI's per-route wrapper adds two exit stacks and a route-level exception wrapper.
    A direct endpoint uses neither stack, and its errors reach the app's `ExceptionMiddleware`,
    which holds the same handlers. Each wrapper is also one more coroutine frame: a metered
    route waits on its ledger write, and every frame between the task and that wait is
    unwound and resumed once per request.
    """

    async def app(scope: Scope, receive: Receive, send: Send) -> None:
        response = await endpoint(Request(scope, receive, send))
        await response(scope, receive, send)

    return app


def mount_flat(app: FastAPI, routers: Iterable[APIRouter]) -> None:
    """Add the routers' routes to the app's own table, in order, instead of `include_router`.

    Our routers only group routes by module; their prefix and tags are already applied to
    each route when it is declared, so nothing is lost by not nesting them.
    """
    for router in routers:
        app.router.routes.extend(router.routes)
