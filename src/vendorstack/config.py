"""Every setting of the service, read from `VENDORSTACK_*` environment variables."""

from __future__ import annotations

from functools import lru_cache
from typing import Literal, Self

from pydantic import Field, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from vendorstack.domains import normalize_domain
from vendorstack.errors import InvalidDomain

# A scan's lease outlives its budget by 30 s (`scans.parts.LEASE_SLACK_SECONDS`): a parser
# wait given back to the budget stays well inside it, so the lease never lapses mid-scan.
MAX_PARSER_WAIT_SECONDS = 20.0


class Settings(BaseSettings):
    """One typed settings object; each field's description is its one line of help."""

    model_config = SettingsConfigDict(env_prefix="VENDORSTACK_", extra="ignore")

    database_url: str = Field(
        "sqlite:///./data/vendorstack.db",
        description="sqlite:///PATH or postgresql://...; the driver is chosen inside.",
    )
    database_read_url: str | None = Field(
        None,
        description="A read replica of the database for lookups' index reads (records, "
        "histories, prospect pages); credits and keys always read the primary.",
    )
    group_commit: bool = Field(
        True,
        description="PostgreSQL: batch writes through one writer thread (SQLite always does); "
        "false: a transaction per request on the asyncio engine.",
    )
    credit_leases: Literal["auto", "on", "off"] = Field(
        "auto",
        description="Charge busy keys from per-process blocks of credits instead of the "
        "account's row (docs/guarantees.md); auto: on PostgreSQL only.",
    )
    base_url: str = Field(
        "http://127.0.0.1:8080",
        description="Public address, used in topup_url and links; unset, `vendorstack serve` "
        "uses the address it listens on.",
    )
    redis_url: str | None = Field(
        None, description="Redis for rate-limit counters shared between processes."
    )
    rate_limit: str = Field("600/minute", description="Requests per key (limits notation).")
    key_creation_limit: str = Field("10/day", description="Keys created per source address.")
    trusted_proxies: str = Field(
        "", description="Comma-separated IPs/CIDRs whose X-Forwarded-For is trusted."
    )
    free_scans_per_day: int = Field(5, description="Live scans per day on the free plan.")
    watch_interval_hours: float = Field(
        24.0, gt=0, description="Watched domains are re-scanned when older than this."
    )
    watch_schedule_seconds: float = Field(
        60.0, ge=0, description="Pause between two rounds of scheduled re-scans; 0: no schedule."
    )
    watch_batch: int = Field(50, gt=0, description="Watches re-scanned per scheduled round.")
    freshness_age_days: float = Field(
        30.0, gt=0, description="Companies answered longer ago than this are re-scanned."
    )
    freshness_per_hour: int = Field(
        120, ge=0, description="Stale companies re-scanned per hour at most; 0: none."
    )
    webhook_poll_seconds: float = Field(
        2.0, gt=0, description="Pause between two rounds of webhook deliveries (embedded mode)."
    )
    scan_host_map: str = Field(
        "", description="host=origin pairs that route scans to local sites (tests, staging)."
    )
    scan_time_budget_seconds: float = Field(
        60.0, gt=0, le=90, description="Wall-clock budget of one live scan."
    )
    scan_max_requests: int = Field(40, gt=0, le=200, description="Requests one scan may make.")
    scan_pool_size: int = Field(8, gt=0, description="Live scans running at once per process.")
    scan_parser_wait_seconds: float = Field(
        0.0,
        ge=0,
        le=MAX_PARSER_WAIT_SECONDS,
        description="Wait for a free parser process given back to a scan's budget (bulk runs).",
    )
    scan_host_delay_seconds: float = Field(
        0.2, ge=0, le=10, description="Pause between two requests to one host (politeness)."
    )
    scan_parse_memory_mib: int = Field(
        1024, ge=256, description="Address-space limit of one parser process (RLIMIT_AS), MiB."
    )
    scan_parse_cpu_seconds: int = Field(
        20, gt=0, le=90, description="CPU seconds one document may cost its parser process."
    )
    scan_parse_max_bytes: int = Field(
        4 * 1024 * 1024, gt=0, description="HTML or text bytes parsed; a longer page: too_large."
    )
    scan_parse_max_rows: int = Field(
        5000, gt=0, description="Rows (tr, li, dt, text lines) a page may hold; more: too_large."
    )
    scan_parse_max_inflated_bytes: int = Field(
        8 * 1024 * 1024, gt=0, description="Bytes one PDF stream may inflate to; more: too_large."
    )
    scan_parse_processes: int = Field(
        2, gt=0, le=16, description="Parser processes per API or worker process."
    )
    scan_parse_recycle_after: int = Field(
        200, gt=0, description="Documents a parser process reads before it is replaced."
    )
    render: bool = Field(
        False,
        description="Read pages only JavaScript fills with headless Chromium (Debian's "
        "/usr/bin/chromium via Playwright). In queue mode only workers render.",
    )
    render_pool_size: int = Field(2, gt=0, le=16, description="Browsers running at once.")
    render_page_seconds: float = Field(
        25.0, gt=1, le=60, description="Budget of one rendered page; the browser is killed past it."
    )
    render_chromium_path: str = Field(
        "/usr/bin/chromium", description="The Chromium the renderer drives (never downloaded)."
    )
    hold_sweep_interval_seconds: float = Field(
        60.0,
        gt=0,
        description="How often each API process gives back live-scan credit holds that a "
        "dead process left open (those older than twice the scan lease).",
    )
    negative_ttl_seconds: int = Field(
        86_400, ge=0, description="How long a found:false answer is served before re-scanning."
    )
    contact_url: str = Field(
        "https://vendorstack.dev/bot", description="Contact URL named in the scanner User-Agent."
    )
    scan_mode: Literal["embedded", "queue"] = Field(
        "embedded",
        description="embedded: scans run in the API process; queue: API processes enqueue "
        "them in procrastinate and `vendorstack worker` runs them (PostgreSQL only).",
    )
    worker_concurrency: int = Field(
        8, gt=0, description="Scans one `vendorstack worker` runs at once."
    )
    scan_retries: int = Field(
        2, ge=0, le=5, description="Queue mode: retries of a scan that failed on the network."
    )
    scan_retry_backoff_seconds: int = Field(
        5, ge=0, le=30, description="Queue mode: a retry waits this, times its number."
    )
    worker_heartbeat_seconds: float = Field(
        10.0, gt=0, description="How often a worker tells PostgreSQL it is alive."
    )
    worker_stalled_seconds: float = Field(
        30.0, gt=0, description="A worker silent this long is dead: its scans are re-queued."
    )
    stripe_secret_key: str | None = Field(
        None, description="Stripe secret key; with the webhook secret, turns on card top-ups."
    )
    stripe_webhook_secret: str | None = Field(
        None, description="Signing secret of the Stripe webhook endpoint /webhooks/stripe."
    )
    stripe_api_base: str | None = Field(
        None, description="Stripe's API address; unset, Stripe's own (tests: a local server)."
    )
    operator_contact: str = Field(
        "billing@vendorstack.dev",
        description="Who a customer writes to about payments while card top-ups are off.",
    )
    secure_cookies: bool = Field(
        True,
        description="Session cookies marked Secure when the base URL is https:// (false: never).",
    )

    @field_validator("scan_host_map")
    @classmethod
    def _public_hosts(cls, spec: str) -> str:
        """Every mapped host must be a name a lookup can ask for: `/v1/check` reduces each
        URL to its public registrable domain, so a scan never asks for `intranet.local`."""
        for entry in filter(None, (part.strip() for part in spec.split(","))):
            host = entry.partition("=")[0].strip().removeprefix("*.")
            try:
                normalize_domain(host)
            except InvalidDomain:
                raise ValueError(
                    f"VENDORSTACK_SCAN_HOST_MAP: {host!r} is not a public domain name such as "
                    "acme-corp.com; lookups reduce every URL to a public registrable domain, "
                    "so no scan could reach it. Map a real-looking domain instead."
                ) from None
        return spec

    @model_validator(mode="after")
    def _queue_needs_postgres(self) -> Self:
        if self.scan_mode == "queue" and not self.database_url.startswith("postgresql"):
            raise ValueError(
                "VENDORSTACK_SCAN_MODE=queue needs a PostgreSQL VENDORSTACK_DATABASE_URL "
                "(postgresql://...): the scan queue lives in that database"
            )
        if self.worker_stalled_seconds <= self.worker_heartbeat_seconds:
            raise ValueError(
                "VENDORSTACK_WORKER_STALLED_SECONDS must exceed "
                "VENDORSTACK_WORKER_HEARTBEAT_SECONDS"
            )
        return self


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """The process-wide settings, read once."""
    return Settings()
