"""Engine cost on long and on degenerate texts: seconds and peak memory of one comparison.

Usage: python benchmarks/long_texts.py --pan DIR [--documents N]

Two long texts are made by joining PAN source documents (the first N, and the N starting at
N/2, so that half of them overlap); a spam page repeats one line 3,000 times and is compared
with itself. Each comparison runs in a fresh process so that its peak memory is its own.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_CHILD = """
import json, resource, sys, time
sys.path.insert(0, {root!r})
from app.engine.compare import analyse, compare
paper, source = (open(p, encoding="utf-8").read() for p in sys.argv[1:3])
start = time.perf_counter()
a, b = analyse(paper), analyse(source)
analysed = time.perf_counter()
match = compare(a, b)
done = time.perf_counter()
print(json.dumps({{
    "words": [a.words, b.words], "units": [a.unit_count, b.unit_count],
    "analyse_s": analysed - start, "compare_s": done - analysed,
    "passages": len(match.passages), "similarity": match.similarity,
    "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
}}))
"""


def measure(paper: Path, source: Path) -> dict:
    """One comparison in a child process; its figures as a dict."""
    child = subprocess.run(
        [sys.executable, "-c", _CHILD.format(root=str(ROOT)), str(paper), str(source)],
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(child.stdout)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--pan", type=Path, required=True, help="a PAN text-alignment corpus")
    parser.add_argument("--documents", type=int, default=120, help="documents per long text")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "long-texts")
    args = parser.parse_args(argv)
    sources = sorted((args.pan / "src").glob("*.txt"))
    if len(sources) < 2:
        parser.error(f"{args.pan}/src has no source documents")
    n = min(args.documents, len(sources))
    args.work.mkdir(parents=True, exist_ok=True)
    cases = {
        "long": (sources[:n], sources[n // 2 : n // 2 + n]),
    }
    written = {}
    for name, (first, second) in cases.items():
        for side, files in (("paper", first), ("source", second)):
            path = args.work / f"{name}-{side}.txt"
            path.write_text("\n\n".join(f.read_text(encoding="utf-8") for f in files), "utf-8")
            written[(name, side)] = path
    spam = args.work / "spam.txt"
    spam.write_text(
        "The same sentence appears again and again in this spam page of the web.\n" * 3000,
        "utf-8",
    )
    runs = {
        "long texts": (written[("long", "paper")], written[("long", "source")]),
        "spam page against itself": (spam, spam),
    }
    for label, (paper, source) in runs.items():
        r = measure(paper, source)
        print(
            f"{label}: {r['words'][0]:,} x {r['words'][1]:,} words "
            f"({r['units'][0]:,} x {r['units'][1]:,} units): analyse {r['analyse_s']:.2f} s, "
            f"compare {r['compare_s']:.2f} s, peak {r['peak_mb']:.0f} MB, "
            f"{r['passages']} passages, similarity {r['similarity']:.3f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
