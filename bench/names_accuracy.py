"""Score the name recogniser (`extraction.recognition`) on generated candidates in every
language it knows: invented names (bare, with a legal form, with a designator, linked to their
site) and privacy-document headings written for the test (tests/extraction/recognition_data).
Returns the docs/accuracy.md section; run alone it prints it.

    .venv/bin/python -m bench.names_accuracy
"""

from __future__ import annotations

from tests.extraction.recognition_data import (
    LANGUAGES,
    PAGE_SENTENCES,
    Case,
    cases,
    page_cases,
    rates,
)

from vendorstack.extraction.recognition import recognise

SEEDS = (1, 2, 3)


def measure(seeds: tuple[int, ...] = SEEDS) -> list[tuple[Case, bool]]:
    """Every generated candidate with the recogniser's verdict."""
    return [(c, recognise(c.candidate).is_name) for seed in seeds for c in cases(seed)]


def names_section() -> list[str]:
    """The "Name recognition" section: error rates per language and overall, and the misses."""
    found = measure()
    lines = [
        "## Name recognition (generated candidates)",
        "",
        "`extraction.recognition` decides whether a candidate in a naming position names an",
        "organisation or product, from a link to an outside site, a legal form (`cleanco`),",
        "casing and a brand's own spelling, and word frequency in the page's language",
        "(`wordfreq`). Candidates: invented names bare, with a legal form of the language, with",
        "a designator and linked to their site, and headings of privacy documents written for",
        f"the test (seeds {', '.join(map(str, SEEDS))}). false_accept: headings taken for names;",
        "false_reject: invented names not taken for names.",
        "",
        "| language | candidates | false_accept | false_reject |",
        "|---|---|---|---|",
    ]
    for lang in (*LANGUAGES, "all"):
        part = [f for f in found if lang in ("all", f[0].lang)]
        r = rates(part)
        lines.append(
            f"| {lang} | {int(r['candidates'])} | {r['false_accept']:.3f} | "
            f"{r['false_reject']:.3f} |"
        )
    wrong = sorted({f"{c.lang}: {c.candidate.text}" for c, ok in found if ok != c.is_name})
    return [*lines, "", "Wrong: " + ("; ".join(wrong) or "none") + ".", "", *_page_section()]


def _page_section() -> list[str]:
    """The same candidates in a page's context: a word the page writes in lower case."""
    found = [(c, recognise(c.candidate).is_name) for seed in SEEDS for c in page_cases(seed)]
    lines = [
        "In a page's context: an invented word the page also writes in lower case, as a",
        'common noun (a feature\'s name, "We keep telemetry for thirty days"), against the',
        "same word written capitalised only (a name). false_accept: the feature taken for a",
        "name; false_reject: the name not taken for one. German capitalises its nouns and is",
        "not in this set.",
        "",
        "| language | candidates | false_accept | false_reject |",
        "|---|---|---|---|",
    ]
    for lang in (*PAGE_SENTENCES, "all"):
        r = rates([f for f in found if lang in ("all", f[0].lang)])
        lines.append(
            f"| {lang} | {int(r['candidates'])} | {r['false_accept']:.3f} | "
            f"{r['false_reject']:.3f} |"
        )
    return [*lines, ""]


if __name__ == "__main__":
    print("\n".join(names_section()))
