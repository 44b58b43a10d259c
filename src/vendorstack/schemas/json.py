"""The JSON encoding of every answer and error: orjson, timestamps as ISO 8601 UTC with `Z`."""

from __future__ import annotations

from typing import Any

import orjson

_OPTIONS = orjson.OPT_UTC_Z


def dumps(content: Any) -> bytes:
    """`content` as the JSON bytes we send."""
    return orjson.dumps(content, option=_OPTIONS)
