"""The tools, each a thin call into a `Backend`, described for agents.

Descriptions state what each call costs (from `accounts.pricing`, the object `/v1/pricing`
renders); annotations say which tools spend credits (not read-only, not idempotent), which
remove something (`unwatch`) and that `check` and `portfolio` may scan the open web. Results
are the JSON API's bodies, typed by the API's response schemas; failures are tool errors
(`isError`) carrying the API's error body.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from importlib.metadata import version
from typing import TYPE_CHECKING, Annotated, Any, Literal

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import CallToolResult, TextContent, ToolAnnotations
from pydantic import Field, ValidationError

from vendorstack.accounts.pricing import pricing
from vendorstack.extraction import CATEGORIES
from vendorstack.lookups.portfolio import MAX_PORTFOLIO_DOMAINS
from vendorstack.lookups.views import PER_PAGE
from vendorstack.mcp.backend import Backend, Body, ToolFailure
from vendorstack.problems import describe
from vendorstack.schemas.responses import (
    Balance,
    CheckResult,
    CompanyProfile,
    EventList,
    NoContent,
    PortfolioResult,
    Pricing,
    ProspectResult,
    VendorCatalog,
    WatchList,
)
from vendorstack.serving.params import MAX_ID, MAX_WATCH_DOMAINS
from vendorstack.skill.rules import AGENT_RULES

if TYPE_CHECKING:
    CategorySlug = str
else:
    CategorySlug = Literal[CATEGORIES]

ToolContext = Context[Any, Any]
BackendFor = Callable[[ToolContext], Backend]

Url = Annotated[str, Field(description="Domain or URL of the company, e.g. stripe.com.")]
Domain = Annotated[str, Field(description="Company domain, e.g. stripe.com.")]
Category = Annotated[
    CategorySlug | None, Field(description="Restrict the answer to one category slug.")
]
Refresh = Annotated[bool, Field(description="Force a live re-scan (same price, 15-90 s).")]
Vendor = Annotated[
    str | None, Field(description="Canonical vendor slug (the vendors tool lists them).")
]
Segment = Annotated[
    str | None, Field(description="Public suffix the company domain ends in: de, co.uk, io.")
]
Page = Annotated[int, Field(ge=1, description=f"1-based page of {PER_PAGE} companies.")]
WatchDomains = Annotated[
    list[str],
    Field(
        min_length=1,
        max_length=MAX_WATCH_DOMAINS,
        description=f'1 to {MAX_WATCH_DOMAINS} domains or URLs, e.g. ["stripe.com"].',
    ),
]
VendorDomains = Annotated[
    list[str],
    Field(
        min_length=1,
        max_length=MAX_PORTFOLIO_DOMAINS,
        description=f"Your vendors' domains or URLs, 1 to {MAX_PORTFOLIO_DOMAINS:,}.",
    ),
]
After = Annotated[
    int, Field(ge=0, le=MAX_ID, description="The previous page's `next_after` (0: the first).")
]
WatchId = Annotated[int, Field(ge=1, le=MAX_ID, description="The watch's id (watches lists them).")]

SPENDS_CREDITS = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": False}
FREE_READ = {"readOnlyHint": True, "idempotentHint": True, "openWorldHint": False}
FREE_WRITE = {"readOnlyHint": False, "idempotentHint": True, "openWorldHint": False}


def _credits(operation: str) -> int:
    credits: int = pricing()["operations"][operation]["credits"]
    return credits


def _plural(count: int) -> str:
    return f"{count} credit" if count == 1 else f"{count} credits"


def tool_descriptions() -> dict[str, str]:
    """Each tool's description, with its cost read from the pricing object."""
    lookup, page = _plural(_credits("lookup")), _plural(_credits("prospect_page"))
    return {
        "check": "The vendors (subprocessors) a company names in its published disclosure, "
        f"grouped into {len(CATEGORIES)} categories, each with the quoted row as evidence, "
        "the row's purpose and the places it names (ISO country codes, EU, EEA). "
        f"Costs {lookup} when the answer names vendors; found:false, an unreadable "
        "disclosure and every error are free. A domain not yet indexed is live-scanned: "
        "15-90 s, same price.",
        "company": "A company's indexed profile: vendors by category with evidence, "
        "disclosure sources and scan history; `scan_history` says what each scan changed (vendors "
        "added, removed or changed with the quoted row before and after; reformatted; moved; "
        f"lost, with the last good answer kept). Costs {lookup}; never scans; an unknown "
        "domain is a free not_found error (use check to scan it).",
        "prospect": "Indexed companies whose disclosure names a vendor and/or category, "
        f"{PER_PAGE} a page, each with evidence. Give vendor, category or both. Costs {page} "
        "per page that lists a company; an empty page is free.",
        "balance": "Credits left, plan, credits used and the top-up link. Free.",
        "pricing": "What each operation costs, the credit packs and the free plan. Free. "
        "Needs no key.",
        "vendors": "Every category slug and the canonical vendor slugs in it (or only "
        "one category's, given `category`). Free. Needs no key.",
        **_watching_descriptions(),
    }


def _watching_descriptions() -> dict[str, str]:
    rescan, vendor = _plural(_credits("watch_scan")), _plural(_credits("portfolio"))
    return {
        "watch": "Watch companies for changes to their subprocessor list: each domain or URL "
        "is reduced to its registrable domain; those watched already are kept. Free to keep; "
        f"each scheduled re-scan (daily) that reads a list costs {rescan}, one that finds none "
        "is free. Changes become events (the events tool).",
        "watches": "The account's watches with their status (last checked, last changed), "
        "100 a page in id order: pass `next_after` as `after` for the next. Free.",
        "unwatch": "Stop watching: the watch's id from the watches tool. Free. Answers an "
        "empty object; an id not on this account is a not_found error.",
        "events": "What changed at watched companies: events oldest first, 100 a page, each "
        "with the scan's change (vendors added, removed or changed with the quoted row before "
        "and after; list moved or lost). Pass the last `next_after` as `after` to catch up. Free.",
        "portfolio": "Which fourth parties your vendors share: for each vendor their "
        "disclosures name, how many of yours name it and which, with quotes; totals by "
        f"category and by country. Costs {vendor} per vendor in `indexed` (its list names "
        "vendors); others are free. Vendors never scanned are queued for a scan and listed as "
        "`pending`: ask again later.",
    }


def tool_annotations() -> dict[str, ToolAnnotations]:
    """Check, company and prospect spend credits; only check reaches outside our index."""
    return {
        "check": ToolAnnotations(
            title="Check a company's vendors", openWorldHint=True, **SPENDS_CREDITS
        ),
        "company": ToolAnnotations(title="Company profile", openWorldHint=False, **SPENDS_CREDITS),
        "prospect": ToolAnnotations(
            title="Companies using a vendor", openWorldHint=False, **SPENDS_CREDITS
        ),
        "balance": ToolAnnotations(title="Credit balance", **FREE_READ),
        "pricing": ToolAnnotations(title="Pricing", **FREE_READ),
        "vendors": ToolAnnotations(title="Vendor catalog", **FREE_READ),
        "watch": ToolAnnotations(title="Watch companies", destructiveHint=False, **FREE_WRITE),
        "watches": ToolAnnotations(title="Watched companies", **FREE_READ),
        "unwatch": ToolAnnotations(title="Stop watching", destructiveHint=True, **FREE_WRITE),
        "events": ToolAnnotations(title="Change events", **FREE_READ),
        "portfolio": ToolAnnotations(
            title="Fourth parties your vendors share", openWorldHint=True, **SPENDS_CREDITS
        ),
    }


def instructions() -> str:
    rules = "\n".join(f"- {rule}" for rule in AGENT_RULES)
    return f"VendorStack: who a company trusts with its data, with quoted evidence.\n{rules}"


async def answer(work: Awaitable[Body]) -> CallToolResult:
    """The backend's body as the tool's result, or its failure as a tool error."""
    try:
        body = await work
    except ToolFailure as failure:
        return _result(failure.body, is_error=True)
    return _result(body, is_error=False)


async def _in_category(catalog: Awaitable[Body], category: str | None) -> Body:
    """The vendor catalog, or only `category`'s slugs when one is given."""
    body = await catalog
    if category is None:
        return body
    return {"categories": {category: body["categories"].get(category, [])}}


def _result(body: Body, *, is_error: bool) -> CallToolResult:
    text = TextContent(type="text", text=json.dumps(body, ensure_ascii=False))
    return CallToolResult(content=[text], structuredContent=body, isError=is_error)


class _Server(MCPServer[Any]):
    """The SDK's server, with arguments outside a tool's input schema answered as the JSON
    API answers a bad parameter: a tool error whose body is `validation_error` naming the
    argument (the SDK's own error is prose an agent cannot branch on)."""

    async def call_tool(
        self, name: str, arguments: dict[str, Any], context: ToolContext | None = None
    ) -> Any:
        try:
            return await super().call_tool(name, arguments, context)
        except ToolError as error:
            if not isinstance(error.__cause__, ValidationError):
                raise
            return _result(_invalid_arguments(error.__cause__), is_error=True)


def _invalid_arguments(error: ValidationError) -> Body:
    return {"error": "validation_error", "message": describe(error.errors())}


def build_server(backend_for: BackendFor) -> MCPServer[Any]:
    """The MCP server; each call asks `backend_for(ctx)` whom to answer through."""
    server: MCPServer[Any] = _Server(
        "vendorstack",
        title="VendorStack",
        version=version("vendorstack"),
        instructions=instructions(),
        log_level="WARNING",
    )
    _add_tools(server, backend_for, tool_descriptions(), tool_annotations())
    return server


def _add_tools(
    server: MCPServer[Any],
    backend_for: BackendFor,
    about: dict[str, str],
    hints: dict[str, ToolAnnotations],
) -> None:
    def register(function: Callable[..., Any]) -> None:
        name = function.__name__
        server.add_tool(
            function,
            name=name,
            title=hints[name].title,
            description=about[name],
            annotations=hints[name],
        )

    async def check(
        url: Url, ctx: ToolContext, category: Category = None, refresh: Refresh = False
    ) -> Annotated[CallToolResult, CheckResult]:
        return await answer(backend_for(ctx).check(url, category=category, refresh=refresh))

    async def company(
        domain: Domain, ctx: ToolContext
    ) -> Annotated[CallToolResult, CompanyProfile]:
        return await answer(backend_for(ctx).company(domain))

    async def prospect(
        ctx: ToolContext,
        vendor: Vendor = None,
        category: Category = None,
        segment: Segment = None,
        page: Page = 1,
    ) -> Annotated[CallToolResult, ProspectResult]:
        query = backend_for(ctx).prospect(
            vendor=vendor, category=category, segment=segment, page=page
        )
        return await answer(query)

    async def balance(ctx: ToolContext) -> Annotated[CallToolResult, Balance]:
        return await answer(backend_for(ctx).balance())

    async def pricing(ctx: ToolContext) -> Annotated[CallToolResult, Pricing]:
        return await answer(backend_for(ctx).pricing())

    async def vendors(
        ctx: ToolContext, category: Category = None
    ) -> Annotated[CallToolResult, VendorCatalog]:
        return await answer(_in_category(backend_for(ctx).vendors(), category))

    for function in (check, company, prospect, balance, pricing, vendors):
        register(function)
    for function in _watching_tools(backend_for):
        register(function)


def _watching_tools(backend_for: BackendFor) -> tuple[Callable[..., Any], ...]:
    """Watches, their events and portfolio concentration."""

    async def watch(
        domains: WatchDomains, ctx: ToolContext
    ) -> Annotated[CallToolResult, WatchList]:
        return await answer(backend_for(ctx).watch(domains))

    async def watches(ctx: ToolContext, after: After = 0) -> Annotated[CallToolResult, WatchList]:
        return await answer(backend_for(ctx).watches(after=after))

    async def unwatch(watch_id: WatchId, ctx: ToolContext) -> Annotated[CallToolResult, NoContent]:
        return await answer(backend_for(ctx).unwatch(watch_id))

    async def events(ctx: ToolContext, after: After = 0) -> Annotated[CallToolResult, EventList]:
        return await answer(backend_for(ctx).events(after=after))

    async def portfolio(
        domains: VendorDomains, ctx: ToolContext
    ) -> Annotated[CallToolResult, PortfolioResult]:
        return await answer(backend_for(ctx).portfolio(domains))

    return (watch, watches, unwatch, events, portfolio)


def _no_backend(ctx: ToolContext) -> Backend:
    raise RuntimeError("tool definitions are listed, never called")


async def tool_definitions() -> list[dict[str, Any]]:
    """The tools as MCP lists them: name, title, description, input schema and annotations."""
    tools = await build_server(_no_backend).list_tools()
    keep = {"name", "title", "description", "input_schema", "annotations"}
    return [
        tool.model_dump(mode="json", by_alias=True, exclude_none=True, include=keep)
        for tool in tools
    ]
