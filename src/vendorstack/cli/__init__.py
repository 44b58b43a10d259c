"""The `vendorstack` console script."""

from vendorstack.cli.main import main

__all__ = ["main"]
