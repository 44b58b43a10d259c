"""`scan_domain`: discovery plus an honest report. Site problems become outcomes, never errors."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import cast

from vendorstack.extraction import EXTRACTOR_VERSION, Extraction
from vendorstack.scanning.confirm import sha256
from vendorstack.scanning.discovery import Crawl, Discovery, Found
from vendorstack.scanning.fetch import Fetcher
from vendorstack.scanning.hostmap import HostMap
from vendorstack.scanning.memory import release_memory
from vendorstack.scanning.policy import ScanPolicy
from vendorstack.scanning.politeness import Politeness
from vendorstack.scanning.render import Renderer
from vendorstack.scanning.report import (
    GATED_REASONS,
    READ_VIA,
    ReadVia,
    ScannedPage,
    ScanOutcome,
    ScanReport,
)
from vendorstack.scanning.resolver import Resolver


async def scan_domain(
    domain: str,
    *,
    policy: ScanPolicy,
    host_map: HostMap,
    resolver: Resolver | None = None,
    politeness: Politeness | None = None,
    renderer: Renderer | None = None,
) -> ScanReport:
    """Find and read `domain`'s subprocessor disclosure; `domain` is a registrable domain.

    Pass one `politeness` to every scan of a process to share per-host gates between scans,
    and a `renderer` to read pages only a browser shows (None: they stay `needs_render`).
    """
    try:
        return await _scan(domain, policy, host_map, resolver, politeness, renderer)
    finally:
        release_memory()  # the scan's bodies are garbage now: give their pages back


async def _scan(
    domain: str,
    policy: ScanPolicy,
    host_map: HostMap,
    resolver: Resolver | None,
    politeness: Politeness | None,
    renderer: Renderer | None,
) -> ScanReport:
    started = datetime.now(UTC)
    async with Fetcher(policy, host_map, resolver, politeness=politeness) as fetcher:
        crawl = await Discovery(fetcher, domain, renderer).run()
        outcome, reason, pages = conclude(crawl)
        primary = _primary(crawl)
        return ScanReport(
            domain=domain,
            outcome=outcome,
            reason=reason,
            started_at=started,
            finished_at=datetime.now(UTC),
            disclosure_url=pages[0].url if pages else _first_url(crawl),
            pages=pages,
            probed_urls=tuple(fetcher.requested_urls),
            request_count=fetcher.requests_made,
            extractor_version=EXTRACTOR_VERSION,
            platform=primary.platform if primary else None,
            read_via=_read_via(primary) if outcome == "parsed" and primary else None,
            access_url=_access_url(primary) if outcome == "gated" and primary else None,
        )


def conclude(crawl: Crawl) -> tuple[ScanOutcome, str, tuple[ScannedPage, ...]]:
    """The outcome, its reason code and the disclosure pages used (primary first)."""
    if crawl.disclosures:
        return "parsed", "parsed", tuple(scanned(found) for found in crawl.disclosures)
    if crawl.unreadable or crawl.oversized:
        found = (crawl.unreadable or crawl.oversized)[0]
        reason = found.judgement.reason
        outcome: ScanOutcome = "gated" if reason in GATED_REASONS else "unreadable"
        return outcome, reason, tuple(_scanned_if_fetched(found))
    if not crawl.pages_read:
        return _nothing_read(crawl)
    if crawl.unjudged:  # pages it fetched and never read: no list found is not no list
        return "unreachable", "budget_exhausted", ()
    return "not_found", "no_disclosure", ()


def _nothing_read(crawl: Crawl) -> tuple[ScanOutcome, str, tuple[ScannedPage, ...]]:
    """No page could be read: robots forbade it, or the site failed (the home page's reason)."""
    reasons = [error.reason for error in crawl.home_errors]
    if crawl.robots_blocked or "robots_disallowed" in reasons:
        return "not_found", "robots_disallowed", ()
    if crawl.unjudged and not reasons:  # fetched, never read: the time ran out
        return "unreachable", "budget_exhausted", ()
    return "unreachable", reasons[0] if reasons else "http_error", ()


def scanned(found: Found) -> ScannedPage:
    page = found.page
    assert page is not None
    extraction = found.judgement.extraction or Extraction()
    return ScannedPage(found.url, sha256(page.body), page.content_type, extraction)


def _scanned_if_fetched(found: Found) -> list[ScannedPage]:
    return [scanned(found)] if found.page is not None and found.page.ok else []


def _primary(crawl: Crawl) -> Found | None:
    """The page the answer stands on: the first disclosure, else the first unreadable one."""
    found = crawl.disclosures or crawl.unreadable
    return found[0] if found else None


def _read_via(found: Found) -> ReadVia:
    via = found.read_via or "html"
    assert via in READ_VIA
    return cast(ReadVia, via)


def _access_url(found: Found) -> str:
    return found.access_url or found.url


def _first_url(crawl: Crawl) -> str | None:
    unreadable = crawl.unreadable or crawl.oversized
    return unreadable[0].url if unreadable else None
