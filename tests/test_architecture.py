"""The import direction holds: the contracts in pyproject.toml, checked by import-linter."""

from __future__ import annotations

from pathlib import Path

from importlinter.cli import lint_imports

PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"


def test_every_import_contract_is_kept() -> None:
    """Adapters -> composition root -> index -> accounts -> storage; scanning -> extraction;
    extraction imports nothing of ours; storage imports no domain package."""
    assert lint_imports(config_filename=str(PYPROJECT), no_cache=True) == 0
