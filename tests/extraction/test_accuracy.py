"""The accuracy gate: the extractor on the labelled corpora never drops below the floors.

The floors live in accuracy_floor.json, one per corpus (`corpus`, `corpus2`): rendered pages,
`markdown_*` for the markdown sources read as served markdown, `scan_*` for whole scans of the
corpus sites through the local test web. Raise them when the extractor improves, never lower
them.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from bench.accuracy import scan_totals, score_corpus, score_sources, totals
from bench.scan_accuracy import score_scans

FLOOR = json.loads((Path(__file__).parent / "accuracy_floor.json").read_text())


def measured(corpus: Path) -> dict[str, float]:
    """Every figure of one corpus: pages, `markdown_*` sources, `scan_*` whole scans."""
    markdown = totals(score_sources(corpus))
    scans = scan_totals(score_scans(corpus))
    return {
        **totals(score_corpus(corpus)),
        **{f"markdown_{k}": v for k, v in markdown.items()},
        **{f"scan_{k}": v for k, v in scans.items()},
    }


@pytest.fixture(scope="module")
def figures(corpus_dir: Path) -> dict[str, float]:
    return measured(corpus_dir)


@pytest.fixture(scope="module")
def figures2(corpus2_dir: Path) -> dict[str, float]:
    return measured(corpus2_dir)


@pytest.mark.parametrize("measure", sorted(FLOOR["corpus"]))
def test_corpus_accuracy_is_at_least_the_floor(figures: dict[str, float], measure: str) -> None:
    assert figures[measure] >= FLOOR["corpus"][measure]


@pytest.mark.parametrize("measure", sorted(FLOOR["corpus2"]))
def test_corpus2_accuracy_is_at_least_the_floor(figures2: dict[str, float], measure: str) -> None:
    assert figures2[measure] >= FLOOR["corpus2"][measure]
