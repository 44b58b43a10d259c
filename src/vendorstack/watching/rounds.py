"""One round of background watch work: scheduled re-scans, then due webhook deliveries.

The embedded mode runs the two loops in each serving process (`Services.start_watch_schedule`);
the queue mode runs a round as a procrastinate periodic task every minute
(`register_round_task`, registered by `vendorstack worker`): procrastinate defers each tick
once across every worker, and the queueing lock keeps two rounds from running together.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from procrastinate import App, JobContext

from vendorstack.watching.delivery import Deliveries
from vendorstack.watching.service import Watching

ROUND_TASK = "vendorstack.watch_round"
ROUNDS = "watch_rounds"  # the worker's `additional_context` key
EVERY_MINUTE = "* * * * *"


@dataclass(frozen=True, slots=True)
class Rounds:
    watching: Watching
    deliveries: Deliveries
    interval: timedelta
    batch: int

    async def once(self) -> tuple[int, int]:
        """Re-scan the due watches (at most `batch`), then deliver; how many of each."""
        due_before = datetime.now(UTC) - self.interval
        rescanned = await self.watching.rescan_due(checked_before=due_before, limit=self.batch)
        delivered = 0
        while tried := await self.deliveries.deliver_due():
            delivered += tried
        return rescanned, delivered


async def round_task(context: JobContext, timestamp: int) -> None:
    """The periodic task; `timestamp` is the tick procrastinate deferred it for."""
    rounds: Rounds = context.additional_context[ROUNDS]
    await rounds.once()


def register_round_task(app: App) -> None:
    task = app.task(name=ROUND_TASK, pass_context=True, queueing_lock=ROUND_TASK)(round_task)
    app.periodic(cron=EVERY_MINUTE, periodic_id="watch-round")(task)
