"""The local test web itself: virtual hosts, routes, records and the connection recorder."""

from __future__ import annotations

import gzip
import socket

import httpx

from tests.scanning.testweb import ConnectionRecorder, Route, TestWeb


def get(web: TestWeb, host: str, path: str) -> httpx.Response:
    with httpx.Client() as client:
        return client.get(web.origin + path, headers={"Host": host, "User-Agent": "probe/1"})


def test_serves_virtual_hosts_by_host_header(testweb: TestWeb) -> None:
    testweb.add_site("acme-corp.com", {"/": "acme home"})
    testweb.add_site("globex.io", {"/": Route.text("globex home")})
    assert get(testweb, "acme-corp.com", "/").text == "acme home"
    reply = get(testweb, "globex.io", "/")
    assert reply.text == "globex home"
    assert reply.headers["content-type"] == "text/plain; charset=utf-8"


def test_unknown_paths_and_hosts_are_404(testweb: TestWeb) -> None:
    testweb.add_site("acme-corp.com", {"/": "home"}, not_found=Route("gone", status=404))
    assert get(testweb, "acme-corp.com", "/missing").text == "gone"
    assert get(testweb, "nobody.example", "/").status_code == 404


def test_redirects_gzip_and_streamed_bodies(testweb: TestWeb) -> None:
    testweb.add_site(
        "acme-corp.com",
        {
            "/old": Route.redirect("/new", 301),
            "/z": Route("zip", gzip=True),
            "/big": Route("ab", repeat=3),
        },
    )
    assert get(testweb, "acme-corp.com", "/old").headers["location"] == "/new"
    assert get(testweb, "acme-corp.com", "/z").text == "zip"
    big = get(testweb, "acme-corp.com", "/big")
    assert big.text == "ababab"
    assert "content-length" not in big.headers
    assert gzip.decompress(Route("x", gzip=True).payload()) == b"x"


def test_records_host_path_and_user_agent(testweb: TestWeb) -> None:
    testweb.add_site("acme-corp.com", {"/": "home"})
    get(testweb, "ACME-Corp.com:443", "/?q=1")
    (hit,) = testweb.hits_for("acme-corp.com")
    assert (hit.path, hit.user_agent, hit.method) == ("/?q=1", "probe/1", "GET")
    assert testweb.max_in_flight == {"acme-corp.com": 1}


def test_host_map_covers_every_site_and_its_subdomains(testweb: TestWeb) -> None:
    testweb.add_site("acme-corp.com")
    host_map = testweb.host_map()
    assert str(host_map.lookup("www.acme-corp.com")) == testweb.origin
    assert str(host_map.lookup("acme-corp.com")) == testweb.origin


def test_connection_recorder_sees_connections(recorder: ConnectionRecorder) -> None:
    with socket.create_connection(("127.0.0.1", recorder.port)) as sock:
        assert sock.recv(1) == b""  # the recorder accepted, then hung up
    assert len(recorder.connections) == 1
