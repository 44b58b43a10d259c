"""One process's credit leases: which charges are paid from a block it holds, when it takes a
block, how big, and when it gives the rest back (docs/guarantees.md, "Credit leases").

A charge is still written, and committed, before its answer is sent: a lease only spares the
account's row, which every process charging one key otherwise takes turns on. The in-memory
count decides which charges a lease covers; the database decides again when they are written
(`leases.LeasedCharge`), so a lease closed meanwhile sends its charges to the row.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from vendorstack.accounts.leases import CloseLease, Lease, LeasedCharge, TakeLease
from vendorstack.accounts.leases import new_lease_reference as new_reference
from vendorstack.accounts.ledger import Charge, Debit
from vendorstack.storage.database import Database

log = logging.getLogger("vendorstack")
MAX_RATES = 100_000  # keys whose rate is followed at once


@dataclass(frozen=True, slots=True)
class LeasePolicy:
    """How blocks are sized and how long they live.

    A key charging fewer than `min_rate` calls a second, or holding fewer than
    `balance_per_block` times the block, is charged at its row: few credits are never parked
    in one process while another refuses the key.
    """

    min_rate: float = 2.0  # calls a second (the last full second, or this one so far)
    horizon: float = 2.0  # a block covers this many seconds at the key's rate
    # Each block taken and closed is a transaction on the account's row, which the other
    # processes charging the key then wait for: at 16, 64 keys at a few calls a second each
    # turned their blocks over every two seconds (docs/benchmarks.md, "Credit leases"). A
    # quiet key's block still goes back within `quiet`, and only balances of 16 blocks lease.
    min_block: int = 256
    max_block: int = 4096
    balance_per_block: int = 16
    quiet: float = 2.0  # seconds without a charge before a block goes back
    ttl: timedelta = timedelta(seconds=30)  # unused this long, the sweep may return it

    def block(self, rate: float, balance: int) -> int:
        """The credits to lease at `rate` calls a second on `balance`; 0 for none."""
        wanted = self.wanted(rate)
        return wanted if wanted * self.balance_per_block <= balance else 0

    def wanted(self, rate: float) -> int:
        """The block `rate` calls for, whatever the balance; 0 for none."""
        if rate < self.min_rate:
            return 0
        return max(self.min_block, min(self.max_block, int(rate * self.horizon)))


@dataclass(slots=True)
class _Held:
    lease: Lease
    remaining: int
    last_used: float
    # The block taken before this one runs out (once half of it is charged), so a busy key
    # goes from block to block without charges at the row in between.
    following: Lease | None = None
    asked_ahead: bool = False  # once per block: a refused take (few credits) is not retried


@dataclass(slots=True)
class _Rate:
    second: int = 0
    count: int = 0
    last: int = 0  # calls in the last full second


class LeaseBook:
    """The leases this process holds: per key, the block it charges from and, once that is
    half spent, the next one taken ahead; `charge` routes a charge."""

    def __init__(self, database: Database, policy: LeasePolicy | None = None) -> None:
        self._database = database
        self._policy = policy or LeasePolicy()
        self._held: dict[str, _Held] = {}
        self._rates: dict[str, _Rate] = {}
        self._taking: set[str] = set()
        self._tasks: set[asyncio.Task[Any]] = set()
        self._returner: asyncio.Task[None] | None = None
        self._open = True  # False once closing: no new block is taken

    def charge(self, charge: Charge) -> Awaitable[Debit]:
        """Write `charge`, from this process's lease on the key when one covers it."""
        loop = asyncio.get_running_loop()
        now = loop.time()
        rate = self._count(charge.key_hash, now)
        key_hash = charge.key_hash
        held = self._held.get(key_hash)
        if held is not None and held.remaining < charge.credits and held.following is not None:
            self._close(held.lease)  # spent: on to the block taken ahead
            following = held.following
            held = self._held[key_hash] = _Held(following, following.credits, now)
        if held is not None and held.remaining >= charge.credits:
            held.remaining -= charge.credits
            held.last_used = now
            if 2 * held.remaining < held.lease.credits and not held.asked_ahead:
                held.asked_ahead = True
                self._take_ahead(charge, rate)
            expires_at = charge.now + self._policy.ttl
            leased = LeasedCharge(held.lease.reference, charge, expires_at, in_batch=True)
            return self._database.write(leased)
        if held is not None:  # spent: give it back (its unspent part is what it still holds)
            self._close_all(self._held.pop(key_hash))
        return self._at_row(charge, rate)

    def _take_ahead(self, charge: Charge, rate: float) -> None:
        """Take the key's next block while this one lasts; the balance-per-block rule is
        checked on the account's row by the statement that takes it (`at_least`)."""
        credits = self._policy.wanted(rate)
        if credits and self._open and charge.key_hash not in self._taking:
            self._taking.add(charge.key_hash)
            self._start(self._take(charge, credits, credits * self._policy.balance_per_block))

    async def _at_row(self, charge: Charge, rate: float) -> Debit:
        debit = await self._database.write(charge)
        key_hash = charge.key_hash
        if self._open and key_hash not in self._taking and key_hash not in self._held:
            credits = self._policy.block(rate, debit.credit_balance)
            if credits:  # marked taking now: the task below starts on a later turn
                self._taking.add(charge.key_hash)
                self._start(self._take(charge, credits))
        return debit

    def _count(self, key_hash: str, now: float) -> float:
        rate = self._rates.get(key_hash)
        if rate is None and len(self._rates) >= MAX_RATES:  # bounded: rates restart at worst
            self._rates.clear()
        if rate is None:
            rate = self._rates[key_hash] = _Rate(int(now))
        second = int(now)
        if second != rate.second:
            rate.last = rate.count if second == rate.second + 1 else 0
            rate.second, rate.count = second, 0
        rate.count += 1
        return float(max(rate.last, rate.count))

    async def _take(self, charge: Charge, credits: int, at_least: int = 0) -> None:
        try:
            now = datetime.now(UTC)
            take = TakeLease(
                charge.key_hash,
                credits,
                new_reference(),
                charge.request_id,
                now,
                now + self._policy.ttl,
                at_least,
            )
            lease = await self._database.write_alone(take)  # see `_close`
        finally:
            self._taking.discard(charge.key_hash)
        if lease is None:
            return
        held = self._held.get(charge.key_hash)
        if not self._open:  # closing meanwhile: it goes straight back
            self._close(lease)
        elif held is None:
            loop_now = asyncio.get_running_loop().time()
            self._held[charge.key_hash] = _Held(lease, lease.credits, loop_now)
            self._start_returner()
        else:
            held.following = lease

    def _close(self, lease: Lease) -> None:
        """Taking and closing a lease lock the account's row (declared, `locks`): short
        transactions of their own, not queued with the metered requests' batches."""
        close = CloseLease(lease.reference, datetime.now(UTC), lease.account_id)
        self._start(self._database.write_alone(close))

    def _close_all(self, held: _Held) -> None:
        self._close(held.lease)
        if held.following is not None:
            self._close(held.following)

    def _start(self, work: Awaitable[Any]) -> None:
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        task.add_done_callback(_log_failure)

    def _start_returner(self) -> None:
        if self._returner is None or self._returner.done():
            self._returner = asyncio.get_running_loop().create_task(self._return_quiet())

    async def _return_quiet(self) -> None:
        """Give back the blocks of keys gone quiet; ends when no block is held."""
        while self._held:
            await asyncio.sleep(self._policy.quiet / 2)  # a period, not a wait for work
            self.return_quiet(asyncio.get_running_loop().time())

    def return_quiet(self, now: float) -> None:
        """Close every lease unused for `policy.quiet` seconds before `now` (loop time)."""
        quiet = [
            key for key, held in self._held.items() if now - held.last_used >= self._policy.quiet
        ]
        for key in quiet:
            self._close_all(self._held.pop(key))

    def held(self, key_hash: str) -> int:
        """Credits this process holds for the key and has not charged yet."""
        held = self._held.get(key_hash)
        if held is None:
            return 0
        return held.remaining + (0 if held.following is None else held.following.credits)

    async def settled(self) -> None:
        """Return once every lease being taken or closed has been written."""
        while self._tasks:
            await asyncio.wait(list(self._tasks))

    async def close(self) -> None:
        """Give every block back (the process is stopping); charges in flight go first."""
        self._open = False
        if self._returner is not None:
            self._returner.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._returner
        await self.settled()
        for key in list(self._held):
            self._close_all(self._held.pop(key))
        await self.settled()


def _log_failure(task: asyncio.Task[Any]) -> None:
    if not task.cancelled() and (error := task.exception()) is not None:
        log.warning("a credit lease could not be taken or returned: %s", error)
