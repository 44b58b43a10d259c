"""The lookups' input rules, the same for every front end."""

from __future__ import annotations

import pytest

from vendorstack.errors import InvalidInput
from vendorstack.lookups.inputs import check_input, idempotency_key, prospect_input


def test_a_check_is_asked_of_the_registrable_domain() -> None:
    assert check_input("https://www.shop.example.co.uk/legal").domain == "example.co.uk"


@pytest.mark.parametrize(
    ("refresh", "fresh", "forced"),
    [
        (None, None, False),
        ("1", None, True),
        ("on", None, True),
        ("0", None, False),
        ("false", "yes", True),  # either flag forces a scan
        (None, "true", True),
        (True, None, True),
        (False, None, False),
    ],
)
def test_refresh_or_fresh_forces_a_scan(
    refresh: str | bool | None, fresh: str | None, forced: bool
) -> None:
    assert check_input("acme.com", refresh=refresh, fresh=fresh).force_scan is forced


def test_prospect_needs_a_vendor_or_a_category() -> None:
    with pytest.raises(InvalidInput):
        prospect_input(vendor=None, category=None, segment=None, page=1)
    query = prospect_input(vendor=None, category="payments", segment="CO.UK", page=2)
    assert (query.category, query.segment, query.page) == ("payments", "co.uk", 2)


def test_an_idempotency_key_is_visible_ascii() -> None:
    assert idempotency_key(None) is None
    assert idempotency_key("a-UUID_like.key") == "a-UUID_like.key"
    for bad in ("", "with space", "é", "x" * 256):
        with pytest.raises(InvalidInput):
            idempotency_key(bad)
