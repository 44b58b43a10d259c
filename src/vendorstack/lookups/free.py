"""The free answers every front end gives alike: a new key, the caller's balance, the
prices, the vendor dictionary and the vendors discovered in the index."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import cache, partial
from typing import Any

import orjson

from vendorstack.accounts.credits import Credits
from vendorstack.accounts.pricing import pricing
from vendorstack.accounts.service import Caller, new_account, topup_url
from vendorstack.extraction.dictionary import load_dictionary
from vendorstack.index.prospect import DISCOVERED_PAGE_SIZE, discovered_vendors
from vendorstack.storage.database import Database


class FreeAnswers:
    """Answers that cost nothing, from the index, the dictionary and the account."""

    def __init__(
        self, *, database: Database, credits: Credits, base_url: str, free_scans_per_day: int
    ) -> None:
        self._database = database
        self._credits = credits
        self._base_url = base_url
        self._free_scans_per_day = free_scans_per_day

    async def create_key(self, email: str, *, address: str, request_id: str) -> dict[str, Any]:
        """A new account and its key (shown once), with the free plan's credits."""
        key, store = new_account(
            email, source_ip=address, request_id=request_id, now=datetime.now(UTC)
        )
        await self._database.write(store)
        return {
            "api_key": key.api_key,
            "email": key.email,
            "credit_balance": key.credit_balance,
            "free_tier": key.free_tier,
        }

    async def balance(self, caller: Caller) -> dict[str, Any]:
        """`Balance`: credits left, plan and top-up link (a revoked key is a 401)."""
        standing = await self._credits.standing(caller)
        return {
            "credit_balance": standing.credit_balance,
            "free_tier": standing.free_tier,
            "lifetime_credits_used": standing.lifetime_credits_used,
            "topup_url": topup_url(self._base_url, caller.public_id),
        }

    def pricing(self) -> dict[str, Any]:
        """`Pricing`: the price table, the packs and this service's free plan."""
        return pricing(self._free_scans_per_day)

    def vendors(self) -> dict[str, Any]:
        """`VendorCatalog`: every category and the reviewed vendor slugs in it."""
        return {"categories": load_dictionary().categories()}

    def vendors_body(self) -> bytes:
        """`vendors()` as JSON, made once (see `catalog_body`)."""
        return catalog_body()

    async def discovered(self, prefix: str, after: str | None) -> dict[str, Any]:
        """`DiscoveredVendors`: one page of slugs found in the index, from `after` on."""
        found = await self._database.read(partial(discovered_vendors, prefix=prefix, after=after))
        last = found[-1].vendor if len(found) == DISCOVERED_PAGE_SIZE else None
        return {"vendors": [vendor._asdict() for vendor in found], "next_after": last}


@cache
def catalog_body() -> bytes:
    """The catalog's JSON, made once: the dictionary ships with the code and never changes
    while it runs, and building it per call held the route to a seventh of /v1/pricing's
    throughput (docs/benchmarks.md)."""
    return orjson.dumps({"categories": load_dictionary().categories()}, option=orjson.OPT_UTC_Z)
