"""`Client`, the blocking twin, against a real served app."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.scanning.sites.layouts import site
from tests.served import Server, new_key, served_sites, spent_key
from vendorstack.client import Client, PaymentRequired, Unauthorized

PARSED = site("footer_link")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with served_sites(tmp_path_factory.mktemp("client"), ["footer_link"]) as server:
        yield server


def test_the_blocking_client_checks_a_company(server: Server) -> None:
    with Client(server.url, new_key(server)) as api:
        answer = api.check(PARSED.domain)
        balance = api.balance()

    assert answer.found
    assert answer.disclosure_url == PARSED.disclosure_url
    assert answer.vendor_stack
    assert balance.credit_balance == answer.credit_balance


def test_the_blocking_client_raises_the_api_errors(server: Server) -> None:
    key = spent_key(server, PARSED.domain)

    with Client(server.url, key) as api, pytest.raises(PaymentRequired) as refused:
        api.check(PARSED.domain)
    with Client(server.url, "vs_live_" + "E" * 49) as stranger, pytest.raises(Unauthorized):
        stranger.balance()

    assert refused.value.topup_url.startswith(f"{server.url}/topup?account=acct_")
