"""Retrieval keys and ranking replayed in memory on the corpus of ``make bench-pan-corpus``.

Usage: python benchmarks/retrieval_replay.py --pan DIR [--keys 4/18/3,4/8/3/5] [--min-shared 3]
       [--limit N] [--strong 0,10] [--dense 0,6 --words-from INDEX] [--stretch-extras 0,5,10]

``make bench-pan-corpus`` builds a 10,000-document SQLite index (minutes on two cores) for one
choice of stored keys. This script asks the cheaper question "would the true source be among
the 20 candidates?" for many choices at once: it reads the same documents (the PAN sources and
suspicious documents and the made-up documents of ``make bench-corpus``), keeps each one's
content-word hashes in memory, and for each choice of keys builds a sorted in-memory inverted
index (numpy), looks every paper's keys up in it and ranks with ``app.corpus.retrieval`` — the
ranking the product uses. It prints per PAN category the *candidate* recall (the source is
among the first 20, the paper itself left out), the stored keys per content word (what the
index size grows with) and the papers without a case that still get a candidate.
``--dense`` replays ``retrieval.select_candidates``'s dense candidates past the limit (keys per
1,000 words; 0: none); it needs each document's length in words, read from an index of the same
files (``--words-from``, e.g. the one ``make bench-pan-corpus`` built under build/).
Cost: one fingerprinting pass over ~20 M words, then O(K log K) per choice for K stored keys.
"""

from __future__ import annotations

import argparse
import functools
import sys
import time
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.pan import CASE_FEATURE, load_pairs, read_annotations  # noqa: E402
from benchmarks.pan_corpus import DOCUMENTS, select_pairs, synthetic_documents  # noqa: E402
from benchmarks.stretch_queries import TermIndex, extra_candidates  # noqa: E402


def content_of(path: Path) -> np.ndarray:
    """The content-word stem hashes of a corpus file, as the indexer sees its text."""
    from app.engine.fingerprints import _content_hashes
    from app.engine.language import guess_language
    from app.engine.tokens import word_forms
    from app.extract import extract

    forms = word_forms(extract(path).text)
    return _content_hashes(forms, guess_language(forms))


def replay_documents(pan: Path, documents: int = DOCUMENTS) -> tuple[list[Path], list[np.ndarray]]:
    """The files of ``make bench-pan-corpus``'s corpus (the PAN sources and suspicious
    documents, then the made-up documents up to ``documents``) and each one's content-word
    hashes (:func:`read_contents`, cached under build/retrieval-replay/)."""
    real = sorted((pan / "src").glob("*.txt")) + sorted((pan / "susp").glob("*.txt"))
    made_up = synthetic_documents(
        pan, ROOT / "build" / "bench-corpus" / "docs", max(0, documents - len(real))
    )
    files = real + made_up
    return files, read_contents(files, ROOT / "build" / "retrieval-replay" / "contents.npz")


def read_contents(files: Sequence[Path], cache: Path) -> list[np.ndarray]:
    """Every file's content-word hashes, cached in ``cache`` (keyed by the file names)."""
    names = "\n".join(f.name for f in files)
    if cache.exists():
        with np.load(cache) as stored:
            if str(stored["names"]) == names:
                flat, bounds = stored["flat"], stored["bounds"]
                return [flat[a:b] for a, b in zip(bounds[:-1], bounds[1:], strict=True)]
    start = time.process_time()
    contents = [content_of(f) for f in files]
    print(f"{len(files)} documents read in {time.process_time() - start:.0f} s CPU", flush=True)
    cache.parent.mkdir(parents=True, exist_ok=True)
    bounds = np.r_[0, np.cumsum([len(c) for c in contents])]
    np.savez(cache, names=np.array(names), flat=np.concatenate(contents), bounds=bounds)
    return contents


def stored_keys(
    content: np.ndarray, pair_window: int, reach: int, gram_window: int = 4
) -> np.ndarray:
    """The keys the index would keep for one document: grams winnowed by ``gram_window``,
    pairs within ``reach`` winnowed by ``pair_window`` (``fingerprints.document_fingerprints``)."""
    from app.engine.fingerprints import GRAM_WORDS, sample_grams
    from app.engine.shingles import shingle_hashes, sorted_distinct
    from app.engine.word_pairs import pair_keys

    grams = (
        sample_grams(shingle_hashes(content, GRAM_WORDS), len(content), "winnow", gram_window)
        if gram_window
        else np.zeros(0, dtype=np.uint64)
    )
    pairs = pair_keys(content, reach)
    pairs = sample_grams(pairs[pairs != 0], len(content), "winnow", pair_window)
    return sorted_distinct(np.concatenate([grams, pairs]))


def main(argv: Sequence[str] | None = None) -> int:
    """Read the corpus once, then replay each choice of keys and print its row."""
    from app.corpus.retrieval import (
        DENSE_EXTRA,
        DENSE_RESERVE,
        rank_candidates,
        select_candidates,
    )
    from app.engine.fingerprints import content_query_keys

    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--pan", type=Path, required=True)
    parser.add_argument("--documents", type=int, default=DOCUMENTS)
    parser.add_argument(
        "--keys",
        default="4/18/3",
        help="choices of keys: gram window/pair window/reach[/query reach], ...",
    )
    parser.add_argument("--min-shared", default="3", help="choices of retrieval.MIN_SHARED")
    parser.add_argument("--limit", type=int)
    parser.add_argument(
        "--candidates", default="20", help="choices of the candidates aligned (DEFAULT_CANDIDATES)"
    )
    parser.add_argument(
        "--strong",
        default="0",
        help="choices of S: candidates past the first N with at least S keys in a window are "
        "aligned too, up to 2N (0: none)",
    )
    parser.add_argument(
        "--dense",
        default="0",
        help="choices of retrieval.DENSE_PER_THOUSAND (0: no dense candidates past the limit)",
    )
    parser.add_argument(
        "--words-from", type=Path, help="an index of the same files: each document's words"
    )
    parser.add_argument(
        "--lost", action="store_true", help="print each true source outside the candidates"
    )
    parser.add_argument(
        "--stretch-extras",
        default="0",
        help="choices of E: the E best documents nominated by ranked queries from each stretch "
        "of the paper (benchmarks/stretch_queries.py) are aligned too (0: none)",
    )
    parser.add_argument(
        "--stretch-max-df",
        type=float,
        default=0.05,
        help="the stretch queries use stems held by at most this share of the documents",
    )
    args = parser.parse_args(argv)
    pan: Path = args.pan
    files, contents = replay_documents(pan, args.documents)
    index_of = {f.name: i for i, f in enumerate(files) if f.is_relative_to(pan)}
    every_pair = load_pairs(pan)
    cases = {
        p: read_annotations(p.truth, CASE_FEATURE) if p.truth.is_file() else [] for p in every_pair
    }
    other = {p.susp for p in every_pair if cases[p] or "no-plagiarism" not in p.category}
    pairs = select_pairs(every_pair, args.limit)
    papers = sorted({p.susp for p in pairs})
    case_free = [s for s in papers if s not in other]
    total_content = sum(len(c) for c in contents)
    words = [2 * len(c) for c in contents]  # about twice the content words, if no index
    if args.words_from:
        from app.corpus import open_corpus

        store = open_corpus(args.words_from, create=False)
        try:
            by_name = {Path(d.path).name: d.words for d in store.documents()}
        finally:
            store.close()
        words = [by_name[f.name] for f in files]
    elif args.dense != "0":
        parser.error("--dense needs --words-from")
    # The stretch queries' term index, built when first needed (once).
    terms = functools.cache(lambda: TermIndex.build(contents))

    for variant in args.keys.split(","):
        numbers = [int(v) for v in variant.split("/")]
        gram_window, pair_window, reach = numbers[:3]
        query_reach = numbers[3] if len(numbers) > 3 else reach
        stored = [stored_keys(c, pair_window, reach, gram_window) for c in contents]
        keys = np.concatenate(stored)
        docs = np.repeat(np.arange(len(stored)), [len(s) for s in stored])
        order = np.argsort(keys, kind="stable")
        keys, docs = keys[order], docs[order]
        queries = {}
        for susp in papers:
            query = content_query_keys(contents[index_of[susp]], query_reach)
            distinct = np.unique(query[query != 0])
            lo = np.searchsorted(keys, distinct, side="left")
            hi = np.searchsorted(keys, distinct, side="right")
            counts = hi - lo
            starts = np.repeat(lo - (np.cumsum(counts) - counts), counts)
            rows = (starts + np.arange(int(counts.sum()))).astype(np.int64)
            queries[susp] = (query, keys[rows], docs[rows].astype(np.int64))
        choices = [
            (int(m), int(n), int(strong), float(dense), int(extra))
            for m in args.min_shared.split(",")
            for n in args.candidates.split(",")
            for strong in args.strong.split(",")
            for dense in args.dense.split(",")
            for extra in args.stretch_extras.split(",")
        ]
        for min_shared, limit, strong, dense, extra in choices:
            found: dict[str, list[int]] = defaultdict(lambda: [0, 0])
            flagged = 0
            aligned = 0
            for susp in papers:
                query, hashes, owners = queries[susp]
                ranked = rank_candidates(
                    query,
                    hashes,
                    owners,
                    len(files),
                    limit=limit + DENSE_RESERVE,
                    min_shared=min_shared,
                    exclude={index_of[susp]},
                    stride=1 + query_reach,
                    strong=strong,
                )
                chosen = select_candidates(
                    ranked,
                    [words[c.doc_id] for c in ranked],
                    limit,
                    strong=strong,
                    extra=DENSE_EXTRA if dense else 0,
                    per_thousand=dense,
                )
                ranked = [ranked[i] for i in chosen]
                aligned += len(ranked)
                if args.lost:
                    full = rank_candidates(
                        query,
                        hashes,
                        owners,
                        len(files),
                        limit=len(files),
                        min_shared=1,
                        exclude={index_of[susp]},
                        stride=1 + query_reach,
                    )
                ids = {c.doc_id for c in ranked}
                if extra:
                    ids |= set(
                        extra_candidates(
                            terms(),
                            contents[index_of[susp]],
                            ids,
                            extra,
                            args.stretch_max_df,
                            exclude={index_of[susp]},
                        )
                    )
                    aligned += len(ids) - len(ranked)
                if susp in case_free and ids:
                    flagged += 1
                for pair in pairs:
                    if pair.susp == susp and cases[pair]:
                        found[pair.category][1] += 1
                        found[pair.category][0] += index_of[pair.src] in ids
                        if args.lost and index_of[pair.src] not in ids:
                            where = [
                                (i, c) for i, c in enumerate(full) if c.doc_id == index_of[pair.src]
                            ]
                            print(
                                f"  lost {pair.category[:12]} {susp} {pair.src}: "
                                + (
                                    f"rank {where[0][0]} shared {where[0][1].shared} "
                                    f"score {where[0][1].score:.1f} start {where[0][1].start}"
                                    if where
                                    else "no key"
                                ),
                                flush=True,
                            )
            cells = " | ".join(
                f"{name.split('-', 1)[1][:6]} {hit / total:.3f}"
                for name, (hit, total) in sorted(found.items())
            )
            print(
                f"grams/{gram_window} pairs/{pair_window} reach {reach}, query {query_reach} | "
                f"min {min_shared} | top {limit} strong {strong} dense {dense:g} | "
                f"aligned {aligned / len(papers):.1f}/paper | "
                f"{len(keys) / total_content:.3f} keys/content word "
                f"({len(keys):,}) | {cells} | case-free with a candidate "
                f"{flagged}/{len(case_free)}",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
