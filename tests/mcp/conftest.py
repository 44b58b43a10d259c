"""The in-process app fixtures (tests/apps.py)."""

from tests.apps import api, app, db_url, runner, services, settings

__all__ = ["api", "app", "db_url", "runner", "services", "settings"]
