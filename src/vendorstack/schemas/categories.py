"""The 24 category slugs the API publishes (an enum in OpenAPI, the keys of `vendor_stack`).

The extractor sorts vendors into the same slugs (`extraction.model.CATEGORIES`); the two are
kept equal by tests/test_schemas.py. A copy rather than an import: the client reads these
without installing the extractor.
"""

from __future__ import annotations

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
