"""What a watch request may ask, in the customer's words (400 otherwise)."""

from __future__ import annotations

from collections.abc import Sequence

from vendorstack.domains import normalize_domain
from vendorstack.errors import InvalidDomain


def watch_domains(values: Sequence[str]) -> list[str]:
    """Each value's registrable domain, in order, without repeats."""
    domains: dict[str, None] = {}
    for position, value in enumerate(values):
        try:
            domains[normalize_domain(value)] = None
        except InvalidDomain as refused:
            raise InvalidDomain(f"`domains[{position}]`: {refused.message}") from None
    return list(domains)
