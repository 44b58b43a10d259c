"""Extraction benchmark: throughput on corpus pages, cost against page size, dictionary load.

Each figure is set against a baseline measured in the same run on the same bytes: a plain
selectolax parse plus `body.text()`. Single process, single core. Writes the "Extraction"
section of docs/benchmarks.md.

    .venv/bin/python -m bench extraction_bench
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from selectolax.lexbor import LexborHTMLParser

from vendorstack.extraction import EXTRACTOR_VERSION, extract
from vendorstack.extraction.dictionary import load_dictionary

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus"
DOCS = ROOT / "docs" / "benchmarks.md"
SIZES = (10_000, 100_000, 1_000_000, 10_000_000)
ROW = (
    "<tr><td>{name}</td><td>Hosting, storage and transactional email for the service</td>"
    "<td>United States</td><td><a href='https://example.com/dpa'>DPA</a></td></tr>\n"
)
NAMES = ("Amazon Web Services, Inc.", "Stripe, Inc.", "Twilio SendGrid", "Unknown Vendor Ltd")
LOAD_PROBE = """
import sys, time, tracemalloc, json, resource
import vendorstack.extraction
from vendorstack.extraction.dictionary import load_dictionary
from vendorstack.extraction.matcher import matcher_for
if sys.argv[1] == "memory":
    tracemalloc.start()
rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
t = time.perf_counter()
d = load_dictionary(); matcher_for(d)
elapsed = time.perf_counter() - t
peak = tracemalloc.get_traced_memory()[1] / 1e6 if tracemalloc.is_tracing() else 0.0
grown = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - rss) / 1024
print(json.dumps({"seconds": elapsed, "peak_mb": peak, "rss_mb": grown, "vendors": len(d)}))
"""


def run_extract(body: bytes) -> None:
    extract(body, content_type="text/html", source_url="u", company_domain="example.org")


def run_baseline(body: bytes) -> None:
    tree = LexborHTMLParser(body)
    if tree.body is not None:
        tree.body.text()


def per_call(func: Callable[[bytes], None], body: bytes, budget: float = 1.0) -> float:
    """Median CPU seconds per call over enough calls to fill `budget` seconds (3 at least);
    CPU time, so other processes on the machine do not count."""
    times: list[float] = []
    spent = 0.0
    while len(times) < 3 or spent < budget:
        start = time.process_time()
        func(body)
        times.append(time.process_time() - start)
        spent += times[-1]
    return statistics.median(times)


def corpus_pages() -> list[bytes]:
    """Every labelled disclosure page of the corpus (empty when it is absent)."""
    folders = sorted(CORPUS.glob("*/labels.json")) if CORPUS.is_dir() else []
    return [(f.parent / "page.html").read_bytes() for f in folders]


def synthetic_page(size: int) -> bytes:
    """A disclosure table of about `size` bytes."""
    head = "<html><head><title>Subprocessors</title></head><body><h1>Subprocessors</h1><table>"
    head += "<tr><th>Entity</th><th>Purpose</th><th>Location</th><th>DPA</th></tr>\n"
    rows: list[str] = []
    length = len(head)
    while length < size:
        rows.append(ROW.format(name=NAMES[len(rows) % len(NAMES)]))
        length += len(rows[-1])
    return (head + "".join(rows) + "</table></body></html>").encode()


def dictionary_load() -> dict[str, float]:
    """Load time and peak allocation of the dictionary plus matcher, each in a fresh process
    (package imports excluded; tracemalloc only in the memory run, as it slows Python)."""
    figures = {}
    for mode in ("time", "memory"):
        out = subprocess.run(
            [sys.executable, "-c", LOAD_PROBE, mode], capture_output=True, text=True, check=True
        )
        figures[mode] = json.loads(out.stdout)
    memory = figures["memory"]
    return {**figures["time"], "peak_mb": memory["peak_mb"], "rss_mb": memory["rss_mb"]}


def throughput(pages: list[bytes]) -> list[str]:
    """Pages per second on the median-size corpus page and over the whole corpus."""
    median = sorted(pages, key=len)[len(pages) // 2]
    ours = per_call(run_extract, median)
    base = per_call(run_baseline, median)
    start = time.process_time()
    for page in pages * 20:
        run_extract(page)
    whole = len(pages) * 20 / (time.process_time() - start)
    return [
        f"| median corpus page ({len(median) / 1000:.1f} KB) | {1 / ours:,.0f} pages/s | "
        f"{1 / base:,.0f} pages/s | {ours / base:.1f}x |",
        f"| all {len(pages)} corpus disclosures, 20 rounds | {whole:,.0f} pages/s | - | - |",
    ]


def scaling() -> list[str]:
    """Seconds per page at each size, with the per-MB cost to show linearity."""
    lines = []
    for size in SIZES:
        body = synthetic_page(size)
        budget = 1.0 if size < 10_000_000 else 0.1
        ours = per_call(run_extract, body, budget)
        base = per_call(run_baseline, body, budget)
        lines.append(
            f"| {size / 1000:,.0f} KB table | {ours * 1000:,.1f} ms ({ours / size * 1e9:,.0f} "
            f"ms/GB) | {base * 1000:,.1f} ms | {ours / base:.1f}x |"
        )
    return lines


def section() -> str:
    """The 'Extraction' section of docs/benchmarks.md."""
    load_dictionary()
    load = dictionary_load()
    pages = corpus_pages()
    rows = (throughput(pages) if pages else []) + scaling()
    return "\n".join(
        [
            "## Extraction",
            "",
            f"`python -m bench extraction_bench` (extractor {EXTRACTOR_VERSION}), one core, "
            "CPU time (median per call). Baseline: selectolax (lexbor) parse + `body.text()` of "
            "the same bytes, same run.",
            "",
            "| input | extract | baseline | ratio |",
            "|---|---|---|---|",
            *rows,
            "",
            f"Dictionary ({load['vendors']:.0f} vendors) + matcher, loaded once per process in "
            f"a fresh interpreter: {load['seconds'] * 1000:.0f} ms, "
            f"peak {load['peak_mb']:.1f} MB allocated by Python (tracemalloc), resident set "
            f"grown by {load['rss_mb']:.1f} MB (all allocators).",
            "",
        ]
    )


def write_section(text: str) -> None:
    """Replace (or append) the Extraction section, leaving other sections alone."""
    old = DOCS.read_text(encoding="utf-8") if DOCS.exists() else "# Benchmarks\n\n"
    start = old.find("## Extraction")
    if start < 0:
        DOCS.write_text(old.rstrip() + "\n\n" + text, encoding="utf-8")
        return
    end = old.find("\n## ", start + 1)
    tail = old[end + 1 :] if end >= 0 else ""
    DOCS.write_text(old[:start] + text + ("\n" + tail if tail else ""), encoding="utf-8")


def main() -> None:
    """Measure, print, and write docs/benchmarks.md."""
    text = section()
    print(text)
    write_section(text)


if __name__ == "__main__":
    main()
