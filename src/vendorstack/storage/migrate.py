"""Run Alembic migrations programmatically; `vendorstack serve` calls `upgrade` before serving."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config

from vendorstack.storage.engine import sqlalchemy_url

MIGRATIONS_DIR = Path(__file__).parent / "migrations"
QUEUE_PREFIX = "procrastinate_"  # the scan queue's tables: procrastinate's, applied by 0006
QUEUE_TABLES = frozenset(
    f"{QUEUE_PREFIX}{name}" for name in ("jobs", "workers", "events", "periodic_defers")
)


def ours(name: str | None, type_: str, _parent: object = None) -> bool:
    """Autogenerate compares our models only, not the queue's tables (procrastinate owns them)."""
    return not (type_ == "table" and (name or "").startswith(QUEUE_PREFIX))


def alembic_config(database_url: str) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    url = sqlalchemy_url(database_url).render_as_string(hide_password=False)
    config.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    return config


def upgrade(database_url: str) -> None:
    """Bring the database at `database_url` to the newest schema."""
    command.upgrade(alembic_config(database_url), "head")
