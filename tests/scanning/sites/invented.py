"""Invented company names: pronounceable, deterministic, and in no dictionary (a test checks), so
nothing in the extractor or the scanner can have been tuned to them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

ONSETS = ("br", "k", "v", "tr", "z", "gl", "m", "n", "r", "l", "st", "pl", "cr", "qu", "dr", "f")
VOWELS = ("a", "e", "i", "o", "u", "ai", "ei", "ou", "ia", "y")
CODAS = ("n", "r", "l", "x", "k", "s", "m", "v", "nd", "rk", "lt", "sk", "", "")
DOMAINS = ("io", "eu", "com", "net")


@dataclass(frozen=True)
class InventedVendor:
    """One row of a generated disclosure; `domain` set when the row links the vendor's site."""

    name: str  # "Brellvok GmbH"
    stem: str  # "brellvok": what any sane slug of it contains
    domain: str | None
    purpose: str
    category: str


def word(rng: random.Random, syllables: int = 2) -> str:
    """A made-up word like "Quenvaldor"."""
    parts = (rng.choice(ONSETS) + rng.choice(VOWELS) + rng.choice(CODAS) for _ in range(syllables))
    return "".join(parts).capitalize()


def brand(seed: str) -> str:
    """A made-up company name for a fixture site, the same for the same seed."""
    return word(random.Random(f"brand:{seed}"), 3)


def vendors(
    seed: str, purposes: tuple[tuple[str, str], ...], legal_forms: tuple[str, ...]
) -> tuple[InventedVendor, ...]:
    """One invented vendor per purpose, with a legal form; every other one links its site."""
    rng = random.Random(f"vendors:{seed}")
    made = []
    for index, (purpose, category) in enumerate(purposes):
        stem = word(rng) + rng.choice(("", "a", "ix", "on", "io"))
        form = legal_forms[index % len(legal_forms)]
        domain = f"{stem.lower()}.{rng.choice(DOMAINS)}" if index % 2 == 0 else None
        made.append(InventedVendor(f"{stem} {form}", stem.lower(), domain, purpose, category))
    return tuple(made)
