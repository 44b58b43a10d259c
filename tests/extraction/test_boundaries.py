"""The extraction package is pure: it imports nothing else of vendorstack and does no I/O."""

from __future__ import annotations

import ast
from pathlib import Path

import vendorstack.extraction

PACKAGE = Path(vendorstack.extraction.__file__).parent
FORBIDDEN = {"socket", "httpx", "urllib.request", "requests", "sqlalchemy", "time", "datetime"}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_extraction_imports_only_itself_and_no_io_or_clock() -> None:
    for path in PACKAGE.glob("*.py"):
        for name in _imports(path):
            if name.startswith("vendorstack"):
                assert name.startswith("vendorstack.extraction"), (path.name, name)
            assert name not in FORBIDDEN, (path.name, name)
