"""The rules an agent must follow, stated once: the skill, the MCP server's instructions and
the agent docs all render this list."""

from __future__ import annotations

AGENT_RULES: tuple[str, ...] = (
    "On `payment_required` (HTTP 402), relay `topup_url` verbatim to a human and stop. Never "
    "create a new key to get round it: after the top-up the same key keeps working.",
    "On `rate_limited` or `daily_scan_limit` (HTTP 429), wait the `retry_after` seconds (the "
    "`Retry-After` header) before trying again; do not retry sooner.",
    "A check of a domain that is not indexed runs a live scan: expect 15 to 90 seconds and "
    "allow 120 before giving up. Do not send the same check again while one is running.",
    "`found: false` means no disclosure page was located. It is not evidence that the company "
    "uses no vendors; say so rather than reporting an empty vendor list.",
    "Quote `evidence.quote` and `evidence.source` when you report a vendor: they are the "
    "company's own words and page.",
    "Keep the API key secret: read it from `VENDORSTACK_API_KEY`, never print it or put it in "
    "a URL. On `unauthorized` (HTTP 401), ask the human for a valid key.",
    "On `scan_failed` (HTTP 502) nothing was charged: the site could not be reached; report "
    "that, and retry later rather than at once.",
)


def as_markdown_list() -> str:
    return "\n".join(f"- {rule}" for rule in AGENT_RULES)
