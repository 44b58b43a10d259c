"""How this process runs live scans: on its own pool under a lease, or as queued jobs.

Built once by the composition root (`services.py`) and by `vendorstack worker`; depends on
the index, scanning and storage, never on the composition root or an adapter.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from vendorstack.config import Settings
from vendorstack.scanning.hostmap import HostMap
from vendorstack.scanning.policy import ScanPolicy
from vendorstack.scanning.politeness import Politeness
from vendorstack.scanning.render import Renderer, RenderSettings
from vendorstack.scanning.scanner import scan_domain
from vendorstack.scans.queue import QueuedFlight, ScanQueue, queue_app
from vendorstack.scans.recorder import ScanResult
from vendorstack.scans.runner import Flight, LeasedFlight, PooledRunner, ScanRunner
from vendorstack.scans.waits import SCAN_CHANNEL, NotifiedWait, PollingWait, Wait
from vendorstack.storage.database import Database
from vendorstack.storage.engine import libpq_url
from vendorstack.storage.listen import Listener

# A scan may outlive its time budget by the parser wait it is excused (a bulk run's
# `VENDORSTACK_SCAN_PARSER_WAIT_SECONDS`, at most `config.MAX_PARSER_WAIT_SECONDS`) plus its
# writes.
LEASE_SLACK_SECONDS = 30


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
        queue = ScanQueue(queue_app(settings.database_url))
        flight = QueuedFlight(queue, database, wait, ceiling=lease.total_seconds())
        return ScanParts(flight, listener, queue)
    runner = runner or embedded_runner(settings)
    return ScanParts(LeasedFlight(runner, database, lease=lease, wait=wait), listener)
