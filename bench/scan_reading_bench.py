"""Instructions the scanner spends reading pages, counted by valgrind (steady on a busy machine).

Per pass over the ../shared/corpus pages: the extractor alone (the baseline, same run), the
scanner's own signals (`read_signals`), the whole verdict (`judge`: signals, extractor, decoy
check) and scoring every link of every page with the words of 13 languages (`link_score`), with
the word-score caches kept (a site's nav and footer recur on each of its pages: each pass after
the first hits them) and cleared before every page. Each workload runs twice under callgrind
(1 and 3 passes); the difference, halved, cancels start-up and imports.

    .venv/bin/python -m bench scan_reading_bench     # about 4 minutes; needs valgrind
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"
WORKLOADS = ("extract", "read_signals", "judge", "link_score", "link_score, caches cleared")
_COLLECTED = re.compile(r"Collected : (\d+)")


def _count(workload: str, passes: int) -> int:
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"]
    command += [sys.executable, "-m", "bench.scan_reading_bench", workload, str(passes)]
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    result = subprocess.run(command, capture_output=True, text=True, env=env, check=True)
    return int(_COLLECTED.findall(result.stderr)[-1])


def _per_pass(workload: str) -> float:
    with ThreadPoolExecutor(max_workers=2) as pool:
        once, thrice = pool.map(lambda n: _count(workload, n), (1, 3))
    return (thrice - once) / 2


def main() -> None:
    if shutil.which("valgrind") is None or not CORPUS.is_dir():
        print("needs valgrind and ../shared/corpus; skipped")
        return
    counts = {workload: _per_pass(workload) for workload in WORKLOADS}
    base = counts["extract"]
    print(f"{'per pass over the corpus pages':<32}{'instructions':>16}{'/ extract':>12}")
    for workload, count in counts.items():
        print(f"{workload:<32}{count:>16,.0f}{count / base:>12.2f}")


def _workload(name: str) -> Callable[[bytes], object]:
    from vendorstack.extraction import extract
    from vendorstack.scanning import candidates
    from vendorstack.scanning.confirm import judge
    from vendorstack.scanning.fetch import FetchedPage
    from vendorstack.scanning.links import html_links
    from vendorstack.scanning.signals import read_signals

    def score(body: bytes, *, clear: bool = False) -> object:
        if clear:
            candidates.text_score.cache_clear()
            candidates.reads_as_guide.cache_clear()
        links = html_links(body, "https://acme.example/")
        return [candidates.link_score(link, 1, same_site=True) for link in links]

    def verdict(body: bytes) -> object:
        page = FetchedPage("https://acme.example/x", 200, "text/html", body, ())
        return judge(page, domain="acme.example", worded=False, home_url="https://acme.example/")

    return {
        "extract": lambda body: extract(
            body,
            content_type="text/html",
            source_url="https://acme.example/x",
            company_domain="acme.example",
        ),
        "read_signals": lambda body: read_signals(body, "text/html").reads_like_disclosure,
        "judge": verdict,
        "link_score": score,
        "link_score, caches cleared": lambda body: score(body, clear=True),
    }[name]


def _child(name: str, passes: int) -> None:
    pages = [(d / "page.html").read_bytes() for d in sorted(CORPUS.iterdir()) if d.is_dir()]
    work = _workload(name)
    for _ in range(passes):
        for body in pages:
            work(body)


if __name__ == "__main__":
    _child(sys.argv[1], int(sys.argv[2]))
