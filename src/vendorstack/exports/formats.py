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
    return _csv_lines([_csv_row(row) for row in rows])


def _csv_row(row: tuple[Any, ...]) -> tuple[Any, ...]:
    """The row's CSV cells by position (`COLUMNS`): `locations` as `;`-separated codes,
    `reviewed` as true/false like the JSON, a missing URL or purpose as an empty cell."""
    return (row[0], row[1], row[2] or "", row[3], row[4], row[5],
            "true" if row[6] else "false", row[7], row[8], row[9] or "",
            ";".join(row[10]), row[11], row[12])  # fmt: skip


def _csv_lines(rows: Sequence[Sequence[Any]]) -> bytes:
    out = io.StringIO()
    csv.writer(out, lineterminator="\r\n").writerows(rows)
    return out.getvalue().encode()
