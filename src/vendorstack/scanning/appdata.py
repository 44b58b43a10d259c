"""A list an app carries as data (`__NEXT_DATA__`, `window.X = {...}`, a JSON endpoint's body),
turned into the rows a person sees. Pure: bytes in, rows out.

Items are joined to the records they reference by id (`"companyId": "c7"` → the record whose
`id` is `c7`); records nothing references (other companies' entries, decoys) never appear.
"""

from __future__ import annotations

import html
import json
import re
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from selectolax.lexbor import LexborHTMLParser as HTMLParser

from vendorstack.scanning import words
from vendorstack.scanning.words import fold

MAX_NODES = 200_000  # JSON values walked per page: a hostile blob cannot make us walk forever
MAX_DEPTH = 24
MAX_BLOB_CHARS = 5_000_000
ASSIGNMENT = re.compile(
    r"\b(?:window|self|globalThis)\.[\w$]+\s*=\s*(?:JSON\.parse\(\s*(?=\")|(?=[\[{]))"
)
JSON_SCRIPT_TYPES = frozenset({"application/json", "application/ld+json"})
# Keys that carry machinery, not words a person reads in the row.
HIDDEN_KEY = re.compile(
    r"(?:^|_)(?:id|ids|uuid|key|slug|url|urls|href|link|logo|icon|image|avatar|color|colour"
    r"|order|position|sort|index|rank|created|updated|typename|hash|version)(?:_|$)"
    r"|(?<=[a-z])(?:Id|Ids|Uuid|Url|Urls|At)$|^__",
)
NAME_KEYS = ("name", "displayname", "legalname", "companyname", "vendorname", "vendor", "title")
LABEL_KEYS = ("title", "heading", "label", "name")
HIDDEN_VALUE = re.compile(
    r"^(?:https?://|/|[0-9a-f]{8}-[0-9a-f]{4}-|\d{4}-\d{2}-\d{2}T)|^[0-9a-f]{16,}$", re.IGNORECASE
)
GATE_WORDS = re.compile(r"access|gate|nda|lock|restrict|private|request|login|sign")
GATE_VALUE = re.compile(
    r"restricted|private|gated|locked|nda|nda[\s_-]required|requires?[\s_-]nda"
    r"|request[\s_-]access|on[\s_-]request|login[\s_-]required"
)


@dataclass(frozen=True, slots=True)
class DataList:
    """One list the data names (its label as a person sees it) and its rows' cells."""

    label: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


@dataclass
class AppData:
    """Every list found in a page's data, and whether a named list is held behind a gate."""

    lists: list[DataList] = field(default_factory=list)
    gated: bool = False
    access_url: str | None = None


def page_blobs(body: bytes) -> list[Any]:
    """The JSON values a page embeds: JSON scripts (`__NEXT_DATA__`) and `window.X = {...}`."""
    tree = HTMLParser(body.decode("utf-8", "replace"))
    blobs: list[Any] = []
    for script in tree.css("script"):
        text = (script.text(deep=True) or "")[:MAX_BLOB_CHARS]
        kind = (script.attributes.get("type") or "").strip().lower()
        if kind in JSON_SCRIPT_TYPES:
            blobs.extend(_loads(text))
        elif kind in ("", "text/javascript", "module", "application/javascript"):
            blobs.extend(_assigned(text))
    return blobs


def _loads(text: str) -> list[Any]:
    try:
        return [json.loads(text)]
    except ValueError:
        return []


def _assigned(script: str) -> Iterator[Any]:
    """The JSON a script assigns to a global (`window.__DATA__ = {...};`, or
    `= JSON.parse("...")` with a double-quoted string)."""
    decoder = json.JSONDecoder()
    for match in ASSIGNMENT.finditer(script):
        try:
            value, _ = decoder.raw_decode(script, match.end())
            if isinstance(value, str):  # `JSON.parse("...")`: the string holds the JSON
                value = json.loads(value)
        except ValueError:
            continue  # a JavaScript literal that is not JSON: the renderer reads it
        yield value


def named_by_url(blob: Any, url: str) -> Any:
    """A bare list of records an endpoint answers, named by the endpoint's last path segment
    (`/api/subprocessors.json` → `subprocessors`): its URL is all that names it."""
    if not isinstance(blob, list) or not _records_only(blob):
        return blob
    segment = urlsplit(url).path.rstrip("/").rpartition("/")[2]
    return {segment.partition(".")[0]: blob}


def read_data(blobs: list[Any]) -> AppData:
    """The lists named by the data's keys or titles, each item joined to its records."""
    nodes = list(_walk(blobs))
    records = _records(nodes)
    found = AppData()
    for key, value, parent in nodes:
        if not isinstance(key, str) or not _names_list(key):
            continue
        items, container = _items(value)
        if items:
            found.lists.append(_table(_label(key, container), items, records))
        elif isinstance(value, dict) and _gate_flag(value):
            found.gated = True
            found.access_url = found.access_url or _access_url(value) or _access_url(parent)
    return found


def _walk(root: Any) -> Iterator[tuple[object, Any, dict[str, Any]]]:
    """(key, value, containing dict) for every value under `root`, breadth first, bounded."""
    queue: deque[tuple[object, Any, dict[str, Any], int]] = deque([(None, root, {}, 0)])
    seen = 0
    while queue and seen < MAX_NODES:
        key, value, parent, depth = queue.popleft()
        seen += 1
        yield key, value, parent
        if depth >= MAX_DEPTH:
            continue
        if isinstance(value, dict):
            queue.extend((k, v, value, depth + 1) for k, v in value.items())
        elif isinstance(value, list):
            queue.extend((None, v, parent, depth + 1) for v in value)


def _names_list(key: str) -> bool:
    return words.LIST.search(fold(humanize(key))) is not None


def humanize(key: str) -> str:
    """`subProcessors`, `sub_processors` → "sub Processors"; a header a person can read."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", key).replace("_", " ").replace("-", " ")
    text = " ".join(spaced.split())
    return text[:1].upper() + text[1:]


def _items(value: Any) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """The item records of a list value: the list itself, or the one list a wrapper holds."""
    if isinstance(value, list):
        return [v for v in value if isinstance(v, dict)], {}
    if isinstance(value, dict):
        lists = [v for v in value.values() if isinstance(v, list) and _records_only(v)]
        if len(lists) == 1:
            return list(lists[0]), value
    return [], {}


def _records_only(value: list[Any]) -> bool:
    return bool(value) and all(isinstance(v, dict) for v in value)


def _label(key: str, container: dict[str, Any]) -> str:
    for name in LABEL_KEYS:
        text = container.get(name)
        if isinstance(text, str) and words.names_list(fold(text)):
            return text.strip()
    return humanize(key)


def _records(nodes: list[tuple[object, Any, dict[str, Any]]]) -> dict[str, list[dict[str, Any]]]:
    """Every record with an `id`, by id (several when ids repeat across collections)."""
    by_id: dict[str, list[dict[str, Any]]] = {}
    for _, value, _ in nodes:
        if isinstance(value, dict) and isinstance(value.get("id"), str | int):
            by_id.setdefault(str(value["id"]), []).append(value)
    return by_id


def _table(
    label: str, items: list[dict[str, Any]], records: dict[str, list[dict[str, Any]]]
) -> DataList:
    rows = [_visible(_joined(item, records)) for item in items]
    header: list[str] = []
    for row in rows:
        header.extend(key for key in row if key not in header)
    header.sort(key=_name_rank)
    cells = tuple(tuple(row.get(key, "") for key in header) for row in rows if row)
    return DataList(label, tuple(humanize(key) for key in header), cells)


def _name_rank(key: str) -> int:
    """The vendor's name first (as a person reads the row); the rest keep their order."""
    folded = key.lower().replace("_", "")
    return 0 if folded in NAME_KEYS else 1


def _joined(item: dict[str, Any], records: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
    """The item with each reference (`companyId: "c7"`) replaced by the record it names."""
    joined: dict[str, Any] = {}
    for key, value in item.items():
        target = _referenced(key, value, item, records)
        if target is None:
            joined.setdefault(key, value)
            continue
        for inner_key, inner in target.items():
            joined.setdefault(inner_key, inner)
    return joined


def _referenced(
    key: str, value: Any, item: dict[str, Any], records: dict[str, list[dict[str, Any]]]
) -> dict[str, Any] | None:
    if key == "id" or not isinstance(value, str | int) or not _is_reference(key):
        return None
    targets = [r for r in records.get(str(value), []) if r is not item]
    return targets[0] if len(targets) == 1 else None  # an ambiguous id joins nothing


def _is_reference(key: str) -> bool:
    return bool(re.search(r"(?:Id|_id|ID|Ref|_ref)$", key))


def _visible(record: dict[str, Any]) -> dict[str, str]:
    """The record's fields a person reads: words, not ids, links, dates or flags."""
    row: dict[str, str] = {}
    for key, value in record.items():
        if HIDDEN_KEY.search(key):
            continue
        text = _text(value)
        if text:
            row[key] = text
    return row


def _text(value: Any) -> str:
    if isinstance(value, str):
        text = " ".join(value.split())
        return "" if HIDDEN_VALUE.search(text) else text
    if isinstance(value, list):
        return ", ".join(t for t in (_text(v) for v in value) if t)
    if isinstance(value, dict):
        return next((_text(value[k]) for k in NAME_KEYS if k in value), "")
    return ""


def _gate_flag(value: dict[str, Any]) -> bool:
    """A named list held back, and no rows: a true access/NDA/lock flag (`ndaRequired: true`)
    or a value saying so (`"visibility": "restricted"`)."""
    for key, flag in value.items():
        if flag is True and GATE_WORDS.search(key.lower()):
            return True
        if isinstance(flag, str) and GATE_VALUE.fullmatch(flag.strip().lower()):
            return True
    return False


def _access_url(value: dict[str, Any]) -> str | None:
    for key, url in value.items():
        if GATE_WORDS.search(key.lower()) and isinstance(url, str) and url.startswith("http"):
            return url
    return None


def rows_html(data: DataList, *, lang: str) -> bytes:
    """The list as a person sees it (the name in bold, then the row's other words), for the
    extractor: each row's quote is the text of one item, whitespace as a browser shows it."""
    items = "".join(
        f"<li><strong>{html.escape(row[0])}</strong> "
        f"{html.escape(' '.join(cell for cell in row[1:] if cell))}</li>"
        for row in data.rows
        if row and row[0]
    )
    label = html.escape(data.label)
    return (
        f'<!doctype html><html lang="{html.escape(lang)}"><head><title>{label}</title></head>'
        f"<body><main><h1>{label}</h1><ul>{items}</ul></main></body></html>"
    ).encode()
