"""The quote form of a row: its segments between block boundaries, joined by a separator."""

from __future__ import annotations

from vendorstack.extraction.render import BLOCK, INLINE, SEPARATOR, rendered, shown


def test_cells_glued_or_spaced_give_one_quote() -> None:
    glued = f"{BLOCK}Twilio Inc.{BLOCK}{BLOCK}SMS notifications{BLOCK}"
    spaced = f"{BLOCK}Twilio Inc.{BLOCK}\n  {BLOCK}SMS notifications{BLOCK}"
    assert shown(glued) == shown(spaced) == f"Twilio Inc.{SEPARATOR}SMS notifications"


def test_inline_boundaries_join_as_written() -> None:
    raw = f"{INLINE}Stripe{INLINE}, Inc."
    assert shown(raw) == rendered(raw) == "Stripe, Inc."


def test_empty_segments_leave_no_separator() -> None:
    assert shown(f"{BLOCK} {BLOCK}Norvale GmbH{BLOCK}\n{BLOCK}") == "Norvale GmbH"


def test_the_reading_text_spaces_block_boundaries() -> None:
    assert rendered(f"{BLOCK}Twilio Inc.{BLOCK}{BLOCK}SMS{BLOCK}") == "Twilio Inc. SMS"
