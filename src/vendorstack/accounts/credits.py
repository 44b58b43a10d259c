"""The credits API the lookups call: charge, hold, settle, release, and what an account holds.

Every credit movement of a request goes through here, and every refusal is the ledger's one
402 (`ledger.OutOfCredits`, with the account's `topup_url`). Callers never build ledger
operations themselves. Each movement can take `then`: work done in the same transaction with
the credits used and the balance left (`idempotency.Receipt.storing` stores the answer there,
so an answer and its charge commit together or not at all).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import partial
from typing import NamedTuple

from sqlalchemy import Connection

from vendorstack.accounts.ledger import Charge, Debit, ReserveScan, SettleScan, new_hold_reference
from vendorstack.accounts.service import Caller, Standing, confirmed_standing
from vendorstack.storage.database import Database

Then = Callable[[Connection, int, int], None]  # (connection, credits used, balance left)


class Hold(NamedTuple):
    """One credit held for a live scan, until `settle` keeps it or `release` gives it back."""

    account_id: int
    reference: str
    request_id: str


class Credits:
    """Moves one account's credits for one request; the writes commit before it returns."""

    def __init__(self, database: Database, *, base_url: str, free_scans_per_day: int) -> None:
        self._database = database
        self._base_url = base_url
        self._free_scans_per_day = free_scans_per_day

    def charge(
        self, caller: Caller, *, reason: str, request_id: str, then: Then | None = None
    ) -> Awaitable[Debit]:
        """Debit one credit for an answer (402 when the balance cannot cover it).

        A plain function returning the awaitable: every metered answer waits on it, and each
        coroutine between the request's task and that wait is unwound and resumed.
        """
        charge = self._charge(caller, "charge", reason, request_id)
        if then is None:
            return self._database.write(charge)
        return self._database.write(_ChargeThen(charge, then))

    async def hold(self, caller: Caller, *, request_id: str) -> Hold:
        """Hold one credit before a live scan starts: 402 on an empty balance, 429 at the
        free plan's daily scan cap, so a refused scan never runs."""
        reference = new_hold_reference()
        charge = self._charge(caller, "reservation", "live_scan", request_id, reference)
        day_start = charge.now.replace(hour=0, minute=0, second=0, microsecond=0)
        debit = await self._database.write(ReserveScan(charge, day_start, self._free_scans_per_day))
        return Hold(debit.account_id, reference, request_id)

    def settle(self, hold: Hold, *, reason: str, then: Then | None = None) -> Awaitable[int]:
        """Keep the held credit: the scan's answer is charged. Returns the balance."""
        return self._database.write(_Closing(hold, True, reason, then))

    def release(self, hold: Hold, *, reason: str, then: Then | None = None) -> Awaitable[int]:
        """Give the held credit back: the scan's answer is free. Returns the balance."""
        return self._database.write(_Closing(hold, False, reason, then))

    async def standing(self, caller: Caller, *, then: Then | None = None) -> Standing:
        """The account as committed now; Unauthorized if its key was revoked meanwhile.

        With `then` (a free answer to store), the read and `then` share one write transaction.
        """
        read = partial(confirmed_standing, account_id=caller.account_id)
        if then is None:
            return await self._database.read(read)
        return await self._database.write(_StandingThen(read, then))

    def _charge(
        self,
        caller: Caller,
        kind: str,
        reason: str,
        request_id: str,
        reference: str | None = None,
    ) -> Charge:
        now = datetime.now(UTC)
        return Charge(caller.key_hash, 1, kind, reason, request_id, now, self._base_url, reference)


@dataclass(frozen=True, slots=True)
class _ChargeThen:
    """A charge and, in its transaction, `then` (never coalesced: each has its own answer)."""

    charge: Charge
    then: Then

    def __call__(self, connection: Connection) -> Debit:
        debit = self.charge(connection)
        self.then(connection, self.charge.credits, debit.credit_balance)
        return debit


@dataclass(frozen=True, slots=True)
class _Closing:
    """Settle (keep) or release a hold and, in the same transaction, `then`."""

    hold: Hold
    keep: bool
    reason: str
    then: Then | None

    def __call__(self, connection: Connection) -> int:
        hold, now = self.hold, datetime.now(UTC)
        settle = SettleScan(
            hold.account_id, hold.reference, hold.request_id, self.keep, self.reason, now
        )
        balance = settle(connection)
        if self.then is not None:
            self.then(connection, 1 if self.keep else 0, balance)
        return balance


@dataclass(frozen=True, slots=True)
class _StandingThen:
    """A confirmed read of the account and, in the same transaction, `then`."""

    read: Callable[[Connection], Standing]
    then: Then

    def __call__(self, connection: Connection) -> Standing:
        standing = self.read(connection)
        self.then(connection, 0, standing.credit_balance)
        return standing
