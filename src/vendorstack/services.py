"""The composition root: every long-lived part of a running service, built from Settings.

The API, the CLI and the agent surfaces all work through one `Services`, so they cannot
disagree about storage, limits or how scans run.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from sqlalchemy import Engine

from vendorstack.accounts.callers import CallerCache
from vendorstack.accounts.credits import Credits
from vendorstack.accounts.idempotency import Idempotency, sweep_expired
from vendorstack.accounts.ledger import release_abandoned_holds
from vendorstack.accounts.sweep import HoldSweeper
from vendorstack.config import Settings
from vendorstack.index.cache import RecordCache
from vendorstack.index.queue import QueuedFlight, ScanQueue, queue_app
from vendorstack.index.recorder import ScanResult
from vendorstack.index.scans import Flight, LeasedFlight, PooledRunner, ScanCoordinator, ScanRunner
from vendorstack.index.service import Lookups
from vendorstack.index.waits import SCAN_CHANNEL, NotifiedWait, PollingWait, Wait
from vendorstack.ratelimits import RateLimits
from vendorstack.scanning.hostmap import HostMap
from vendorstack.scanning.policy import ScanPolicy
from vendorstack.scanning.politeness import Politeness
from vendorstack.scanning.render import Renderer, RenderSettings
from vendorstack.scanning.scanner import scan_domain
from vendorstack.storage.database import Database, open_database
from vendorstack.storage.engine import libpq_url
from vendorstack.storage.listen import Listener

LEASE_SLACK_SECONDS = 30
log = logging.getLogger("vendorstack")


def scan_lease(settings: Settings) -> timedelta:
    """How long a scan may hold its domain, and how long a lookup waits for a scan."""
    return timedelta(seconds=settings.scan_time_budget_seconds + LEASE_SLACK_SECONDS)


def embedded_runner(settings: Settings) -> ScanRunner:
    """Scans on this process's event loop, at most `scan_pool_size` at once.

    Every scan shares one `Politeness`, so two scans that reach the same host (a shared docs or
    trust-centre site) still keep to its per-host concurrency and delay.
    """
    policy = ScanPolicy.from_settings(settings)
    host_map = HostMap.parse(settings.scan_host_map)
    politeness = Politeness(
        policy.per_host_concurrency, policy.per_host_delay, policy.max_crawl_delay
    )
    renderer = renderer_for(settings, policy, host_map)

    async def scan(domain: str) -> ScanResult:
        return await scan_domain(
            domain, policy=policy, host_map=host_map, politeness=politeness, renderer=renderer
        )

    return PooledRunner(scan, settings.scan_pool_size)


def renderer_for(settings: Settings, policy: ScanPolicy, host_map: HostMap) -> Renderer | None:
    """The process's renderer (one bounded pool of browsers), or None unless enabled."""
    if not settings.render:
        return None
    render = RenderSettings(
        enabled=True,
        chromium=settings.render_chromium_path,
        pool_size=settings.render_pool_size,
        page_seconds=settings.render_page_seconds,
    )
    return Renderer(render, policy, host_map)


def _clean_up_at_start(engine: Engine, lease: timedelta) -> None:
    """Give back holds of scans that died with their process (twice the lease is past any
    live scan) and delete idempotent answers past their 24 hours."""
    now = datetime.now(UTC)
    with engine.begin() as connection:
        released = release_abandoned_holds(connection, held_before=now - 2 * lease, now=now)
        sweep_expired(connection, now=now)
    if released:
        log.warning("released %d live-scan credit holds left by a stopped process", released)


@dataclass
class ScanParts:
    """How this process's scans run across processes, and what must be closed with it."""

    flight: Flight
    listener: Listener | None = None
    queue: ScanQueue | None = None

    async def close(self) -> None:
        if self.listener is not None:
            await self.listener.close()
        if self.queue is not None:
            await self.queue.close()


def scan_parts(settings: Settings, database: Database, runner: ScanRunner | None) -> ScanParts:
    """Queue mode: jobs for `vendorstack worker`; embedded: this process's pool under a
    lease. Waiting for another process is woken by NOTIFY on PostgreSQL, polls on SQLite."""
    lease = scan_lease(settings)
    listener = (
        None if database.is_sqlite else Listener(libpq_url(settings.database_url), SCAN_CHANNEL)
    )
    wait: Wait = PollingWait() if listener is None else NotifiedWait(listener)
    if settings.scan_mode == "queue":
        queue = ScanQueue(queue_app(libpq_url(settings.database_url)))
        flight = QueuedFlight(queue, database, wait, ceiling=lease.total_seconds())
        return ScanParts(flight, listener, queue)
    runner = runner or embedded_runner(settings)
    return ScanParts(LeasedFlight(runner, database, lease=lease, wait=wait), listener)


@dataclass
class Services:
    settings: Settings
    database: Database
    callers: CallerCache
    credits: Credits
    lookups: Lookups
    idempotency: Idempotency
    limits: RateLimits
    sweeper: HoldSweeper  # started by the app's lifespan in a serving process
    scan_parts: ScanParts

    @property
    def engine(self) -> Engine:
        """The blocking engine, for admin work and tests; requests go through `database`."""
        return self.database.engine

    @classmethod
    def open(cls, settings: Settings, *, runner: ScanRunner | None = None) -> Services:
        """Connect, start the writer and build the scan pool; `await close()` undoes it."""
        database = open_database(settings.database_url, group_commit=settings.group_commit)
        _clean_up_at_start(database.engine, scan_lease(settings))
        credits = Credits(
            database,
            base_url=settings.base_url,
            free_scans_per_day=settings.free_scans_per_day,
        )
        parts = scan_parts(settings, database, runner)
        lookups = Lookups(
            database=database,
            credits=credits,
            records=RecordCache(database),
            scans=ScanCoordinator(parts.flight),
            negative_ttl=timedelta(seconds=settings.negative_ttl_seconds),
        )
        return cls(
            settings=settings,
            database=database,
            callers=CallerCache(database),
            credits=credits,
            lookups=lookups,
            idempotency=Idempotency(database),
            limits=RateLimits(
                per_key=settings.rate_limit,
                key_creation=settings.key_creation_limit,
                redis_url=settings.redis_url,
            ),
            sweeper=HoldSweeper(
                database,
                older_than=2 * scan_lease(settings),
                interval=settings.hold_sweep_interval_seconds,
            ),
            scan_parts=parts,
        )

    async def close(self) -> None:
        await self.sweeper.stop()
        await self.scan_parts.close()
        await self.limits.close()
        await self.database.close()
