"""The guarding proxy on its own, over real sockets: private and unmapped loopback destinations
are refused before any connection (CONNECT and absolute-form alike); mapped hosts go through."""

from __future__ import annotations

import asyncio

import pytest

from tests.scanning.testweb import ConnectionRecorder, TestWeb
from vendorstack.scanning.render.proxy import GuardProxy, ProxyLimits
from vendorstack.scanning.resolver import StaticResolver

LIMITS = ProxyLimits(max_connections=10, max_bytes=1_000_000, dns_timeout=2.0)


async def _ask(proxy: GuardProxy, request: bytes) -> bytes:
    port = int(proxy.url.rsplit(":", 1)[1])
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(request)
    await writer.drain()
    # The proxy closes the connection after one answer, so read to the end: one read() returns
    # whatever has arrived, which may be the head without the body.
    answer = await asyncio.wait_for(reader.read(), 5)
    writer.close()
    return answer


@pytest.mark.anyio
async def test_private_and_loopback_destinations_are_refused_unconnected(
    testweb: TestWeb, recorder: ConnectionRecorder
) -> None:
    resolver = StaticResolver({"internal.quenvar.com": "10.1.2.3"})
    async with GuardProxy(testweb.host_map(), resolver, LIMITS) as proxy:
        for request in (
            f"CONNECT 127.0.0.1:{recorder.port} HTTP/1.1\r\n\r\n",
            f"GET http://127.0.0.1:{recorder.port}/x HTTP/1.1\r\nHost: a\r\n\r\n",
            f"GET http://[::1]:{recorder.port}/ HTTP/1.1\r\n\r\n",
            "CONNECT 169.254.169.254:80 HTTP/1.1\r\n\r\n",
            "POST http://internal.quenvar.com/form HTTP/1.1\r\nContent-Length: 1\r\n\r\nx",
            "GET http://2130706433/ HTTP/1.1\r\n\r\n",
        ):
            assert (await _ask(proxy, request.encode())).startswith(b"HTTP/1.1 403")
        assert recorder.connections == []
        assert len(proxy.log.refused) == 6
        assert proxy.log.opened == []


@pytest.mark.anyio
async def test_a_mapped_host_goes_to_its_origin_with_its_host_header(testweb: TestWeb) -> None:
    testweb.add_site("mapped-portal.com", {"/": "<p>mapped</p>"})
    async with GuardProxy(testweb.host_map(), StaticResolver({}), LIMITS) as proxy:
        request = b"GET http://mapped-portal.com/ HTTP/1.1\r\nHost: mapped-portal.com\r\n\r\n"
        answer = await _ask(proxy, request)
    assert answer.startswith(b"HTTP/1.0 200")
    assert b"<p>mapped</p>" in answer
    assert [hit.host for hit in testweb.hits] == ["mapped-portal.com"]
    assert proxy.log.opened == [("mapped-portal.com", f"127.0.0.1:{testweb.port}")]


@pytest.mark.anyio
async def test_past_the_connection_allowance_everything_is_refused(testweb: TestWeb) -> None:
    testweb.add_site("mapped-portal.com", {"/": "ok"})
    limits = ProxyLimits(max_connections=1, max_bytes=1_000_000, dns_timeout=2.0)
    async with GuardProxy(testweb.host_map(), StaticResolver({}), limits) as proxy:
        request = b"GET http://mapped-portal.com/ HTTP/1.1\r\n\r\n"
        assert (await _ask(proxy, request)).startswith(b"HTTP/1.0 200")
        assert (await _ask(proxy, request)).startswith(b"HTTP/1.1 403")
    assert proxy.log.refused == [("mapped-portal.com", "budget_exhausted")]
