"""Response and request schemas: the OpenAPI description's source of truth.

Routes return pre-rendered JSON for speed; tests validate real responses against these
schemas so the description cannot drift from what is served.
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, EmailStr, Field

ConfidenceTier = Literal["vendor_keyword", "vendor", "vendor_inferred_sms"]


class Schema(BaseModel):
    model_config = ConfigDict(extra="forbid")


class KeyCreate(Schema):
    email: EmailStr = Field(description="Where we may reach the key's owner; no verification step.")


class KeyCreated(Schema):
    api_key: str = Field(description="The bearer key. Shown once; it cannot be recovered.")
    email: str
    credit_balance: int
    free_tier: bool
    note: str


class Evidence(Schema):
    source: str = Field(description="Public URL of the page the row was found on.")
    quote: str = Field(description="The disclosure row, verbatim (whitespace normalised).")


class VendorMatch(Schema):
    vendor: str = Field(description="Canonical lowercase vendor slug.")
    confidence: ConfidenceTier
    evidence: Evidence


class ScanStatus(Schema):
    outcome: Literal["parsed", "unreadable", "not_found"] = Field(
        description="parsed: rows read; unreadable: disclosure found but not readable; "
        "not_found: no disclosure located."
    )
    reason: str = Field(
        description="Stable reason code, e.g. parsed, javascript_shell, no_disclosure."
    )


class UnmatchedRow(Schema):
    quote: str
    source: str


class CheckResult(Schema):
    domain: str
    found: bool = Field(
        description="False means no disclosure was located, not that no vendors are used."
    )
    cache: Literal["hit", "miss"] = Field(
        description="hit: indexed answer; miss: live-scanned by this call."
    )
    scanned_at: datetime
    disclosure_url: str | None
    vendor_stack: dict[str, list[VendorMatch]]
    sends_sms: bool
    credits_used: int
    credit_balance: int
    status: ScanStatus
    probed_urls: list[str] = Field(description="URLs the scan tried; filled when found is false.")
    unmatched_rows: list[UnmatchedRow] = Field(
        description="Rows that name an entity our vendor dictionary does not know."
    )


class ScanPageInfo(Schema):
    url: str
    sha256: str
    content_type: str


class ScanHistoryItem(Schema):
    scan_id: int
    started_at: datetime
    finished_at: datetime
    outcome: Literal["parsed", "unreadable", "not_found", "unreachable"]
    reason: str
    found: bool
    disclosure_url: str | None
    pages: list[ScanPageInfo]
    probed_urls: list[str]
    request_count: int
    extractor_version: str
    vendor_claims: int


class CompanyProfile(Schema):
    domain: str
    found: bool
    first_seen: datetime
    scanned_at: datetime
    disclosure_sources: list[str]
    vendor_stack: dict[str, list[VendorMatch]]
    sends_sms: bool
    credits_used: int
    credit_balance: int
    status: ScanStatus
    unmatched_rows: list[UnmatchedRow]
    scans: list[ScanHistoryItem] = Field(description="Scan history, newest first (at most 20).")


class ProspectCompany(Schema):
    domain: str
    vendor: str = Field(description="The matching vendor (useful for category-only queries).")
    category: str
    confidence: ConfidenceTier
    evidence: Evidence
    scanned_at: datetime


class ProspectResult(Schema):
    vendor: str | None
    category: str | None
    segment: str | None
    page: int
    per_page: int
    total: int
    companies: list[ProspectCompany]
    credits_used: int
    credit_balance: int


class Balance(Schema):
    credit_balance: int
    free_tier: bool
    lifetime_credits_used: int
    topup_url: str


class OperationPrice(Schema):
    credits: int
    note: str


class Operations(Schema):
    lookup: OperationPrice
    prospect_page: OperationPrice


class Pack(Schema):
    usd: float
    credits: int


class FreeTier(Schema):
    credits: int
    live_scans_per_day: int


class Pricing(Schema):
    operations: Operations
    packs: list[Pack]
    free_tier: FreeTier


class VendorCatalog(Schema):
    categories: dict[str, list[str]]


class Health(Schema):
    ok: bool


class Error(BaseModel):
    """Every error: a stable code, a human message and the request id; some add fields."""

    error: str = Field(description="Stable machine-readable code.")
    message: str
    request_id: str
    topup_url: str | None = Field(None, description="On 402: where a human can buy credits.")
    found: bool | None = Field(None, description="On 404 for an unknown company: false.")
    credits_used: int | None = Field(None, description="On 404/502: 0, nothing was charged.")
    retry_after: int | None = Field(None, description="On 429: seconds until a retry can succeed.")
    domain: str | None = None
    reason: str | None = Field(None, description="On 502: why the scan failed.")
