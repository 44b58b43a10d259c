"""A scan's wait for a free parser process is bounded by its patience.

A live scan is excused nothing: while every parser is busy with other scans' documents it
gives up the page when its own time runs out (`NoParserInTime`, concluded as
`budget_exhausted`), so its caller gets an answer within the budget. A bulk scan's
allowance lets it wait longer and gives the wait back to its budget. The tokens are held
here directly, so nothing depends on how fast this machine parses.
"""

from __future__ import annotations

import anyio
import pytest

from tests.scanning.sites import fast_policy
from vendorstack.config import MAX_PARSER_WAIT_SECONDS, Settings
from vendorstack.scanning.boundary import bounded
from vendorstack.scanning.boundary.bounded import NoParserInTime, judge_bounded, shared_pool
from vendorstack.scanning.boundary.child import Task
from vendorstack.scanning.boundary.limits import ParseLimits
from vendorstack.scanning.fetch import FetchedPage, Fetcher
from vendorstack.scanning.hostmap import HostMap
from vendorstack.scanning.policy import ScanPolicy

pytestmark = pytest.mark.anyio
LISTED = (
    b"<html><head><title>Subprocessors</title></head><body><h1>Subprocessors</h1><table>"
    b"<tr><th>Name</th><th>Purpose</th></tr><tr><td>Velbrook Ltd.</td><td>Hosting</td></tr>"
    b"<tr><td>Ormsby Mail GmbH</td><td>Email</td></tr>"
    b"<tr><td>Quillon Pay Inc.</td><td>Payments</td></tr></table></body></html>"
)
# A pool of its own (its key is its limits), so no other test's scans share its tokens.
LIMITS = ParseLimits(memory_bytes=777 * 1024 * 1024, workers=1)


def listed_task() -> Task:
    page = FetchedPage("https://velbrook.test/legal/subprocessors", 200, "text/html", LISTED)
    return Task(page, "velbrook.test", True, None, LIMITS)


class Recorded:
    """A scan clock with `allowance` seconds to wait for a parser, recording what it is given."""

    def __init__(self, time_left: float, allowance: float) -> None:
        self._time_left, self._allowance = time_left, allowance
        self.excused = 0.0

    def time_left(self) -> float:
        return self._time_left

    def patience(self) -> float:
        return self._time_left + self._allowance - self.excused

    def excuse(self, seconds: float) -> None:
        self.excused += seconds


async def test_a_scan_excused_nothing_stops_waiting_when_its_time_is_up() -> None:
    admission = bounded._admission(shared_pool(LIMITS))
    other_scan = object()
    admission.acquire_on_behalf_of_nowait(other_scan)  # the only parser's token, taken
    try:
        with pytest.raises(NoParserInTime):
            await judge_bounded(listed_task(), Recorded(time_left=0.2, allowance=0.0))
    finally:
        admission.release_on_behalf_of(other_scan)
    assert admission.borrowed_tokens == 0  # the scan that gave up holds no token


async def test_a_scan_with_an_allowance_waits_its_turn_and_is_given_the_wait_back() -> None:
    admission = bounded._admission(shared_pool(LIMITS))
    clock = Recorded(time_left=30.0, allowance=MAX_PARSER_WAIT_SECONDS)
    judged: list[str] = []

    async def judge() -> None:
        judged.append((await judge_bounded(listed_task(), clock)).verdict)

    other_scan = object()
    admission.acquire_on_behalf_of_nowait(other_scan)
    async with anyio.create_task_group() as group:
        group.start_soon(judge)
        await anyio.wait_all_tasks_blocked()
        assert admission.statistics().tasks_waiting == 1  # queued, not failed
        admission.release_on_behalf_of(other_scan)

    assert judged == ["disclosure"]
    assert clock.excused > 0


def test_only_a_bulk_run_is_excused_its_parser_wait() -> None:
    """A live scan's caller was promised the budget plus a second; the default holds it."""
    live = ScanPolicy.from_settings(Settings())
    assert live.parser_wait_allowance == 0.0
    assert Fetcher(live, HostMap()).patience() <= live.time_budget
    bulk = fast_policy(parser_wait_allowance=MAX_PARSER_WAIT_SECONDS, time_budget=2.0)
    assert Fetcher(bulk, HostMap()).patience() > bulk.time_budget
