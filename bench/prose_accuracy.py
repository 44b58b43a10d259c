"""Score the extractor on the running-text set (tests/extraction/prose): vendors named inside
sentences (several in one sentence, in parentheses after their purpose, a paragraph each under
their purpose's heading, FAQ answers), legal names linked to the brand's site, a vendor named
in bold then again plainly, vendors that are NOT used, renamed vendors; 13 languages, each
page read pretty-printed and minified. The dev part may be studied (`--misses`); the held part
is only scored.

    .venv/bin/python -m bench.prose_accuracy dev --misses
    .venv/bin/python -m bench.prose_accuracy held
"""

from __future__ import annotations

import sys

from tests.extraction.layouts.score import LayoutScore, score, total
from tests.extraction.prose.pages import FORMATS, LANGUAGES, PARTS, Generator

from bench.layouts_accuracy import COLUMNS, misses
from vendorstack.extraction.dictionary import load_dictionary


def run(part: str) -> list[LayoutScore]:
    """Every language and shape for each seed of `part`."""
    out: list[LayoutScore] = []
    for seed in PARTS[part]:
        generator = Generator(seed, load_dictionary())
        out += [score(generator.page(lang, fmt)) for lang in LANGUAGES for fmt in FORMATS]
    return out


def _fmt(value: float) -> str:
    return f"{value:.3f}" if isinstance(value, float) else str(value)


def table(title: str, scores: list[LayoutScore]) -> list[str]:
    """Rows per language, per shape and in all."""
    lines = [f"| {title} | " + " | ".join(COLUMNS) + " |", "|---" * (len(COLUMNS) + 1) + "|"]
    groups = [(lang, [s for s in scores if s.lang == lang]) for lang in LANGUAGES]
    groups += [(fmt, [s for s in scores if s.fmt == fmt]) for fmt in FORMATS]
    groups.append(("**all pages**", scores))
    for name, items in groups:
        figures = total(items)
        lines.append(f"| {name} | " + " | ".join(_fmt(figures[c]) for c in COLUMNS) + " |")
    return lines


DOC = """\
`tests/extraction/prose` is a fourth generator, for the prose shapes the prose-section tests
and the other sets never write (issue 16, class 2 and 4): several vendors and their purposes
in one sentence ('We use A and B for hosting, and C for email'), links whose text is an
invented legal name other than the brand ('Drynex Software, Inc.') and whose href is the
brand's site (the claim must be the brand's slug), a vendor named in bold then again by its
plain name, sentences naming a vendor that is not used ('We no longer use X', 'We do not share
any personal data with Y': claiming X or Y is a false claim), vendors in parentheses after
their purpose ('payments (A, B)'), a paragraph per vendor under its purpose's heading, FAQ
questions naming the purpose with answers naming the vendors (`<h3>` or `<details>`), and
renamed vendors ('X (formerly Y)', 'X, formerly Y,': claiming Y is a false claim). Invented
brands and headings, a dictionary vendor on some pages, 13 languages, every page read
pretty-printed and minified. Scored as the layouts set is. The **dev** part (seeds
5101-5102) was read to find structural causes; the **held** part (seeds 5901-5902) only
scored, its figures read three times: before the fixes (main at f1d004e: recall 0.679,
precision 0.952, category 0.790, 44 false claims, all of them vendors the page says are not
used; faq 0.402, negated 0.642, parentheses category 0.482; read twice, the second after a
fix of the generator's casing, same figures) and after them (the table below). The
dev part before: recall 0.677, precision 0.941, category 0.796, 53 false claims. The two
parts share the wording (sentences, headings, purposes); they differ in vendors, their
order, marks and shapes' choices, so the held part measures the mechanisms on other
vendors, not on other wording. Command: `python -m bench.prose_accuracy dev|held`.
What the dev part still misses, by cause: a vendor named plainly without a legal form in a
paragraph that marks other names (read as a passing mention, by design) or that marks none
(a plain coined word is no name: places and terms read the same); Czech pages with few
vendors not confirmed as a disclosure (cs recall 0.573); and, for category, mostly (90
of the dev part's wrong categories) a sentence saying the company works together with the
vendor ('Til dette samarbejder vi med X', 'W tym zakresie współpracujemy z X', 'Teemme
yhteistyötä yrityksen X kanssa'): the collaboration keywords ('samarbejde', 'współprac',
'yhteistyö') are stems that also match the verb, so the row reads as a collaboration tool
(`productivity`) and wins over its section heading (issue 16 class 5; left for a change of
its own, as it moves every set's categories)."""


def doc_section() -> list[str]:
    """The "Running-text set" section of docs/accuracy.md: both parts."""
    return [
        "## Running-text set (vendors named in sentences)",
        "",
        DOC,
        "",
        *table("prose dev", run("dev")),
        "",
        *table("prose held", run("held")),
        "",
    ]


def main() -> None:
    part = sys.argv[1] if len(sys.argv) > 1 else "dev"
    if part not in PARTS:
        raise SystemExit(f"part must be one of {sorted(PARTS)}")
    scores = run(part)
    if "--misses" in sys.argv:
        if part != "dev":
            raise SystemExit("only the dev part's misses may be read")
        print("\n".join(misses(scores)))
    print("\n".join(table(f"prose {part}", scores)))


if __name__ == "__main__":
    main()
