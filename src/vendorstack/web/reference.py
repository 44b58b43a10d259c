"""The API reference as markdown, written from the app's own OpenAPI document: every
operation, parameter, response and schema field, so the pages cannot drift from the API."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

Schema = dict[str, Any]
METHODS = ("get", "post", "put", "patch", "delete")
_ENUM_SHOWN = 30
_PATTERN_SHOWN = 120  # the host patterns list every top-level domain: too long for a page


def operations(openapi: Schema) -> Iterator[tuple[str, str, Schema]]:
    """(METHOD, path, operation) for every documented operation, in document order."""
    for path, item in openapi.get("paths", {}).items():
        for method in METHODS:
            if method in item:
                yield method.upper(), path, item[method]


def parameters(operation: Schema) -> list[Schema]:
    """The operation's parameters one by one: a query object sent exploded (`style: form`,
    how `/v1/prospect` says "vendor or category") stands for its properties."""
    flat: list[Schema] = []
    for param in operation.get("parameters", []):
        schema = param.get("schema", {})
        if param.get("explode") and schema.get("type") == "object":
            required = set(schema.get("required", []))
            flat.extend(
                {
                    "name": name,
                    "in": param["in"],
                    "required": name in required,
                    "description": prop.get("description"),
                    "schema": prop,
                }
                for name, prop in schema.get("properties", {}).items()
            )
        else:
            flat.append(param)
    return flat


def cell(text: object) -> str:
    """Text safe inside a markdown table cell."""
    return str(text).replace("|", "\\|").replace("\n", " ") if text not in (None, "") else "—"


def ref_name(schema: Schema) -> str | None:
    ref = schema.get("$ref")
    return str(ref).rsplit("/", 1)[-1] if ref else None


def type_of(schema: Schema) -> str:
    """A schema in words: `string`, `integer (1-100000)`, `array of VendorMatch`, ..."""
    name = ref_name(schema)
    if name:
        return f"`{name}`"
    if "anyOf" in schema:
        return " or ".join(type_of(option) for option in schema["anyOf"])
    kind = schema.get("type", "any")
    if kind == "array":
        return f"array of {type_of(schema.get('items', {}))}"
    if kind == "object" and isinstance(schema.get("additionalProperties"), dict):
        return f"object: string → {type_of(schema['additionalProperties'])}"
    return f"{kind}{_detail(schema)}"


def _detail(schema: Schema) -> str:
    parts = []
    if "format" in schema:
        parts.append(str(schema["format"]))
    if "enum" in schema:
        values = [f"`{value}`" for value in schema["enum"]]
        shown = values if len(values) <= _ENUM_SHOWN else [*values[:_ENUM_SHOWN], "…"]
        parts.append("one of " + ", ".join(shown))
    if "minimum" in schema or "maximum" in schema:
        parts.append(f"{schema.get('minimum', '')}–{schema.get('maximum', '')}")
    if "default" in schema:
        parts.append(f"default `{schema['default']}`")
    if "pattern" in schema:
        pattern = str(schema["pattern"])
        parts.append(
            f"pattern `{pattern}`" if len(pattern) <= _PATTERN_SHOWN else "see /openapi.json"
        )
    return f" ({'; '.join(parts)})" if parts else ""


def keyed(operation: Schema) -> bool:
    return bool(operation.get("security"))


def endpoints_table(openapi: Schema, costs: dict[str, str]) -> str:
    """One row per operation: method, path, auth, cost and summary."""
    rows = ["| Method | Path | Auth | Cost | What it does |", "|---|---|---|---|---|"]
    for method, path, operation in operations(openapi):
        auth = "Bearer key" if keyed(operation) else "none"
        cost = costs.get(path, "free")
        rows.append(
            f"| {method} | `{path}` | {auth} | {cell(cost)} | {cell(operation.get('summary'))} |"
        )
    return "\n".join(rows)


def _parameters(operation: Schema) -> list[str]:
    params = parameters(operation)
    if not params:
        return ["No parameters."]
    rows = ["| Parameter | In | Required | Type | Meaning |", "|---|---|---|---|---|"]
    for param in params:
        required = "yes" if param.get("required") else "no"
        rows.append(
            f"| `{param['name']}` | {param['in']} | {required} | "
            f"{cell(type_of(param.get('schema', {})))} | {cell(param.get('description'))} |"
        )
    return rows


def _body(operation: Schema) -> list[str]:
    content = operation.get("requestBody", {}).get("content", {})
    schema = content.get("application/json", {}).get("schema")
    return [f"Request body (JSON): {type_of(schema)}.", ""] if schema else []


def _responses(operation: Schema) -> list[str]:
    rows = ["| Status | Meaning | Body |", "|---|---|---|"]
    for status, response in operation.get("responses", {}).items():
        schema = response.get("content", {}).get("application/json", {}).get("schema", {})
        body = type_of(schema) if schema else "—"
        rows.append(f"| {status} | {cell(response.get('description'))} | {body} |")
    return rows


def operation_sections(openapi: Schema, costs: dict[str, str]) -> str:
    """A section per operation: summary, auth, cost, parameters, body and responses."""
    sections = []
    for method, path, operation in operations(openapi):
        auth = "`Authorization: Bearer <API_KEY>`" if keyed(operation) else "none"
        lines = [
            f"### {method} {path}",
            "",
            cell(operation.get("summary")),
            "",
            f"Auth: {auth}. Cost: {costs.get(path, 'free')}.",
            "",
            *_parameters(operation),
            "",
            *_body(operation),
            *_responses(operation),
        ]
        sections.append("\n".join(lines))
    return "\n\n".join(sections)


def schema_sections(openapi: Schema) -> str:
    """A section per schema in `components`, with every field, its type and meaning."""
    sections = []
    for name, schema in openapi.get("components", {}).get("schemas", {}).items():
        required = set(schema.get("required", []))
        lines = [f"### {name}", ""]
        if schema.get("description"):
            lines += [str(schema["description"]), ""]
        lines += ["| Field | Type | Required | Meaning |", "|---|---|---|---|"]
        for field, spec in schema.get("properties", {}).items():
            needed = "yes" if field in required else "no"
            meaning = cell(spec.get("description"))
            lines.append(f"| `{field}` | {cell(type_of(spec))} | {needed} | {meaning} |")
        sections.append("\n".join(lines))
    return "\n\n".join(sections)
