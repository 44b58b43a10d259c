"""Response and request schemas: the OpenAPI description's source of truth.

Lookups answer pre-rendered JSON (`lookups.views`); the tests validate every response they
get against the schema `/openapi.json` declares for it (tests/api/contract.py), so the
description cannot drift from what is served. Error bodies are in `api.error_schemas`. The
client reads answers with these models, so this module imports nothing else of ours.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Annotated, Literal

from email_validator import EmailNotValidError, validate_email
from pydantic import AfterValidator, BaseModel, ConfigDict, Field
from pydantic_core import PydanticCustomError

from vendorstack.schemas.categories import CATEGORIES

if TYPE_CHECKING:
    CategoryName = str
else:  # the 24 category slugs, as an enum in the description
    CategoryName = Literal[CATEGORIES]
ConfidenceTier = Literal["vendor_keyword", "vendor", "vendor_inferred_sms"]


class Schema(BaseModel):
    model_config = ConfigDict(extra="forbid")


def contact_email(value: str) -> str:
    """A syntactically valid address with a dotted domain, normalised as email-validator does.

    Special-use names (.local, .invalid, .localhost, .onion, .arpa) are refused, except
    `.test`, which client test suites use; `strict` holds RFC 5321's limits (a local part of
    at most 64 characters).
    """
    try:
        checked = validate_email(
            value, check_deliverability=False, test_environment=True, strict=True
        )
        return checked.normalized
    except EmailNotValidError as error:
        raise PydanticCustomError(
            "value_error", "value is not a valid email address: {reason}", {"reason": str(error)}
        ) from None


ContactEmail = Annotated[
    str,
    Field(
        max_length=254,
        json_schema_extra={"format": "email"},
        description="Where we may reach the key's owner; no verification step. An address at "
        "a special-use name (.local, .invalid, .localhost, .onion, .arpa) is refused.",
    ),
    AfterValidator(contact_email),
]


class KeyCreate(Schema):
    email: ContactEmail


class KeyCreated(Schema):
    api_key: str = Field(description="The bearer key. Shown once; it cannot be recovered.")
    email: str
    credit_balance: int
    free_tier: bool
    note: str


class Evidence(Schema):
    source: str = Field(description="Public URL of the page the row was found on.")
    quote: str = Field(description="The disclosure row, verbatim (whitespace normalised).")


VendorName = Field(
    description="The vendor as the disclosure names it, legal form kept (for a reviewed "
    "vendor, the dictionary's name; the slug for rows indexed before names were kept)."
)
Purpose = Field(
    description="What the disclosure says the vendor does, verbatim from its row (the purpose "
    "cell, the text after the name, or the section heading the vendor is listed under); null "
    "when the row states no purpose."
)
Locations = Field(
    description="Where the row says the vendor processes data, in order of mention: ISO 3166-1 "
    "alpha-2 country codes, plus EU and EEA when the row names the European Union or the "
    "European Economic Area (in any language we read). Empty when the row names no place."
)
Reviewed = Field(
    description="True: the vendor is in the reviewed dictionary (GET /v1/vendors). False: "
    "discovered from the disclosure's own wording; its slug comes from its site or its name "
    "(GET /v1/vendors/discovered)."
)


class VendorMatch(Schema):
    vendor: str = Field(description="Lowercase vendor slug, reviewed or discovered.")
    name: str = VendorName
    reviewed: bool = Reviewed
    confidence: ConfidenceTier
    purpose: str | None = Purpose
    locations: list[str] = Locations
    evidence: Evidence


VendorStack = dict[CategoryName, list[VendorMatch]]


Platform = Literal[
    "safebase", "conveyor", "vanta", "secureframe", "whistic", "onetrust", "drata", "other_js"
]


class ScanStatus(Schema):
    outcome: Literal["parsed", "unreadable", "gated", "not_found"] = Field(
        description="parsed: rows read; unreadable: disclosure found but not readable; "
        "gated: the list exists behind a request form, NDA or sign-in; "
        "not_found: no disclosure located."
    )
    reason: str = Field(
        description="Stable reason code, e.g. parsed, needs_render, render_failed, "
        "request_access, login_wall, no_disclosure."
    )
    platform: Platform | None = Field(
        description="The trust-centre platform or app that serves the list (other_js: an "
        "unrecognised JavaScript app); null for an ordinary page."
    )
    read_via: Literal["html", "embedded_json", "json_endpoint", "rendered"] | None = Field(
        description="How the list was read; null when nothing was read."
    )
    access_url: str | None = Field(
        description="gated: where a person asks for access; null otherwise."
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
    vendor_stack: VendorStack
    sends_sms: bool
    credits_used: int
    credit_balance: int
    status: ScanStatus
    probed_urls: list[str] = Field(description="URLs the scan tried; filled when found is false.")
    unmatched_rows: list[UnmatchedRow] = Field(
        description="Rows that name an entity our vendor dictionary does not know."
    )
    last_confirmed_at: datetime | None = Field(
        default=None,
        description="When the served list was last seen on the site; null when none is served.",
    )
    disclosure_lost_since: datetime | None = Field(
        default=None,
        description=(
            "Set while the latest scans did not find the served list and the loss is not final:"
            " the last good answer is served (free) until a scan finds the list again or the"
            " loss becomes final (3 consecutive misses, the list unseen for 7 days)."
        ),
    )


class ScanPageInfo(Schema):
    url: str
    sha256: str
    content_type: str


class ScanHistoryItem(Schema):
    scan_id: int
    started_at: datetime
    finished_at: datetime
    outcome: Literal["parsed", "unreadable", "gated", "not_found", "unreachable"]
    reason: str
    found: bool
    disclosure_url: str | None
    pages: list[ScanPageInfo]
    probed_urls: list[str]
    request_count: int
    extractor_version: str
    platform: Platform | None
    read_via: Literal["html", "embedded_json", "json_endpoint", "rendered"] | None
    vendor_claims: int


class VendorFacts(Schema):
    vendor: str
    name: str = VendorName
    categories: list[CategoryName]
    confidence: ConfidenceTier
    purpose: str | None = Purpose
    locations: list[str] = Locations
    quote: str = Field(description="The vendor's first row in the disclosure, verbatim.")
    source: str


class VendorChange(Schema):
    vendor: str
    fields: list[Literal["categories", "confidence", "purpose", "locations"]]
    before: VendorFacts
    after: VendorFacts


ChangeKind = Literal[
    "first",
    "unchanged",
    "reformatted",
    "changed",
    "disclosure_moved",
    "disclosure_lost",
    "no_list",
    "unreachable",
    "not_compared",
]


class ScanChange(Schema):
    scan_id: int
    scanned_at: datetime
    outcome: Literal["parsed", "unreadable", "gated", "not_found", "unreachable"]
    disclosure_url: str | None
    kind: ChangeKind = Field(description="What this scan changed (docs/api.md).")
    compared_with_scan_id: int | None = Field(
        description="The previous readable scan compared with (or kept, for a loss)."
    )
    moved_from: str | None = Field(description="The list's previous URL, when it moved.")
    added: list[VendorFacts]
    removed: list[VendorFacts]
    changed: list[VendorChange]
    misses: int | None = Field(
        default=None, description="disclosure_lost: consecutive scans without the list."
    )
    lost_since: datetime | None = Field(
        default=None, description="disclosure_lost: when the list was first missed."
    )
    final: bool | None = Field(
        default=None,
        description="disclosure_lost: the loss is final; the list is no longer served.",
    )


class CompanyProfile(Schema):
    domain: str
    found: bool
    first_seen: datetime
    scanned_at: datetime
    disclosure_sources: list[str]
    vendor_stack: VendorStack
    sends_sms: bool
    credits_used: int
    credit_balance: int
    status: ScanStatus
    unmatched_rows: list[UnmatchedRow]
    scans: list[ScanHistoryItem] = Field(description="Scan history, newest first (at most 20).")
    last_confirmed_at: datetime | None = Field(
        default=None,
        description="When the served list was last seen on the site; null when none is served.",
    )
    disclosure_lost_since: datetime | None = Field(
        default=None,
        description=(
            "Set while the latest scans did not find the served list and the loss is not final:"
            " the last good answer is served (free) until a scan finds the list again or the"
            " loss becomes final (3 consecutive misses, the list unseen for 7 days)."
        ),
    )
    scan_history: list[ScanChange] = Field(
        default_factory=list,
        description="What each of those scans changed, newest first (docs/api.md).",
    )


class ProspectCompany(Schema):
    domain: str
    vendor: str = Field(description="The matching vendor (useful for category-only queries).")
    name: str = VendorName
    reviewed: bool = Reviewed
    category: CategoryName
    confidence: ConfidenceTier
    purpose: str | None = Purpose
    locations: list[str] = Locations
    evidence: Evidence
    scanned_at: datetime


class ProspectResult(Schema):
    vendor: str | None
    category: CategoryName | None
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
    watch_scan: OperationPrice | None = None
    export_rows: OperationPrice
    portfolio: OperationPrice | None = None


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
    categories: dict[CategoryName, list[str]]


class DiscoveredVendor(Schema):
    vendor: str = Field(description="Discovered vendor slug; use it with GET /v1/prospect.")
    name: str = Field(description="The vendor as the first disclosure that named it wrote it.")
    companies: int = Field(description="Indexed companies whose latest scan names it.")


class DiscoveredVendors(Schema):
    vendors: list[DiscoveredVendor] = Field(
        description="Up to 100 discovered slugs starting with `q`, in slug order."
    )
    next_after: str | None = Field(
        description="Pass as `after` for the next page; null on the last one."
    )


class Health(Schema):
    ok: bool


class Watch(Schema):
    id: int
    domain: str
    created_at: datetime
    last_checked_at: datetime | None = Field(description="The last re-scan; null before one.")
    last_changed_at: datetime | None = Field(description="The last change told as an event.")


class WatchList(Schema):
    watches: list[Watch]
    next_after: int | None = Field(
        default=None, description="Pass as `after` for the next page; null on the last."
    )


class WatchScan(Schema):
    scan_id: int | None
    outcome: Literal["parsed", "unreadable", "gated", "not_found", "unreachable"]
    reason: str


class WatchRescan(Schema):
    watch: Watch
    scan: WatchScan
    event_ids: list[int] = Field(description="Events this re-scan produced (GET /v1/events).")
    credits_used: int
    credit_balance: int


class EndpointNotice(Schema):
    endpoint_id: int
    url: str
    failed_event_id: int = Field(description="The event whose delivery kept failing.")


class WatchEvent(Schema):
    id: int
    type: Literal[
        "company.changed",
        "company.disclosure_moved",
        "company.disclosure_lost",
        "webhook.endpoint_disabled",
    ]
    watch_id: int | None
    domain: str = Field(description="The company; empty for a webhook notice.")
    scan_id: int | None
    created_at: datetime
    change: ScanChange | None = Field(description="What the scan changed (company.* events).")
    endpoint: EndpointNotice | None = Field(
        default=None, description="webhook.endpoint_disabled: the endpoint turned off."
    )


class EventList(Schema):
    events: list[WatchEvent]
    next_after: int | None = Field(
        default=None, description="Pass as `after` for the next page; null on the last."
    )


class WebhookEndpoint(Schema):
    id: int
    url: str
    created_at: datetime
    disabled_at: datetime | None = Field(
        description="Set when deliveries kept failing for over 24 hours; rotate to re-enable."
    )


class WebhookCreated(WebhookEndpoint):
    secret: str = Field(description="`whsec_...`: verifies signatures. Shown only now.")


class WebhookList(Schema):
    webhooks: list[WebhookEndpoint]


class WebhookAttempt(Schema):
    attempted_at: datetime
    status_code: int | None
    error: str | None = Field(description="Why no answer came (timeout, blocked_address...).")


class WebhookDelivery(Schema):
    event_id: int
    status: Literal["pending", "delivered", "failed"]
    attempts: list[WebhookAttempt]


class WebhookDeliveries(Schema):
    deliveries: list[WebhookDelivery]


class NoContent(Schema):
    """The empty answer of a 204 (`DELETE /v1/watches/{id}`), as the client and tools give it."""


class FeedCreated(Schema):
    feed_url: str = Field(
        description="The account's Atom feed; the token in it is shown only now. Asking "
        "again replaces it (the old address stops working)."
    )


class PortfolioDisclosure(Schema):
    domain: str = Field(description="The portfolio vendor whose disclosure names the party.")
    name: str = VendorName
    category: CategoryName
    tier: ConfidenceTier = Field(description="The row's confidence, as in /v1/company.")
    purpose: str | None = Purpose
    locations: list[str] = Locations
    quote: str = Field(description="The disclosure row, verbatim (whitespace normalised).")
    source: str = Field(description="Public URL of the page the row was found on.")


class FourthParty(Schema):
    vendor: str = Field(description="Lowercase vendor slug, reviewed or discovered.")
    name: str = VendorName
    count: int = Field(description="How many of the portfolio's vendors disclose it.")
    disclosed_by: list[PortfolioDisclosure]


class PortfolioTotal(Schema):
    fourth_parties: int = Field(description="Distinct fourth parties in this group.")
    domains: int = Field(description="Portfolio vendors disclosing at least one of them.")


class CategoryTotal(PortfolioTotal):
    category: CategoryName


class CountryTotal(PortfolioTotal):
    location: str = Field(description="An ISO 3166-1 alpha-2 code, EU or EEA (see locations).")


class PortfolioMiss(Schema):
    domain: str
    outcome: str = Field(description="The latest scan's outcome (not_found, unreadable, ...).")
    reason: str


class PortfolioResult(Schema):
    domains: int = Field(description="Distinct registrable domains asked about.")
    indexed: list[str] = Field(description="Vendors whose confirmed list names vendors (charged).")
    disclosure_lost: list[str] = Field(
        description="Vendors whose list went missing at the latest scan: the last readable "
        "list still counts below, free."
    )
    pending: list[str] = Field(
        description="Vendors never scanned: queued for a scan now (see `queued`); ask again later."
    )
    queued: bool = Field(
        description="True when the pending vendors were queued for a scan; false when none "
        "were pending, or on the free plan, which checks new domains one by one (/v1/check)."
    )
    not_found: list[PortfolioMiss] = Field(
        description="Vendors scanned without a readable list naming vendors (free)."
    )
    fourth_parties: list[FourthParty] = Field(
        description="Every vendor the portfolio's disclosures name, most shared first."
    )
    by_category: list[CategoryTotal]
    by_country: list[CountryTotal]
    credits_used: int
    credit_balance: int
