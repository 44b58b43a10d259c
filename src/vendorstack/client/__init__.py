"""The VendorStack API from Python: `Client` (blocking) and `AsyncClient`, with typed results.

from vendorstack.client import Client, PaymentRequired

with Client() as api:  # VENDORSTACK_API_URL, VENDORSTACK_API_KEY
    answer = api.check("stripe.com")
"""

from vendorstack.client.download import ExportReceipt
from vendorstack.client.errors import (
    ApiError,
    InvalidRequest,
    NotFound,
    PaymentRequired,
    RateLimited,
    ScanFailed,
    ServerError,
    ServiceUnreachable,
    Unauthorized,
    VendorStackError,
)
from vendorstack.client.http import AsyncClient, Client
from vendorstack.client.operations import CHECK_TIMEOUT_SECONDS, Operation
from vendorstack.client.retry import RetryPolicy

__all__ = [
    "CHECK_TIMEOUT_SECONDS",
    "ApiError",
    "AsyncClient",
    "Client",
    "ExportReceipt",
    "InvalidRequest",
    "NotFound",
    "Operation",
    "PaymentRequired",
    "RateLimited",
    "RetryPolicy",
    "ScanFailed",
    "ServerError",
    "ServiceUnreachable",
    "Unauthorized",
    "VendorStackError",
]
