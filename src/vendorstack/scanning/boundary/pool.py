"""A small pool of parser processes shared by every scan of this process.

Called from worker threads (the scan awaits it through `anyio.to_thread`), so it uses only
thread-safe parts: a lock, a queue of idle processes and blocking pipe reads bounded by the
document's deadline. A process that overruns its deadline is killed; one that dies (SIGXCPU,
the address-space limit) is replaced; one that has read `recycle_after` documents is retired
so the memory its parses fragmented goes back to the system.
"""

from __future__ import annotations

import os
import queue
import signal
import socket
import subprocess
import sys
import threading
import time
from multiprocessing.connection import Connection

from vendorstack.scanning.boundary.child import READY, Task
from vendorstack.scanning.boundary.limits import Breach, ParseLimits
from vendorstack.scanning.confirm import Judgement

# A document the child parsed for this much CPU time before the deadline took the scan's time
# itself: `parse_limit`. Real pages parse in milliseconds; less than this, the time ran out.
FAIR_PARSE_CPU_SECONDS = 0.5
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


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
        self.ready = False

    def ask(self, task: Task, deadline: float) -> Judgement | Breach | None:
        """The child's answer. Past the deadline the child is killed: `parse_limit` when it
        spent real CPU time on the document, None when it hardly ran (the scan's time ran
        out on a busy machine, which says nothing about the document)."""
        try:
            if not self.wait_ready(deadline):
                return None  # still importing: our start-up, nothing about the document
            cpu_before = self.cpu_seconds()
            self.connection.send(task)
            if not self.connection.poll(max(0.0, deadline - time.monotonic())):
                spent = self.cpu_seconds() - cpu_before
                self.stop()
                return "parse_limit" if spent >= FAIR_PARSE_CPU_SECONDS else None
            answer: Judgement | Breach = self.connection.recv()
        except (EOFError, OSError):
            return self._died()
        self.served += 1
        return answer

    def wait_ready(self, deadline: float) -> bool:
        """Wait for the child's READY (sent once imported, before its first document) so
        that the CPU its imports take is never counted as a document's."""
        if not self.ready:
            try:
                if not self.connection.poll(max(0.0, deadline - time.monotonic())):
                    return False
                self.ready = self.connection.recv() == READY
            except (EOFError, OSError):
                return False  # it died starting, before any document: replaced at check-in
        return self.ready

    def _died(self) -> Breach:
        """Killed by SIGXCPU: the CPU limit; anything else under the memory limit is memory."""
        try:
            code = self.process.wait(timeout=1)
        except subprocess.TimeoutExpired:
            self.stop()
            return "parse_limit"
        return "parse_limit" if code == -signal.SIGXCPU else "too_large"

    def cpu_seconds(self) -> float:
        """The CPU time the child has used (user + system), from /proc."""
        try:
            with open(f"/proc/{self.process.pid}/stat", "rb") as stat:
                fields = stat.read().rsplit(b")", 1)[1].split()
        except OSError:
            return 0.0
        return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS

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

    def run(self, task: Task, timeout: float) -> Judgement | Breach | None:
        """Judge `task.page` in a parser process within `timeout` seconds; None when the
        scan's time ran out before the document was read (every parser busy with other
        scans' documents, or too little time left to parse it), which says nothing of it."""
        deadline = time.monotonic() + timeout
        worker = self._checkout(deadline)
        if worker is None:
            return None
        answer = worker.ask(task, deadline)
        self._checkin(worker)
        return answer

    def warm(self, within: float = 60.0) -> None:
        """Start every parser process now and wait (up to `within` seconds) until each has
        imported, so that no scan's clock pays for their start-up."""
        deadline = time.monotonic() + within
        started = []
        with self._lock:
            while self._started < self.limits.workers:
                self._started += 1
                started.append(_Worker(self.limits))
        for worker in started:
            worker.wait_ready(deadline)
            self._idle.put(worker)

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
