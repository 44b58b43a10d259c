"""The shipped commands end to end: `vendorstack serve` over real HTTP, admin commands beside it.

This is the path a new user takes (`make serve`, then curl): settings from the environment,
migrations at start-up, a live scan routed to the local test web by VENDORSTACK_SCAN_HOST_MAP,
and the CLI's top-up and revocation seen by the running server.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.scanning.sites.layouts import site
from tests.served import Server, new_key, served, served_sites


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with served_sites(tmp_path_factory.mktemp("serve"), ["footer_link"]) as server:
        yield server


def _cli(server: Server, *args: str) -> str:
    command = [sys.executable, "-m", "vendorstack.cli", *args]
    done = subprocess.run(command, env=server.env, capture_output=True, text=True, check=True)
    return done.stdout


def test_a_live_scan_over_http(server: Server) -> None:
    key = new_key(server)
    fixture = site("footer_link")

    response = httpx.get(
        f"{server.url}/v1/check",
        params={"url": f"https://{fixture.domain}/"},
        headers={"Authorization": f"Bearer {key}"},
        timeout=90,
    )

    assert response.status_code == 200, response.text
    body = response.json()
    assert (body["found"], body["disclosure_url"]) == (True, fixture.disclosure_url)
    assert (body["credits_used"], body["credit_balance"]) == (1, 24)
    assert response.headers["x-request-id"].startswith("req_")


def test_the_cli_top_up_and_revocation_reach_the_running_server(server: Server) -> None:
    key = new_key(server)
    headers = {"Authorization": f"Bearer {key}"}

    first = _cli(server, "credits", "grant", key, "--credits", "100", "--reference", "inv-1")
    again = _cli(server, "credits", "grant", key, "--credits", "100", "--reference", "inv-1")
    balance = httpx.get(f"{server.url}/v1/balance", headers=headers).json()

    assert "inv-1: applied" in first
    assert "already applied" in again
    assert (balance["credit_balance"], balance["free_tier"]) == (125, False)

    _cli(server, "keys", "revoke", key)

    assert httpx.get(f"{server.url}/v1/balance", headers=headers).status_code == 401


def test_the_database_file_is_where_the_setting_says(server: Server) -> None:
    path = Path(server.env["VENDORSTACK_DATABASE_URL"].removeprefix("sqlite:///"))
    assert path.is_file()


@pytest.mark.parametrize("command", [("keys", "revoke"), ("credits", "grant")])
def test_admin_commands_refuse_an_unknown_key_with_a_message(
    server: Server, command: tuple[str, str]
) -> None:
    unknown = "vs_live_" + "A" * 49
    extra = ("--credits", "5", "--reference", "inv-x") if command[1] == "grant" else ()
    done = subprocess.run(
        [sys.executable, "-m", "vendorstack.cli", *command, unknown, *extra],
        env=server.env,
        capture_output=True,
        text=True,
        check=False,
    )

    assert done.returncode == 1
    assert "No account has this key." in done.stderr
    assert "Traceback" not in done.stderr


def test_without_a_base_url_the_links_name_the_port_served(tmp_path: Path) -> None:
    """`make serve PORT=18555`: topup_url, the skill and the docs say 18555, not 8080."""
    with served(f"sqlite:///{tmp_path}/vs.db", {}, base_url=False) as server:
        key = new_key(server)
        topup = httpx.get(
            f"{server.url}/v1/balance", headers={"Authorization": f"Bearer {key}"}
        ).json()["topup_url"]
        skill = httpx.get(f"{server.url}/skill/SKILL.md").text
        docs = httpx.get(f"{server.url}/docs/quickstart.md").text

    assert "VENDORSTACK_BASE_URL" not in server.env
    assert topup.startswith(f"{server.url}/topup?account=acct_")
    assert server.url in skill
    assert server.url in docs
    assert "127.0.0.1:8080" not in skill + docs + topup


def test_a_host_map_entry_that_is_not_a_public_domain_stops_the_start(tmp_path: Path) -> None:
    env = {
        "VENDORSTACK_DATABASE_URL": f"sqlite:///{tmp_path}/vs.db",
        "VENDORSTACK_SCAN_HOST_MAP": "acme-corp.com=http://127.0.0.1:8801,"
        "intranet.local=http://127.0.0.1:8802",
    }
    command = [sys.executable, "-m", "vendorstack.cli", "serve", "--port", "1"]

    done = subprocess.run(
        command, env={**os.environ, **env}, capture_output=True, text=True, timeout=60, check=False
    )

    assert done.returncode == 1
    assert "'intranet.local' is not a public domain name" in done.stderr
    assert "Traceback" not in done.stderr
