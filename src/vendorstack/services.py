"""The composition root: every long-lived part of a running service, built from Settings.

The API, the CLI and the agent surfaces all work through one `Services`, so they cannot
disagree about storage, limits or how scans run.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from sqlalchemy import Connection, Engine

from vendorstack.accounts.callers import CallerCache, caller_cache
from vendorstack.accounts.credits import Credits
from vendorstack.accounts.idempotency import sweep_expired
from vendorstack.accounts.leases import return_expired_leases
from vendorstack.accounts.leasing import LeaseBook
from vendorstack.accounts.ledger import release_abandoned_holds
from vendorstack.accounts.sweep import HoldSweeper
from vendorstack.config import Settings
from vendorstack.exports.metered import MeteredExports
from vendorstack.index.cache import RecordCache
from vendorstack.lookups.cards import CardTopups
from vendorstack.lookups.charging import Charging
from vendorstack.lookups.free import FreeAnswers
from vendorstack.lookups.idempotent import Idempotent
from vendorstack.lookups.people import People
from vendorstack.lookups.portfolio import Portfolios
from vendorstack.lookups.service import Lookups
from vendorstack.ratelimits import RateLimits
from vendorstack.scanning.hostmap import HostMap
from vendorstack.scanning.posting import Poster
from vendorstack.scans.parts import ScanParts, scan_lease, scan_parts
from vendorstack.scans.runner import ScanCoordinator, ScanRunner
from vendorstack.storage.database import Database, open_database
from vendorstack.storage.engine import transaction
from vendorstack.storage.migrate import upgrade
from vendorstack.storage.replica import IndexReads
from vendorstack.watching.delivery import Deliveries
from vendorstack.watching.feed import Feeds
from vendorstack.watching.freshness import Freshness
from vendorstack.watching.rounds import Rounds, rounds_for
from vendorstack.watching.service import Watching
from vendorstack.watching.webhooks import Webhooks

log = logging.getLogger("vendorstack")


def _clean_up_at_start(engine: Engine, lease: timedelta) -> None:
    """Give back holds of scans that died with their process (twice the lease is past any
    live scan) and credit leases past their expiry, and delete idempotent answers past their
    24 hours."""
    now = datetime.now(UTC)
    with engine.begin() as connection:
        released = release_abandoned_holds(connection, held_before=now - 2 * lease, now=now)
        returned = return_expired_leases(connection, expired_before=now, now=now)
        sweep_expired(connection, now=now)
    if returned:
        log.warning("returned %d leased credits left by a stopped process", returned)
    if released:
        log.warning("released %d live-scan credit holds left by a stopped process", released)


@dataclass
class Services:
    settings: Settings
    database: Database
    callers: CallerCache
    credits: Credits
    lookups: Lookups
    free: FreeAnswers
    limits: RateLimits
    sweeper: HoldSweeper  # started by the app's lifespan in a serving process
    scan_parts: ScanParts
    people: People  # the web pages' sessions
    cards: CardTopups  # Stripe Checkout top-ups
    exports: MeteredExports
    portfolios: Portfolios
    leases: LeaseBook | None = None  # credit leases (docs/guarantees.md), when enabled
    index_reads: IndexReads | None = None  # the read replica's reads, when configured
    watching: Watching | None = None
    webhooks: Webhooks | None = None
    deliveries: Deliveries | None = None
    feeds: Feeds | None = None
    rounds: Rounds | None = None
    _schedule: asyncio.Task[None] | None = None
    _delivering: asyncio.Task[None] | None = None

    def start_watch_schedule(self) -> None:
        """Run the watch rounds (scheduled re-scans, stale companies, deliveries) and a quicker
        delivery loop in the background (a serving process, embedded mode); `close` stops both."""
        loop = asyncio.get_running_loop()
        every = self.settings.watch_schedule_seconds
        if self.rounds is not None and every > 0 and self._schedule is None:
            self._schedule = loop.create_task(self.rounds.run(every=every))
        if self.deliveries is not None and self._delivering is None:
            deliver = self.deliveries.run(every=self.settings.webhook_poll_seconds)
            self._delivering = loop.create_task(deliver)

    @property
    def engine(self) -> Engine:
        """The blocking engine, for admin work and tests; requests go through `database`."""
        return self.database.engine

    @classmethod
    def open(cls, settings: Settings, *, runner: ScanRunner | None = None) -> Services:
        """Connect, start the writer and build the scan pool; `await close()` undoes it."""
        database = open_database(settings.database_url, group_commit=settings.group_commit)
        _clean_up_at_start(database.engine, scan_lease(settings))
        leases = _lease_book(settings, database)
        credits = Credits(
            database,
            base_url=settings.base_url,
            free_scans_per_day=settings.free_scans_per_day,
            leases=leases,
        )
        parts = scan_parts(settings, database, runner)
        index_reads = IndexReads(database, settings.database_read_url)
        poster = Poster(HostMap.parse(settings.scan_host_map))
        idempotent = Idempotent(database)  # one per process: a key is one account's, any route
        lookups = Lookups(
            database=database,
            charging=Charging(credits),
            idempotent=idempotent,
            records=RecordCache(database, replica=index_reads),
            scans=ScanCoordinator(parts.flight),
            negative_ttl=timedelta(seconds=settings.negative_ttl_seconds),
            index_reads=index_reads,
        )
        watch_scans = ScanCoordinator(parts.flight)
        watching = Watching(database, credits, watch_scans, concurrency=settings.scan_pool_size)
        deliveries = Deliveries(database, poster)
        freshness = Freshness(database, watch_scans)
        return cls(
            settings=settings,
            database=database,
            callers=caller_cache(database, settings.database_url),
            credits=credits,
            lookups=lookups,
            free=FreeAnswers(
                database=database,
                credits=credits,
                base_url=settings.base_url,
                free_scans_per_day=settings.free_scans_per_day,
            ),
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
            people=People(database),
            cards=CardTopups(settings, database),
            exports=MeteredExports(database, credits),
            portfolios=Portfolios(
                database,
                Charging(credits),
                ScanCoordinator(parts.flight),
                idempotent,
                concurrency=settings.scan_pool_size,
            ),
            leases=leases,
            index_reads=index_reads,
            watching=watching,
            webhooks=Webhooks(database, poster),
            deliveries=deliveries,
            feeds=Feeds(database, settings.base_url),
            rounds=rounds_for(settings, watching, deliveries, freshness),
        )

    async def close(self) -> None:
        for task in (self._schedule, self._delivering):
            if task is not None:
                task.cancel()
                with suppress(asyncio.CancelledError):
                    await task
        await self.sweeper.stop()
        await self.portfolios.close()  # queued scans stop before their flights do
        await self.exports.close()  # holds of downloads that just ended, before the writer
        if self.leases is not None:  # unspent blocks go back before the writer stops
            await self.leases.close()
        await self.scan_parts.close()
        await self.limits.close()
        await self.callers.close()
        if self.index_reads is not None:
            await self.index_reads.close()
        await self.database.close()


def _lease_book(settings: Settings, database: Database) -> LeaseBook | None:
    """Leases where they pay: PostgreSQL, where processes share accounts' rows; SQLite's one
    writer takes no turns (docs/benchmarks.md, "Credit leases")."""
    enabled = settings.credit_leases == "on" or (
        settings.credit_leases == "auto" and not database.is_sqlite
    )
    return LeaseBook(database) if enabled else None


def migrate(settings: Settings) -> None:
    """Bring the database schema up to date (`vendorstack migrate`, and `serve` at start)."""
    upgrade(settings.database_url)


@contextmanager
def admin_transaction(settings: Settings) -> Iterator[Connection]:
    """One transaction on the migrated database, for an admin command of the CLI."""
    migrate(settings)
    with transaction(settings.database_url) as connection:
        yield connection
