"""A real local web for scanner tests: many virtual hosts on one loopback port, chosen by `Host`.

    with TestWeb() as web:
        web.add_site("acme-corp.com", {"/": "<a href=/legal/subprocessors>…</a>",
                                       "/old": Route.redirect("/new"),
                                       "/slow": Route("late", delay=0.5)})
        host_map = web.host_map()   # acme-corp.com and *.acme-corp.com → http://127.0.0.1:PORT

Every request is recorded (host, path, user-agent, in-flight counts) so tests can assert
politeness. `ConnectionRecorder` is a loopback listener that records connection attempts: it
proves that a refused target was never contacted.
"""

from __future__ import annotations

import contextlib
import gzip as gzip_module
import socket
import ssl
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any

from vendorstack.scanning.hostmap import HostMap

HTML = "text/html; charset=utf-8"


@dataclass(frozen=True)
class Route:
    """One response: `body` is sent `repeat` times (streamed without Content-Length when > 1)."""

    body: bytes | str = b""
    status: int = 200
    content_type: str | None = HTML
    headers: Mapping[str, str] = field(default_factory=dict)
    delay: float = 0.0
    gzip: bool = False
    location: str | None = None
    repeat: int = 1
    drip: float = 0.0  # seconds between two repeats of `body`: a slow drip

    @classmethod
    def redirect(cls, location: str, status: int = 302) -> Route:
        return cls(status=status, location=location, body=f"moved to {location}")

    @classmethod
    def text(cls, body: str, content_type: str = "text/plain; charset=utf-8") -> Route:
        return cls(body=body, content_type=content_type)

    def payload(self) -> bytes:
        body = self.body.encode() if isinstance(self.body, str) else self.body
        return gzip_module.compress(body) if self.gzip else body


NOT_FOUND = Route("<h1>Not found</h1>", status=404)


@dataclass
class Hit:
    """One request the test web received."""

    host: str
    path: str
    method: str
    user_agent: str
    headers: dict[str, str]
    started: float
    finished: float | None = None
    bytes_sent: int = 0


@dataclass
class Site:
    host: str
    routes: dict[str, Any]
    not_found: Route = NOT_FOUND

    def add(self, path: str, route: Route | str | bytes | Callable[[Hit], Route]) -> None:
        self.routes[path] = route

    def route_for(self, hit: Hit) -> Route:
        spec = self.routes.get(hit.path, self.routes.get(hit.path.partition("?")[0]))
        if spec is None:
            return self.not_found
        if callable(spec):
            spec = spec(hit)
        return spec if isinstance(spec, Route) else Route(spec)


class TestWeb:
    """Virtual hosts served from Python data by a threaded HTTP/1.0 server on 127.0.0.1."""

    __test__ = False  # not a pytest test class

    def __init__(self, *, tls: ssl.SSLContext | None = None) -> None:
        """`tls`: a server context (certificate loaded) to serve HTTPS instead of HTTP."""
        self.sites: dict[str, Site] = {}
        self.hits: list[Hit] = []
        self.extra_delay = 0.0
        self.max_in_flight: dict[str, int] = {}
        self.max_in_flight_total = 0
        self._in_flight: dict[str, int] = {}
        self._lock = threading.Lock()
        self._closing = threading.Event()
        self._server = _Server(("127.0.0.1", 0), _Handler)
        self._server.web = self
        self.scheme = "https" if tls else "http"
        if tls is not None:
            sock = self._server.socket
            self._server.socket = tls.wrap_socket(
                sock, server_side=True, do_handshake_on_connect=False
            )
        self._thread = threading.Thread(target=self._serve, name="testweb", daemon=True)
        self._thread.start()

    @property
    def port(self) -> int:
        return int(self._server.server_address[1])

    @property
    def origin(self) -> str:
        return f"{self.scheme}://127.0.0.1:{self.port}"

    def add_site(
        self,
        host: str,
        routes: Mapping[str, Route | str | bytes | Callable[[Hit], Route]] | None = None,
        *,
        not_found: Route = NOT_FOUND,
    ) -> Site:
        site = Site(host.lower(), dict(routes or {}), not_found)
        self.sites[site.host] = site
        return site

    def host_map_spec(self) -> str:
        """`host=origin,*.host=origin` for every site: the `VENDORSTACK_SCAN_HOST_MAP` value."""
        return ",".join(f"{h}={self.origin},*.{h}={self.origin}" for h in self.sites)

    def host_map(self) -> HostMap:
        return HostMap.parse(self.host_map_spec())

    def hits_for(self, host: str | None = None, path: str | None = None) -> list[Hit]:
        with self._lock:
            hits = list(self.hits)
        return [h for h in hits if host in (None, h.host) and path in (None, h.path)]

    def paths(self, host: str | None = None) -> list[str]:
        return [hit.path for hit in self.hits_for(host)]

    def reset(self) -> None:
        with self._lock:
            self.hits.clear()
            self.max_in_flight.clear()
            self.max_in_flight_total = 0

    def close(self) -> None:
        self._closing.set()
        self._server.shutdown()
        self._server.server_close()
        self._thread.join()

    def __enter__(self) -> TestWeb:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _serve(self) -> None:
        self._server.serve_forever(poll_interval=0.05)

    def _begin(self, hit: Hit) -> None:
        with self._lock:
            self.hits.append(hit)
            count = self._in_flight[hit.host] = self._in_flight.get(hit.host, 0) + 1
            self.max_in_flight[hit.host] = max(self.max_in_flight.get(hit.host, 0), count)
            total = sum(self._in_flight.values())
            self.max_in_flight_total = max(self.max_in_flight_total, total)

    def _end(self, hit: Hit) -> None:
        """The request is no longer in flight: called just before its last bytes go out (a
        client holding the whole answer may open its next request before this thread has
        returned, and must not be counted as two at once), or when the handler ends early."""
        with self._lock:
            if hit.finished is None:
                self._in_flight[hit.host] -= 1
                hit.finished = time.monotonic()

    def _wait(self, seconds: float) -> None:
        if seconds > 0:
            self._closing.wait(seconds)


class _Server(ThreadingHTTPServer):
    daemon_threads = False
    block_on_close = True
    # socketserver's backlog of 5 overflows as soon as dozens of scans connect at once (a bulk
    # run): the kernel drops the SYN and the client retries a second later, a delay no real
    # server (nginx: 511) would add. The kernel caps it at net.core.somaxconn.
    request_queue_size = 1024
    web: TestWeb

    def handle_error(self, request: Any, client_address: Any) -> None:
        """Clients that hang up mid-response (size caps, timeouts) are expected here."""


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    protocol_version = "HTTP/1.0"
    timeout = 10

    def do_GET(self) -> None:
        self._respond(send_body=True)

    def do_HEAD(self) -> None:
        self._respond(send_body=False)

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet."""

    def _respond(self, *, send_body: bool) -> None:
        web = self.server.web
        hit = self._hit()
        web._begin(hit)
        try:
            site = web.sites.get(hit.host)
            route = site.route_for(hit) if site else Route("no such site", status=404)
            web._wait(route.delay + web.extra_delay)
            self._send(route, send_body, hit)
        finally:
            web._end(hit)

    def _hit(self) -> Hit:
        host = (self.headers.get("Host") or "").lower()
        host = host.rpartition(":")[0] if host.rpartition(":")[2].isdigit() else host
        headers = {k.lower(): v for k, v in self.headers.items()}
        return Hit(
            host.strip("[]"), self.path, self.command, headers.get("user-agent", ""), headers,
            time.monotonic(),
        )  # fmt: skip

    def _send(self, route: Route, send_body: bool, hit: Hit) -> None:
        payload = route.payload()
        self.send_response(route.status)
        for name, value in _headers(route, payload).items():
            self.send_header(name, value)
        if not send_body:
            self.server.web._end(hit)
        self.end_headers()
        if send_body:
            for sent in range(1, route.repeat + 1):
                if sent == route.repeat:
                    self.server.web._end(hit)
                self.wfile.write(payload)
                self.wfile.flush()
                hit.bytes_sent += len(payload)
                self.server.web._wait(route.drip)


def _headers(route: Route, payload: bytes) -> dict[str, str]:
    headers = {"Connection": "close"}
    if route.content_type:
        headers["Content-Type"] = route.content_type
    if route.gzip:
        headers["Content-Encoding"] = "gzip"
    if route.location:
        headers["Location"] = route.location
    if route.repeat == 1:
        headers["Content-Length"] = str(len(payload))
    return headers | dict(route.headers)


class ConnectionRecorder:
    """Listens on 127.0.0.1 (and ::1 on the same port when possible); records every connection."""

    def __init__(self) -> None:
        self.connections: list[tuple[str, int]] = []
        self._stop = threading.Event()
        self._sockets = [_listen(socket.AF_INET, "127.0.0.1", 0)]
        self.port = int(self._sockets[0].getsockname()[1])
        with contextlib.suppress(OSError):
            self._sockets.append(_listen(socket.AF_INET6, "::1", self.port))
        self._thread = threading.Thread(target=self._accept_loop, daemon=True)
        self._thread.start()

    def _accept_loop(self) -> None:
        for sock in self._sockets:
            sock.settimeout(0.02)
        while not self._stop.is_set():
            for sock in self._sockets:
                self._accept_one(sock)

    def _accept_one(self, sock: socket.socket) -> None:
        try:
            conn, peer = sock.accept()
        except OSError:
            return
        self.connections.append((peer[0], peer[1]))
        conn.close()

    def close(self) -> None:
        self._stop.set()
        self._thread.join()
        for sock in self._sockets:
            sock.close()

    def __enter__(self) -> ConnectionRecorder:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()


def _listen(family: socket.AddressFamily, address: str, port: int) -> socket.socket:
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.bind((address, port))
        sock.listen(64)
    except OSError:
        sock.close()
        raise
    return sock
