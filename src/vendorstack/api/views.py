"""Service answers rendered as the JSON the spec describes (shared by API and agent surfaces)."""

from __future__ import annotations

from typing import Any, TypeVar

from starlette.responses import Response

from vendorstack.accounts.idempotency import Answered, Rendered
from vendorstack.api.responses import JSONBytes, dumps
from vendorstack.index.prospect import ProspectMatch, ProspectQuery
from vendorstack.index.records import EntityRecord
from vendorstack.index.service import CheckAnswer, Metered, ProspectPage

PER_PAGE = 10
R = TypeVar("R", bound=Response)


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


def check_view(answer: CheckAnswer, category: str | None) -> dict[str, Any]:
    record = answer.record
    return {
        "domain": record.domain,
        "found": record.found,
        "cache": answer.cache,
        "scanned_at": record.scanned_at,
        "disclosure_url": record.disclosure_url,
        "vendor_stack": record.stack_for(category),
        "sends_sms": record.sends_sms,
        "credits_used": answer.bill.credits_used,
        "credit_balance": answer.bill.credit_balance,
        "status": _status(record),
        "probed_urls": [] if record.found else list(record.probed_urls),
        "unmatched_rows": _unmatched(record),
    }


def company_view(
    record: EntityRecord, history: list[dict[str, Any]], bill: Metered
) -> dict[str, Any]:
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
        "scans": history,
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


def prospect_view(query: ProspectQuery, page: ProspectPage) -> dict[str, Any]:
    return {
        "vendor": query.vendor,
        "category": query.category,
        "segment": query.segment,
        "page": query.page,
        "per_page": PER_PAGE,
        "total": page.total,
        "companies": [_company(match) for match in page.matches],
        "credits_used": page.bill.credits_used,
        "credit_balance": page.bill.credit_balance,
    }


def metered(body: dict[str, Any], bill: Metered) -> JSONBytes:
    """A metered answer: its JSON, with the credits used and remaining as headers."""
    return _with_credits(JSONBytes(body), bill.credits_used, bill.credit_balance)


def _with_credits(response: R, used: int, balance: int) -> R:
    """The credit headers, appended ready-encoded: given as a dict, Starlette lower-cases and
    encodes each one on every request, about a microsecond of the metered hot path."""
    response.raw_headers += (
        (b"x-credits-used", str(used).encode()),
        (b"x-credits-remaining", str(balance).encode()),
    )
    return response


def rendered(body: dict[str, Any], bill: Metered) -> Rendered:
    """A metered answer as sent: its JSON and the values of its credit headers."""
    return Rendered(dumps(body), bill.credits_used, bill.credit_balance)


_REPLAYED = (b"idempotent-replayed", b"true")


def answered(outcome: Answered) -> Response:
    """A metered answer run under `Idempotency-Key`: its JSON and credit headers (those of
    the original answer when it is a replay, marked `Idempotent-Replayed: true`)."""
    answer = outcome.answer
    response = Response(answer.body, answer.status, media_type="application/json")
    _with_credits(response, answer.credits_used, answer.credit_balance)
    if outcome.replayed:
        response.raw_headers.append(_REPLAYED)
    return response
