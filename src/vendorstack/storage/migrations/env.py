"""Alembic environment: the models' metadata is the target; batch mode keeps SQLite alterable."""

from __future__ import annotations

from alembic import context

from vendorstack.storage.engine import make_engine
from vendorstack.storage.models import Base

target_metadata = Base.metadata


def run_migrations() -> None:
    url = context.config.get_main_option("sqlalchemy.url")
    assert url is not None
    engine = make_engine(url.replace("+pysqlite", "").replace("+psycopg", ""))
    with engine.connect() as connection:
        context.configure(
            connection=connection,
            target_metadata=target_metadata,
            render_as_batch=connection.dialect.name == "sqlite",
            compare_type=True,
        )
        with context.begin_transaction():
            context.run_migrations()
    engine.dispose()


run_migrations()
