"""The ASGI application: routers, error handlers, request-id middleware, lifespan."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI

from vendorstack.api import handlers
from vendorstack.api.docs import install_openapi
from vendorstack.api.middleware import RequestContextMiddleware
from vendorstack.api.routes import account, catalog, lookups
from vendorstack.config import Settings, get_settings
from vendorstack.services import Services
from vendorstack.web import topup

DESCRIPTION = """Which vendors (subprocessors) does a company disclose? Look a domain up,
get its disclosure URL and vendors grouped into 24 categories, each with the quoted row as
evidence. Metered in credits: see `/v1/pricing`. Every response carries `X-Request-Id`."""


def create_app(settings: Settings | None = None, services: Services | None = None) -> FastAPI:
    """The app; it opens its own `Services` at start-up unless given one (tests, benchmarks)."""
    resolved = settings or (services.settings if services else get_settings())

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        owned = services is None
        app.state.services = services or Services.open(resolved)
        try:
            yield
        finally:
            if owned:
                app.state.services.close()

    app = FastAPI(
        title="VendorStack",
        version="1.0.0",
        description=DESCRIPTION,
        lifespan=lifespan,
        docs_url="/docs",
        redoc_url=None,
    )
    if services is not None:
        app.state.services = services
    handlers.install(app)
    install_openapi(app)
    for router in (account.router, lookups.router, catalog.router, topup.router):
        app.include_router(router)
    app.add_middleware(RequestContextMiddleware)
    return app
