"""Private Redis and PostgreSQL servers that a test may stop and start.

The shared servers on 6379 and 5432 serve every engineer and CI: never restart those. These
start their own instance on a free port, in a temporary directory, and wait for it to say it
is ready (redis-server's log line, `pg_ctl -w`) rather than sleeping.
"""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
from pathlib import Path

import pytest


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


class PrivateRedis:
    """A throwaway redis-server (no persistence) on its own port."""

    def __init__(self) -> None:
        if shutil.which("redis-server") is None:
            pytest.skip("redis-server is not installed")
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self._process: subprocess.Popen[str] | None = None

    def start(self) -> None:
        command = ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1"]
        command += ["--save", "", "--appendonly", "no", "--loglevel", "notice"]
        process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
        assert process.stdout is not None
        for line in process.stdout:  # blocks until the server says it is ready
            if "Ready to accept connections" in line:
                break
        else:
            raise RuntimeError("redis-server exited before it was ready")
        self._process = process

    def stop(self) -> None:
        if self._process is not None:
            self._process.terminate()
            self._process.wait()
            assert self._process.stdout is not None
            self._process.stdout.close()
            self._process = None


def _postgres_bin() -> Path:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"))
    if not found or shutil.which("runuser") is None or os.geteuid() != 0:
        pytest.skip("a private PostgreSQL needs its binaries and root (runuser -u postgres)")
    return Path(found[-1]).parent


class PrivatePostgres:
    """A throwaway PostgreSQL cluster (trust auth) in `directory`, run as the postgres user."""

    def __init__(self, directory: Path) -> None:
        self._bin = _postgres_bin()
        self.port = free_port()
        self._directory = directory
        self._data = directory / "data"
        self.admin_url = f"postgresql://postgres@127.0.0.1:{self.port}/postgres"
        directory.mkdir(parents=True, exist_ok=True)
        shutil.chown(directory, "postgres", "postgres")
        self._as_postgres("initdb", "-D", str(self._data), "-A", "trust", "-U", "postgres")

    def url(self, database: str) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def start(self) -> None:
        options = f"-p {self.port} -k {self._directory} -c listen_addresses=127.0.0.1"
        log = str(self._directory / "server.log")
        self._as_postgres("pg_ctl", "-D", str(self._data), "-o", options, "-l", log, "-w", "start")

    def stop(self) -> None:
        self._as_postgres("pg_ctl", "-D", str(self._data), "-m", "fast", "-w", "stop")

    def restart(self) -> None:
        self.stop()
        self.start()

    def _as_postgres(self, program: str, *arguments: str) -> None:
        command = ["runuser", "-u", "postgres", "--", str(self._bin / program), *arguments]
        subprocess.run(command, check=True, capture_output=True, cwd=self._directory)
