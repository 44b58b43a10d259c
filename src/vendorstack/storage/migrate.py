"""Run Alembic migrations programmatically; `vendorstack serve` calls `upgrade` before serving."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config

from vendorstack.storage.engine import sqlalchemy_url

MIGRATIONS_DIR = Path(__file__).parent / "migrations"


def alembic_config(database_url: str) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    url = sqlalchemy_url(database_url).render_as_string(hide_password=False)
    config.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    return config


def upgrade(database_url: str) -> None:
    """Bring the database at `database_url` to the newest schema."""
    command.upgrade(alembic_config(database_url), "head")
