"""The skill folder, rendered: `SKILL.md` (the shipped template with facts filled in) and
`tools.json` (the MCP tools' definitions), as served at `/skill/...`, zipped at `/skill.zip`
and written by `vendorstack skill install DIR`."""

from __future__ import annotations

import io
import json
import zipfile
from collections.abc import Callable, Mapping
from importlib import resources
from pathlib import Path
from typing import Any

from vendorstack.web.pages import fill

SKILL_NAME = "vendorstack"
Values = Mapping[str, Callable[[], str]]


def template() -> str:
    return resources.files("vendorstack.skill").joinpath("SKILL.md").read_text(encoding="utf-8")


def tools_json(tools: list[dict[str, Any]]) -> str:
    return json.dumps(tools, indent=2, ensure_ascii=False) + "\n"


def skill_files(values: Values, tools: list[dict[str, Any]]) -> dict[str, str]:
    """File name → content of the rendered skill folder."""
    return {
        "SKILL.md": fill(template(), values, source="skill/SKILL.md"),
        "tools.json": tools_json(tools),
    }


def zipped(files: Mapping[str, str]) -> bytes:
    """The folder as a zip whose entries sit under `vendorstack/`, as skill installers expect."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name, content in files.items():
            archive.writestr(f"{SKILL_NAME}/{name}", content)
    return buffer.getvalue()


def install(files: Mapping[str, str], directory: Path) -> Path:
    """Write the skill to `directory/vendorstack/`; returns that folder."""
    folder = directory / SKILL_NAME
    folder.mkdir(parents=True, exist_ok=True)
    for name, content in files.items():
        (folder / name).write_text(content, encoding="utf-8")
    return folder
