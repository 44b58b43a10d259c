"""The pages people read: a company's vendors and evidence, the companies naming a vendor
or a category, and the discovered vendors.

Every answer comes from the lookups the API calls (`Lookups.company`, `Lookups.prospect`
for a signed-in key, charged exactly as the API charges them; `Lookups.preview`,
`Lookups.listing_size` and `FreeAnswers.discovered` for anyone, free).
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import RedirectResponse, Response
from pydantic import ValidationError

from vendorstack.accounts.pricing import PRICES
from vendorstack.accounts.signins import Session
from vendorstack.errors import AppError, InsufficientCredits, InvalidInput, NotFound
from vendorstack.extraction import CATEGORIES
from vendorstack.index.prospect import ProspectQuery
from vendorstack.lookups.inputs import company_input, prospect_input
from vendorstack.problems import describe
from vendorstack.serving.params import DiscoveredQuery, ProspectFilter
from vendorstack.web.explain import explain_status
from vendorstack.web.sessions import current_session, services_of
from vendorstack.web.templating import page

router = APIRouter(include_in_schema=False)


def _request_id(request: Request) -> str:
    request_id: str = request.scope["state"]["request_id"]
    return request_id


async def _limit(request: Request, session: Session | None) -> None:
    """Pages count against the same request limits as the API: per key, or per address."""
    services = services_of(request)
    if session is not None:
        await services.limits.hit_request(session.caller.key_hash)
    else:
        peer = request.client.host if request.client else "unknown"
        await services.limits.hit_request(f"addr:{peer}")


def _base(session: Session | None, path: str, title: str) -> dict[str, Any]:
    return {
        "session": session,
        "path": path,
        "title": title,
        "markdown_path": f"{path}.md",
        "lookup_price": PRICES["lookup"].credits,
        "page_price": PRICES["prospect_page"].credits,
    }


def _problem(request: Request, session: Session | None, error: AppError, path: str) -> Response:
    context = {**_base(session, path, "Not answered"), "error": error}
    if isinstance(error, InsufficientCredits):
        context["topup_url"] = error.extra.get("topup_url")
    return page(request, "problem", context, status=error.status)


@router.get("/lookup")
async def lookup(domain: str = "") -> Response:
    """The lookup box's target: the company page of what was typed."""
    try:
        found = company_input(domain.strip())
    except InvalidInput:
        return RedirectResponse("/?unknown=1", status_code=303)
    return RedirectResponse(f"/company/{found}", status_code=303)


def _twin(path_value: str) -> tuple[str, bool]:
    """`acme.com.md` asks for the markdown of `acme.com`; `acme.md` (Moldova) is a domain."""
    stem = path_value.removesuffix(".md")
    if path_value.endswith(".md") and "." in stem:
        return stem, True
    return path_value, False


@router.get("/company/{domain}")
async def company(request: Request, domain: str) -> Response:
    name, markdown = _twin(domain)
    session = await current_session(request)
    await _limit(request, session)
    path = f"/company/{name}"
    try:
        name = company_input(name)
        lookups = services_of(request).lookups
        if session is None:
            answer = await lookups.preview(name)
        else:
            body = await lookups.company(session.caller, name, request_id=_request_id(request))
            answer = body.body
    except (NotFound, InvalidInput, InsufficientCredits) as error:
        return _problem(request, session, error, path)
    context = {
        **_base(session, path, name),
        "answer": answer,
        "full": session is not None,
        "status_words": explain_status(answer),
        "page_hashes": _page_hashes(answer),
        "categories": CATEGORIES,
    }
    return page(request, "company", context, markdown=markdown)


def _page_hashes(answer: dict[str, Any]) -> dict[str, str]:
    """The SHA-256 of each page the latest scan read, by URL (the evidence's page hash)."""
    scans = answer.get("scans") or []
    if not scans:
        return {}
    return {item["url"]: item["sha256"] for item in scans[0].get("pages", [])}


async def _listing(request: Request, kind: str, slug: str) -> Response:
    markdown = slug.endswith(".md")  # slugs hold no dots
    slug = slug.removesuffix(".md")
    session = await current_session(request)
    await _limit(request, session)
    path = f"/{kind}/{slug}"
    page_number = request.query_params.get("page", "1")
    try:
        query = _prospect_query(kind, slug, page_number)
        lookups = services_of(request).lookups
        if session is None:
            total, result = await lookups.listing_size(query), None
        else:
            answer = await lookups.prospect(session.caller, query, request_id=_request_id(request))
            total, result = answer.body["total"], answer.body
    except (NotFound, InvalidInput, InsufficientCredits) as error:
        return _problem(request, session, error, path)
    context = {
        **_base(session, path, slug),
        "kind": kind,
        "slug": query.vendor or query.category,
        "total": total,
        "result": result,
        "page": query.page,
        "last_page": max((total + 9) // 10, 1),
    }
    return page(request, "listing", context, markdown=markdown)


def _prospect_query(kind: str, slug: str, page_number: str) -> ProspectQuery:
    field = "vendor" if kind == "vendors" else "category"
    try:
        checked = ProspectFilter.model_validate({field: slug, "page": page_number})
    except ValidationError as error:
        raise InvalidInput(describe(error.errors())) from None
    return prospect_input(
        vendor=checked.vendor, category=checked.category, segment=None, page=checked.page
    )


@router.get("/vendors/{slug}")
async def vendor(request: Request, slug: str) -> Response:
    return await _listing(request, "vendors", slug)


@router.get("/categories/{slug}")
async def category(request: Request, slug: str) -> Response:
    return await _listing(request, "categories", slug)


async def _vendors(request: Request, markdown: bool) -> Response:
    session = await current_session(request)
    await _limit(request, session)
    services = services_of(request)
    try:
        query = DiscoveredQuery.model_validate(
            {"q": request.query_params.get("q", ""), "after": request.query_params.get("after")}
        )
    except ValidationError as error:
        return _problem(request, session, InvalidInput(describe(error.errors())), "/vendors")
    context = {
        **_base(session, "/vendors", "Vendors"),
        "catalog": services.free.vendors()["categories"],
        "q": query.q,
        "discovered": await services.free.discovered(query.q, query.after),
    }
    return page(request, "vendors", context, markdown=markdown)


@router.get("/vendors")
async def vendors(request: Request) -> Response:
    return await _vendors(request, False)


@router.get("/vendors.md")
async def vendors_markdown(request: Request) -> Response:
    return await _vendors(request, True)


@cache
def _stylesheet() -> bytes:
    return resources.files("vendorstack.web").joinpath("static", "site.css").read_bytes()


@router.get("/static/site.css")
async def stylesheet() -> Response:
    """The pages' one stylesheet, served by the app itself (no CDN)."""
    headers = {"Cache-Control": "public, max-age=3600"}
    return Response(_stylesheet(), media_type="text/css", headers=headers)
