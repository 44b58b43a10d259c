"""Per-host politeness: concurrency slots and start-to-start delay, in units and end to end."""

from __future__ import annotations

import itertools

import anyio
import pytest

from tests.scanning.conftest import FetcherFactory
from tests.scanning.testweb import Route, TestWeb
from vendorstack.scanning.fetch import Fetcher
from vendorstack.scanning.policy import ScanPolicy
from vendorstack.scanning.politeness import Politeness

pytestmark = pytest.mark.anyio


class FakeTime:
    """A clock that only moves when someone sleeps (or the test advances it)."""

    def __init__(self) -> None:
        self.now = 0.0
        self.sleeps: list[float] = []

    def clock(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.now += seconds


async def test_requests_to_one_host_are_spaced_by_the_delay() -> None:
    time = FakeTime()
    politeness = Politeness(2, 0.25, 2.0, clock=time.clock, sleep=time.sleep)
    for _ in range(3):
        async with politeness.slot("acme-corp.com"):
            pass
    assert time.sleeps == [0.25, 0.25]


async def test_time_already_passed_counts_towards_the_delay() -> None:
    time = FakeTime()
    politeness = Politeness(2, 0.25, 2.0, clock=time.clock, sleep=time.sleep)
    async with politeness.slot("acme-corp.com"):
        time.now += 0.1  # the first response took 100 ms
    async with politeness.slot("acme-corp.com"):
        pass
    assert time.sleeps == [pytest.approx(0.15)]


async def test_hosts_do_not_wait_for_each_other() -> None:
    time = FakeTime()
    politeness = Politeness(2, 0.25, 2.0, clock=time.clock, sleep=time.sleep)
    for host in ("acme-corp.com", "globex.io", "initech.net"):
        async with politeness.slot(host):
            pass
    assert time.sleeps == []


def test_crawl_delay_only_slows_down_and_is_capped() -> None:
    politeness = Politeness(2, 0.25, 2.0)
    politeness.honour_crawl_delay("a.com", 0.1)
    politeness.honour_crawl_delay("b.com", 1.0)
    politeness.honour_crawl_delay("c.com", 60)
    politeness.honour_crawl_delay("d.com", None)
    delays = [politeness.gate(h).delay for h in ("a.com", "b.com", "c.com", "d.com")]
    assert delays == [0.25, 1.0, 2.0, 0.25]


async def test_per_host_concurrency_is_never_exceeded(
    testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    slow = Route("<p>page</p>", delay=0.05)
    testweb.add_site("acme-corp.com", {f"/p{i}": slow for i in range(8)})
    testweb.add_site("globex.io", {f"/p{i}": slow for i in range(8)})
    async with fetcher_for(per_host_concurrency=2) as fetcher, anyio.create_task_group() as group:
        for host in ("acme-corp.com", "globex.io"):
            for i in range(8):
                group.start_soon(fetcher.fetch, f"https://{host}/p{i}")
    assert len(testweb.hits) == 18
    assert max(testweb.max_in_flight.values()) <= 2
    assert testweb.max_in_flight_total <= 4


async def test_one_slot_means_one_request_at_a_time(
    testweb: TestWeb, fetcher_for: FetcherFactory
) -> None:
    testweb.add_site("acme-corp.com", {f"/p{i}": Route("x", delay=0.02) for i in range(5)})
    async with fetcher_for(per_host_concurrency=1) as fetcher, anyio.create_task_group() as group:
        for i in range(5):
            group.start_soon(fetcher.fetch, f"https://acme-corp.com/p{i}")
    hits = sorted(testweb.hits, key=lambda hit: hit.started)
    assert testweb.max_in_flight == {"acme-corp.com": 1}
    for before, after in itertools.pairwise(hits):
        assert before.finished is not None
        assert after.started >= before.finished


async def test_the_fetcher_waits_between_requests_to_the_same_host(testweb: TestWeb) -> None:
    testweb.add_site("acme-corp.com", {"/": "home"})
    time = FakeTime()
    policy = ScanPolicy(per_host_delay=0.2)
    politeness = Politeness(2, policy.per_host_delay, 2.0, clock=time.clock, sleep=time.sleep)
    async with Fetcher(policy, testweb.host_map(), politeness=politeness) as fetcher:
        for _ in range(3):
            await fetcher.fetch("https://acme-corp.com/")
    assert time.sleeps == pytest.approx([0.2, 0.2, 0.2])  # robots.txt, then three pages
    assert len(testweb.hits) == 4


async def test_idle_hosts_are_forgotten_once_the_table_is_full() -> None:
    time = FakeTime()
    politeness = Politeness(1, 1.0, 2.0, clock=time.clock, sleep=time.sleep, max_hosts=2)
    async with politeness.slot("a.example"):
        pass
    async with politeness.slot("b.example"), politeness.slot("c.example"):
        pass
    # "b" was busy and "a" was inside its delay, so neither could be dropped yet.
    assert politeness.host_count == 3
    time.now += 1.0
    async with politeness.slot("d.example"):
        pass
    assert politeness.host_count == 1


async def test_a_busy_host_keeps_its_gate_and_its_spacing() -> None:
    time = FakeTime()
    politeness = Politeness(1, 1.0, 2.0, clock=time.clock, sleep=time.sleep, max_hosts=1)
    async with politeness.slot("busy.example"):
        async with politeness.slot("other.example"):
            pass
        gate = politeness.gate("busy.example")
    assert politeness.gate("busy.example") is gate
