"""What a lookup answers: its body as the spec's JSON, what it cost, and whether it is a
stored answer replayed. Front ends render it (`serving.responses.metered_response`, the MCP
tools) and add nothing to it.

NamedTuples, immutable like frozen dataclasses but built without a `__setattr__` per field:
one is made on every metered request (docs/benchmarks.md).
"""

from __future__ import annotations

from typing import Any, NamedTuple


class Metered(NamedTuple):
    """What an answer cost and the balance it left."""

    credits_used: int
    credit_balance: int


UNBILLED = Metered(0, 0)  # a stored answer's credit fields; a replay sets them from its row


class Answer(NamedTuple):
    """A metered answer: the body the spec describes (credit fields included), its bill, and
    whether it is the stored answer of an earlier call with the same `Idempotency-Key`."""

    body: dict[str, Any]
    bill: Metered
    replayed: bool = False
