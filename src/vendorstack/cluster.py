"""A local cluster: N `vendorstack serve` and M `vendorstack worker` processes (queue mode).

`make cluster` runs `python -m vendorstack.cluster`; tests and benchmarks use `start_cluster`:

    with start_cluster(database_url=pg, redis_url=redis, apis=2, workers=2, env=extra) as c:
        httpx.get(f"{c.apis[0].url}/v1/pricing")
        c.kill(c.workers[0])            # SIGKILL, like a crash
        c.add_worker()                  # and start another, waiting until it is ready

The database is migrated once before anything starts. Every process is ready when `start_*`
returns: an API process once uvicorn reports start-up and `/healthz` answers, a worker once
it prints its ready line. Nothing here sleeps to wait: readiness is read from the processes'
output.
"""

from __future__ import annotations

import argparse
import os
import signal
import socket
import subprocess
import sys
import threading
from collections import deque
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field

import httpx

from vendorstack.storage.engine import ensure_database

API_READY = "Uvicorn running on"  # logged once the socket listens (after the app's start-up)
WORKER_READY = "vendorstack worker ready"  # printed by `vendorstack worker` (cli/worker.py)
READY_SECONDS = 60.0
STOP_SECONDS = 15.0
CLI = [sys.executable, "-m", "vendorstack.cli"]
# A database of the cluster's own on the local server (created when missing).
DEMO_DATABASE_URL = "postgresql://postgres@127.0.0.1:5432/vendorstack_cluster"


@dataclass
class Member:
    """One process of the cluster; `url` is set for API processes."""

    name: str
    process: subprocess.Popen[str]
    url: str | None
    ready: threading.Event = field(default_factory=threading.Event)
    tail: deque[str] = field(default_factory=lambda: deque(maxlen=50))

    @property
    def pid(self) -> int:
        return self.process.pid


class Cluster:
    """Processes sharing one environment (database, Redis, scan mode)."""

    def __init__(self, env: Mapping[str, str], *, host: str = "127.0.0.1", echo: bool = False):
        self.env = dict(env)
        self.host = host
        self.echo = echo
        self.apis: list[Member] = []
        self.workers: list[Member] = []

    def add_api(self, port: int | None = None) -> Member:
        """Start `vendorstack serve` (on a free port unless given) and wait until it answers."""
        return self.wait_ready(self.launch_api(port))

    def add_worker(self, concurrency: int | None = None) -> Member:
        """Start `vendorstack worker` and wait for its ready line."""
        return self.wait_ready(self.launch_worker(concurrency))

    def launch_api(self, port: int | None = None) -> Member:
        """Start `vendorstack serve` without waiting (see `wait_ready`)."""
        port = port or free_port(self.host)
        url = f"http://{self.host}:{port}"
        env = {"VENDORSTACK_BASE_URL": url, **self.env}
        command = [*CLI, "serve", "--host", self.host, "--port", str(port)]
        member = self._spawn(f"api:{port}", command, env, url, API_READY)
        self.apis.append(member)
        return member

    def launch_worker(self, concurrency: int | None = None) -> Member:
        """Start `vendorstack worker` without waiting (see `wait_ready`)."""
        command = [*CLI, "worker"]
        if concurrency is not None:
            command += ["--concurrency", str(concurrency)]
        name = f"worker:{len(self.workers) + 1}"
        member = self._spawn(name, command, self.env, None, WORKER_READY)
        self.workers.append(member)
        return member

    def wait_ready(self, member: Member) -> Member:
        """Wait for the member's ready line (and an API's `/healthz`); raise with its output."""
        if not member.ready.wait(READY_SECONDS):
            member.process.kill()
            member.process.wait()
            raise RuntimeError(f"{member.name} did not start:\n" + "".join(member.tail))
        if member.url is not None:
            assert httpx.get(f"{member.url}/healthz", timeout=10).json() == {"ok": True}
        return member

    def kill(self, member: Member, sig: int = signal.SIGKILL) -> int:
        """Send `sig` (SIGKILL: a crash) and wait for the process to end; its exit code."""
        member.process.send_signal(sig)
        return member.process.wait(timeout=STOP_SECONDS)

    def stop(self) -> None:
        """SIGTERM every process still running, then wait for each (SIGKILL past the limit)."""
        members = [*self.apis, *self.workers]
        for member in members:
            if member.process.poll() is None:
                member.process.terminate()
        for member in members:
            try:
                member.process.wait(timeout=STOP_SECONDS)
            except subprocess.TimeoutExpired:
                member.process.kill()
                member.process.wait()

    def settle(self, grace: float = STOP_SECONDS) -> None:
        """After Ctrl-C every process got SIGINT too and is shutting down on its own (a worker
        finishes its scans first): wait for them, rather than interrupt that with SIGTERM."""
        members = [*self.apis, *self.workers]
        if all(member.process.poll() is None for member in members):
            return  # nobody is stopping: `stop()` will ask them
        for member in members:
            with suppress(subprocess.TimeoutExpired):
                member.process.wait(timeout=grace)

    def _spawn(
        self, name: str, command: list[str], env: Mapping[str, str], url: str | None, ready: str
    ) -> Member:
        process = subprocess.Popen(
            command, env={**os.environ, **env}, stderr=subprocess.PIPE, text=True
        )
        member = Member(name, process, url)
        threading.Thread(target=self._drain, args=(member, ready), daemon=True).start()
        return member

    def _drain(self, member: Member, ready: str) -> None:
        """Read the process's stderr to its end: readiness, a tail for errors, the echo."""
        assert member.process.stderr is not None
        for line in member.process.stderr:
            member.tail.append(line)
            if ready in line:
                member.ready.set()
            if self.echo:
                sys.stderr.write(f"[{member.name}] {line}")
        member.process.stderr.close()


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket() as sock:
        sock.bind((host, 0))
        port: int = sock.getsockname()[1]
        return port


def cluster_env(
    database_url: str, redis_url: str | None, extra: Mapping[str, str] | None = None
) -> dict[str, str]:
    """Queue mode on this PostgreSQL (and Redis), plus `extra` settings."""
    env = {"VENDORSTACK_DATABASE_URL": database_url, "VENDORSTACK_SCAN_MODE": "queue"}
    if redis_url:
        env["VENDORSTACK_REDIS_URL"] = redis_url
    return {**env, **(extra or {})}


def migrate(env: Mapping[str, str]) -> None:
    """Migrate once, so the processes' own migrate steps find nothing to do."""
    subprocess.run([*CLI, "migrate"], env={**os.environ, **env}, check=True, capture_output=True)


@contextmanager
def start_cluster(
    *,
    database_url: str,
    redis_url: str | None = None,
    apis: int = 2,
    workers: int = 2,
    env: Mapping[str, str] | None = None,
    ports: Sequence[int] = (),
    worker_concurrency: int | None = None,
    host: str = "127.0.0.1",
    echo: bool = False,
) -> Iterator[Cluster]:
    """A migrated database, then `apis` API processes and `workers` workers, all ready;
    every process still running is stopped when the block ends."""
    cluster = Cluster(cluster_env(database_url, redis_url, env), host=host, echo=echo)
    migrate(cluster.env)
    try:
        # Started together, then awaited: start-up (imports, migrate check) overlaps.
        members = [cluster.launch_api(ports[i] if i < len(ports) else None) for i in range(apis)]
        members += [cluster.launch_worker(worker_concurrency) for _ in range(workers)]
        for member in members:
            cluster.wait_ready(member)
        yield cluster
    finally:
        cluster.stop()


def main(argv: Sequence[str] | None = None) -> None:
    """`make cluster`: run until Ctrl-C, printing every process's output with its name."""
    parser = argparse.ArgumentParser(prog="python -m vendorstack.cluster")
    parser.add_argument("--database-url", default=DEMO_DATABASE_URL)
    parser.add_argument("--redis-url", default="redis://127.0.0.1:6379/0")
    parser.add_argument("--ports", default="8080,8081", help="one API process per port")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--host", default="127.0.0.1")
    args = parser.parse_args(argv)
    ports = [int(port) for port in args.ports.split(",") if port]
    ensure_database(args.database_url)
    with start_cluster(
        database_url=args.database_url,
        redis_url=args.redis_url or None,
        apis=len(ports),
        workers=args.workers,
        ports=ports,
        host=args.host,
        echo=True,
    ) as cluster:
        _announce(cluster)
        _wait_for_interrupt(cluster)
        cluster.settle()


def _announce(cluster: Cluster) -> None:
    urls = ", ".join(member.url or "" for member in cluster.apis)
    print(f"VendorStack cluster: API at {urls}", flush=True)
    print(f"  {len(cluster.workers)} scan workers; Ctrl-C stops everything", flush=True)


def _wait_for_interrupt(cluster: Cluster) -> None:
    """Until Ctrl-C or SIGTERM, or until a process dies (the cluster is then incomplete)."""
    stopped = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stopped.set())
    for member in [*cluster.apis, *cluster.workers]:
        threading.Thread(target=_watch, args=(member, stopped), daemon=True).start()
    with suppress(KeyboardInterrupt):
        stopped.wait()


def _watch(member: Member, stopped: threading.Event) -> None:
    code = member.process.wait()
    print(f"{member.name} exited with {code}; stopping the cluster", file=sys.stderr)
    stopped.set()


if __name__ == "__main__":
    main()
