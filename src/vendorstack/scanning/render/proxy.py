"""The browser's only route out: a local HTTP proxy that applies the scan's SSRF guard and host map.

Chromium sends every connection here (`--proxy-server`, loopback included): page loads, scripts,
fetches, preconnects, WebSockets, workers, beacons and form posts alike. Each `CONNECT host:port`
or absolute-form request is pinned with `guard.pin_target` exactly as a plain fetch is; a private,
loopback or metadata address that the host map does not name is refused before any connection.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field
from types import TracebackType
from urllib.parse import urlsplit

from vendorstack.scanning.errors import FetchError
from vendorstack.scanning.guard import Pin, pin_target
from vendorstack.scanning.hostmap import HostMap
from vendorstack.scanning.resolver import Resolver
from vendorstack.scanning.targets import parse_target

HEAD_LIMIT = 64 * 1024
HEAD_TIMEOUT = 10.0
CHUNK = 64 * 1024
HOP_HEADERS = frozenset({b"proxy-connection", b"proxy-authorization", b"connection", b"keep-alive"})


@dataclass
class ProxyLimits:
    """One page's allowance: connections opened and bytes received from the sites."""

    max_connections: int
    max_bytes: int
    dns_timeout: float


@dataclass
class ProxyLog:
    """What the browser asked for: `opened` (host:port → pinned address:port) and `refused`."""

    opened: list[tuple[str, str]] = field(default_factory=list)
    refused: list[tuple[str, str]] = field(default_factory=list)
    bytes_in: int = 0
    over_budget: bool = False


class GuardProxy:
    """`async with GuardProxy(host_map, resolver, limits) as proxy:` listens on `proxy.url`."""

    def __init__(self, host_map: HostMap, resolver: Resolver, limits: ProxyLimits) -> None:
        self.host_map = host_map
        self.resolver = resolver
        self.limits = limits
        self.log = ProxyLog()
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    @property
    def url(self) -> str:
        assert self._server is not None
        port = self._server.sockets[0].getsockname()[1]
        return f"http://127.0.0.1:{port}"

    async def __aenter__(self) -> GuardProxy:
        self._server = await asyncio.start_server(self._accept, "127.0.0.1", 0)
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if self._server is not None:
            self._server.close()
        for task in list(self._tasks):
            task.cancel()
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._tasks.add(task)
        try:
            await self._serve(reader, writer)
        except (OSError, asyncio.IncompleteReadError, asyncio.LimitOverrunError, TimeoutError):
            pass  # the browser or the site hung up: nothing to report
        except asyncio.CancelledError:
            pass  # the page is over (the proxy closes): this connection ends with it
        finally:
            self._tasks.discard(task)
            writer.close()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), HEAD_TIMEOUT)
        if len(head) > HEAD_LIMIT:
            return await _answer(writer, 431, "head too large")
        method, target, version = _request_line(head)
        authority, url = _destination(method, target)
        if authority is None:
            return await _answer(writer, 400, "not a proxy request")
        pin = await self._pin(authority, url)
        if pin is None:
            return await _answer(writer, 403, "refused by the scan guard")
        upstream = await self._open(pin)
        if upstream is None:
            return await _answer(writer, 502, "connect failed")
        up_reader, up_writer = upstream
        try:
            if method == b"CONNECT":
                writer.write(b"HTTP/1.1 200 Connection established\r\n\r\n")
            else:
                up_writer.write(_origin_form(head, method, url, version))
            await self._pipe(reader, writer, up_reader, up_writer)
        finally:
            up_writer.close()

    async def _pin(self, authority: str, url: str) -> Pin | None:
        """The guard's pin for this destination, or None (logged) when it refuses it."""
        if len(self.log.opened) >= self.limits.max_connections or self.log.over_budget:
            self.log.refused.append((authority, "budget_exhausted"))
            return None
        try:
            pin = await pin_target(
                parse_target(url), self.host_map, self.resolver, self.limits.dns_timeout
            )
        except FetchError as exc:
            self.log.refused.append((authority, exc.reason))
            return None
        self.log.opened.append((authority, f"{pin.address}:{pin.port}"))
        return pin

    async def _open(self, pin: Pin) -> tuple[asyncio.StreamReader, asyncio.StreamWriter] | None:
        try:
            return await asyncio.wait_for(
                asyncio.open_connection(pin.address, pin.port), self.limits.dns_timeout
            )
        except (OSError, TimeoutError):
            return None

    async def _pipe(
        self,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        up_reader: asyncio.StreamReader,
        up_writer: asyncio.StreamWriter,
    ) -> None:
        outward = asyncio.ensure_future(_copy(reader, up_writer, None))
        inward = asyncio.ensure_future(_copy(up_reader, writer, self._count))
        try:
            await asyncio.wait({outward, inward}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for task in (outward, inward):
                task.cancel()
            await asyncio.gather(outward, inward, return_exceptions=True)

    def _count(self, size: int) -> bool:
        """Count bytes from the sites; False once the page's byte cap is passed."""
        self.log.bytes_in += size
        self.log.over_budget |= self.log.bytes_in > self.limits.max_bytes
        return not self.log.over_budget


async def _copy(
    source: asyncio.StreamReader,
    sink: asyncio.StreamWriter,
    count: Callable[[int], bool] | None,
) -> None:
    while chunk := await source.read(CHUNK):
        if count is not None and not count(len(chunk)):
            return
        sink.write(chunk)
        await sink.drain()


def _request_line(head: bytes) -> tuple[bytes, bytes, bytes]:
    parts = head.split(b"\r\n", 1)[0].split(b" ")
    if len(parts) != 3:
        return b"", b"", b""
    return parts[0].upper(), parts[1], parts[2]


def _destination(method: bytes, target: bytes) -> tuple[str | None, str]:
    """`host:port` and a URL the guard can check, for a CONNECT or an absolute-form request."""
    text = target.decode("latin-1")
    if method == b"CONNECT":
        host, _, port = text.rpartition(":")
        if not host or not port.isdigit():
            return None, ""
        scheme = "http" if port == "80" else "https"
        return text, f"{scheme}://{host}:{port}/"
    parts = urlsplit(text)
    if parts.scheme not in ("http", "https", "ws", "wss") or not parts.netloc:
        return None, ""
    scheme = "https" if parts.scheme in ("https", "wss") else "http"
    return parts.netloc, f"{scheme}://{parts.netloc}{parts.path or '/'}"


def _origin_form(head: bytes, method: bytes, url: str, version: bytes) -> bytes:
    """The request as the origin expects it: a path, the original Host, and one exchange."""
    target = urlsplit(head.split(b"\r\n", 1)[0].split(b" ")[1].decode("latin-1"))
    path = (target.path or "/") + (f"?{target.query}" if target.query else "")
    lines = [method + b" " + path.encode("latin-1") + b" " + version]
    lines.append(b"Host: " + target.netloc.encode("latin-1"))  # the host the guard checked
    for line in head.split(b"\r\n")[1:]:
        name = line.split(b":", 1)[0].strip().lower()
        if line and name not in HOP_HEADERS and name != b"host":
            lines.append(line)
    lines.append(b"Connection: close")
    return b"\r\n".join(lines) + b"\r\n\r\n"


async def _answer(writer: asyncio.StreamWriter, status: int, reason: str) -> None:
    writer.write(f"HTTP/1.1 {status} {reason}\r\nContent-Length: 0\r\n\r\n".encode())
    with contextlib.suppress(OSError):
        await writer.drain()
