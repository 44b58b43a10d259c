"""robots.txt (RFC 9309) with protego: fetched once per origin per scan, then cached.

2xx: the rules apply (first 500 KiB). 4xx except 429, a redirect chain that does not end or
leads somewhere we may not or cannot go, or an unreadable body: allow all. 5xx and 429: disallow
all (the RFC's "unreachable"). Network failures of the file itself (timeout, connect, DNS, TLS) are
cached too and re-raised, with their own reason, for every URL of that origin.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import anyio
from protego import Protego

from vendorstack.scanning.errors import (
    ConnectFailed,
    DNSFailed,
    FetchError,
    FetchTimeout,
    RobotsDisallowed,
    TLSError,
)
from vendorstack.scanning.targets import Target

RobotsFile = tuple[int, bytes]
FetchRobots = Callable[[Target], Awaitable[RobotsFile]]
UNREACHABLE = (ConnectFailed, DNSFailed, FetchTimeout, TLSError)
PROPAGATED = frozenset({"blocked_address", "invalid_url"})


@dataclass(frozen=True)
class RobotsRules:
    """What one origin's robots.txt says; `parser` None and `disallow_all` False: allow all."""

    parser: Protego | None = None
    disallow_all: bool = False
    unreachable: FetchError | None = None

    def check(self, url: str, agent: str) -> None:
        """Raise `RobotsDisallowed` (or the cached network failure) unless `url` may be fetched."""
        self.check_reachable(url)
        if self.disallow_all:
            raise RobotsDisallowed(url, "robots.txt answered with a server error: disallow all")
        if self.parser is not None and not self.parser.can_fetch(url, agent):
            raise RobotsDisallowed(url)

    def check_reachable(self, url: str) -> None:
        """Re-raise, for `url`, the network failure that made robots.txt unreachable."""
        if self.unreachable is not None:
            raise type(self.unreachable)(url, f"robots.txt: {self.unreachable.message}")

    def crawl_delay(self, agent: str) -> float | None:
        if self.parser is None:
            return None
        delay = self.parser.crawl_delay(agent)
        return float(delay) if delay is not None else None


ALLOW_ALL = RobotsRules()


def rules_from_file(status: int, body: bytes) -> RobotsRules:
    if status == 429 or status >= 500:
        return RobotsRules(disallow_all=True)
    if 200 <= status < 300:
        return RobotsRules(parser=Protego.parse(body.decode("utf-8", errors="replace")))
    return ALLOW_ALL


class RobotsCache:
    """Rules per origin (`scheme://host:port`), each fetched at most once even under concurrency."""

    def __init__(self, fetch: FetchRobots) -> None:
        self._fetch = fetch
        self._rules: dict[str, RobotsRules] = {}
        self._locks: dict[str, anyio.Lock] = {}

    async def rules_for(self, target: Target) -> RobotsRules:
        key = target.origin
        lock = self._locks.setdefault(key, anyio.Lock())
        async with lock:
            if key not in self._rules:
                self._rules[key] = await self._load(target)
        return self._rules[key]

    async def _load(self, target: Target) -> RobotsRules:
        try:
            return rules_from_file(*await self._fetch(target))
        except FetchError as exc:
            return after_failure(target, exc)


def after_failure(target: Target, exc: FetchError) -> RobotsRules:
    """A failed robots.txt fetch: the budget and the guard still speak for the page; a network
    failure of the file itself marks the origin unreachable; anything else, including any failure
    on a redirect hop elsewhere, counts as if there were no robots.txt."""
    if exc.reason == "budget_exhausted":
        raise type(exc)(target.url, exc.message) from exc
    if exc.url != target.robots_url:
        return ALLOW_ALL
    if isinstance(exc, UNREACHABLE):
        return RobotsRules(unreachable=exc)
    if exc.reason in PROPAGATED:
        raise type(exc)(target.url, exc.message) from exc
    return ALLOW_ALL  # too large, a bomb, a bad encoding, endless redirects
