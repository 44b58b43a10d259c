"""Each lookup's answer as the JSON the spec describes (`schemas.responses`), for every front
end alike; orjson encodes it (`option=orjson.OPT_UTC_Z`: timestamps in UTC with a `Z`)."""

from __future__ import annotations

from typing import Any

from vendorstack.index.prospect import PAGE_SIZE, ProspectMatch, ProspectQuery
from vendorstack.index.records import EntityRecord, VendorStack
from vendorstack.index.repository import History
from vendorstack.lookups.answers import Metered

PER_PAGE = PAGE_SIZE


def _status(record: EntityRecord) -> dict[str, str | None]:
    return {
        "outcome": record.outcome,
        "reason": record.reason,
        "platform": record.platform,
        "read_via": record.read_via,
        "access_url": record.access_url,
    }


def _unmatched(record: EntityRecord) -> list[dict[str, str]]:
    return list(record.unmatched_rows)


def check_view(
    record: EntityRecord, cache: str, category: str | None, bill: Metered
) -> dict[str, Any]:
    """`CheckResult`: the domain's answer, its vendors narrowed to `category` if given."""
    return {
        "domain": record.domain,
        "found": record.found,
        "cache": cache,
        "scanned_at": record.scanned_at,
        "disclosure_url": record.disclosure_url,
        "vendor_stack": _narrowed(record.vendor_stack, category),
        "sends_sms": record.sends_sms,
        "credits_used": bill.credits_used,
        "credit_balance": bill.credit_balance,
        "status": _status(record),
        "probed_urls": [] if record.found else list(record.probed_urls),
        "unmatched_rows": _unmatched(record),
        **_confirmation(record),
    }


def _narrowed(stack: VendorStack, category: str | None) -> VendorStack:
    """The stack, or only `category`'s vendors (none when it names none) when one is given."""
    if category is None:
        return stack
    return {category: stack[category]} if category in stack else {}


def _confirmation(record: EntityRecord) -> dict[str, Any]:
    return {
        "last_confirmed_at": record.last_confirmed_at,
        "disclosure_lost_since": record.disclosure_lost_since,
    }


def company_view(record: EntityRecord, history: History, bill: Metered) -> dict[str, Any]:
    """`CompanyProfile`: the indexed profile and its scan history."""
    return {
        "domain": record.domain,
        "found": record.found,
        "first_seen": record.first_seen_at,
        "scanned_at": record.scanned_at,
        "disclosure_sources": list(record.disclosure_sources),
        "vendor_stack": record.vendor_stack,
        "sends_sms": record.sends_sms,
        "credits_used": bill.credits_used,
        "credit_balance": bill.credit_balance,
        "status": _status(record),
        "unmatched_rows": _unmatched(record),
        "scans": history.scans,
        **_confirmation(record),
        "scan_history": history.changes,
    }


def _company(match: ProspectMatch) -> dict[str, Any]:
    return {
        "domain": match.domain,
        "vendor": match.vendor,
        "name": match.name or match.vendor,
        "reviewed": match.reviewed,
        "category": match.category,
        "confidence": match.confidence,
        "purpose": match.purpose,
        "locations": list(match.locations or ()),
        "evidence": {"source": match.source, "quote": match.quote},
        "scanned_at": match.scanned_at,
    }


def prospect_view(
    query: ProspectQuery, total: int, matches: list[ProspectMatch], bill: Metered
) -> dict[str, Any]:
    """`ProspectResult`: one page of companies naming the vendor and/or category."""
    return {
        "vendor": query.vendor,
        "category": query.category,
        "segment": query.segment,
        "page": query.page,
        "per_page": PER_PAGE,
        "total": total,
        "companies": [_company(match) for match in matches],
        "credits_used": bill.credits_used,
        "credit_balance": bill.credit_balance,
    }


def preview_view(record: EntityRecord) -> dict[str, Any]:
    """What anyone sees of a company for free (`accounts.pricing.WEB_PAGES`): its status and
    the names of its vendors by category, without their rows, tiers or places."""
    return {
        "domain": record.domain,
        "found": record.found,
        "first_seen": record.first_seen_at,
        "scanned_at": record.scanned_at,
        "disclosure_sources": list(record.disclosure_sources),
        "status": _status(record),
        "vendor_stack": {
            category: [
                {"vendor": match["vendor"], "name": match["name"], "reviewed": match["reviewed"]}
                for match in matches
            ]
            for category, matches in record.vendor_stack.items()
        },
    }
