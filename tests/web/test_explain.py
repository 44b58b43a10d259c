"""A company's status in plain words, for each outcome the API reports."""

from __future__ import annotations

import pytest

from vendorstack.web.explain import explain_status


@pytest.mark.parametrize(
    ("status", "words"),
    [
        ({"outcome": "parsed", "read_via": "html"}, "Found: acme.com publishes a list"),
        ({"outcome": "not_found"}, "does not mean it uses no vendors"),
        ({"outcome": "unreadable"}, "could not read a list of vendors"),
        (
            {"outcome": "gated", "platform": "safebase", "access_url": "https://t.acme.com"},
            "Ask for access at https://t.acme.com.",
        ),
        ({"outcome": "parsed", "platform": "vanta"}, "published on vanta"),
        ({"outcome": "parsed", "read_via": "rendered"}, "after running the page in a browser"),
    ],
)
def test_each_status_is_said_in_plain_words(status: dict[str, str], words: str) -> None:
    assert words in explain_status({"domain": "acme.com", "status": status})
