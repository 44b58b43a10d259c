"""What a tool calls: a `Backend` answers each operation with the JSON API's body, or raises
`ToolFailure` carrying the JSON API's error body."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

Body = dict[str, Any]


class ToolFailure(Exception):
    """An operation failed; `body` is the JSON API's error body (`error`, `message`,
    `request_id`, and fields such as `topup_url` or `retry_after`)."""

    def __init__(self, body: Body) -> None:
        self.body = body
        super().__init__(str(body.get("message", body.get("error", ""))))


class Backend(Protocol):
    """The operations the tools expose, answered as the JSON API answers them."""

    async def check(self, url: str, *, category: str | None, refresh: bool) -> Body: ...

    async def company(self, domain: str) -> Body: ...

    async def prospect(
        self, *, vendor: str | None, category: str | None, segment: str | None, page: int
    ) -> Body: ...

    async def balance(self) -> Body: ...

    async def pricing(self) -> Body: ...

    async def vendors(self) -> Body: ...

    async def watch(self, domains: Sequence[str]) -> Body: ...

    async def watches(self, *, after: int) -> Body: ...

    async def unwatch(self, watch_id: int) -> Body: ...

    async def events(self, *, after: int) -> Body: ...

    async def portfolio(self, domains: Sequence[str]) -> Body: ...
