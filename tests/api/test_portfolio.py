"""POST /v1/portfolio: the fourth parties a set of vendors share, charged per vendor whose
list names vendors, with the never-scanned vendors queued and listed as pending."""

from __future__ import annotations

import asyncio
import json
from dataclasses import replace
from datetime import UTC, datetime

import httpx
import pytest
from sqlalchemy import select

from tests.api.conftest import ON_BOTH_DATABASES, bearer, create_key
from tests.twins import TwinReport, TwinRunner, parsed
from vendorstack.accounts.pricing import PRICES
from vendorstack.accounts.service import grant_topup
from vendorstack.index.models import Entity
from vendorstack.services import Services

pytestmark = pytest.mark.anyio
AWS = ("aws", "cloud_infra", "Amazon Web Services | Hosting | United States, Ireland")
STRIPE = ("stripe", "payments", "Stripe | Payments")


def located(report: TwinReport, **places: tuple[str, ...]) -> TwinReport:
    """The report with the places its rows name, by vendor (as the extractor reads them)."""
    claims = tuple(replace(c, locations=places.get(c.vendor, ())) for c in report.claims)
    return replace(report, claims=claims)


async def balance(api: httpx.AsyncClient, key: str) -> int:
    value: int = (await api.get("/v1/balance", headers=bearer(key))).json()["credit_balance"]
    return value


async def index(api: httpx.AsyncClient, runner: TwinRunner, key: str, domain: str) -> None:
    response = await api.get(f"/v1/check?url={domain}", headers=bearer(key))
    assert response.status_code == 200, response.text


@pytest.fixture
async def key(api: httpx.AsyncClient, runner: TwinRunner, services: Services) -> str:
    """Three vendors with lists (two name AWS, one Stripe too) and one without."""
    key = await create_key(api)
    with services.engine.begin() as connection:
        grant_topup(connection, key, credits=100, reference="seed", now=datetime.now(UTC))
    runner.reports["alpha.com"] = located(parsed("alpha.com", AWS, STRIPE), aws=("US", "IE"))
    runner.reports["beta.com"] = located(parsed("beta.com", AWS), aws=("US",))
    runner.reports["gamma.com"] = parsed("gamma.com", STRIPE)
    for domain in ("alpha.com", "beta.com", "gamma.com", "nolist.com"):
        await index(api, runner, key, domain)
    return key


async def ask(api: httpx.AsyncClient, key: str, domains: list[str]) -> httpx.Response:
    return await api.post("/v1/portfolio", json={"domains": domains}, headers=bearer(key))


async def test_counts_quotes_and_totals(api: httpx.AsyncClient, key: str) -> None:
    before = await balance(api, key)

    response = await ask(
        api, key, ["https://www.alpha.com/legal", "beta.com", "gamma.com", "nolist.com"]
    )

    assert response.status_code == 200, response.text
    body = response.json()
    assert body["domains"] == 4
    assert body["indexed"] == ["alpha.com", "beta.com", "gamma.com"]
    assert body["pending"] == []
    assert body["disclosure_lost"] == []
    assert [miss["domain"] for miss in body["not_found"]] == ["nolist.com"]
    parties = {party["vendor"]: party for party in body["fourth_parties"]}
    assert [party["vendor"] for party in body["fourth_parties"]] == ["aws", "stripe"]
    assert parties["aws"]["count"] == 2
    assert [d["domain"] for d in parties["aws"]["disclosed_by"]] == ["alpha.com", "beta.com"]
    first = parties["aws"]["disclosed_by"][0]
    assert first["quote"] == AWS[2]
    assert first["source"] == "https://alpha.com/subprocessors"
    assert first["category"] == "cloud_infra"
    assert first["tier"] == "vendor"
    assert parties["stripe"]["count"] == 2
    categories = {total["category"]: total for total in body["by_category"]}
    assert categories["cloud_infra"] == {
        "category": "cloud_infra",
        "fourth_parties": 1,
        "domains": 2,
    }
    assert categories["payments"]["domains"] == 2
    assert first["locations"] == ["US", "IE"]
    assert body["by_country"] == [
        {"location": "US", "fourth_parties": 1, "domains": 2},
        {"location": "IE", "fourth_parties": 1, "domains": 1},
    ]
    price = 3 * PRICES["portfolio"].credits
    assert body["credits_used"] == price
    assert response.headers["X-Credits-Used"] == str(price)
    assert await balance(api, key) == before - price


def indexed(services: Services, domain: str) -> bool:
    with services.engine.connect() as connection:
        query = select(Entity.latest_scan_id).where(Entity.domain == domain)
        return connection.execute(query).scalar_one_or_none() is not None


async def test_unscanned_vendors_are_pending_and_queued(
    api: httpx.AsyncClient, runner: TwinRunner, services: Services, key: str
) -> None:
    runner.reports["delta.com"] = parsed("delta.com", AWS)
    before = await balance(api, key)

    body = (await ask(api, key, ["beta.com", "delta.com"])).json()

    assert body["pending"] == ["delta.com"]
    assert body["queued"] is True
    assert body["credits_used"] == PRICES["portfolio"].credits  # beta.com only
    deadline = asyncio.get_running_loop().time() + 10
    while not indexed(services, "delta.com"):  # the queued scan lands in the index
        assert asyncio.get_running_loop().time() < deadline, "the queued scan never landed"
        await asyncio.sleep(0.02)
    again = (await ask(api, key, ["beta.com", "delta.com"])).json()
    assert runner.calls["delta.com"] == 1
    assert again["indexed"] == ["beta.com", "delta.com"]
    assert again["fourth_parties"][0]["count"] == 2
    assert await balance(api, key) == before - 3 * PRICES["portfolio"].credits


@ON_BOTH_DATABASES
async def test_an_idempotency_key_charges_once_and_replays_the_same_answer(
    api: httpx.AsyncClient, key: str
) -> None:
    before = await balance(api, key)
    keyed = {**bearer(key), "Idempotency-Key": "portfolio-2026-11-27"}

    first = await api.post(
        "/v1/portfolio", json={"domains": ["alpha.com", "beta.com"]}, headers=keyed
    )
    again = await api.post(  # the same portfolio once normalised
        "/v1/portfolio",
        json={"domains": ["https://www.alpha.com/legal", "beta.com"]},
        headers=keyed,
    )
    other = await api.post("/v1/portfolio", json={"domains": ["gamma.com"]}, headers=keyed)

    assert first.status_code == again.status_code == 200, again.text
    assert again.content == first.content
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.headers["X-Credits-Used"] == first.headers["X-Credits-Used"] == "2"
    assert (other.status_code, other.json()["error"]) == (409, "idempotency_key_reused")
    assert await balance(api, key) == before - 2 * PRICES["portfolio"].credits


async def test_nothing_indexed_is_free(api: httpx.AsyncClient, key: str) -> None:
    before = await balance(api, key)

    body = (await ask(api, key, ["nolist.com"])).json()

    assert body["credits_used"] == 0
    assert body["fourth_parties"] == []
    assert await balance(api, key) == before


async def test_a_short_balance_is_402_and_queues_nothing(
    api: httpx.AsyncClient, runner: TwinRunner, key: str
) -> None:
    poor = await create_key(api, "poor@example.com")
    for _ in range(23):  # 25 free credits, 2 left: the three lists cost 3
        await index(api, runner, poor, "alpha.com")

    response = await ask(api, poor, ["alpha.com", "beta.com", "gamma.com", "never.com"])

    assert response.status_code == 402
    assert response.json()["error"] == "payment_required"
    assert await balance(api, poor) == 2
    assert runner.calls["never.com"] == 0


async def test_the_free_plan_lists_pending_vendors_without_queueing_them(
    api: httpx.AsyncClient, runner: TwinRunner, key: str
) -> None:
    free = await create_key(api, "free@example.com")

    body = (await ask(api, free, ["beta.com", "never.com"])).json()

    assert body["pending"] == ["never.com"]
    assert body["queued"] is False
    assert body["indexed"] == ["beta.com"]
    assert runner.calls["never.com"] == 0


@pytest.mark.parametrize(
    "body",
    [
        {"domains": []},
        {"domains": ["com"]},
        {"domains": ["a.com"] * 1001},
        {"domains": "a.com"},
        {"vendors": ["a.com"]},
    ],
)
async def test_bad_input_is_400(api: httpx.AsyncClient, key: str, body: object) -> None:
    response = await api.post("/v1/portfolio", json=body, headers=bearer(key))

    assert response.status_code == 400, response.text
    assert response.json()["error"] in {"validation_error", "invalid_input", "invalid_domain"}


async def test_a_thousand_long_domains_fit_the_routes_body_cap(
    api: httpx.AsyncClient, key: str
) -> None:
    domains = [f"https://vendor{n:04d}.com/legal/".ljust(253, "x") for n in range(1000)]
    assert len(json.dumps({"domains": domains})) > 250 * 1024

    response = await ask(api, key, domains)

    assert response.status_code == 200, response.text
    body = response.json()
    assert len(body["pending"]) == 1000
    assert body["credits_used"] == 0
