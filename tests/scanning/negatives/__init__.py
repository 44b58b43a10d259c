"""Hard negatives, generated: company sites whose pages name vendors without being the list.

Guides and help-centre articles about sub-processors that name vendors as examples, product
documentation of a sub-processor feature, integration pages, cookie policies with a cookie table,
security pages, DPA clauses and templates naming example vendors, blog posts and customer pages,
in English, German, French, Dutch, Spanish, Italian and Portuguese, naming well-known vendors
mixed with invented ones. Half the sites also publish their real list elsewhere (the scan must
land on it); the rest have none (the scan must say `found: false`, or at least name no vendor).

Written from issue 9's description of the traps, not from the scanner's decoy code. Two parts
drawn from disjoint seeds: `dev` (what fixes are checked against) and `held` (scored only a few
times, recorded in docs/scanning.md, never used to decide a change). The dev part never uses the
last wording of each kind of page (`Page.variants`): the held-back part also reads titles,
lead-ins and clauses no fix was checked against.
"""

from __future__ import annotations

import random

from tests.scanning.negatives.build import NegativeSite, build
from tests.scanning.negatives.words_en_de import ENGLISH, GERMAN
from tests.scanning.negatives.words_es import SPANISH
from tests.scanning.negatives.words_fr_nl import DUTCH, FRENCH
from tests.scanning.negatives.words_it_pt import ITALIAN, PORTUGUESE

TONGUES = (ENGLISH, GERMAN, FRENCH, DUTCH, SPANISH, ITALIAN, PORTUGUESE)
PARTS = ("dev", "held")
PER_LANGUAGE = {"dev": 24, "held": 12}  # sites per language in each part

__all__ = ["PARTS", "TONGUES", "NegativeSite", "negative_sites"]


def negative_sites(part: str) -> list[NegativeSite]:
    """The part's sites, `PER_LANGUAGE[part]` in each language, the same on every call."""
    if part not in PARTS:
        raise ValueError(f"unknown part {part!r}")
    taken: set[str] = set()
    return [
        build(random.Random(f"negatives:{part}:{tongue.code}:{i}"), tongue, part, taken)
        for tongue in TONGUES
        for i in range(PER_LANGUAGE[part])
    ]
