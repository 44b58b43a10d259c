"""A person's walk in headless Chromium (Debian's, through Playwright): look a company up,
read its evidence and history, page through a vendor's companies, sign in, top up through
Checkout on the local Stripe server, see the balance change, sign out.

With VENDORSTACK_SCREENSHOTS=DIR each page is saved there (docs/screenshots/ holds the set
the README shows).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Page, expect, sync_playwright

from tests.scanning.sites.layouts import site
from tests.served import new_key
from tests.web.live import LAYOUTS, Walk, walk

CHROMIUM = Path("/usr/bin/chromium")
pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium")


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Walk]:
    with walk(Path(tmp_path_factory.mktemp("browser"))) as running:
        yield running


@pytest.fixture
def page() -> Iterator[Page]:
    with sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=str(CHROMIUM), headless=True)
        context = browser.new_context(viewport={"width": 1100, "height": 900})
        yield context.new_page()
        browser.close()


def shot(page: Page, name: str, tmp_path: Path) -> None:
    folder = Path(os.environ.get("VENDORSTACK_SCREENSHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(folder / f"{name}.png"), full_page=True)


def index(live: Walk, key: str) -> None:
    for layout in LAYOUTS:
        response = httpx.get(
            f"{live.app.url}/v1/check",
            params={"url": site(layout).domain},
            headers={"Authorization": f"Bearer {key}"},
            timeout=90,
        )
        assert response.status_code == 200, response.text


def credits_shown(page: Page) -> int:
    text = page.locator("#balance").inner_text()
    found = re.search(r"([\d,]+) credits", text)
    assert found is not None
    return int(found.group(1).replace(",", ""))


def test_a_person_walks_through_the_pages(live: Walk, page: Page, tmp_path: Path) -> None:
    key = new_key(live.app, "walker@example.com")
    index(live, key)
    domain = site("footer_link").domain
    page.goto(live.app.url + "/")
    shot(page, "01-home", tmp_path)
    page.get_by_label("Look up a company").fill(domain)
    page.get_by_role("button", name="Look up").click()
    expect(page.get_by_role("heading", level=1)).to_have_text(domain)
    expect(page.locator(".status")).to_contain_text("Found:")
    shot(page, "02-company-free", tmp_path)

    page.get_by_role("link", name="Sign in").first.click()
    page.get_by_label("API key").fill(key)
    page.get_by_role("button", name="Sign in").click()
    expect(page.get_by_role("heading", name="Your account")).to_be_visible()
    before = credits_shown(page)

    page.get_by_label("Look up a company").fill(domain)
    page.get_by_role("button", name="Look up").click()
    quote = page.locator("blockquote").first
    expect(quote).to_contain_text("“")
    expect(quote.locator("footer")).to_contain_text("page SHA-256")
    shot(page, "03-company-evidence", tmp_path)
    page.locator("#history").scroll_into_view_if_needed()
    expect(page.locator("ol.history details").first).to_have_attribute("open", "")
    shot(page, "04-history", tmp_path)

    page.locator("ul.vendors a[href^='/vendors/']").first.click()
    expect(page.get_by_role("heading", level=1)).to_contain_text("Companies naming")
    expect(page.locator("table a[href^='/company/']").first).to_be_visible()
    shot(page, "05-vendor", tmp_path)

    page.goto(live.app.url + "/account")
    spent = credits_shown(page)
    assert spent == before - 2  # a company page and a vendor page, as the API charges
    shot(page, "06-account", tmp_path)
    page.get_by_role("link", name="Top up credits").click()
    page.get_by_label("1,100 credits for $10").check()
    shot(page, "07-topup", tmp_path)
    page.get_by_role("button", name="Pay by card").click()
    expect(page.get_by_role("heading", name="Local Stripe Checkout")).to_be_visible()
    shot(page, "08-checkout", tmp_path)
    page.get_by_role("button", name="Pay").click()
    expect(page.get_by_role("heading", name="Payment received")).to_be_visible(timeout=20_000)
    assert credits_shown(page) == spent + 1100
    shot(page, "09-paid", tmp_path)

    page.goto(live.app.url + "/account")
    page.get_by_role("button", name="Sign out").click()
    expect(page).to_have_url(live.app.url + "/")
    page.goto(live.app.url + "/account")
    expect(page.get_by_role("heading", name="Sign in")).to_be_visible()
    page.goto(live.app.url + "/api-docs")  # Swagger UI from the app itself, no CDN
    expect(page.locator(".swagger-ui .info .title")).to_contain_text("VendorStack")


PHONE_WIDTH = 360  # a common Android phone's CSS width


@pytest.mark.parametrize("path", ["/", "/pricing", "/docs/cli", "/vendors"])
def test_no_page_scrolls_sideways_on_a_phone(live: Walk, page: Page, path: str) -> None:
    """At phone widths the header's lookup form wraps under its label: it was wider than the
    screen, so every page scrolled sideways and the "Look up" button was cut off."""
    page.set_viewport_size({"width": PHONE_WIDTH, "height": 800})
    page.goto(live.app.url + path)
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"{path} is {overflow} px wider than the screen"
    button = page.get_by_role("button", name="Look up").bounding_box()
    assert button is not None
    assert button["x"] + button["width"] <= PHONE_WIDTH
