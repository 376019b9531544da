"""Ranked queries from each stretch of a paper against the corpus's term index (issue 14).

The retrieval keys (``app.corpus.retrieval``) are pairs of content words: a copy whose words
were shuffled and half replaced keeps too few of its source's pairs to be found among
thousands of documents, but it keeps many of its source's rare *words*. So the corpus also
keeps a term index: each document's distinct content stems (``DocumentFingerprints.stems``;
in a SQLite corpus the posting lists of the rare stems and every stem's count,
``app.corpus.sqlite_stems``; a server corpus keeps none: docs/scaling.md). A paper is then
also read stretch by stretch:

* each stretch of :data:`STRETCH` content words (every :data:`STEP`) is one query: its distinct
  stems held by at most :data:`MAX_DF_SHARE` of the documents, each weighing BM25's idf; a
  document scores the weights of the query's stems it holds (binary term frequency: the index
  keeps no counts), times BM25's length normalisation (k1 = 1.2, b = 0.75; Robertson &
  Zaragoza 2009);
* each stretch nominates its best document, with the merit of its score over the query's
  whole weight; a document's merits over the stretches it wins add up (a source whose passage
  spans stretches wins several), and the :data:`EXTRAS` nominated documents of most merit that
  the key ranking did not choose are aligned too.

Measured on ``make bench-pan-corpus`` (docs/corpus.md, "Ranked queries from each stretch of
the paper"): random-obfuscation sources among the candidates 0.960 -> 0.990, reported 0.935 ->
0.950, no new source on a paper without a case.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
from numpy.typing import NDArray

from app.engine.shingles import sorted_distinct, sorted_member

if TYPE_CHECKING:
    from app.corpus.store import IndexedDocument

#: Content words per query, and the step between queries (stretches overlap by half).
STRETCH = 50
STEP = 25
#: Stems held by more than this share of the documents are left out of the queries (they
#: weigh little and their postings are most of what a query would read), and the term index
#: keeps no list of their documents (``sqlite_stems``). 2 % loses a random-obfuscation source.
MAX_DF_SHARE = 0.05
#: ... but a stem held by this many documents or fewer always counts (in a small corpus 5 % is
#: one document, and a paper already in the corpus holds every stem of its sources too).
RARE_DOCUMENTS = 5
#: Documents past the key ranking's candidates that the stretch queries add, most merit
#: first: one more than the fewest that find every random-obfuscation source they can (4).
EXTRAS = 5
#: BM25's parameters.
K1 = 1.2
B = 0.75


def document_terms(document: IndexedDocument) -> NDArray[np.uint64]:
    """The stems a document goes into the term index with: those indexing made, or (a record
    copied from another corpus, which carries none) the stems of its text in its language;
    none when its text cannot be read. O(text)."""
    from app.engine.fingerprints import document_stems

    if document.stems is not None:
        return document.stems
    text = document.text.unpack()
    return np.zeros(0, dtype=np.uint64) if text is None else document_stems(text, document.language)


@dataclass(frozen=True)
class StemPostings:
    """What the term index holds of a paper's stems: the stems held by at least one and at
    most ``max_documents`` documents (ascending), how many documents hold each, and those
    documents (grouped by stem, in the stems' order); the number of documents and their mean
    length in words, and each posting document's length."""

    stems: NDArray[np.uint64]
    df: NDArray[np.int64]
    docs: NDArray[np.int64]
    lengths: NDArray[np.float64]  # words of each posting's document
    corpus_size: int
    mean_length: float

    @property
    def first(self) -> NDArray[np.int64]:
        """Where each stem's postings start."""
        starts: NDArray[np.int64] = np.r_[0, np.cumsum(self.df)[:-1]].astype(np.int64)
        return starts


def max_documents(corpus_size: int) -> int:
    """The most documents a stem of a query may be held by (:data:`MAX_DF_SHARE`, at least
    :data:`RARE_DOCUMENTS`)."""
    return max(RARE_DOCUMENTS, int(MAX_DF_SHARE * corpus_size))


#: Stretch-by-document scores held at once (a block of stretches scored together): 512 KB,
#: which stay in the processor's cache and in memory the allocator has (the first scoring of a
#: process: 4.1 ms, against 9.0 ms with 32 MB; then 2.4-2.9 ms against 3.3-4.9 ms).
_SCORES_AT_ONCE = 65_536


def nominated(
    paper: NDArray[np.uint64], postings: StemPostings, exclude: Collection[int] = ()
) -> dict[int, float]:
    """Each document that best answers some stretch of ``paper`` (its content stems in text
    order; ties: the lowest id), with its merits over those stretches added up. The stretches are scored a block at a
    time, every (stretch, posting) weight of the block summed into a stretch-by-document
    table at once (a column a document id). O(n + r + s · d) for the n stems of the paper, the
    r postings its stretches read, and s stretches by d, the highest id in the postings."""
    found: dict[int, float] = {}
    if not len(postings.stems) or not len(paper):
        return found
    n = float(postings.corpus_size)
    idf = np.log1p((n - postings.df + 0.5) / (postings.df + 0.5))
    norm = (K1 + 1) / (1 + K1 * (1 - B + B * postings.lengths / max(postings.mean_length, 1.0)))
    weights = np.repeat(idf, postings.df) * norm
    if exclude:
        weights[sorted_member(postings.docs, np.array(sorted(exclude), dtype=np.int64))] = 0.0
    width = int(postings.docs.max()) + 1  # a column a document id
    first = postings.first
    # Each stretch's distinct stems that the postings hold, as (stretch, slot) pairs.
    slots = np.searchsorted(postings.stems, paper).clip(max=len(postings.stems) - 1)
    held = np.flatnonzero(postings.stems[slots] == paper)
    stretches = len(range(0, max(1, len(paper) - STEP), STEP))
    pairs = []
    for lag in range(0, STRETCH, STEP):  # the stretches that hold each position
        of = (held - lag) // STEP
        inside = (held >= lag) & (of < stretches)
        pairs.append(of[inside] * len(postings.stems) + slots[held[inside]])
    pair = sorted_distinct(np.concatenate(pairs).astype(np.uint64)).astype(np.int64)
    stretch_of, slot_of = np.divmod(pair, len(postings.stems))
    query_weight = np.bincount(stretch_of, weights=idf[slot_of], minlength=stretches)
    block = max(1, _SCORES_AT_ONCE // width)
    for low in range(0, stretches, block):
        part = (stretch_of >= low) & (stretch_of < low + block)
        k, q = stretch_of[part] - low, slot_of[part]
        counts = postings.df[q]
        rows = np.repeat(first[q] - (np.cumsum(counts) - counts), counts) + np.arange(
            int(counts.sum())
        )
        cells = np.repeat(k, counts) * width + postings.docs[rows]
        size = min(block, stretches - low)
        scores = np.bincount(cells, weights=weights[rows], minlength=size * width)
        table = scores.reshape(size, width)
        best = table.argmax(axis=1)
        top = table[np.arange(size), best]
        for i in np.flatnonzero(top > 0).tolist():
            doc = int(best[i])
            merit = float(top[i] / query_weight[low + i])
            found[doc] = found.get(doc, 0.0) + merit
    return found


def extra_candidates(
    paper: NDArray[np.uint64],
    postings: StemPostings,
    chosen: Collection[int],
    exclude: Collection[int] = (),
    extras: int = EXTRAS,
) -> list[int]:
    """The ``extras`` documents of most merit (:func:`nominated`, ``exclude`` left out) not in
    ``chosen`` (the key ranking's candidates), most first (ties by id)."""
    merits = nominated(paper, postings, exclude)
    fresh = sorted((d for d in merits if d not in chosen), key=lambda d: (-merits[d], d))
    return fresh[:extras]
