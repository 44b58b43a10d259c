"""Where the claimed category and the careful reader's differ, on the labelled corpora: every
recalled label no claim of its vendor on the page answers, with the vendor's primary category
and the row's purpose as labelled. Returns the docs/accuracy.md section.

    .venv/bin/python -m bench.category_disagreements
"""

from __future__ import annotations

import json
from pathlib import Path

from bench.accuracy import CORPUS, CORPUS2
from vendorstack.extraction import extract
from vendorstack.extraction.dictionary import load_dictionary

MAX_PURPOSE = 60  # characters of a label's purpose shown


def disagreements(corpus: Path) -> list[tuple[str, str, str, str, str, str]]:
    """(page, vendor, label's category, claimed categories, primary, purpose) per label."""
    dictionary = load_dictionary()
    out = []
    for folder in sorted(corpus.iterdir()):
        if not (folder / "labels.json").exists():
            continue
        meta = json.loads((folder / "meta.json").read_text())
        result = extract(
            (folder / "page.html").read_bytes(),
            content_type="text/html",
            source_url=meta.get("live_url_guess", ""),
            company_domain=meta["domain"],
        )
        claimed: dict[str, list[str]] = {}
        for claim in result.claims:
            claimed.setdefault(claim.vendor, []).append(claim.category)
        for label in json.loads((folder / "labels.json").read_text()):
            got = claimed.get(label["canonical"])
            if not got or label["category"] in got:
                continue
            vendor = dictionary.get(label["canonical"])
            primary = vendor.primary if vendor else "(not in dictionary)"
            purpose = " ".join(label["purpose"].split())[:MAX_PURPOSE]
            row = (
                folder.name,
                label["canonical"],
                label["category"],
                ", ".join(dict.fromkeys(got)),
            )
            out.append((*row, primary, purpose))
    return out


def section() -> list[str]:
    """The "Category disagreements" section of docs/accuracy.md."""
    lines = [
        "## Category disagreements (rendered pages)",
        "",
        "Every recalled label that no claim of its vendor on the page answers. Issue 16's",
        "fourth must-deliver asked that the dictionary's primary category win only when the row",
        "names no function. Measured on these labels at extractor 2.0.0 (truth3 branch): scoring",
        "the row's wording against every category and letting the primary win only on a tie or",
        "an empty row gives category agreement 0.896 on `corpus` and 0.806 on `corpus2` (against",
        "0.985 and 0.932 with the rule below), since the careful reader keeps the primary",
        "wherever the row's wording is compatible with it (Cloudflare 'Cloud Infrastructure' is",
        "media_cdn, Bugsnag 'Issue Tracking' observability, LiveKit 'Audio/Video Conferencing'",
        "realtime_infra, DocuSign 'Sales' esignature_contracts). The generated sets rose a",
        "little under it (independent held back 0.971 -> 0.982, fresh synthetic 0.989 -> 0.984:",
        "they were written from the issue's wording). So the rule stays: the primary category",
        "when the row names it or names no function; a strong word of another of the vendor's",
        "categories (or of a multi-category vendor) moves it. The disagreements left, by",
        "mechanism: the primary winning over a row naming a function of a single-category",
        "vendor (LambdaTest, Teachable, Discord), where other pages' labels keep the primary on",
        "the same wording (Elastic 'Cloud Hosted Infrastructure', Slack 'Customer support'); a",
        "department column read as the function (pulumi.com 'Marketing', 'Sales',",
        "'Engineering'); a function word not scored (ClickHouse 'data store': one page's word,",
        "not added); a product name as the function (Azure 'Cognitive Services'); Atlassian",
        "labelled support_cx for 'Support Portal' and productivity for 'support tickets and",
        "tracks bugs' (the rule gives the opposite of each); labels",
        "that name neither the row's wording nor the primary (Google 'Customer data",
        "collection' as productivity, Microsoft 'Technical Services' as cloud_infra, two",
        "vendors the dictionary lacks with 'Administrative and technical support'). One",
        "structural rule tried, a function named right before a hosting word is what is hosted",
        "('database hosting'), fixed the independent dev set's three AWS rows and broke",
        "remotion.pro's AWS 'Database hosting', labelled cloud_infra; it was not kept.",
        "",
    ]
    for corpus in (CORPUS, CORPUS2):
        rows = disagreements(corpus) if corpus.is_dir() else []
        lines += [
            f"`{corpus.name}`: {len(rows)}.",
            "",
            "| page | vendor | label | claimed | primary | purpose (label) |",
            "|---|---|---|---|---|---|",
            *(f"| {' | '.join(row)} |" for row in rows),
            "",
        ]
    return lines


def main() -> None:
    print("\n".join(section()))


if __name__ == "__main__":
    main()
