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
paper keys, plus O(k log q) for the k distinct keys found and O(r log r) for the r (row, paper
position) incidences (a radix pass and a binary search each).
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
#: Content words of the paper per strong candidate allowed past the ``limit``: a thesis holds
#: more long copies than a 5,000-word paper. Up to 10,000 content words (about 20,000 words,
#: every PAN paper) the cap is the ``limit`` itself; a 200,000-word paper built from 100
#: corpus documents got 45 of them with a cap of 20 (53 % similar instead of 100 %).
CONTENT_WORDS_PER_STRONG = 500
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


def _paper_positions(
    paper_grams: NDArray[np.uint64], stride: int, window: int
) -> tuple[NDArray[np.uint64], NDArray[np.intp], NDArray[np.int64], NDArray[np.int64]]:
    """The paper's distinct keys (ascending), and for each of its keys (in text order) its
    slot among them, its paper position (``stride`` keys per content word) and the first
    window start it counts for: windows start at positions p in (its key's previous position,
    its position] and in (its position - ``window``, its position], so that a key the paper
    repeats counts once per window. O(q log q) for q keys (one stable sort)."""
    order = np.argsort(paper_grams, kind="stable")
    ordered = paper_grams[order]
    new_key = np.r_[True, ordered[1:] != ordered[:-1]]
    distinct = ordered[new_key]
    slots = np.empty(len(order), dtype=np.intp)
    slots[order] = np.cumsum(new_key) - 1
    positions = np.arange(len(order)) // stride
    # Each shared key counts once per window, however often the paper repeats it: a table or a
    # refrain that repeats a phrase would otherwise multiply the score of every document holding
    # that phrase once, and push a paraphrased source (whose shared keys are few and distinct)
    # out of the list. A key's positions come in text order in ``order`` (a stable sort): its
    # previous position is the one before, within its run.
    previous = np.full(len(order), -1, dtype=np.int64)
    again = np.flatnonzero(~new_key)
    previous[order[again]] = positions[order[again - 1]]
    first_start = np.maximum(previous + 1, positions - window + 1).clip(min=0)
    return distinct, slots, positions, first_start


def _pairs(
    text_slots: NDArray[np.intp],
    positions: NDArray[np.int64],
    run_slots: NDArray[np.intp],
    kept: NDArray[np.bool_],
) -> tuple[NDArray[np.intp], NDArray[np.intp]]:
    """(paper key, run of rows) of every key of the paper (by its slot ``text_slots``) and
    every run of rows of the same key (``run_slots``) whose slot is ``kept``, ordered by
    (paper position, run, paper key): each document's incidences at one position then come in
    the order of its rows. O(q + k log k) for q paper keys and k runs (one run per key when
    the rows come grouped by key; the last sort is a stable sort of an almost sorted array)."""
    by_slot = np.argsort(run_slots, kind="stable")
    first = np.r_[0, np.cumsum(np.bincount(run_slots, minlength=len(kept) + 1))[:-1]]
    counts = (np.diff(first) * kept)[text_slots]
    pair_keys = np.repeat(np.arange(len(text_slots)), counts)
    pair_runs = by_slot[_concatenated_ranges(first[:-1][text_slots], counts, np.intp)]
    order = np.argsort(positions[pair_keys] * len(run_slots) + pair_runs, kind="stable")
    return pair_keys[order], pair_runs[order]


def _index_type(n: int) -> type[np.signedinteger]:
    """The narrower integer type that holds 0..``n`` (fewer pages to fill: a fresh array's
    pages, not its arithmetic, are most of the cost of a pass over the incidences)."""
    return np.int32 if n < 2**31 else np.int64


def _concatenated_ranges(
    starts: NDArray[np.integer], counts: NDArray[np.integer], dtype: type[np.signedinteger]
) -> NDArray[np.signedinteger]:
    """``starts[i], starts[i] + 1, …, starts[i] + counts[i] - 1`` for every i in order (a count
    may be 0), as ``dtype``: one running sum over steps of one, with a jump to each range's
    start (one array, filled in place). O(n + total)."""
    kept = counts > 0
    starts, counts = starts[kept], counts[kept]
    ends = np.cumsum(counts)
    if not len(ends):
        return np.zeros(0, dtype=dtype)
    out = np.ones(ends[-1], dtype=dtype)
    out[0] = starts[0]
    out[ends[:-1]] = starts[1:] - starts[:-1] - counts[:-1] + 1
    return np.cumsum(out, out=out)


def _incidences(
    pair_runs: NDArray[np.intp],
    run_starts: NDArray[np.intp],
    run_sizes: NDArray[np.intp],
    docs: NDArray[np.int64],
) -> tuple[NDArray[np.integer], NDArray[np.integer]]:
    """(document, pair) of every incidence (a row of the run of each pair), sorted by
    document, ties in pair order (a stable radix sort). O(r) for r incidences."""
    counts = run_sizes[pair_runs]
    index = _index_type(max(len(docs), int(counts.sum())))
    rows = _concatenated_ranges(run_starts[pair_runs], counts, index)
    narrow = docs.astype(np.uint16) if int(docs.max()) < 2**16 else docs
    inc_docs = narrow[rows]
    sort = stable_order(inc_docs)
    pairs = np.repeat(np.arange(len(counts), dtype=index), counts)
    return inc_docs[sort], np.take(pairs, sort, out=rows)


def _best_windows(
    docs: NDArray[np.integer],
    pairs: NDArray[np.integer],
    positions: NDArray[np.int64],
    first_starts: NDArray[np.int64],
    weights: NDArray[np.float64],
    window: int,
) -> tuple[NDArray[np.integer], NDArray[np.float64], NDArray[np.int64], NDArray[np.int64]]:
    """Each document's best window, from its incidences sorted by (document, position) (an
    incidence: its document, and its pair, whose ``positions``, ``first_starts`` and
    ``weights`` it takes): (document, summed weight, incidences counted, start position), the
    earliest of equal ones. Windows start at the incidences' positions; each incidence counts
    for those from the first at or after its pair's first start up to its own position, and
    for the incidences at that position (difference arrays, each window's sum added up in
    incidence order). O(r log r) for r incidences (a binary search for those with another
    incidence in their window); few arrays of r elements, of narrow types (a fresh array's
    pages cost more than a pass over it)."""
    n = len(docs)
    span = int(positions.max()) + window + 1
    key_type = _index_type((int(docs[-1]) + 1) * span)
    base = np.multiply(docs, span, dtype=key_type)
    key = np.take(positions.astype(key_type), pairs)
    key += base
    base += np.take(first_starts.astype(key_type), pairs)
    # The first incidence at or after each one's first window start: itself when the one
    # before it is out of its window (most are: ~88 % in a bench paper), else a binary search.
    lo = np.arange(n)
    redo = np.flatnonzero(~(np.r_[True, key[:-1] < base[1:]] & (base <= key)))
    lo[redo] = np.searchsorted(key, base[redo])
    gone = np.take(weights, pairs)
    gained = np.bincount(lo, gone, n + 1).astype(np.float64, copy=False)
    # An incidence stops counting past the last incidence of its (document, position): its
    # weight leaves the running sum one after its own, or, in a run of ties, with theirs
    # after the last, as one sum added up in order.
    same = key[1:] == key[:-1]
    tied = np.flatnonzero(same)
    if len(tied):
        in_run = np.zeros(n, dtype=bool)
        in_run[tied] = in_run[tied + 1] = True
        members = np.flatnonzero(in_run)
        joins = np.r_[False, same[members[1:] - 1]]
        sums = np.bincount(np.cumsum(~joins) - 1, gone[members])
        gone[tied] = 0.0
        gone[members[np.r_[~joins[1:], True]]] = sums
    gained[1:] -= gone
    in_window = np.cumsum(gained[:-1], out=gained[:-1])
    counted = np.bincount(lo, minlength=n)
    np.cumsum(counted, out=counted)
    firsts = np.flatnonzero(np.r_[True, docs[1:] != docs[:-1]])
    best = np.maximum.reduceat(in_window, firsts)
    threshold = np.repeat(best - 1e-9, np.diff(np.r_[firsts, n]))  # ties: the earliest window
    reaching = np.flatnonzero(in_window >= threshold)
    doc_of = np.searchsorted(firsts, reaching, side="right") - 1
    chosen = reaching[np.r_[True, doc_of[1:] != doc_of[:-1]]]
    starts = key[chosen] - docs[chosen].astype(key_type) * span
    return docs[firsts], best, counted[chosen] - chosen, starts.astype(np.int64)


def stable_order(values: NDArray[np.integer]) -> NDArray[np.intp]:
    """The stable order of non-negative integers (``np.argsort(values, kind="stable")``), by
    least-significant-digit radix passes over 16-bit digits (numpy sorts 16-bit integers
    stably by radix): one O(n) pass for up to 65,536 doc ids, where a comparison sort costs
    several times as much."""
    top = int(values.max()) if len(values) else 0
    low = values if values.dtype == np.uint16 else (values & 0xFFFF).astype(np.uint16)
    order: NDArray[np.intp] = np.argsort(low, kind="stable")
    shift = 16
    while top >> shift:
        digit = ((values[order] >> shift) & 0xFFFF).astype(np.uint16)
        order = order[np.argsort(digit, kind="stable")]
        shift += 16
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
    strong_cap: int | None = None,
) -> list[Candidate]:
    """Score the (hash, doc) rows an index lookup returned for a paper whose keys are
    ``paper_grams`` (in text order, ``stride`` keys per content word); best first.

    Keys held by more than ``COMMON_SHARE`` of the corpus's documents (and more than
    ``COMMON_MIN``) are left out first: stop keys, 21-30 % of a check's rows on 10,000 documents.
    Each document scores the idf-weighted count of its distinct keys inside its best ``window``
    content words of the paper (a sliding window over the paper positions of its shared keys);
    the ranking is then reordered by :func:`stretch_quota`. The first ``limit`` are returned,
    then, up to ``strong_cap`` more (default ``limit``: :func:`strong_limit`), the later ones
    with at least ``strong`` distinct keys in their best window (0: none), in their order: a long copied passage is aligned even when the
    paper's near-duplicates fill the first places.
    Vectorised: O(q log q + k log q) for the q keys of the paper and the k among the rows
    (which come grouped by key), then O(r log r) for the r (row, paper position) incidences,
    made in the order of the paper and sorted by document by :func:`stable_order` (one radix
    pass), scored by :func:`_best_windows`. The scores are the same floats, bit for bit, as
    when the incidences were sorted by (document, position) from the rows' order.
    """
    if len(docs) == 0 or len(paper_grams) == 0:
        return []
    distinct, text_slots, positions, first_start = _paper_positions(paper_grams, stride, window)
    # The rows come grouped by key: each run of rows finds its key by one binary search among
    # the paper's keys (slot ``len(distinct)``: not a paper key), rather than the ~200,000 rows
    # of a check being sorted.
    run_starts = np.flatnonzero(np.r_[True, hashes[1:] != hashes[:-1]])
    run_sizes = np.diff(np.r_[run_starts, len(hashes)])
    run_slots = np.searchsorted(distinct, hashes[run_starts]).clip(max=len(distinct) - 1)
    run_slots[distinct[run_slots] != hashes[run_starts]] = len(distinct)
    df = np.bincount(run_slots, run_sizes, len(distinct) + 1)[:-1]
    kept = (df > 0) & (df <= common_threshold(corpus_size))
    pair_keys, pair_runs = _pairs(text_slots, positions, run_slots, kept)
    if len(pair_keys) == 0:
        return []
    # Every (paper key, row of its key) incidence, by (document, position), ties in row order.
    inc_docs, inc_pairs = _incidences(pair_runs, run_starts, run_sizes, docs)
    ids, best, shared, starts = _best_windows(
        inc_docs,
        inc_pairs,
        positions[pair_keys],
        first_start[pair_keys],
        np.log1p(max(corpus_size, 1) / df[text_slots[pair_keys]]),
        window,
    )
    eligible = np.flatnonzero((shared >= min_shared) & ~np.isin(ids, list(exclude)))
    eligible = eligible[np.lexsort((ids[eligible], -best[eligible]))]
    picked = stretch_quota(eligible, starts[eligible] // window)
    later = picked[limit:]
    cap = limit if strong_cap is None else strong_cap
    strong_later = later[shared[later] >= strong][:cap] if strong > 0 else later[:0]
    return [
        Candidate(int(ids[i]), int(shared[i]), float(best[i]), int(starts[i]))
        for i in [*picked[:limit], *strong_later]
    ]


def strong_limit(limit: int, content_words: int) -> int:
    """How many strong candidates may follow the first ``limit`` for a paper of
    ``content_words`` content words: ``limit``, or one per ``CONTENT_WORDS_PER_STRONG`` of a
    longer paper. O(1)."""
    return max(limit, content_words // CONTENT_WORDS_PER_STRONG)


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
    strong_cap: int | None = None,
) -> list[int]:
    """The positions in ``ranked`` (best first, as :func:`rank_candidates` returns them, the
    paper itself left out; ``words[i]`` the length of the document of ``ranked[i]``) of the
    candidates to align: the first ``limit``; past them up to ``strong_cap`` (default
    ``limit``) with at least ``strong`` keys in one window (0: none); and among the next ``reserve``, up to ``extra``
    that are dense (:func:`is_dense`). Two ways past the limit, because a long copy behind the
    paper's near-duplicates shares many keys, and a short paraphrased source few but dense
    ones. O(len(ranked))."""
    cap = limit if strong_cap is None else strong_cap
    chosen: list[int] = []
    strong_taken = dense_taken = 0
    for i, candidate in enumerate(ranked):
        if i < limit:
            chosen.append(i)
        elif strong > 0 and candidate.shared >= strong and strong_taken < cap:
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
    strong_cap: int | None = None,
    corpus_size: int | None = None,
) -> list[Candidate]:
    """The corpus documents most likely to be sources of a paper whose retrieval keys, in
    text order, are ``paper_grams`` (``fingerprints.query_keys``: ``stride`` keys per content
    word, 0 for none; or ``query_grams``, one gram per content word): :func:`rank_candidates`
    of one index lookup, which may leave out the keys the ranking leaves out as too common
    (:func:`common_threshold`; a store that knows them skips their rows). O(q log N) probes for
    q keys. ``corpus_size``: the store's document count, when the caller has it."""
    if corpus_size is None:
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
        strong_cap=strong_cap,
    )
