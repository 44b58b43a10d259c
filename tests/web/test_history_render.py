"""The scan history renders whatever `/v1/company` returns: each scan's fields, and its
`changes` (added, removed, changed, quoted before and after) when the answer has them."""

from __future__ import annotations

from typing import Any

from vendorstack.web.templating import render

SCAN: dict[str, Any] = {
    "scan_id": 2,
    "started_at": "2026-11-27T10:00:00+00:00",
    "outcome": "parsed",
    "vendor_claims": 2,
    "disclosure_url": "https://acme.com/subprocessors",
    "pages": [{"url": "https://acme.com/subprocessors", "sha256": "ab" * 32}],
    "platform": None,
}
CHANGES = {
    "added": [{"vendor": "twilio", "quote": "Twilio Inc. | SMS"}],
    "removed": [{"vendor": "mailgun", "quote": "Mailgun | Email"}],
    "changed": [{"vendor": "stripe", "before": "Stripe | US", "after": "Stripe | US, EU"}],
}


def context(scan: dict[str, Any]) -> dict[str, Any]:
    answer = {
        "domain": "acme.com",
        "scanned_at": "2026-11-27T10:00:00+00:00",
        "first_seen": "2026-11-01T10:00:00+00:00",
        "disclosure_sources": [],
        "status": {"outcome": "parsed"},
        "vendor_stack": {},
        "scans": [scan],
    }
    return {"answer": answer, "full": True, "status_words": "", "page_hashes": {}, "session": None}


def test_a_history_without_changes_shows_each_scan() -> None:
    html = render("company.html", context(SCAN))
    assert "parsed, 2 vendor rows" in html
    assert "ab" * 32 in html
    assert "Changes since" not in html


def test_changes_show_what_was_added_removed_and_changed() -> None:
    scan = {**SCAN, "changes": CHANGES}
    for name in ("company.html", "company.md"):
        page = render(name, context(scan))
        for text in ("twilio", "Mailgun | Email", "before: Stripe | US", "after: Stripe | US, EU"):
            assert text in page, (name, text)
