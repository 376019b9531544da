"""Ranked queries from each stretch of a paper against a term index of the corpus, in memory.

Issue 14 names a second way to retrieve sources that a paraphrase cannot break: "ranked
queries made from each stretch of the paper against a full-text index of the corpus (BM25;
PAN's source-retrieval track)". This module replays that idea on the content-word stem hashes
that ``benchmarks/retrieval_replay.py`` reads (the indexer's view of each document), so its
effect on the candidates can be measured before anything is stored:

* the index holds, for every document, its *distinct* content stems (binary term frequency:
  what an FTS5 table with ``detail=none`` keeps, ~1.5 bytes a posting);
* each stretch of ``STRETCH`` content words of the paper (every ``STEP`` words) is one query:
  its distinct stems held by at most ``max_df`` of the documents, each weighing its BM25 idf;
  a document scores the sum of the weights of the query's stems it holds, scaled by BM25's
  length normalisation (k1 = 1.2, b = 0.75);
* each stretch nominates its best document; a document's merit is its best score divided by the
  query's whole weight (the share of the stretch's rare stems it holds), and the ``extras``
  best nominated documents that the key ranking did not already choose are aligned too.

Cost: O(P log P) to build for P postings, then per stretch O(q log V + r) for its q stems among
V distinct stems and the r postings they read.

``python benchmarks/stretch_queries.py --pan DIR --extras 10`` is the what-if end to end: it
runs ``make bench-pan-corpus`` (``benchmarks/pan_corpus.py``, the same index and the same
``check_document``) with each paper's candidates joined by its ``--extras`` stretch-query
documents (``app.check.corpus_candidates`` wrapped in this process only), so the table shows
what the reports would hold if the corpus kept such a term index. Nothing is stored: the terms
come from the documents' files, read as ``benchmarks/retrieval_replay.py`` reads them. Its
``last-run.json`` (under ``--work``) records this run's misses.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

#: Content words per query, and the step between queries (stretches overlap by half).
STRETCH = 50
STEP = 25
#: BM25's parameters (Robertson & Zaragoza 2009's usual values).
K1 = 1.2
B = 0.75


@dataclass(frozen=True)
class TermIndex:
    """Every document's distinct content stems, as postings sorted by stem."""

    stems: NDArray[np.uint64]  # the distinct stems, ascending
    first: NDArray[np.int64]  # where each stem's postings start
    df: NDArray[np.int64]  # how many documents hold each stem
    docs: NDArray[np.int64]  # the postings: document numbers, grouped by stem
    length_weight: NDArray[np.float64]  # BM25's (k1 + 1) / (1 + k1 (1 - b + b dl/avgdl))

    @classmethod
    def build(cls, contents: Sequence[NDArray[np.uint64]]) -> TermIndex:
        """The index of ``contents`` (each document's content-stem hashes in text order; 0 is
        no stem). O(P log P) for P postings."""
        held = [np.unique(c[c != 0]) for c in contents]
        stems = np.concatenate(held) if held else np.zeros(0, dtype=np.uint64)
        docs = np.repeat(np.arange(len(held), dtype=np.int64), [len(h) for h in held])
        order = np.argsort(stems, kind="stable")
        stems, docs = stems[order], docs[order]
        first = np.flatnonzero(np.r_[True, stems[1:] != stems[:-1]]) if len(stems) else stems
        lengths = np.array([np.count_nonzero(c) for c in contents], dtype=np.float64)
        mean = float(lengths.mean()) if len(lengths) and lengths.mean() > 0 else 1.0
        return cls(
            stems=stems[first],
            first=first.astype(np.int64),
            df=np.diff(np.r_[first, len(stems)]).astype(np.int64),
            docs=docs,
            length_weight=(K1 + 1) / (1 + K1 * (1 - B + B * lengths / mean)),
        )

    @property
    def size(self) -> int:
        return len(self.length_weight)

    def idf(self, slots: NDArray[np.intp]) -> NDArray[np.float64]:
        """BM25's idf of the stems at ``slots``: log(1 + (N - df + 0.5) / (df + 0.5))."""
        df = self.df[slots].astype(np.float64)
        return np.log1p((self.size - df + 0.5) / (df + 0.5))

    def best_document(
        self, query: NDArray[np.uint64], max_df: float, exclude: Collection[int] = ()
    ) -> tuple[int, float] | None:
        """The document that best answers one stretch's stems, and its merit (its score over the
        query's whole weight), or None when no rare stem of the query is held by another
        document. O(q log V + r)."""
        distinct = np.unique(query[query != 0])
        slots = np.searchsorted(self.stems, distinct).clip(max=max(len(self.stems) - 1, 0))
        if not len(self.stems):
            return None
        slots = slots[self.stems[slots] == distinct]
        slots = slots[self.df[slots] <= max_df * self.size]
        if not len(slots):
            return None
        counts = self.df[slots]
        starts = np.repeat(self.first[slots] - (np.cumsum(counts) - counts), counts)
        rows = starts + np.arange(int(counts.sum()))
        owners = self.docs[rows]
        weights = np.repeat(self.idf(slots), counts) * self.length_weight[owners]
        scores = np.bincount(owners, weights=weights, minlength=self.size)
        for doc in exclude:
            scores[doc] = 0.0
        best = int(scores.argmax())
        if scores[best] <= 0:
            return None
        return best, float(scores[best] / self.idf(slots).sum())


def nominated(
    index: TermIndex,
    paper: NDArray[np.uint64],
    max_df: float,
    exclude: Collection[int] = (),
) -> dict[int, float]:
    """Each document that is the best answer to some stretch of ``paper`` (its content stems in
    text order), with its best merit. O(s) queries for s stretches."""
    stems = paper[paper != 0]
    found: dict[int, float] = {}
    for start in range(0, max(1, len(stems) - STEP), STEP):
        best = index.best_document(stems[start : start + STRETCH], max_df, exclude)
        if best is not None:
            doc, merit = best
            found[doc] = max(found.get(doc, 0.0), merit)
    return found


def extra_candidates(
    index: TermIndex,
    paper: NDArray[np.uint64],
    chosen: Collection[int],
    extras: int,
    max_df: float,
    exclude: Collection[int] = (),
) -> list[int]:
    """The ``extras`` nominated documents of best merit that are not in ``chosen`` (the key
    ranking's candidates), best first."""
    merits = nominated(index, paper, max_df, exclude)
    fresh = sorted((d for d in merits if d not in chosen), key=lambda d: (-merits[d], d))
    return fresh[:extras]


def rare_postings(
    contents: Sequence[NDArray[np.uint64]], share: float, floor: int = 5
) -> tuple[int, int, int, int]:
    """A term index that writes a document's stem only while the stem is still rare (held by
    at most max(``floor``, ``share`` of the documents so far), and by none that skipped it),
    the documents taken in order: (postings written, postings in all, stems rare at the end,
    of those the ones missing postings). O(P) dictionary steps for P postings."""
    held: dict[int, int] = {}
    broken: set[int] = set()
    written = total = 0
    for n, content in enumerate(contents, 1):
        cap = max(floor, int(share * n))
        for stem in np.unique(content[content != 0]).tolist():
            count = held.get(stem, 0)
            if count < cap and stem not in broken:
                written += 1
            else:
                broken.add(stem)
            held[stem] = count + 1
            total += 1
    final = max(floor, int(share * len(contents)))
    rare = [stem for stem, count in held.items() if count <= final]
    return written, total, len(rare), sum(stem in broken for stem in rare)


def main(argv: Sequence[str] | None = None) -> int:
    """The what-if run of ``make bench-pan-corpus`` with the stretch queries' extras aligned."""
    from benchmarks import pan_corpus
    from benchmarks.retrieval_replay import replay_documents

    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--pan", type=Path, required=True)
    parser.add_argument("--extras", type=int, default=10)
    parser.add_argument("--max-df", type=float, default=0.05)
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "bench-pan-corpus")
    parser.add_argument(
        "--rare-postings",
        type=float,
        metavar="SHARE",
        help="only print what a term index of the stems rare so far (at most SHARE of the "
        "documents) would keep, and exit",
    )
    args = parser.parse_args(argv)
    pan: Path = args.pan
    files, contents = replay_documents(pan)
    if args.rare_postings is not None:
        written, total, rare, missing = rare_postings(contents, args.rare_postings)
        print(
            f"postings written {written:,} of {total:,}; stems rare at the end {rare:,}, "
            f"{missing:,} of them missing postings"
        )
        return 0
    index = TermIndex.build(contents)
    _with_extras(index, contents, [f.name for f in files], args.extras, args.max_df)
    return pan_corpus.main(["--pan", str(pan), "--work", str(args.work)])


def _with_extras(
    index: TermIndex,
    contents: Sequence[NDArray[np.uint64]],
    names: Sequence[str],
    extras: int,
    max_df: float,
) -> None:
    """Wrap ``app.check.corpus_candidates`` (in this process) so that each paper's candidates
    are joined by its stretch queries' extras, found in the store by file name (``names``:
    the file name of each of ``contents``)."""
    import app.check as check
    from app.corpus.retrieval import Candidate

    number = {name: i for i, name in enumerate(names)}
    keyed = check.corpus_candidates
    by_name: dict[str, Any] = {}

    def with_extras(store: Any, paper: Any, *rest: Any, **named: Any) -> Any:
        candidates, entries, itself = keyed(store, paper, *rest, **named)
        if not by_name:
            by_name.update((Path(d.path).name, d) for d in store.documents())
        me = number[Path(paper.path).name]
        chosen = {number[Path(e.path).name] for e in entries}
        for doc in extra_candidates(index, contents[me], chosen, extras, max_df, exclude={me}):
            entry = by_name[names[doc]]
            candidates.append(Candidate(entry.id, 0, 0.0))
            entries.append(entry)
        return candidates, entries, itself

    check.corpus_candidates = with_extras


if __name__ == "__main__":
    sys.exit(main())
