"""Per-host politeness: at most N requests in flight to a host, and a delay between their starts."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager

import anyio

Clock = Callable[[], float]
Sleep = Callable[[float], Awaitable[None]]


class HostGate:
    """One host's concurrency slots and start-to-start spacing (scrapy's DOWNLOAD_DELAY)."""

    def __init__(self, concurrency: int, delay: float, clock: Clock, sleep: Sleep) -> None:
        self.delay = delay
        self._slots = anyio.Semaphore(concurrency)
        self._turn = anyio.Lock()
        self._last_start = float("-inf")
        self._clock = clock
        self._sleep = sleep
        self._users = 0

    @asynccontextmanager
    async def slot(self) -> AsyncIterator[None]:
        self._users += 1
        try:
            async with self._slots:
                await self._wait_turn()
                yield
        finally:
            self._users -= 1

    def idle(self) -> bool:
        """No request holds or waits for a slot, and the spacing delay has passed."""
        return self._users == 0 and self._clock() - self._last_start >= self.delay

    async def _wait_turn(self) -> None:
        async with self._turn:
            wait = self._last_start + self.delay - self._clock()
            if wait > 0:
                await self._sleep(wait)
            self._last_start = self._clock()


class Politeness:
    """The gates of every host the scans touch; robots.txt Crawl-delay may slow a host down.

    One instance is shared by every scan of a process, so gates of idle hosts are dropped once
    there are more than `max_hosts`: a long-running server must not remember every site forever.
    """

    def __init__(
        self,
        concurrency: int,
        delay: float,
        max_delay: float,
        *,
        clock: Clock = time.monotonic,
        sleep: Sleep = anyio.sleep,
        max_hosts: int = 4096,
    ) -> None:
        self.concurrency = concurrency
        self.delay = delay
        self.max_delay = max_delay
        self.max_hosts = max_hosts
        self._clock = clock
        self._sleep = sleep
        self._gates: dict[str, HostGate] = {}

    @property
    def host_count(self) -> int:
        """How many hosts have a gate (busy ones and recently used ones)."""
        return len(self._gates)

    def gate(self, host: str) -> HostGate:
        if host not in self._gates:
            if len(self._gates) >= self.max_hosts:
                self._forget_idle()
            gate = HostGate(self.concurrency, self.delay, self._clock, self._sleep)
            self._gates[host] = gate
        return self._gates[host]

    def slot(self, host: str) -> AbstractAsyncContextManager[None]:
        """`async with politeness.slot(host):` around one request to `host`."""
        return self.gate(host).slot()

    def _forget_idle(self) -> None:
        for host in [host for host, gate in self._gates.items() if gate.idle()]:
            del self._gates[host]

    def honour_crawl_delay(self, host: str, crawl_delay: float | None) -> None:
        """Slow `host` to its robots.txt Crawl-delay, capped at `max_delay`; never speed it up."""
        if crawl_delay:
            gate = self.gate(host)
            gate.delay = max(gate.delay, min(float(crawl_delay), self.max_delay))
