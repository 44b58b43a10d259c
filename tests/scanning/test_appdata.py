"""Lists an app carries as data: found by the key or title that names them, items joined to
the records they reference by id, nothing unreferenced let in, gates recognised, walks bounded."""

from __future__ import annotations

import json

from vendorstack.scanning.appdata import (
    MAX_NODES,
    humanize,
    named_by_url,
    page_blobs,
    read_data,
    rows_html,
)


def _page(script: str) -> bytes:
    return f"<html><body><div id=root></div>{script}</body></html>".encode()


def test_next_data_window_assignments_and_json_scripts_are_read() -> None:
    blob = {"a": 1}
    body = _page(
        f'<script id="__NEXT_DATA__" type="application/json">{json.dumps(blob)}</script>'
        f"<script>window.__STATE__ = {json.dumps({'b': 2})};</script>"
        "<script>self.cfg = {notJson: true};</script>"
        f"<script>window.__APP__ = JSON.parse({json.dumps(json.dumps({'c': 3}))});</script>"
    )
    assert page_blobs(body) == [{"a": 1}, {"b": 2}, {"c": 3}]


def test_items_are_joined_to_their_records_and_decoys_stay_out() -> None:
    state = {
        "subProcessors": [{"id": "s1", "orgId": "o7", "purpose": "Wolkenhosting"}],
        "orgs": [{"id": "o7", "name": "Trelvane GmbH"}, {"id": "o9", "name": "Quimbrel AG"}],
    }
    data = read_data([state])
    assert len(data.lists) == 1
    assert data.lists[0].rows == (("Trelvane GmbH", "Wolkenhosting"),)
    assert "Quimbrel AG" not in str(data)


def test_an_ambiguous_reference_joins_nothing() -> None:
    state = {
        "subprocessors": [{"companyId": "7", "purpose": "Hosting"}],
        "companies": [{"id": "7", "name": "Vorlaxa Inc."}],
        "partners": [{"id": "7", "name": "Brimquell Ltd"}],
    }
    rows = read_data([state]).lists[0].rows
    assert "Vorlaxa Inc." not in str(rows)
    assert "Brimquell Ltd" not in str(rows)


def test_ids_links_dates_and_flags_are_not_what_a_person_reads() -> None:
    item = {
        "id": "9f1c2b7e-0000-4000-8000-000000000000",
        "name": "Ostravel SAS",
        "logoUrl": "https://cdn.example/logo.png",
        "createdAt": "2025-01-01T00:00:00Z",
        "active": True,
        "countries": ["France", "Belgique"],
        "purpose": "Hébergement",
    }
    row = read_data([{"sousTraitants": [item], "subprocessors": [item]}]).lists[0].rows[0]
    assert row == ("Ostravel SAS", "France, Belgique", "Hébergement")


def test_a_wrapper_title_is_the_list_label_a_person_sees() -> None:
    state = {"subProcessors": {"title": "Unterauftragsverarbeiter", "items": [{"name": "X"}]}}
    assert read_data([state]).lists[0].label == "Unterauftragsverarbeiter"
    assert humanize("subProcessors") == "Sub Processors"


def test_a_named_list_held_back_is_gated_with_its_request_url() -> None:
    ask = "https://trust.example.com/request"
    gated = read_data([{"subprocessors": {"visibility": "restricted", "requestAccessUrl": ask}}])
    assert gated.gated
    assert gated.access_url == ask
    assert not gated.lists
    open_list = read_data([{"subprocessors": {"count": 3}}])
    assert not open_list.gated


def test_a_huge_blob_is_walked_only_so_far() -> None:
    deep: object = {"subprocessors": [{"name": "Kept Ltd"}]}
    wide = {"noise": list(range(MAX_NODES * 2)), "z": deep}
    data = read_data([wide])
    assert data.lists == []  # past the bound: nothing read, nothing invented


def test_rows_are_html_the_extractor_reads_one_item_each() -> None:
    data = read_data([{"subprocessors": [{"name": "A <b>", "purpose": "x & y"}]}]).lists[0]
    html = rows_html(data, lang="en").decode()
    assert '<html lang="en">' in html
    assert "<li><strong>A &lt;b&gt;</strong> x &amp; y</li>" in html


def test_a_bare_list_an_endpoint_answers_is_named_by_its_url() -> None:
    rows = [{"name": "Pellvar Oy", "purpose": "Analytiikka"}]
    named = named_by_url(rows, "https://trust.example.fi/api/v1/subprocessors.json")
    assert read_data([named]).lists[0].rows == (("Pellvar Oy", "Analytiikka"),)
    unnamed = named_by_url(rows, "https://trust.example.fi/api/v1/items.json")
    assert read_data([unnamed]).lists == []
    assert named_by_url({"a": 1}, "https://x.example/api/subprocessors") == {"a": 1}
