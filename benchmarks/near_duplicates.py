"""Near-duplicate benchmark: are resubmitted papers found, and unrelated ones left alone?

Usage: python benchmarks/near_duplicates.py --pan DIR [--limit N] [--corpus-docs N]
       [--work build/bench-corpus]

Every document gets the sketch the corpus stores (``app.engine.fingerprints``) and its
super-shingles (``app.engine.sketches``); a pair is *found* when the two share a super-shingle
(what the corpus's index finds in a few look-ups) and is *called a near-duplicate* when their
sketches also agree on at least ``NEAR_DUPLICATE_RESEMBLANCE`` of their positions.

1. Resubmissions: each PAN 2013 source document against copies of itself made the way a
   student would hand in someone else's paper: with 2, 5, 10 or 20 % of the words replaced,
   dropped or added (``MarkovWriter.light_edit``), with its paragraphs in another order, with a
   quarter more text of its own, or with only its first half. Reported per kind: the share
   called a near-duplicate of its original, and the true and estimated resemblance.
2. Unrelated documents: every pair of the PAN sources and suspicious documents (the suspicious
   documents hold passages of the sources: real, partial reuse) and every pair of the
   ``--corpus-docs`` made-up documents of ``make bench-corpus`` (the same files, made here if
   missing), plus its papers against them: the pairs sharing a super-shingle and those called
   near-duplicates, with their true resemblance.
"""

from __future__ import annotations

import argparse
import functools
import random
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from app.engine.fingerprints import retrieval_grams  # noqa: E402
from app.engine.language import guess_language  # noqa: E402
from app.engine.shingles import resemblance  # noqa: E402
from app.engine.sketches import (  # noqa: E402
    NEAR_DUPLICATE_RESEMBLANCE,
    SKETCH_SIZE,
    SUPER_SHINGLES,
    minhash_sketch,
    sketch_resemblance,
    super_shingles,
)
from app.engine.tokens import word_forms  # noqa: E402
from benchmarks.corpus import PER_FOLDER, make_documents, make_papers  # noqa: E402
from benchmarks.synthetic import MarkovWriter, pan_texts  # noqa: E402


def grams_of(text: str) -> np.ndarray:
    forms = word_forms(text)
    return retrieval_grams(forms, guess_language(forms))


def _paragraphs(text: str) -> list[str]:
    return [p for p in text.split("\n\n") if p.strip()] or [text]


def variants(writer: MarkovWriter, rnd: random.Random) -> dict[str, Callable[[str], str]]:
    """How a resubmitted copy differs from the original."""

    def reordered(text: str) -> str:
        parts = _paragraphs(text)
        rnd.shuffle(parts)
        return "\n\n".join(parts)

    def padded(text: str) -> str:
        return text + "\n\n" + writer.words(max(20, len(text.split()) // 4))

    def half(text: str) -> str:
        words = text.split()
        return " ".join(words[: len(words) // 2])

    kinds: dict[str, Callable[[str], str]] = {
        f"{round(rate * 100)} % of words edited": functools.partial(writer.light_edit, rate=rate)
        for rate in (0.02, 0.05, 0.10, 0.20)
    }
    kinds |= {
        "paragraphs reordered": reordered,
        "a quarter more text": padded,
        "first half only": half,
    }
    return kinds


def called(a: np.ndarray, b: np.ndarray) -> bool:
    """Whether the corpus would call b a near-duplicate of a: a shared super-shingle, then the
    sketch estimate at or above the threshold."""
    shared = set(super_shingles(a)) & set(super_shingles(b))
    return bool(shared) and sketch_resemblance(a, b) >= NEAR_DUPLICATE_RESEMBLANCE


def resubmissions(texts: Sequence[str], writer: MarkovWriter) -> None:
    rnd = random.Random(18)
    print(f"\nResubmissions of {len(texts)} PAN source documents")
    print("kind                     called  resemblance (true: median, min)  estimate min")
    originals = [(grams_of(t), minhash_sketch(grams_of(t))) for t in texts]
    for kind, change in variants(writer, rnd).items():
        hits, true, estimates = 0, [], []
        for text, (grams, sketch) in zip(texts, originals, strict=True):
            copy = grams_of(change(text))
            copy_sketch = minhash_sketch(copy)
            hits += called(sketch, copy_sketch)
            true.append(resemblance(grams, copy))
            estimates.append(sketch_resemblance(sketch, copy_sketch))
        print(
            f"{kind:<24} {hits / len(texts):>6.3f}  {statistics.median(true):>17.3f} "
            f"{min(true):>6.3f}   {min(estimates):>11.3f}"
        )


def _sketched(texts: Sequence[str]) -> tuple[list[np.ndarray], list[np.ndarray], float]:
    """Grams and sketches of ``texts``, and the CPU seconds a word they took."""
    start = time.process_time()
    grams = [grams_of(t) for t in texts]
    sketches = [minhash_sketch(g) for g in grams]
    words = sum(len(t.split()) for t in texts)
    return grams, sketches, (time.process_time() - start) / max(words, 1)


def unrelated(name: str, texts: Sequence[str], queries: Sequence[str] = ()) -> None:
    """Pairs among ``texts`` (or, with ``queries``, of each query against ``texts``) that share
    a super-shingle, and those called near-duplicates, with their true resemblance."""
    grams, sketches, cost = _sketched(texts)
    index: dict[int, list[int]] = defaultdict(list)
    for n, sketch in enumerate(sketches):
        for value in super_shingles(sketch):
            index[value].append(n)
    if queries:
        q_grams, q_sketches, _ = _sketched(queries)
        pairs = {
            (q, n)
            for q, sketch in enumerate(q_sketches)
            for v in super_shingles(sketch)
            for n in index.get(v, ())
        }
        total = len(queries) * len(texts)
        what = f"{len(queries)} documents against {len(texts)}"
    else:
        q_grams, q_sketches = grams, sketches
        pairs = {(a, b) for d in index.values() for i, a in enumerate(d) for b in d[i + 1 :]}
        total = len(texts) * (len(texts) - 1) // 2
        what = f"{len(texts)} documents"
    estimates = {p: sketch_resemblance(q_sketches[p[0]], sketches[p[1]]) for p in pairs}
    flagged = sorted(p for p, e in estimates.items() if e >= NEAR_DUPLICATE_RESEMBLANCE)
    true = [resemblance(q_grams[a], grams[b]) for a, b in flagged]
    print(
        f"\n{name}: {what} ({cost * 1e6:.2f} µs a word of CPU for grams and sketches), "
        f"{total:,} pairs: {len(pairs)} share a super-shingle, {len(flagged)} called "
        "near-duplicates"
        + (f", their true resemblance {min(true):.3f}–{max(true):.3f}" if true else "")
    )
    below = sorted(e for p, e in estimates.items() if e < NEAR_DUPLICATE_RESEMBLANCE)
    if below:
        print(
            f"  sharing a super-shingle below the threshold: estimates {below[0]:.3f}–{below[-1]:.3f}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pan", type=Path, required=True, help="PAN 2013 text alignment folder")
    parser.add_argument(
        "--limit", type=int, default=None, help="PAN source documents to copy (0: no PAN part)"
    )
    parser.add_argument("--corpus-docs", type=int, default=10_000)
    parser.add_argument("--papers", type=int, default=20)
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "bench-corpus")
    args = parser.parse_args()
    print(
        f"sketch {SKETCH_SIZE} positions, {SUPER_SHINGLES} super-shingles of "
        f"{SKETCH_SIZE // SUPER_SHINGLES}, threshold {NEAR_DUPLICATE_RESEMBLANCE}"
    )
    sources = pan_texts(args.pan)
    writer = MarkovWriter(sources)
    if args.limit != 0:
        resubmissions(sources[: args.limit], writer)
        suspicious = [
            f.read_text(encoding="utf-8", errors="replace")
            for f in sorted((args.pan / "susp").glob("*.txt"))
        ]
        unrelated("PAN sources among themselves", sources)
        unrelated("PAN suspicious documents against the sources", sources, suspicious)
        unrelated("PAN suspicious documents among themselves", suspicious)
    if args.corpus_docs:
        files = make_documents(writer, args.work / "docs", args.corpus_docs)
        truth = make_papers(writer, files[:PER_FOLDER], args.work / "papers", args.papers)
        documents = [f.read_text(encoding="utf-8") for f in files]
        unrelated("make bench-corpus documents among themselves", documents)
        papers = [Path(entry["paper"]).read_text(encoding="utf-8") for entry in truth]
        unrelated("make bench-corpus papers against its documents", documents, papers)


if __name__ == "__main__":
    main()
