"""The metered operations: check a domain (live-scanning it when needed), read a company
profile, and list the companies that name a vendor or category.

Each takes its typed input (`lookups.inputs`), the caller and the request's id, and an
optional `Idempotency-Key`; each returns an `Answer` every front end renders as it is. What
is charged is decided by `lookups.charging`; the answer's JSON by `lookups.views`.
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from functools import partial
from typing import Any

from sqlalchemy.exc import IntegrityError

from vendorstack.accounts.credits import Hold
from vendorstack.accounts.idempotency import StoreAnswer
from vendorstack.accounts.ledger import UNREACHED
from vendorstack.accounts.service import Caller
from vendorstack.errors import NotFound, ScanFailed
from vendorstack.extraction.dictionary import load_dictionary
from vendorstack.index.cache import RecordCache
from vendorstack.index.prospect import ProspectMatch, ProspectQuery, prospect, vendor_indexed
from vendorstack.index.recent import RecentReads
from vendorstack.index.records import EntityRecord
from vendorstack.index.repository import History, scan_history, scan_recorded
from vendorstack.lookups.answers import Answer, Metered
from vendorstack.lookups.charging import CHARGED_AS, Charging
from vendorstack.lookups.idempotent import Idempotent, Storing, storing
from vendorstack.lookups.inputs import CheckInput
from vendorstack.lookups.views import check_view, company_view, preview_view, prospect_view
from vendorstack.scans.runner import ScanCoordinator
from vendorstack.storage.database import Database
from vendorstack.storage.replica import IndexReads


class Lookups:
    """The metered lookups of one service, over its index, scans and credits."""

    def __init__(
        self,
        *,
        database: Database,
        charging: Charging,
        idempotent: Idempotent,
        records: RecordCache,
        scans: ScanCoordinator,
        negative_ttl: timedelta,
        index_reads: IndexReads | None = None,
    ) -> None:
        self._database = database
        self._index = index_reads or IndexReads(database)
        # Callers whose live scan this process recorded -> that scan's id: their index reads
        # go to the primary until the replica has it (their own writes are never unseen).
        self._own_scans: dict[int, int] = {}
        self._charging = charging
        self._idempotent = idempotent
        self._records = records
        self._scans = scans
        self._negative_ttl = negative_ttl
        self._pages: RecentReads[ProspectQuery, tuple[int, list[ProspectMatch]]] = RecentReads()
        self._histories: RecentReads[tuple[str, int], History] = RecentReads()

    async def check(
        self, caller: Caller, query: CheckInput, *, request_id: str, key: str | None = None
    ) -> Answer:
        """The indexed answer for the domain, or a live scan's when it is not indexed or
        forced. Charged only when it names vendors."""
        if key is not None:
            lookup = partial(self._check, caller, query, request_id)
            return await self._idempotent.run(caller, key, ("check", *query), lookup)
        return await self._check(caller, query, request_id, None)

    async def _check(
        self, caller: Caller, query: CheckInput, request_id: str, store: Storing | None
    ) -> Answer:
        domain, category, _ = query
        record = self._records.trusted(domain) or await self._records.get(domain)
        if record is not None and not query.force_scan and self._is_fresh(record):
            bill = await self._charging.bill(
                caller,
                CHARGED_AS["check"],
                chargeable=record.chargeable,
                reason="lookup",
                request_id=request_id,
                subject=domain,
                store=None
                if store is None  # the hot path builds no view for storing
                else store.answer(partial(check_view, record, "hit", category)),
            )
            return Answer(check_view(record, "hit", category, bill), bill)
        seen = record.scan_id if record is not None else None
        return await self._live_scan(caller, query, seen, request_id, store)

    def _is_fresh(self, record: EntityRecord) -> bool:
        """Negative answers age out so a company that publishes a disclosure later is found."""
        return record.found or datetime.now(UTC) - record.scanned_at <= self._negative_ttl

    async def _live_scan(
        self,
        caller: Caller,
        query: CheckInput,
        seen: int | None,
        request_id: str,
        store: Storing | None,
    ) -> Answer:
        wanted_since = asyncio.get_running_loop().time()
        hold = await self._charging.hold_scan(caller, request_id=request_id, subject=query.domain)
        try:
            record = await self._scan_to_record(query.domain, wanted_since, seen)
        except ScanFailed:  # not counted against the free plan's daily live scans
            await self._charging.release(hold, reason=UNREACHED)
            raise
        except BaseException:
            await self._charging.release(hold, reason="scan_failed")
            raise
        finally:  # whatever the scan recorded, this process reads it from now on
            self._pages.clear()
            self._histories.clear()
        self._remember_own_scan(caller, record.scan_id)
        view = partial(check_view, record, "miss", query.category)
        bill = await self._close(hold, record, storing(store, view))
        return Answer(view(bill), bill)

    async def _close(self, hold: Hold, record: EntityRecord, store: StoreAnswer | None) -> Metered:
        try:
            return await self._charging.close_scan(
                hold, chargeable=record.chargeable, reason=record.reason, store=store
            )
        except IntegrityError:  # its answer was stored by another request first: give it back
            await self._charging.release(hold, reason="answered_elsewhere")
            raise

    async def _scan_to_record(
        self, domain: str, wanted_since: float, seen: int | None
    ) -> EntityRecord:
        done = await self._scans.scan(domain, wanted_since=wanted_since, seen_scan_id=seen)
        record = await self._records.get(domain, revalidate=True)
        if done.outcome == "unreachable" or record is None:
            raise ScanFailed(domain=domain, reason=done.reason, credits_used=0)
        return record

    async def company(
        self, caller: Caller, domain: str, *, request_id: str, key: str | None = None
    ) -> Answer:
        """The company's profile and scan history; never scans. Unknown domains are free 404s."""
        lookup = partial(self._company, caller, domain, request_id)
        if key is None:
            return await lookup(None)
        return await self._idempotent.run(caller, key, ("company", domain), lookup)

    async def _company(
        self, caller: Caller, domain: str, request_id: str, store: Storing | None
    ) -> Answer:
        record = self._records.trusted(domain) or await self._records.get(domain)
        if record is None:
            await self._charging.confirm(caller)  # a revoked key: 401, not 404
            raise NotFound(
                f"{domain} has never been scanned. GET /v1/check scans it.",
                found=False,
                credits_used=0,
            )
        history = await self._histories.get(
            (domain, record.scan_id), partial(self._history, domain, record.scan_id)
        )
        view = partial(company_view, record, history)
        bill = await self._charging.bill(
            caller,
            CHARGED_AS["company"],
            chargeable=record.chargeable,
            reason="company_profile",
            request_id=request_id,
            subject=domain,
            store=storing(store, view),
        )
        return Answer(view(bill), bill)

    async def preview(self, domain: str) -> dict[str, Any]:
        """What anyone sees of a company for free, from the same record `company` answers
        from; never scans, charges nothing. Unknown domains are a 404."""
        record = self._records.trusted(domain) or await self._records.get(domain)
        if record is None:
            raise NotFound(f"{domain} has never been scanned. GET /v1/check scans it.")
        return preview_view(record)

    async def listing_size(self, query: ProspectQuery) -> int:
        """How many companies the prospect `query` lists, for free (the same cached page)."""
        read = partial(prospect, query=query)
        total, _ = await self._pages.get(query, lambda: self._index.read(read))
        return total

    async def _history(self, domain: str, scan_id: int) -> History:
        """The domain's scan history from the replica, or from the primary while the
        replica does not hold the scan whose record is being answered yet."""
        read = partial(scan_history, domain=domain)
        history = await self._index.read(read)
        if self._index.has_replica and all(item["scan_id"] != scan_id for item in history.scans):
            history = await self._database.read(read)
        return history

    def _remember_own_scan(self, caller: Caller, scan_id: int) -> None:
        if self._index.has_replica:
            latest = self._own_scans.get(caller.account_id, 0)
            self._own_scans[caller.account_id] = max(latest, scan_id)

    async def _reads_primary(self, caller: Caller) -> bool:
        """Whether the caller's index reads go to the primary: its own live scan is not on
        the replica yet (once it is, the caller reads the replica again)."""
        scan_id = self._own_scans.get(caller.account_id)
        if scan_id is None:
            return False
        if await self._index.read(partial(scan_recorded, scan_id=scan_id)):
            self._own_scans.pop(caller.account_id, None)
            return False
        return True

    async def prospect(
        self, caller: Caller, query: ProspectQuery, *, request_id: str, key: str | None = None
    ) -> Answer:
        """One page of companies naming the vendor/category; an empty page costs nothing."""
        lookup = partial(self._prospect, caller, query, request_id)
        if key is None:
            return await lookup(None)
        return await self._idempotent.run(caller, key, ("prospect", query), lookup)

    async def _prospect(
        self, caller: Caller, query: ProspectQuery, request_id: str, store: Storing | None
    ) -> Answer:
        read = partial(prospect, query=query)
        if await self._reads_primary(caller):  # not cached: its own scan must show
            total, matches = await self._database.read(read)
        else:
            total, matches = await self._pages.get(query, lambda: self._index.read(read))
        if not total and query.vendor is not None:
            await self._known_vendor(caller, query.vendor)
        view = partial(prospect_view, query, total, matches)
        bill = await self._charging.bill(
            caller,
            CHARGED_AS["prospect"],
            chargeable=bool(matches),
            reason="prospect_page",
            request_id=request_id,
            subject=_listing_subject(query),
            store=storing(store, view),
        )
        return Answer(view(bill), bill)

    async def _known_vendor(self, caller: Caller, vendor: str) -> None:
        """A slug neither the dictionary nor the index holds is a free 404 (asked only when a
        page is empty, so a listing with matches pays no extra read)."""
        indexed = partial(vendor_indexed, vendor=vendor)
        reads = self._database if await self._reads_primary(caller) else self._index
        if vendor in load_dictionary() or await reads.read(indexed):
            return
        await self._charging.confirm(caller)  # a revoked key: 401, not 404
        raise NotFound(
            f"No vendor `{vendor}` is known: GET /v1/vendors lists the reviewed vendors and "
            "GET /v1/vendors/discovered the others our index has seen."
        )


def _listing_subject(query: ProspectQuery) -> str:
    """A prospect page as the usage history names it: `stripe / payments, page 2`."""
    named = " / ".join(part for part in (query.vendor, query.category) if part)
    return f"{named}, page {query.page}"
