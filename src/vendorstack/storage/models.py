"""Every model, imported in one place so metadata is complete for migrations and tests."""

from vendorstack.accounts.models import Account, LedgerEntry
from vendorstack.index.models import Claim, Entity, Scan, ScanLease, ScanPage
from vendorstack.storage.base import Base

__all__ = ["Account", "Base", "Claim", "Entity", "LedgerEntry", "Scan", "ScanLease", "ScanPage"]
