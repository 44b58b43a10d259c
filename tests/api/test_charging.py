"""Every charging rule of the spec, each checked against the balance and the ledger."""

from __future__ import annotations

from datetime import UTC, datetime

import httpx
import pytest
from sqlalchemy import insert, select, update

from tests.api.conftest import bearer, create_key
from tests.twins import TwinRunner, not_found, parsed, unreachable
from vendorstack.accounts.models import Account, LedgerEntry
from vendorstack.accounts.service import grant_topup, ledger_sum
from vendorstack.services import Services

NO_READING = {"platform": None, "read_via": None, "access_url": None}

pytestmark = pytest.mark.anyio

STRIPE_ROW = ("stripe", "payments", "Stripe, Inc. | Payment processing | United States")
TWILIO_ROW = ("twilio", "sms_messaging", "Twilio Inc. | SMS notifications | United States")


async def balance(api: httpx.AsyncClient, key: str) -> int:
    response = await api.get("/v1/balance", headers=bearer(key))
    value: int = response.json()["credit_balance"]
    return value


def assert_ledger_matches(services: Services) -> None:
    with services.engine.connect() as connection:
        accounts = connection.execute(select(Account.id, Account.credit_balance)).all()
        for account_id, credit_balance in accounts:
            assert credit_balance == ledger_sum(connection, account_id)


async def test_a_live_scan_that_finds_vendors_costs_one_credit(
    api: httpx.AsyncClient, runner: TwinRunner, services: Services
) -> None:
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", STRIPE_ROW, TWILIO_ROW)
    key = await create_key(api)

    response = await api.get("/v1/check?url=https://www.acme-pay.com/about", headers=bearer(key))

    assert response.status_code == 200
    body = response.json()
    assert body["domain"] == "acme-pay.com"
    assert body["found"] is True
    assert body["cache"] == "miss"
    assert body["credits_used"] == 1
    assert body["credit_balance"] == 24
    assert body["sends_sms"] is True
    assert body["disclosure_url"] == "https://acme-pay.com/subprocessors"
    assert body["vendor_stack"]["payments"][0] == {
        "vendor": "stripe",
        "name": "stripe",  # the twin's claim carries no name: its slug stands in
        "reviewed": True,
        "confidence": "vendor",
        "purpose": None,  # the twin's claim states none
        "locations": [],
        "evidence": {"source": "https://acme-pay.com/subprocessors", "quote": STRIPE_ROW[2]},
    }
    assert list(body["vendor_stack"]) == ["sms_messaging", "payments"]
    assert response.headers["x-credits-used"] == "1"
    assert response.headers["x-credits-remaining"] == "24"
    assert await balance(api, key) == 24
    assert_ledger_matches(services)


async def test_an_indexed_lookup_costs_one_credit_and_does_not_rescan(
    api: httpx.AsyncClient, runner: TwinRunner
) -> None:
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", STRIPE_ROW)
    key = await create_key(api)
    await api.get("/v1/check?url=acme-pay.com", headers=bearer(key))

    response = await api.get("/v1/check?url=acme-pay.com", headers=bearer(key))

    assert response.json()["cache"] == "hit"
    assert response.json()["credits_used"] == 1
    assert await balance(api, key) == 23
    assert runner.calls["acme-pay.com"] == 1


async def test_found_false_costs_nothing(
    api: httpx.AsyncClient, runner: TwinRunner, services: Services
) -> None:
    runner.reports["no-list.com"] = not_found("no-list.com")
    key = await create_key(api)

    first = await api.get("/v1/check?url=no-list.com", headers=bearer(key))
    again = await api.get("/v1/check?url=no-list.com", headers=bearer(key))

    for response in (first, again):
        assert response.status_code == 200
        assert response.json()["found"] is False
        assert response.json()["credits_used"] == 0
        assert response.json()["status"] == {
            "outcome": "not_found",
            "reason": "no_disclosure",
            **NO_READING,
        }
        assert response.json()["probed_urls"]
    assert await balance(api, key) == 25
    assert runner.calls["no-list.com"] == 1
    assert_ledger_matches(services)


async def test_a_failed_scan_is_a_502_and_costs_nothing(
    api: httpx.AsyncClient, runner: TwinRunner, services: Services
) -> None:
    runner.reports["down.com"] = unreachable("down.com")
    key = await create_key(api)

    response = await api.get("/v1/check?url=down.com", headers=bearer(key))

    assert response.status_code == 502
    assert response.json()["error"] == "scan_failed"
    assert response.json()["credits_used"] == 0
    assert response.json()["reason"] == "connect_failed"
    assert await balance(api, key) == 25
    assert_ledger_matches(services)


async def test_a_failed_forced_rescan_of_an_indexed_domain_is_a_free_502(
    api: httpx.AsyncClient, runner: TwinRunner
) -> None:
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", STRIPE_ROW)
    key = await create_key(api)
    await api.get("/v1/check?url=acme-pay.com", headers=bearer(key))
    runner.reports["acme-pay.com"] = unreachable("acme-pay.com")

    for flag in ("refresh=1", "fresh=true"):
        response = await api.get(f"/v1/check?url=acme-pay.com&{flag}", headers=bearer(key))
        assert response.status_code == 502
    assert await balance(api, key) == 24
    assert runner.calls["acme-pay.com"] == 3


@pytest.mark.parametrize("flag", ["refresh=1", "fresh=true", "refresh=true"])
async def test_refresh_and_fresh_force_a_rescan(
    api: httpx.AsyncClient, runner: TwinRunner, flag: str
) -> None:
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", STRIPE_ROW)
    key = await create_key(api)
    await api.get("/v1/check?url=acme-pay.com", headers=bearer(key))

    response = await api.get(f"/v1/check?url=acme-pay.com&{flag}", headers=bearer(key))

    assert response.json()["cache"] == "miss"
    assert response.json()["credits_used"] == 1
    assert runner.calls["acme-pay.com"] == 2


@pytest.mark.parametrize(
    "path",
    [
        "/v1/check?url=127.0.0.1",
        "/v1/check?url=localhost",
        "/v1/check?url=intranet",
        "/v1/check",
        "/v1/check?url=example.com&category=nope",
        "/v1/check?url=example.com&refresh=maybe",
        "/v1/prospect",
        "/v1/prospect?vendor=Not-A-Slug",
        "/v1/prospect?category=payments&page=0",
        "/v1/prospect?category=payments&page=x",
        "/v1/prospect?category=payments&segment=zzzz",
        "/v1/company/not..valid",
    ],
)
async def test_errors_cost_nothing(
    api: httpx.AsyncClient, runner: TwinRunner, services: Services, path: str
) -> None:
    key = await create_key(api)

    response = await api.get(path, headers=bearer(key))

    assert response.status_code == 400
    assert response.json()["error"] == "validation_error"
    assert await balance(api, key) == 25
    assert not runner.calls
    with services.engine.connect() as connection:
        assert connection.execute(select(LedgerEntry.kind)).scalars().all() == ["grant"]


async def test_an_unknown_vendor_slug_is_a_free_404(
    api: httpx.AsyncClient, services: Services
) -> None:
    """A well-formed slug is valid input: no company names a vendor nobody knows (404)."""
    key = await create_key(api)

    response = await api.get("/v1/prospect?vendor=not_a_vendor_at_all", headers=bearer(key))

    assert response.status_code == 404
    assert response.json()["error"] == "not_found"
    assert "not_a_vendor_at_all" in response.json()["message"]
    assert await balance(api, key) == 25
    with services.engine.connect() as connection:
        assert connection.execute(select(LedgerEntry.kind)).scalars().all() == ["grant"]


async def test_free_routes_cost_nothing(api: httpx.AsyncClient) -> None:
    key = await create_key(api)
    for path in ("/v1/balance", "/v1/pricing", "/v1/vendors", "/healthz"):
        response = await api.get(path, headers=bearer(key))
        assert response.status_code == 200, path
    assert await balance(api, key) == 25


async def test_an_unknown_company_is_a_free_404(api: httpx.AsyncClient) -> None:
    key = await create_key(api)

    response = await api.get("/v1/company/never-seen.com", headers=bearer(key))

    assert response.status_code == 404
    assert response.json()["error"] == "not_found"
    assert response.json()["found"] is False
    assert response.json()["credits_used"] == 0
    assert await balance(api, key) == 25


async def test_a_company_profile_costs_one_credit_and_never_scans(
    api: httpx.AsyncClient, runner: TwinRunner
) -> None:
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", STRIPE_ROW)
    key = await create_key(api)
    await api.get("/v1/check?url=acme-pay.com", headers=bearer(key))

    response = await api.get("/v1/company/ACME-PAY.com", headers=bearer(key))

    body = response.json()
    assert response.status_code == 200
    assert body["credits_used"] == 1
    assert body["credit_balance"] == 23
    assert body["disclosure_sources"] == ["https://acme-pay.com/subprocessors"]
    assert body["first_seen"] <= body["scanned_at"]
    assert [scan["outcome"] for scan in body["scans"]] == ["parsed"]
    assert body["scans"][0]["pages"][0]["sha256"]
    assert runner.calls["acme-pay.com"] == 1


async def test_a_company_without_a_disclosure_is_free(
    api: httpx.AsyncClient, runner: TwinRunner
) -> None:
    key = await create_key(api)
    await api.get("/v1/check?url=no-list.com", headers=bearer(key))

    response = await api.get("/v1/company/no-list.com", headers=bearer(key))

    assert response.status_code == 200
    assert response.json()["found"] is False
    assert response.json()["credits_used"] == 0


async def spent_key(api: httpx.AsyncClient, runner: TwinRunner) -> str:
    """A new free key whose 25 credits went on indexed lookups of acme-pay.com."""
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", STRIPE_ROW)
    key = await create_key(api)
    for _ in range(25):
        assert (await api.get("/v1/check?url=acme-pay.com", headers=bearer(key))).status_code == 200
    return key


async def test_an_empty_balance_gets_402_with_a_topup_url_without_the_key(
    api: httpx.AsyncClient, runner: TwinRunner, services: Services
) -> None:
    key = await spent_key(api, runner)

    response = await api.get("/v1/check?url=acme-pay.com", headers=bearer(key))

    assert response.status_code == 402
    body = response.json()
    assert body["error"] == "payment_required"
    assert body["topup_url"].startswith("https://api.vendorstack.test/topup?account=acct_")
    assert key not in body["topup_url"]
    balance_body = (await api.get("/v1/balance", headers=bearer(key))).json()
    assert balance_body == {
        "credit_balance": 0,
        "free_tier": True,
        "lifetime_credits_used": 25,
        "topup_url": body["topup_url"],
    }
    assert_ledger_matches(services)


async def test_a_live_scan_on_an_empty_balance_gets_402_and_never_starts(
    api: httpx.AsyncClient, runner: TwinRunner, services: Services
) -> None:
    key = await spent_key(api, runner)

    response = await api.get("/v1/check?url=never-scanned.com", headers=bearer(key))

    assert response.status_code == 402
    body = response.json()
    assert body["error"] == "payment_required"
    assert body["topup_url"].startswith("https://api.vendorstack.test/topup?account=acct_")
    assert "public_id" not in body
    assert runner.calls["never-scanned.com"] == 0
    assert_ledger_matches(services)


async def test_after_a_topup_the_same_key_works_and_the_plan_is_lifted(
    api: httpx.AsyncClient, runner: TwinRunner, services: Services
) -> None:
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", STRIPE_ROW)
    key = await create_key(api)
    with services.engine.begin() as connection:
        connection.execute(update(Account).values(credit_balance=0))
        connection.execute(
            insert(LedgerEntry).values(
                account_id=1, delta=-25, kind="charge", reason="test", created_at=datetime.now(UTC)
            )
        )
    assert (await api.get("/v1/check?url=acme-pay.com", headers=bearer(key))).status_code == 402

    with services.engine.begin() as connection:
        applied, new_balance = grant_topup(
            connection, key, credits=1100, reference="pi_123", now=datetime.now(UTC)
        )
        again, same_balance = grant_topup(
            connection, key, credits=1100, reference="pi_123", now=datetime.now(UTC)
        )

    assert (applied, new_balance) == (True, 1100)
    assert (again, same_balance) == (False, 1100)
    response = await api.get("/v1/check?url=acme-pay.com", headers=bearer(key))
    assert response.status_code == 200
    assert response.json()["credit_balance"] == 1099
    assert (await api.get("/v1/balance", headers=bearer(key))).json()["free_tier"] is False
    assert_ledger_matches(services)


async def test_the_free_plan_allows_five_live_scans_a_day(
    api: httpx.AsyncClient, runner: TwinRunner, services: Services
) -> None:
    key = await create_key(api)
    runner.reports["indexed-co.com"] = parsed("indexed-co.com", STRIPE_ROW)
    await api.get("/v1/check?url=indexed-co.com", headers=bearer(key))
    for n in range(4):
        assert (await api.get(f"/v1/check?url=co{n}.com", headers=bearer(key))).status_code == 200

    sixth = await api.get("/v1/check?url=co-six.com", headers=bearer(key))

    assert sixth.status_code == 429
    assert sixth.json()["error"] == "daily_scan_limit"
    assert int(sixth.headers["retry-after"]) > 0
    assert "co-six.com" not in runner.calls
    indexed = await api.get("/v1/check?url=indexed-co.com", headers=bearer(key))
    assert indexed.status_code == 200
    with services.engine.begin() as connection:
        grant_topup(connection, key, credits=10, reference="ref-1", now=datetime.now(UTC))
    assert (await api.get("/v1/check?url=co-six.com", headers=bearer(key))).status_code == 200
    assert_ledger_matches(services)


async def test_live_scans_that_could_not_reach_the_site_do_not_use_up_the_daily_scans(
    api: httpx.AsyncClient, runner: TwinRunner, services: Services
) -> None:
    """A DNS failure or refused connection is charged 0 and is not one of the day's five;
    a scan that reached the site and found no disclosure is (the test above)."""
    key = await create_key(api)
    allowed = services.settings.free_scans_per_day
    for n in range(allowed + 2):
        runner.reports[f"down{n}.com"] = unreachable(f"down{n}.com")
        failed = await api.get(f"/v1/check?url=down{n}.com", headers=bearer(key))
        assert failed.json()["error"] == "scan_failed"

    answered = [
        (await api.get(f"/v1/check?url=up{n}.com", headers=bearer(key))).status_code
        for n in range(allowed + 1)
    ]

    assert answered == [200] * allowed + [429]
    assert_ledger_matches(services)


async def test_the_history_keeps_each_scan_with_its_own_pages(
    api: httpx.AsyncClient, runner: TwinRunner
) -> None:
    key = await create_key(api)
    runner.reports["acme-pay.com"] = not_found("acme-pay.com")
    await api.get("/v1/check?url=acme-pay.com", headers=bearer(key))
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", STRIPE_ROW)
    await api.get("/v1/check?url=acme-pay.com&refresh=1", headers=bearer(key))

    body = (await api.get("/v1/company/acme-pay.com", headers=bearer(key))).json()

    assert [scan["outcome"] for scan in body["scans"]] == ["parsed", "not_found"]
    assert [len(scan["pages"]) for scan in body["scans"]] == [1, 0]
    assert body["scans"][0]["pages"][0]["url"] == "https://acme-pay.com/subprocessors"


async def test_a_url_in_capitals_is_the_same_domain(
    api: httpx.AsyncClient, runner: TwinRunner
) -> None:
    """DNS names are case-insensitive: `HTTPS://WWW.ACME-PAY.COM/` is acme-pay.com, not a 400."""
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", STRIPE_ROW)
    key = await create_key(api)

    first = await api.get("/v1/check?url=HTTPS://WWW.ACME-PAY.COM/LEGAL", headers=bearer(key))
    again = await api.get("/v1/check?url=acme-pay.com", headers=bearer(key))

    assert first.status_code == 200
    assert first.json()["domain"] == "acme-pay.com"
    assert (first.json()["cache"], again.json()["cache"]) == ("miss", "hit")
