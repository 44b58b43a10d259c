"""The independent synthetic set's dev part never drops below its floor
(independent_floor.json: the measured figures rounded down; the floor only rises). Nothing but
the listed vendors is claimed, and look-alike pages claim nothing. The held-back part is not
scored here: it is scored on demand only (`python -m bench.independent_accuracy held`, see
docs/accuracy.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.extraction.independent.pages import FORMATS, LANGUAGES, NEGATIVES, PARTS, Generator
from tests.extraction.independent.score import score
from tests.extraction.synthetic.score import Score, total
from vendorstack.extraction.dictionary import load_dictionary

FLOOR: dict[str, float] = json.loads((Path(__file__).parent / "independent_floor.json").read_text())


@pytest.fixture(scope="module")
def scores() -> tuple[list[Score], list[Score]]:
    seeds, variant = PARTS["dev"]
    pages: list[Score] = []
    negatives: list[Score] = []
    for seed in seeds:
        generator = Generator(seed, load_dictionary(), variant)
        for lang in LANGUAGES:
            pages += [score(generator.page(lang, fmt)) for fmt in FORMATS]
            negatives += [score(generator.negative(lang, kind)) for kind in NEGATIVES]
    return pages, negatives


@pytest.mark.parametrize("measure", sorted(FLOOR))
def test_the_dev_part_is_at_least_the_floor(
    scores: tuple[list[Score], list[Score]], measure: str
) -> None:
    assert total(scores[0])[measure] >= FLOOR[measure]


def test_nothing_but_the_listed_vendors_is_claimed(scores: tuple[list[Score], list[Score]]) -> None:
    pages, negatives = scores
    assert [s.extras for s in pages if s.extras] == []
    assert [s.extras for s in negatives if s.extras] == []


def test_the_parts_differ_in_seeds_and_wording() -> None:
    (dev_seeds, dev_variant), (held_seeds, held_variant) = PARTS["dev"], PARTS["held"]
    assert not set(dev_seeds) & set(held_seeds)
    assert dev_variant != held_variant


def test_the_set_is_deterministic() -> None:
    first = Generator(PARTS["dev"][0][0], load_dictionary(), 0).page("de", "html_tables")
    again = Generator(PARTS["dev"][0][0], load_dictionary(), 0).page("de", "html_tables")
    assert first.body == again.body
