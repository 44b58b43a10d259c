"""Deliver events to webhook endpoints, signed per the Standard Webhooks specification.

Each delivery is POSTed with `webhook-id` (`evt_<event id>`, the same on every retry, so a
receiver drops repeats), `webhook-timestamp` and `webhook-signature` made by the
`standardwebhooks` library with the endpoint's secret. A failure is retried after each pause
of `schedule` in turn (default: about 27 hours in all); past it the delivery fails and the
endpoint is disabled, with an `endpoint_disabled` event (`hooks.RecordAttempt`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from functools import partial
from typing import Any

import orjson
from sqlalchemy import Row
from standardwebhooks import Webhook

from vendorstack.scanning.posting import Poster
from vendorstack.storage.database import Database
from vendorstack.watching.hooks import RecordAttempt, due_deliveries
from vendorstack.watching.views import event_view

log = logging.getLogger("vendorstack.webhooks")
# Seconds before each retry: 5 s, 1 min, 10 min, 1 h, 3 h, 6 h, 8 h, 9 h (27.2 h in all).
SCHEDULE: tuple[float, ...] = (5, 60, 600, 3600, 3 * 3600, 6 * 3600, 8 * 3600, 9 * 3600)


def payload(delivery: Row[Any]) -> dict[str, Any]:
    """The Standard Webhooks body: `type`, `timestamp` and the event as `/v1/events` shows it."""
    event = event_view(_Event(delivery))
    return {"type": event["type"], "timestamp": event["created_at"], "data": event}


class _Event:
    """The delivery's event, under the names `event_view` reads."""

    def __init__(self, delivery: Row[Any]) -> None:
        self.id = delivery.event_id
        self.watch_id = delivery.watch_id
        self.domain = delivery.domain
        self.kind = delivery.kind
        self.scan_id = delivery.scan_id
        self.created_at = delivery.created_at
        self.data = delivery.data


class Deliveries:
    def __init__(
        self,
        database: Database,
        poster: Poster,
        *,
        schedule: Sequence[float] = SCHEDULE,
        clock: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        self._database = database
        self._poster = poster
        self._schedule = tuple(schedule)
        self._clock = clock

    async def deliver_due(self, *, limit: int = 100) -> int:
        """POST every delivery due now (up to `limit`), one attempt each; how many were tried."""
        due = await self._database.read(partial(due_deliveries, now=self._clock(), limit=limit))
        for delivery in due:
            await self._attempt(delivery)
        return len(due)

    async def _attempt(self, delivery: Row[Any]) -> None:
        body = orjson.dumps(payload(delivery), option=orjson.OPT_UTC_Z)
        now = self._clock()
        message_id = f"evt_{delivery.event_id}"
        signature = Webhook(delivery.secret).sign(message_id, now, body.decode())
        headers = {
            "webhook-id": message_id,
            "webhook-timestamp": str(int(now.timestamp())),
            "webhook-signature": signature,
        }
        posted = await self._poster.post(delivery.url, body, headers)
        record = RecordAttempt(
            delivery, self._clock(), posted.status, posted.error, posted.ok, self._schedule
        )
        await self._database.write(record)

    async def run(self, *, every: float) -> None:
        """The embedded mode's delivery loop: due deliveries every `every` seconds."""
        while True:
            try:
                while await self.deliver_due():
                    pass
            except Exception:  # a failed round is logged; the next one tries again
                log.exception("webhook deliveries failed")
            await asyncio.sleep(every)
