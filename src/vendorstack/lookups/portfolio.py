"""`POST /v1/portfolio`: which fourth parties a customer's vendors share, from their quotes.

One read over the index for the whole set (`index.portfolio`), one charge through the ledger
(`PRICES["portfolio"]` per vendor whose readable list names vendors), then the vendors never
scanned are queued for a scan without waiting: the answer lists them as `pending`, and the
same call later answers with them. With an `Idempotency-Key` the answer is stored with its
charge and replayed as /v1/check's is (`lookups.idempotent`); a replay queues nothing.
"""

from __future__ import annotations

import asyncio
import logging
from collections import defaultdict
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from vendorstack.accounts.service import Caller
from vendorstack.domains import normalize_domain
from vendorstack.errors import InvalidDomain, InvalidInput
from vendorstack.index.portfolio import PortfolioRead, PortfolioRows
from vendorstack.lookups.answers import Answer, Metered
from vendorstack.lookups.charging import Charging
from vendorstack.lookups.idempotent import Idempotent, Storing, storing
from vendorstack.scans.runner import ScanCoordinator
from vendorstack.storage.database import Database

MAX_PORTFOLIO_DOMAINS = 1_000
log = logging.getLogger("vendorstack.portfolio")


def portfolio_domains(values: Sequence[str]) -> list[str]:
    """Each value's registrable domain (like `url` on /v1/check), in order, without repeats."""
    if not 1 <= len(values) <= MAX_PORTFOLIO_DOMAINS:
        raise InvalidInput(f"Give 1 to {MAX_PORTFOLIO_DOMAINS:,} domains in `domains`.")
    domains: dict[str, None] = {}
    for position, value in enumerate(values):
        try:
            domains[normalize_domain(value)] = None
        except InvalidDomain as refused:
            raise InvalidDomain(f"`domains[{position}]`: {refused.message}") from None
    return list(domains)


class Portfolios:
    def __init__(
        self,
        database: Database,
        charging: Charging,
        scans: ScanCoordinator,
        idempotent: Idempotent,
        *,
        concurrency: int = 4,
    ) -> None:
        self._database = database
        self._charging = charging
        self._scans = scans
        self._idempotent = idempotent
        self._queued: set[asyncio.Task[Any]] = set()
        # A portfolio may queue 1,000 scans: at most this many run (or wait on the queue) at
        # once, so a big portfolio does not crowd out live lookups' scans.
        self._running = asyncio.Semaphore(concurrency)

    async def concentration(
        self,
        caller: Caller,
        domains: Sequence[str],
        *,
        request_id: str,
        key: str | None = None,
    ) -> Answer:
        """The portfolio's fourth parties; charged per vendor whose confirmed list names
        vendors (a 402 before anything is queued when the balance cannot cover it)."""
        lookup = partial(self._concentration, caller, tuple(domains), request_id)
        if key is None:
            return await lookup(None)
        return await self._idempotent.run(caller, key, ("portfolio", tuple(domains)), lookup)

    async def _concentration(
        self, caller: Caller, domains: tuple[str, ...], request_id: str, store: Storing | None
    ) -> Answer:
        rows = await self._database.read(PortfolioRead(domains))
        found = portfolio_view(domains, rows)
        found["queued"] = bool(found["pending"]) and await self._may_queue(caller)
        view = partial(_billed, found)
        bill = await self._charging.bill_units(
            caller,
            "portfolio",
            units=len(found["indexed"]),
            reason="portfolio",
            request_id=request_id,
            store=storing(store, view),
        )
        if found["queued"]:  # after the charge: a 402 queues nothing
            for domain in found["pending"]:
                self._queue(domain)
        return Answer(view(bill), bill)

    async def _may_queue(self, caller: Caller) -> bool:
        """Queued scans are free: the free plan, whose live scans are counted per day, does
        not get up to 1,000 of them a request (its pending vendors are listed, not queued)."""
        standing = await self._charging.standing(caller)
        return not standing.free_tier

    def _queue(self, domain: str) -> None:
        """Scan in the background through the scan path (the queue in the distributed mode);
        a scan already running for the domain is joined, not repeated."""
        task = asyncio.get_running_loop().create_task(self._scan(domain))
        self._queued.add(task)
        task.add_done_callback(self._scanned)

    async def _scan(self, domain: str) -> None:
        async with self._running:
            await self._scans.scan(domain)

    def _scanned(self, task: asyncio.Task[Any]) -> None:
        self._queued.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.info("a portfolio's queued scan failed: %s", task.exception())

    async def close(self) -> None:
        """Stop waiting for queued scans (at shutdown); a queued job stays in the queue."""
        for task in list(self._queued):
            task.cancel()
        if self._queued:
            await asyncio.wait(list(self._queued))


def _billed(found: dict[str, Any], bill: Metered) -> dict[str, Any]:
    """The answer's JSON with its credit fields."""
    return {**found, "credits_used": bill.credits_used, "credit_balance": bill.credit_balance}


def portfolio_view(domains: Sequence[str], rows: PortfolioRows) -> dict[str, Any]:
    """The answer's JSON, less the credit fields."""
    pending = [domain for domain in domains if domain not in rows.standings]
    by_vendor: dict[str, list[dict[str, Any]]] = defaultdict(list)
    names: dict[str, str] = {}
    seen: set[tuple[str, str]] = set()  # one entry per (vendor, domain): its first row
    with_claims: set[str] = set()
    for domain, vendor, name, category, tier, purpose, locations, quote, source in rows.claims:
        with_claims.add(domain)
        if (vendor, domain) in seen:
            continue
        seen.add((vendor, domain))
        names.setdefault(vendor, name or vendor)
        by_vendor[vendor].append(
            {
                "domain": domain,
                "name": name or vendor,
                "category": category,
                "tier": tier,
                "purpose": purpose,
                "locations": list(locations or ()),
                "quote": quote,
                "source": source,
            }
        )
    indexed: list[str] = []
    lost: list[str] = []
    not_found: list[dict[str, str]] = []
    for domain in domains:
        standing = rows.standings.get(domain)
        if standing is None:
            continue
        if standing.list_lost:
            lost.append(domain)
        elif domain in with_claims:
            indexed.append(domain)
        else:
            not_found.append(
                {"domain": domain, "outcome": standing.outcome, "reason": standing.reason}
            )
    shared = sorted(by_vendor.items(), key=lambda item: (-len(item[1]), item[0]))
    fourth_parties = [
        {"vendor": vendor, "name": names[vendor], "count": len(entries), "disclosed_by": entries}
        for vendor, entries in shared
    ]
    return {
        "domains": len(domains),
        "indexed": indexed,
        "disclosure_lost": lost,
        "pending": pending,
        "not_found": not_found,
        "fourth_parties": fourth_parties,
        "by_category": _totals(by_vendor, lambda entry: [entry["category"]], "category"),
        "by_country": _totals(by_vendor, lambda entry: entry["locations"], "location"),
    }


def _totals(
    by_vendor: dict[str, list[dict[str, Any]]],
    keys: Callable[[dict[str, Any]], list[str]],
    label: str,
) -> list[dict[str, Any]]:
    """Per category (or location): how many distinct fourth parties and vendors it covers."""
    parties: dict[str, set[str]] = defaultdict(set)
    vendors: dict[str, set[str]] = defaultdict(set)
    for vendor, entries in by_vendor.items():
        for entry in entries:
            for key in keys(entry):
                parties[key].add(vendor)
                vendors[key].add(entry["domain"])
    order = sorted(parties, key=lambda key: (-len(vendors[key]), -len(parties[key]), key))
    return [
        {label: key, "fourth_parties": len(parties[key]), "domains": len(vendors[key])}
        for key in order
    ]
