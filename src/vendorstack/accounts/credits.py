"""The credits API the lookups call: charge, hold, settle, release, and what an account holds.

Every credit movement of a request goes through here, and every refusal is the ledger's one
402 (`ledger.OutOfCredits`, with the account's `topup_url`). Callers never build ledger
operations themselves, and say how many credits from `pricing.PRICES`. Each movement can take
`store` (`idempotency.StoreAnswer`): the answer stored in the same transaction with the credits
used and the balance left, so an answer and its charge commit together or not at all. Both are
typed operations run by the writer; nothing of the caller's runs in the transaction.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import partial
from typing import NamedTuple

from sqlalchemy import Connection

from vendorstack.accounts.idempotency import StoreAnswer
from vendorstack.accounts.leasing import LeaseBook
from vendorstack.accounts.ledger import (
    EXPORT_HOLD,
    Charge,
    Debit,
    ReserveScan,
    SettleScan,
    account_claim,
    new_hold_reference,
)
from vendorstack.accounts.service import Caller, Standing, confirmed_standing
from vendorstack.storage.database import Database
from vendorstack.storage.writer import Claim


class Hold(NamedTuple):
    """Credits held for a live scan, until `settle` keeps them or `release` gives them back."""

    account_id: int
    reference: str
    request_id: str
    credits: int


class Credits:
    """Moves one account's credits for one request; the writes commit before it returns."""

    def __init__(
        self,
        database: Database,
        *,
        base_url: str,
        free_scans_per_day: int,
        leases: LeaseBook | None = None,
    ) -> None:
        self._database = database
        self._base_url = base_url
        self._free_scans_per_day = free_scans_per_day
        self._leases = leases  # None: every charge at the account's row

    def charge(
        self,
        caller: Caller,
        credits: int,
        *,
        reason: str,
        request_id: str,
        store: StoreAnswer | None = None,
        subject: str | None = None,
    ) -> Awaitable[Debit]:
        """Debit `credits` for an answer (402 when the balance cannot cover them).

        A plain function returning the awaitable: every metered answer waits on it, and each
        coroutine between the request's task and that wait is unwound and resumed.
        """
        charge = self._charge(caller, credits, "charge", reason, request_id, subject=subject)
        if store is None:
            if self._leases is not None:
                return self._leases.charge(charge)
            return self._database.write(charge)
        return self._database.write(_ChargeAndStore(charge, store))

    async def hold(
        self, caller: Caller, credits: int, *, request_id: str, subject: str | None = None
    ) -> Hold:
        """Hold `credits` before a live scan starts: 402 on a balance that cannot cover them,
        429 at the free plan's daily scan cap, so a refused scan never runs."""
        reference = new_hold_reference()
        charge = self._charge(
            caller, credits, "reservation", "live_scan", request_id, reference, subject
        )
        day_start = charge.now.replace(hour=0, minute=0, second=0, microsecond=0)
        debit = await self._database.write(ReserveScan(charge, day_start, self._free_scans_per_day))
        return Hold(debit.account_id, reference, request_id, credits)

    async def hold_export(
        self, caller: Caller, credits: int, *, request_id: str
    ) -> tuple[Hold, int]:
        """Hold `credits` before a metered export streams (402 on a balance that cannot
        cover them). A reservation like a live scan's, so a process that dies mid-download
        has it given back by the abandoned-holds sweep; not counted as one of the free plan's
        daily scans. Returns the hold and the balance left."""
        reference = new_hold_reference()
        charge = self._charge(caller, credits, "reservation", EXPORT_HOLD, request_id, reference)
        debit = await self._database.write(charge)
        return Hold(debit.account_id, reference, request_id, credits), debit.credit_balance

    def settle_part(self, hold: Hold, kept: int, *, reason: str) -> Awaitable[int]:
        """Keep `kept` of the held credits and give the rest back, in one closing row of the
        hold (so it is closed once, whoever closes it). Returns the balance."""
        kept = max(0, min(kept, hold.credits))
        closing = SettleScan(
            hold.account_id,
            hold.reference,
            hold.request_id,
            kept == hold.credits,
            reason,
            datetime.now(UTC),
            hold.credits - kept,
        )
        return self._database.write(closing)

    def settle(
        self, hold: Hold, *, reason: str, store: StoreAnswer | None = None
    ) -> Awaitable[int]:
        """Keep the held credits: the scan's answer is charged. Returns the balance."""
        return self._database.write(_Closing(hold, True, reason, store))

    def release(
        self, hold: Hold, *, reason: str, store: StoreAnswer | None = None
    ) -> Awaitable[int]:
        """Give the held credits back: the scan's answer is free. Returns the balance."""
        return self._database.write(_Closing(hold, False, reason, store))

    async def standing(self, caller: Caller, *, store: StoreAnswer | None = None) -> Standing:
        """The account as committed now; Unauthorized if its key was revoked meanwhile.

        With `store` (a free answer), the read and the store share one write transaction.
        """
        read = partial(confirmed_standing, account_id=caller.account_id)
        if store is None:
            return await self._database.read(read)
        return await self._database.write(_StandingAndStore(read, store))

    def _charge(
        self,
        caller: Caller,
        credits: int,
        kind: str,
        reason: str,
        request_id: str,
        reference: str | None = None,
        subject: str | None = None,
    ) -> Charge:
        now = datetime.now(UTC)
        return Charge(
            caller.key_hash,
            credits,
            kind,
            reason,
            request_id,
            now,
            self._base_url,
            reference,
            subject,
        )


@dataclass(frozen=True, slots=True)
class _ChargeAndStore:
    """A charge and, in its transaction, its answer stored (never coalesced: each has its
    own answer)."""

    charge: Charge
    store: StoreAnswer

    @property
    def locks(self) -> Claim:
        return self.charge.locks

    def __call__(self, connection: Connection) -> Debit:
        debit = self.charge(connection)
        self.store(connection, self.charge.credits, debit.credit_balance)
        return debit


@dataclass(frozen=True, slots=True)
class _Closing:
    """Settle (keep) or release a hold and, in the same transaction, store its answer."""

    hold: Hold
    keep: bool
    reason: str
    store: StoreAnswer | None

    @property
    def locks(self) -> Claim:
        return account_claim(self.hold.account_id)

    def __call__(self, connection: Connection) -> int:
        hold, now = self.hold, datetime.now(UTC)
        settle = SettleScan(
            hold.account_id,
            hold.reference,
            hold.request_id,
            self.keep,
            self.reason,
            now,
            hold.credits,
        )
        balance = settle(connection)
        if self.store is not None:
            self.store(connection, hold.credits if self.keep else 0, balance)
        return balance


@dataclass(frozen=True, slots=True)
class _StandingAndStore:
    """A confirmed read of the account and, in the same transaction, a free answer stored."""

    read: Callable[[Connection], Standing]
    store: StoreAnswer

    def __call__(self, connection: Connection) -> Standing:
        standing = self.read(connection)
        self.store(connection, 0, standing.credit_balance)
        return standing
