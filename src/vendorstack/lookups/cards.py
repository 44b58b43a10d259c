"""Card top-ups through Stripe Checkout: a Checkout Session for one of the credit packs, and
the webhook that credits the account once it is paid (or takes credits back on a refund or a
dispute).

The Stripe SDK does the talking (`StripeClient`) and the verifying
(`stripe.Webhook.construct_event`); the ledger movements are `accounts.cards`' operations,
committed before the webhook is answered.
"""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime
from functools import partial
from typing import TYPE_CHECKING, Any, NamedTuple

from vendorstack.accounts.cards import (
    CreditPayment,
    ReversePayment,
    payment_landed,
    payments_made,
)
from vendorstack.accounts.pricing import CREDIT_PACKS
from vendorstack.accounts.service import Caller
from vendorstack.config import Settings
from vendorstack.errors import InvalidInput, InvalidWebhook
from vendorstack.storage.database import Database

if TYPE_CHECKING:  # the SDK is imported when card payments are on: it adds ~0.7 s to a start
    import stripe

HANDLED = ("checkout.session.completed", "charge.refunded", "charge.dispute.created")


class Pack(NamedTuple):
    usd: float
    credits: int

    @property
    def cents(self) -> int:
        return round(self.usd * 100)


PACKS = tuple(Pack(usd, credits) for usd, credits in CREDIT_PACKS)


def pack_for(credits: int) -> Pack:
    """The pack of `credits` credits; a 400 for any other number."""
    for pack in PACKS:
        if pack.credits == credits:
            return pack
    raise InvalidInput("Choose one of the three credit packs.")


class CardTopups:
    """Checkout Sessions for packs, and the webhook events that pay for them."""

    def __init__(self, settings: Settings, database: Database) -> None:
        self._settings = settings
        self._database = database
        self._client: stripe.StripeClient | None = None
        if settings.stripe_secret_key and settings.stripe_webhook_secret:
            import stripe  # noqa: PLC0415 (see TYPE_CHECKING above)

            base = {"api": settings.stripe_api_base} if settings.stripe_api_base else None
            self._client = stripe.StripeClient(
                settings.stripe_secret_key,
                base_addresses=base,  # type: ignore[arg-type]
                http_client=stripe.HTTPXClient(),
                max_network_retries=2,
            )

    @property
    def configured(self) -> bool:
        """Card payments need both Stripe settings; without them the page says so."""
        return self._client is not None

    @property
    def operator_contact(self) -> str:
        return self._settings.operator_contact

    async def checkout(self, caller: Caller, pack: Pack, *, attempt: str) -> str:
        """The Checkout page's URL for `pack`, credited to the caller's account. Until a
        payment lands, the same `attempt` (the signed-in session) gets the same Checkout
        Session back, so a double submit never opens two; after it, the next is new."""
        if self._client is None:
            raise InvalidInput("Card payments are not configured on this service.")
        base = self._settings.base_url.rstrip("/")
        public_id = caller.public_id
        made = await self._database.read(partial(payments_made, account_id=caller.account_id))
        fingerprint = hashlib.sha256(
            f"{public_id}:{pack.credits}:{attempt}:{made}".encode()
        ).hexdigest()
        session = await self._client.v1.checkout.sessions.create_async(
            params={
                "mode": "payment",
                "client_reference_id": public_id,
                "metadata": {"pack": str(pack.credits), "account": public_id},
                "line_items": [
                    {
                        "quantity": 1,
                        "price_data": {
                            "currency": "usd",
                            "unit_amount": pack.cents,
                            "product_data": {"name": f"{pack.credits:,} VendorStack credits"},
                        },
                    }
                ],
                "success_url": f"{base}/topup/done?session_id={{CHECKOUT_SESSION_ID}}",
                "cancel_url": f"{base}/topup?account={public_id}",
            },
            options={"idempotency_key": f"checkout-{fingerprint[:40]}"},
        )
        if not session.url:
            raise InvalidInput("Stripe did not return a payment page; try again.")
        return session.url

    async def landed(self, caller: Caller, checkout_session: str) -> bool:
        """Whether the caller's Checkout Session was paid and credited."""
        return await self._database.read(
            lambda connection: payment_landed(connection, checkout_session, caller.account_id)
        )

    async def receive(self, payload: bytes, signature: str | None) -> str:
        """Verify and apply one webhook delivery; returns what was done. The ledger has
        committed when this returns; a forged, altered or stale delivery changes nothing."""
        secret = self._settings.stripe_webhook_secret
        if not secret or self._client is None:
            raise InvalidWebhook()
        import stripe  # noqa: PLC0415 (loaded already by __init__ when configured)

        try:
            event = stripe.Webhook.construct_event(payload, signature, secret)
        except (ValueError, stripe.SignatureVerificationError):
            raise InvalidWebhook() from None
        return await self._apply(event.id, event.type, event.data.object.to_dict())

    async def _apply(self, event_id: str, kind: str, item: dict[str, Any]) -> str:
        now = datetime.now(UTC)
        if kind == "checkout.session.completed":
            return await self._paid(event_id, item, now)
        if kind == "charge.refunded":
            taken = int(item.get("amount_refunded") or 0)
            return await self._reverse(event_id, item, taken, "card_refund", now)
        if kind == "charge.dispute.created":
            taken = int(item.get("amount") or 0)
            return await self._reverse(event_id, item, taken, "card_dispute", now)
        return "ignored"

    async def _paid(self, event_id: str, item: dict[str, Any], now: datetime) -> str:
        if item.get("payment_status") != "paid":
            return "ignored"
        pack = pack_for(int((item.get("metadata") or {}).get("pack") or 0))
        if int(item.get("amount_total") or 0) != pack.cents:
            return "ignored"  # not a price we set: nothing to credit
        payment = CreditPayment(
            event_id=event_id,
            public_id=str(item.get("client_reference_id") or ""),
            checkout_session=str(item["id"]),
            payment_intent=_text(item.get("payment_intent")),
            amount_cents=pack.cents,
            credits=pack.credits,
            now=now,
        )
        # In a transaction of its own: the account is found by the session's reference, so it
        # cannot be declared to a batch and locked in the batch's order; alone, it is the only
        # account row the transaction takes, which can close no lock cycle.
        return "credited" if await self._database.write_alone(payment) else "already_applied"

    async def _reverse(
        self, event_id: str, item: dict[str, Any], taken: int, reason: str, now: datetime
    ) -> str:
        intent = _text(item.get("payment_intent"))
        if intent is None:
            return "ignored"
        reverse = ReversePayment(event_id, intent, taken, reason, now)
        return f"reversed {await self._database.write_alone(reverse)}"  # alone, as `_paid`


def _text(value: object) -> str | None:
    """An id that may arrive expanded (`{"id": ...}`) or as the id itself."""
    if isinstance(value, dict):
        value = value.get("id")
    return str(value) if value else None
