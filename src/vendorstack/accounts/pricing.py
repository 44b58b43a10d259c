"""What things cost: the one price table, the credit packs and the free plan.

`PRICES` is read by everything that charges or states a price: `lookups` (what a metered
answer costs, what a live scan holds), `/v1/pricing`, the web pages and the skill. No other
module writes a price down.
"""

from __future__ import annotations

from typing import Any, Literal, NamedTuple

from vendorstack.accounts.service import FREE_CREDITS

Operation = Literal["lookup", "prospect_page", "watch_scan", "export_rows", "portfolio"]


class Price(NamedTuple):
    """The credits an operation's answer costs, what is charged, and the published note."""

    credits: int
    charged_for: str
    note: str


PRICES: dict[Operation, Price] = {
    "lookup": Price(
        1,
        "an answer that names vendors",
        "Flat per /v1/check and /v1/company answer that names vendors; domains not yet "
        "indexed are live-scanned at the same price. found:false costs 0.",
    ),
    "prospect_page": Price(
        1,
        "a page that lists companies",
        "Per /v1/prospect page of up to 10 companies; an empty page costs 0.",
    ),
    "watch_scan": Price(
        1,
        "a watch re-scan that reads a list",
        "Per re-scan of a watched domain (/v1/watches, on demand or on the daily schedule) "
        "that reads a disclosure; not found, unreadable or unreachable costs 0. Watching, "
        "events and webhooks are free.",
    ),
    "export_rows": Price(
        1,
        "each 1,000 rows of an export sent (rounded up)",
        "Per 1,000 rows (rounded up) of a /v1/export download, for the rows actually sent: "
        "the credits for the download's rows are held when it starts and the unsent part "
        "given back when it ends. An empty export costs 0.",
    ),
    "portfolio": Price(
        1,
        "each vendor in a portfolio whose list names vendors",
        "Per vendor in a /v1/portfolio request whose readable, confirmed disclosure names "
        "vendors, charged once for the request; vendors pending a scan, not found, unreadable "
        "or whose list has gone missing cost 0 (the queued scans are free).",
    ),
}
EXPORT_ROWS_PER_CREDIT = 1_000
WEB_PAGES: dict[str, str] = {
    "free": "Anyone, signed in or not: a company's status, disclosure address, scan dates and "
    "the names of the vendors it discloses by category; how many companies name a vendor or "
    "a category; the vendor catalog and the discovered vendors.",
    "lookup": "Signed in with a key, a company page with its quoted rows, tiers, purposes, "
    "locations, sources and scan history is one lookup, charged as /v1/company is.",
    "prospect_page": "Signed in, each page of the companies naming a vendor or category is "
    "one prospect page, charged as /v1/prospect is.",
}
"""What the web pages show for free and what a signed-in key pays for (published on /pricing)."""
CREDIT_PACKS: tuple[tuple[float, int], ...] = ((10.0, 1100), (50.0, 6000), (250.0, 35000))
FREE_SCANS_PER_DAY = 5


def pricing(free_scans_per_day: int = FREE_SCANS_PER_DAY) -> dict[str, Any]:
    """The `/v1/pricing` object, built from `PRICES`, the packs and the free plan."""
    return {
        "operations": {
            name: {"credits": price.credits, "note": price.note} for name, price in PRICES.items()
        },
        "packs": [{"usd": usd, "credits": credits} for usd, credits in CREDIT_PACKS],
        "free_tier": {"credits": FREE_CREDITS, "live_scans_per_day": free_scans_per_day},
    }
