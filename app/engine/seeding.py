"""Seeds: pairs (paper unit, source unit) that share evidence of copying.

Three independent kinds, each a method named by the product:

- ``shingle``: the units share a w-word shingle with enough content words (Broder; seeds 000/001);
- ``sentence-block``: the sentences lie in a verified common sentence block (SL+ST; seed 004);
- ``sentence-similarity``: tf-idf cosine and Dice of the units' content stems both exceed their
  thresholds (the weighted-word sentence inclusion of seed 002, as used for text alignment by
  Sanchez-Perez, Sidorov and Gelbukh, PAN 2014). This is the tolerant seeding: it survives
  substituted, inserted, deleted and reordered words and machine-translation round trips.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

import numpy as np
from numpy.typing import NDArray

from app.engine.analysis import AnalysedText, unit_ends, unit_of_token
from app.engine.sentence_blocks import could_share_blocks, matching_blocks
from app.engine.settings import Settings
from app.engine.shingles import common, sorted_distinct, sorted_member

SHINGLE, BLOCK, SIMILAR = 0, 1, 2


@dataclass(frozen=True, slots=True, eq=False)
class PairSpace:
    """The tf-isf vector space of one (paper, source) pair, at unit level.

    Terms are content stems; weights are tf · log(N / sf) with N the units of both texts and sf
    the units containing the term (Sanchez-Perez et al. 2014). Each unit is stored sparsely as
    (unit, term, weight) triples, sorted by unit.
    """

    paper_units: np.ndarray = field(repr=False)
    paper_terms: np.ndarray = field(repr=False)
    paper_weights: np.ndarray = field(repr=False)
    source_units: np.ndarray = field(repr=False)
    source_terms: np.ndarray = field(repr=False)
    source_weights: np.ndarray = field(repr=False)
    vocabulary: int
    paper_unit_count: int
    source_unit_count: int

    def fragment_cosine(self, paper: tuple[int, int], source: tuple[int, int]) -> float:
        """Cosine of the summed unit vectors of paper units [a, b) and source units [c, d).

        O(t) for the t triples in the two ranges (found by binary search).
        """
        u = _fragment_vector(
            self.paper_units, self.paper_terms, self.paper_weights, paper, self.vocabulary
        )
        v = _fragment_vector(
            self.source_units, self.source_terms, self.source_weights, source, self.vocabulary
        )
        nu, nv = float(np.linalg.norm(u)), float(np.linalg.norm(v))
        if nu == 0.0 or nv == 0.0:
            return 0.0
        return min(1.0, float(u @ v) / (nu * nv))


def _fragment_vector(
    units: NDArray[np.int64],
    terms: NDArray[np.int64],
    weights: NDArray[np.float64],
    span: tuple[int, int],
    size: int,
) -> NDArray[np.float64]:
    lo, hi = np.searchsorted(units, span[0]), np.searchsorted(units, span[1])
    # numpy's stub types bincount as intp whatever the weights; with float weights it is float64.
    return np.bincount(terms[lo:hi], weights=weights[lo:hi], minlength=size)  # type: ignore[return-value]


def _units_at(ends: np.ndarray, at: np.ndarray) -> np.ndarray:
    """The units of token positions ``at`` by binary search in the units' cumulative token
    counts ``ends`` (`AnalysedText.unit_ends`, `unit_ends`):
    O(k log u) for k positions and u units instead of O(n) for the text's n tokens."""
    if len(at) and (int(at.min()) < 0 or int(at.max()) >= (int(ends[-1]) if len(ends) else 0)):
        raise IndexError("token position outside the units")
    return np.searchsorted(ends, at, side="right")


def build_space(paper: AnalysedText, source: AnalysedText) -> tuple[PairSpace, np.ndarray]:
    """The pair's tf-isf space and the (paper units × source units) similarity seeds matrix
    inputs. O(t log t) for the t content tokens of both texts."""
    # The paper's parts are made once per text and kept on it (`AnalysedText.content_terms`,
    # `unit_stems`), the source's here and not kept (a source meets one paper).
    source_stems = source.stem_hashes[source.content]
    terms, places = _union(paper.content_terms, sorted_distinct(source_stems))
    size = len(terms)
    # Numbering the paper's stems keeps their order, as the terms are the sorted hashes: each
    # is the place of its paper term in the union (`AnalysedText.unit_stem_terms`, made once).
    p_units, _, p_tf = paper.unit_stems
    p_terms = places.take(paper.unit_stem_terms)
    st = np.searchsorted(terms, source_stems)
    s_units, s_terms, s_tf = _unit_term_counts(unit_of_token(source)[source.content], st, size)
    p_sf, s_sf = np.bincount(p_terms, minlength=size), np.bincount(s_terms, minlength=size)
    sf = p_sf + s_sf
    n_units = max(1, paper.unit_count + source.unit_count)
    # A term in every unit weighs (almost) nothing; the floor keeps a text of one sentence
    # comparable with itself.
    isf = np.maximum(np.log(n_units / np.maximum(sf, 1)), 1e-3)
    space = PairSpace(
        p_units,
        p_terms,
        p_tf * isf[p_terms],
        s_units,
        s_terms,
        s_tf * isf[s_terms],
        size,
        paper.unit_count,
        source.unit_count,
    )
    shared = (p_sf > 0) & (s_sf > 0)
    return space, shared


def _union(
    a: NDArray[np.uint64], b: NDArray[np.uint64]
) -> tuple[NDArray[np.uint64], NDArray[np.intp]]:
    """The sorted union of two sorted distinct arrays (``np.unique(np.concatenate([a, b]))``)
    and the place of each value of ``a`` in it, with ``a`` (the paper's terms, sorted once per
    check) not sorted again: the k values of ``b`` not in ``a`` are merged in by their places
    (each value of ``a`` moves up by the extra values below it). O((n + k) log k + m log n)
    for m values of ``b``."""
    extra = b[~sorted_member(b, a)]
    places = np.arange(len(a))
    if not len(extra):
        return a, places
    places += np.searchsorted(extra, a)
    terms = np.empty(len(a) + len(extra), dtype=a.dtype)
    others = np.ones(len(terms), dtype=np.bool_)
    others[places] = False
    terms[places] = a
    terms[others] = extra
    return terms, places


def _unit_term_counts(
    units: np.ndarray, terms: np.ndarray, size: int
) -> tuple[NDArray[np.int64], NDArray[np.int64], NDArray[np.float64]]:
    # np.unique(..., return_counts=True) written out: sort, first of each run, run lengths.
    ordered = np.sort(units.astype(np.int64) * size + terms)
    first = np.empty(len(ordered), dtype=np.bool_)
    first[:1] = True
    np.not_equal(ordered[1:], ordered[:-1], out=first[1:])
    starts = np.flatnonzero(first)
    keys = ordered[starts]
    counts = np.diff(np.append(starts, len(ordered)))
    return keys // size, keys % size, counts.astype(np.float64)


#: The sparse product works on blocks of paper units of at most this many term meetings (and,
#: when it accumulates into a dense block, this many matrix cells), which bounds its temporary
#: arrays whatever the texts.
BLOCK_CELLS = 1_000_000
#: A content stem held by more than this many units of the source is *frequent* in the pair: a
#: paper unit holding it meets only the `NEAR_POSTINGS` source units holding it nearest its own
#: relative position, instead of all of them. Without it a text of one sentence repeated n
#: times makes n² unit pairs. The most units one stem holds in any document of PAN 2013 is 586
#: (docs/engine.md), so the cap never changes a PAN comparison.
POSTINGS_CAP = 600
NEAR_POSTINGS = 16


class UnitSimilarity:
    """Cosine and Dice of any (paper unit, source unit) pairs, computed when asked.

    The (paper units × source units) matrices are never built: for two texts of one sentence
    repeated 25,000 times each they would take 2.5 GB apiece. A lookup costs
    O(c·t·log T) for c unit pairs whose paper units hold t terms, T the source's (unit, term)
    triples. Indexing ``[p, lo:hi]`` or ``[lo:hi, s]`` gives a row or column slice of cosines
    (float32), as the matrix did.
    """

    def __init__(self, space: PairSpace) -> None:
        self.space = space
        self._paper_first = _run_starts(space.paper_units, space.paper_unit_count)
        self._source_first = _run_starts(space.source_units, space.source_unit_count)
        self._source_keys = space.source_units.astype(np.int64) * space.vocabulary + (
            space.source_terms
        )
        self.paper_norm = np.sqrt(
            np.bincount(
                space.paper_units, weights=space.paper_weights**2, minlength=space.paper_unit_count
            )
        )
        self.source_norm = np.sqrt(
            np.bincount(
                space.source_units,
                weights=space.source_weights**2,
                minlength=space.source_unit_count,
            )
        )
        self.paper_distinct = np.bincount(space.paper_units, minlength=space.paper_unit_count)
        self.source_distinct = np.bincount(space.source_units, minlength=space.source_unit_count)
        self._last: tuple[object, np.ndarray] | None = None

    def scores(
        self, rows: np.ndarray, cols: np.ndarray, dot: np.ndarray, common: np.ndarray
    ) -> tuple[np.ndarray, np.ndarray]:
        """Cosine and Dice (float32) of unit pairs from their dot product and shared terms."""
        norms = self.paper_norm[rows] * self.source_norm[cols]
        sizes = (self.paper_distinct[rows] + self.source_distinct[cols]).astype(np.float64)
        cosine = np.divide(dot, norms, out=np.zeros(len(norms)), where=norms > 0)
        dice = np.divide(2.0 * common, sizes, out=np.zeros(len(sizes)), where=sizes > 0)
        return np.minimum(cosine, 1.0).astype(np.float32), dice.astype(np.float32)

    def pairs(self, rows: np.ndarray, cols: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Cosine and Dice (float32) of the unit pairs (rows[i], cols[i]); see the class."""
        rows = np.asarray(rows, dtype=np.int64).reshape(-1)
        cols = np.asarray(cols, dtype=np.int64).reshape(-1)
        counts = self._paper_first[rows + 1] - self._paper_first[rows]
        total = int(counts.sum())
        if total <= BLOCK_CELLS:
            return self._pairs(rows, cols)
        # In pieces of about BLOCK_CELLS (unit, term) lookups, to bound the temporary arrays.
        marks = np.arange(1, total // BLOCK_CELLS + 1) * BLOCK_CELLS
        cuts = sorted_distinct(np.r_[0, np.searchsorted(np.cumsum(counts), marks), len(rows)])
        pieces = [
            self._pairs(rows[a:b], cols[a:b]) for a, b in zip(cuts[:-1], cuts[1:], strict=True)
        ]
        return np.concatenate([c for c, _ in pieces]), np.concatenate([d for _, d in pieces])

    def _pairs(self, rows: np.ndarray, cols: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        space = self.space
        first = self._paper_first[rows]
        counts = self._paper_first[rows + 1] - first
        total = int(counts.sum())
        if not total or not len(self._source_keys):
            zeros = np.zeros(len(rows))
            return self.scores(rows, cols, zeros, zeros)
        cell = np.repeat(np.arange(len(rows)), counts)
        positions = np.arange(total) + np.repeat(first - (np.cumsum(counts) - counts), counts)
        keys = cols.take(cell) * space.vocabulary + space.paper_terms.take(positions)
        at = np.minimum(np.searchsorted(self._source_keys, keys), len(self._source_keys) - 1)
        hit = self._source_keys.take(at) == keys
        dot = np.bincount(
            cell[hit],
            weights=space.paper_weights[positions[hit]] * space.source_weights[at[hit]],
            minlength=len(rows),
        )
        common = np.bincount(cell[hit], minlength=len(rows))
        return self.scores(rows, cols, dot, common)

    def __getitem__(self, index: tuple[int | slice, int | slice]) -> np.ndarray:
        if self._last is not None and self._last[0] == index:
            return self._last[1]
        row, col = index
        space = self.space
        if isinstance(row, slice):  # a column: paper units [lo, hi) against source unit col
            assert not isinstance(col, slice)  # one of the two is a slice, the other an index
            lo, hi, _ = row.indices(space.paper_unit_count)
            a, b = self._source_first[col], self._source_first[col + 1]
            mine = (space.source_terms[a:b], space.source_weights[a:b])
            a, b = self._paper_first[lo], self._paper_first[max(lo, hi)]
            theirs = (space.paper_units[a:b], space.paper_terms[a:b], space.paper_weights[a:b])
            norms = self.paper_norm[lo : max(lo, hi)] * self.source_norm[col]
        else:  # a row: paper unit row against source units [lo, hi)
            assert isinstance(col, slice)  # one of the two is a slice, the other an index
            lo, hi, _ = col.indices(space.source_unit_count)
            a, b = self._paper_first[row], self._paper_first[row + 1]
            mine = (space.paper_terms[a:b], space.paper_weights[a:b])
            a, b = self._source_first[lo], self._source_first[max(lo, hi)]
            theirs = (space.source_units[a:b], space.source_terms[a:b], space.source_weights[a:b])
            norms = self.paper_norm[row] * self.source_norm[lo : max(lo, hi)]
        units, terms, weights = theirs
        at = np.minimum(np.searchsorted(mine[0], terms), max(len(mine[0]) - 1, 0))
        hit = mine[0][at] == terms if len(mine[0]) else np.zeros(len(terms), dtype=bool)
        size = max(0, hi - lo)
        dot = np.bincount(units[hit] - lo, weights=weights[hit] * mine[1][at[hit]], minlength=size)
        # The cosine of `scores` alone (the Dice is not asked for here).
        ratio = np.divide(dot, norms, out=np.zeros(size), where=norms > 0)
        cosine: NDArray[np.float32] = np.minimum(ratio, 1.0).astype(np.float32)
        self._last = (index, cosine)
        return cosine


def _run_starts(values: NDArray[np.int64], count: int) -> NDArray[np.intp]:
    """Where each value 0 … ``count`` would go in the sorted ``values`` (all below ``count``):
    ``np.searchsorted(values, np.arange(count + 1))``, from a ``bincount`` and its running sum
    instead of ``count + 1`` binary searches. O(n + count)."""
    starts = np.zeros(count + 1, dtype=np.intp)
    np.cumsum(np.bincount(values, minlength=count), out=starts[1:])
    return starts


def _meetings(length: np.ndarray) -> np.ndarray:
    """Source units each (paper unit, term) meets: all that hold the term, or `NEAR_POSTINGS`
    for a frequent term."""
    return np.where(length > POSTINGS_CAP, np.minimum(length, NEAR_POSTINGS), length)


def similarity_meetings(space: PairSpace, shared: np.ndarray) -> int:
    """The (paper unit, source unit, term) meetings `similarity_seeds` makes for this pair: its
    work, at most `POSTINGS_CAP` per (paper unit, term) of the paper. O(t log t)."""
    terms = space.paper_terms[shared[space.paper_terms]]
    length = np.bincount(space.source_terms, minlength=space.vocabulary)
    return int(_meetings(length)[terms].sum())


def _blocks(
    space: PairSpace, shared: NDArray[np.bool_], met: NDArray[np.intp], paper_units: int
) -> Iterator[tuple[int, int]]:
    """Consecutive paper-unit ranges [lo, hi), each within BLOCK_CELLS term meetings."""
    meetings = np.bincount(
        space.paper_units,
        weights=np.where(shared[space.paper_terms], met[space.paper_terms], 0),
        minlength=paper_units,
    )
    total = np.concatenate([[0.0], np.cumsum(np.maximum(meetings, 1))])
    lo = 0
    while lo < paper_units:
        hi = int(np.searchsorted(total, total[lo] + BLOCK_CELLS, side="right")) - 1
        hi = min(paper_units, max(hi, lo + 1))
        yield lo, hi
        lo = hi


#: At most this many similarity seeds per paper unit (its most similar source units): a text
#: repeating one sentence thousands of times must not make millions of seeds.
SEEDS_PER_UNIT = 8


def _most_similar(
    pairs: np.ndarray, cosine: np.ndarray, paper_units: int, source_units: int
) -> np.ndarray:
    """At most `SEEDS_PER_UNIT` of the pairs per paper unit: the highest cosines, ties going to
    the source units nearest the paper unit's relative position; ordered by paper unit, then
    source unit. O(k log k) for k pairs."""
    if not len(pairs) or np.bincount(pairs[:, 0]).max() <= SEEDS_PER_UNIT:
        return pairs.reshape(-1, 2)
    rows, cols = pairs[:, 0], pairs[:, 1]
    diagonal = rows * source_units // max(paper_units, 1)
    order = np.lexsort((cols, np.abs(cols - diagonal), -cosine, rows))
    rows = rows[order]
    starts = np.flatnonzero(np.concatenate([[True], rows[1:] != rows[:-1]]))
    rank = np.arange(len(rows)) - np.repeat(starts, np.diff(np.append(starts, len(rows))))
    kept = pairs[order][rank < SEEDS_PER_UNIT]
    return kept[np.lexsort((kept[:, 1], kept[:, 0]))]


def similarity_seeds(
    space: PairSpace,
    shared: np.ndarray,
    similarity: UnitSimilarity,
    min_cosine: float,
    min_dice: float,
) -> np.ndarray:
    """Unit pairs whose tf-isf cosine and Dice both exceed the thresholds, as (k, 2), at most
    `SEEDS_PER_UNIT` per paper unit (`_most_similar`); the (u × v) matrices are never built.

    A sparse product a term at a time: every (paper unit, term) meets the source units that hold
    the same term, in blocks of paper units. A frequent term (`POSTINGS_CAP`) meets only the
    `NEAR_POSTINGS` nearest the paper unit's relative position; pairs found in a block with a
    frequent term are then scored exactly (`UnitSimilarity.pairs`), so a cap only loses pairs
    that share nothing but frequent terms, away from the diagonal. O(Σ_t p_t·min(s_t, cap)) for
    p_t and s_t the units of each text holding term t: linear in the texts.
    """
    paper_units, source_units = space.paper_unit_count, space.source_unit_count
    found = [np.zeros((0, 2), dtype=np.int64)]
    if paper_units and source_units and shared.any():
        # Source postings grouped by term, by unit inside a term.
        keep = shared[space.source_terms]
        order = np.argsort(space.source_terms[keep], kind="stable")
        post_units = space.source_units[keep][order]
        post_weights = space.source_weights[keep][order]
        post_terms = space.source_terms[keep][order]
        post_keys = post_terms.astype(np.int64) * source_units + post_units
        length = np.bincount(post_terms, minlength=space.vocabulary)
        first = _run_starts(post_terms, space.vocabulary)[:-1]
        met = _meetings(length)
        for lo, hi in _blocks(space, shared, met, paper_units):
            a, b = np.searchsorted(space.paper_units, [lo, hi])
            units, terms = space.paper_units[a:b], space.paper_terms[a:b]
            weights = space.paper_weights[a:b]
            mask = shared[terms]
            units, terms, weights = units[mask], terms[mask], weights[mask]
            counts = met[terms]
            total = int(counts.sum())
            if not total:
                continue
            starts = first[terms]
            frequent = length[terms] > POSTINGS_CAP
            if frequent.any():
                ft = terms[frequent]
                diagonal = units[frequent].astype(np.int64) * source_units // paper_units
                at = np.searchsorted(post_keys, ft.astype(np.int64) * source_units + diagonal)
                starts[frequent] = np.clip(
                    at - NEAR_POSTINGS // 2, first[ft], first[ft] + length[ft] - NEAR_POSTINGS
                )
            offsets = np.repeat(starts - (np.cumsum(counts) - counts), counts)
            positions = np.arange(total) + offsets
            keys = np.repeat(units - lo, counts) * source_units + post_units.take(positions)
            products = np.repeat(weights, counts) * post_weights.take(positions)
            cells = (hi - lo) * source_units
            if cells <= min(BLOCK_CELLS, 32 * total):  # dense enough for a bincount
                common = np.bincount(keys, minlength=cells)
                cell = np.flatnonzero(common)
                dot = np.bincount(keys, weights=products, minlength=cells)[cell]
                common = common[cell]
            else:
                cell, inverse = np.unique(keys, return_inverse=True)
                dot = np.bincount(inverse, weights=products)
                common = np.bincount(inverse)
            rows, cols = cell // source_units + lo, cell % source_units
            if frequent.any():
                cosine, dice = similarity.pairs(rows, cols)
            else:
                cosine, dice = similarity.scores(rows, cols, dot, common)
            hit = (cosine > min_cosine) & (dice > min_dice)
            pairs = np.stack([rows[hit], cols[hit]], axis=1).astype(np.int64)
            found.append(_most_similar(pairs, cosine[hit], paper_units, source_units))
    return np.concatenate(found).reshape(-1, 2)


def shingle_seeds(paper: AnalysedText, source: AnalysedText, min_content: int = 3) -> np.ndarray:
    """Unit pairs sharing a w-shingle with at least ``min_content`` content words (Broder).

    Shingles repeated more than 3 times in either text (boilerplate) are ignored.
    O((n+m) log(n+m)) by sorting the shared shingles' positions; the shared set itself is a
    binary search of the texts' shingle sets (sorted once by `analyse`).
    """
    shared = common(paper.shingle_set, source.shingle_set)
    if not len(shared):
        return np.zeros((0, 2), dtype=np.int64)
    w = paper.shingle_size
    p_hashes, p_at = _positions(paper, shared, w, min_content)
    s_hashes, s_at = _scanned_positions(source, shared, w, min_content)
    # Join the two sides on the hash: every paper position with every source position.
    lo = np.searchsorted(s_hashes, p_hashes)
    n = np.searchsorted(s_hashes, p_hashes, side="right") - lo
    if not n.sum():
        return np.zeros((0, 2), dtype=np.int64)
    rows = np.repeat(p_at, n)
    cols = s_at[np.repeat(lo - (np.cumsum(n) - n), n) + np.arange(int(n.sum()))]
    width = max(source.unit_count, 1)
    paper_units = _units_at(paper.unit_ends, rows).astype(np.int64)
    cells = sorted_distinct(paper_units * width + _units_at(unit_ends(source), cols))
    return np.stack([cells // width, cells % width], axis=1)


def _positions(
    text: AnalysedText, common: np.ndarray, w: int, min_content: int
) -> tuple[np.ndarray, np.ndarray]:
    """(hashes, token positions) of the shingles in ``common`` (sorted) with enough content
    words, sorted by hash (positions ascending among equal hashes); a hash found more than 3
    times is left out. The text's shingles ordered by hash (`AnalysedText.shingle_order`,
    sorted once per text) are cut at the common hashes by binary search: O(c log n + h) for c
    common hashes and h positions, the paper's shingles not searched again per source."""
    order, ordered = text.shingle_order, text.ordered_shingles
    lo = np.searchsorted(ordered, common)
    n = np.searchsorted(ordered, common, side="right") - lo
    idx = order[np.repeat(lo - (np.cumsum(n) - n), n) + np.arange(int(n.sum()))]
    cumulative = text.content_prefix
    width = min(w, len(text.tokens))
    idx = idx[cumulative[idx + width] - cumulative[idx] >= min(min_content, width)]
    return _without_repeated(text.shingles[idx], idx)


def _scanned_positions(
    text: AnalysedText, common: np.ndarray, w: int, min_content: int
) -> tuple[np.ndarray, np.ndarray]:
    """`_positions` for a text met once (a source): its shingles searched in ``common`` and
    the hits sorted, nothing kept on the text. O(n log c + h log h)."""
    idx = np.flatnonzero(sorted_member(text.shingles, common))
    cumulative = np.concatenate([[0], np.cumsum(text.content)])
    width = min(w, len(text.tokens))
    idx = idx[cumulative[idx + width] - cumulative[idx] >= min(min_content, width)]
    hashes = text.shingles[idx]
    order = np.argsort(hashes, kind="stable")
    return _without_repeated(hashes[order], idx[order])


def _without_repeated(hashes: np.ndarray, idx: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The (hashes, positions) sorted by hash without the hashes found more than 3 times."""
    starts = np.flatnonzero(np.concatenate([[True], hashes[1:] != hashes[:-1]]))
    counts = np.diff(np.append(starts, len(hashes)))
    keep = np.repeat(counts, counts) <= 3
    return hashes[keep], idx[keep]


def _sentence_unit(text: AnalysedText) -> np.ndarray:
    units = text.unit_sentences
    return np.repeat(np.arange(len(units)), units[:, 1] - units[:, 0])


def may_share_blocks(paper: AnalysedText, source: AnalysedText) -> bool:
    """False when the two texts certainly share no SL+ST sentence block: fewer than two
    sentences of the source have a record the paper has (`AnalysedText.record_keys`; a shared
    pair is two sentences of each text; the cheaper test, which most pairs of texts fail), or
    their `AnalysedText.pair_keys` are disjoint (binary search, O(k log k) for k
    sentences), or else their `sentence_pairs` are (`sentence_blocks.could_share_blocks`,
    which makes the records); True when they may."""
    if np.count_nonzero(sorted_member(source.record_keys, paper.record_keys)) < 2:
        return False
    if not sorted_member(source.pair_keys, paper.pair_keys).any():
        return False
    return could_share_blocks(paper.sentence_pairs, source.sentence_pairs)


def block_seeds(paper: AnalysedText, source: AnalysedText) -> np.ndarray:
    """Unit pairs inside the verified common sentence blocks of SL+ST (seed 004).

    Cost of `sentence_blocks.matching_blocks`: linear suffix-tree construction plus the blocks;
    O(min(m, n)) alone for texts that share no two consecutive sentence records
    (`sentence_blocks.could_share_blocks`, on the pairs `analyse` kept): most pairs of texts,
    and every pair whose copy was reworded or translated. The texts' `AnalysedText.pair_keys`
    (hashes of those pairs, in numpy) are tested first: disjoint keys mean disjoint pairs, so
    most pairs of texts never make their sentence records.
    """
    if not may_share_blocks(paper, source):
        return np.zeros((0, 2), dtype=np.int64)
    shared = (  # the suffix tree runs on the sentences in shared pairs alone
        sorted_member(paper.pair_sequence, source.pair_keys).tolist(),
        sorted_member(source.pair_sequence, paper.pair_keys).tolist(),
    )
    blocks = matching_blocks(paper.unrepeated_records, source.unrepeated_records, shared=shared)
    if not blocks:
        return np.zeros((0, 2), dtype=np.int64)
    p_map, s_map = _sentence_unit(paper), _sentence_unit(source)
    pairs = {
        (int(p_map[b.a_start + k]), int(s_map[b.b_start + k]))
        for b in blocks
        for k in range(b.length)
    }
    return np.asarray(sorted(pairs), dtype=np.int64).reshape(-1, 2)


@dataclass(frozen=True, slots=True, eq=False)
class Seeds:
    """Seeds as an (k, 3) array of (paper unit, source unit, kind), one per unit pair with its
    strongest kind, with the pair's cosine and Dice."""

    pairs: np.ndarray = field(repr=False)
    cosine: np.ndarray = field(repr=False)
    dice: np.ndarray = field(repr=False)
    #: Cosine of any (paper unit, source unit) pair, computed when asked.
    unit_cosine: UnitSimilarity = field(repr=False)

    def __len__(self) -> int:
        return len(self.pairs)

    @property
    def scores(self) -> np.ndarray:
        """The cosine, plus 1 for the exact kinds (shingle, sentence block)."""
        scores: NDArray[np.float64] = self.cosine + (self.pairs[:, 2] != SIMILAR)
        return scores

    def strict(self, cosine: float, dice: float) -> np.ndarray:
        """Mask of the seeds kept at stricter thresholds (the exact kinds always are)."""
        kept: NDArray[np.bool_] = (self.pairs[:, 2] != SIMILAR) | (
            (self.cosine > cosine) & (self.dice > dice)
        )
        return kept


def _with_kind(found: np.ndarray, kind: int) -> np.ndarray:
    """(k, 3) rows (paper unit, source unit, kind) of (k, 2) unit pairs (``np.c_`` without its
    per-call parsing)."""
    rows = np.empty((len(found), 3), dtype=np.int64)
    rows[:, :2] = found
    rows[:, 2] = kind
    return rows


def all_seeds(
    paper: AnalysedText,
    source: AnalysedText,
    space: PairSpace,
    shared: np.ndarray,
    settings: Settings,
) -> Seeds:
    """Seeds of the three kinds (module docstring). Similarity seeds use the looser summary
    thresholds; `Seeds.strict` selects the direct ones."""
    similarity = UnitSimilarity(space)
    parts = [np.zeros((0, 3), dtype=np.int64)]
    if settings.shingle_seeds:
        found = shingle_seeds(paper, source)
        parts.append(_with_kind(found, SHINGLE))
    if settings.sentence_blocks:
        found = block_seeds(paper, source)
        parts.append(_with_kind(found, BLOCK))
    if settings.sentence_similarity:
        found = similarity_seeds(
            space,
            shared,
            similarity,
            min(settings.sentence_cosine, settings.summary_cosine),
            min(settings.sentence_dice, settings.summary_dice),
        )
        parts.append(_with_kind(found, SIMILAR))
    pairs = np.concatenate(parts).astype(np.int64).reshape(-1, 3)
    if len(pairs):
        pairs = pairs[np.lexsort((pairs[:, 2], pairs[:, 1], pairs[:, 0]))]
        first = np.ones(len(pairs), dtype=bool)
        first[1:] = np.any(pairs[1:, :2] != pairs[:-1, :2], axis=1)
        pairs = pairs[first]
    cosine, dice = similarity.pairs(pairs[:, 0], pairs[:, 1])
    return Seeds(pairs, cosine.astype(np.float64), dice.astype(np.float64), similarity)


def mutual_best(seeds: np.ndarray, scores: np.ndarray, share: float) -> np.ndarray:
    """Seeds that score at least ``share`` of the best seed of their paper unit and of the
    best seed of their source unit: drops chance links from a copied sentence to a neighbour
    of its true counterpart. O(k)."""
    if not len(seeds):
        return seeds
    best_paper = np.full(int(seeds[:, 0].max()) + 1, -np.inf)
    best_source = np.full(int(seeds[:, 1].max()) + 1, -np.inf)
    np.maximum.at(best_paper, seeds[:, 0], scores)
    np.maximum.at(best_source, seeds[:, 1], scores)
    keep = (scores >= share * best_paper[seeds[:, 0]]) & (
        scores >= share * best_source[seeds[:, 1]]
    )
    kept: NDArray[np.int64] = seeds[keep]
    return kept
