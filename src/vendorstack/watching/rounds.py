"""One round of background work: scheduled re-scans of watches, re-scans of stale companies
(`freshness`), then due webhook deliveries.

The embedded mode runs the two loops in each serving process (`Services.start_watch_schedule`);
the queue mode runs a round as a procrastinate periodic task every minute
(`register_round_task`, registered by `vendorstack worker`): procrastinate defers each tick
once across every worker, and the queueing lock keeps two rounds from running together.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from procrastinate import App, JobContext

from vendorstack.config import Settings
from vendorstack.watching.delivery import Deliveries
from vendorstack.watching.freshness import Freshness
from vendorstack.watching.service import Watching

log = logging.getLogger("vendorstack.watching")
ROUND_TASK = "vendorstack.watch_round"
ROUNDS = "watch_rounds"  # the worker's `additional_context` key
EVERY_MINUTE = "* * * * *"


@dataclass(frozen=True, slots=True)
class Rounds:
    """Scheduled re-scans of watches (at most `batch` a round), then stale companies (at most
    `fresh_batch`), then every due webhook delivery."""

    watching: Watching
    deliveries: Deliveries
    interval: timedelta
    batch: int
    freshness: Freshness | None = None
    fresh_age: timedelta = timedelta(days=30)
    fresh_batch: int = 0

    async def once(self) -> tuple[int, int]:
        """One round; how many watches were re-scanned and deliveries tried."""
        now = datetime.now(UTC)
        rescanned = await self.watching.rescan_due(
            checked_before=now - self.interval, limit=self.batch
        )
        if self.freshness is not None and self.fresh_batch > 0:
            await self.freshness.refresh_stale(
                scanned_before=now - self.fresh_age, limit=self.fresh_batch
            )
        delivered = 0
        while tried := await self.deliveries.deliver_due():
            delivered += tried
        return rescanned, delivered

    async def run(self, *, every: float) -> None:
        """The embedded mode's loop: a round every `every` seconds."""
        while True:
            try:
                await self.once()
            except Exception:  # a failed round is logged; the next one tries again
                log.exception("a watch round failed")
            await asyncio.sleep(every)


def rounds_for(
    settings: Settings, watching: Watching, deliveries: Deliveries, freshness: Freshness
) -> Rounds:
    """The rounds the settings ask for: `freshness_per_hour` spread over the rounds."""
    per_round = settings.freshness_per_hour * settings.watch_schedule_seconds / 3600
    if settings.scan_mode == "queue":  # the periodic task runs once a minute
        per_round = settings.freshness_per_hour / 60
    return Rounds(
        watching,
        deliveries,
        interval=timedelta(hours=settings.watch_interval_hours),
        batch=settings.watch_batch,
        freshness=freshness,
        fresh_age=timedelta(days=settings.freshness_age_days),
        fresh_batch=max(1, round(per_round)) if settings.freshness_per_hour > 0 else 0,
    )


async def round_task(context: JobContext, timestamp: int) -> None:
    """The periodic task; `timestamp` is the tick procrastinate deferred it for."""
    rounds: Rounds = context.additional_context[ROUNDS]
    await rounds.once()


def register_round_task(app: App) -> None:
    task = app.task(name=ROUND_TASK, pass_context=True, queueing_lock=ROUND_TASK)(round_task)
    app.periodic(cron=EVERY_MINUTE, periodic_id="watch-round")(task)
