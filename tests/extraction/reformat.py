"""The same HTML pretty-printed and minified: whitespace between block-level tags added or
removed, where a browser renders none of it (never inside `pre`, `textarea`, scripts or styles).
"""

from __future__ import annotations

import re

_BLOCK_TAGS = (
    "address|article|aside|blockquote|body|br|caption|dd|details|div|dl|dt|figcaption|figure|"
    "footer|h[1-6]|head|header|hr|html|li|main|nav|ol|p|section|summary|table|tbody|td|tfoot|"
    "th|thead|title|tr|ul|meta|link"
)
_TAG = re.compile(rf"</?(?:{_BLOCK_TAGS})\b[^<>]*>", re.IGNORECASE)
_RAW = re.compile(
    r"(<(script|style|pre|textarea)\b[^>]*>.*?</\2\s*>|<!--.*?-->)", re.IGNORECASE | re.DOTALL
)


def minified(html: str) -> str:
    """`html` with every run of whitespace beside a block-level tag removed."""
    return _outside_raw(html, _minify)


def pretty(html: str) -> str:
    """`html` with every block-level tag on a line of its own, indented."""
    return _outside_raw(html, _prettify)


def _minify(chunk: str) -> str:
    chunk = re.sub(rf"\s+({_TAG.pattern})", r"\1", chunk, flags=re.IGNORECASE)
    return re.sub(rf"({_TAG.pattern})\s+", r"\1", chunk, flags=re.IGNORECASE)


def _prettify(chunk: str) -> str:
    return _TAG.sub(lambda m: f"\n    {m.group(0)}\n  ", chunk)


def _outside_raw(html: str, change: object) -> str:
    """`change` applied to the text between raw-text elements and comments."""
    assert callable(change)
    out: list[str] = []
    at = 0
    for raw in _RAW.finditer(html):
        out.append(change(html[at : raw.start()]))
        out.append(raw.group(0))
        at = raw.end()
    out.append(change(html[at:]))
    return "".join(out)
