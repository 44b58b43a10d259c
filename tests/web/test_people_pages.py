"""The people's pages: the company page, listings, sign-in, CSRF and key rotation, through
the app with a real SQLite database; the answers come from the same lookups as the API."""

from __future__ import annotations

import re

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from tests.apps import bearer, create_key
from tests.twins import TwinRunner, parsed
from vendorstack.accounts.models import Account
from vendorstack.accounts.service import ledger_sum
from vendorstack.config import Settings
from vendorstack.services import Services

pytestmark = pytest.mark.anyio

ROWS = (
    ("stripe", "payments", "Stripe, Inc. - payment processing - United States"),
    ("twilio", "sms_messaging", "Twilio Inc. - SMS delivery - United States"),
)


@pytest.fixture
def settings(settings: Settings) -> Settings:
    return settings.model_copy(update={"secure_cookies": False, "free_scans_per_day": 100})


@pytest.fixture
def indexed(runner: TwinRunner) -> TwinRunner:
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", *ROWS)
    for number in range(12):
        domain = f"shop{number:02d}.com"
        runner.reports[domain] = parsed(domain, ROWS[0])
    return runner


async def index(api: httpx.AsyncClient, key: str, *domains: str) -> None:
    for domain in domains:
        response = await api.get("/v1/check", params={"url": domain}, headers=bearer(key))
        assert response.status_code == 200, response.text


async def sign_in(api: httpx.AsyncClient, key: str) -> None:
    form = await api.get("/signin")
    csrf = re.search(r'name="csrf" value="([^"]+)"', form.text)
    assert csrf is not None
    response = await api.post("/signin", data={"api_key": key, "csrf": csrf.group(1)})
    assert response.status_code == 303, response.text
    assert response.headers["location"] == "/account"


def csrf_of(html: str) -> str:
    found = re.search(r'name="csrf" value="([^"]+)"', html)
    assert found is not None
    return found.group(1)


def balance(services: Services, key_hash: str | None = None) -> list[tuple[int, int]]:
    with services.engine.connect() as connection:
        rows = connection.execute(select(Account.id, Account.credit_balance).order_by(Account.id))
        return [(credits, ledger_sum(connection, account_id)) for account_id, credits in rows]


async def test_anyone_reads_vendor_names_for_free_but_no_quotes(
    api: httpx.AsyncClient, services: Services, indexed: TwinRunner
) -> None:
    key = await create_key(api)
    await index(api, key, "acme-pay.com")
    before = balance(services)
    page = await api.get("/company/acme-pay.com")
    assert page.status_code == 200
    assert "text/html" in page.headers["content-type"]
    assert page.headers["x-request-id"]
    assert "<strong>stripe</strong>" in page.text
    assert "payments" in page.text
    assert "payment processing" not in page.text  # the quote is for signed-in keys
    assert "Found: acme-pay.com publishes a list" in page.text
    assert balance(services) == before


async def test_a_signed_in_page_shows_the_api_answer_and_costs_what_the_api_costs(
    api: httpx.AsyncClient, services: Services, indexed: TwinRunner
) -> None:
    key = await create_key(api)
    await index(api, key, "acme-pay.com")
    profile = (await api.get("/v1/company/acme-pay.com", headers=bearer(key))).json()
    await sign_in(api, key)
    page = await api.get("/company/acme-pay.com")
    assert page.status_code == 200
    for matches in profile["vendor_stack"].values():
        for match in matches:
            assert match["evidence"]["quote"] in page.text
            assert match["evidence"]["source"] in page.text
    assert profile["scans"][0]["pages"][0]["sha256"][:16] in page.text
    assert "Scan history" in page.text
    after_page = (await api.get("/v1/balance", headers=bearer(key))).json()["credit_balance"]
    assert after_page == profile["credit_balance"] - 1
    markdown = await api.get("/company/acme-pay.com.md")
    assert markdown.headers["content-type"].startswith("text/markdown")
    assert ROWS[0][2] in markdown.text
    assert all(credits == ledger for credits, ledger in balance(services))
    history = (await api.get("/account")).text
    assert 'Company page</td><td><a href="/company/acme-pay.com">acme-pay.com</a>' in history


async def test_an_unknown_company_is_a_free_404_page(api: httpx.AsyncClient) -> None:
    page = await api.get("/company/never-scanned.com")
    assert page.status_code == 404
    assert "has never been scanned" in page.text


async def test_the_lookup_box_leads_to_the_company_page(api: httpx.AsyncClient) -> None:
    home = await api.get("/")
    assert 'action="/lookup"' in home.text
    response = await api.get("/lookup", params={"domain": "https://www.Acme-Pay.com/legal"})
    assert response.status_code == 303
    assert response.headers["location"] == "/company/acme-pay.com"


async def test_a_vendor_page_counts_for_free_and_pages_for_a_key(
    api: httpx.AsyncClient, indexed: TwinRunner
) -> None:
    key = await create_key(api)
    await index(api, key, *(f"shop{n:02d}.com" for n in range(12)))
    anonymous = await api.get("/vendors/stripe")
    assert "12 indexed companies name this vendor" in anonymous.text
    assert "shop00.com" not in anonymous.text
    await sign_in(api, key)
    first = await api.get("/vendors/stripe")
    assert first.text.count('href="/company/shop') == 10
    assert 'rel="next" href="/vendors/stripe?page=2"' in first.text
    second = await api.get("/vendors/stripe", params={"page": 2})
    assert second.text.count('href="/company/shop') == 2
    history = (await api.get("/account")).text
    assert "stripe, page 2" in history
    assert '<a href="/company/shop11.com">shop11.com</a>' in history  # its live scan
    category = await api.get("/categories/payments.md")
    assert category.headers["content-type"].startswith("text/markdown")


async def test_discovered_vendors_are_searchable(api: httpx.AsyncClient) -> None:
    page = await api.get("/vendors", params={"q": "stri"})
    assert page.status_code == 200
    assert 'href="/vendors/stripe"' in page.text
    refused = await api.get("/vendors", params={"q": "Not A Slug!"})
    assert refused.status_code == 400


async def test_sign_in_sets_a_safe_cookie_and_a_wrong_key_is_refused(
    api: httpx.AsyncClient,
) -> None:
    key = await create_key(api)
    form = await api.get("/signin")
    wrong = await api.post("/signin", data={"api_key": "vs_live_nope", "csrf": csrf_of(form.text)})
    assert wrong.status_code == 401
    response = await api.post("/signin", data={"api_key": key, "csrf": csrf_of(form.text)})
    cookie = response.headers["set-cookie"].lower()
    assert "httponly" in cookie
    assert "samesite=lax" in cookie
    assert key not in response.headers["set-cookie"]


async def test_a_form_without_its_csrf_token_is_refused(api: httpx.AsyncClient) -> None:
    key = await create_key(api)
    no_token = await api.post("/signin", data={"api_key": key})
    assert no_token.status_code == 403
    assert no_token.json()["error"] == "form_refused"
    await sign_in(api, key)
    for path in ("/account/rotate", "/signout", "/topup"):
        refused = await api.post(path, data={"csrf": "forged"})
        assert refused.status_code == 403, path
    assert (await api.get("/v1/balance", headers=bearer(key))).status_code == 200


async def test_rotation_shows_the_new_key_once_and_revokes_the_old(
    api: httpx.AsyncClient, app: FastAPI
) -> None:
    key = await create_key(api)
    elsewhere = httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://x")
    await sign_in(elsewhere, key)  # someone else, signed in with the same key
    await sign_in(api, key)
    account = await api.get("/account")
    assert "Usage history" in account.text
    assert "Free credits for a new key" in account.text
    rotated = await api.post("/account/rotate", data={"csrf": csrf_of(account.text)})
    new_key = re.search(r'<code id="new-key">([^<]+)</code>', rotated.text)
    assert new_key is not None
    assert (await api.get("/v1/balance", headers=bearer(new_key.group(1)))).status_code == 200
    old = await api.get("/v1/balance", headers=bearer(key))
    assert old.status_code == 401
    again = await api.get("/account")
    assert new_key.group(1) not in again.text
    ended = await elsewhere.get("/account")  # the old key's other sessions ended with it
    await elsewhere.aclose()
    assert ended.headers["location"] == "/signin"
    signed_out = await api.post("/signout", data={"csrf": csrf_of(again.text)})
    assert signed_out.status_code == 303
    assert (await api.get("/account")).headers["location"] == "/signin"


async def test_the_cookie_is_secure_on_an_https_service(
    api: httpx.AsyncClient, services: Services
) -> None:
    key = await create_key(api)
    form = await api.get("/signin")
    services.settings = services.settings.model_copy(update={"secure_cookies": True})
    response = await api.post("/signin", data={"api_key": key, "csrf": csrf_of(form.text)})
    assert services.settings.base_url.startswith("https://")
    assert "secure" in response.headers["set-cookie"].lower()


async def test_a_key_out_of_credits_gets_a_402_page_with_its_topup_link(
    api: httpx.AsyncClient, indexed: TwinRunner
) -> None:
    key = await create_key(api)
    await index(api, key, "acme-pay.com")
    while (await api.get("/v1/company/acme-pay.com", headers=bearer(key))).status_code == 200:
        pass
    await sign_in(api, key)
    page = await api.get("/company/acme-pay.com")
    assert page.status_code == 402
    assert 'href="https://api.vendorstack.test/topup?account=acct_' in page.text
    assert "payment processing" not in page.text


async def test_the_account_pages_are_markdown_at_their_path_plus_md(
    api: httpx.AsyncClient,
) -> None:
    """Every page has its markdown twin: sign-in, account, top-up and its return page say
    the same facts as the HTML pages (the forms are named, not reproduced)."""
    key = await create_key(api)
    signin = await api.get("/signin.md")
    assert signin.status_code == 200
    assert signin.headers["content-type"].startswith("text/markdown")
    assert signin.text.startswith("# Sign in")
    assert 'href="/signin.md"' in (await api.get("/signin")).text
    await sign_in(api, key)
    credits = (await api.get("/v1/balance", headers=bearer(key))).json()["credit_balance"]
    for path, title in (
        ("/account.md", "# Your account"),
        ("/topup.md", "# Top up credits"),
        ("/topup/done.md?session_id=cs_unknown", "# Waiting for the payment"),
    ):
        twin = await api.get(path)
        assert twin.status_code == 200, path
        assert twin.headers["content-type"].startswith("text/markdown"), path
        assert twin.text.lstrip().startswith(title), path
        assert "<form" not in twin.text, path
    account = (await api.get("/account.md")).text
    assert f"Balance: {credits:,} credits" in account
    assert "| Operation | Company or vendor | Credits | Time | Request id |" in account


async def test_the_account_page_manages_watches_and_webhooks_like_the_api(
    api: httpx.AsyncClient,
) -> None:
    """Watches and webhook endpoints added and removed on the account page are the API's:
    the same operations, the same input rules, the same words when refused."""
    key = await create_key(api)
    await sign_in(api, key)
    token = csrf_of((await api.get("/account")).text)

    added = await api.post(
        "/account/watches",
        data={"csrf": token, "domains": "acme-pay.com\nhttps://www.shop01.com/x"},
    )
    assert added.status_code == 200
    assert "Watching acme-pay.com, shop01.com." in added.text
    listed = (await api.get("/v1/watches", headers=bearer(key))).json()["watches"]
    assert [watch["domain"] for watch in listed] == ["acme-pay.com", "shop01.com"]
    refused = await api.post("/account/watches", data={"csrf": token, "domains": "co.uk"})
    assert refused.status_code == 400
    assert "co.uk" in refused.text

    stopped = await api.post(f"/account/watches/{listed[0]['id']}/delete", data={"csrf": token})
    assert stopped.status_code == 303
    left = (await api.get("/v1/watches", headers=bearer(key))).json()["watches"]
    assert [watch["domain"] for watch in left] == ["shop01.com"]
    assert "shop01.com" in (await api.get("/account.md")).text

    private = await api.post("/account/webhooks", data={"csrf": token, "url": "http://10.0.0.7/x"})
    assert private.status_code == 400
    assert (await api.get("/v1/webhooks", headers=bearer(key))).json()["webhooks"] == []
    hook = await api.post(
        "/account/webhooks", data={"csrf": token, "url": "https://hooks.example.com/vs"}
    )
    assert hook.status_code == 200
    [endpoint] = (await api.get("/v1/webhooks", headers=bearer(key))).json()["webhooks"]
    assert endpoint["url"] == "https://hooks.example.com/vs"
    assert "signing secret, shown once: whsec_" in hook.text
    assert "whsec_" not in (await api.get("/account")).text
    removed = await api.post(f"/account/webhooks/{endpoint['id']}/delete", data={"csrf": token})
    assert removed.status_code == 303
    assert (await api.get("/v1/webhooks", headers=bearer(key))).json()["webhooks"] == []
    forged = await api.post("/account/watches", data={"csrf": "forged", "domains": "x.com"})
    assert forged.status_code == 403
