"""The extractor's public data types: what a disclosure page yields.

This module is the contract between `extraction` and its callers (`scanning`, `index`, `api`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

CATEGORIES: tuple[str, ...] = (
    "sms_messaging",
    "email",
    "payments",
    "cloud_infra",
    "analytics_data",
    "support_cx",
    "crm_sales",
    "auth_identity",
    "observability",
    "productivity",
    "ai_ml",
    "privacy_compliance",
    "hr_payroll",
    "ecommerce_pos",
    "database_infra",
    "finance_accounting",
    "esignature_contracts",
    "integration_etl",
    "search_discovery",
    "media_cdn",
    "realtime_infra",
    "marketing_ads",
    "security_fraud",
    "data_enrichment",
)

Confidence = Literal["vendor_keyword", "vendor", "vendor_inferred_sms"]
CONFIDENCE_TIERS: tuple[Confidence, ...] = ("vendor_keyword", "vendor", "vendor_inferred_sms")


@dataclass(frozen=True, slots=True)
class VendorClaim:
    """One vendor named by one row of a disclosure, with the row quoted verbatim as evidence."""

    vendor: str
    category: str
    confidence: Confidence
    quote: str
    source: str


@dataclass(frozen=True, slots=True)
class UnmatchedRow:
    """A row that names an entity the dictionary does not know."""

    quote: str
    source: str


@dataclass(frozen=True, slots=True)
class Extraction:
    """Everything one page yields. `claims` never holds `vendor_inferred_sms`."""

    claims: tuple[VendorClaim, ...] = ()
    unmatched_rows: tuple[UnmatchedRow, ...] = ()
    sends_sms: bool = False
    sms_evidence: VendorClaim | None = None
    is_disclosure: bool = False
    row_count: int = 0
    title: str = ""
    notes: tuple[str, ...] = field(default_factory=tuple)
