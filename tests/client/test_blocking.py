"""`Client`, the blocking twin, against a real served app."""

from __future__ import annotations

import socket
from collections.abc import Iterator

import pytest

from tests.scanning.sites.layouts import site
from tests.served import Server, new_key, served_sites, spent_key
from vendorstack.client import Client, PaymentRequired, ServiceUnreachable, Unauthorized
from vendorstack.client.retry import RetryPolicy

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


def test_base_url_is_honoured_as_the_address_to_call(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("VENDORSTACK_API_URL", "http://127.0.0.1:9")  # nothing listens there
    with Client(base_url=server.url) as api:
        pricing = api.pricing()

    assert api.api_url == server.url
    assert pricing.free_tier.credits == 25


def test_an_unknown_or_contradictory_option_is_refused_loudly() -> None:
    with pytest.raises(TypeError, match="unknown client option base_uri"):
        Client(base_uri="http://127.0.0.1:8080")  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="disagree"):
        Client("http://127.0.0.1:8080", base_url="http://127.0.0.1:8081")


def test_an_unreachable_api_is_named_by_its_address() -> None:
    with socket.socket() as probe:  # a port nothing listens on once it is closed
        probe.bind(("127.0.0.1", 0))
        address = f"http://127.0.0.1:{probe.getsockname()[1]}"
    no_retries = RetryPolicy(retries=0)
    with (
        Client(address, "vs_live_x", retry=no_retries) as api,
        pytest.raises(ServiceUnreachable) as failed,
    ):
        api.pricing()

    assert f"Could not reach the VendorStack API at {address}" in str(failed.value)
    assert "ConnectError" not in str(failed.value)
