"""Hostile documents end as honest `unreadable` outcomes with their reason, never the process.

Every scan here runs against the local test web; the parsing happens in the real parser
processes under their real kernel limits. Memory and time per hostile scan are measured by
bench/hostile_bench.py (docs/benchmarks.md), not asserted here.
"""

from __future__ import annotations

import time

import pytest

from tests.scanning.sites import fast_policy, host_map, install
from tests.scanning.sites.hostile import (
    MIB,
    Hostile,
    deflated_pdf,
    hostile_documents,
    hostile_site,
    many_rows,
)
from tests.scanning.testweb import Route, TestWeb
from vendorstack.scanning.boundary.bounded import breached, judge_bounded, shared_pool
from vendorstack.scanning.boundary.child import Task
from vendorstack.scanning.boundary.limits import ParseLimits, over_caps
from vendorstack.scanning.boundary.pool import ParserPool
from vendorstack.scanning.confirm import Judgement
from vendorstack.scanning.discovery import Crawl
from vendorstack.scanning.fetch import FetchedPage
from vendorstack.scanning.policy import ScanPolicy
from vendorstack.scanning.report import ScanReport
from vendorstack.scanning.resolver import StaticResolver
from vendorstack.scanning.scanner import conclude, scan_domain

pytestmark = pytest.mark.anyio
LISTED = (
    b"<html><head><title>Subprocessors</title></head><body><h1>Subprocessors</h1><table>"
    b"<tr><th>Name</th><th>Purpose</th></tr>"
    b"<tr><td>Stripe, Inc.</td><td>Payments</td></tr>"
    b"<tr><td>Twilio Inc.</td><td>SMS</td></tr>"
    b"<tr><td>Amazon Web Services, Inc.</td><td>Hosting</td></tr></table></body></html>"
)
SLOW_PDF_BYTES = 6 * MIB  # under the inflate cap, but many seconds of pypdf's text extraction


@pytest.fixture(scope="module", autouse=True)
def parsers_started() -> None:
    """The scans' parser processes started and imported before any scan's clock runs, as in a
    service that has scanned before: a start-up on a loaded machine took 7 to 10 s, more
    than these scans' 3 s budgets, which then ended before any document was read."""
    shared_pool(fast_policy().parse_limits).warm()


async def scan_hostile(web: TestWeb, hostile: Hostile, policy: ScanPolicy) -> ScanReport:
    site = hostile_site(hostile)
    install(web, [site])
    resolver = StaticResolver({})
    return await scan_domain(
        site.domain, policy=policy, host_map=host_map(web, [site]), resolver=resolver
    )


def task(body: bytes, content_type: str, limits: ParseLimits) -> Task:
    page = FetchedPage("https://quorvex.com/legal/subprocessors", 200, content_type, body)
    return Task(page, "quorvex.com", True, None, limits)


@pytest.mark.parametrize("hostile", hostile_documents(), ids=lambda h: h.name)
async def test_a_hostile_list_is_unreadable_with_its_reason(
    testweb: TestWeb, hostile: Hostile
) -> None:
    report = await scan_hostile(testweb, hostile, fast_policy())

    assert (report.outcome, report.reason) == (hostile.outcome, hostile.reason)
    assert report.disclosure_url == f"https://{hostile.name}-corp.com{hostile.path}"
    assert not report.pages or not report.pages[0].extraction.claims


async def test_a_parse_that_outlives_the_budget_is_abandoned(testweb: TestWeb) -> None:
    pdf = Route(deflated_pdf(SLOW_PDF_BYTES), content_type="application/pdf")
    slow = Hostile("slow-pdf", "/legal/subprocessors.pdf", pdf, "parse_limit")

    report = await scan_hostile(testweb, slow, fast_policy(time_budget=3.0))

    assert (report.outcome, report.reason) == ("unreadable", "parse_limit")


async def test_a_slow_drip_ends_with_the_budget_not_with_the_site(testweb: TestWeb) -> None:
    drip = Route("<p>Quorvex Analytics Ltd.</p>", repeat=100_000, drip=0.2)
    slow = Hostile("slow-drip", "/legal/subprocessors", drip, "budget_exhausted")

    report = await scan_hostile(testweb, slow, fast_policy(time_budget=3.0))

    assert report.outcome == "not_found"
    assert report.reason == "no_disclosure"
    assert report.pages == ()
    assert testweb.hits_for(path="/legal/subprocessors")  # it was asked, and given up on


async def test_the_cpu_limit_ends_a_parse_and_the_pool_keeps_serving() -> None:
    limits = ParseLimits(cpu_seconds=1, workers=1)
    slow = task(deflated_pdf(SLOW_PDF_BYTES), "application/pdf", limits)

    judgement = await judge_bounded(slow, 60)
    after = await judge_bounded(task(LISTED, "text/html", limits), 60)

    assert (judgement.verdict, judgement.reason) == ("unreadable", "parse_limit")
    assert (after.verdict, after.reason) == ("disclosure", "parsed")


async def test_the_memory_limit_ends_a_parse_as_too_large() -> None:
    limits = ParseLimits(memory_bytes=400 * MIB, max_inflated_bytes=2048 * MIB, workers=1)
    bomb = task(deflated_pdf(512 * MIB), "application/pdf", limits)

    judgement = await judge_bounded(bomb, 60)
    after = await judge_bounded(task(LISTED, "text/html", limits), 60)

    assert (judgement.verdict, judgement.reason) == ("unreadable", "too_large")
    assert after.reason == "parsed"


async def test_a_pdf_stream_past_the_inflate_cap_is_too_large_at_once() -> None:
    limits = ParseLimits(max_inflated_bytes=MIB, workers=1)

    judgement = await judge_bounded(task(deflated_pdf(2 * MIB), "application/pdf", limits), 60)

    assert judgement.reason == "too_large"


def test_caps_count_bytes_and_rows_before_any_parser_runs() -> None:
    limits = ParseLimits(max_parsed_bytes=100_000, max_rows=100)

    assert over_caps(LISTED, "text/html", limits) is None
    assert over_caps(many_rows(101).encode(), "text/html", limits) == "too_large"
    assert over_caps(b"x" * 100_001, "text/html", limits) == "too_large"
    assert over_caps(b"line\n" * 101, "text/markdown", limits) == "too_large"
    assert over_caps(b"%PDF-" + b"x" * 200_000, "application/pdf", limits) is None


def test_only_a_page_named_as_the_list_is_unreadable_when_over_a_limit() -> None:
    """A huge blog post over a limit is just not the list: it must not end the search."""
    assert breached("too_large", worded=True).verdict == "unreadable"
    assert breached("too_large", worded=False).verdict == "rejected"
    assert breached("parse_limit", worded=False).reason == "parse_limit"


def test_a_document_no_parser_took_in_time_is_not_blamed_for_it() -> None:
    """Every parser busy with other scans' documents until this one's deadline: the pool
    says so (None), never `parse_limit`, which would call a readable list unreadable."""
    pool = ParserPool(ParseLimits(workers=1))
    other_scan = pool._checkout(time.monotonic() + 30)  # the only parser, taken elsewhere
    assert other_scan is not None
    try:
        assert pool.run(task(LISTED, "text/html", pool.limits), 0.2) is None
    finally:
        pool._checkin(other_scan)
    try:  # a parser free, but no time left to parse: the time ran out, not the document
        assert pool.run(task(LISTED, "text/html", pool.limits), 0.0) is None
        judged = pool.run(task(LISTED, "text/html", pool.limits), 30)
        assert isinstance(judged, Judgement)
        assert judged.verdict == "disclosure"
    finally:
        pool.close()


def test_a_scan_that_could_not_read_a_page_it_fetched_concludes_nothing_from_it() -> None:
    """Pages were read and none was the list, but one was never read for want of a parser:
    the scan's time ran out (`unreachable`, `budget_exhausted`), not `no_disclosure`."""
    assert conclude(Crawl(pages_read=3)) == ("not_found", "no_disclosure", ())
    assert conclude(Crawl(pages_read=3, unjudged=1)) == ("unreachable", "budget_exhausted", ())
