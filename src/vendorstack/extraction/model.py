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
    """One vendor named by one row of a disclosure, with the row quoted verbatim as evidence.

    `reviewed`: the vendor is in the reviewed dictionary (False: discovered from the
    disclosure's own wording, its slug derived from its site or its name, see
    docs/extraction.md). `name`: the vendor as the row writes it, legal form kept ("Norvale
    GmbH"); for a dictionary vendor, the dictionary's name. `purpose`: the row's purpose text,
    verbatim, when it states one. `locations`: the places the row names for it, as ISO 3166-1
    alpha-2 codes plus `EU` and `EEA`, in order of mention.
    """

    vendor: str
    category: str
    confidence: Confidence
    quote: str
    source: str
    reviewed: bool = True
    name: str = ""
    purpose: str | None = None
    locations: tuple[str, ...] = ()


# A note of a page that is no disclosure because its only vendor rows are offered as examples
# ("Teams often pick processors such as the following:"): a guide, not the company's list.
EXAMPLES_NOTE = "vendors named only as examples"


@dataclass(frozen=True, slots=True)
class UnmatchedRow:
    """A row in a vendor table, list or section that yields no claim, and why (`reason`, one
    of `UNMATCHED_REASONS`)."""

    quote: str
    source: str
    reason: str = "no_category"


# Why a row stays unmatched (documented in docs/extraction.md).
UNMATCHED_REASONS: tuple[str, ...] = (
    "no_category",  # a name the dictionary lacks, in a row whose wording names no function
    "generic_name",  # the naming position holds a description ("Hosting provider"), not a name
    "not_entity_like",  # it holds no name at all (a sentence, a date, an address, a country)
    "no_slug",  # a name with no letters or digits a slug can be made of
)


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
