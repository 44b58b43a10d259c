"""How rows are written: JSON lines (orjson) or CSV (the csv module), one chunk per batch."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Sequence
from typing import Any, Literal

import orjson

from vendorstack.exports.rows import COLUMNS

Format = Literal["jsonl", "csv"]
MEDIA_TYPES: dict[Format, str] = {"jsonl": "application/x-ndjson", "csv": "text/csv; charset=utf-8"}
Encoder = Callable[[Sequence[tuple[Any, ...]]], bytes]


def header(fmt: Format) -> bytes:
    """What precedes the rows: CSV's header line; nothing for JSON lines."""
    return _csv_lines([COLUMNS]) if fmt == "csv" else b""


def encoder(fmt: Format) -> Encoder:
    return _csv_batch if fmt == "csv" else _jsonl_batch


def _jsonl_batch(rows: Sequence[tuple[Any, ...]]) -> bytes:
    return b"".join(orjson.dumps(dict(zip(COLUMNS, row, strict=True))) + b"\n" for row in rows)


def _csv_batch(rows: Sequence[tuple[Any, ...]]) -> bytes:
    # locations, a list, as `;`-separated codes; booleans as true/false like the JSON
    return _csv_lines(
        [[";".join(v) if isinstance(v, list) else _cell(v) for v in row] for row in rows]
    )


def _cell(value: Any) -> Any:
    if isinstance(value, bool):
        return "true" if value else "false"
    return "" if value is None else value


def _csv_lines(rows: Sequence[Sequence[Any]]) -> bytes:
    out = io.StringIO()
    csv.writer(out, lineterminator="\r\n").writerows(rows)
    return out.getvalue().encode()
