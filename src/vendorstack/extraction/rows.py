"""Blocks to candidate vendor rows: sections tracked by heading, excluded sections dropped.

A short heading that names a vendor, with the paragraph under it, is one row ("Exoscale" +
"Exoscale is running the datacenters..."); its unknown siblings at the same level are rows too.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from vendorstack.extraction.blocks import Block, BlockKind
from vendorstack.extraction.columns import classify
from vendorstack.extraction.disclosure import has_disclosure_wording
from vendorstack.extraction.sections import (
    EXCLUDED_SECTION,
    label_lead,
    lead,
    sentences,
    speaks_of_processors,
)
from vendorstack.extraction.text import clean, normalize

SHORT_PROSE_WORDS = 6  # a paragraph this short may be a card's entity name ("Stripe")


@dataclass(frozen=True, slots=True)
class Row:
    """A candidate vendor row: its quote and the texts that may name its entity, best first.

    `headed`: the names are header-chosen columns, all read. `context`: a prose sentence whose
    paragraph speaks of (sub-)processors, so vendors it names count. `evidence`: the verbatim
    text quoted instead of `quote` when the joined row is not in the page as written.
    `parent`: the list item a nested item sits under. `pieces`: the row's spans that read the
    same under any renderer (see `render`)."""

    kind: BlockKind
    quote: str
    names: tuple[str, ...]
    group: int
    headed: bool = False
    context: bool = False
    evidence: str = ""
    parent: str = ""
    pieces: tuple[str, ...] = ()

    @property
    def cited(self) -> str:
        """What a claim quotes: the row, or its verbatim stand-in (see `verbatim`)."""
        return self.evidence or self.quote


def segment(blocks: list[Block], names_vendor: Callable[[str], bool]) -> list[Row]:
    """Rows outside excluded sections, in page order."""
    rows: list[Row] = []
    stack: list[tuple[int, bool]] = []
    vendor_level = 0
    i = 0
    while i < len(blocks):
        block = blocks[i]
        i += 1
        excluded = any(flag for _, flag in stack)
        if block.kind != "heading":
            if not excluded:
                rows.extend(_rows(block))
            continue
        stack = [(level, flag) for level, flag in stack if level < block.level]
        if not excluded and _vendor_heading(block, names_vendor, vendor_level):
            vendor_level = block.level
            body = blocks[i] if i < len(blocks) and blocks[i].kind == "prose" else None
            i += body is not None
            rows.append(_heading_row(block, body))
            continue
        vendor_level = 0 if block.level <= vendor_level else vendor_level
        stack.append((block.level, bool(EXCLUDED_SECTION.search(block.text))))
    return rows


def _vendor_heading(block: Block, names_vendor: Callable[[str], bool], level: int) -> bool:
    """A short heading naming a vendor, or a short sibling of such a heading."""
    if block.level > 6 or len(block.text.split()) > 8:
        return False
    if EXCLUDED_SECTION.search(block.text) or has_disclosure_wording(block.text):
        return False
    if names_vendor(block.text):
        return True
    return block.level == level and len(block.text.split()) <= 4


def _heading_row(block: Block, body: Block | None) -> Row:
    """The heading and its paragraph; the seam between them counts as unsafe."""
    if body is None:
        return Row("heading", block.text, (block.text,), -block.level, pieces=block.pieces)
    quote = normalize(f"{block.text} {body.text}")
    parts = (*(block.pieces or (block.text,)), *(body.pieces or (body.text,)))
    return Row("heading", quote, (block.text,), -block.level, pieces=parts)


def _rows(block: Block) -> list[Row]:
    """Prose splits into sentences, each knowing whether its paragraph speaks of processors."""
    if block.kind != "prose" or len(block.text.split()) <= SHORT_PROSE_WORDS:
        return [_row(block)]
    context = speaks_of_processors(block.text)
    parts = block.pieces
    return [Row("prose", s, (), 0, context=context, pieces=parts) for s in sentences(block.text)]


def _row(block: Block) -> Row:
    if block.kind != "item" or block.names:
        return Row(
            block.kind, block.text, block.names, block.group, block.headed, pieces=block.pieces
        )
    head, rest = lead(block.text)
    labelled = label_lead(block.text) and classify(clean(head)) not in ("purpose", "other")
    names = (head, lead(rest)[0]) if labelled else (head,)
    return Row("item", block.text, names, block.group, parent=block.parent, pieces=block.pieces)
