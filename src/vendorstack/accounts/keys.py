"""API keys: a recognisable prefix, 32 random bytes and a checksum; only a hash is stored.

The checksum lets us reject mistyped or truncated keys without touching the database, and
the prefix lets secret scanners recognise a leaked key.
"""

from __future__ import annotations

import hashlib
import re
import secrets
import zlib
from functools import lru_cache

KEY_PREFIX = "vs_live_"
_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
_BODY_LENGTH = 43  # 32 bytes of entropy in base62
_CHECKSUM_LENGTH = 6
_SHAPE = re.compile(rf"{KEY_PREFIX}[0-9A-Za-z]{{{_BODY_LENGTH + _CHECKSUM_LENGTH}}}")


def _base62(number: int, width: int) -> str:
    digits = []
    while number:
        number, digit = divmod(number, 62)
        digits.append(_ALPHABET[digit])
    return "".join(reversed(digits)).rjust(width, "0")


def _checksum(body: str) -> str:
    return _base62(zlib.crc32(body.encode()), _CHECKSUM_LENGTH)


def generate_key() -> str:
    """A new key, to be shown once: `vs_live_<43 base62 chars><6-char checksum>`."""
    body = _base62(secrets.randbits(256), _BODY_LENGTH)
    return f"{KEY_PREFIX}{body}{_checksum(body)}"


def is_well_formed(key: str) -> bool:
    """True when `key` has our prefix, length, alphabet and a matching checksum."""
    if not _SHAPE.fullmatch(key):
        return False
    body = key[len(KEY_PREFIX) : len(KEY_PREFIX) + _BODY_LENGTH]
    return secrets.compare_digest(_checksum(body), key[-_CHECKSUM_LENGTH:])


def hash_key(key: str) -> str:
    """SHA-256 is enough for 256-bit random secrets: no dictionary to guess from."""
    return hashlib.sha256(key.encode()).hexdigest()


def lookup_hash(key: str) -> str | None:
    """The stored hash of `key`, or None when it is not a well-formed key.

    Every authenticated request needs this, so a busy key's checksum and hash are computed
    once per process (a bounded LRU); text that is not even key-shaped never reaches the cache.
    """
    return _checked_hash(key) if _SHAPE.fullmatch(key) else None


@lru_cache(maxsize=4096)
def _checked_hash(key: str) -> str | None:
    return hash_key(key) if is_well_formed(key) else None


def key_hint(key: str) -> str:
    """What we may show later to identify a key: its prefix and last four characters."""
    return f"{KEY_PREFIX}…{key[-4:]}"


def new_public_id() -> str:
    """The account identifier used in URLs (top-up links); it grants nothing."""
    return f"acct_{secrets.token_hex(10)}"
