"""Giving a scan's memory back to the system once it is done.

A scan holds response bodies of up to the decompressed-size cap, and their copies pickled to a
parser process; freed, glibc keeps much of that in its arenas (its mmap threshold rises after
the first large free), so without a trim the process stayed 24 % above its warm baseline after
a burst of heavy scans (docs/benchmarks.md, "Hostile pages"). `malloc_trim(0)` hands the free
pages of every arena back; elsewhere than glibc it is a no-op.
"""

from __future__ import annotations

import ctypes
import ctypes.util
from functools import cache


@cache
def _malloc_trim() -> ctypes._CFuncPtr | None:  # type: ignore[name-defined]
    name = ctypes.util.find_library("c")
    if name is None:
        return None
    libc = ctypes.CDLL(name)
    return getattr(libc, "malloc_trim", None)


def release_memory() -> None:
    """Return the allocator's free pages to the system (glibc); a few ms on a large heap."""
    trim = _malloc_trim()
    if trim is not None:
        trim(0)
