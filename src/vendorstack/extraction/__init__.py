"""Deterministic vendor extraction: page bytes in, vendor claims out. No I/O, no clock."""

from vendorstack.extraction.extractor import EXTRACTOR_VERSION, extract
from vendorstack.extraction.model import (
    CATEGORIES,
    CONFIDENCE_TIERS,
    EXAMPLES_NOTE,
    Confidence,
    Extraction,
    UnmatchedRow,
    VendorClaim,
)

__all__ = [
    "CATEGORIES",
    "CONFIDENCE_TIERS",
    "EXAMPLES_NOTE",
    "EXTRACTOR_VERSION",
    "Confidence",
    "Extraction",
    "UnmatchedRow",
    "VendorClaim",
    "extract",
]
