"""Score the extractor on synthetic disclosures naming invented vendors (see
tests/extraction/synthetic): per language and per format, for three wordings of the purposes
(development, fresh, held back). Returns the docs/accuracy.md section.

    .venv/bin/python -m bench.synthetic_accuracy
"""

from __future__ import annotations

from collections.abc import Iterable

from tests.extraction.synthetic.fresh import FRESH
from tests.extraction.synthetic.heldback import HELD_BACK
from tests.extraction.synthetic.pages import FORMATS, LANGUAGES, NEGATIVES, Generator
from tests.extraction.synthetic.purposes import PURPOSES, Purposes
from tests.extraction.synthetic.score import Score, score, total

from vendorstack.extraction.dictionary import load_dictionary

SEEDS = (1, 2, 3)
COLUMNS = (
    "pages",
    "listed",
    "recall",
    "category",
    "names",
    "false_claims",
    "unclassified",
    "unclassified_share",
    "quotes_verbatim",
)


def run(purposes: Purposes, seeds: Iterable[int] = SEEDS) -> tuple[list[Score], list[Score]]:
    """Disclosure pages in every language and format, and look-alike pages, per seed."""
    pages: list[Score] = []
    negatives: list[Score] = []
    for seed in seeds:
        generator = Generator(seed, load_dictionary(), purposes)
        for lang in LANGUAGES:
            pages += [score(generator.page(lang, fmt)) for fmt in FORMATS]
            negatives += [score(generator.negative(lang, kind)) for kind in NEGATIVES]
    return pages, negatives


def _row(label: str, scores: Iterable[Score]) -> str:
    figures = total(scores)
    cells = [
        f"{figures[c]:.3f}" if isinstance(figures[c], float) else str(figures[c]) for c in COLUMNS
    ]
    return f"| {label} | " + " | ".join(cells) + " |"


def table(
    title: str,
    pages: list[Score],
    negatives: list[Score],
    formats: tuple[str, ...] = FORMATS,
) -> list[str]:
    """One markdown table: every language, every format, the total and the look-alikes."""
    head = ["| " + title + " | " + " | ".join(COLUMNS) + " |", "|---" * (len(COLUMNS) + 1) + "|"]
    langs = [_row(lang, (s for s in pages if s.lang == lang)) for lang in LANGUAGES]
    fmts = [_row(fmt, (s for s in pages if s.fmt == fmt)) for fmt in formats]
    return [*head, *langs, *fmts, _row("**all pages**", pages), _row("look-alike pages", negatives)]


def section() -> list[str]:
    """The "Synthetic disclosures" section of docs/accuracy.md."""
    return [
        "## Synthetic disclosures (invented vendors)",
        "",
        "`tests/extraction/synthetic` writes disclosures naming invented vendors (syllable names",
        "no dictionary holds, with and without legal forms, capitals, accents, designators and",
        "links to their own site) in seven languages and nine formats, with traps (removed,",
        "not-sub-processor, affiliate, cookie and change-log sections), and look-alike pages",
        "(guides, integration, security and cookie-policy pages). Seeds "
        + ", ".join(map(str, SEEDS))
        + ". recall: invented and dictionary vendors named with the expected slug; category:",
        "claims in the category the purpose was written for; names: discovered vendors' `name`",
        "as written and `reviewed` right; false_claims: claims of anything not listed (trap",
        "vendors included); unclassified: rows left with reason `no_category`",
        "(unclassified_share: as a share of the vendors listed); quotes_verbatim: claim and",
        "unmatched quotes found verbatim in the page's renderings.",
        "",
        "Three wordings of the purposes, each written before the code it measures saw it:",
        "",
        "- **development** (`purposes.py`): written before the multilingual vocabulary, then",
        "  used to build it. It measures nothing new any more.",
        "- **fresh** (`fresh.py`): written once the vocabulary was first frozen. Measured first",
        "  (seeds 101-103) at recall 0.910, category 0.919, 6 false claims; structural fixes",
        "  brought it to 0.921 / 0.917 / 0; the vocabulary was then extended from its gaps, so it",
        "  is no longer unseen either.",
        "- **held back** (`heldback.py`): written after that vocabulary extension and measured",
        "  once (seeds 101-103): recall 0.927, category 0.951, 4 false claims (Dutch purpose",
        "  headings over paragraphs naming the vendor in bold read as vendors); one structural fix",
        "  for that",
        "  (a heading whose paragraph marks another name is a purpose) and no vocabulary change",
        "  gives the table below. This is the figure to expect on wording never seen.",
        "  During issue 9's reading work (structural fixes found on the independent set's",
        "  dev part and on the fresh set) it was only scored, by `make accuracy` runs, never",
        "  read: recall 0.942, category 0.955 before; the table below after.",
        "",
        *table("development", *run(PURPOSES)),
        "",
        *table("fresh", *run(FRESH)),
        "",
        *table("held back", *run(HELD_BACK)),
        "",
    ]


def main() -> None:
    print("\n".join(section()))


if __name__ == "__main__":
    main()
