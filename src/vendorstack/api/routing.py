"""The one route mechanism of the hot path: simple endpoints are called directly.

An endpoint such as `async def check(call: CallerDep, query: Annotated[CheckQuery, Query()])`
is declared the FastAPI way, and FastAPI alone would serve it the same. Its parameters are
dependencies of the request alone (`async def f(request)`) and at most one query model, so
serving it needs no dependency solving: call each dependency, validate the query model in one
pydantic call, await the endpoint (`respond_directly`). FastAPI's per-request solver re-inspects
every parameter's annotation on every request; for `/v1/check` this route class saves the
share of its instructions given in docs/benchmarks.md. Everything that describes the route is
FastAPI's (OpenAPI is unchanged), and any other endpoint gets FastAPI's own handler.
It needs the flat route table (`app.mount_flat`): FastAPI 0.165 serves the routes of an
included router through its own handler.
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable, Coroutine, Mapping
from typing import Annotated, Any, TypeGuard
from urllib.parse import parse_qsl

from fastapi import Request, Response, params
from fastapi.dependencies.models import Dependant
from fastapi.exceptions import RequestValidationError
from fastapi.routing import APIRoute
from pydantic import BaseModel, TypeAdapter, ValidationError
from starlette.types import ASGIApp, Receive, Scope, Send

Resolver = Callable[[Request], Awaitable[Any]]
Endpoint = Callable[..., Coroutine[Any, Any, Response]]
_PARAMETER_KINDS = (
    "path_params",
    "query_params",
    "header_params",
    "cookie_params",
    "body_params",
)


def request_dependencies(dependant: Dependant) -> dict[str, Resolver] | None:
    """Each parameter's resolver when every parameter of the endpoint is an async dependency
    of the request alone or a query model (at most one); otherwise None."""
    query = _query_model(dependant)
    if query is None or not inspect.iscoroutinefunction(dependant.call):
        return None
    resolvers: dict[str, Resolver] = {}
    for dependency in dependant.dependencies:
        call = dependency.call
        if (
            dependency.name is None
            or call is None
            or dependency.dependencies
            or _takes_more_than_the_request(dependency)
            or not _is_async(call)
        ):
            return None
        resolvers[dependency.name] = call
    return {**resolvers, **query}  # the query last, as FastAPI validates it after dependencies


def _query_model(dependant: Dependant) -> dict[str, Resolver] | None:
    """`{name: resolver}` of the endpoint's path parameters and query model, `{}` if it has
    neither, None if it has parameters of any other kind."""
    others = [getattr(dependant, kind) for kind in _PARAMETER_KINDS if kind not in _DIRECT_KINDS]
    if any(others) or _takes_the_connection(dependant) or len(dependant.query_params) > 1:
        return None
    paths = _path_parameters(dependant)
    if paths is None or not dependant.query_params:
        return paths
    field = dependant.query_params[0]
    model = field.field_info.annotation
    if not isinstance(field.field_info, params.Query) or not _is_model(model):
        return None
    return {**paths, field.name: query_model_resolver(model)}


_DIRECT_KINDS = ("path_params", "query_params")


def _path_parameters(dependant: Dependant) -> dict[str, Resolver] | None:
    """A resolver per plain path parameter (`str` with FastAPI's `Path` constraints), validated
    by pydantic as FastAPI would; None when one is of another kind."""
    resolvers: dict[str, Resolver] = {}
    for field in dependant.path_params:
        if field.field_info.annotation is not str or not isinstance(field.field_info, params.Path):
            return None
        resolvers[field.name] = path_parameter_resolver(field.name, field.field_info)
    return resolvers


def path_parameter_resolver(name: str, info: params.Path) -> Resolver:
    """The path parameter `name` validated against its declaration, with FastAPI's error
    location (`("path", name)`)."""
    adapter: TypeAdapter[str] = TypeAdapter(Annotated[str, info])

    async def resolve(request: Request) -> str:
        try:
            return adapter.validate_python(request.scope["path_params"][name])
        except ValidationError as error:
            problems = [{**item, "loc": ("path", name, *item["loc"])} for item in error.errors()]
            raise RequestValidationError(problems) from None

    return resolve


def _is_async(call: Callable[..., Any]) -> bool:
    """An `async def` function, or an instance of a class with an `async def __call__`."""
    return inspect.iscoroutinefunction(call) or inspect.iscoroutinefunction(type(call).__call__)


def _is_model(annotation: object) -> TypeGuard[type[BaseModel]]:
    return isinstance(annotation, type) and issubclass(annotation, BaseModel)


def query_model_resolver(model: type[BaseModel]) -> Resolver:
    """The model validated from the query string (the last of repeated names wins), with
    FastAPI's error locations (`("query", name)`), as FastAPI's own handler would."""

    async def resolve(request: Request) -> BaseModel:
        # What Starlette's `request.query_params` parses, without building its multi-dict
        # (half the cost of the parse): the metered check pays it on every request.
        query = request.scope["query_string"].decode("latin-1")
        try:
            return model.model_validate(query_pairs(query))
        except ValidationError as error:
            problems = [{**item, "loc": ("query", *item["loc"])} for item in error.errors()]
            raise RequestValidationError(problems) from None

    return resolve


def query_pairs(query: str) -> dict[str, str]:
    """`dict(parse_qsl(query, keep_blank_values=True))`: the last of repeated names wins.

    A query with nothing to decode (no `%`, no `+`, as `url=stripe.com`) is split directly:
    `parse_qsl` coerces its arguments and unquotes every name and value, about 200 bytecodes
    of the metered check's ~3,600 (docs/benchmarks.md); the split gives the same pairs.
    """
    if "%" in query or "+" in query:
        return dict(parse_qsl(query, keep_blank_values=True))
    pairs = (part.partition("=") for part in query.split("&") if part)
    return {name: value for name, _, value in pairs}


def _takes_the_connection(dependant: Dependant) -> bool:
    return any(
        (
            dependant.request_param_name,
            dependant.websocket_param_name,
            dependant.http_connection_param_name,
            dependant.response_param_name,
            dependant.background_tasks_param_name,
            dependant.security_scopes_param_name,
        )
    )


def _takes_more_than_the_request(dependency: Dependant) -> bool:
    """True unless the dependency's one parameter is the request."""
    return dependency.request_param_name is None or any(
        getattr(dependency, kind) for kind in _PARAMETER_KINDS
    )


class DirectRoute(APIRoute):
    """An API route whose request-dependency endpoint is called directly (see module)."""

    def __init__(self, path: str, endpoint: Callable[..., Any], **kwargs: Any) -> None:
        super().__init__(path, endpoint, **kwargs)
        self.framework_app = self.app  # FastAPI's own, kept for tests/api/test_routing.py
        resolvers = request_dependencies(self.dependant)
        if resolvers is not None:
            self.app = respond_directly(endpoint, resolvers)


def respond_directly(endpoint: Endpoint, resolvers: Mapping[str, Resolver]) -> ASGIApp:
    """Resolve each dependency from the request, in order, await the endpoint, send its answer.

    A dependency's error (401, 429, a 400 from the query) propagates to the app's
    `ExceptionMiddleware`, which holds the same handlers FastAPI's route would reach.
    """

    async def app(scope: Scope, receive: Receive, send: Send) -> None:
        request = Request(scope, receive, send)
        arguments = {name: await resolve(request) for name, resolve in resolvers.items()}
        response = await endpoint(**arguments)
        await response(scope, receive, send)

    return app
