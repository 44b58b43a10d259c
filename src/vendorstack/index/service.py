"""The metered questions: check a domain (live-scanning it when needed), read a company
profile, and list the companies that name a vendor or category.

Charging follows the spec: only answers that deliver vendors cost a credit; a live scan
holds its credit before it starts and settles or releases it when it ends. Every credit
movement goes through `accounts.credits.Credits`; this module decides only what is charged.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from functools import partial
from typing import Any, NamedTuple, TypeVar

from sqlalchemy.exc import IntegrityError

from vendorstack.accounts.credits import Credits, Hold, Then
from vendorstack.accounts.idempotency import Receipt
from vendorstack.accounts.ledger import UNREACHED
from vendorstack.accounts.service import Caller
from vendorstack.errors import NotFound, ScanFailed
from vendorstack.extraction.dictionary import load_dictionary
from vendorstack.index.cache import RecordCache
from vendorstack.index.prospect import ProspectMatch, ProspectQuery, prospect, vendor_indexed
from vendorstack.index.recent import RecentReads
from vendorstack.index.records import EntityRecord
from vendorstack.index.repository import scan_history
from vendorstack.index.scans import ScanCoordinator
from vendorstack.storage.database import Database


class Metered(NamedTuple):
    """What an answer cost and the balance it left. (The answer types here are NamedTuples,
    immutable like frozen dataclasses but built without a `__setattr__` per field: they are
    made on every metered request, docs/benchmarks.md.)"""

    credits_used: int
    credit_balance: int


class CheckAnswer(NamedTuple):
    record: EntityRecord
    cache: str
    bill: Metered


class CompanyAnswer(NamedTuple):
    record: EntityRecord
    history: list[dict[str, Any]]
    bill: Metered


class ProspectPage(NamedTuple):
    total: int
    matches: list[ProspectMatch]
    bill: Metered


A = TypeVar("A")


def _storing(receipt: Receipt[A] | None, answer: Callable[[Metered], A]) -> Then | None:
    """With an `Idempotency-Key`, the answer is stored in the transaction that bills it."""
    if receipt is None:
        return None
    return receipt.storing(lambda used, balance: answer(Metered(used, balance)))


class Lookups:
    """The metered lookups of one service, over its index, scans and credits."""

    def __init__(
        self,
        *,
        database: Database,
        credits: Credits,
        records: RecordCache,
        scans: ScanCoordinator,
        negative_ttl: timedelta,
    ) -> None:
        self._database = database
        self._credits = credits
        self._records = records
        self._scans = scans
        self._negative_ttl = negative_ttl
        self._pages: RecentReads[ProspectQuery, tuple[int, list[ProspectMatch]]] = RecentReads()
        self._histories: RecentReads[tuple[str, int], list[dict[str, Any]]] = RecentReads()

    async def bill(
        self,
        caller: Caller,
        *,
        chargeable: bool,
        reason: str,
        request_id: str,
        then: Then | None = None,
    ) -> Metered:
        """Charge one credit when `chargeable`; otherwise the call is free.

        The debit is awaited here, not through a helper: every metered answer waits on it,
        and each coroutine between the request's task and that wait is unwound and resumed.
        """
        if not chargeable:
            standing = await self._credits.standing(caller, then=then)
            return Metered(0, standing.credit_balance)
        debit = await self._credits.charge(caller, reason=reason, request_id=request_id, then=then)
        return Metered(1, debit.credit_balance)

    async def check(
        self,
        caller: Caller,
        domain: str,
        *,
        force_scan: bool,
        request_id: str,
        receipt: Receipt[CheckAnswer] | None = None,
    ) -> CheckAnswer:
        """The indexed answer for `domain`, or a live scan's when it is not indexed or forced."""
        record = self._records.trusted(domain) or await self._records.get(domain)
        if record is not None and not force_scan and self._is_fresh(record):
            metered = await self.bill(
                caller,
                chargeable=record.chargeable,
                reason="lookup",
                request_id=request_id,
                then=None
                if receipt is None
                else _storing(receipt, partial(CheckAnswer, record, "hit")),
            )
            return CheckAnswer(record, "hit", metered)
        seen = record.scan_id if record is not None else None
        return await self._live_scan(
            caller, domain, seen=seen, request_id=request_id, receipt=receipt
        )

    def _is_fresh(self, record: EntityRecord) -> bool:
        """Negative answers age out so a company that publishes a disclosure later is found."""
        return record.found or datetime.now(UTC) - record.scanned_at <= self._negative_ttl

    async def _live_scan(
        self,
        caller: Caller,
        domain: str,
        *,
        seen: int | None,
        request_id: str,
        receipt: Receipt[CheckAnswer] | None,
    ) -> CheckAnswer:
        wanted_since = asyncio.get_running_loop().time()
        hold = await self._credits.hold(caller, request_id=request_id)
        try:
            record = await self._scan_to_record(domain, wanted_since, seen)
        except ScanFailed:  # not counted against the free plan's daily live scans
            await self._credits.release(hold, reason=UNREACHED)
            raise
        except BaseException:
            await self._credits.release(hold, reason="scan_failed")
            raise
        finally:  # whatever the scan recorded, this process reads it from now on
            self._pages.clear()
            self._histories.clear()
        then = _storing(receipt, partial(CheckAnswer, record, "miss"))
        try:
            balance = await self._close(hold, record, then)
        except IntegrityError:  # its answer was stored by another request first: give it back
            await self._credits.release(hold, reason="answered_elsewhere")
            raise
        return CheckAnswer(record, "miss", Metered(1 if record.chargeable else 0, balance))

    async def _close(self, hold: Hold, record: EntityRecord, then: Then | None) -> int:
        if record.chargeable:
            return await self._credits.settle(hold, reason=record.reason, then=then)
        return await self._credits.release(hold, reason=record.reason, then=then)

    async def _scan_to_record(
        self, domain: str, wanted_since: float, seen: int | None
    ) -> EntityRecord:
        done = await self._scans.scan(domain, wanted_since=wanted_since, seen_scan_id=seen)
        record = await self._records.get(domain, revalidate=True)
        if done.outcome == "unreachable" or record is None:
            raise ScanFailed(domain=domain, reason=done.reason, credits_used=0)
        return record

    async def company(
        self,
        caller: Caller,
        domain: str,
        *,
        request_id: str,
        receipt: Receipt[CompanyAnswer] | None = None,
    ) -> CompanyAnswer:
        """The company's profile and scan history; never scans. Unknown domains are free 404s."""
        record = self._records.trusted(domain) or await self._records.get(domain)
        if record is None:
            await self._credits.standing(caller)  # a revoked key: 401, not 404
            raise NotFound(
                f"{domain} has never been scanned. GET /v1/check scans it.",
                found=False,
                credits_used=0,
            )
        history = await self._histories.get(
            (domain, record.scan_id),
            lambda: self._database.read(partial(scan_history, domain=domain)),
        )
        metered = await self.bill(
            caller,
            chargeable=record.chargeable,
            reason="company_profile",
            request_id=request_id,
            then=_storing(receipt, partial(CompanyAnswer, record, history)),
        )
        return CompanyAnswer(record, history, metered)

    async def prospect_page(
        self,
        caller: Caller,
        query: ProspectQuery,
        *,
        request_id: str,
        receipt: Receipt[ProspectPage] | None = None,
    ) -> ProspectPage:
        """One page of companies naming the vendor/category; an empty page costs nothing."""
        total, matches = await self._pages.get(
            query, lambda: self._database.read(partial(prospect, query=query))
        )
        if not total and query.vendor is not None:
            await self._known_vendor(caller, query.vendor)
        metered = await self.bill(
            caller,
            chargeable=bool(matches),
            reason="prospect_page",
            request_id=request_id,
            then=_storing(receipt, partial(ProspectPage, total, matches)),
        )
        return ProspectPage(total, matches, metered)

    async def _known_vendor(self, caller: Caller, vendor: str) -> None:
        """A slug neither the dictionary nor the index holds is a free 404 (asked only when a
        page is empty, so a listing with matches pays no extra read)."""
        if vendor in load_dictionary() or await self._database.read(
            partial(vendor_indexed, vendor=vendor)
        ):
            return
        await self._credits.standing(caller)  # a revoked key: 401, not 404
        raise NotFound(
            f"No vendor `{vendor}` is known: GET /v1/vendors lists the reviewed vendors and "
            "GET /v1/vendors/discovered the others our index has seen."
        )
