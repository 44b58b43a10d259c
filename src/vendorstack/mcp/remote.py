"""The stdio server's backend: each operation sent to the hosted API through `AsyncClient`
(the same `client.operations` the CLI sends), its error body relayed unchanged."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from vendorstack.client import ApiError, AsyncClient, ServiceUnreachable, operations
from vendorstack.client.operations import Operation
from vendorstack.mcp.backend import Body, ToolFailure


class RemoteBackend:
    """The operations answered by the API at `client.api_url`, with the client's key."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    async def _send(self, operation: Operation[Any]) -> Body:
        try:
            return await self._client.send_json(operation)
        except ApiError as error:
            raise ToolFailure(error.body) from None
        except ServiceUnreachable as error:
            message = f"The API at {self._client.api_url} could not be reached: {error}"
            raise ToolFailure(
                {"error": "service_unreachable", "message": message, "request_id": ""}
            ) from None

    async def check(self, url: str, *, category: str | None, refresh: bool) -> Body:
        return await self._send(operations.check(url, category=category, refresh=refresh))

    async def company(self, domain: str) -> Body:
        return await self._send(operations.company(domain))

    async def prospect(
        self, *, vendor: str | None, category: str | None, segment: str | None, page: int
    ) -> Body:
        query = operations.prospect(vendor=vendor, category=category, segment=segment, page=page)
        return await self._send(query)

    async def balance(self) -> Body:
        return await self._send(operations.balance())

    async def pricing(self) -> Body:
        return await self._send(operations.pricing())

    async def vendors(self) -> Body:
        return await self._send(operations.vendors())

    async def watch(self, domains: Sequence[str]) -> Body:
        return await self._send(operations.watch(domains))

    async def watches(self, *, after: int) -> Body:
        return await self._send(operations.watches(after=after))

    async def unwatch(self, watch_id: int) -> Body:
        return await self._send(operations.unwatch(watch_id))

    async def events(self, *, after: int) -> Body:
        return await self._send(operations.events(after=after))

    async def portfolio(self, domains: Sequence[str]) -> Body:
        return await self._send(operations.portfolio(domains))
