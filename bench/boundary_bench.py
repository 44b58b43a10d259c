"""The parsing boundary's cost: judging a page in a parser process against judging it in a
thread of this process (the way before), measured in the same run on the same pages.

Pages: every ../shared/corpus and corpus2 `page.html` (real disclosures), each judged
ROUNDS times one after the other; then the same pages judged 8 at a time (what 8 concurrent
scans ask of the 2 parser processes). Figures: median ms per page, and the ratio.

    .venv/bin/python -m bench boundary_bench
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

import anyio

from vendorstack.scanning.boundary.bounded import judge_bounded, shared_pool
from vendorstack.scanning.boundary.child import Task
from vendorstack.scanning.boundary.limits import ParseLimits
from vendorstack.scanning.confirm import Judgement, judge
from vendorstack.scanning.fetch import FetchedPage

SHARED = Path(__file__).resolve().parents[2] / "shared"
ROUNDS = 3
CONCURRENT = 8
LIMITS = ParseLimits()


def pages() -> list[FetchedPage]:
    found = sorted((SHARED / "corpus").glob("*/page.html")) + sorted(
        (SHARED / "corpus2").glob("*/page.html")
    )
    return [
        FetchedPage(f"https://{p.parent.name}/subprocessors", 200, "text/html", p.read_bytes())
        for p in found
    ]


async def in_thread(page: FetchedPage) -> Judgement:
    check = lambda: judge(page, domain="example.com", worded=True, home_url=None)  # noqa: E731
    return await anyio.to_thread.run_sync(check)


async def in_process(page: FetchedPage) -> Judgement:
    return await judge_bounded(Task(page, "example.com", True, None, LIMITS), 60)


async def sequential(
    way: Callable[[FetchedPage], Awaitable[Judgement]], docs: list[FetchedPage]
) -> float:
    times = []
    for _ in range(ROUNDS):
        for page in docs:
            began = time.perf_counter()
            await way(page)
            times.append(time.perf_counter() - began)
    return statistics.median(times)


async def concurrent(
    way: Callable[[FetchedPage], Awaitable[Judgement]], docs: list[FetchedPage]
) -> float:
    began = time.perf_counter()
    limiter = anyio.Semaphore(CONCURRENT)

    async def one(page: FetchedPage) -> None:
        async with limiter:
            await way(page)

    async with anyio.create_task_group() as group:
        for _ in range(ROUNDS):
            for page in docs:
                group.start_soon(one, page)
    return (time.perf_counter() - began) / (ROUNDS * len(docs))


async def run() -> None:
    docs = pages()
    shared_pool(LIMITS).warm()
    await in_process(docs[0])  # the processes have imported
    for label, measure in (("one at a time", sequential), (f"{CONCURRENT} at once", concurrent)):
        thread = await measure(in_thread, docs)
        process = await measure(in_process, docs)
        print(
            f"{label:<14} {len(docs)} pages x {ROUNDS}: thread {thread * 1000:.1f} ms/page, "
            f"parser process {process * 1000:.1f} ms/page ({process / thread:.2f}x)"
        )


def main() -> None:
    anyio.run(run)


if __name__ == "__main__":
    main()
