"""watch, watches, unwatch, events, portfolio and download against a real served app:
tables by default, the API's JSON with --json, the API's exit codes. The commands run in
this process (click's runner: no interpreter start per call); tests/cli/test_commands.py runs
the lookups as a subprocess, as a new user does."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest
from click.testing import CliRunner, Result

from tests.scanning.sites.layouts import site
from tests.served import Server, new_key
from vendorstack.cli.exits import ExitCode
from vendorstack.cli.main import main

PARSED = site("footer_link")  # acme-analytics.com: a readable disclosure


def vendorstack(server: Server, key: str, *args: str) -> Result:
    """`vendorstack ARGS` with VENDORSTACK_API_URL and the key set, run in process."""
    env = {"VENDORSTACK_API_URL": server.url, "VENDORSTACK_API_KEY": key, "COLUMNS": "200"}
    return CliRunner().invoke(main, list(args), env=env)


@pytest.fixture(scope="module")
def key(server: Server) -> str:
    """A key whose account has indexed the readable fixture site."""
    key = new_key(server, "watcher@example.com")
    headers = {"Authorization": f"Bearer {key}"}
    checked = httpx.get(
        f"{server.url}/v1/check", params={"url": PARSED.domain}, headers=headers, timeout=90
    )
    assert checked.status_code == 200, checked.text
    return key


def test_watch_list_and_unwatch(server: Server, key: str) -> None:
    created = vendorstack(server, key, "watch", f"https://www.{PARSED.domain}/legal", "--json")
    [watch] = json.loads(created.stdout)["watches"]
    listed = vendorstack(server, key, "watches")
    events = vendorstack(server, key, "events")
    removed = vendorstack(server, key, "unwatch", str(watch["id"]))
    gone = vendorstack(server, key, "unwatch", str(watch["id"]))

    assert created.exit_code == listed.exit_code == removed.exit_code == ExitCode.OK
    assert watch["domain"] == PARSED.domain
    assert f" {watch['id']} " in listed.stdout
    assert PARSED.domain in listed.stdout
    assert "never" in listed.stdout  # not re-scanned yet
    assert (events.exit_code, events.stdout.strip()) == (ExitCode.OK, "No events since then.")
    assert f"Watch {watch['id']} removed." in removed.stdout
    assert gone.exit_code == ExitCode.NOT_FOUND
    assert f"No watch {watch['id']} on this account" in gone.stderr


def test_portfolio_prints_the_shared_fourth_parties(
    server: Server, key: str, tmp_path: Path
) -> None:
    listing = tmp_path / "vendors.txt"
    listing.write_text(f"# our vendors\n{PARSED.domain}\n\nnever-scanned-vendor.com\n")

    done = vendorstack(server, key, "portfolio", "--file", str(listing))
    as_json = json.loads(vendorstack(server, key, "portfolio", PARSED.domain, "--json").stdout)
    nothing = vendorstack(server, key, "portfolio")

    assert done.exit_code == ExitCode.OK, done.stderr
    assert "2 vendors: 1 with a list naming vendors" in done.stdout
    assert "never-scanned-vendor.com" in done.stdout  # pending
    assert as_json["indexed"] == [PARSED.domain]
    for party in as_json["fourth_parties"]:
        assert party["vendor"] in done.stdout
    assert nothing.exit_code == ExitCode.USAGE


def test_download_streams_the_metered_export(server: Server, key: str, tmp_path: Path) -> None:
    out = tmp_path / "claims.csv"
    done = vendorstack(server, key, "download", "--format", "csv", "--output", str(out))
    as_jsonl = vendorstack(server, key, "download", "--limit", "1")

    assert done.exit_code == as_jsonl.exit_code == ExitCode.OK, done.stderr
    header, *rows = out.read_text().splitlines()
    assert header.startswith("id,company,disclosure_url")
    assert rows
    assert all(PARSED.domain in row for row in rows)
    assert f"{len(rows)} rows; 1 credits held" in done.stderr
    [row] = [json.loads(line) for line in as_jsonl.stdout.splitlines()]
    assert row["company"] == PARSED.domain
