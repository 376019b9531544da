"""Every .txt of a corpus read through ``extract`` equals the file's content, character for character.

Usage: python benchmarks/pan_fidelity.py DIR   (e.g. ../shared/data/pan13-text-alignment-train-dev)
Exit code 0 when all files match, 1 otherwise.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.extract import extract  # noqa: E402


def main() -> int:
    if len(sys.argv) != 2 or not Path(sys.argv[1]).is_dir():
        print(__doc__, file=sys.stderr)
        return 2
    files = sorted(Path(sys.argv[1]).rglob("*.txt"))
    mismatches, size = [], 0
    start = time.perf_counter()
    for path in files:
        with open(path, encoding="utf-8", newline="") as stream:
            expected = stream.read()
        size += path.stat().st_size
        got = extract(path).text
        if got != expected:
            mismatches.append(f"{path}: {len(got)} vs {len(expected)} characters")
    seconds = time.perf_counter() - start
    print(
        f"{len(files)} .txt files, {size / 1e6:.1f} MB, {seconds:.1f} s ({size / 1e6 / seconds:.1f} MB/s)"
    )
    print(f"identical: {len(files) - len(mismatches)}, different: {len(mismatches)}")
    for line in mismatches[:20]:
        print("  " + line)
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
