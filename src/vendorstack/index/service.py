"""The metered questions: check a domain (live-scanning it when needed), read a company
profile, and list the companies that name a vendor or category.

Charging follows the spec: only answers that deliver vendors cost a credit; a live scan
holds its credit before it starts and settles or releases it when it ends.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import NamedTuple

from sqlalchemy.orm import Session

from vendorstack.accounts.ledger import (
    Charge,
    Debit,
    OutOfCredits,
    ReserveScan,
    SettleScan,
    new_hold_reference,
)
from vendorstack.accounts.service import Caller, confirmed_standing, payment_required
from vendorstack.errors import NotFound, ScanFailed
from vendorstack.index.records import EntityRecord
from vendorstack.index.repository import ProspectMatch, ProspectQuery, prospect, scan_history
from vendorstack.services import Services


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


class ProspectPage(NamedTuple):
    total: int
    matches: list[ProspectMatch]
    bill: Metered


def _charge(
    services: Services,
    caller: Caller,
    *,
    kind: str,
    reason: str,
    request_id: str,
    reference: str | None = None,
) -> Charge:
    return Charge(
        key_hash=caller.key_hash,
        credits=1,
        kind=kind,
        reason=reason,
        request_id=request_id,
        now=datetime.now(UTC),
        dialect=services.reader.dialect,
        reference=reference,
    )


async def _hold(services: Services, hold: ReserveScan) -> Debit:
    try:
        return await services.writer.run(hold)
    except OutOfCredits as refusal:
        raise payment_required(services.settings.base_url, refusal) from None


async def bill(
    services: Services, caller: Caller, *, chargeable: bool, reason: str, request_id: str
) -> Metered:
    """Charge one credit when `chargeable`; otherwise the call is free.

    The debit is awaited here, not through a helper like `_hold`: every metered answer waits
    on it, and each coroutine between the request's task and that wait is unwound and resumed.
    """
    if not chargeable:
        return Metered(0, confirmed_standing(services.reader, caller.account_id).credit_balance)
    charge = _charge(services, caller, kind="charge", reason=reason, request_id=request_id)
    try:
        debit = await services.writer.run(charge)
    except OutOfCredits as refusal:
        raise payment_required(services.settings.base_url, refusal) from None
    return Metered(1, debit.credit_balance)


def _is_fresh(services: Services, record: EntityRecord) -> bool:
    """Negative answers age out so a company that publishes a disclosure later is found."""
    if record.found:
        return True
    age = datetime.now(UTC) - record.scanned_at
    return age <= timedelta(seconds=services.settings.negative_ttl_seconds)


async def check(
    services: Services, caller: Caller, domain: str, *, force_scan: bool, request_id: str
) -> CheckAnswer:
    """The indexed answer for `domain`, or a live scan's when it is not indexed or forced."""
    record = services.records.get(domain)
    if record is not None and not force_scan and _is_fresh(services, record):
        metered = await bill(
            services, caller, chargeable=record.chargeable, reason="lookup", request_id=request_id
        )
        return CheckAnswer(record, "hit", metered)
    return await _live_scan(services, caller, domain, request_id=request_id)


async def _live_scan(
    services: Services, caller: Caller, domain: str, *, request_id: str
) -> CheckAnswer:
    now = datetime.now(UTC)
    reference = new_hold_reference()
    hold = ReserveScan(
        charge=_charge(
            services,
            caller,
            kind="reservation",
            reason="live_scan",
            request_id=request_id,
            reference=reference,
        ),
        day_start=now.replace(hour=0, minute=0, second=0, microsecond=0),
        free_scans_per_day=services.settings.free_scans_per_day,
    )
    debit = await _hold(services, hold)
    close = _HoldCloser(services, debit.account_id, reference, request_id)
    try:
        record = await _scan_to_record(services, domain)
    except BaseException:
        await close(keep=False, reason="scan_failed")
        raise
    balance = await close(keep=record.chargeable, reason=record.reason)
    return CheckAnswer(record, "miss", Metered(1 if record.chargeable else 0, balance))


async def _scan_to_record(services: Services, domain: str) -> EntityRecord:
    done = await services.scans.scan(domain)
    record = services.records.get(domain, revalidate=True)
    if done.outcome == "unreachable" or record is None:
        raise ScanFailed(domain=domain, reason=done.reason, credits_used=0)
    return record


class _HoldCloser(NamedTuple):
    """Settles (keeps) or releases one live-scan hold, identified by its own reference."""

    services: Services
    account_id: int
    hold_reference: str
    request_id: str

    async def __call__(self, *, keep: bool, reason: str) -> int:
        settle = SettleScan(
            self.account_id,
            self.hold_reference,
            self.request_id,
            keep=keep,
            reason=reason,
            now=datetime.now(UTC),
        )
        return await self.services.writer.run(settle)


async def company(
    services: Services, caller: Caller, domain: str, *, request_id: str
) -> tuple[EntityRecord, list[dict[str, object]], Metered]:
    """The company's profile and scan history; never scans. Unknown domains are free 404s."""
    record = services.records.get(domain)
    if record is None:
        confirmed_standing(services.reader, caller.account_id)  # a revoked key: 401, not 404
        raise NotFound(
            f"{domain} has never been scanned. GET /v1/check scans it.", found=False, credits_used=0
        )
    with Session(services.engine) as session:
        history = scan_history(session, domain)
    metered = await bill(
        services,
        caller,
        chargeable=record.chargeable,
        reason="company_profile",
        request_id=request_id,
    )
    return record, history, metered


async def prospect_page(
    services: Services, caller: Caller, query: ProspectQuery, *, request_id: str
) -> ProspectPage:
    """One page of companies naming the vendor/category; an empty page costs nothing."""
    with Session(services.engine) as session:
        total, matches = prospect(session, query)
    metered = await bill(
        services, caller, chargeable=bool(matches), reason="prospect_page", request_id=request_id
    )
    return ProspectPage(total, matches, metered)
