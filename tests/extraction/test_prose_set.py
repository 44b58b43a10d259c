"""The running-text set's dev part (tests/extraction/prose) never drops below its floor
(prose_floor.json: the measured figures rounded down; the floor only rises), and gives
byte-identical JSON answers for every page pretty-printed and minified. The held part is
scored on demand only (`python -m bench.prose_accuracy held`, and by `make accuracy`)."""

from __future__ import annotations

import json
from pathlib import Path

import orjson
import pytest

from tests.extraction.layouts.score import LayoutScore, read, score, total
from tests.extraction.prose.pages import FORMATS, LANGUAGES, PARTS, Generator
from vendorstack.extraction.dictionary import load_dictionary

FLOOR: dict[str, float] = json.loads((Path(__file__).parent / "prose_floor.json").read_text())


@pytest.fixture(scope="module")
def scores() -> list[LayoutScore]:
    out: list[LayoutScore] = []
    for seed in PARTS["dev"]:
        generator = Generator(seed, load_dictionary())
        out += [score(generator.page(lang, fmt)) for lang in LANGUAGES for fmt in FORMATS]
    return out


@pytest.mark.parametrize("measure", sorted(FLOOR))
def test_the_dev_part_is_at_least_the_floor(scores: list[LayoutScore], measure: str) -> None:
    assert total(scores)[measure] >= FLOOR[measure]


@pytest.mark.parametrize("fmt", FORMATS)
def test_every_shape_answers_the_same_json_minified(fmt: str) -> None:
    generator = Generator(PARTS["dev"][0], load_dictionary())
    for lang in LANGUAGES:
        page = generator.page(lang, fmt)
        assert page.pretty != page.minified
        answers = [orjson.dumps(read(page, body)) for body in (page.pretty, page.minified)]
        assert answers[0] == answers[1], (lang, fmt)


def test_the_parts_differ_and_the_set_is_deterministic() -> None:
    assert not set(PARTS["dev"]) & set(PARTS["held"])
    first = Generator(PARTS["dev"][0], load_dictionary()).page("cs", "legal_links")
    again = Generator(PARTS["dev"][0], load_dictionary()).page("cs", "legal_links")
    assert first.pretty == again.pretty
