"""Test twins for the scan port: canned scan reports, no network.

The end-to-end tests use the real scanner against the local test web; these twins let the
account and charging tests say exactly what a scan found.
"""

from __future__ import annotations

import asyncio
import hashlib
from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime

from vendorstack.extraction import Extraction, UnmatchedRow, VendorClaim


@dataclass(frozen=True)
class TwinPage:
    url: str
    sha256: str
    content_type: str
    extraction: Extraction


@dataclass(frozen=True)
class TwinReport:
    domain: str
    outcome: str
    reason: str
    disclosure_url: str | None = None
    pages: tuple[TwinPage, ...] = ()
    probed_urls: tuple[str, ...] = ()
    claims: tuple[VendorClaim, ...] = ()
    unmatched_rows: tuple[UnmatchedRow, ...] = ()
    sends_sms: bool = False
    sms_evidence: VendorClaim | None = None
    request_count: int = 3
    extractor_version: str = "twin"
    started_at: datetime = field(default_factory=lambda: datetime.now(UTC))
    finished_at: datetime = field(default_factory=lambda: datetime.now(UTC))
    platform: str | None = None
    read_via: str | None = None
    access_url: str | None = None


def parsed(domain: str, *vendors: tuple[str, str, str]) -> TwinReport:
    """A disclosure at https://domain/subprocessors naming (vendor, category, row) triples."""
    url = f"https://{domain}/subprocessors"
    claims = tuple(
        VendorClaim(vendor=v, category=c, confidence="vendor", quote=q, source=url)
        for v, c, q in vendors
    )
    page = TwinPage(url, hashlib.sha256(url.encode()).hexdigest(), "text/html", Extraction(claims))
    sms = any(claim.category == "sms_messaging" for claim in claims)
    return TwinReport(
        domain, "parsed", "parsed", url, (page,), (f"https://{domain}/", url), claims, sends_sms=sms
    )


def not_found(domain: str) -> TwinReport:
    probed = (f"https://{domain}/", f"https://{domain}/subprocessors")
    return TwinReport(domain, "not_found", "no_disclosure", probed_urls=probed)


def unreachable(domain: str) -> TwinReport:
    return TwinReport(domain, "unreachable", "connect_failed", probed_urls=(f"https://{domain}/",))


class TwinRunner:
    """Returns the report set for a domain (not_found by default) and counts scans."""

    def __init__(self) -> None:
        self.reports: dict[str, TwinReport] = {}
        self.calls: Counter[str] = Counter()
        self.gate: asyncio.Event | None = None
        self.started = asyncio.Event()

    async def scan(self, domain: str) -> TwinReport:
        self.calls[domain] += 1
        self.started.set()
        if self.gate is not None:
            await self.gate.wait()
        return self.reports.get(domain) or not_found(domain)
