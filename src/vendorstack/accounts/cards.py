"""Card top-ups reported by Stripe, as ledger movements applied once per event.

The Stripe event's id is the ledger row's reference (unique), so a webhook delivered three
times credits once. A refund or dispute is a negative row: it takes back the share of the
pack's credits the refunded or disputed amount is of the payment, less what earlier
refunds or disputes of the same payment took back already.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Connection, func, insert, select, update
from sqlalchemy.exc import IntegrityError

from vendorstack.accounts.ledger import credit
from vendorstack.accounts.models import Account, LedgerEntry
from vendorstack.accounts.people import CardPayment
from vendorstack.errors import NotFound


def event_reference(event_id: str) -> str:
    return f"stripe:{event_id}"


def event_applied(connection: Connection, event_id: str) -> bool:
    found = connection.execute(
        select(LedgerEntry.id).where(LedgerEntry.reference == event_reference(event_id))
    ).first()
    return found is not None


@dataclass(frozen=True, slots=True)
class CreditPayment:
    """Write operation: a paid Checkout Session's credits for the account with `public_id`.
    Returns False when this event (or this session, under another event) was applied."""

    event_id: str
    public_id: str
    checkout_session: str
    payment_intent: str | None
    amount_cents: int
    credits: int
    now: datetime

    def __call__(self, connection: Connection) -> bool:
        account_id = connection.execute(
            select(Account.id).where(Account.public_id == self.public_id)
        ).scalar_one_or_none()
        if account_id is None:
            raise NotFound("No account has this id.")
        try:
            with connection.begin_nested():
                connection.execute(
                    insert(CardPayment).values(
                        checkout_session=self.checkout_session,
                        payment_intent=self.payment_intent,
                        account_id=account_id,
                        amount_cents=self.amount_cents,
                        credits=self.credits,
                        credits_reversed=0,
                        created_at=self.now,
                    )
                )
                credit(
                    connection,
                    account_id,
                    credits=self.credits,
                    kind="topup",
                    reason="card_payment",
                    request_id=None,
                    reference=event_reference(self.event_id),
                    now=self.now,
                )
        except IntegrityError:
            return False
        connection.execute(update(Account).where(Account.id == account_id).values(free_tier=False))
        return True


@dataclass(frozen=True, slots=True)
class ReversePayment:
    """Write operation: take back credits of the payment `payment_intent` because `taken_cents`
    of it were refunded or disputed (cumulative, as Stripe reports it). Returns the credits
    taken now (0 for a replayed event or an unknown payment)."""

    event_id: str
    payment_intent: str
    taken_cents: int
    reason: str
    now: datetime

    def __call__(self, connection: Connection) -> int:
        row = connection.execute(
            select(
                CardPayment.id,
                CardPayment.account_id,
                CardPayment.amount_cents,
                CardPayment.credits,
                CardPayment.credits_reversed,
            ).where(CardPayment.payment_intent == self.payment_intent)
        ).first()
        if row is None or event_applied(connection, self.event_id):
            return 0
        amount: int = row.amount_cents
        share = min(self.taken_cents, amount) * int(row.credits) // max(amount, 1)
        taken = max(share - int(row.credits_reversed), 0)
        if taken == 0:
            return 0
        try:
            with connection.begin_nested():
                credit(
                    connection,
                    row.account_id,
                    credits=-taken,
                    kind="reversal",
                    reason=self.reason,
                    request_id=None,
                    reference=event_reference(self.event_id),
                    now=self.now,
                )
        except IntegrityError:  # the same event, applied by a concurrent delivery
            return 0
        connection.execute(
            update(CardPayment)
            .where(CardPayment.id == row.id)
            .values(credits_reversed=row.credits_reversed + taken)
        )
        return taken


def payments_made(connection: Connection, account_id: int) -> int:
    """How many card payments the account has made (a new Checkout after each)."""
    count: int = connection.execute(
        select(func.count()).select_from(CardPayment).where(CardPayment.account_id == account_id)
    ).scalar_one()
    return count


def payment_landed(connection: Connection, checkout_session: str, account_id: int) -> bool:
    """Whether the account's Checkout Session was paid and credited."""
    found = connection.execute(
        select(CardPayment.id).where(
            CardPayment.checkout_session == checkout_session,
            CardPayment.account_id == account_id,
        )
    ).first()
    return found is not None
