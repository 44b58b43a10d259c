"""`scan_domain`'s report contract: outcomes, reasons, public URLs, UTC times, page properties."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import partial

import anyio
import pytest

from tests.scanning.sites import fast_policy, host_map, install
from tests.scanning.sites.layouts import site
from tests.scanning.testweb import TestWeb
from vendorstack.extraction import EXTRACTOR_VERSION, Extraction, VendorClaim
from vendorstack.scanning.politeness import Politeness
from vendorstack.scanning.report import REASONS, ScannedPage, ScanReport
from vendorstack.scanning.resolver import StaticResolver
from vendorstack.scanning.scanner import scan_domain


async def scan(web: TestWeb, layout: str) -> ScanReport:
    fixture = site(layout)
    install(web, [fixture])
    return await scan_domain(
        fixture.domain,
        policy=fast_policy(),
        host_map=host_map(web, [fixture]),
        resolver=StaticResolver({}),
    )


@pytest.mark.anyio
async def test_report_fields_for_a_found_page(testweb: TestWeb) -> None:
    report = await scan(testweb, "footer_link")
    assert report.domain == "acme-analytics.com"
    assert report.started_at.tzinfo is UTC
    assert report.finished_at >= report.started_at
    assert report.extractor_version == EXTRACTOR_VERSION
    assert report.disclosure_url == "https://acme-analytics.com/about/our-subprocessors"
    assert report.pages[0].url == report.disclosure_url
    assert len(report.pages[0].sha256) == 64
    assert report.pages[0].content_type == "text/html"
    assert report.probed_urls[-1].startswith("https://acme-analytics.com/")
    assert "127.0.0.1" not in " ".join(report.probed_urls)


@pytest.mark.anyio
async def test_a_missing_domain_is_unreachable_not_empty(testweb: TestWeb) -> None:
    report = await scan(testweb, "dns_failure")
    assert (report.outcome, report.reason, report.found) == ("unreachable", "dns_failed", False)
    assert report.claims == ()
    assert report.request_count == 0


@pytest.mark.anyio
async def test_a_list_behind_a_sign_in_is_gated_with_its_url(testweb: TestWeb) -> None:
    report = await scan(testweb, "login_wall")
    assert (report.outcome, report.reason) == ("gated", "login_wall")
    assert report.disclosure_url == "https://trust.gatedtrust.com/subprocessors"
    assert report.access_url == report.disclosure_url
    assert report.found
    assert report.claims == ()


def test_claims_and_sms_come_from_every_page_in_order() -> None:
    claim = VendorClaim("twilio", "sms_messaging", "vendor_keyword", "Twilio — SMS", "https://a/")
    other = VendorClaim("stripe", "payments", "vendor", "Stripe — payments", "https://a/ai")
    first = Extraction(claims=(claim,), sends_sms=True, sms_evidence=claim, row_count=1)
    pages = (
        ScannedPage("https://a/", "0" * 64, "text/html", first),
        ScannedPage("https://a/ai", "1" * 64, "text/html", Extraction(claims=(other,))),
    )
    now = datetime.now(UTC)
    report = ScanReport("a.com", "parsed", "parsed", now, now, "https://a/", pages, (), 2, "1")
    assert report.claims == (claim, other)
    assert report.sends_sms
    assert report.sms_evidence == claim


def test_every_outcome_has_documented_reasons() -> None:
    assert set(REASONS) == {"parsed", "unreadable", "gated", "not_found", "unreachable"}
    assert {"request_access", "login_wall"} <= set(REASONS["gated"])
    assert {"needs_render", "render_failed", "bot_challenge", "no_rows"} <= set(
        REASONS["unreadable"]
    )


@pytest.mark.anyio
async def test_scans_can_share_per_host_gates(testweb: TestWeb) -> None:
    fixture = site("footer_link")
    install(testweb, [fixture])
    shared = Politeness(1, 0.0, 0.0)
    mapping = host_map(testweb, [fixture])
    async with anyio.create_task_group() as group:
        for _ in range(3):
            group.start_soon(
                partial(
                    scan_domain,
                    fixture.domain,
                    policy=fast_policy(),
                    host_map=mapping,
                    resolver=StaticResolver({}),
                    politeness=shared,
                )
            )
    assert testweb.max_in_flight[fixture.domain] == 1
