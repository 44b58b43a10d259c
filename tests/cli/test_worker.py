"""`vendorstack worker` and queue mode's start-up checks: clear errors, never a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from pydantic import ValidationError

from vendorstack.config import Settings

CLI = [sys.executable, "-m", "vendorstack.cli"]


def _run(command: str, tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    full_env = {**os.environ, "VENDORSTACK_DATABASE_URL": f"sqlite:///{tmp_path}/vs.db", **env}
    return subprocess.run(
        [*CLI, command], env=full_env, capture_output=True, text=True, timeout=60, check=False
    )


def test_queue_mode_on_sqlite_is_refused_with_the_reason() -> None:
    with pytest.raises(ValidationError, match="SCAN_MODE=queue needs a PostgreSQL"):
        Settings(scan_mode="queue", database_url="sqlite:///unused.db")


def test_serve_in_queue_mode_on_sqlite_exits_with_a_clear_message(tmp_path: Path) -> None:
    done = _run("serve", tmp_path, VENDORSTACK_SCAN_MODE="queue")

    assert done.returncode == 1
    assert "VENDORSTACK_SCAN_MODE=queue needs a PostgreSQL" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_worker_needs_postgresql(tmp_path: Path) -> None:
    done = _run("worker", tmp_path)

    assert done.returncode == 1
    assert "vendorstack worker needs a PostgreSQL VENDORSTACK_DATABASE_URL" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_heartbeat_slower_than_the_stall_limit_is_refused() -> None:
    with pytest.raises(ValidationError, match="STALLED_SECONDS must exceed"):
        Settings(worker_heartbeat_seconds=30, worker_stalled_seconds=10)
