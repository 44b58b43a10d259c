"""Every table of the service in one metadata, for migrations and for the tests that compare.

Each domain package declares its own models on `storage.base.Base`; this module imports them
all so `metadata` is complete. It sits above the domain packages, so `storage` never imports
one (the import contracts in pyproject.toml). To autogenerate a migration, hand `metadata` to
Alembic as `config.attributes["target_metadata"]` (see `storage/migrations/env.py`).
"""

from vendorstack.accounts.models import Account, IdempotentAnswer, LedgerEntry
from vendorstack.accounts.people import CardPayment, WebSession
from vendorstack.index.models import (
    Claim,
    CurrentClaim,
    Entity,
    IndexedVendor,
    ProspectCount,
    Scan,
    ScanLease,
    ScanPage,
)
from vendorstack.storage.base import Base
from vendorstack.watching.models import (
    FeedToken,
    Watch,
    WatchEvent,
    WebhookAttempt,
    WebhookDelivery,
    WebhookEndpoint,
)

metadata = Base.metadata

__all__ = [
    "Account",
    "Base",
    "CardPayment",
    "Claim",
    "CurrentClaim",
    "Entity",
    "FeedToken",
    "IdempotentAnswer",
    "IndexedVendor",
    "LedgerEntry",
    "ProspectCount",
    "Scan",
    "ScanLease",
    "ScanPage",
    "Watch",
    "WatchEvent",
    "WebSession",
    "WebhookAttempt",
    "WebhookDelivery",
    "WebhookEndpoint",
    "metadata",
]
