"""`vendorstack index`'s operation: scan many domains into the index, boundedly and resumably.

Every scan goes through the same `Flight` as a live lookup's (`scans.parts.scan_parts`): in
the embedded mode this process's pool under the per-domain lease, sharing one `Politeness`
(per-host concurrency and delay) between all scans; in the queue mode a procrastinate job per
domain that `vendorstack worker` runs, which this process waits for. So a bulk run records
scans exactly as lookups do, and never scans a domain another process is scanning.

At most `concurrency` domains are in flight at once. Each finished domain is reported to the
caller and appended to the run's `Progress`, so an interrupted run resumes where it stopped.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Literal

from vendorstack.bulk.freshness import FreshAnswers, LatestOutcome
from vendorstack.bulk.progress import Progress
from vendorstack.scans.runner import Flight, ScanDone
from vendorstack.storage.database import Database

Verdict = Literal["found", "not_found", "unreadable", "gated", "failed"]
How = Literal["scanned", "fresh", "resumed"]
VERDICTS: tuple[Verdict, ...] = ("found", "not_found", "unreadable", "gated", "failed")
HOWS: tuple[How, ...] = ("scanned", "fresh", "resumed")
_BY_OUTCOME: dict[str, Verdict] = {
    "parsed": "found",
    "not_found": "not_found",
    "unreadable": "unreadable",
    "gated": "gated",
}


def verdict(outcome: str) -> Verdict:
    """The summary's name for a scan outcome; anything that is not an answer failed."""
    return _BY_OUTCOME.get(outcome, "failed")


@dataclass(frozen=True, slots=True)
class DomainResult:
    domain: str
    verdict: Verdict
    reason: str
    how: How


@dataclass(slots=True)
class Summary:
    """How many domains ended how (verdict x how they got there)."""

    counts: Counter[tuple[Verdict, How]] = field(default_factory=Counter)
    interrupted: bool = False

    def add(self, result: DomainResult) -> None:
        self.counts[result.verdict, result.how] += 1

    def total(self, verdict: Verdict | None = None, how: How | None = None) -> int:
        return sum(
            n for (v, h), n in self.counts.items() if verdict in (None, v) and how in (None, h)
        )

    @property
    def failed(self) -> int:
        return self.total("failed")


@dataclass(frozen=True, slots=True)
class BulkOptions:
    concurrency: int = 16
    refresh: bool = False  # scan even companies the index answers recently
    max_age: timedelta = timedelta(days=30)  # a found list older than this is re-scanned
    negative_ttl: timedelta = timedelta(days=7)  # "none found" older than this is re-scanned


class BulkIndexer:
    def __init__(self, database: Database, flight: Flight, options: BulkOptions) -> None:
        self._database = database
        self._flight = flight
        self._options = options

    async def run(
        self,
        domains: Sequence[str],
        progress: Progress,
        report: Callable[[DomainResult], None],
        stop: asyncio.Event | None = None,
    ) -> Summary:
        """Index `domains`; `report` hears of each as it ends.

        Setting `stop` ends the run gracefully: no domain is started after it, the scans in
        flight finish and are recorded. Cancelling ends it at once: the scans in flight are
        abandoned (a lease taken at the moment of cancelling may stay until it expires, and a
        resumed run waits for it). Either way the run is marked interrupted.
        """
        summary = Summary()
        stop = stop or asyncio.Event()

        def done(result: DomainResult) -> None:
            summary.add(result)
            if result.how == "scanned":
                progress.record(result.domain, result.verdict, result.reason)
            report(result)

        todo = []
        for domain in domains:
            if domain in progress.finished:
                done(DomainResult(domain, _recorded(progress.finished[domain]), "", "resumed"))
            else:
                todo.append(domain)
        fresh = {} if self._options.refresh else await self._fresh(todo)
        queue: asyncio.Queue[str] = asyncio.Queue()
        for domain in todo:
            if domain in fresh:
                outcome, reason = fresh[domain]
                done(DomainResult(domain, verdict(outcome), reason, "fresh"))
            else:
                queue.put_nowait(domain)
        workers = [
            asyncio.create_task(self._work(queue, done, stop))
            for _ in range(min(self._options.concurrency, queue.qsize()))
        ]
        try:
            await asyncio.gather(*workers)
            summary.interrupted = stop.is_set() and summary.total() < len(domains)
        except asyncio.CancelledError:
            # gather has cancelled the workers; let them give their scans' leases back
            # (cancelling them again would cut those writes short, and a resumed run would
            # wait for the leases to expire)
            summary.interrupted = True
            await asyncio.gather(*workers, return_exceptions=True)
        return summary

    async def _fresh(self, domains: list[str]) -> dict[str, tuple[str, str]]:
        now = datetime.now(UTC)
        return await self._database.read(
            FreshAnswers(domains, now - self._options.max_age, now - self._options.negative_ttl)
        )

    async def _work(
        self, queue: asyncio.Queue[str], done: Callable[[DomainResult], None], stop: asyncio.Event
    ) -> None:
        while not queue.empty() and not stop.is_set():
            domain = queue.get_nowait()
            done(await self._index(domain))

    async def _index(self, domain: str) -> DomainResult:
        try:
            ended = await self._flight.fly(domain, seen_scan_id=None)
        except asyncio.CancelledError:
            raise
        except Exception as error:
            return DomainResult(domain, "failed", type(error).__name__, "scanned")
        outcome, reason = await self._answer(ended)
        return DomainResult(domain, verdict(outcome), reason, "scanned")

    async def _answer(self, ended: ScanDone) -> tuple[str, str]:
        """A scan another process ran (it held the lease, or a worker joined it) is read back."""
        if ended.scan_id is not None or ended.outcome != "joined":
            return ended.outcome, ended.reason
        latest = await self._database.read(LatestOutcome(ended.domain))
        return latest or ("unreachable", "scan_failed")


def _recorded(value: str) -> Verdict:
    """The verdict a progress line holds (a hand-edited line that names none: failed)."""
    return next((v for v in VERDICTS if v == value), "failed")
