"""The import direction holds: the contracts in pyproject.toml, checked by import-linter, and
they bite: an adapter importing another breaks them."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from importlinter.cli import lint_imports

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = ROOT / "pyproject.toml"


def test_every_import_contract_is_kept() -> None:
    """Server -> independent front ends -> serving -> services -> lookups -> scans -> index |
    accounts -> storage; front ends never reach storage; the client stands alone; scanning
    builds on extraction; extraction imports nothing of ours."""
    assert lint_imports(config_filename=str(PYPROJECT), no_cache=True) == 0


def _lint_a_copy_where(tmp_path: Path, module: str, line: str) -> subprocess.CompletedProcess[str]:
    """lint-imports over a copy of the package in which `module` has one more import."""
    shutil.copytree(ROOT / "src" / "vendorstack", tmp_path / "vendorstack")
    shutil.copy(PYPROJECT, tmp_path / "pyproject.toml")
    target = tmp_path / "vendorstack" / module
    target.write_text(target.read_text() + f"\n{line}\n")
    env = {**os.environ, "PYTHONPATH": str(tmp_path)}
    lint = Path(sys.executable).with_name("lint-imports")
    return subprocess.run(
        [str(lint), "--no-cache"],
        check=False,
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
    )


def test_an_adapter_importing_another_breaks_a_contract(tmp_path: Path) -> None:
    done = _lint_a_copy_where(tmp_path, "mcp/local.py", "from vendorstack.api import routing")
    assert done.returncode != 0
    broken = done.stdout.split("Broken contracts", 1)[1]
    assert "vendorstack.mcp is not allowed to import vendorstack.api" in broken


def test_an_adapter_importing_storage_breaks_a_contract(tmp_path: Path) -> None:
    done = _lint_a_copy_where(tmp_path, "web/site.py", "import vendorstack.storage.database")
    assert done.returncode != 0
    broken = done.stdout.split("Broken contracts", 1)[1]
    assert "Front ends never reach storage" in broken
    assert "vendorstack.web.site -> vendorstack.storage.database" in broken
