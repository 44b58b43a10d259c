"""The SQL of watchlists: read and write operations of a `Connection`, every one scoped to
the account that owns the rows (a watch id from another account reads as absent)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, Row, delete, func, insert, select, update

from vendorstack.index.models import Entity, Scan
from vendorstack.watching.events import event_for
from vendorstack.watching.hooks import enqueue
from vendorstack.watching.models import Watch, WatchEvent

WATCH_COLUMNS = (
    Watch.id,
    Watch.domain,
    Watch.created_at,
    Watch.checked_at,
    Watch.changed_at,
    Watch.seen_scan_id,
)


def _latest_scan_id(connection: Connection, domain: str) -> int | None:
    query = select(func.max(Scan.id)).join(Entity, Entity.id == Scan.entity_id)
    latest: int | None = connection.execute(query.where(Entity.domain == domain)).scalar()
    return latest


@dataclass(frozen=True, slots=True)
class AddWatches:
    """Write operation: watch each domain not yet watched; every asked domain's watch back.

    A new watch has seen every scan so far: only what changes from now on is told.
    """

    account_id: int
    domains: Sequence[str]
    now: datetime

    def __call__(self, connection: Connection) -> list[Row[Any]]:
        existing = set(_watched(connection, self.account_id, self.domains))
        for domain in dict.fromkeys(self.domains):
            if domain not in existing:
                seen = _latest_scan_id(connection, domain)
                connection.execute(
                    insert(Watch).values(
                        account_id=self.account_id,
                        domain=domain,
                        created_at=self.now,
                        checked_at=None,
                        seen_scan_id=seen,
                    )
                )
        query = select(*WATCH_COLUMNS).where(
            Watch.account_id == self.account_id, Watch.domain.in_(self.domains)
        )
        return list(connection.execute(query.order_by(Watch.id)))


def _watched(connection: Connection, account_id: int, domains: Sequence[str]) -> list[str]:
    query = select(Watch.domain).where(Watch.account_id == account_id, Watch.domain.in_(domains))
    return list(connection.execute(query).scalars())


def list_watches(connection: Connection, account_id: int, after: int, limit: int) -> list[Row[Any]]:
    query = select(*WATCH_COLUMNS).where(Watch.account_id == account_id, Watch.id > after)
    return list(connection.execute(query.order_by(Watch.id).limit(limit)))


def get_watch(connection: Connection, account_id: int, watch_id: int) -> Row[Any] | None:
    query = select(*WATCH_COLUMNS).where(Watch.account_id == account_id, Watch.id == watch_id)
    return connection.execute(query).one_or_none()


@dataclass(frozen=True, slots=True)
class RemoveWatch:
    account_id: int
    watch_id: int

    def __call__(self, connection: Connection) -> bool:
        gone = connection.execute(
            delete(Watch).where(Watch.account_id == self.account_id, Watch.id == self.watch_id)
        )
        return bool(gone.rowcount)


@dataclass(frozen=True, slots=True)
class ReportScans:
    """Write operation: turn every scan of the watched domain since the last report into the
    account's events (only changes worth telling), and mark the watch checked."""

    account_id: int
    watch_id: int
    now: datetime

    def __call__(self, connection: Connection) -> list[int]:
        watch = get_watch(connection, self.account_id, self.watch_id)
        if watch is None:
            return []
        scans = _scans_since(connection, watch.domain, watch.seen_scan_id or 0)
        ids = []
        for scan in scans:
            told = event_for(scan)
            if told is not None:
                ids.append(self._insert(connection, watch.domain, scan, *told))
        seen = scans[-1].id if scans else watch.seen_scan_id
        changed = {"changed_at": self.now} if ids else {}
        connection.execute(
            update(Watch)
            .where(Watch.id == self.watch_id)
            .values(checked_at=self.now, seen_scan_id=seen, **changed)
        )
        return ids

    def _insert(
        self, connection: Connection, domain: str, scan: Row[Any], kind: str, data: dict[str, Any]
    ) -> int:
        event_id: int = connection.execute(
            insert(WatchEvent)
            .values(
                account_id=self.account_id,
                watch_id=self.watch_id,
                domain=domain,
                kind=kind,
                scan_id=scan.id,
                created_at=self.now,
                data=data,
            )
            .returning(WatchEvent.id)
        ).scalar_one()
        enqueue(connection, self.account_id, event_id, self.now)
        return event_id


def _scans_since(connection: Connection, domain: str, after: int) -> list[Row[Any]]:
    query = (
        select(Scan.id, Scan.finished_at, Scan.change, Scan.outcome, Scan.disclosure_url)
        .join(Entity, Entity.id == Scan.entity_id)
        .where(Entity.domain == domain, Scan.id > after)
        .order_by(Scan.id)
    )
    return list(connection.execute(query))


def list_events(connection: Connection, account_id: int, after: int, limit: int) -> list[Row[Any]]:
    query = (
        select(
            WatchEvent.id,
            WatchEvent.watch_id,
            WatchEvent.domain,
            WatchEvent.kind,
            WatchEvent.scan_id,
            WatchEvent.created_at,
            WatchEvent.data,
        )
        .where(WatchEvent.account_id == account_id, WatchEvent.id > after)
        .order_by(WatchEvent.id)
        .limit(limit)
    )
    return list(connection.execute(query))


def _is_due(checked_before: datetime) -> Any:
    return (Watch.checked_at.is_(None)) | (Watch.checked_at < checked_before)


def due_watches(connection: Connection, checked_before: datetime, limit: int) -> list[Row[Any]]:
    """Watches not re-scanned since `checked_before` (never-checked first), oldest first."""
    query = (
        select(Watch.id, Watch.account_id, Watch.domain)
        .where(_is_due(checked_before))
        .order_by(Watch.checked_at.is_(None).desc(), Watch.checked_at, Watch.id)
        .limit(limit)
    )
    return list(connection.execute(query))


@dataclass(frozen=True, slots=True)
class ClaimDue:
    """Take up to `limit` due watches for one round, marking them checked `now` in the same
    write: a round running at once elsewhere (another process, or another round here) finds
    them no longer due (PostgreSQL re-reads the condition once the row lock is released), so
    no watch is re-scanned, and its account charged, twice for one period."""

    checked_before: datetime
    now: datetime
    limit: int

    def __call__(self, connection: Connection) -> list[Row[Any]]:
        due = due_watches(connection, self.checked_before, self.limit)
        if not due:
            return []
        claim = (
            update(Watch)
            .where(Watch.id.in_([row.id for row in due]), _is_due(self.checked_before))
            .values(checked_at=self.now)
            .returning(Watch.id)
        )
        claimed = set(connection.execute(claim).scalars())
        return [row for row in due if row.id in claimed]
