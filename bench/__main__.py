"""Run every benchmark module (`bench/*_bench.py`), or the ones named on the command line."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path


def main() -> None:
    names = sys.argv[1:] or sorted(p.stem for p in Path(__file__).parent.glob("*_bench.py"))
    for name in names:
        print(f"== {name}", flush=True)
        importlib.import_module(f"bench.{name}").main()


if __name__ == "__main__":
    main()
