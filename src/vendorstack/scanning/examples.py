"""Vendors a page names only as examples: "providers of cloud hosting (for example Amazon Web
Services or Google Cloud)", "Sous-traitants tels que ...".

A DPA clause or a policy that illustrates what a sub-processor is names vendors the company may
not use at all. When every vendor the extractor read sits right after an example marker in its
own paragraph or item, the page names no vendor of its own. A clause that names the real ones
("Keboola engages Amazon Web Services, Inc. ... and Snowflake Computing, Inc.") carries no
marker and stays a disclosure.
"""

from __future__ import annotations

from collections.abc import Sequence

from selectolax.lexbor import LexborHTMLParser

from vendorstack.extraction import VendorClaim
from vendorstack.scanning import words
from vendorstack.scanning.words import fold

BLOCKS = "p, li, td, dd, blockquote"
HTML_TYPES = frozenset({"text/html", "application/xhtml+xml"})
WINDOW = 120  # characters before a name searched for its marker
QUOTE_KEY = 60  # characters of a quote enough to find its block


def named_as_examples(body: bytes, content_type: str, claims: Sequence[VendorClaim]) -> bool:
    """Every claim names its vendor after an example marker, in the same block of text."""
    if not claims or content_type not in HTML_TYPES:
        return False
    tree = LexborHTMLParser(body.decode("utf-8", errors="replace"))
    blocks = [fold(" ".join(node.text(separator=" ").split())) for node in tree.css(BLOCKS)]
    return all(_as_example(claim, blocks) for claim in claims)


def _as_example(claim: VendorClaim, blocks: Sequence[str]) -> bool:
    quote = fold(" ".join(claim.quote.split()))
    for block in blocks:
        at = block.find(quote[:QUOTE_KEY])
        if at >= 0 and _marked(block, _name_at(block, claim, at, at + len(quote))):
            return True
    return False


def _name_at(block: str, claim: VendorClaim, start: int, end: int) -> int:
    """Where the vendor's name stands in the block (the quote's start when not found)."""
    for name in (claim.name, claim.vendor.replace("_", " ")):
        spot = block.find(fold(name), start, end) if name else -1
        if spot >= 0:
            return spot
    return start


def _marked(block: str, spot: int) -> bool:
    """An example marker in the clause just before the name (not past a colon that opens a
    list of the company's own: "uses the following sub-processors: ...")."""
    before = block[max(0, spot - WINDOW) : spot]
    before = before.rpartition(":")[2] if ":" in before else before
    return words.EXAMPLE_MARKERS.search(before) is not None
