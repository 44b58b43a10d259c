"""The common shape every page format is reduced to: an ordered list of visible blocks."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from vendorstack.extraction.marks import Mark

BlockKind = Literal["heading", "row", "item", "prose"]


@dataclass(frozen=True, slots=True)
class Block:
    """One visible unit of a page, in page order.

    `text` is the verbatim, whitespace-normalised visible text (the quote). `names` holds the
    cells that name the entity, best first (table rows only); `headed` says they are the
    columns a header calls names (all are read), not a guess (the first that names a vendor).
    `group` ties rows of one table or list together; `level` is a heading's depth; `parent`
    is the text of the list item a nested item sits under; `quote` is the row as a person
    reads it, its segments joined by a visible separator (empty: `text`; see `render`); `marks`
    are its linked, bold or otherwise marked spans, in order; `purposes` are the cells a table
    header calls purposes.
    """

    kind: BlockKind
    text: str
    names: tuple[str, ...] = ()
    level: int = 0
    group: int = 0
    headed: bool = False
    parent: str = ""
    quote: str = ""
    marks: tuple[Mark, ...] = ()
    purposes: tuple[str, ...] = ()
