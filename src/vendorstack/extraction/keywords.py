"""Function keywords per category: the words that let a row's purpose confirm a category.

Keywords match case-insensitively at a word start; a trailing `*` in the table below is implied
(stems such as "host" also match "hosting", "hosted").
"""

from __future__ import annotations

import re
from functools import lru_cache

import ahocorasick

from vendorstack.extraction.text import is_word_char, lower_same_length

KEYWORDS: dict[str, tuple[str, ...]] = {
    "sms_messaging": (
        "sms",
        "text messag",
        "one-time code",
        "one-time passcode",
        "one time pass",
        "otp",
        "mms",
        "short message",
        "phone verification",
        "voice call",
        "telephony",
        "whatsapp",
        "messaging api",
    ),
    "email": (
        "email",
        "e-mail",
        "transactional email",
        "email deliver",
        "mailing",
        "newsletter",
        "mail deliver",
        "smtp",
        "mailbox",
        "inbox",
    ),
    "payments": (
        "payment",
        "billing",
        "subscription management",
        "checkout",
        "card process",
        "invoic",
        "merchant",
        "payout",
        "credit card",
    ),
    "cloud_infra": (
        "hosting",
        "hosted",
        "host ",
        "infrastructure",
        "cloud service",
        "cloud provider",
        "cloud comput",
        "data center",
        "datacenter",
        "server",
        "compute",
        "storage",
        "iaas",
        "paas",
        "platform as a service",
        "deployment",
        "orchestrat",
    ),
    "analytics_data": (
        "analytic",
        "product usage",
        "usage data",
        "a/b test",
        "experiment",
        "session record",
        "data warehouse",
        "business intelligence",
        "metrics",
        "tracking",
        "insight",
        "reporting",
    ),
    "support_cx": (
        "customer support",
        "support",
        "help desk",
        "helpdesk",
        "ticket",
        "live chat",
        "chat widget",
        "customer service",
        "customer success",
        "knowledge base",
    ),
    "crm_sales": ("crm", "customer relationship", "sales", "lead ", "marketing automation"),
    "auth_identity": (
        "authenticat",
        "identity",
        "login",
        "sign-in",
        "single sign-on",
        "sso",
        "access management",
        "user management",
    ),
    "observability": (
        "monitoring",
        "error",
        "logging",
        "log management",
        "logs",
        "observab",
        "performance",
        "apm",
        "alerting",
        "incident",
        "tracing",
        "uptime",
    ),
    "productivity": (
        "collaboration",
        "communication",
        "document",
        "productivity",
        "chat",
        "messaging",
        "video conferenc",
        "meeting",
        "project management",
        "internal",
        "email hosting",
        "office",
        "calendar",
        "wiki",
        "notes",
        "source code",
        "file storage",
        "file sharing",
        "document storage",
        "issue tracking",
        "project tracking",
        "workspace",
        "code hosting",
        "version control",
    ),
    "ai_ml": (
        "ai ",
        "ai-",
        "artificial intelligence",
        "machine learning",
        "llm",
        "large language",
        "model",
        "inference",
        "gpu",
        "embedding",
        "generative",
        "ai features",
        "ai services",
        "ai assist",
    ),
    "privacy_compliance": ("consent", "privacy", "compliance", "cookie", "gdpr", "dsar"),
    "hr_payroll": (
        "payroll",
        "human resources",
        "hr ",
        "recruit",
        "benefits",
        "hiring",
        "employee",
    ),
    "ecommerce_pos": (
        "e-commerce",
        "ecommerce",
        "point of sale",
        "storefront",
        "licens",
        "shop",
        "order management",
    ),
    "database_infra": ("database", "data storage", "db ", "dbaas", "cache", "caching", "queue"),
    "finance_accounting": (
        "accounting",
        "tax",
        "bookkeeping",
        "financ",
        "expense",
        "spend",
        "banking",
        "treasury",
        "revenue recognition",
    ),
    "esignature_contracts": ("signature", "e-sign", "esign", "contract"),
    "integration_etl": (
        "integration",
        "etl",
        "data pipeline",
        "workflow automation",
        "data sync",
        "connector",
        "event stream",
        "streaming",
        "ingest",
    ),
    "search_discovery": ("search", "indexing", "discovery"),
    "media_cdn": (
        "cdn",
        "content delivery",
        "content distribution",
        "dns",
        "video",
        "image",
        "media",
        "edge",
        "ddos",
        "caching proxy",
        "asset",
    ),
    "realtime_infra": (
        "real-time",
        "realtime",
        "websocket",
        "video call",
        "audio",
        "webrtc",
        "live collaboration",
        "push notification",
    ),
    "marketing_ads": (
        "marketing",
        "advertis",
        "ads",
        "campaign",
        "retargeting",
        "attribution",
        "affiliate",
    ),
    "security_fraud": (
        "security",
        "fraud",
        "bot",
        "captcha",
        "spam",
        "abuse",
        "threat",
        "vulnerability",
        "anti-",
    ),
    "data_enrichment": (
        "enrichment",
        "data enrich",
        "lead data",
        "firmographic",
        "contact data",
        "company data",
        "prospect",
    ),
}

# Wording that shows a company sends SMS even when no SMS vendor is named.
SMS_WORDING = re.compile(
    r"\b(?:sms|text messag\w*|one[- ]time (?:pass)?(?:codes?|passwords?)|otp|"
    r"short message service|mobile (?:verification|messages?))\b",
    re.IGNORECASE,
)


@lru_cache(maxsize=1)
def _automaton() -> ahocorasick.Automaton:
    automaton = ahocorasick.Automaton()
    for category, words in KEYWORDS.items():
        for word in words:
            hits = automaton.get(word, ())
            automaton.add_word(word, (*hits, (len(word), category)))
    automaton.make_automaton()
    return automaton


def keyword_hits(text: str) -> list[str]:
    """The category of every keyword occurrence, leftmost-longest ("email hosting" is one)."""
    haystack = lower_same_length(text) + " "
    spans: list[tuple[int, int, str]] = []
    for end, hits in _automaton().iter(haystack):
        for length, category in hits:
            start = end + 1 - length
            if start == 0 or not is_word_char(haystack[start - 1]):
                spans.append((start, end + 1, category))
    spans.sort(key=lambda s: (s[0], s[0] - s[1]))
    out: list[str] = []
    chosen = (-1, -1)
    for start, end, category in spans:
        if start >= chosen[1] or (start, end) == chosen:
            out.append(category)
            chosen = (start, end)
    return out


def categories_in(text: str) -> list[str]:
    """Categories whose keywords occur in `text`, in order of first occurrence."""
    return list(dict.fromkeys(keyword_hits(text)))
