"""Score the extractor on the independent synthetic set (tests/extraction/independent): per
language and format, dev part or held-back part. The dev part may be studied (`--misses`
prints what was missed or miscategorised); the held-back part is only scored.

    .venv/bin/python -m bench.independent_accuracy dev --misses
    .venv/bin/python -m bench.independent_accuracy held
"""

from __future__ import annotations

import sys

from tests.extraction.independent.pages import FORMATS, LANGUAGES, NEGATIVES, PARTS, Generator
from tests.extraction.independent.score import score, wrong_categories
from tests.extraction.synthetic.score import Score

from bench.synthetic_accuracy import table
from vendorstack.extraction.dictionary import load_dictionary


def run(part: str) -> tuple[list[Score], list[Score]]:
    """Every language and format, and the look-alike pages, for each seed of `part`."""
    seeds, variant = PARTS[part]
    pages: list[Score] = []
    negatives: list[Score] = []
    for seed in seeds:
        generator = Generator(seed, load_dictionary(), variant)
        for lang in LANGUAGES:
            pages += [score(generator.page(lang, fmt)) for fmt in FORMATS]
            negatives += [score(generator.negative(lang, kind)) for kind in NEGATIVES]
    return pages, negatives


def misses(part: str) -> list[str]:
    """Each dev page's misses, extra claims and miscategorised vendors."""
    seeds, variant = PARTS[part]
    out = []
    for seed in seeds:
        generator = Generator(seed, load_dictionary(), variant)
        for lang in LANGUAGES:
            for fmt in FORMATS:
                page = generator.page(lang, fmt)
                s = score(page)
                out += [f"MISS {lang} {fmt} {m}" for m in s.misses]
                out += [f"EXTRA {lang} {fmt} {e}" for e in s.extras]
                out += [f"CAT {lang} {fmt} {w}" for w in wrong_categories(page)]
            for kind in NEGATIVES:
                out += [
                    f"NEG {lang} {kind} {e}" for e in score(generator.negative(lang, kind)).extras
                ]
    return out


def section(part: str) -> list[str]:
    """The table of one part, for docs/accuracy.md."""
    title = {"dev": "independent dev", "held": "independent held back"}[part]
    return table(title, *run(part), formats=FORMATS)


def main() -> None:
    part = sys.argv[1] if len(sys.argv) > 1 else "dev"
    if part not in PARTS:
        raise SystemExit(f"part must be one of {sorted(PARTS)}")
    if "--misses" in sys.argv:
        if part != "dev":
            raise SystemExit("only the dev part's misses may be read")
        print("\n".join(misses(part)))
    print("\n".join(section(part)))


if __name__ == "__main__":
    main()
