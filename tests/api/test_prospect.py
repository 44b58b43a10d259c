"""GET /v1/prospect: reverse lookup by vendor and/or category, 10 per page, exact totals."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime

import httpx
import pytest

from tests.api.conftest import bearer, create_key
from tests.twins import TwinRunner, parsed, unreachable
from vendorstack.accounts.service import grant_topup
from vendorstack.extraction import VendorClaim
from vendorstack.services import Services

pytestmark = pytest.mark.anyio


@pytest.fixture
def db_url(database_url: str) -> str:
    """Prospect reads its own tables: every test here runs on SQLite and PostgreSQL."""
    return database_url


async def index(
    api: httpx.AsyncClient, runner: TwinRunner, key: str, domain: str, *rows: tuple[str, str, str]
) -> None:
    runner.reports[domain] = parsed(domain, *rows)
    response = await api.get(f"/v1/check?url={domain}", headers=bearer(key))
    assert response.status_code == 200, response.text


@pytest.fixture
async def key(api: httpx.AsyncClient, runner: TwinRunner, services: Services) -> str:
    key = await create_key(api)
    with services.engine.begin() as connection:
        grant_topup(connection, key, credits=100, reference="seed", now=datetime.now(UTC))
    for n in range(23):
        rows = [("stripe", "payments", f"Stripe | payments for company {n}")]
        if n % 2 == 0:
            rows.append(("twilio", "sms_messaging", f"Twilio | SMS codes {n}"))
        await index(api, runner, key, f"company{n:02d}.com", *rows)
    await index(api, runner, key, "german-firma.de", ("twilio", "sms_messaging", "Twilio | SMS"))
    return key


async def test_pages_hold_ten_and_total_is_exact(api: httpx.AsyncClient, key: str) -> None:
    pages = [
        (await api.get(f"/v1/prospect?vendor=stripe&page={page}", headers=bearer(key))).json()
        for page in (1, 2, 3, 4)
    ]

    assert [len(page["companies"]) for page in pages] == [10, 10, 3, 0]
    assert {page["total"] for page in pages} == {23}
    assert {page["per_page"] for page in pages} == {10}
    domains = [company["domain"] for page in pages for company in page["companies"]]
    assert domains == sorted(domains)
    assert len(set(domains)) == 23
    assert [page["credits_used"] for page in pages] == [1, 1, 1, 0]


async def test_each_company_carries_its_evidence(api: httpx.AsyncClient, key: str) -> None:
    body = (await api.get("/v1/prospect?vendor=stripe", headers=bearer(key))).json()

    first = body["companies"][0]
    assert body["vendor"] == "stripe"
    assert body["category"] is None
    assert body["page"] == 1
    assert first["domain"] == "company00.com"
    assert first["vendor"] == "stripe"
    assert first["confidence"] == "vendor"
    assert first["evidence"] == {
        "source": "https://company00.com/subprocessors",
        "quote": "Stripe | payments for company 0",
    }
    assert first["scanned_at"].endswith("Z")


async def test_category_alone_and_combined_with_vendor(api: httpx.AsyncClient, key: str) -> None:
    by_category = (await api.get("/v1/prospect?category=sms_messaging", headers=bearer(key))).json()
    combined = (
        await api.get("/v1/prospect?vendor=stripe&category=sms_messaging", headers=bearer(key))
    ).json()

    assert by_category["total"] == 13
    assert combined["total"] == 0
    assert combined["credits_used"] == 0


async def test_segment_narrows_to_a_public_suffix(api: httpx.AsyncClient, key: str) -> None:
    body = (await api.get("/v1/prospect?vendor=twilio&segment=de", headers=bearer(key))).json()

    assert body["segment"] == "de"
    assert [company["domain"] for company in body["companies"]] == ["german-firma.de"]


async def test_each_company_shows_its_strongest_row_not_its_first(
    api: httpx.AsyncClient, runner: TwinRunner, key: str
) -> None:
    report = parsed(
        "b-two-rows.com",
        ("stripe", "payments", "Stripe | billing portal"),
        ("stripe", "payments", "Stripe | payment processing"),
    )
    weak, strong = report.claims
    keyword = replace(strong, confidence="vendor_keyword")
    runner.reports["b-two-rows.com"] = replace(report, claims=(weak, keyword))
    assert (await api.get("/v1/check?url=b-two-rows.com", headers=bearer(key))).status_code == 200

    body = (await api.get("/v1/prospect?vendor=stripe", headers=bearer(key))).json()

    first = body["companies"][0]
    assert first["domain"] == "b-two-rows.com"
    assert first["confidence"] == "vendor_keyword"
    assert first["evidence"]["quote"] == "Stripe | payment processing"
    assert body["companies"][1]["evidence"]["quote"] == "Stripe | payments for company 0"


async def test_a_vendor_named_in_two_categories_counts_once_and_narrows(
    api: httpx.AsyncClient, runner: TwinRunner, key: str
) -> None:
    await index(
        api,
        runner,
        key,
        "two-purposes.com",
        ("stripe", "payments", "Stripe | card payments"),
        ("stripe", "finance_accounting", "Stripe | invoicing"),
    )

    by_vendor = (await api.get("/v1/prospect?vendor=stripe&page=3", headers=bearer(key))).json()
    narrowed = (
        await api.get("/v1/prospect?vendor=stripe&category=finance_accounting", headers=bearer(key))
    ).json()

    assert by_vendor["total"] == 24
    assert [c["domain"] for c in by_vendor["companies"]][-1] == "two-purposes.com"
    assert narrowed["total"] == 1
    assert narrowed["companies"][0]["evidence"]["quote"] == "Stripe | invoicing"


async def test_a_rescan_updates_totals_and_pages(
    api: httpx.AsyncClient, runner: TwinRunner, key: str
) -> None:
    await index(api, runner, key, "company05.com", ("adyen", "payments", "Adyen | cards"))
    runner.reports["company05.com"] = parsed("company05.com", ("adyen", "payments", "Adyen"))
    response = await api.get("/v1/check?url=company05.com&refresh=1", headers=bearer(key))
    assert response.status_code == 200

    stripe = (await api.get("/v1/prospect?vendor=stripe&page=3", headers=bearer(key))).json()
    payments = (await api.get("/v1/prospect?category=payments", headers=bearer(key))).json()

    assert stripe["total"] == 22
    assert len(stripe["companies"]) == 2
    assert "company05.com" not in [c["domain"] for c in stripe["companies"]]
    assert payments["total"] == 23


async def test_a_discovered_vendor_is_prospected_and_listed(
    api: httpx.AsyncClient, runner: TwinRunner, key: str
) -> None:
    report = parsed("uses-norvale.de", ("stripe", "payments", "Stripe"))
    norvale = VendorClaim(
        "norvale", "hr_payroll", "vendor_keyword", "Norvale GmbH | payroll",
        "https://uses-norvale.de/subprocessors", reviewed=False, name="Norvale GmbH",
    )  # fmt: skip
    runner.reports["uses-norvale.de"] = replace(report, claims=(*report.claims, norvale))
    checked = await api.get("/v1/check?url=uses-norvale.de", headers=bearer(key))

    page = (await api.get("/v1/prospect?vendor=norvale", headers=bearer(key))).json()
    listed = (await api.get("/v1/vendors/discovered?q=nor")).json()
    catalog = (await api.get("/v1/vendors")).json()

    assert checked.json()["vendor_stack"]["hr_payroll"][0]["name"] == "Norvale GmbH"
    assert checked.json()["vendor_stack"]["hr_payroll"][0]["reviewed"] is False
    assert checked.json()["vendor_stack"]["payments"][0]["reviewed"] is True
    assert page["total"] == 1
    assert page["credits_used"] == 1
    assert page["companies"][0]["name"] == "Norvale GmbH"
    assert page["companies"][0]["reviewed"] is False
    assert listed == {
        "vendors": [{"vendor": "norvale", "name": "Norvale GmbH", "companies": 1}],
        "next_after": None,
    }
    assert "norvale" not in {slug for slugs in catalog["categories"].values() for slug in slugs}


async def test_a_dictionary_vendor_no_company_names_is_an_empty_free_page(
    api: httpx.AsyncClient, key: str
) -> None:
    response = await api.get("/v1/prospect?vendor=adyen", headers=bearer(key))

    assert response.status_code == 200
    assert (response.json()["total"], response.json()["credits_used"]) == (0, 0)


async def test_a_slug_neither_the_dictionary_nor_the_index_holds_is_a_free_404(
    api: httpx.AsyncClient, key: str
) -> None:
    before = (await api.get("/v1/balance", headers=bearer(key))).json()["credit_balance"]

    response = await api.get("/v1/prospect?vendor=norvale_nowhere", headers=bearer(key))
    after = (await api.get("/v1/balance", headers=bearer(key))).json()["credit_balance"]

    assert response.status_code == 404
    assert response.json()["error"] == "not_found"
    assert after == before


async def test_discovered_listing_pages_with_after(api: httpx.AsyncClient) -> None:
    body = (await api.get("/v1/vendors/discovered")).json()
    bad = await api.get("/v1/vendors/discovered?q=Not%20A%20Slug")

    assert body == {"vendors": [], "next_after": None}
    assert bad.status_code == 400


async def test_pages_and_histories_read_just_before_a_scan_show_what_it_recorded(
    api: httpx.AsyncClient, runner: TwinRunner, key: str
) -> None:
    before = (await api.get("/v1/prospect?vendor=adyen", headers=bearer(key))).json()
    history = (await api.get("/v1/company/company04.com", headers=bearer(key))).json()["scans"]
    runner.reports["company03.com"] = parsed("company03.com", ("adyen", "payments", "Adyen"))
    await api.get("/v1/check?url=company03.com&refresh=1", headers=bearer(key))
    runner.reports["company04.com"] = unreachable("company04.com")
    await api.get("/v1/check?url=company04.com&refresh=1", headers=bearer(key))

    after = (await api.get("/v1/prospect?vendor=adyen", headers=bearer(key))).json()
    scans = (await api.get("/v1/company/company04.com", headers=bearer(key))).json()["scans"]

    assert (before["total"], after["total"]) == (0, 1)
    assert len(history) == 1
    assert [scan["outcome"] for scan in scans] == ["unreachable", "parsed"]


async def test_purpose_and_locations_are_served_by_check_company_and_prospect(
    api: httpx.AsyncClient, runner: TwinRunner, key: str
) -> None:
    """What the row says the vendor does and where, stored with the claim (prospect reads it
    back from the database) and served alike by every answer that shows a vendor match."""
    report = parsed("uses-kelvar.de")
    kelvar = VendorClaim(
        "kelvar", "hr_payroll", "vendor_keyword", "Kelvar GmbH | Lohnabrechnung | Deutschland, EU",
        "https://uses-kelvar.de/subprocessors", reviewed=False, name="Kelvar GmbH",
        purpose="Lohnabrechnung", locations=("DE", "EU"),
    )  # fmt: skip
    runner.reports["uses-kelvar.de"] = replace(report, claims=(kelvar,))
    checked = (await api.get("/v1/check?url=uses-kelvar.de", headers=bearer(key))).json()
    company = (await api.get("/v1/company/uses-kelvar.de", headers=bearer(key))).json()
    page = (await api.get("/v1/prospect?vendor=kelvar", headers=bearer(key))).json()

    for match in (
        checked["vendor_stack"]["hr_payroll"][0],
        company["vendor_stack"]["hr_payroll"][0],
        page["companies"][0],
    ):
        assert (match["purpose"], match["locations"]) == ("Lohnabrechnung", ["DE", "EU"])
