"""Where an interrupted `vendorstack index` run resumes: one JSON line per finished domain.

The file is keyed by the input's path and the SHA-256 of its bytes (stdin: its bytes only),
so running the same list again resumes it, and an edited list starts afresh. Each line is
appended and flushed as its domain finishes, so a run stopped at any point (Ctrl-C, SIGTERM,
a crash) loses at most the scans that were in flight; a torn last line is ignored.
Failed domains are not recorded as finished: resuming retries them.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from types import TracebackType
from typing import IO, Self

import orjson

RETRIED_OUTCOMES = frozenset({"failed"})


def progress_path(state_dir: Path, source: str, content: bytes) -> Path:
    """The progress file of this input: its path (absolute) and its bytes decide."""
    where = source if source == "-" else str(Path(source).resolve())
    digest = hashlib.sha256(where.encode() + b"\0" + hashlib.sha256(content).digest())
    return state_dir / f"index-{digest.hexdigest()[:32]}.jsonl"


class Progress:
    """The domains a run of this input has finished, and the file that remembers them."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.finished: dict[str, str] = _read(path)
        self._file: IO[bytes] | None = None

    def record(self, domain: str, outcome: str, reason: str) -> None:
        if outcome in RETRIED_OUTCOMES:
            return
        if self._file is None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._file = self.path.open("ab")
        line = {"domain": domain, "outcome": outcome, "reason": reason}
        self._file.write(orjson.dumps(line) + b"\n")
        self._file.flush()
        self.finished[domain] = outcome

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None


def _read(path: Path) -> dict[str, str]:
    finished: dict[str, str] = {}
    if not path.exists():
        return finished
    for line in path.read_bytes().splitlines():
        try:
            entry = orjson.loads(line)
        except orjson.JSONDecodeError:
            continue  # the line being written when the run was killed
        if isinstance(entry, dict) and isinstance(entry.get("domain"), str):
            finished[entry["domain"]] = str(entry.get("outcome", ""))
    return finished
