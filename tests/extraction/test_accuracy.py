"""The accuracy gate: the extractor on the labelled corpus never drops below the floor.

The floor lives in accuracy_floor.json (rendered pages, `markdown_*` for the markdown sources
read as served markdown, `scan_*` for whole scans of the corpus sites through the local test
web); raise it when the extractor improves, never lower it.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from bench.accuracy import scan_totals, score_corpus, score_sources, totals
from bench.scan_accuracy import score_scans

FLOOR = json.loads((Path(__file__).parent / "accuracy_floor.json").read_text())


@pytest.fixture(scope="module")
def figures(corpus_dir: Path) -> dict[str, float]:
    markdown = totals(score_sources(corpus_dir))
    scans = scan_totals(score_scans(corpus_dir))
    return {
        **totals(score_corpus(corpus_dir)),
        **{f"markdown_{k}": v for k, v in markdown.items()},
        **{f"scan_{k}": v for k, v in scans.items()},
    }


@pytest.mark.parametrize("measure", sorted(FLOOR))
def test_corpus_accuracy_is_at_least_the_floor(figures: dict[str, float], measure: str) -> None:
    assert figures[measure] >= FLOOR[measure]
