"""Real `vendorstack serve` processes and `vendorstack worker`s (VENDORSTACK_SCAN_MODE=queue) on
one database: the shapes the service is deployed in, started, killed and restarted.

    with Cluster(env, api=2, logs=tmp_path) as cluster:
        cluster.urls            # one base URL per API process
        cluster.kill_api(0)     # SIGKILL, as a crash
        cluster.start_api(0)    # the same port again, ready when /healthz answers
        cluster.kill_worker(1)  # the same for a scan worker, ready on its ready line
        cluster.start_worker(1)

Each process writes its output to a log file under `logs` (a pipe nobody reads would fill
and stall it; a worker's stderr is read by a thread that copies it there and watches for the
ready line); a process that exits before it is ready fails the test with its log's tail.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Mapping
from pathlib import Path
from types import TracebackType
from typing import IO

import httpx

from tests.servers import free_port
from vendorstack.cli.worker import READY_LINE

READY_DEADLINE_SECONDS = 30.0
READY_PROBE_INTERVAL_SECONDS = 0.05
STOP_DEADLINE_SECONDS = 15.0
CONTACT_URL = "https://vendorstack.dev/bot"  # the default, plus each worker's name


class ManagedProcess:
    """One subprocess of the cluster, restartable with the same command and log file."""

    def __init__(self, name: str, command: list[str], env: Mapping[str, str], log: Path) -> None:
        self.name = name
        self._command = command
        self._env = dict(env)
        self._log = log
        self._process: subprocess.Popen[bytes] | None = None

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process is not None else None

    def start(self) -> None:
        with self._log.open("ab") as log:
            self._process = subprocess.Popen(
                self._command, env=self._env, stdout=log, stderr=self._stderr(log)
            )

    def _stderr(self, log: IO[bytes]) -> int | IO[bytes]:
        """Where the process's stderr goes: with its stdout, into the log."""
        return subprocess.STDOUT

    def exited(self) -> bool:
        return self._process is None or self._process.poll() is not None

    def kill(self) -> None:
        """SIGKILL, as a crash: no lifespan shutdown, no writer flush, no lease release."""
        self._signal(signal.SIGKILL)

    def stop(self) -> None:
        self._signal(signal.SIGTERM)

    def log_tail(self, lines: int = 40) -> str:
        return "\n".join(self._log.read_text(errors="replace").splitlines()[-lines:])

    def _signal(self, number: signal.Signals) -> None:
        process, self._process = self._process, None
        if process is None or process.poll() is not None:
            return
        process.send_signal(number)
        try:
            process.wait(timeout=STOP_DEADLINE_SECONDS)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


class ApiProcess(ManagedProcess):
    """`vendorstack serve` on its own port; the port is kept across restarts."""

    def __init__(self, index: int, env: Mapping[str, str], logs: Path) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        command = [sys.executable, "-m", "vendorstack.cli", "serve", "--port", str(self.port)]
        full_env = {**env, "VENDORSTACK_BASE_URL": self.url}
        super().__init__(f"api-{index}", command, full_env, logs / f"api-{index}.log")

    def wait_ready(self) -> None:
        """Until /healthz answers (a probe of the process, not a wait for work), or fail."""
        deadline = time.monotonic() + READY_DEADLINE_SECONDS
        while time.monotonic() < deadline:
            assert not self.exited(), f"{self.name} exited:\n{self.log_tail()}"
            try:
                if httpx.get(f"{self.url}/healthz", timeout=1).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            time.sleep(READY_PROBE_INTERVAL_SECONDS)
        raise AssertionError(
            f"{self.name} not ready in {READY_DEADLINE_SECONDS}s:\n{self.log_tail()}"
        )


class WorkerProcess(ManagedProcess):
    """`vendorstack worker` (VENDORSTACK_SCAN_MODE=queue), ready once it prints its ready line.

    Each worker names itself in its scanner's User-Agent (`VENDORSTACK_CONTACT_URL` ends in
    `/worker-<index>`), so a fixture site can tell which worker took its scan (`index_of`).
    """

    def __init__(self, index: int, env: Mapping[str, str], logs: Path) -> None:
        command = [sys.executable, "-m", "vendorstack.cli", "worker"]
        full_env = {**env, "VENDORSTACK_CONTACT_URL": f"{CONTACT_URL}/worker-{index}"}
        super().__init__(f"worker-{index}", command, full_env, logs / f"worker-{index}.log")
        self._ready = False
        self._settled = threading.Event()

    @staticmethod
    def index_of(user_agent: str) -> int | None:
        """The index of the worker whose scanner sent this User-Agent, if one did."""
        marker = f"{CONTACT_URL}/worker-"
        if marker not in user_agent:
            return None
        return int(user_agent.split(marker, 1)[1].split(")", 1)[0])

    def _stderr(self, log: IO[bytes]) -> int | IO[bytes]:
        return subprocess.PIPE  # read by `_copy_stderr`

    def start(self) -> None:
        self._ready, self._settled = False, threading.Event()
        super().start()
        assert self._process is not None
        assert self._process.stderr is not None
        threading.Thread(
            target=self._copy_stderr, args=(self._process.stderr, self._settled), daemon=True
        ).start()

    def _copy_stderr(self, stderr: IO[bytes], settled: threading.Event) -> None:
        """Copy the worker's stderr into its log to the end; `settled` at its ready line, or
        at the end of its output (it exited)."""
        with self._log.open("ab", buffering=0) as log:
            for line in stderr:
                log.write(line)
                if READY_LINE.encode() in line:
                    self._ready = True
                    settled.set()
        stderr.close()
        settled.set()

    def wait_ready(self) -> None:
        """Until the worker prints its ready line, or fail (it exited, or the deadline)."""
        settled = self._settled.wait(READY_DEADLINE_SECONDS)
        if not self._ready:
            state = "exited" if settled else f"not ready in {READY_DEADLINE_SECONDS}s"
            raise AssertionError(f"{self.name} {state}:\n{self.log_tail()}")


class Cluster:
    """`api` serving processes and `workers` scan workers sharing `env`'s database."""

    def __init__(
        self, env: Mapping[str, str], *, logs: Path, api: int = 1, workers: int = 0
    ) -> None:
        full_env = {**os.environ, **env}
        logs.mkdir(parents=True, exist_ok=True)
        self.apis = [ApiProcess(index, full_env, logs) for index in range(api)]
        self.workers = [WorkerProcess(index, full_env, logs) for index in range(workers)]

    @property
    def urls(self) -> list[str]:
        return [process.url for process in self.apis]

    def start(self) -> None:
        """Every process at once, then wait for each: start-ups overlap."""
        processes: list[ApiProcess | WorkerProcess] = [*self.apis, *self.workers]
        for process in processes:
            process.start()
        for process in processes:
            process.wait_ready()

    def kill_api(self, index: int) -> None:
        self.apis[index].kill()

    def start_api(self, index: int) -> None:
        self.apis[index].start()
        self.apis[index].wait_ready()

    def kill_worker(self, index: int) -> None:
        self.workers[index].kill()

    def start_worker(self, index: int) -> None:
        self.workers[index].start()
        self.workers[index].wait_ready()

    def revive(self) -> None:
        """Start again every process that a test killed and left dead."""
        processes: list[ApiProcess | WorkerProcess] = [*self.apis, *self.workers]
        dead = [process for process in processes if process.exited()]
        for process in dead:
            process.start()
        for process in dead:
            process.wait_ready()

    def stop(self) -> None:
        for process in [*self.apis, *self.workers]:
            process.stop()

    def __enter__(self) -> Cluster:
        try:
            self.start()
        except BaseException:
            self.stop()
            raise
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.stop()
