"""A lookup's answer as the HTTP response: its JSON and the credit headers."""

from __future__ import annotations

from vendorstack.lookups.answers import Answer
from vendorstack.serving.responses import JSONBytes

_REPLAYED = (b"idempotent-replayed", b"true")


def metered(answer: Answer) -> JSONBytes:
    """The answer's JSON with the credits used and remaining as headers (those of the
    original answer when it is a stored one replayed, marked `Idempotent-Replayed: true`).

    The headers are appended ready-encoded: given as a dict, Starlette lower-cases and
    encodes each one on every request, about a microsecond of the metered hot path.
    """
    response = JSONBytes(answer.body)
    bill = answer.bill
    response.raw_headers += (
        (b"x-credits-used", str(bill.credits_used).encode()),
        (b"x-credits-remaining", str(bill.credit_balance).encode()),
    )
    if answer.replayed:
        response.raw_headers.append(_REPLAYED)
    return response
