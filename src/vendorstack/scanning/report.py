"""What one scan found: an outcome, a stable reason code, the pages used and every URL probed.

A failed fetch is never reported as "no vendors": `unreachable` and `unreadable` say why, and
`not_found` lists the URLs that were looked at.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from vendorstack.extraction import Extraction, UnmatchedRow, VendorClaim

ScanOutcome = Literal["parsed", "unreadable", "gated", "not_found", "unreachable"]
ReadVia = Literal["html", "embedded_json", "json_endpoint", "rendered"]
READ_VIA: tuple[str, ...] = ("html", "embedded_json", "json_endpoint", "rendered")

UNREADABLE_REASONS = (
    "javascript_shell",  # scans recorded before rendering existed; now needs_render
    "bot_challenge",
    "no_rows",
    "unsupported_format",
    "too_large",
    "parse_limit",
    "needs_render",  # an app shell whose rows only a browser shows, and rendering is off
    "render_failed",  # an app shell the renderer could not read (timeout, crash, no rows)
)
# The list exists, behind a request form or NDA (`request_access`) or a sign-in (`login_wall`).
GATED_REASONS = ("request_access", "login_wall")
NOT_FOUND_REASONS = ("no_disclosure", "robots_disallowed")
UNREACHABLE_REASONS = (
    "dns_failed",
    "connect_failed",
    "timeout",
    "tls_error",
    "blocked_address",
    "redirect_loop",
    "too_many_redirects",
    "too_large",
    "decompression_bomb",
    "unsupported_content",
    "invalid_url",
    "budget_exhausted",
    "http_error",
)
REASONS: dict[ScanOutcome, tuple[str, ...]] = {
    "parsed": ("parsed",),
    "unreadable": UNREADABLE_REASONS,
    "gated": GATED_REASONS,
    "not_found": NOT_FOUND_REASONS,
    "unreachable": UNREACHABLE_REASONS,
}


@dataclass(frozen=True, slots=True)
class ScannedPage:
    """One disclosure page the scan used; `url` is its public `https://host/path`."""

    url: str
    sha256: str
    content_type: str
    extraction: Extraction


@dataclass(frozen=True, slots=True)
class ScanReport:
    """The honest result of one live scan of `domain` (see docs/scanning.md, "Outcomes")."""

    domain: str
    outcome: ScanOutcome
    reason: str
    started_at: datetime
    finished_at: datetime
    disclosure_url: str | None
    pages: tuple[ScannedPage, ...]
    probed_urls: tuple[str, ...]
    request_count: int
    extractor_version: str
    platform: str | None = None  # the trust-centre or app platform recognised (`platforms.py`)
    read_via: ReadVia | None = None  # how the list was read; None when nothing was read
    access_url: str | None = None  # `gated`: where a person asks for access

    @property
    def found(self) -> bool:
        """A disclosure page was located (parsed, or located but unreadable)."""
        return self.disclosure_url is not None

    @property
    def claims(self) -> tuple[VendorClaim, ...]:
        return tuple(claim for page in self.pages for claim in page.extraction.claims)

    @property
    def unmatched_rows(self) -> tuple[UnmatchedRow, ...]:
        return tuple(row for page in self.pages for row in page.extraction.unmatched_rows)

    @property
    def sends_sms(self) -> bool:
        return any(page.extraction.sends_sms for page in self.pages)

    @property
    def sms_evidence(self) -> VendorClaim | None:
        return next(
            (p.extraction.sms_evidence for p in self.pages if p.extraction.sms_evidence), None
        )
