"""Instructions callgrind counts for extracting every corpus page once (see
docs/benchmarks.md, "Extraction: instructions per page"): run it under valgrind for 1 and 3
rounds and halve the difference, which cancels start-up and the dictionary's load.

    PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        .venv/bin/python -m bench.extraction_instructions 1   # then 3
"""

from __future__ import annotations

import json
import sys

from bench.accuracy import CORPUS
from vendorstack.extraction import extract
from vendorstack.extraction.dictionary import load_dictionary


def pages() -> list[tuple[bytes, str]]:
    """Every corpus page with its company's domain."""
    out = []
    for folder in sorted(CORPUS.iterdir()):
        if (folder / "page.html").exists():
            meta = json.loads((folder / "meta.json").read_text())
            out.append(((folder / "page.html").read_bytes(), str(meta["domain"])))
    return out


def main() -> None:
    load_dictionary()
    corpus = pages()
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    for _ in range(rounds):
        for body, domain in corpus:
            extract(body, content_type="text/html", source_url="u", company_domain=domain)


if __name__ == "__main__":
    main()
