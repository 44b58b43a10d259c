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

CATEGORY_LABELS: dict[str, str] = {
    "sms_messaging": "SMS and messaging",
    "email": "Email delivery",
    "payments": "Payments",
    "cloud_infra": "Cloud infrastructure",
    "analytics_data": "Analytics and data",
    "support_cx": "Customer support",
    "crm_sales": "CRM and sales",
    "auth_identity": "Authentication and identity",
    "observability": "Monitoring and logging",
    "productivity": "Productivity and collaboration",
    "ai_ml": "AI and machine learning",
    "privacy_compliance": "Privacy and compliance",
    "hr_payroll": "HR and payroll",
    "ecommerce_pos": "E-commerce and point of sale",
    "database_infra": "Databases",
    "finance_accounting": "Finance and accounting",
    "esignature_contracts": "E-signature and contracts",
    "integration_etl": "Integration and ETL",
    "search_discovery": "Search",
    "media_cdn": "Media and CDN",
    "realtime_infra": "Real-time infrastructure",
    "marketing_ads": "Marketing and advertising",
    "security_fraud": "Security and fraud prevention",
    "data_enrichment": "Data enrichment",
}
"""How people read each category's name on the pages (the API keeps the slugs)."""
