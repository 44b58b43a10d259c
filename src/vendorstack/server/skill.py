"""`vendorstack skill install DIR`: write the agent skill, rendered from the same objects as
the API, to `DIR/vendorstack/`."""

from __future__ import annotations

import os
from pathlib import Path

import anyio
import click

from vendorstack.client.http import API_URL_VARIABLE
from vendorstack.config import get_settings
from vendorstack.server.app import FRONT_ENDS, create_app
from vendorstack.skill.render import install
from vendorstack.web.content import skill_content


@click.group()
def skill() -> None:
    """The agent skill (SKILL.md and tools.json)."""


@skill.command("install")
@click.argument("directory", type=click.Path(file_okay=False, path_type=Path))
def install_skill(directory: Path) -> None:
    """Write the skill to DIRECTORY/vendorstack/, e.g. `vendorstack skill install
    ~/.claude/skills`. It names the API at VENDORSTACK_API_URL (else VENDORSTACK_BASE_URL)."""
    settings = get_settings()
    api_url = os.environ.get(API_URL_VARIABLE) or settings.base_url
    files = anyio.run(skill_content, settings, create_app(settings).openapi(), api_url, FRONT_ENDS)
    folder = install(files, directory.expanduser())
    click.echo(f"skill written to {folder}: {', '.join(sorted(files))}")
