"""Validation problems in the customer's words: each names its parameter and what it accepts.

pydantic's own messages ("url: String should have at least 1 character") describe its
checks, not our API; the JSON API's 400s, the MCP tools' argument errors and the CLI all
speak through `describe` instead (docs/errors.md).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

_FLAG = "give 1, true, yes or on to force a live re-scan (0, false, no or off not to)"
# What each parameter or body field accepts, said the way a customer would give it.
ACCEPTED = {
    "url": "give a domain such as stripe.com, or a URL such as https://www.example.co.uk/privacy",
    "domain": "give a domain such as stripe.com, or a URL such as https://stripe.com",
    "vendor": "give a vendor slug such as stripe or google_cloud (GET /v1/vendors lists them)",
    "category": "give a category slug such as payments or email (GET /v1/vendors lists the 24)",
    "segment": "give a domain suffix such as de, co.uk or io",
    "page": "give a page number of 1 or more",
    "refresh": _FLAG,
    "fresh": _FLAG,
    "email": "give an email address such as you@example.com",
    "q": "give the start of a vendor slug: lowercase letters, digits and _",
    "after": "give the next_after of the page before",
}
_BOUNDS = {
    "greater_than_equal": ("at least", "ge"),
    "greater_than": ("more than", "gt"),
    "less_than_equal": ("at most", "le"),
    "less_than": ("less than", "lt"),
}
_LOCATIONS = {"query", "body", "path", "header"}


def describe(items: Iterable[Mapping[str, Any]]) -> str:
    """pydantic error items (`ValidationError.errors()`) as one message for the customer."""
    problems = [problem(item) for item in items]
    return " ".join(problems) or "The request is not valid."


def problem(item: Mapping[str, Any]) -> str:
    """One problem in words, naming the parameter; body-level problems (no body at all, a
    body that is not JSON) say so instead of naming a position."""
    parts = [str(part) for part in item.get("loc", ()) if part not in _LOCATIONS]
    kind, context = item.get("type"), item.get("ctx") or {}
    if kind == "json_invalid":
        return f"The body is not valid JSON ({context.get('error', 'it does not parse')})."
    if kind == "missing" and not parts:
        return "A JSON body is required."
    where = ".".join(parts)
    if not where or where.isdigit():
        return 'The body must be a JSON object such as {"email": "you@example.com"}.'
    return _named(where, str(kind), context)


def _named(where: str, kind: str, context: Mapping[str, Any]) -> str:
    accepted = ACCEPTED.get(where, "see /docs/reference for what it takes")
    if kind == "missing" or (kind == "string_too_short" and context.get("min_length") == 1):
        return f"`{where}` is required: {accepted}."
    if kind == "extra_forbidden":
        return f"`{where}` is not a field this request takes."
    return f"`{where}` {_wrong(kind, context)}: {accepted}."


def _wrong(kind: str, context: Mapping[str, Any]) -> str:
    """What is wrong with a value that was given, after its parameter's name."""
    if kind in _BOUNDS:
        words, bound = _BOUNDS[kind]
        return f"must be {words} {context.get(bound)}"
    if kind == "string_too_long":
        return f"is too long (at most {context.get('max_length')} characters)"
    if kind in {"int_parsing", "int_type", "int_from_float"}:
        return "must be a whole number"
    reason = context.get("reason")
    return f"is not valid ({str(reason).rstrip('.')})" if reason else "is not valid"
