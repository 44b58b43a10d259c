"""A small pool of parser processes shared by every scan of this process.

Called from worker threads (the scan awaits it through `anyio.to_thread`), so it uses only
thread-safe parts: a lock, a queue of idle processes and blocking pipe reads bounded by the
document's deadline. A process that overruns its deadline is killed; one that dies (SIGXCPU,
the address-space limit) is replaced; one that has read `recycle_after` documents is retired
so the memory its parses fragmented goes back to the system.
"""

from __future__ import annotations

import queue
import signal
import socket
import subprocess
import sys
import threading
import time
from multiprocessing.connection import Connection

from vendorstack.scanning.boundary.child import Task
from vendorstack.scanning.boundary.limits import Breach, ParseLimits
from vendorstack.scanning.confirm import Judgement


class _Worker:
    """One parser process (`python -m vendorstack.scanning.boundary`) and its socket."""

    def __init__(self, limits: ParseLimits) -> None:
        ours, theirs = socket.socketpair()
        # A fresh interpreter, not a fork: nothing of the API process (threads, sockets, the
        # database) is inherited, and it runs no __main__ but its own.
        self.process = subprocess.Popen(
            [sys.executable, "-m", "vendorstack.scanning.boundary", str(theirs.fileno())],
            pass_fds=(theirs.fileno(),),
            stdin=subprocess.DEVNULL,
        )
        theirs.close()
        self.connection = Connection(ours.detach())
        self.connection.send(limits)
        self.served = 0

    def ask(self, task: Task, deadline: float) -> Judgement | Breach:
        """The child's answer; `parse_limit` (the child killed) past the deadline."""
        try:
            self.connection.send(task)
            if not self.connection.poll(max(0.0, deadline - time.monotonic())):
                self.stop()
                return "parse_limit"
            answer: Judgement | Breach = self.connection.recv()
        except (EOFError, OSError):
            return self._died()
        self.served += 1
        return answer

    def _died(self) -> Breach:
        """Killed by SIGXCPU: the CPU limit; anything else under the memory limit is memory."""
        try:
            code = self.process.wait(timeout=1)
        except subprocess.TimeoutExpired:
            self.stop()
            return "parse_limit"
        return "parse_limit" if code == -signal.SIGXCPU else "too_large"

    @property
    def alive(self) -> bool:
        return self.process.poll() is None

    def stop(self) -> None:
        self.connection.close()
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(timeout=5)


class ParserPool:
    """At most `limits.workers` parser processes, started on demand and reused."""

    def __init__(self, limits: ParseLimits) -> None:
        self.limits = limits
        self._idle: queue.SimpleQueue[_Worker] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._started = 0
        self._closed = False

    def run(self, task: Task, timeout: float) -> Judgement | Breach:
        """Judge `task.page` in a parser process within `timeout` seconds."""
        deadline = time.monotonic() + timeout
        worker = self._checkout(deadline)
        if worker is None:
            return "parse_limit"  # every parser stayed busy past this document's deadline
        answer = worker.ask(task, deadline)
        self._checkin(worker)
        return answer

    def warm(self) -> None:
        """Start every parser process now (they import while the service starts)."""
        with self._lock:
            while self._started < self.limits.workers:
                self._started += 1
                self._idle.put(_Worker(self.limits))

    def close(self) -> None:
        with self._lock:
            self._closed = True
        while True:
            try:
                self._idle.get_nowait().stop()
            except queue.Empty:
                return

    def _checkout(self, deadline: float) -> _Worker | None:
        try:
            worker = self._idle.get_nowait()
        except queue.Empty:
            pass
        else:
            return worker if worker.alive else self._replace(worker)
        with self._lock:
            if self._started < self.limits.workers:
                self._started += 1
                return _Worker(self.limits)
        try:
            worker = self._idle.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            return None
        return worker if worker.alive else self._replace(worker)

    def _replace(self, dead: _Worker) -> _Worker:
        """A process that died while idle (killed from outside) is replaced, not blamed."""
        dead.stop()
        return _Worker(self.limits)

    def _checkin(self, worker: _Worker) -> None:
        if worker.alive and worker.served < self.limits.recycle_after and not self._closed:
            self._idle.put(worker)
            return
        worker.stop()
        with self._lock:
            if self._closed:
                self._started -= 1
                return
        self._idle.put(_Worker(self.limits))  # the replacement forks now, not in a scan
