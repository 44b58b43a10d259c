"""`judge_bounded`: `confirm.judge` across the parsing boundary, inside the scan's budget."""

from __future__ import annotations

import atexit
import threading

import anyio

from vendorstack.scanning.boundary.child import Task
from vendorstack.scanning.boundary.limits import Breach, ParseLimits
from vendorstack.scanning.boundary.pool import ParserPool
from vendorstack.scanning.confirm import Judgement
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
_pools: dict[tuple[int, int, int], ParserPool] = {}
_pools_lock = threading.Lock()


class NoParserInTime(Exception):
    """The scan's time ran out while every parser process was busy with other scans'
    documents: this document was never read, so nothing may be concluded from it."""


async def judge_bounded(task: Task, seconds: float) -> Judgement:
    """`judge(task.page, ...)` in a parser process, given up after `seconds`; a breach is an
    `unreadable` judgement where the page was named as the list, else a rejection.

    Raises `NoParserInTime` when no parser was free before then."""
    answer = await anyio.to_thread.run_sync(shared_pool(task.limits).run, task, seconds)
    if answer is None:
        raise NoParserInTime(task.page.url)
    worded = task.worded
    return answer if isinstance(answer, Judgement) else breached(answer, worded=worded)


def breached(reason: Breach, *, worded: bool) -> Judgement:
    """A page named as the list that we may not read is an honest `unreadable`; any other page
    over a limit is just not the list (a huge blog post must not end the search early)."""
    return Judgement("unreadable" if worded else "rejected", reason)


def shared_pool(limits: ParseLimits) -> ParserPool:
    """The process-wide pool for these per-process limits, made on first use."""
    key = (limits.memory_bytes, limits.workers, limits.recycle_after)
    with _pools_lock:
        pool = _pools.get(key)
        if pool is None:
            pool = _pools[key] = ParserPool(limits)
        return pool


@atexit.register
def _close_pools() -> None:
    with _pools_lock:
        pools = list(_pools.values())
        _pools.clear()
    for pool in pools:
        pool.close()
