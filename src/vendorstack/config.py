"""Every setting of the service, read from `VENDORSTACK_*` environment variables."""

from __future__ import annotations

from functools import lru_cache

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    """One typed settings object; each field's description is its one line of help."""

    model_config = SettingsConfigDict(env_prefix="VENDORSTACK_", extra="ignore")

    database_url: str = Field(
        "sqlite:///./data/vendorstack.db",
        description="sqlite:///PATH or postgresql://...; the driver is chosen inside.",
    )
    group_commit: bool = Field(
        True,
        description="PostgreSQL: batch writes through one writer thread (SQLite always does); "
        "false: a transaction per request on the asyncio engine.",
    )
    base_url: str = Field(
        "http://127.0.0.1:8080", description="Public address, used in topup_url and links."
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
    scan_host_map: str = Field(
        "", description="host=origin pairs that route scans to local sites (tests, staging)."
    )
    scan_time_budget_seconds: float = Field(
        60.0, gt=0, le=90, description="Wall-clock budget of one live scan."
    )
    scan_max_requests: int = Field(40, gt=0, le=200, description="Requests one scan may make.")
    scan_pool_size: int = Field(8, gt=0, description="Live scans running at once per process.")
    scan_host_delay_seconds: float = Field(
        0.2, ge=0, le=10, description="Pause between two requests to one host (politeness)."
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


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """The process-wide settings, read once."""
    return Settings()
