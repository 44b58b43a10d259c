"""The SQL of webhooks: endpoints (each the account's own), deliveries and their attempts."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import Connection, Row, delete, insert, select, update

from vendorstack.watching.models import (
    WatchEvent,
    WebhookAttempt,
    WebhookDelivery,
    WebhookEndpoint,
)

ENDPOINT_COLUMNS = (
    WebhookEndpoint.id,
    WebhookEndpoint.url,
    WebhookEndpoint.created_at,
    WebhookEndpoint.disabled_at,
)


@dataclass(frozen=True, slots=True)
class AddEndpoint:
    account_id: int
    url: str
    secret: str
    now: datetime

    def __call__(self, connection: Connection) -> Row[Any]:
        endpoint_id = connection.execute(
            insert(WebhookEndpoint)
            .values(
                account_id=self.account_id, url=self.url, secret=self.secret, created_at=self.now
            )
            .returning(WebhookEndpoint.id)
        ).scalar_one()
        found = get_endpoint(connection, self.account_id, endpoint_id)
        assert found is not None
        return found


def get_endpoint(connection: Connection, account_id: int, endpoint_id: int) -> Row[Any] | None:
    query = select(*ENDPOINT_COLUMNS).where(
        WebhookEndpoint.account_id == account_id, WebhookEndpoint.id == endpoint_id
    )
    return connection.execute(query).one_or_none()


def list_endpoints(connection: Connection, account_id: int) -> list[Row[Any]]:
    query = select(*ENDPOINT_COLUMNS).where(WebhookEndpoint.account_id == account_id)
    return list(connection.execute(query.order_by(WebhookEndpoint.id)))


@dataclass(frozen=True, slots=True)
class RotateSecret:
    """Write operation: a new secret (and a disabled endpoint enabled again)."""

    account_id: int
    endpoint_id: int
    secret: str

    def __call__(self, connection: Connection) -> Row[Any] | None:
        connection.execute(
            update(WebhookEndpoint)
            .where(
                WebhookEndpoint.account_id == self.account_id,
                WebhookEndpoint.id == self.endpoint_id,
            )
            .values(secret=self.secret, disabled_at=None)
        )
        return get_endpoint(connection, self.account_id, self.endpoint_id)


@dataclass(frozen=True, slots=True)
class RemoveEndpoint:
    account_id: int
    endpoint_id: int

    def __call__(self, connection: Connection) -> bool:
        if get_endpoint(connection, self.account_id, self.endpoint_id) is None:
            return False
        deliveries = select(WebhookDelivery.id).where(
            WebhookDelivery.endpoint_id == self.endpoint_id
        )
        connection.execute(delete(WebhookAttempt).where(WebhookAttempt.delivery_id.in_(deliveries)))
        connection.execute(
            delete(WebhookDelivery).where(WebhookDelivery.endpoint_id == self.endpoint_id)
        )
        connection.execute(delete(WebhookEndpoint).where(WebhookEndpoint.id == self.endpoint_id))
        return True


def enqueue(connection: Connection, account_id: int, event_id: int, now: datetime) -> None:
    """A delivery of the event to each of the account's enabled endpoints, due now."""
    endpoints = connection.execute(
        select(WebhookEndpoint.id).where(
            WebhookEndpoint.account_id == account_id, WebhookEndpoint.disabled_at.is_(None)
        )
    ).scalars()
    rows = [
        {
            "endpoint_id": e,
            "event_id": event_id,
            "status": "pending",
            "attempts": 0,
            "next_attempt_at": now,
        }
        for e in endpoints
    ]
    if rows:
        connection.execute(insert(WebhookDelivery), rows)


def due_deliveries(connection: Connection, now: datetime, limit: int) -> list[Row[Any]]:
    query = (
        select(
            WebhookDelivery.id,
            WebhookDelivery.attempts,
            WebhookEndpoint.id.label("endpoint_id"),
            WebhookEndpoint.account_id,
            WebhookEndpoint.url,
            WebhookEndpoint.secret,
            WatchEvent.id.label("event_id"),
            WatchEvent.watch_id,
            WatchEvent.domain,
            WatchEvent.kind,
            WatchEvent.scan_id,
            WatchEvent.created_at,
            WatchEvent.data,
        )
        .join(WebhookEndpoint, WebhookEndpoint.id == WebhookDelivery.endpoint_id)
        .join(WatchEvent, WatchEvent.id == WebhookDelivery.event_id)
        .where(
            WebhookDelivery.status == "pending",
            WebhookDelivery.next_attempt_at <= now,
            WebhookEndpoint.disabled_at.is_(None),
        )
        .order_by(WebhookDelivery.next_attempt_at, WebhookDelivery.id)
        .limit(limit)
    )
    return list(connection.execute(query))


@dataclass(frozen=True, slots=True)
class RecordAttempt:
    """Write operation: one POST's outcome. Success delivers; a failure is retried after the
    schedule's next pause; past the schedule the delivery fails and its endpoint is
    disabled, with a notice event to the account (`endpoint_disabled`)."""

    delivery: Row[Any]
    now: datetime
    status_code: int | None
    error: str | None
    ok: bool
    schedule: Sequence[float]

    def __call__(self, connection: Connection) -> None:
        d = self.delivery
        connection.execute(
            insert(WebhookAttempt).values(
                delivery_id=d.id,
                attempted_at=self.now,
                status_code=self.status_code,
                error=self.error,
            )
        )
        attempts = d.attempts + 1
        values: dict[str, Any] = {"attempts": attempts}
        if self.ok:
            values.update(status="delivered", delivered_at=self.now, next_attempt_at=None)
        elif attempts <= len(self.schedule):
            pause = timedelta(seconds=self.schedule[attempts - 1])
            values.update(next_attempt_at=self.now + pause)
        else:
            values.update(status="failed", next_attempt_at=None)
            self._disable(connection)
        connection.execute(
            update(WebhookDelivery).where(WebhookDelivery.id == d.id).values(**values)
        )

    def _disable(self, connection: Connection) -> None:
        d = self.delivery
        connection.execute(
            update(WebhookEndpoint)
            .where(WebhookEndpoint.id == d.endpoint_id)
            .values(disabled_at=self.now)
        )
        data = {"endpoint_id": d.endpoint_id, "url": d.url, "failed_event_id": d.event_id}
        event_id = connection.execute(
            insert(WatchEvent)
            .values(
                account_id=d.account_id,
                watch_id=None,
                domain="",
                kind="endpoint_disabled",
                scan_id=None,
                created_at=self.now,
                data=data,
            )
            .returning(WatchEvent.id)
        ).scalar_one()
        enqueue(connection, d.account_id, event_id, self.now)


def attempts_of(connection: Connection, account_id: int, endpoint_id: int) -> list[Row[Any]]:
    """Every delivery of the endpoint with its attempts, newest delivery first (at most 100)."""
    query = (
        select(
            WebhookDelivery.id,
            WebhookDelivery.event_id,
            WebhookDelivery.status,
            WebhookAttempt.attempted_at,
            WebhookAttempt.status_code,
            WebhookAttempt.error,
        )
        .join(WebhookEndpoint, WebhookEndpoint.id == WebhookDelivery.endpoint_id)
        .outerjoin(WebhookAttempt, WebhookAttempt.delivery_id == WebhookDelivery.id)
        .where(WebhookEndpoint.account_id == account_id, WebhookEndpoint.id == endpoint_id)
        .order_by(WebhookDelivery.id.desc(), WebhookAttempt.id)
        .limit(1000)
    )
    return list(connection.execute(query))
