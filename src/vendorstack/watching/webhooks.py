"""Webhook endpoints of an account: create (the URL checked by the SSRF guard), list,
delete, rotate the secret, and read the deliveries' attempts."""

from __future__ import annotations

import base64
import secrets
from collections.abc import Callable
from datetime import UTC, datetime
from functools import partial
from typing import Any

from sqlalchemy import Row

from vendorstack.accounts.service import Caller
from vendorstack.errors import InvalidInput, NotFound
from vendorstack.scanning.errors import DNSFailed, FetchError
from vendorstack.scanning.posting import Poster
from vendorstack.storage.database import Database
from vendorstack.watching import hooks

MAX_URL = 2048


def new_secret() -> str:
    return "whsec_" + base64.b64encode(secrets.token_bytes(24)).decode()


class WebhookUrlRefused(InvalidInput):
    """A webhook URL that is not a public http(s) address."""

    code = "webhook_url_refused"
    message = (
        "The webhook URL must be a public http(s) address: private, loopback, link-local "
        "and metadata addresses are refused."
    )


class Webhooks:
    def __init__(
        self,
        database: Database,
        poster: Poster,
        clock: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        self._database = database
        self._poster = poster
        self._clock = clock

    async def create(self, caller: Caller, url: str) -> dict[str, Any]:
        await self._check(url)
        secret = new_secret()
        row = await self._database.write(
            hooks.AddEndpoint(caller.account_id, url, secret, self._clock())
        )
        return {**endpoint_view(row), "secret": secret}

    async def endpoints(self, caller: Caller) -> dict[str, Any]:
        rows = await self._database.read(
            partial(hooks.list_endpoints, account_id=caller.account_id)
        )
        return {"webhooks": [endpoint_view(row) for row in rows]}

    async def delete(self, caller: Caller, endpoint_id: int) -> None:
        if not await self._database.write(hooks.RemoveEndpoint(caller.account_id, endpoint_id)):
            raise _unknown(endpoint_id)

    async def rotate(self, caller: Caller, endpoint_id: int) -> dict[str, Any]:
        secret = new_secret()
        row = await self._database.write(hooks.RotateSecret(caller.account_id, endpoint_id, secret))
        if row is None:
            raise _unknown(endpoint_id)
        return {**endpoint_view(row), "secret": secret}

    async def deliveries(self, caller: Caller, endpoint_id: int) -> dict[str, Any]:
        read = partial(hooks.get_endpoint, account_id=caller.account_id, endpoint_id=endpoint_id)
        if await self._database.read(read) is None:
            raise _unknown(endpoint_id)
        rows = await self._database.read(
            partial(hooks.attempts_of, account_id=caller.account_id, endpoint_id=endpoint_id)
        )
        return {"deliveries": _grouped(rows)}

    async def _check(self, url: str) -> None:
        if len(url) > MAX_URL:
            raise WebhookUrlRefused()
        try:
            await self._poster.check(url)
        except DNSFailed:  # not (yet) a name: nothing private about it; each delivery checks
            return
        except FetchError as refused:  # its reason names our guard: the class says it plainly
            raise WebhookUrlRefused() from refused


def endpoint_view(row: Row[Any]) -> dict[str, Any]:
    return {
        "id": row.id,
        "url": row.url,
        "created_at": row.created_at,
        "disabled_at": row.disabled_at,
    }


def _grouped(rows: list[Row[Any]]) -> list[dict[str, Any]]:
    deliveries: dict[int, dict[str, Any]] = {}
    for row in rows:
        delivery = deliveries.setdefault(
            row.id,
            {"event_id": row.event_id, "status": row.status, "attempts": []},
        )
        if row.attempted_at is not None:
            delivery["attempts"].append(
                {
                    "attempted_at": row.attempted_at,
                    "status_code": row.status_code,
                    "error": row.error,
                }
            )
    return list(deliveries.values())


def _unknown(endpoint_id: int) -> NotFound:
    return NotFound(f"No webhook {endpoint_id} on this account. GET /v1/webhooks lists yours.")
