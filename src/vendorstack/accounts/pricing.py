"""What things cost: the pricing object, the credit packs and the free plan."""

from __future__ import annotations

from typing import Any

from vendorstack.accounts.service import FREE_CREDITS

CREDIT_PACKS: tuple[tuple[float, int], ...] = ((10.0, 1100), (50.0, 6000), (250.0, 35000))
FREE_SCANS_PER_DAY = 5


def pricing(free_scans_per_day: int = FREE_SCANS_PER_DAY) -> dict[str, Any]:
    return {
        "operations": {
            "lookup": {
                "credits": 1,
                "note": "Flat per /v1/check and /v1/company answer that names vendors; domains "
                "not yet indexed are live-scanned at the same price. found:false costs 0.",
            },
            "prospect_page": {
                "credits": 1,
                "note": "Per /v1/prospect page of up to 10 companies; an empty page costs 0.",
            },
        },
        "packs": [{"usd": usd, "credits": credits} for usd, credits in CREDIT_PACKS],
        "free_tier": {"credits": FREE_CREDITS, "live_scans_per_day": free_scans_per_day},
    }
