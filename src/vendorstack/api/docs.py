"""The OpenAPI description: FastAPI's, with what FastAPI cannot know about our app.

- Validation errors are 400s with our error shape (`api.handlers`), so FastAPI's 422s go.
- `X-Request-Id` is on every response (`api.middleware`), so every response declares it.
- Any operation can fail with a 500 `internal_error` in the error shape; each declares it.
- An optional query parameter is absent rather than null: a query string cannot carry a
  null, so the `null` branch FastAPI adds for `X | None` parameters goes.
"""

from __future__ import annotations

from importlib.resources import files
from typing import Any

from fastapi import FastAPI
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.openapi.utils import get_openapi
from starlette.responses import HTMLResponse
from starlette.routing import Mount
from starlette.staticfiles import StaticFiles

from vendorstack.api.error_schemas import REQUEST_ID_HEADER, Error

INTERNAL_ERROR = {
    "description": "A bug (`internal_error`); quote the X-Request-Id when reporting it.",
    "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}},
}


DOCS_PATH = "/api-docs"  # /docs holds the content pages (web.site)
ASSETS_PATH = f"{DOCS_PATH}/assets"
# Swagger UI's script, stylesheet and icon, as the `fastapi-offline` package ships them: the
# explorer is served whole by the app, so it works offline and behind a strict firewall.
ASSETS = files("fastapi_offline") / "static"


def install_api_explorer(app: FastAPI) -> None:
    """Swagger UI at `/api-docs` over `/openapi.json`, its assets served from `ASSETS_PATH`
    (FastAPI's own page loads them from a CDN, and is blank without internet)."""

    async def explorer() -> HTMLResponse:
        return get_swagger_ui_html(
            openapi_url=app.openapi_url or "/openapi.json",
            title=f"{app.title} API explorer",
            swagger_js_url=f"{ASSETS_PATH}/swagger-ui-bundle.js",
            swagger_css_url=f"{ASSETS_PATH}/swagger-ui.css",
            swagger_favicon_url=f"{ASSETS_PATH}/favicon.png",
        )

    app.add_api_route(DOCS_PATH, explorer, include_in_schema=False)
    app.router.routes.append(Mount(ASSETS_PATH, StaticFiles(directory=str(ASSETS))))


def install_openapi(app: FastAPI) -> None:
    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            schema = get_openapi(
                title=app.title,
                version=app.version,
                description=app.description,
                routes=app.routes,
            )
            _drop_422(schema)
            schema["components"]["schemas"]["Error"] = Error.model_json_schema()
            for operation in _operations(schema):
                operation["responses"]["500"] = dict(INTERNAL_ERROR)
                _declare_request_id(operation)
                _drop_null_from_parameters(operation)
            app.openapi_schema = schema
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]


def _operations(schema: dict[str, Any]) -> list[dict[str, Any]]:
    return [
        operation
        for operations in schema.get("paths", {}).values()
        for operation in operations.values()
    ]


def _drop_422(schema: dict[str, Any]) -> None:
    for operation in _operations(schema):
        operation.get("responses", {}).pop("422", None)
    components = schema.get("components", {}).get("schemas", {})
    for name in ("HTTPValidationError", "ValidationError"):
        components.pop(name, None)


def _declare_request_id(operation: dict[str, Any]) -> None:
    for response in operation.get("responses", {}).values():
        response.setdefault("headers", {})["X-Request-Id"] = REQUEST_ID_HEADER


def _drop_null_from_parameters(operation: dict[str, Any]) -> None:
    for parameter in operation.get("parameters", []):
        schema = parameter["schema"]
        for part in [schema, *schema.get("properties", {}).values()]:
            _drop_null(part)


def _drop_null(schema: dict[str, Any]) -> None:
    """`{"anyOf": [S, {"type": "null"}], "default": null, ...}` becomes S with the rest."""
    branches = [branch for branch in schema.get("anyOf", []) if branch != {"type": "null"}]
    if len(branches) == 1 and len(schema["anyOf"]) == 2:
        del schema["anyOf"]
        schema.update(branches[0])
        if schema.get("default", 0) is None:
            del schema["default"]
