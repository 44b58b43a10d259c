"""When the client retries: 429 and passing 5xx, honouring Retry-After, with backoff; never
402, another 4xx, a 502 scan_failed or a request that may have reached the service. The
waits are recorded by an injected sleep, so nothing here sleeps."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from vendorstack.client import (
    AsyncClient,
    PaymentRequired,
    RateLimited,
    RetryPolicy,
    ScanFailed,
    ServerError,
    ServiceUnreachable,
    operations,
)

pytestmark = pytest.mark.anyio

Reply = httpx.Response | Exception
BALANCE = {
    "credit_balance": 3,
    "free_tier": True,
    "lifetime_credits_used": 22,
    "topup_url": "https://api.test/topup?account=acct_1",
}


class Script:
    """Answers requests with the given replies in turn and records every wait."""

    def __init__(self, *replies: Reply) -> None:
        self._replies: Iterator[Reply] = iter(replies)
        self.requests: list[httpx.Request] = []
        self.waits: list[float] = []

    def handle(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        reply = next(self._replies)
        if isinstance(reply, Exception):
            raise reply
        return reply

    async def sleep(self, seconds: float) -> None:
        self.waits.append(seconds)

    def client(self, retry: RetryPolicy | None = None) -> AsyncClient:
        transport = httpx.MockTransport(self.handle)
        return AsyncClient(
            "https://api.test", "vs_live_key", retry=retry, transport=transport, sleep=self.sleep
        )


def error(
    status: int, code: str, headers: dict[str, str] | None = None, **extra: object
) -> httpx.Response:
    body = {"error": code, "message": code, "request_id": "req_1", **extra}
    return httpx.Response(status, json=body, headers=headers)


OK = httpx.Response(200, json=BALANCE)


async def test_a_429_waits_retry_after_then_succeeds() -> None:
    script = Script(error(429, "rate_limited", {"Retry-After": "3"}, retry_after=3), OK)

    balance = await script.client().balance()

    assert balance.credit_balance == 3
    assert script.waits == [3.0]
    assert len(script.requests) == 2


async def test_passing_server_failures_back_off_then_raise() -> None:
    script = Script(*(error(503, "service_unavailable") for _ in range(4)))

    with pytest.raises(ServerError) as failed:
        await script.client(RetryPolicy(retries=3, backoff=0.5)).balance()

    assert script.waits == [0.5, 1.0, 2.0]
    assert failed.value.status == 503


async def test_a_proxy_502_is_retried_but_a_scan_failure_is_not() -> None:
    proxy = Script(httpx.Response(502, text="<html>Bad Gateway</html>"), OK)
    scan = Script(error(502, "scan_failed", domain="acme.com", reason="connect_failed"))

    assert (await proxy.client().balance()).credit_balance == 3
    with pytest.raises(ScanFailed) as failed:
        await scan.client().check("acme.com")

    assert proxy.waits == [0.5]
    assert scan.waits == []
    assert len(scan.requests) == 1
    assert failed.value.body["reason"] == "connect_failed"


async def test_a_402_is_never_retried_and_carries_topup_url() -> None:
    script = Script(
        error(402, "payment_required", topup_url="https://api.test/topup?account=acct_1")
    )

    with pytest.raises(PaymentRequired) as refused:
        await script.client().check("acme.com")

    assert refused.value.topup_url == "https://api.test/topup?account=acct_1"
    assert script.waits == []
    assert len(script.requests) == 1


async def test_a_wait_longer_than_max_wait_is_raised_with_retry_after() -> None:
    script = Script(error(429, "daily_scan_limit", {"Retry-After": "7200"}, retry_after=7200))

    with pytest.raises(RateLimited) as limited:
        await script.client(RetryPolicy(max_wait=60)).check("acme.com")

    assert limited.value.retry_after == 7200
    assert limited.value.code == "daily_scan_limit"
    assert script.waits == []


async def test_a_refused_connection_is_retried_a_read_timeout_is_not() -> None:
    refused = Script(httpx.ConnectError("refused"), OK)
    timed_out = Script(httpx.ReadTimeout("slow"))

    assert (await refused.client().balance()).credit_balance == 3
    with pytest.raises(ServiceUnreachable):
        await timed_out.client().check("acme.com")

    assert refused.waits == [0.5]
    assert len(timed_out.requests) == 1  # it may have reached the service: never charge twice


@pytest.mark.parametrize(
    ("operation", "seconds"),
    [(operations.check("acme.com"), 120.0), (operations.balance(), 30.0)],
)
async def test_check_waits_120_seconds_and_other_calls_30(
    operation: operations.Operation[Any], seconds: float
) -> None:
    script = Script(httpx.Response(200, json={}))

    await script.client().send_json(operation)

    assert script.requests[0].extensions["timeout"]["read"] == seconds


async def test_the_key_and_address_come_from_the_environment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("VENDORSTACK_API_URL", "https://env.test/")
    monkeypatch.setenv("VENDORSTACK_API_KEY", "vs_live_from_env")
    seen: list[httpx.Request] = []

    def handle(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return OK

    async with AsyncClient(transport=httpx.MockTransport(handle)) as api:
        await api.balance()

    assert str(seen[0].url) == "https://env.test/v1/balance"
    assert seen[0].headers["authorization"] == "Bearer vs_live_from_env"
