"""Candidate sources of a paper: the corpus documents that share retrieval keys with it.

Method: every retrieval key of the paper (``app.engine.fingerprints.query_keys``: its grams and
word pairs) is looked up in the inverted index of sampled keys. Each shared key weighs its
inverse document frequency, log(1 + N / df), so a phrase every textbook uses weighs little and a
run of words found in one document weighs much; a document scores the weight of its *distinct*
shared keys inside its best window of the paper, because a copied passage puts them together
while chance phrases are scattered (a key the paper repeats counts once per window). The best
``limit`` documents with at least ``min_shared`` keys in that window go to the alignment engine,
but each stretch of the paper (``window`` content words, by where a document's best window
starts) puts at most ``STRETCH_QUOTA`` documents ahead of the others, so one phrase shared with
dozens of documents does not crowd out the source of another passage. Past the ``limit``, a
document is aligned too when it shares ``STRONG_SHARED`` keys in one window (a long copy behind
near-duplicates), or when its shared keys are dense for its length (``DENSE_PER_THOUSAND`` per
1,000 of its words, among the next ``DENSE_RESERVE``, at most ``DENSE_EXTRA``): a short source
of a paraphrased passage shares as few keys as a long chance document, but the chance document
shares them because it is long (:func:`select_candidates`). Cost: O(q log N) index probes for q
paper keys, plus O(k log q) for the k distinct keys found and O(r) (radix passes) for the r
(row, paper position) incidences.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from app.corpus.store import CorpusStore
from app.defaults import DEFAULT_CANDIDATES

#: Shared grams a document needs inside one window of the paper to be a candidate.
MIN_SHARED = 3
#: The window of the paper (in content words, about twice as many running words) in which a
#: source's shared grams are counted: a copied passage puts them close together, chance phrases
#: are scattered over the whole paper.
WINDOW = 50
#: Distinct shared keys in one window that make a document a candidate beyond the ``limit``
#: (up to ``limit`` more): a verbatim copy sharing 17–26 keys in one window stood 21st–22nd,
#: behind the paper's near-duplicates that fill the quotas of its stretches (docs/corpus.md,
#: "Strong candidates past the limit"). Chance documents share 3–5.
STRONG_SHARED = 10
#: Documents each stretch of ``WINDOW`` content words of the paper puts first (by their best
#: window's start), before any stretch gets more: a phrase the paper shares with dozens of
#: documents (boilerplate, or the made-up documents of the benchmarks, which repeat phrases of
#: their training texts) fills at most this many places ahead of the sources of other passages.
STRETCH_QUOTA = 3
#: A key stored for more than this share of the corpus's documents (and more than
#: ``COMMON_MIN`` of them) is left out of the ranking: a phrase that common says little about
#: which document is a source. On the 10,000 documents of ``make bench-corpus`` such keys are
#: ~40 of a paper's ~7,000 found keys but 21-30 % of its 170,000-200,000 look-up rows.
#: ``make bench-pan-corpus`` gives the same figures with 5 % as without; 1 % (100 documents)
#: lost random 0.930 -> 0.925 and translation 0.985 -> 0.975 retrieval (docs/engine.md).
COMMON_SHARE = 0.05
COMMON_MIN = 500
#: Candidates past the ``limit`` (by rank) that :func:`select_candidates` looks at again for
#: their density: the paraphrased PAN sources that ``make bench-pan-corpus`` lost in the
#: ranking stood 22nd-42nd (docs/engine.md, "Retrieval, stop 18").
DENSE_RESERVE = 40
#: Distinct shared keys in the best window per 1,000 words of the document that make a later
#: candidate dense: a chance document shares its 3-4 keys in proportion to its length (the
#: made-up distractors of 2,500-3,500 words that outrank the lost sources: 1-2 per 1,000), a
#: short source of a paraphrased passage shares them in a few hundred words (7.5-10 per 1,000).
DENSE_PER_THOUSAND = 6.0
#: Dense candidates aligned past the ``limit``, at most (short ones: aligning costs about the
#: document's length).
DENSE_EXTRA = 5


@dataclass(frozen=True, slots=True)
class Candidate:
    """A corpus document worth aligning with the paper: ``shared`` grams in its best window of
    the paper, ``score`` their summed inverse document frequency, ``start`` the window's first
    content word."""

    doc_id: int
    shared: int
    score: float
    start: int = 0


def _interval_sums(
    lo: NDArray[np.int64], hi: NDArray[np.int64], values: NDArray[np.float64], n: int
) -> NDArray[np.float64]:
    """For each of ``n`` slots, the sum of the ``values[i]`` whose slot range [lo[i], hi[i])
    holds it (a difference array). O(n + len(values))."""
    delta = np.bincount(lo, values, n + 1) - np.bincount(hi, values, n + 1)
    sums: NDArray[np.float64] = np.cumsum(delta[:-1])
    return sums


def lexicographic_order(major: NDArray[np.int64], minor: NDArray[np.int64]) -> NDArray[np.int64]:
    """The stable order of (``major``, ``minor``), both non-negative: ``np.lexsort((minor,
    major))``, by least-significant-digit radix passes over 16-bit digits (numpy sorts 16-bit
    integers stably by radix): O(n) per pass, two to four passes for doc ids and paper
    positions, where a comparison sort of a combined key costs several times as much."""
    order = np.arange(len(major))
    for values in (minor, major):
        top = int(values.max()) if len(values) else 0
        shift = 0
        while True:
            digit = ((values[order] >> shift) & 0xFFFF).astype(np.uint16)
            order = order[np.argsort(digit, kind="stable")]
            shift += 16
            if top >> shift == 0:
                break
    return order


def stretch_quota(
    ranked: NDArray[np.int64], stretches: NDArray[np.int64], quota: int = STRETCH_QUOTA
) -> NDArray[np.int64]:
    """Reorder ``ranked`` (best first) so that the first ``quota`` of each stretch (the paper
    stretch its best window starts in) come first, in their order, then the others, in theirs:
    each stretch of the paper nominates its best few sources before any stretch gets more.
    O(n log n)."""
    by_stretch = np.argsort(stretches, kind="stable")
    sorted_stretches = stretches[by_stretch]
    group_start = np.searchsorted(sorted_stretches, sorted_stretches, side="left")
    place = np.empty(len(ranked), dtype=np.int64)
    place[by_stretch] = np.arange(len(ranked)) - group_start
    nominated = place < quota
    reordered: NDArray[np.int64] = np.concatenate([ranked[nominated], ranked[~nominated]])
    return reordered


def common_threshold(corpus_size: int) -> int:
    """The most documents a key may be stored for and still count in the ranking: a key stored
    for more than ``COMMON_SHARE`` of ``corpus_size`` documents, and more than ``COMMON_MIN``,
    is a stop key (an integer: document counts are). O(1)."""
    return max(COMMON_MIN, math.floor(COMMON_SHARE * corpus_size))


def rank_candidates(
    paper_grams: NDArray[np.uint64],
    hashes: NDArray[np.uint64],
    docs: NDArray[np.int64],
    corpus_size: int,
    *,
    limit: int = DEFAULT_CANDIDATES,
    min_shared: int = MIN_SHARED,
    window: int = WINDOW,
    exclude: Collection[int] = (),
    stride: int = 1,
    strong: int = STRONG_SHARED,
) -> list[Candidate]:
    """Score the (hash, doc) rows an index lookup returned for a paper whose keys are
    ``paper_grams`` (in text order, ``stride`` keys per content word); best first.

    Keys held by more than ``COMMON_SHARE`` of the corpus's documents (and more than
    ``COMMON_MIN``) are left out first: stop keys, 21-30 % of a check's rows on 10,000 documents.
    Each document scores the idf-weighted count of its distinct keys inside its best ``window``
    content words of the paper (a sliding window over the paper positions of its shared keys);
    the ranking is then reordered by :func:`stretch_quota`. The first ``limit`` are returned,
    then, up to ``limit`` more, the later ones with at least ``strong`` distinct keys in their
    best window (0: none), in their order: a long copied passage is aligned even when the
    paper's near-duplicates fill the first places.
    Vectorised: O(k log q) for the k keys among the rows (which come grouped by key) and the q
    of the paper, then O(r) for the r (row, paper position) incidences (radix passes of
    :func:`lexicographic_order`, difference arrays).
    """
    if len(docs) == 0 or len(paper_grams) == 0:
        return []
    # The paper's distinct keys, each with its run of positions in ``order`` (a stable sort, so
    # a key's positions come in text order). The rows come grouped by key: each run of rows
    # finds its key by one binary search among the paper's keys, rather than the ~200,000 rows
    # of a check being sorted.
    order = np.argsort(paper_grams, kind="stable")
    ordered = paper_grams[order]
    run_starts = np.flatnonzero(np.r_[True, ordered[1:] != ordered[:-1]])
    distinct = ordered[run_starts]
    run_lengths = np.diff(np.r_[run_starts, len(ordered)])
    row_runs = np.flatnonzero(np.r_[True, hashes[1:] != hashes[:-1]])
    run_slots = np.searchsorted(distinct, hashes[row_runs]).clip(max=len(distinct) - 1)
    run_slots[distinct[run_slots] != hashes[row_runs]] = len(distinct)  # not a paper key
    slots = np.repeat(run_slots, np.diff(np.r_[row_runs, len(hashes)]))
    df = np.bincount(slots, minlength=len(distinct) + 1)[slots]
    kept = (slots < len(distinct)) & (df <= common_threshold(corpus_size))
    slots, row_docs, df = slots[kept], docs[kept], df[kept]
    if len(row_docs) == 0:
        return []
    row_weights = np.log1p(max(corpus_size, 1) / df)
    # Every paper position of every returned key (incidences), row by row, in text order.
    counts = run_lengths[slots]
    repeat = np.repeat(np.arange(len(slots)), counts)
    offsets = np.arange(len(repeat)) - np.repeat(np.cumsum(counts) - counts, counts)
    positions = order[run_starts[slots][repeat] + offsets] // stride
    inc_docs, inc_weights = row_docs[repeat], row_weights[repeat]
    # Each shared key counts once per window, however often the paper repeats it: a table or a
    # refrain that repeats a phrase would otherwise multiply the score of every document holding
    # that phrase once, and push a paraphrased source (whose shared keys are few and distinct)
    # out of the list. Incidence q of a (key, doc) row counts for the windows starting at paper
    # positions p in (previous incidence of the row, q] and in (q - window, q]. The incidences
    # of a row are consecutive and in text order, so its previous one is the one before.
    previous = np.full(len(repeat), -1, dtype=np.int64)
    again = np.flatnonzero(repeat[1:] == repeat[:-1]) + 1
    previous[again] = positions[again - 1]
    # Sort by (doc, position), ties in row order; the window starting at each incidence, by
    # difference arrays.
    first_start = np.maximum(previous + 1, positions - window + 1).clip(min=0)
    sort = lexicographic_order(inc_docs, positions)
    inc_docs, positions, inc_weights = inc_docs[sort], positions[sort], inc_weights[sort]
    first_start = first_start[sort]
    span = int(positions.max()) + window + 1
    key = inc_docs * span + positions
    lo = np.searchsorted(key, inc_docs * span + first_start, side="left")
    # hi: past the last incidence with the same (doc, position).
    ends = np.flatnonzero(np.r_[key[1:] != key[:-1], True]) + 1
    hi = ends[np.cumsum(np.r_[0, key[1:] != key[:-1]])]
    in_window = _interval_sums(lo, hi, inc_weights, len(key))
    count_in_window = np.cumsum(
        np.bincount(lo, minlength=len(key) + 1) - np.bincount(hi, minlength=len(key) + 1)
    )[:-1]
    firsts = np.flatnonzero(np.r_[True, inc_docs[1:] != inc_docs[:-1]])
    best = np.maximum.reduceat(in_window, firsts)
    ids = inc_docs[firsts]
    # The count and start of the best window of each doc.
    group = np.repeat(np.arange(len(firsts)), np.diff(np.r_[firsts, len(key)]))
    is_best = in_window >= best[group] - 1e-9  # ties: the earliest window
    chosen = np.full(len(firsts), -1)
    chosen[group[is_best][::-1]] = np.flatnonzero(is_best)[::-1]
    shared = count_in_window[chosen]
    starts = positions[chosen]
    ranking = np.lexsort((ids, -best))
    eligible = ranking[(shared[ranking] >= min_shared) & ~np.isin(ids[ranking], list(exclude))]
    picked = stretch_quota(eligible, starts[eligible] // window)
    later = picked[limit:]
    strong_later = later[shared[later] >= strong][:limit] if strong > 0 else later[:0]
    return [
        Candidate(int(ids[i]), int(shared[i]), float(best[i]), int(starts[i]))
        for i in [*picked[:limit], *strong_later]
    ]


def is_dense(candidate: Candidate, words: int, per_thousand: float = DENSE_PER_THOUSAND) -> bool:
    """Whether ``candidate`` shares at least ``per_thousand`` distinct keys in its best window
    per 1,000 of the ``words`` of its document (a document's stored keys, and so its chance
    matches, grow with its length). O(1)."""
    return candidate.shared * 1000 >= per_thousand * max(words, 1)


def select_candidates(
    ranked: Sequence[Candidate],
    words: Sequence[int],
    limit: int = DEFAULT_CANDIDATES,
    *,
    strong: int = STRONG_SHARED,
    reserve: int = DENSE_RESERVE,
    extra: int = DENSE_EXTRA,
    per_thousand: float = DENSE_PER_THOUSAND,
) -> list[int]:
    """The positions in ``ranked`` (best first, as :func:`rank_candidates` returns them, the
    paper itself left out; ``words[i]`` the length of the document of ``ranked[i]``) of the
    candidates to align: the first ``limit``; past them up to ``limit`` with at least
    ``strong`` keys in one window (0: none); and among the next ``reserve``, up to ``extra``
    that are dense (:func:`is_dense`). Two ways past the limit, because a long copy behind the
    paper's near-duplicates shares many keys, and a short paraphrased source few but dense
    ones. O(len(ranked))."""
    chosen: list[int] = []
    strong_taken = dense_taken = 0
    for i, candidate in enumerate(ranked):
        if i < limit:
            chosen.append(i)
        elif strong > 0 and candidate.shared >= strong and strong_taken < limit:
            chosen.append(i)
            strong_taken += 1
        elif (
            i < limit + reserve
            and dense_taken < extra
            and is_dense(candidate, words[i], per_thousand)
        ):
            chosen.append(i)
            dense_taken += 1
    return chosen


def find_candidates(
    store: CorpusStore,
    paper_grams: NDArray[np.uint64],
    *,
    limit: int = DEFAULT_CANDIDATES,
    min_shared: int = MIN_SHARED,
    exclude: Collection[int] = (),
    stride: int = 1,
    strong: int = STRONG_SHARED,
) -> list[Candidate]:
    """The corpus documents most likely to be sources of a paper whose retrieval keys, in
    text order, are ``paper_grams`` (``fingerprints.query_keys``: ``stride`` keys per content
    word, 0 for none; or ``query_grams``, one gram per content word): :func:`rank_candidates`
    of one index lookup, which may leave out the keys the ranking leaves out as too common
    (:func:`common_threshold`; a store that knows them skips their rows). O(q log N) probes for
    q keys."""
    corpus_size = store.document_count()
    hashes, docs = store.lookup(
        paper_grams[paper_grams != 0], common_above=common_threshold(corpus_size)
    )
    return rank_candidates(
        paper_grams,
        hashes,
        docs,
        corpus_size,
        limit=limit,
        min_shared=min_shared,
        exclude=exclude,
        stride=stride,
        strong=strong,
    )
