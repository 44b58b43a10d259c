"""The JSON API's fixtures: a real migrated SQLite database, the scan twin, the app."""

from tests.api.conftest import api, db_url, runner, services, settings

__all__ = ["api", "db_url", "runner", "services", "settings"]
