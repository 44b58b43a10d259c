"""`judge_bounded`: `confirm.judge` across the parsing boundary, inside the scan's budget."""

from __future__ import annotations

import atexit
import threading
import time
from typing import Protocol

import anyio
from anyio.lowlevel import RunVar

from vendorstack.scanning.boundary.child import Task
from vendorstack.scanning.boundary.limits import Breach, ParseLimits, over_caps
from vendorstack.scanning.boundary.pool import ParserPool
from vendorstack.scanning.confirm import Judgement, judged_without_body
from vendorstack.scanning.errors import (
    DecompressionBomb,
    FetchError,
    TooLarge,
    UnsupportedContent,
)

# Pages whose links are not read: a soft 404's are noise; an over-limit page's are parsed
# nowhere, since its links would be parsed here, in the API process (docs/security.md).
BREACHES = frozenset({"too_large", "parse_limit"})
UNHARVESTED = frozenset({"soft_404", "home_redirect", *BREACHES})
# A list we found but may not read: its format, or a size past the caps (docs/security.md).
UNREADABLE_FETCHES: dict[type[FetchError], str] = {
    UnsupportedContent: "unsupported_format",
    TooLarge: "too_large",
    DecompressionBomb: "too_large",
}
PoolKey = tuple[int, int, int]
_pools: dict[PoolKey, ParserPool] = {}
_pools_lock = threading.Lock()
# Per event loop, per pool: one admission token per parser process (see `judge_bounded`).
_admissions: RunVar[dict[PoolKey, anyio.CapacityLimiter]] = RunVar("parser_admissions")


class NoParserInTime(Exception):
    """The scan's time ran out while every parser process was busy with other scans'
    documents: this document was never read, so nothing may be concluded from it."""


class ScanClock(Protocol):
    """A scan's time budget (its `Fetcher`): what is left, and time given back to it."""

    def time_left(self) -> float: ...

    def patience(self) -> float:
        """How long the scan may yet wait for a parser: its time left plus what it may still
        be excused."""
        ...

    def excuse(self, seconds: float) -> None:
        """`seconds` the scan spent waiting for this process, not for the site."""


class FixedTime:
    """A plain allowance of `seconds` from now, nothing excused (tests and benches)."""

    def __init__(self, seconds: float) -> None:
        self._deadline = time.monotonic() + seconds

    def time_left(self) -> float:
        return max(0.0, self._deadline - time.monotonic())

    def patience(self) -> float:
        return self.time_left()

    def excuse(self, seconds: float) -> None:
        pass


async def judge_bounded(task: Task, clock: ScanClock | float) -> Judgement:
    """`judge(task.page, ...)` in a parser process, within the time `clock` leaves; a breach
    is an `unreadable` judgement where the page was named as the list, else a rejection.

    A page its status, type or size settles is judged here, with no parser. Otherwise the
    scan first waits its turn for a parser process (first come, first served, on the event
    loop, holding no thread), and that wait is excused from its budget: a busy parser is
    this process's queue, not the site's slowness, and must not become the site's outcome.
    Raises `NoParserInTime` when no parser was free before the time ran out even so: the
    wait itself is bounded by the scan's patience, so a live scan (excused nothing) still
    answers within its budget however long the queue."""
    clock = FixedTime(clock) if isinstance(clock, int | float) else clock
    answer = settled_here(task)
    if answer is None:
        pool = shared_pool(task.limits)
        admission = _admission(pool)
        waiting = time.monotonic()
        admitted = False
        with anyio.move_on_after(clock.patience()):
            await admission.acquire()
            admitted = True
        if not admitted:
            raise NoParserInTime(task.page.url)
        try:
            clock.excuse(time.monotonic() - waiting)
            answer = await anyio.to_thread.run_sync(pool.run, task, clock.time_left())
        finally:
            admission.release()
    if answer is None:
        raise NoParserInTime(task.page.url)
    worded = task.worded
    return answer if isinstance(answer, Judgement) else breached(answer, worded=worded)


def settled_here(task: Task) -> Judgement | Breach | None:
    """The parser process's answer when no byte needs parsing, None otherwise: the byte and
    row caps (`over_caps`, counted before any parser), then what the status or type settles
    (an error page, a body of no page type). A PDF with a body is left to the parser, which
    checks its streams (`child._pdf_breach`) before anything else."""
    page = task.page
    breach = over_caps(page.body, page.content_type, task.limits)
    if breach is not None:
        return breach
    if page.content_type == "application/pdf" and page.body:
        return None
    return judged_without_body(page, worded=task.worded)


def _admission(pool: ParserPool) -> anyio.CapacityLimiter:
    """This event loop's tokens for `pool`, one per parser process: a scan holding one finds
    an idle parser (unless another event loop shares the pool, when the pool's own checkout
    still waits, within the budget), and the others queue in arrival order, holding no thread."""
    try:
        admissions = _admissions.get()
    except LookupError:
        admissions = {}
        _admissions.set(admissions)
    key = _key(pool.limits)
    limiter = admissions.get(key)
    if limiter is None:
        limiter = admissions[key] = anyio.CapacityLimiter(pool.limits.workers)
    return limiter


def breached(reason: Breach, *, worded: bool) -> Judgement:
    """A page named as the list that we may not read is an honest `unreadable`; any other page
    over a limit is just not the list (a huge blog post must not end the search early)."""
    return Judgement("unreadable" if worded else "rejected", reason)


def shared_pool(limits: ParseLimits) -> ParserPool:
    """The process-wide pool for these per-process limits, made on first use."""
    key = _key(limits)
    with _pools_lock:
        pool = _pools.get(key)
        if pool is None:
            pool = _pools[key] = ParserPool(limits)
        return pool


def _key(limits: ParseLimits) -> PoolKey:
    return (limits.memory_bytes, limits.workers, limits.recycle_after)


@atexit.register
def _close_pools() -> None:
    with _pools_lock:
        pools = list(_pools.values())
        _pools.clear()
    for pool in pools:
        pool.close()
