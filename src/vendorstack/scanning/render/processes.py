"""The processes of one browser, found by its private profile directory: their memory, and a
hard kill that needs no cooperation from the browser or its driver."""

from __future__ import annotations

import contextlib
import os
import signal
from pathlib import Path

PROC = Path("/proc")


def profile_pids(profile: str) -> list[int]:
    """Every process whose command line names `profile` (a fresh directory per page)."""
    needle = profile.encode()
    pids = []
    for entry in PROC.iterdir() if PROC.is_dir() else ():
        if not entry.name.isdigit():
            continue
        with contextlib.suppress(OSError):
            if needle in (entry / "cmdline").read_bytes():
                pids.append(int(entry.name))
    return pids


def memory_bytes(pids: list[int]) -> tuple[int, int]:
    """(total PSS, largest RSS) of these processes. PSS splits shared pages between the
    processes that map them, so the total is what the browser really holds."""
    pss = rss = 0
    for pid in pids:
        pss += _field(PROC / str(pid) / "smaps_rollup", "Pss:")
        rss = max(rss, _field(PROC / str(pid) / "status", "VmRSS:"))
    return pss, rss


def _field(path: Path, name: str) -> int:
    with contextlib.suppress(OSError, ValueError, IndexError):
        for line in path.read_text().splitlines():
            if line.startswith(name):
                return int(line.split()[1]) * 1024
    return 0


def kill(pids: list[int]) -> None:
    """SIGKILL each (already gone is fine)."""
    for pid in pids:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(pid, signal.SIGKILL)
