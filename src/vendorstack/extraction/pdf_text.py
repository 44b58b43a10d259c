"""Text from a PDF with pypdf; the quote source for PDF disclosures is this text."""

from __future__ import annotations

import io
import logging
import warnings

from pypdf import PdfReader
from pypdf.errors import PyPdfError


def pdf_text(body: bytes) -> str | None:
    """The text of every page, pages separated by a blank line; None when unreadable."""
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            reader = PdfReader(io.BytesIO(body), strict=False)
            return "\n\n".join(page.extract_text() or "" for page in reader.pages)
    except (PyPdfError, ValueError, KeyError, TypeError, OSError, AttributeError):
        return None
