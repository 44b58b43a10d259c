"""The in-process app fixtures (tests/apps.py)."""

from tests.apps import api, app, runner, services, settings

__all__ = ["api", "app", "runner", "services", "settings"]
