"""Alembic environment; batch mode keeps SQLite alterable.

Upgrades need no metadata. Autogenerate compares with the metadata handed over as
`config.attributes["target_metadata"]` (`vendorstack.schema.metadata`): storage imports no
domain package, so it cannot gather the models itself.
"""

from __future__ import annotations

from alembic import context

from vendorstack.storage.engine import make_engine
from vendorstack.storage.migrate import ours

target_metadata = context.config.attributes.get("target_metadata")


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
            include_name=ours,
        )
        with context.begin_transaction():
            context.run_migrations()
    engine.dispose()


run_migrations()
