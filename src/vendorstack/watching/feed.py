"""The account's change events as an Atom feed (`feedgen`), at a URL holding a feed token.

A feed reader cannot send an Authorization header, so the feed's address carries a token
instead: 32 random bytes, shown once, kept only as its SHA-256 (like API keys), replaced by
asking for a new one. The token reads the feed and nothing else.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import partial
from typing import Any

from feedgen.feed import FeedGenerator
from sqlalchemy import Connection, Row, delete, insert, select

from vendorstack.accounts.service import Caller
from vendorstack.errors import NotFound
from vendorstack.storage.database import Database
from vendorstack.watching.models import FeedToken, WatchEvent
from vendorstack.watching.views import event_view

ENTRIES = 50
TOKEN_PREFIX = "vsf_"


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass(frozen=True, slots=True)
class ReplaceToken:
    account_id: int
    token_hash: str
    now: datetime

    def __call__(self, connection: Connection) -> None:
        connection.execute(delete(FeedToken).where(FeedToken.account_id == self.account_id))
        connection.execute(
            insert(FeedToken).values(
                account_id=self.account_id, token_hash=self.token_hash, created_at=self.now
            )
        )


def feed_events(connection: Connection, token_hash: str) -> list[Row[Any]] | None:
    """The newest events of the token's account, or None for an unknown token."""
    account_id = connection.execute(
        select(FeedToken.account_id).where(FeedToken.token_hash == token_hash)
    ).scalar()
    if account_id is None:
        return None
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
        .where(WatchEvent.account_id == account_id)
        .order_by(WatchEvent.id.desc())
        .limit(ENTRIES)
    )
    return list(connection.execute(query))


class Feeds:
    def __init__(
        self,
        database: Database,
        base_url: str,
        clock: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        self._database = database
        self._base_url = base_url.rstrip("/")
        self._clock = clock

    async def new_token(self, caller: Caller) -> dict[str, Any]:
        """A new feed address for the account; the previous one stops working."""
        token = TOKEN_PREFIX + secrets.token_urlsafe(32)
        await self._database.write(
            ReplaceToken(caller.account_id, token_hash(token), self._clock())
        )
        return {"feed_url": f"{self._base_url}/v1/feed/{token}.atom"}

    async def atom(self, token: str) -> bytes:
        rows = await self._database.read(partial(feed_events, token_hash=token_hash(token)))
        if rows is None:
            raise NotFound("No feed is at this address. POST /v1/feed gives a new one.")
        return render(self._base_url, [event_view(row) for row in rows], self._clock())


def render(base_url: str, events: Sequence[dict[str, Any]], now: datetime) -> bytes:
    feed = FeedGenerator()
    feed.id(f"{base_url}/v1/events")
    feed.title("VendorStack: changes to watched companies")
    feed.author({"name": "VendorStack"})
    feed.link(href=f"{base_url}/v1/events", rel="alternate")
    feed.updated(events[0]["created_at"] if events else now)
    for event in reversed(events):  # feedgen puts the last added first
        _entry(feed, base_url, event)
    atom: bytes = feed.atom_str(pretty=True)
    return atom


def _entry(feed: FeedGenerator, base_url: str, event: dict[str, Any]) -> None:
    entry = feed.add_entry()
    entry.id(f"{base_url}/v1/events#{event['id']}")
    entry.title(title(event))
    entry.updated(event["created_at"])
    if event["domain"]:
        entry.link(href=f"{base_url}/company/{event['domain']}")
    entry.content(summary(event), type="text")


def title(event: dict[str, Any]) -> str:
    change = event["change"]
    if change is None:
        return f"Webhook endpoint disabled: {event['endpoint']['url']}"
    said = {
        "changed": "subprocessors changed",
        "disclosure_moved": "subprocessor list moved",
        "disclosure_lost": "subprocessor list not found",
    }[change["kind"]]
    counts = f" (+{len(change['added'])} -{len(change['removed'])} ~{len(change['changed'])})"
    return f"{event['domain']}: {said}" + (counts if change["kind"] == "changed" else "")


def summary(event: dict[str, Any]) -> str:
    change = event["change"]
    if change is None:
        return "Deliveries kept failing for over 24 hours; rotate its secret to enable it again."
    lines = [f"Added {v['vendor']}: {v['quote']}" for v in change["added"]]
    lines += [f"Removed {v['vendor']}: {v['quote']}" for v in change["removed"]]
    for c in change["changed"]:
        fields = ", ".join(c["fields"])
        lines.append(
            f"Changed {c['vendor']} ({fields}): {c['before']['quote']} -> {c['after']['quote']}"
        )
    if change.get("moved_from"):
        lines.append(f"Moved from {change['moved_from']} to {change['disclosure_url']}")
    if change["kind"] == "disclosure_lost":
        lines.append(
            "Final: no longer served." if change.get("final") else "The last list is still served."
        )
    return "\n".join(lines)
