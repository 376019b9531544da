"""Class check benchmark: 200 papers with planted collusion pairs, checked against each other.

Usage: python benchmarks/batch.py --pan DIR [--papers 200] [--pairs 12] [--corpus FILE]
       [--work build/bench-batch]

Papers (600–1,200 words) are written by the Markov chain of ``benchmarks/synthetic.py``; for each
planted pair, a passage of 60–150 words of paper A is copied into paper B, lightly edited (one
pair in three is copied word for word). Reported: planted pairs found (target: all), those
reported as collusion (text not found in the corpus: all of them, the planted text is in no
corpus document), other pairs reported, the clusters, and the time for the whole class
(extraction, the four stages, alignment of the flagged pairs and of the corpus candidates when
``--corpus`` is given).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from app.batch import check_class  # noqa: E402
from app.corpus import open_corpus  # noqa: E402
from benchmarks.synthetic import MarkovWriter, pan_texts, passage  # noqa: E402


def make_class(
    writer: MarkovWriter, folder: Path, papers: int, pairs: int
) -> list[tuple[str, str]]:
    """Write the class; the planted (copied-from, copied-into) pairs."""
    rnd = random.Random(5)
    folder.mkdir(parents=True, exist_ok=True)
    texts = [writer.words(rnd.randint(600, 1200)) for _ in range(papers)]
    order = rnd.sample(range(papers), 2 * pairs)
    planted = []
    for k in range(pairs):
        a, b = order[2 * k], order[2 * k + 1]
        copied = passage(texts[a], rnd.randint(60, 150), rnd)
        if k % 3:
            copied = writer.light_edit(copied)
        paragraphs = texts[b].split("\n\n")
        paragraphs.insert(rnd.randint(0, len(paragraphs)), copied)
        texts[b] = "\n\n".join(paragraphs)
        planted.append((f"student{a:03d}.txt", f"student{b:03d}.txt"))
    for n, text in enumerate(texts):
        (folder / f"student{n:03d}.txt").write_text(text + "\n", encoding="utf-8")
    return planted


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pan", type=Path, required=True, help="PAN 2013 text alignment folder")
    parser.add_argument("--papers", type=int, default=200)
    parser.add_argument("--pairs", type=int, default=12)
    parser.add_argument("--corpus", type=Path, help="also check against this corpus")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "bench-batch")
    args = parser.parse_args()
    writer = MarkovWriter(pan_texts(args.pan), seed=99)
    folder = args.work / "class"
    if folder.exists():
        for file in folder.glob("*.txt"):
            file.unlink()
    planted = make_class(writer, folder, args.papers, args.pairs)
    store = open_corpus(args.corpus, create=False) if args.corpus else None
    start = time.perf_counter()
    result = check_class([folder], store)
    seconds = time.perf_counter() - start
    found = {frozenset((Path(p.a).name, Path(p.b).name)) for p in result.pairs}
    collusion = {frozenset((Path(p.a).name, Path(p.b).name)) for p in result.pairs if p.collusion}
    wanted = {frozenset(p) for p in planted}
    figures = {
        "papers": len(result.papers),
        "planted_pairs": len(wanted),
        "planted_found": len(wanted & found),
        "planted_as_collusion": len(wanted & collusion),
        "other_pairs": len(found - wanted),
        "pairs_flagged_by_fingerprints": result.flagged,
        "clusters": len(result.clusters),
        "seconds": round(seconds, 1),
        "with_corpus": bool(store),
    }
    print(json.dumps(figures))
    missed = wanted - found
    for pair in missed:
        print("missed:", sorted(pair))
    for pair in found - wanted:
        p = next(x for x in result.pairs if {Path(x.a).name, Path(x.b).name} == set(pair))
        print(f"other: {sorted(pair)} {p.a_in_b:.3f} {p.b_in_a:.3f}")


if __name__ == "__main__":
    main()
