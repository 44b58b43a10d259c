"""The one place that decides what a lookup is charged: the price from
`accounts.pricing.PRICES`, moved through `accounts.credits.Credits`.

Only answers that deliver vendors cost credits; a live scan holds the lookup's price before it
starts and settles (keeps) or releases it when it ends.
"""

from __future__ import annotations

from vendorstack.accounts.credits import Credits, Hold
from vendorstack.accounts.idempotency import StoreAnswer
from vendorstack.accounts.pricing import PRICES, Operation
from vendorstack.accounts.service import Caller, Standing
from vendorstack.lookups.answers import Metered

CHARGED_AS: dict[str, Operation] = {
    "check": "lookup",
    "company": "lookup",
    "prospect": "prospect_page",
}
"""The price each metered lookup is charged at (`Lookups`' methods); the rest are free."""


class Charging:
    """Bills lookups in credits: a charge, a free answer, or a live scan's hold."""

    def __init__(self, credits: Credits) -> None:
        self._credits = credits

    async def bill(
        self,
        caller: Caller,
        operation: Operation,
        *,
        chargeable: bool,
        reason: str,
        request_id: str,
        store: StoreAnswer | None = None,
        subject: str | None = None,
    ) -> Metered:
        """Charge `operation`'s price when `chargeable`; otherwise the call is free.

        The debit is awaited here, not through a helper: every metered answer waits on it,
        and each coroutine between the request's task and that wait is unwound and resumed.
        """
        if not chargeable:
            standing = await self._credits.standing(caller, store=store)
            return Metered(0, standing.credit_balance)
        price = PRICES[operation].credits
        debit = await self._credits.charge(
            caller, price, reason=reason, request_id=request_id, store=store, subject=subject
        )
        return Metered(price, debit.credit_balance)

    async def bill_units(
        self,
        caller: Caller,
        operation: Operation,
        *,
        units: int,
        reason: str,
        request_id: str,
        store: StoreAnswer | None = None,
    ) -> Metered:
        """Charge `units` times `operation`'s price in one debit; no units is a free call."""
        if units == 0:
            standing = await self._credits.standing(caller, store=store)
            return Metered(0, standing.credit_balance)
        price = PRICES[operation].credits * units
        debit = await self._credits.charge(
            caller, price, reason=reason, request_id=request_id, store=store
        )
        return Metered(price, debit.credit_balance)

    async def hold_scan(
        self, caller: Caller, *, request_id: str, subject: str | None = None
    ) -> Hold:
        """Hold a lookup's price before a live scan (402 / the free plan's 429 refuse it)."""
        price = PRICES[CHARGED_AS["check"]].credits
        return await self._credits.hold(caller, price, request_id=request_id, subject=subject)

    async def close_scan(
        self, hold: Hold, *, chargeable: bool, reason: str, store: StoreAnswer | None
    ) -> Metered:
        """Keep the hold when the scan's answer is chargeable, else give it back."""
        if chargeable:
            balance = await self._credits.settle(hold, reason=reason, store=store)
            return Metered(hold.credits, balance)
        balance = await self._credits.release(hold, reason=reason, store=store)
        return Metered(0, balance)

    async def release(self, hold: Hold, *, reason: str) -> None:
        """Give a hold back: its scan failed, or another request answered first."""
        await self._credits.release(hold, reason=reason)

    async def standing(self, caller: Caller) -> Standing:
        """The account as committed now (its balance and plan)."""
        return await self._credits.standing(caller)

    async def confirm(self, caller: Caller) -> None:
        """The caller's key is still live (a revoked key is a 401 before any free 404)."""
        await self.standing(caller)
