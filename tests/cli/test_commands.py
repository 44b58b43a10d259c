"""The API commands against a real served app, as a new user runs them: tables by default,
the API's JSON with --json, and one exit code per error class. The watch, events, portfolio
and download commands (at the end) run in this process with click's runner, against the same
served app: no interpreter start per call."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from click.testing import CliRunner, Result

from tests.scanning.sites.layouts import site
from tests.served import Server, new_key, served_sites, spent_key
from vendorstack.cli.exits import ExitCode
from vendorstack.cli.main import main

PARSED = site("footer_link")  # acme-analytics.com: a readable disclosure
NO_DISCLOSURE = site("no_disclosure")
REFUSED = site("connection_refused")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    layouts = ["footer_link", "no_disclosure", "connection_refused"]
    with served_sites(tmp_path_factory.mktemp("cli"), layouts) as server:
        yield server


@pytest.fixture(scope="module")
def key(server: Server) -> str:
    return new_key(server, "cli@example.com")


def vendorstack(server: Server, key: str | None, *args: str) -> subprocess.CompletedProcess[str]:
    """`vendorstack ARGS` with VENDORSTACK_API_URL (and the key, when given) set."""
    env = {**os.environ, "VENDORSTACK_API_URL": server.url, "COLUMNS": "200"}
    env.pop("VENDORSTACK_API_KEY", None)
    if key is not None:
        env["VENDORSTACK_API_KEY"] = key
    command = [sys.executable, "-m", "vendorstack.cli", *args]
    return subprocess.run(
        command, env=env, capture_output=True, text=True, timeout=150, check=False
    )


def test_check_prints_a_table_of_vendor_category_tier_purpose_where_and_quote(
    server: Server, key: str
) -> None:
    done = vendorstack(server, key, "check", PARSED.domain)
    answer = httpx.get(
        f"{server.url}/v1/company/{PARSED.domain}", headers={"Authorization": f"Bearer {key}"}
    ).json()

    assert done.returncode == ExitCode.OK, done.stderr
    header = next(line for line in done.stdout.splitlines() if "Vendor" in line)
    columns = ("Vendor", "Known as", "Category", "Tier", "Purpose", "Where", "Quote")
    assert [word in header for word in columns] == [True] * 7
    assert str(PARSED.disclosure_url) in done.stdout
    rows = [match for matches in answer["vendor_stack"].values() for match in matches]
    assert rows
    for match in rows:
        line = next(line for line in done.stdout.splitlines() if f" {match['vendor']} " in line)
        assert match["confidence"] in line
        assert match["evidence"]["quote"][:30] in line
        assert match["purpose"]  # the fixture's table has a purpose and a location column
        assert match["purpose"][:12] in line
        assert match["locations"]
        assert ", ".join(match["locations"]) in line


def test_check_json_prints_the_apis_json(server: Server, key: str) -> None:
    done = vendorstack(server, key, "check", PARSED.domain, "--json")
    direct = httpx.get(
        f"{server.url}/v1/check",
        params={"url": PARSED.domain},
        headers={"Authorization": f"Bearer {key}"},
    ).json()

    assert done.returncode == ExitCode.OK, done.stderr
    printed = json.loads(done.stdout)
    assert set(printed) == set(direct)
    assert printed["vendor_stack"] == direct["vendor_stack"]
    assert printed["credit_balance"] == direct["credit_balance"] + 1  # the next call's charge


@pytest.mark.parametrize("command", [("pricing",), ("vendors",), ("balance",)])
def test_free_commands_print_the_apis_json(server: Server, key: str, command: tuple[str]) -> None:
    done = vendorstack(server, key, *command, "--json")
    direct = httpx.get(
        f"{server.url}/v1/{command[0]}", headers={"Authorization": f"Bearer {key}"}
    ).json()

    assert done.returncode == ExitCode.OK, done.stderr
    assert json.loads(done.stdout) == direct


def test_free_commands_print_tables(server: Server, key: str) -> None:
    pricing = vendorstack(server, None, "pricing")
    vendors = vendorstack(server, None, "vendors", "--category", "payments")
    balance = vendorstack(server, key, "balance")

    assert pricing.returncode == vendors.returncode == balance.returncode == ExitCode.OK
    assert "prospect_page" in pricing.stdout
    assert "1,100" in pricing.stdout
    assert "payments" in vendors.stdout
    assert "stripe" in vendors.stdout
    assert "email" not in vendors.stdout
    assert "Top up at" in balance.stdout
    assert "/topup?account=acct_" in balance.stdout


def test_prospect_lists_companies_naming_a_vendor(server: Server, key: str) -> None:
    vendor = next(
        matches[0]["vendor"]
        for matches in httpx.get(
            f"{server.url}/v1/company/{PARSED.domain}", headers={"Authorization": f"Bearer {key}"}
        )
        .json()["vendor_stack"]
        .values()
    )

    done = vendorstack(server, key, "prospect", "--vendor", vendor)
    as_json = json.loads(vendorstack(server, key, "prospect", "--vendor", vendor, "--json").stdout)

    assert done.returncode == ExitCode.OK, done.stderr
    assert PARSED.domain in done.stdout
    assert [company["domain"] for company in as_json["companies"]] == [PARSED.domain]


def test_a_402_exits_4_and_prints_the_topup_url(server: Server) -> None:
    key = spent_key(server, PARSED.domain)
    topup = httpx.get(
        f"{server.url}/v1/balance", headers={"Authorization": f"Bearer {key}"}
    ).json()["topup_url"]

    done = vendorstack(server, key, "check", PARSED.domain)
    as_json = vendorstack(server, key, "check", PARSED.domain, "--json")

    assert done.returncode == as_json.returncode == ExitCode.PAYMENT_REQUIRED
    assert topup in done.stderr
    assert "do not create a new one" in done.stderr
    body = json.loads(as_json.stdout)
    assert (body["error"], body["topup_url"]) == ("payment_required", topup)


@pytest.mark.parametrize("key", [None, "vs_live_" + "B" * 49])
def test_a_missing_or_bad_key_exits_3(server: Server, key: str | None) -> None:
    done = vendorstack(server, key, "balance")

    assert done.returncode == ExitCode.UNAUTHORIZED
    assert "unauthorized" in done.stderr
    assert "VENDORSTACK_API_KEY" in done.stderr


def test_usage_errors_exit_2(server: Server, key: str) -> None:
    no_query = vendorstack(server, key, "prospect")
    bad_option = vendorstack(server, key, "check", PARSED.domain, "--category", "nope")
    refused_by_api = vendorstack(server, key, "check", "localhost")

    assert no_query.returncode == bad_option.returncode == refused_by_api.returncode == 2
    assert "validation_error" in refused_by_api.stderr


def test_an_unknown_company_exits_6(server: Server, key: str) -> None:
    done = vendorstack(server, key, "company", "never-scanned.com")

    assert done.returncode == ExitCode.NOT_FOUND
    assert "never-scanned.com has never been scanned" in done.stderr


def test_a_failed_scan_exits_7_and_costs_nothing(server: Server, key: str) -> None:
    before = httpx.get(f"{server.url}/v1/balance", headers={"Authorization": f"Bearer {key}"})

    done = vendorstack(server, key, "check", REFUSED.domain)

    after = httpx.get(f"{server.url}/v1/balance", headers={"Authorization": f"Bearer {key}"})
    assert done.returncode == ExitCode.SCAN_FAILED
    assert "scan_failed" in done.stderr
    assert after.json()["credit_balance"] == before.json()["credit_balance"]
    assert f"Why: {REFUSED.domain} could not be scanned" in done.stderr  # without --json
    assert "refused (`connect_failed`)" in done.stderr


def test_found_false_is_said_plainly(server: Server, key: str) -> None:
    done = vendorstack(server, key, "check", NO_DISCLOSURE.domain)

    assert done.returncode == ExitCode.OK, done.stderr
    assert "not evidence the company uses no vendors" in done.stdout


def test_keys_create_prints_a_key_that_works(server: Server) -> None:
    done = vendorstack(server, None, "keys", "create", "newcomer@example.com")
    as_json = json.loads(
        vendorstack(server, None, "keys", "create", "second@example.com", "--json").stdout
    )

    assert done.returncode == ExitCode.OK, done.stderr
    key = next(word for word in done.stdout.split() if word.startswith("vs_live_"))
    assert f"export VENDORSTACK_API_KEY={key}" in done.stdout
    assert vendorstack(server, key, "balance").returncode == ExitCode.OK
    assert as_json["api_key"].startswith("vs_live_")
    assert as_json["email"] == "second@example.com"


def test_keys_create_refuses_a_malformed_email_in_words(server: Server) -> None:
    done = vendorstack(server, None, "keys", "create", "not-an-email")

    assert done.returncode == ExitCode.USAGE
    assert "`email` is not valid" in done.stderr


def test_a_page_past_the_last_is_said_so(server: Server, key: str) -> None:
    vendorstack(server, key, "check", PARSED.domain)
    vendor = json.loads(vendorstack(server, key, "check", PARSED.domain, "--json").stdout)
    slug = next(iter(vendor["vendor_stack"].values()))[0]["vendor"]

    done = vendorstack(server, key, "prospect", "--vendor", slug, "--page", "2")

    assert done.returncode == ExitCode.OK, done.stderr
    assert "page 2 is past the last" in done.stdout
    assert "page 2 of 1" not in done.stdout


def test_an_api_that_does_not_answer_is_named_by_its_address() -> None:
    with socket.socket() as probe:  # a port nothing listens on once it is closed
        probe.bind(("127.0.0.1", 0))
        address = f"http://127.0.0.1:{probe.getsockname()[1]}"
    nowhere = Server(address, {})

    done = vendorstack(nowhere, None, "pricing")

    assert done.returncode == ExitCode.SERVER_FAILURE
    assert f"Could not reach the VendorStack API at {address}" in done.stderr
    assert "ConnectError" not in done.stderr


def in_process(server: Server, key: str, *args: str) -> Result:
    """`vendorstack ARGS` with VENDORSTACK_API_URL and the key set, run in process."""
    env = {"VENDORSTACK_API_URL": server.url, "VENDORSTACK_API_KEY": key, "COLUMNS": "200"}
    return CliRunner().invoke(main, list(args), env=env)


@pytest.fixture(scope="module")
def watcher(server: Server) -> str:
    """A key whose account has indexed the readable fixture site."""
    key = new_key(server, "watcher@example.com")
    headers = {"Authorization": f"Bearer {key}"}
    checked = httpx.get(
        f"{server.url}/v1/check", params={"url": PARSED.domain}, headers=headers, timeout=90
    )
    assert checked.status_code == 200, checked.text
    return key


def test_watch_list_and_unwatch(server: Server, watcher: str) -> None:
    created = in_process(server, watcher, "watch", f"https://www.{PARSED.domain}/legal", "--json")
    [watch] = json.loads(created.stdout)["watches"]
    listed = in_process(server, watcher, "watches")
    events = in_process(server, watcher, "events")
    events_later = in_process(server, watcher, "events", "--after", "5")
    removed = in_process(server, watcher, "unwatch", str(watch["id"]))
    gone = in_process(server, watcher, "unwatch", str(watch["id"]))

    assert created.exit_code == listed.exit_code == removed.exit_code == ExitCode.OK
    assert watch["domain"] == PARSED.domain
    assert f" {watch['id']} " in listed.stdout
    assert PARSED.domain in listed.stdout
    assert "never" in listed.stdout  # not re-scanned yet
    assert (events.exit_code, events.stdout.strip()) == (ExitCode.OK, "No events yet.")
    assert events_later.stdout.strip() == "No events after event 5."
    assert f"Watch {watch['id']} removed." in removed.stdout
    assert gone.exit_code == ExitCode.NOT_FOUND
    assert f"No watch {watch['id']} on this account" in gone.stderr


def test_portfolio_prints_the_shared_fourth_parties(
    server: Server, watcher: str, tmp_path: Path
) -> None:
    listing = tmp_path / "vendors.txt"
    listing.write_text(f"# our vendors\n{PARSED.domain}\n\nnever-scanned-vendor.com\n")

    done = in_process(server, watcher, "portfolio", "--file", str(listing))
    as_json = json.loads(in_process(server, watcher, "portfolio", PARSED.domain, "--json").stdout)
    nothing = in_process(server, watcher, "portfolio")
    one = in_process(server, watcher, "portfolio", PARSED.domain)

    assert done.exit_code == ExitCode.OK, done.stderr
    assert "2 vendors: 1 with a list naming vendors" in done.stdout
    assert "never-scanned-vendor.com" in done.stdout  # pending
    assert as_json["indexed"] == [PARSED.domain]
    for party in as_json["fourth_parties"]:
        assert party["vendor"] in done.stdout
    assert nothing.exit_code == ExitCode.USAGE
    assert "1 vendor: 1 with a list naming vendors" in one.stdout


def test_download_streams_the_metered_export(server: Server, watcher: str, tmp_path: Path) -> None:
    out = tmp_path / "claims.csv"
    done = in_process(server, watcher, "download", "--format", "csv", "--output", str(out))
    as_jsonl = in_process(server, watcher, "download", "--limit", "1")

    assert done.exit_code == as_jsonl.exit_code == ExitCode.OK, done.stderr
    header, *rows = out.read_text().splitlines()
    assert header.startswith("id,company,disclosure_url")
    assert rows
    assert all(PARSED.domain in row for row in rows)
    assert f"{len(rows)} rows; 1 credits held" in done.stderr
    [row] = [json.loads(line) for line in as_jsonl.stdout.splitlines()]
    assert row["company"] == PARSED.domain
