"""Why a fetch failed: each `FetchError` carries a stable `reason` code discovery can record.

The docstring of each class is its default message.
"""

from __future__ import annotations

from typing import ClassVar


class FetchError(Exception):
    """The page could not be fetched."""

    reason: ClassVar[str] = "fetch_failed"

    def __init__(self, url: str, message: str | None = None) -> None:
        self.url = url
        self.message = message or (type(self).__doc__ or "").strip()
        super().__init__(url, self.message)  # so the error pickles (queue workers)

    def __str__(self) -> str:
        return f"{self.reason}: {self.url}: {self.message}"


class InvalidURL(FetchError):
    """The URL is not an http(s) URL with a valid host name."""

    reason = "invalid_url"


class BlockedAddress(FetchError):
    """The host is, or resolves to, a private, loopback, link-local or otherwise unsafe address."""

    reason = "blocked_address"


class RobotsDisallowed(FetchError):
    """robots.txt disallows this URL for our user agent."""

    reason = "robots_disallowed"


class TooLarge(FetchError):
    """The response body is larger than the size cap."""

    reason = "too_large"


class DecompressionBomb(FetchError):
    """The compressed body expands past the decompressed-size or ratio cap."""

    reason = "decompression_bomb"


class TooManyRedirects(FetchError):
    """More redirects than the policy allows."""

    reason = "too_many_redirects"


class RedirectLoop(FetchError):
    """The redirect chain came back to a URL it had already visited."""

    reason = "redirect_loop"


class UnsupportedContent(FetchError):
    """The body is neither HTML, XHTML, plain text, markdown nor PDF, or its encoding is unknown."""

    reason = "unsupported_content"


class FetchTimeout(FetchError):
    """The server was too slow (connect, read or per-request timeout)."""

    reason = "timeout"


class ConnectFailed(FetchError):
    """The connection could not be made or broke before the response was complete."""

    reason = "connect_failed"


class DNSFailed(FetchError):
    """The host name did not resolve."""

    reason = "dns_failed"


class BudgetExhausted(FetchError):
    """The scan's request budget or time budget is used up."""

    reason = "budget_exhausted"


class TLSError(FetchError):
    """The TLS handshake failed (bad certificate, name mismatch, protocol error)."""

    reason = "tls_error"


REASONS = tuple(
    cls.reason
    for cls in (
        BlockedAddress, RobotsDisallowed, TooLarge, DecompressionBomb, TooManyRedirects,
        RedirectLoop, UnsupportedContent, FetchTimeout, ConnectFailed, DNSFailed,
        BudgetExhausted, TLSError, InvalidURL,
    )
)  # fmt: skip
