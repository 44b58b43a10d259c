"""A company's status and platform in plain words, from the answer's `status` object."""

from __future__ import annotations

from typing import Any

READ_VIA = {
    "html": "read from the page's HTML",
    "embedded_json": "read from data embedded in the page",
    "json_endpoint": "read from the data the page loads",
    "rendered": "read after running the page in a browser",
}


def explain_status(answer: dict[str, Any]) -> str:
    """One or two sentences a person understands: what we found and how we read it."""
    status = answer.get("status") or {}
    outcome = status.get("outcome")
    domain = answer["domain"]
    words = {
        "parsed": f"Found: {domain} publishes a list of its subprocessors, and we read it.",
        "gated": f"Gated: {domain} publishes its subprocessor list behind a request form or "
        "a sign-in, so we could not read it.",
        "unreadable": f"Unreadable: we found {domain}'s subprocessor page but could not read "
        "a list of vendors from it.",
        "not_found": f"Not found: we found no subprocessor list on {domain}. That does not "
        "mean it uses no vendors, only that it publishes no list we could find.",
    }.get(outcome or "", f"We have scanned {domain}.")
    platform = status.get("platform")
    if platform:
        words += f" The list is published on {platform}, a trust-centre platform."
    if status.get("read_via") in READ_VIA:
        words += f" It was {READ_VIA[status['read_via']]}."
    if outcome == "gated" and status.get("access_url"):
        words += f" Ask for access at {status['access_url']}."
    return words
