"""Every default of the fetch layer in one frozen settings object (scrapy-style politeness)."""

from __future__ import annotations

from dataclasses import dataclass

from vendorstack.config import Settings
from vendorstack.scanning.boundary.limits import MIB, ParseLimits

MAX_TIME_BUDGET = 90.0
DEFAULT_PARSE_LIMITS = ParseLimits()
USER_AGENT_TOKEN = "VendorStackBot"
DEFAULT_CONTACT_URL = "https://vendorstack.dev/bot"

PROCESSED_TYPES = frozenset(
    {
        "text/html",
        "application/xhtml+xml",
        "text/plain",
        "text/markdown",
        "text/x-markdown",
        "application/pdf",
    }
)


def user_agent_for(contact_url: str) -> str:
    """The honest User-Agent: who we are and where to read about (and contact) the bot."""
    return f"{USER_AGENT_TOKEN}/1.0 (+{contact_url})"


@dataclass(frozen=True)
class ScanPolicy:
    """Caps, timeouts and politeness of one scan; a scan's `Fetcher` enforces all of them."""

    user_agent: str = user_agent_for(DEFAULT_CONTACT_URL)
    robots_user_agent: str = USER_AGENT_TOKEN
    connect_timeout: float = 5.0
    read_timeout: float = 10.0
    request_timeout: float = 20.0
    dns_timeout: float = 5.0
    max_redirects: int = 10
    robots_max_redirects: int = 5
    max_body_bytes: int = 5 * 1024 * 1024
    max_decompressed_bytes: int = 10 * 1024 * 1024
    max_compression_ratio: float = 100.0
    ratio_check_after_bytes: int = 1024 * 1024
    robots_max_bytes: int = 500 * 1024
    per_host_concurrency: int = 2
    per_host_delay: float = 0.2
    max_crawl_delay: float = 2.0
    max_requests: int = 40
    time_budget: float = 60.0
    # Time spent waiting for a free parser process is given back to the budget up to this
    # (`Fetcher.excuse`): our queue is no measure of the site. Nothing for a live scan, whose
    # caller was promised the budget plus a second; a bulk run, which nobody waits on, sets
    # it (`VENDORSTACK_SCAN_PARSER_WAIT_SECONDS`) so that its own queue is never a verdict.
    parser_wait_allowance: float = 0.0
    allowed_content_types: frozenset[str] = PROCESSED_TYPES
    parse_limits: ParseLimits = DEFAULT_PARSE_LIMITS

    def __post_init__(self) -> None:
        if not 0 < self.time_budget <= MAX_TIME_BUDGET:
            raise ValueError(f"time_budget must be in (0, {MAX_TIME_BUDGET}] seconds")
        if self.max_requests < 1 or self.per_host_concurrency < 1 or self.max_redirects < 0:
            raise ValueError("max_requests and per_host_concurrency must be ≥ 1")

    @classmethod
    def from_settings(cls, settings: Settings) -> ScanPolicy:
        """The policy a live scan runs under, from `VENDORSTACK_*` settings."""
        return cls(
            user_agent=user_agent_for(settings.contact_url),
            time_budget=min(settings.scan_time_budget_seconds, MAX_TIME_BUDGET),
            max_requests=settings.scan_max_requests,
            per_host_delay=settings.scan_host_delay_seconds,
            parser_wait_allowance=settings.scan_parser_wait_seconds,
            parse_limits=parse_limits_from(settings),
        )


def parse_limits_from(settings: Settings) -> ParseLimits:
    """The parsing boundary's limits from `VENDORSTACK_SCAN_PARSE_*` settings."""
    return ParseLimits(
        memory_bytes=settings.scan_parse_memory_mib * MIB,
        cpu_seconds=settings.scan_parse_cpu_seconds,
        max_parsed_bytes=settings.scan_parse_max_bytes,
        max_rows=settings.scan_parse_max_rows,
        max_inflated_bytes=settings.scan_parse_max_inflated_bytes,
        workers=settings.scan_parse_processes,
        recycle_after=settings.scan_parse_recycle_after,
    )
