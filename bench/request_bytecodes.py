"""Where a request's instructions go: Python bytecodes executed per request, by file and by
function, on the event loop and on the database writer's thread.

Callgrind (`bench.instructions_bench`) counts a route's instructions but cannot name the
Python functions they run in; almost all of them are the interpreter's (libpython: 87 % of a
metered check), at about 115 instructions a bytecode for both `/v1/pricing` and `/v1/check`.
So bytecodes per function say where the instructions go, deterministically and in seconds.
The app and load are `asgi_bench`'s; the caller and record caches' windows are held open, as
they are for all but about one request in a thousand when served (under a tracer a request is
slow enough for them to lapse every few requests).

    .venv/bin/python -m bench.request_bytecodes check        # or pricing; REQUESTS=1000
"""

from __future__ import annotations

import math
import os
import sys
from collections import Counter
from collections.abc import Callable
from types import FrameType
from typing import Any

from sqlalchemy import Connection

from bench.asgi_bench import _load, check_scope, pricing_scope, seeded_app

REQUESTS = int(os.environ.get("REQUESTS", "1000"))
Tracer = Callable[[FrameType, str, Any], Any]


def counting(files: Counter[str], functions: Counter[str]) -> Tracer:
    """A `sys.settrace` tracer that counts each frame's opcodes by file and function."""

    def trace(frame: FrameType, _event: str, _arg: object) -> Tracer:
        frame.f_trace_opcodes = True
        code = frame.f_code
        name = f"{_short(code.co_filename)}:{code.co_name}"

        def local(_frame: FrameType, event: str, _arg: object) -> Tracer:
            if event == "opcode":
                files[code.co_filename] += 1
                functions[name] += 1
            return local

        return local

    return trace


def _short(path: str) -> str:
    for marker in ("site-packages/", "python3.11/", "src/vendorstack/", "bench/"):
        if marker in path:
            return path.split(marker, 1)[1]
    return path


def count(route: str, requests: int) -> tuple[Counter[str], Counter[str]]:
    """Bytecodes by file and by function over `requests` requests of `route`."""
    files: Counter[str] = Counter()
    functions: Counter[str] = Counter()
    tracer = counting(files, functions)
    with seeded_app("vs-bytecodes-") as (loop, app, key):
        services = app.state.services  # type: ignore[attr-defined]
        services.callers._revalidate_after = math.inf
        services.lookups._records._revalidate_after = math.inf
        template = check_scope(key) if route == "check" else pricing_scope(key)
        loop.run_until_complete(_load(app, template, 500))

        async def on_the_writer(operation: Callable[[Connection], object]) -> None:
            await services.database.write(operation)

        loop.run_until_complete(on_the_writer(lambda _: sys.settrace(tracer)))
        sys.settrace(tracer)
        loop.run_until_complete(_load(app, template, requests))
        sys.settrace(None)
        loop.run_until_complete(on_the_writer(lambda _: sys.settrace(None)))
    return files, functions


def main() -> None:
    route = sys.argv[1] if len(sys.argv) > 1 else "check"
    files, functions = count(route, REQUESTS)
    print(f"{route}: {sum(files.values()) / REQUESTS:,.0f} bytecodes per request")
    for path, n in files.most_common(40):
        print(f"{n / REQUESTS:9.1f}  {_short(path)}")
    print("by function:")
    for name, n in functions.most_common(40):
        print(f"{n / REQUESTS:9.1f}  {name}")


if __name__ == "__main__":
    main()
