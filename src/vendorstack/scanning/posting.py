"""Outgoing webhook POSTs, through the same SSRF guard and host map as scans.

Every POST is pinned to a checked public address (or a mapped origin), sent without
following redirects, within its own time cap, and reads at most `max_reply_bytes` of the
answer: a receiver can neither point us inside the network nor hold a worker.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import anyio
import httpx

from vendorstack.scanning.errors import FetchError, InvalidURL
from vendorstack.scanning.guard import Pin, pin_target
from vendorstack.scanning.hostmap import HostMap
from vendorstack.scanning.resolver import Resolver, SystemResolver
from vendorstack.scanning.targets import parse_target

USER_AGENT = "VendorStack-Webhooks/1.0"


@dataclass(frozen=True, slots=True)
class PostPolicy:
    timeout: float = 10.0
    dns_timeout: float = 3.0
    max_reply_bytes: int = 64 * 1024


@dataclass(frozen=True, slots=True)
class Posted:
    """A receiver's answer (`status`), or why none came (`error`, a `FetchError` reason)."""

    status: int | None
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.status is not None and 200 <= self.status < 300


class Poster:
    def __init__(
        self,
        host_map: HostMap,
        policy: PostPolicy = PostPolicy(),
        resolver: Resolver | None = None,
    ) -> None:
        self._host_map = host_map
        self._policy = policy
        self._resolver: Resolver = resolver or SystemResolver()

    async def check(self, url: str) -> None:
        """Raise `InvalidURL` / `BlockedAddress` unless `url` may receive webhooks now."""
        await self._pin(url)

    async def post(self, url: str, body: bytes, headers: Mapping[str, str]) -> Posted:
        try:
            with anyio.fail_after(self._policy.timeout):
                pin = await self._pin(url)
                return await self._exchange(url, pin, body, headers)
        except FetchError as refused:
            return Posted(None, refused.reason)
        except TimeoutError:
            return Posted(None, "timeout")
        except httpx.HTTPError:
            return Posted(None, "connection_failed")

    async def _pin(self, url: str) -> Pin:
        target = parse_target(url)
        return await pin_target(target, self._host_map, self._resolver, self._policy.dns_timeout)

    async def _exchange(
        self, url: str, pin: Pin, body: bytes, headers: Mapping[str, str]
    ) -> Posted:
        target = parse_target(url)
        sent = {
            **headers,
            "Host": pin.host_header,
            "User-Agent": USER_AGENT,
            "Content-Type": "application/json",
        }
        extensions = {"sni_hostname": pin.sni} if pin.sni else {}
        async with httpx.AsyncClient(follow_redirects=False, trust_env=False) as client:
            try:
                request = client.build_request(
                    "POST", pin.url(target.path), content=body, headers=sent, extensions=extensions
                )
                response = await client.send(request, stream=True)
            except httpx.InvalidURL as exc:
                raise InvalidURL(url, str(exc)) from exc
            try:
                await self._drain(response)
            finally:
                await response.aclose()
            return Posted(response.status_code)

    async def _drain(self, response: httpx.Response) -> None:
        """Read no more of the answer than the cap: only its status matters."""
        read = 0
        async for chunk in response.aiter_raw():
            read += len(chunk)
            if read >= self._policy.max_reply_bytes:
                return
