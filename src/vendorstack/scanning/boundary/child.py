"""A parser process: judges the documents its parent sends, one at a time, under hard limits.

The kernel enforces the limits (`RLIMIT_AS` for memory, `RLIMIT_CPU` per document), so a
parser bomb ends this process or raises `MemoryError` here, never in the API process.
"""

from __future__ import annotations

import io
import resource
import sys
from dataclasses import dataclass
from multiprocessing.connection import Connection

import pypdf
from pypdf import PdfReader
from pypdf.errors import LimitReachedError

from vendorstack.scanning.boundary.limits import Breach, ParseLimits, over_caps
from vendorstack.scanning.confirm import Judgement, judge
from vendorstack.scanning.fetch import FetchedPage

READY = "ready"
WARM_UP_DOMAIN = "example.com"  # reserved (RFC 2606): never a customer's
WARM_UP_LIST = (
    b"<html><head><title>Subprocessors</title></head><body><h1>Subprocessors</h1><table>"
    b"<tr><th>Name</th><th>Purpose</th></tr><tr><td>Stripe, Inc.</td><td>Payments</td></tr>"
    b"<tr><td>Twilio Inc.</td><td>SMS</td></tr></table></body></html>"
)


@dataclass(frozen=True, slots=True)
class Task:
    """One document to judge, with what `judge` needs to know about where it was found."""

    page: FetchedPage
    domain: str
    worded: bool
    home_url: str | None
    limits: ParseLimits


def main() -> None:
    """Entry point: argv[1] is the socket to the parent; its first message is the limits."""
    connection = Connection(int(sys.argv[1]))
    serve(connection, connection.recv())


def serve(connection: Connection, limits: ParseLimits) -> None:
    """The process's main loop: a `Task` in, a `Judgement` or a `Breach` out, until EOF."""
    _limit_process(limits)
    _warm_up()
    connection.send(READY)  # imported, warmed and limited: from now on it spends a document's
    while True:
        try:
            task: Task = connection.recv()
        except (EOFError, OSError):
            return
        connection.send(read(task))


def _warm_up() -> None:
    """Judge a small list once, so what extraction builds on first use (its dictionaries,
    matchers and caches: 0.18 s of CPU, 100 times a later page's) is built before the
    first real document's clock runs, not charged to it (under load it left a home page
    unread within a 3 s budget)."""
    page = FetchedPage(f"https://{WARM_UP_DOMAIN}/subprocessors", 200, "text/html", WARM_UP_LIST)
    judge(page, domain=WARM_UP_DOMAIN, worded=True, home_url=f"https://{WARM_UP_DOMAIN}/")


def read(task: Task) -> Judgement | Breach:
    """The page's judgement, or the limit it broke."""
    _allow_cpu(task.limits.cpu_seconds)
    _cap_pdf_streams(task.limits.max_inflated_bytes)
    try:
        breach = over_caps(task.page.body, task.page.content_type, task.limits)
        if breach is None and task.page.content_type == "application/pdf":
            breach = _pdf_breach(task.page.body)
        if breach is not None:
            return breach
        judgement = judge(task.page, domain=task.domain, worded=task.worded, home_url=task.home_url)
    except MemoryError:
        return "too_large"
    except RecursionError:
        return "parse_limit"
    return _out_of_memory(judgement) or judgement


def _out_of_memory(judgement: Judgement) -> Breach | None:
    """The extractor reports its own errors as a note: one that ran out of memory is a breach."""
    notes = judgement.extraction.notes if judgement.extraction is not None else ()
    return "too_large" if any("MemoryError" in note for note in notes) else None


def _pdf_breach(body: bytes) -> Breach | None:
    """`too_large` when a page's content stream inflates past pypdf's caps (`_cap_pdf_streams`);
    the extractor would read that as an unreadable PDF without saying why."""
    try:
        for page in PdfReader(io.BytesIO(body), strict=False).pages:
            contents = page.get_contents()
            if contents is not None:
                contents.get_data()
    except (LimitReachedError, MemoryError):
        return "too_large"
    except Exception:  # any other fault is the extractor's to report as it always has
        return None
    return None


def _limit_process(limits: ParseLimits) -> None:
    resource.setrlimit(resource.RLIMIT_AS, (limits.memory_bytes, limits.memory_bytes))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))  # a CPU breach must not write a core file


def _cap_pdf_streams(inflated_bytes: int) -> None:
    """pypdf's own caps: a stream stops inflating here (LimitReachedError, which `_pdf_breach`
    reports) long before the address-space limit is near."""
    pypdf.overwrite_configuration(
        zlib_maximum_output_length=inflated_bytes,
        lzw_maximum_output_length=inflated_bytes,
        run_length_maximum_output_length=inflated_bytes,
        brotli_maximum_output_length=inflated_bytes,
        stream_decoding_work_maximum_length=4 * inflated_bytes,
    )


def _allow_cpu(seconds: int) -> None:
    """RLIMIT_CPU counts the process's whole life: allow `seconds` more than it has used.
    Past it the kernel sends SIGXCPU, whose default action ends the process."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    used = int(usage.ru_utime + usage.ru_stime) + 1
    _soft, hard = resource.getrlimit(resource.RLIMIT_CPU)
    resource.setrlimit(resource.RLIMIT_CPU, (used + seconds, hard))
