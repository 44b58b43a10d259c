"""Score the extractor on the layouts set (tests/extraction/layouts): card grids, ARIA
tables, transposed tables, spanning cells, one table per category, `<br>` lines, logos,
nested category lists and domain-named links, in the 13 supported languages, each page read
pretty-printed and minified. The dev part may be studied (`--misses`); the held part is only
scored.

    .venv/bin/python -m bench.layouts_accuracy dev --misses
    .venv/bin/python -m bench.layouts_accuracy held
"""

from __future__ import annotations

import sys

from tests.extraction.layouts.pages import FORMATS, LANGUAGES, PARTS, Generator
from tests.extraction.layouts.score import LayoutScore, score, total

from vendorstack.extraction.dictionary import load_dictionary

COLUMNS = (
    "pages",
    "listed",
    "recall",
    "precision",
    "category",
    "names",
    "false_claims",
    "quotes_verbatim",
    "same_minified",
)


def run(part: str) -> list[LayoutScore]:
    """Every language and layout for each seed of `part`."""
    out: list[LayoutScore] = []
    for seed in PARTS[part]:
        generator = Generator(seed, load_dictionary())
        out += [score(generator.page(lang, fmt)) for lang in LANGUAGES for fmt in FORMATS]
    return out


def _fmt(value: float) -> str:
    return f"{value:.3f}" if isinstance(value, float) else str(value)


def table(title: str, scores: list[LayoutScore]) -> list[str]:
    """Rows per language, per layout and in all."""
    lines = [f"| {title} | " + " | ".join(COLUMNS) + " |", "|---" * (len(COLUMNS) + 1) + "|"]
    groups = [(lang, [s for s in scores if s.lang == lang]) for lang in LANGUAGES]
    groups += [(fmt, [s for s in scores if s.fmt == fmt]) for fmt in FORMATS]
    groups.append(("**all pages**", scores))
    for name, items in groups:
        figures = total(items)
        lines.append(f"| {name} | " + " | ".join(_fmt(figures[c]) for c in COLUMNS) + " |")
    return lines


def misses(scores: list[LayoutScore]) -> list[str]:
    """What the dev part's pages miss, claim besides, name or classify wrong, or answer
    otherwise minified."""
    out = []
    for s in scores:
        out += [f"MISS {s.lang} {s.fmt} {m}" for m in s.misses]
        out += [f"EXTRA {s.lang} {s.fmt} {e}" for e in s.extras]
        out += [f"WRONG {s.lang} {s.fmt} {w}" for w in s.wrong]
        out += [f"MINIFIED {s.lang} {s.fmt}"] if not s.same_minified else []
    return out


def main() -> None:
    part = sys.argv[1] if len(sys.argv) > 1 else "dev"
    if part not in PARTS:
        raise SystemExit(f"part must be one of {sorted(PARTS)}")
    scores = run(part)
    if "--misses" in sys.argv:
        if part != "dev":
            raise SystemExit("only the dev part's misses may be read")
        print("\n".join(misses(scores)))
    print("\n".join(table(f"layouts {part}", scores)))


if __name__ == "__main__":
    main()
