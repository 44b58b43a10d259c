"""Every response the API tests get is held to what `/openapi.json` declares for it.

`Contract(app).check(response)` finds the operation the request went to, and fails unless
the status is one the operation declares, the body validates against that status's schema
(JSON Schema 2020-12, `$ref`s resolved in the document itself, formats checked) and every
declared header is present with a value of its schema. Responses outside the description
(unknown paths, wrong methods, the docs pages) must still carry `X-Request-Id`, and their
errors must have the one error shape. `api_client` attaches the check to an httpx client,
so no API test can receive a response it does not check.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

import httpx
from fastapi import FastAPI
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

DOCUMENT = "urn:vendorstack:openapi"


@dataclass(frozen=True)
class Operation:
    method: str
    template: str
    path: re.Pattern[str]
    spec: dict[str, Any]


def _path_pattern(template: str) -> re.Pattern[str]:
    parts = re.split(r"(\{[^}]+\})", template)
    return re.compile(
        "^" + "".join("[^/]+" if part.startswith("{") else re.escape(part) for part in parts) + "$"
    )


class Contract:
    """The app's OpenAPI description, as a checker of responses."""

    def __init__(self, app: FastAPI) -> None:
        self.document = app.openapi()
        resource = Resource.from_contents(self.document, default_specification=DRAFT202012)
        self._registry: Registry[Any] = Registry().with_resource(DOCUMENT, resource)
        self._validators: dict[str, Draft202012Validator] = {}
        self._operations = [
            Operation(method.upper(), template, _path_pattern(template), spec)
            for template, methods in self.document["paths"].items()
            for method, spec in methods.items()
        ]

    def operation(self, method: str, path: str) -> Operation | None:
        for operation in self._operations:
            if operation.method == method and operation.path.match(path):
                return operation
        return None

    def check(self, response: httpx.Response) -> None:
        """Fail (AssertionError) unless `response` is what its operation declares."""
        request = response.request
        where = f"{request.method} {request.url.path} -> {response.status_code}"
        assert response.headers.get("x-request-id"), f"{where}: no X-Request-Id"
        operation = self.operation(request.method, request.url.path)
        if operation is None:
            if response.status_code >= 400 and request.method != "HEAD":
                self._validate(response.json(), "#/components/schemas/Error", where)
            return
        declared = operation.spec["responses"].get(str(response.status_code))
        assert declared is not None, (
            f"{where}: status not declared (declared: {sorted(operation.spec['responses'])})"
        )
        self._check_headers(response, declared.get("headers", {}), where)
        content = declared.get("content", {}).get("application/json")
        if content is not None and request.method != "HEAD":
            assert response.headers["content-type"].startswith("application/json"), where
            self._validate(response.json(), content["schema"], where)

    def _check_headers(self, response: httpx.Response, headers: dict[str, Any], where: str) -> None:
        for name, header in headers.items():
            value = response.headers.get(name)
            if value is None:
                assert not header.get("required"), f"{where}: header {name} missing"
                continue
            schema = header.get("schema", {})
            typed: object = int(value) if schema.get("type") == "integer" else value
            self._validate(typed, schema, f"{where}: header {name}")

    def _validate(self, instance: object, schema: dict[str, Any] | str, where: str) -> None:
        validator = self._validator({"$ref": schema} if isinstance(schema, str) else schema)
        errors = sorted(validator.iter_errors(instance), key=lambda error: list(error.path))
        assert not errors, (
            f"{where}: "
            + "; ".join(f"{list(error.path)}: {error.message}" for error in errors[:5])
            + f"\n{json.dumps(instance)[:2000]}"
        )

    def _validator(self, schema: dict[str, Any]) -> Draft202012Validator:
        """One validator per schema: building one walks the whole document's references."""
        key = json.dumps(schema, sort_keys=True)
        if key not in self._validators:
            rooted = {"$ref": DOCUMENT + schema["$ref"]} if "$ref" in schema else schema
            self._validators[key] = Draft202012Validator(
                rooted, registry=self._registry, format_checker=Draft202012Validator.FORMAT_CHECKER
            )
        return self._validators[key]


def api_client(app: FastAPI, address: tuple[str, int]) -> httpx.AsyncClient:
    """An httpx client on the app over ASGI, from `address`, checking every response."""
    contract = Contract(app)

    async def check(response: httpx.Response) -> None:
        await response.aread()
        contract.check(response)

    transport = httpx.ASGITransport(app=app, client=address)
    return httpx.AsyncClient(
        transport=transport, base_url="http://testserver", event_hooks={"response": [check]}
    )
