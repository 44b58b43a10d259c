"""The lookups' input rules, in one place: every front end builds its inputs here.

The shape of each parameter (patterns, lengths, the category enum, page bounds) is declared by
the query models every front end validates with (`serving.params`); what needs our data or
spans parameters follows here: a domain reduced to its registrable domain, prospect's "vendor,
category or both", a segment in lower case, the `Idempotency-Key`'s form.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from vendorstack.domains import normalize_domain
from vendorstack.errors import InvalidDomain, InvalidInput
from vendorstack.index.prospect import ProspectQuery

KEY_SHAPE = re.compile(r"[\x21-\x7e]{1,255}")  # visible ASCII, no spaces; a UUID fits
VENDOR_OR_CATEGORY = (
    "Give `vendor`, `category` or both: a vendor slug such as stripe, a category slug such "
    "as payments."
)
FLAG_ON = frozenset({"1", "true", "yes", "on"})  # `refresh=`/`fresh=` values that force a scan


class CheckInput(NamedTuple):
    """`check`'s question: a registrable domain, an optional category, whether to re-scan."""

    domain: str
    category: str | None
    force_scan: bool


def check_input(
    url: str,
    *,
    category: str | None = None,
    refresh: str | bool | None = None,
    fresh: str | None = None,
) -> CheckInput:
    """A URL or domain reduced to its registrable domain (400 when it has none). `refresh`
    or its alias `fresh`, true or a flag value such as `1`, `yes` or `on`, forces a scan."""
    return CheckInput(registrable(url, "url"), category, _on(refresh) or _on(fresh))


def _on(flag: str | bool | None) -> bool:
    return flag in FLAG_ON if isinstance(flag, str) else bool(flag)


def company_input(domain: str) -> str:
    """The registrable domain of a company path; a host that is a public suffix is a 400."""
    return registrable(domain, "domain")


def registrable(value: str, parameter: str) -> str:
    """The registrable domain; a host that is itself a public suffix is still a 400, whose
    message names `parameter`."""
    try:
        return normalize_domain(value)
    except InvalidDomain as refused:
        raise InvalidDomain(f"`{parameter}`: {refused.message}") from None


def prospect_input(
    *, vendor: str | None, category: str | None, segment: str | None, page: int
) -> ProspectQuery:
    """One page's question: at least one of vendor and category (400 otherwise)."""
    if vendor is None and category is None:
        raise InvalidInput(VENDOR_OR_CATEGORY)
    return ProspectQuery(
        vendor=vendor,
        category=category,
        segment=segment.lower() if segment is not None else None,
        page=page,
    )


def idempotency_key(value: str | None) -> str | None:
    """The header's key, or None when absent; a 400 when it is not 1-255 visible ASCII."""
    if value is None:
        return None
    if not KEY_SHAPE.fullmatch(value):
        raise InvalidInput(
            "Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID works)."
        )
    return value
