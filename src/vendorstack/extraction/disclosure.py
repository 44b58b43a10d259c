"""Does the page read as a sub-processor disclosure? Decided by its wording and its rows."""

from __future__ import annotations

import re

from vendorstack.extraction.blocks import Block

DISCLOSURE_WORDING = re.compile(
    r"sub[- ]?\s?processor|sub[- ]?processing|third[- ]party (?:data )?processors|"
    r"data processing (?:vendors|partners)|(?:list of|following) (?:our )?(?:(?:third[- ]party )?"
    r"service providers|vendors|processors|third[- ]part(?:y|ies))|service providers? list",
)
# Headings that name a vendor list without the word "sub-processor" ("Our service providers").
_SOFT_WORDING = re.compile(
    r"service providers|third[- ]part(?:y|ies)|vendors|processors|data processing", re.IGNORECASE
)
_WORDING_HINTS = ("process", "provider", "vendor", "third")


def has_disclosure_wording(text: str) -> bool:
    """Sub-processor wording ("sub-processors", "list of service providers", ...)."""
    low = text.lower()
    return any(hint in low for hint in _WORDING_HINTS) and bool(DISCLOSURE_WORDING.search(low))


MIN_TITLED_ROWS = 2  # a title alone needs a real vendor list under it
MIN_POLICY_ROWS = 3  # a privacy policy counts only with a real list of sub-processors
_NOT_CONTENT = re.compile(
    r"\b(?:404|not found|page not found|sign in|log in|login|access denied|forbidden|"
    r"just a moment|enable javascript|session expired)\b",
    re.IGNORECASE,
)
_POLICY = re.compile(
    r"privacy (?:policy|notice|statement)|cookie (?:policy|notice)|"
    r"terms (?:of|and) (?:service|use)",
    re.IGNORECASE,
)


def reads_as_disclosure(title: str, blocks: list[Block], vendor_rows: int, list_rows: int) -> bool:
    """Sub-processor wording in a heading, in the text with a vendor row, or in the title with
    two; a list heading ("Service providers") with two vendor rows. Never an error page or a
    login wall; a privacy policy or terms page only with a headed list of three vendor rows
    (`list_rows` counts table, list and heading rows, not prose)."""
    headings = [b.text for b in blocks if b.kind == "heading" and b.level <= 6]
    first = headings[0] if headings else ""
    if _NOT_CONTENT.search(first) or (_NOT_CONTENT.search(title) and vendor_rows == 0):
        return False
    headed = any(has_disclosure_wording(h) for h in headings)
    if _POLICY.search(first) or _POLICY.search(title):
        return headed and list_rows >= MIN_POLICY_ROWS
    if headed:
        return True
    if vendor_rows >= MIN_TITLED_ROWS and any(_SOFT_WORDING.search(h) for h in headings[:3]):
        return True
    in_text = any(b.kind != "heading" and has_disclosure_wording(b.text) for b in blocks)
    titled = has_disclosure_wording(title) and vendor_rows >= MIN_TITLED_ROWS
    return titled or (in_text and vendor_rows > 0)
