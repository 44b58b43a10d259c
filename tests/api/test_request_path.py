"""How far one metered `/v1/check` reaches: the files of ours it runs code in, counted by
`sys.setprofile` over one request on the event loop and on the database writer's thread.

Counted for an indexed domain (the metered hot path), with and without an
`Idempotency-Key`. The writer thread runs only the typed write operations handed to it
(`accounts.ledger`, `accounts.idempotency`, `accounts.credits`' composed operations) and
storage itself: nothing of `lookups`, of an adapter or of the HTTP plumbing.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType
from typing import Any

import httpx
import pytest
from sqlalchemy import Connection

from tests.api.conftest import bearer, create_key
from tests.twins import TwinRunner, parsed
from vendorstack.services import Services

pytestmark = pytest.mark.anyio

PACKAGE = Path(sys.modules["vendorstack"].__file__ or "").resolve().parent
# Issue 15 asks for at most 12 files; measured after its wrappers and single-caller helpers
# left the path: 21 without a key, 23 with one, counting a caller re-read (its 0.1 s window
# has usually lapsed here; docs/architecture.md lists them and why the rest stay). `lru.py`
# counts: taking it off the path meant writing its LRU into each of its three users.
# These bounds keep the path from growing; they are not the target.
MAX_FILES = 21
MAX_FILES_IDEMPOTENT = 23
CALLERS_ABOVE_THE_WRITE = ("lookups", "api", "web", "mcp", "cli", "serving", "server")
ROW = ("stripe", "payments", "Stripe, Inc. | Payment processing | United States")


class Trace:
    """The files of ours entered, per thread: the event loop's and the writer's."""

    def __init__(self) -> None:
        self.loop: set[str] = set()
        self.writer: set[str] = set()

    def profiler(self, seen: set[str]) -> Any:
        def profile(frame: FrameType, event: str, _arg: object) -> None:
            if event == "call":
                path = Path(frame.f_code.co_filename)
                if path.is_relative_to(PACKAGE):
                    seen.add(str(path.relative_to(PACKAGE)))

        return profile

    @property
    def files(self) -> set[str]:
        return self.loop | self.writer


@contextmanager
def _profiled_loop(trace: Trace) -> Iterator[None]:
    sys.setprofile(trace.profiler(trace.loop))
    try:
        yield
    finally:
        sys.setprofile(None)


async def _traced_check(
    api: httpx.AsyncClient, services: Services, headers: dict[str, str]
) -> Trace:
    """One check of an indexed domain, profiled on the loop and (by a write that installs
    the profiler on its own thread) on the writer's thread."""
    trace = Trace()
    writer_profile = trace.profiler(trace.writer)

    def install(_connection: Connection) -> None:
        sys.setprofile(writer_profile)

    def remove(_connection: Connection) -> None:
        sys.setprofile(None)

    await services.database.write(install)
    with _profiled_loop(trace):
        response = await api.get("/v1/check?url=acme-pay.com", headers=headers)
    await services.database.write(remove)
    assert response.status_code == 200, response.text
    assert response.json()["cache"] == "hit"
    trace.writer -= {"storage/writer.py"} - trace.loop  # the profiler's own hand-off
    return trace


@pytest.fixture
async def indexed(api: httpx.AsyncClient, runner: TwinRunner) -> str:
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", ROW)
    key = await create_key(api)
    first = await api.get("/v1/check?url=acme-pay.com", headers=bearer(key))
    assert first.json()["cache"] == "miss"
    return key


def _report(name: str, trace: Trace) -> str:
    loop, writer = sorted(trace.loop), sorted(trace.writer)
    return f"{name}: {len(trace.files)} files\n  loop: {loop}\n  writer: {writer}"


def _packages(files: set[str]) -> set[str]:
    return {file.split("/", 1)[0].removesuffix(".py") for file in files}


async def test_a_metered_check_passes_through_a_bounded_set_of_files(
    api: httpx.AsyncClient, services: Services, indexed: str
) -> None:
    trace = await _traced_check(api, services, bearer(indexed))
    assert len(trace.files) <= MAX_FILES, _report("without a key", trace)


async def test_an_idempotent_check_passes_through_a_bounded_set_of_files(
    api: httpx.AsyncClient, services: Services, indexed: str
) -> None:
    headers = {**bearer(indexed), "Idempotency-Key": "path-count-1"}
    trace = await _traced_check(api, services, headers)
    assert len(trace.files) <= MAX_FILES_IDEMPOTENT, _report("with a key", trace)


@pytest.mark.parametrize("key", [None, "path-count-2"])
async def test_the_writer_thread_calls_nothing_above_the_write(
    api: httpx.AsyncClient, services: Services, indexed: str, key: str | None
) -> None:
    headers = bearer(indexed) | ({"Idempotency-Key": key} if key else {})
    trace = await _traced_check(api, services, headers)
    assert trace.writer, "the charge ran on the writer thread"
    assert not _packages(trace.writer) & set(CALLERS_ABOVE_THE_WRITE), sorted(trace.writer)
