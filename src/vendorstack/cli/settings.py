"""The server's settings for the commands that run it, with a readable error when invalid."""

from __future__ import annotations

import click
from pydantic import ValidationError

from vendorstack.config import Settings, get_settings


def load_settings() -> Settings:
    """`get_settings()`, or exit with each problem on a line (no traceback)."""
    try:
        return get_settings()
    except ValidationError as error:
        problems = "\n".join(
            f"  {problem['msg'].removeprefix('Value error, ')}" for problem in error.errors()
        )
        raise click.ClickException(f"invalid VENDORSTACK_* settings:\n{problems}") from None
