"""Name resolution behind a small protocol, so tests can map names to hostile addresses."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Mapping, Sequence
from typing import Protocol


class Resolver(Protocol):
    """Resolves a DNS name to IP address strings; raises `OSError` when it cannot."""

    async def resolve(self, host: str, port: int) -> Sequence[str]: ...


class SystemResolver:
    """The OS resolver via `loop.getaddrinfo`, asked for the absolute name (no search domains)."""

    async def resolve(self, host: str, port: int) -> Sequence[str]:
        loop = asyncio.get_running_loop()
        infos = await loop.getaddrinfo(
            host + ".", port, type=socket.SOCK_STREAM, proto=socket.IPPROTO_TCP
        )
        return list(dict.fromkeys(str(info[4][0]) for info in infos))


class StaticResolver:
    """A fixed name → addresses table (tests, staging); unknown names do not resolve."""

    def __init__(self, table: Mapping[str, str | Sequence[str]]) -> None:
        self.table = {
            name.lower(): [a] if isinstance(a, str) else list(a) for name, a in table.items()
        }
        self.asked: list[str] = []

    async def resolve(self, host: str, port: int) -> Sequence[str]:
        self.asked.append(host)
        if host not in self.table:
            raise socket.gaierror(socket.EAI_NONAME, f"{host} does not resolve")
        return self.table[host]
