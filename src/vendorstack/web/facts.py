"""Every fact the pages share with the API, read from the objects the API itself uses:
prices and packs (`accounts.pricing`), error codes (`errors`), limits (`Settings` and the
constants the middleware, views and client enforce), categories (`extraction`) and the
operations (the app's OpenAPI document). Pages name a fact as `{{ name }}`; nothing is
typed twice."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

import click

from vendorstack.accounts.keys import KEY_PREFIX
from vendorstack.accounts.pricing import PRICES, WEB_PAGES, pricing
from vendorstack.client.operations import CHECK_TIMEOUT_SECONDS, DEFAULT_TIMEOUT_SECONDS
from vendorstack.client.retry import RetryPolicy
from vendorstack.config import Settings
from vendorstack.errors import AppError
from vendorstack.extraction import CATEGORIES
from vendorstack.extraction.dictionary import load_dictionary
from vendorstack.lookups.charging import CHARGED_AS
from vendorstack.lookups.views import PER_PAGE
from vendorstack.serving.middleware import MAX_BODY_BYTES
from vendorstack.skill.rules import as_markdown_list
from vendorstack.web import reference
from vendorstack.web.reference import cell

LOOKUP_PATHS = {"/v1/check": "check", "/v1/company/{domain}": "company", "/v1/prospect": "prospect"}
"""The lookup each metered path runs; what it is charged is `lookups.charging.CHARGED_AS`."""
EXAMPLE_VENDORS = 6
RETRY = RetryPolicy()
API_COMMANDS = (
    *("check", "company", "prospect", "balance", "pricing", "vendors"),
    *("watch", "watches", "unwatch", "events", "portfolio", "download"),
)


def credits(count: int) -> str:
    return f"{count} credit" if count == 1 else f"{count:,} credits"


def error_classes() -> Iterator[type[AppError]]:
    """AppError and every subclass, one per error code (the first class to use a code)."""
    seen: set[str] = set()
    pending: list[type[AppError]] = [AppError]
    while pending:
        kind = pending.pop(0)
        if kind.code not in seen:
            seen.add(kind.code)
            yield kind
        pending.extend(kind.__subclasses__())


def error_message(kind: type[AppError]) -> str:
    return kind.message


@dataclass(frozen=True)
class FrontEnds:
    """What the pages state about the front ends `web` does not import (the adapters are
    independent): given by the app's assembly, `vendorstack.server.app`."""

    cli: click.Group
    """The `vendorstack` command, whose API commands the pages list as `--help` states them."""
    exit_codes: Mapping[int, str]
    """The CLI's exit codes and what each means."""
    tools: Callable[[], Awaitable[list[dict[str, Any]]]]
    """The MCP tools as `tools/list` describes them."""


@dataclass(frozen=True)
class Facts:
    """The facts of one running app: its settings, its OpenAPI document, its front ends."""

    settings: Settings
    openapi: dict[str, Any]
    tools: list[dict[str, Any]]
    """The MCP tools as `tools/list` describes them."""
    front_ends: FrontEnds

    @cached_property
    def prices(self) -> dict[str, Any]:
        return pricing(self.settings.free_scans_per_day)

    def cost(self, operation: str) -> str:
        return credits(self.prices["operations"][operation]["credits"])

    def costs(self) -> dict[str, str]:
        """What each metered path costs, as the endpoint tables state it."""
        operations = {path: CHARGED_AS[lookup] for path, lookup in LOOKUP_PATHS.items()}
        return {
            path: f"{self.cost(operation)} for {PRICES[operation].charged_for}"
            for path, operation in operations.items()
        }

    def max_page(self) -> int:
        for _, path, operation in reference.operations(self.openapi):
            for param in reference.parameters(operation):
                if path == "/v1/prospect" and param["name"] == "page":
                    maximum: int = param["schema"]["maximum"]
                    return maximum
        raise LookupError("the OpenAPI document describes no prospect page parameter")

    def values(self) -> dict[str, Callable[[], str]]:
        """Each placeholder and how to write it."""
        free = self.prices["free_tier"]
        return {
            "free_credits": lambda: credits(free["credits"]),
            "lookup_credits": lambda: str(self.prices["operations"]["lookup"]["credits"]),
            "key_prefix": lambda: KEY_PREFIX,
            "free_scans_per_day": lambda: str(free["live_scans_per_day"]),
            "lookup_cost": lambda: self.cost("lookup"),
            "prospect_page_cost": lambda: self.cost("prospect_page"),
            "watch_scan_cost": lambda: self.cost("watch_scan"),
            "portfolio_cost": lambda: self.cost("portfolio"),
            "per_page": lambda: str(PER_PAGE),
            "max_page": lambda: f"{self.max_page():,}",
            "body_limit": lambda: f"{MAX_BODY_BYTES // 1024} KB",
            "rate_limit": lambda: self.settings.rate_limit,
            "key_creation_limit": lambda: self.settings.key_creation_limit,
            "scan_budget": lambda: f"{self.settings.scan_time_budget_seconds:g} s",
            "check_timeout": lambda: f"{CHECK_TIMEOUT_SECONDS:g} s",
            "default_timeout": lambda: f"{DEFAULT_TIMEOUT_SECONDS:g} s",
            "retry_count": lambda: str(RETRY.retries),
            "retry_backoff": lambda: f"{RETRY.backoff:g} s",
            "retry_max_wait": lambda: f"{RETRY.max_wait:g} s",
            "negative_ttl": lambda: _duration(self.settings.negative_ttl_seconds),
            "category_count": lambda: str(len(CATEGORIES)),
            "vendor_count": lambda: f"{len(load_dictionary()):,}",
            "api_version": lambda: str(self.openapi["info"]["version"]),
            "openapi_version": lambda: str(self.openapi["openapi"]),
            "operations_table": self.operations_table,
            "packs_table": self.packs_table,
            "web_pages_list": web_pages_list,
            "errors_table": errors_table,
            "error_fields_table": self.error_fields_table,
            "limits_table": self.limits_table,
            "categories_table": categories_table,
            "category_slugs": lambda: ", ".join(f"`{slug}`" for slug in CATEGORIES),
            "endpoints_table": lambda: reference.endpoints_table(self.openapi, self.costs()),
            "operation_sections": lambda: reference.operation_sections(self.openapi, self.costs()),
            "schema_sections": lambda: reference.schema_sections(self.openapi),
            "agent_rules": as_markdown_list,
            "mcp_tools_table": self.mcp_tools_table,
            "exit_codes_table": lambda: exit_codes_table(self.front_ends.exit_codes),
            "cli_commands_table": lambda: cli_commands_table(self.front_ends.cli),
        }

    def mcp_tools_table(self) -> str:
        rows = [
            "| Tool | Read-only | Idempotent | Open world | What it does |",
            "|---|---|---|---|---|",
        ]
        for tool in self.tools:
            hints = tool.get("annotations", {})
            flags = [
                "yes" if hints.get(name) else "no"
                for name in ("readOnlyHint", "idempotentHint", "openWorldHint")
            ]
            rows.append(f"| `{tool['name']}` | {' | '.join(flags)} | {cell(tool['description'])} |")
        return "\n".join(rows)

    def operations_table(self) -> str:
        rows = ["| Operation | Cost | What it covers |", "|---|---|---|"]
        for name, price in self.prices["operations"].items():
            rows.append(f"| `{name}` | {credits(price['credits'])} | {cell(price['note'])} |")
        return "\n".join(rows)

    def packs_table(self) -> str:
        rows = ["| Pack | Credits | Credits per USD |", "|---|---|---|"]
        for pack in self.prices["packs"]:
            usd, count = pack["usd"], pack["credits"]
            rows.append(f"| {usd:,.0f} USD | {count:,} | {count / usd:,.0f} |")
        return "\n".join(rows)

    def error_fields_table(self) -> str:
        error = self.openapi["components"]["schemas"]["Error"]
        rows = ["| Field | Type | Meaning |", "|---|---|---|"]
        for field, spec in error["properties"].items():
            rows.append(
                f"| `{field}` | {reference.type_of(spec)} | {cell(spec.get('description'))} |"
            )
        return "\n".join(rows)

    def limits_table(self) -> str:
        settings, free = self.settings, self.prices["free_tier"]
        rows = [
            ("Requests per key", f"`{settings.rate_limit}`", "VENDORSTACK_RATE_LIMIT"),
            (
                "Unauthenticated requests (pricing, vendors, keys, failed keys), per address",
                f"`{settings.rate_limit}`",
                "VENDORSTACK_RATE_LIMIT",
            ),
            (
                "Keys created per source address",
                f"`{settings.key_creation_limit}`",
                "VENDORSTACK_KEY_CREATION_LIMIT",
            ),
            ("Free credits for a new key", credits(free["credits"]), ""),
            (
                "Live scans a day on the free plan (indexed lookups are uncapped)",
                str(free["live_scans_per_day"]),
                "VENDORSTACK_FREE_SCANS_PER_DAY",
            ),
            ("Prospect page size", f"{PER_PAGE} companies", ""),
            ("Prospect pages", f"1 to {self.max_page():,}", ""),
            ("Request body", f"{MAX_BODY_BYTES // 1024} KB (413 above)", ""),
            (
                "Live scan time budget",
                f"{settings.scan_time_budget_seconds:g} s; clients wait "
                f"{CHECK_TIMEOUT_SECONDS:g} s on /v1/check",
                "VENDORSTACK_SCAN_TIME_BUDGET_SECONDS",
            ),
            (
                "A found:false answer is re-scanned after",
                _duration(settings.negative_ttl_seconds),
                "VENDORSTACK_NEGATIVE_TTL_SECONDS",
            ),
            ("/healthz", "never rate limited", ""),
        ]
        lines = ["| Limit | Value | Setting |", "|---|---|---|"]
        lines += [f"| {name} | {value} | {cell(setting)} |" for name, value, setting in rows]
        return "\n".join(lines)


def errors_table() -> str:
    """Every error code the API can answer with, from the `errors` classes."""
    rows = ["| Status | `error` | Charged | Default message |", "|---|---|---|---|"]
    for kind in sorted(error_classes(), key=lambda kind: kind.status):
        rows.append(f"| {kind.status} | `{kind.code}` | no | {cell(error_message(kind))} |")
    return "\n".join(rows)


def exit_codes_table(meanings: Mapping[int, str]) -> str:
    rows = ["| Exit code | Meaning |", "|---|---|"]
    rows += [f"| {int(code)} | {cell(meaning)} |" for code, meaning in meanings.items()]
    return "\n".join(rows)


def cli_commands_table(main: click.Group) -> str:
    """The API commands as `--help` states them: usage and one line of help."""
    rows = ["| Command | What it does |", "|---|---|"]
    for name in API_COMMANDS:
        command = main.get_command(click.Context(main), name)
        assert command is not None
        usage = " ".join(command.collect_usage_pieces(click.Context(command, info_name=name)))
        rows.append(f"| `vendorstack {name} {usage}` | {cell(command.get_short_help_str(200))} |")
    return "\n".join(rows)


def categories_table() -> str:
    """The categories in the API's order, with how many vendors each holds and a few of them."""
    catalog = load_dictionary().categories()
    rows = ["| Category | Vendors | For example |", "|---|---|---|"]
    for slug in CATEGORIES:
        vendors = catalog.get(slug, [])
        examples = ", ".join(f"`{vendor}`" for vendor in vendors[:EXAMPLE_VENDORS])
        rows.append(f"| `{slug}` | {len(vendors):,} | {cell(examples)} |")
    return "\n".join(rows)


def _duration(seconds: int) -> str:
    if seconds and seconds % 86_400 == 0:
        days = seconds // 86_400
        return "1 day" if days == 1 else f"{days} days"
    if seconds and seconds % 3_600 == 0:
        return f"{seconds // 3_600} h"
    return f"{seconds} s"


def web_pages_list() -> str:
    """What the web pages show for free and what a signed-in key pays (`WEB_PAGES`)."""
    labels = {"free": "Free", "lookup": "A company page", "prospect_page": "A vendor page"}
    return "\n".join(f"- **{labels[name]}**: {text}" for name, text in WEB_PAGES.items())
