"""`GET /v1/export`: the index's current claims as a metered, streamed download."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query
from fastapi.responses import StreamingResponse

from vendorstack.api.error_schemas import error_responses, header
from vendorstack.api.routing import DirectRoute
from vendorstack.exports.formats import MEDIA_TYPES
from vendorstack.exports.metered import ExportQuery
from vendorstack.exports.rows import COLUMNS, ExportFilter
from vendorstack.serving.dependencies import CallerDep, ExportsDep
from vendorstack.serving.params import ExportParams

router = APIRouter(prefix="/v1", tags=["export"], route_class=DirectRoute)

ROW_SCHEMA: dict[str, Any] = {
    "type": "object",
    "description": "One line of the JSON-lines download (CSV: the same columns, `locations` "
    "joined by `;`, booleans as true/false).",
    "properties": {
        "id": {"type": "integer", "description": "Row id; `after=` resumes after it."},
        "company": {"type": "string"},
        "disclosure_url": {"type": ["string", "null"]},
        "scanned_at": {"type": "string", "format": "date-time"},
        "vendor": {"type": "string"},
        "name": {"type": "string"},
        "reviewed": {"type": "boolean"},
        "category": {"type": "string"},
        "tier": {"type": "string", "description": "The claim's confidence, as in /v1/company."},
        "purpose": {"type": ["string", "null"]},
        "locations": {"type": "array", "items": {"type": "string"}},
        "quote": {"type": "string"},
        "source": {"type": "string"},
    },
    "required": list(COLUMNS),
    "additionalProperties": False,
}
DOWNLOAD_HEADERS = {
    "X-Export-Rows": header("Rows this download sends.", {"type": "integer"}),
    "X-Credits-Held": header(
        "Credits held for those rows; the part for rows not sent is given back when the "
        "download ends.",
        {"type": "integer"},
    ),
    "X-Credits-Remaining": header("Credits left after the hold.", {"type": "integer"}),
}


@router.get(
    "/export",
    responses={
        200: {
            "description": "The rows, streamed in id order: JSON lines or CSV.",
            "headers": DOWNLOAD_HEADERS,
            "content": {
                MEDIA_TYPES["jsonl"]: {"schema": {"type": "string"}, "example": ""},
                MEDIA_TYPES["csv"]: {"schema": {"type": "string"}},
            },
        },
        **error_responses(400, 401, 402, 429, 503),
    },
    response_class=StreamingResponse,
    summary="Download the index's claims (metered per 1,000 rows sent)",
    openapi_extra={"x-row-schema": ROW_SCHEMA},
)
async def export(
    call: CallerDep, exports: ExportsDep, query: Annotated[ExportParams, Query()]
) -> StreamingResponse:
    question = ExportQuery(
        query.format,
        ExportFilter(vendor=query.vendor, category=query.category),
        after=query.after,
        limit=query.limit,
    )
    download = await exports.start(call.caller, question, request_id=call.request_id)
    headers = {
        "X-Export-Rows": str(download.rows),
        "X-Credits-Held": str(download.held),
        "X-Credits-Remaining": str(download.balance),
    }
    return StreamingResponse(download.chunks, media_type=MEDIA_TYPES[query.format], headers=headers)
