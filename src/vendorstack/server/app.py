"""The ASGI application: the JSON API's routers and error handlers, the web pages and the MCP
endpoint beside them, the request-id middleware and the lifespan. The one module that puts
the independent front ends together (`uvicorn vendorstack.server.app:create_app --factory`)."""

from __future__ import annotations

import gc
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager

from fastapi import APIRouter, FastAPI
from starlette.routing import Route

from vendorstack.api import handlers
from vendorstack.api.docs import install_api_explorer, install_openapi
from vendorstack.api.routes import (
    account,
    catalog,
    exports,
    lookups,
    portfolio,
    watches,
    webhooks,
)
from vendorstack.cli.exits import MEANINGS
from vendorstack.cli.main import main
from vendorstack.config import Settings, get_settings
from vendorstack.domains import normalize_domain
from vendorstack.extraction.dictionary import load_dictionary
from vendorstack.mcp.http import PATH as MCP_PATH
from vendorstack.mcp.http import McpEndpoint
from vendorstack.mcp.tools import tool_definitions
from vendorstack.services import Services
from vendorstack.serving.middleware import RequestContextMiddleware
from vendorstack.web import account_pages, lookup_pages, topup, watch_pages
from vendorstack.web.facts import FrontEnds
from vendorstack.web.site import Site

DESCRIPTION = """Which vendors (subprocessors) does a company disclose? Look a domain up,
get its disclosure URL and vendors grouped into 24 categories, each with the quoted row as
evidence. Metered in credits: see `/v1/pricing`. Every response carries `X-Request-Id`."""


YOUNG_GENERATION_THRESHOLD = 10_000
FRONT_ENDS = FrontEnds(
    cli=main,
    exit_codes={int(code): text for code, text in MEANINGS.items()},
    tools=tool_definitions,
)


class AgentSurfaces:
    """The surfaces for agents and readers, mounted beside the JSON API: the content pages,
    llms.txt, the agent skill (`web.site`) and the MCP server at `/mcp` (`mcp.http`). Mount
    with `mount(app)`; `running()` must enclose the app's lifespan (the MCP session manager's
    task group lives there)."""

    def __init__(self) -> None:
        self.mcp = McpEndpoint()
        self.site = Site(FRONT_ENDS)

    def mount(self, app: FastAPI) -> None:
        app.router.routes.append(Route(MCP_PATH, self.mcp, include_in_schema=False))
        app.router.routes.extend(self.site.routes())

    @asynccontextmanager
    async def running(self) -> AsyncIterator[None]:
        async with self.mcp.running():
            yield


def settle_long_lived_objects() -> None:
    """Load what every process keeps for life, hide it from the garbage collector, and let
    the collector run less often.

    The vendor dictionary, the public suffix trie and the framework's own tables are ~10^5
    objects that never die; left to the collector, each full collection walked all of them
    and stalled every request in flight for 70 ms or more (the p99 of docs/benchmarks.md).
    A request allocates a few hundred container objects that reference counting frees, so
    the default young-generation threshold (700 allocations) ran a collection every few
    requests, each walking the objects of every request in flight; at 10,000 the metered
    `/v1/check` served 5-10 % more requests a second (docs/benchmarks.md).
    """
    load_dictionary()
    normalize_domain("example.com")
    gc.collect()
    gc.freeze()
    _, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_GENERATION_THRESHOLD, middle, old)


def mount_flat(app: FastAPI, routers: Iterable[APIRouter]) -> None:
    """Add the routers' routes to the app's own table, in order, instead of `include_router`.

    FastAPI 0.165 keeps an included router as one route matched at request time, which cost
    the metered `/v1/check` 8 % of its instructions and `/v1/pricing` 17 %
    (docs/benchmarks.md). Our routers only group routes by module: each route already carries
    its prefix and tags. The metered routes come first: routes are matched in order.
    """
    for router in routers:
        app.router.routes.extend(router.routes)


def create_app(settings: Settings | None = None, services: Services | None = None) -> FastAPI:
    """The app; it opens its own `Services` at start-up unless given one (tests, benchmarks)."""
    resolved = settings or (services.settings if services else get_settings())
    surfaces = AgentSurfaces()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        owned = services is None
        app.state.services = services or Services.open(resolved)
        if owned:  # a serving process, not a test that shares its Services between apps
            settle_long_lived_objects()
            app.state.services.sweeper.start()  # stopped by `close`
            if resolved.scan_mode == "embedded":
                app.state.services.start_watch_schedule()  # stopped by `close`
        try:
            async with surfaces.running():
                yield
        finally:
            if owned:
                await app.state.services.close()

    app = FastAPI(
        title="VendorStack",
        version="1.0.0",
        description=DESCRIPTION,
        lifespan=lifespan,
        docs_url=None,  # `install_api_explorer` serves it, with its assets
        swagger_ui_oauth2_redirect_url=None,
        redoc_url=None,
        # Native OpenTelemetry is off: nothing here exports it, and asking whether a provider
        # is configured cost every request a few microseconds (docs/benchmarks.md).
        telemetry={"tracing": False, "metrics": False, "logs": False},
    )
    if services is not None:
        app.state.services = services
    handlers.install(app)
    install_openapi(app)
    mount_flat(
        app,
        (
            lookups.router,
            account.router,
            catalog.router,
            topup.router,
            lookup_pages.router,
            account_pages.router,
            watch_pages.router,
            watches.router,
            webhooks.router,
            exports.router,
            portfolio.router,
        ),
    )
    install_api_explorer(app)  # after the API's routes, which are matched first
    surfaces.mount(app)
    app.add_middleware(RequestContextMiddleware)
    return app
