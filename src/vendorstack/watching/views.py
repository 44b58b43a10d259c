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


NOTICE = "endpoint_disabled"


def event_view(row: Any) -> dict[str, Any]:
    notice = row.kind == NOTICE
    return {
        "id": row.id,
        "type": f"webhook.{row.kind}" if notice else f"company.{row.kind}",
        "watch_id": row.watch_id,
        "domain": row.domain,
        "scan_id": row.scan_id,
        "created_at": row.created_at,
        "change": None if notice else row.data,
        "endpoint": row.data if notice else None,
    }
