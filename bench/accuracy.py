"""Score the extractor on ../shared/corpus and ../shared/corpus2; write docs/accuracy.md.

Scoring: per page, the set of canonical vendor slugs claimed against the set labelled (a vendor
on several rows counts once per page). Overall figures are micro-averaged over pages (summed
true/false positives and misses). A negative page scores every claimed vendor as a false
positive and must read `is_disclosure=False`. Quotes are checked verbatim, after whitespace
normalisation, against two renderings of the page: browser-like and text nodes joined by
nothing; a quote counts only when both hold it, whole or segment by segment (a row is quoted
as its cells and lines joined by " | ", each verbatim).
Category agreement: the labels of recalled vendors that a claim of that vendor on the page
answers with the label's category (the careful reader's). Unclassified:
the rows that name a vendor the dictionary lacks but whose wording names no function
(`unmatched_rows` with reason `no_category`), as a share of all vendor rows read.
"""

from __future__ import annotations

import json
import sys
import textwrap
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from selectolax.lexbor import LexborHTMLParser, LexborNode

from vendorstack.extraction import EXTRACTOR_VERSION, Extraction, extract
from vendorstack.extraction.dictionary import load_dictionary
from vendorstack.extraction.render import SEPARATOR

if TYPE_CHECKING:
    from bench.scan_accuracy import ScanScore

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus"
CORPUS2 = ROOT.parent / "shared" / "corpus2"  # set 1 of issue 16, published after it was scored
REPORT = ROOT / "docs" / "accuracy.md"
# The referee renders pages on its own rather than with `extraction.html_rows`, so a mistake in
# the extractor's idea of inline elements cannot also hide itself from the verbatim check.
_INVISIBLE = frozenset({"script", "style", "noscript", "template", "head", "-comment"})
_INLINE = frozenset(
    [
        "a",
        "abbr",
        "b",
        "bdi",
        "bdo",
        "cite",
        "code",
        "data",
        "dfn",
        "em",
        "i",
        "kbd",
        "mark",
        "q",
        "s",
        "samp",
        "small",
        "span",
        "strong",
        "sub",
        "sup",
        "time",
        "u",
        "var",
        "wbr",
        "font",
        "label",
        "img",
        "big",
        "tt",
        "ins",
        "del",
    ]
)


@dataclass(frozen=True, slots=True)
class PageScore:
    """One corpus page's result."""

    domain: str
    kind: str
    gold: frozenset[str]
    found: frozenset[str]
    is_disclosure: bool
    quotes: int
    quotes_ok: int
    covered: int
    labelled: int = 0
    categories_right: int = 0
    rows: int = 0
    unclassified: int = 0
    unmatched: int = 0

    @property
    def tp(self) -> int:
        return len(self.gold & self.found)

    @property
    def fp(self) -> int:
        return len(self.found - self.gold)

    @property
    def fn(self) -> int:
        return len(self.gold - self.found)

    @property
    def disclosure_ok(self) -> bool:
        return self.is_disclosure == (self.kind != "negative")


def prf(tp: int, fp: int, fn: int) -> tuple[float, float, float]:
    """Precision, recall, F1; an empty side scores 1.0 (nothing claimed wrongly / missed)."""
    p = tp / (tp + fp) if tp + fp else 1.0
    r = tp / (tp + fn) if tp + fn else 1.0
    return p, r, (2 * p * r / (p + r) if p + r else 0.0)


def visible_text(html: str) -> str:
    """The page's rendered text, whitespace-normalised: inline runs joined, blocks spaced."""
    tree = LexborHTMLParser(html)
    parts: list[str] = []
    if tree.body is not None:
        _render(tree.body, parts)
    return " ".join("".join(parts).split())


def _render(node: LexborNode, parts: list[str]) -> None:
    for child in node.iter(include_text=True):
        tag = child.tag or ""
        if tag == "-text":
            parts.append(child.text_content or "")
        elif tag not in _INVISIBLE:
            gap = "" if tag in _INLINE else " "
            parts.append(gap)
            _render(child, parts)
            parts.append(gap)


def renderings(html: str) -> list[str]:
    """The page's text as a browser renders it, and as its text nodes joined by nothing
    (what `get_text()` gives: a quote segment never straddles a block boundary), both
    whitespace-normalised. Text nodes joined by a space are no rendering: they put spaces a
    reader never sees inside "<b>Stripe</b>, Inc."."""
    body = LexborHTMLParser(html).body
    joined = [body.text(separator="")] if body is not None else []
    return [visible_text(html), *(" ".join(t.split()) for t in joined)]


def quotes_of(result: Extraction) -> list[str]:
    """Every evidence quote the extraction gives."""
    quotes = [c.quote for c in result.claims] + [u.quote for u in result.unmatched_rows]
    return quotes + ([result.sms_evidence.quote] if result.sms_evidence else [])


def score_page(folder: Path, source: str = "page.html") -> PageScore:
    """Run the extractor on one corpus file (the rendered page by default) and compare with
    the folder's labels. Markdown sources are read as `text/markdown`, quoted from raw text."""
    meta = json.loads((folder / "meta.json").read_text())
    raw = (folder / source).read_text(encoding="utf-8")
    html = source.endswith(".html")
    result = extract(
        raw.encode(),
        content_type="text/html" if html else "text/markdown",
        source_url=meta.get("live_url_guess", ""),
        company_domain=meta["domain"],
    )
    texts = renderings(raw) if html else [" ".join(raw.split())]
    kind = meta.get("kind", "disclosure")
    return scored(meta["domain"], kind, folder, result, result.is_disclosure, texts)


def scored(
    domain: str,
    kind: str,
    folder: Path,
    result: Extraction,
    is_disclosure: bool,
    texts: list[str],
) -> PageScore:
    """`result`'s claims and quotes against the labels in `folder` and the page's `texts`."""
    labels_path = folder / "labels.json"
    labels = json.loads(labels_path.read_text()) if labels_path.exists() else []
    gold = frozenset(label["canonical"] for label in labels)
    quotes = quotes_of(result)
    dictionary = load_dictionary()
    found = frozenset(c.vendor for c in result.claims)
    recalled = [(x["canonical"], x["category"]) for x in labels if x["canonical"] in found]
    return PageScore(
        domain=domain,
        kind=kind,
        gold=gold,
        found=found,
        is_disclosure=is_disclosure,
        quotes=len(quotes),
        quotes_ok=verbatim(quotes, texts),
        covered=sum(slug in dictionary for slug in gold),
        labelled=len(recalled),
        categories_right=categories_right(recalled, result),
        rows=result.row_count,
        unclassified=sum(u.reason == "no_category" for u in result.unmatched_rows),
        unmatched=len(result.unmatched_rows),
    )


def categories_right(labels: list[tuple[str, str]], result: Extraction) -> int:
    """Labels (vendor, category) that some claim of that vendor on the page answers."""
    claimed = {(c.vendor, c.category) for c in result.claims}
    return sum(label in claimed for label in labels)


def verbatim(quotes: list[str], texts: list[str]) -> int:
    """How many quotes every rendering of the page holds (see `is_verbatim`)."""
    return sum(is_verbatim(quote, texts) for quote in quotes)


def is_verbatim(quote: str, texts: list[str]) -> bool:
    """Every rendering holds the quote, whitespace-normalised: whole, or each of its
    segments (a row's cells and lines are quoted joined by `SEPARATOR`)."""
    whole = " ".join(quote.split())
    segments = whole.split(SEPARATOR)
    return all(whole in text or all(s in text for s in segments) for text in texts)


def score_corpus(corpus: Path = CORPUS) -> list[PageScore]:
    """Every entry of the corpus, sorted by domain."""
    return [score_page(d) for d in sorted(corpus.iterdir()) if (d / "meta.json").exists()]


def score_sources(corpus: Path = CORPUS) -> list[PageScore]:
    """The entries whose published source is markdown or MDX, read as served markdown."""
    folders = [d for d in sorted(corpus.iterdir()) if (d / "meta.json").exists()]
    return [
        score_page(d, source.name)
        for d in folders
        for source in sorted(d.glob("source.md*"))
        if source.suffix in (".md", ".mdx")
    ]


def totals(scores: list[PageScore]) -> dict[str, float]:
    """Overall micro-averaged figures plus coverage, quote and disclosure rates."""
    tp, fp, fn = (sum(getattr(s, k) for s in scores) for k in ("tp", "fp", "fn"))
    p, r, f = prf(tp, fp, fn)
    gold = sum(len(s.gold) for s in scores)
    quotes = sum(s.quotes for s in scores)
    labelled = sum(s.labelled for s in scores)
    rows = sum(s.rows for s in scores)
    return {
        "precision": p,
        "recall": r,
        "f1": f,
        "coverage": sum(s.covered for s in scores) / gold if gold else 1.0,
        "quotes_verbatim": sum(s.quotes_ok for s in scores) / quotes if quotes else 1.0,
        "disclosure_accuracy": sum(s.disclosure_ok for s in scores) / len(scores),
        "category_agreement": sum(s.categories_right for s in scores) / labelled
        if labelled
        else 1.0,
        "unmatched_share": sum(s.unmatched for s in scores) / rows if rows else 0.0,
        "unclassified_share": sum(s.unclassified for s in scores) / rows if rows else 0.0,
        "pages": float(len(scores)),
    }


def table(scores: list[PageScore]) -> list[str]:
    """A markdown table, one line per page, misses and extras named."""
    lines = [
        "| page | kind | P | R | F1 | disclosure | quotes | missed | extra |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for s in scores:
        p, r, f = prf(s.tp, s.fp, s.fn)
        missed = ", ".join(sorted(s.gold - s.found)) or "-"
        extra = ", ".join(sorted(s.found - s.gold)) or "-"
        ok = "ok" if s.disclosure_ok else "WRONG"
        lines.append(
            f"| {s.domain} | {s.kind} | {p:.2f} | {r:.2f} | {f:.2f} | {ok} | "
            f"{s.quotes_ok}/{s.quotes} | {missed} | {extra} |"
        )
    return lines


DECISIONS = """## How the extractor decides (what the figures measure)

The rules in full, with the slug rules and the unmatched-row reasons, are in
docs/extraction.md; this is the summary.

- **Rows.** HTML is walked like a browser renders it (inline text joined, blocks spaced);
  `nav`, site `header`, `footer`, `aside`, forms, cookie/consent banners, menus and lists of
  internal links are skipped. Rows are table rows (the header picks the name and purpose
  columns, in English, German, French, Dutch, Spanish, Italian and Portuguese), list items
  (the lead before " - ", ": ", ". " names the entity, or the name after a purpose label:
  "Payroll processing: Norvale GmbH"; nested lists of labelled details word their item),
  definition terms, a short heading naming a vendor plus its paragraph, cards (small boxes
  of short lines, a `<details>`, a bold name over `<br>` lines), short paragraphs led by a
  vendor, the bold or linked names of a disclosure's prose sections, and prose sentences of
  paragraphs that speak of (sub-)processors. Table cells spanning rows word every row; a
  table written sideways (a `th` column of column titles) is read a row per column; a box
  of `<br>` lines that all split into the same dash- or bar-separated fields is a row per
  line; an item made only of separate inline elements (a logo, name and purpose spans) is
  read like a headerless table row; an item holding a nested list heads its rows like a
  heading when it is one phrase naming no vendor.
  Footnote markers (`<sup>1</sup>`) and badges (`<span class="badge">`) beside a name are
  left out of its text (a boundary in the quote); soft hyphens and zero-width characters
  are out of the text names are read from. Markdown, plain text and PDF text go through
  one line parser: pipe tables, bullets, headings; flattened tables are read by their
  header line and their padded or dash-separated fields.
- **Vendors the dictionary lacks.** In a confirmed disclosure, a naming position (a
  header-chosen table cell, a list or table that also names a dictionary vendor, a list a
  vendor-list heading or paragraph announces, a definition term, a heading over a block, a
  marked name in a section's prose) names a vendor when its text reads as a company name:
  capitalised words or a legal form, short, not a description ("Hosting provider"), a
  country, a date, an address or a sentence. A legal entity's trade name ("(trading as X)",
  "(Marke: X)", "h.o.d.n. X") is the vendor. Its slug comes from a link to its own site
  (its name, a website column, a linked service cell), else from its name without legal form
  and designators; it is claimed in the category its row's wording (or its section heading)
  names, `reviewed: false`; a row whose wording names no function stays unmatched
  (`no_category`).
- **Not vendors.** Sections headed (in any supported language) affiliates / group companies /
  former / removed / changes / independent controllers / not sub-processors / examples /
  integrations / cookies; lists introduced by a paragraph saying the vendors below are not
  (or no longer) sub-processors; rows saying a vendor was removed or whose category cell
  says affiliate; "powered by" and copyright lines; the company itself (dictionary entries
  on its domain, names starting with its brand, links to its own site); names given as
  examples ("such as X", "z. B. X") or as the company's own product ("our X"); a vendor
  mentioned after another company's name in its cell ("Norvale GmbH (hosted on AWS)");
  cookie tables; vendors nested under another vendor's list item (onward processors).
- **Prose.** Sentences count only in paragraphs that speak of (sub-)processors; on a page
  with a real list (three vendor rows or more), unmarked prose may only repeat listed
  vendors unless the sentence opens with the vendor. In a disclosure's sections, marked
  names are the vendors: unmarked mentions there are passing; a paragraph that marks none
  names its vendors by a legal form. A name the company says it does not (or no longer)
  use is not claimed.
- **Matching.** One Aho-Corasick pass per text, whole words only, leftmost-longest alias.
  Strict aliases (and one-word aliases that are common words in a supported language)
  match in exact case and only where a row names its entity, never in prose; an alias that
  closes a longer unknown name ("X Software AG") is not a match.
- **Categories.** The row's wording decides: the vendor's primary category when the row
  names it; otherwise a strong keyword (one naming a function outright) moves a vendor
  listed in several categories to that function ("Google - single sign-on" is
  auth_identity); generic words ("support", "security") never move it. A conglomerate named
  by its company name becomes the product the row names or whose category its keywords
  favour. Keywords exist in all seven languages, with compound heads for German and Dutch.
- **Quotes.** The whole row as a person reads it: each segment between block boundaries (a
  cell, a paragraph, a line) verbatim and whitespace-normalised, joined by " | ", so the
  quote and the tier do not change with the whitespace between tags (checked above two
  ways). Unmatched rows are quoted the same way.
- **Tiers.** `vendor_keyword` when the quote also holds a keyword of the chosen category;
  `vendor` otherwise (a reviewed vendor's primary category, or a discovered vendor's
  section heading; before issue 9's second pass that case was `vendor_keyword` too, though
  its quote held no keyword). SMS wording without an SMS
  vendor sets `sends_sms` with a `vendor_inferred_sms` evidence claim outside `claims`.
- **Disclosure.** Sub-processor wording (any supported language) in a heading; or in the text
  with a vendor row; or a title or main heading naming a vendor list with two vendor rows.
  Guides, templates and pages that talk of "your sub-processors" never; a policy, cookie,
  security, trust or integration page only with a sub-processor heading over three listed
  vendor rows; error and sign-in pages never. Pages that are not disclosures yield no
  claims; `row_count` is vendor rows plus unmatched rows.
- **Known disagreements with the labels.** The corpus labels `decisionrules_as` on
  decisionrules.io (the company itself); the spec says the company is never its own vendor.
"""


def scan_totals(scans: list[ScanScore]) -> dict[str, float]:
    """The page measures over whole scans, plus the share of `disclosure_url`s right."""
    figures = totals([scan.page for scan in scans])
    return {**figures, "urls_right": sum(scan.url_ok for scan in scans) / len(scans)}


def scan_section(scans: list[ScanScore], name: str = "corpus") -> list[str]:
    """The whole-scan figures: claims scored like pages, plus where each scan landed."""
    t = totals([scan.page for scan in scans])
    right = sum(scan.url_ok for scan in scans)
    summary = (
        "Each corpus company served as a site by the local test web (its page at its"
        " `live_url_guess`, linked the way real sites link it; negatives as ordinary sites),"
        " scanned by `scan_domain` from the bare domain, its claims scored as above (quotes"
        f" against the served page): precision {t['precision']:.3f}, recall {t['recall']:.3f},"
        f" F1 {t['f1']:.3f}, quotes verbatim {t['quotes_verbatim']:.3f}, found/not found right"
        f" {t['disclosure_accuracy']:.3f}, `disclosure_url` right {right}/{len(scans)}, category"
        f" agreement {t['category_agreement']:.3f}."
    )
    lines = [
        f"### `{name}`: whole scans through the local test web",
        "",
        textwrap.fill(summary, width=96),
        "",
        "| site | outcome | requests | disclosure_url | P | R | quotes | missed | extra |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for scan in scans:
        s = scan.page
        p, r, _ = prf(s.tp, s.fp, s.fn)
        missed = ", ".join(sorted(s.gold - s.found)) or "-"
        extra = ", ".join(sorted(s.found - s.gold)) or "-"
        where = "right" if scan.url_ok else f"WRONG: {scan.disclosure_url}"
        lines.append(
            f"| {s.domain} | {scan.outcome} | {scan.requests} | {where} | {p:.2f} | {r:.2f} | "
            f"{s.quotes_ok}/{s.quotes} | {missed} | {extra} |"
        )
    return [*lines, ""]


@dataclass(frozen=True, slots=True)
class CorpusRun:
    """One corpus scored three ways: rendered pages, markdown sources, whole scans."""

    name: str
    pages: list[PageScore]
    sources: list[PageScore]
    scans: list[ScanScore]


def score_run(name: str, corpus: Path) -> CorpusRun:
    """Score `corpus` (named `name` in the report) every way."""
    from bench.scan_accuracy import score_scans  # it builds on this module's scoring

    return CorpusRun(name, score_corpus(corpus), score_sources(corpus), score_scans(corpus))


def overview(runs: list[CorpusRun]) -> list[str]:
    """The overall figures of each corpus and of all of them together, side by side."""
    every = [s for run in runs for s in run.pages]
    columns = [totals(run.pages) for run in runs] + ([totals(every)] if len(runs) > 1 else [])
    names = [f"`{run.name}`" for run in runs] + (["together"] if len(runs) > 1 else [])
    lines = [
        "| measure | " + " | ".join(names) + " |",
        "|---|" + "---|" * len(names),
    ]
    for key in columns[0]:
        lines.append(f"| {key} | " + " | ".join(_figure(c[key]) for c in columns) + " |")
    return lines


def _figure(value: float) -> str:
    return f"{value:.3f}" if value != int(value) or value <= 1 else f"{int(value)}"


def corpus_section(run: CorpusRun) -> list[str]:
    """One corpus's per-page table, its markdown sources and its whole scans."""
    st = totals(run.sources)
    markdown = [
        f"### `{run.name}` as served markdown",
        "",
        f"The {len(run.sources)} entries published as markdown/MDX, their `source.*` read as "
        f"`text/markdown` (quotes checked against the raw text): precision "
        f"{st['precision']:.3f}, recall {st['recall']:.3f}, F1 {st['f1']:.3f}, quotes "
        f"verbatim {st['quotes_verbatim']:.3f}, disclosure accuracy "
        f"{st['disclosure_accuracy']:.3f}, category agreement {st['category_agreement']:.3f}.",
        "",
        *table(run.sources),
        "",
    ]
    pages = [f"## `{run.name}`, page by page", "", *table(run.pages), ""]
    return [*pages, *markdown, *scan_section(run.scans, run.name)]


def report(runs: list[CorpusRun], synthetic: list[str] | None = None) -> str:
    """docs/accuracy.md: the method, the overall figures and the per-page tables."""
    count = sum(len(run.pages) for run in runs)
    where = " and ".join(f"`../shared/{run.name}`" for run in runs)
    head = [
        "# Extraction accuracy",
        "",
        f"Generated by `make accuracy` (`python -m bench.accuracy`), extractor "
        f"{EXTRACTOR_VERSION}, dictionary of {len(load_dictionary())} vendors, on "
        f"{count} labelled pages of {where}.",
        "",
        (__doc__ or "").split("\n\n", 1)[1].strip(),
        "",
        *overview(runs),
        "",
    ]
    sections = [line for run in runs for line in corpus_section(run)]
    return "\n".join([*head, *sections, *(synthetic or []), DECISIONS])


def main() -> None:
    """Score, print, write the report; exit 1 when the corpus is absent."""
    if not CORPUS.is_dir():
        print(f"corpus not found at {CORPUS}", file=sys.stderr)
        raise SystemExit(1)
    from bench.category_disagreements import section as categories_section
    from bench.independent_accuracy import doc_section
    from bench.layouts_accuracy import doc_section as layouts_section
    from bench.names_accuracy import names_section
    from bench.prose_accuracy import doc_section as prose_section
    from bench.synthetic_accuracy import section

    runs = [score_run(c.name, c) for c in (CORPUS, CORPUS2) if c.is_dir()]
    synthetic = [
        *categories_section(),
        *names_section(),
        *section(),
        *doc_section(),
        *layouts_section(),
        *prose_section(),
    ]
    text = report(runs, synthetic)
    print(text)
    REPORT.parent.mkdir(exist_ok=True)
    REPORT.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
