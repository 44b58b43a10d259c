"""Watches and events as the JSON `schemas.responses` declares (`Watch`, `WatchEvent`)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Row


def watch_view(row: Row[Any]) -> dict[str, Any]:
    return {
        "id": row.id,
        "domain": row.domain,
        "created_at": row.created_at,
        "last_checked_at": row.checked_at,
        "last_changed_at": row.changed_at,
    }


def event_view(row: Row[Any]) -> dict[str, Any]:
    return {
        "id": row.id,
        "type": f"company.{row.kind}",
        "watch_id": row.watch_id,
        "domain": row.domain,
        "scan_id": row.scan_id,
        "created_at": row.created_at,
        "change": row.data,
    }
