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

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field

import numpy as np
from numpy.typing import NDArray

from app.engine.analysis import AnalysedText
from app.engine.sentence_blocks import SentenceRecord, matching_blocks
from app.engine.settings import Settings

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


def _unit_of_token(text: AnalysedText) -> np.ndarray:
    ranges = text.unit_tokens()
    return np.repeat(np.arange(len(ranges)), ranges[:, 1] - ranges[:, 0])


def build_space(paper: AnalysedText, source: AnalysedText) -> tuple[PairSpace, np.ndarray]:
    """The pair's tf-isf space and the (paper units × source units) similarity seeds matrix
    inputs. O(t log t) for the t content tokens of both texts."""
    pu = _unit_of_token(paper)[paper.content]
    su = _unit_of_token(source)[source.content]
    terms, inverse = np.unique(
        np.concatenate([paper.stem_hashes[paper.content], source.stem_hashes[source.content]]),
        return_inverse=True,
    )
    size = len(terms)
    pt, st = inverse[: len(pu)], inverse[len(pu) :]
    p_units, p_terms, p_tf = _unit_term_counts(pu, pt, size)
    s_units, s_terms, s_tf = _unit_term_counts(su, st, size)
    sf = np.bincount(p_terms, minlength=size) + np.bincount(s_terms, minlength=size)
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
    shared = (np.bincount(p_terms, minlength=size) > 0) & (np.bincount(s_terms, minlength=size) > 0)
    return space, shared


def _unit_term_counts(
    units: np.ndarray, terms: np.ndarray, size: int
) -> tuple[NDArray[np.int64], NDArray[np.int64], NDArray[np.float64]]:
    keys, counts = np.unique(units.astype(np.int64) * size + terms, return_counts=True)
    return keys // size, keys % size, counts.astype(np.float64)


#: The sparse product works on blocks of paper units of at most this many matrix cells and
#: this many term meetings, which bounds its temporary arrays whatever the texts.
BLOCK_CELLS = 4_000_000


def _blocks(
    space: PairSpace,
    shared: NDArray[np.bool_],
    length: NDArray[np.intp],
    paper_units: int,
    source_units: int,
) -> Iterator[tuple[int, int]]:
    """Consecutive paper-unit ranges [lo, hi), each within BLOCK_CELLS cells and meetings."""
    meetings = np.bincount(
        space.paper_units,
        weights=np.where(shared[space.paper_terms], length[space.paper_terms], 0),
        minlength=paper_units,
    )
    cost = np.maximum(meetings, 1) + source_units
    total = np.concatenate([[0.0], np.cumsum(cost)])
    lo = 0
    while lo < paper_units:
        hi = int(np.searchsorted(total, total[lo] + BLOCK_CELLS, side="right")) - 1
        hi = min(paper_units, max(hi, lo + 1))
        yield lo, hi
        lo = hi


def unit_similarity(
    space: PairSpace, shared: np.ndarray, paper_units: int, source_units: int
) -> tuple[np.ndarray, np.ndarray]:
    """(paper units × source units) matrices of tf-isf cosine and Dice coefficient (float32).

    A sparse product term at a time: every (paper unit, term) meets the source units that hold
    the same term, in blocks of paper units. O(Σ_t p_t·s_t) for p_t and s_t the units of each
    text containing term t, plus O(u·v) for the matrices — two 100,000-word texts take about a
    second instead of the dense product's O(u·v·s).
    """
    cosine = np.zeros((paper_units, source_units), dtype=np.float32)
    dice = np.zeros((paper_units, source_units), dtype=np.float32)
    if not paper_units or not source_units or not shared.any():
        return cosine, dice
    p_norm = np.sqrt(
        np.bincount(space.paper_units, weights=space.paper_weights**2, minlength=paper_units)
    )
    s_norm = np.sqrt(
        np.bincount(space.source_units, weights=space.source_weights**2, minlength=source_units)
    )
    p_distinct = np.bincount(space.paper_units, minlength=paper_units)
    s_distinct = np.bincount(space.source_units, minlength=source_units)
    # Source postings grouped by term.
    keep = shared[space.source_terms]
    order = np.argsort(space.source_terms[keep], kind="stable")
    post_units = space.source_units[keep][order]
    post_weights = space.source_weights[keep][order]
    post_terms = space.source_terms[keep][order]
    first = np.searchsorted(post_terms, np.arange(space.vocabulary))
    length = np.searchsorted(post_terms, np.arange(space.vocabulary), side="right") - first
    for lo, hi in _blocks(space, shared, length, paper_units, source_units):
        a, b = np.searchsorted(space.paper_units, [lo, hi])
        units, terms = space.paper_units[a:b], space.paper_terms[a:b]
        weights = space.paper_weights[a:b]
        mask = shared[terms]
        units, terms, weights = units[mask], terms[mask], weights[mask]
        counts = length[terms]
        total = int(counts.sum())
        if not total:
            continue
        offsets = np.repeat(first[terms] - (np.cumsum(counts) - counts), counts)
        positions = np.arange(total) + offsets
        keys = np.repeat(units - lo, counts) * source_units + post_units[positions]
        cells = (hi - lo) * source_units
        dot = np.bincount(
            keys, weights=np.repeat(weights, counts) * post_weights[positions], minlength=cells
        ).reshape(hi - lo, source_units)
        common = np.bincount(keys, minlength=cells).reshape(hi - lo, source_units)
        with np.errstate(divide="ignore", invalid="ignore"):
            cosine[lo:hi] = np.nan_to_num(dot / np.outer(p_norm[lo:hi], s_norm))
            dice[lo:hi] = np.nan_to_num(
                2.0 * common / (p_distinct[lo:hi, None] + s_distinct[None, :])
            )
    return np.minimum(cosine, 1.0), dice


#: At most this many similarity seeds per paper unit (its most similar source units): a text
#: repeating one sentence thousands of times must not make millions of seeds.
SEEDS_PER_UNIT = 8


def similarity_seeds(
    cosine: np.ndarray, dice: np.ndarray, min_cosine: float, min_dice: float
) -> np.ndarray:
    """Unit pairs whose cosine and Dice both exceed the thresholds, as (k, 2), at most
    `SEEDS_PER_UNIT` per paper unit (the highest cosines). O(u·v)."""
    hit = (cosine > min_cosine) & (dice > min_dice)
    crowded = np.flatnonzero(hit.sum(axis=1) > SEEDS_PER_UNIT)
    if len(crowded):
        rows = np.where(hit[crowded], cosine[crowded], -1.0)
        top = np.argpartition(-rows, SEEDS_PER_UNIT - 1, axis=1)[:, :SEEDS_PER_UNIT]
        keep = np.zeros_like(hit[crowded])
        np.put_along_axis(keep, top, True, axis=1)
        hit[crowded] &= keep
    return np.argwhere(hit).astype(np.int64).reshape(-1, 2)


def shingle_seeds(paper: AnalysedText, source: AnalysedText, min_content: int = 3) -> np.ndarray:
    """Unit pairs sharing a w-shingle with at least ``min_content`` content words (Broder).

    Shingles repeated more than 3 times in either text (boilerplate) are ignored.
    O((n+m) log(n+m)) by sorting the shingle hashes.
    """
    common = np.intersect1d(paper.shingles, source.shingles)
    if not len(common):
        return np.zeros((0, 2), dtype=np.int64)
    w = paper.shingle_size
    p_pos = _positions(paper, common, w, min_content)
    s_pos = _positions(source, common, w, min_content)
    if not p_pos or not s_pos:
        return np.zeros((0, 2), dtype=np.int64)
    p_unit, s_unit = _unit_of_token(paper), _unit_of_token(source)
    pairs = {
        (int(p_unit[i]), int(s_unit[j]))
        for h, plist in p_pos.items()
        if len(plist) <= 3 and len(s_pos.get(h, ())) <= 3
        for i in plist
        for j in s_pos.get(h, ())
    }
    return np.asarray(sorted(pairs), dtype=np.int64).reshape(-1, 2)


def _positions(
    text: AnalysedText, common: np.ndarray, w: int, min_content: int
) -> dict[int, list[int]]:
    idx = np.flatnonzero(np.isin(text.shingles, common))
    if not len(idx):
        return {}
    cumulative = np.concatenate([[0], np.cumsum(text.content)])
    width = min(w, len(text.tokens))
    enough = cumulative[idx + width] - cumulative[idx] >= min(min_content, width)
    positions: dict[int, list[int]] = {}
    for i in idx[enough]:
        positions.setdefault(int(text.shingles[i]), []).append(int(i))
    return positions


def _sentence_unit(text: AnalysedText) -> np.ndarray:
    units = text.unit_sentences
    return np.repeat(np.arange(len(units)), units[:, 1] - units[:, 0])


#: A sentence record (length and first terms) repeated more often than this in one text is
#: boilerplate; SL+ST ignores it (a spam page of one repeated line has Θ(n²) common blocks).
MAX_RECORD_REPEATS = 3


def _distinct(records: list[SentenceRecord]) -> list[SentenceRecord]:
    counts = Counter(records)
    empty = SentenceRecord(length=0, first_terms=())
    return [empty if counts[r] > MAX_RECORD_REPEATS else r for r in records]


def block_seeds(paper: AnalysedText, source: AnalysedText) -> np.ndarray:
    """Unit pairs inside the verified common sentence blocks of SL+ST (seed 004).

    Cost of `sentence_blocks.matching_blocks`: linear suffix-tree construction plus the blocks.
    """
    blocks = matching_blocks(
        _distinct(paper.sentence_records()), _distinct(source.sentence_records())
    )
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
    #: The (paper units × source units) cosine matrix the similarity seeds came from.
    unit_cosine: np.ndarray = field(repr=False)

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


def all_seeds(
    paper: AnalysedText,
    source: AnalysedText,
    space: PairSpace,
    shared: np.ndarray,
    settings: Settings,
) -> Seeds:
    """Seeds of the three kinds (module docstring). Similarity seeds use the looser summary
    thresholds; `Seeds.strict` selects the direct ones."""
    cosine, dice = unit_similarity(space, shared, paper.unit_count, source.unit_count)
    parts = [np.zeros((0, 3), dtype=np.int64)]
    if settings.shingle_seeds:
        found = shingle_seeds(paper, source)
        parts.append(np.c_[found, np.full(len(found), SHINGLE)])
    if settings.sentence_blocks:
        found = block_seeds(paper, source)
        parts.append(np.c_[found, np.full(len(found), BLOCK)])
    if settings.sentence_similarity:
        found = similarity_seeds(
            cosine,
            dice,
            min(settings.sentence_cosine, settings.summary_cosine),
            min(settings.sentence_dice, settings.summary_dice),
        )
        parts.append(np.c_[found, np.full(len(found), SIMILAR)])
    pairs = np.concatenate(parts).astype(np.int64).reshape(-1, 3)
    if len(pairs):
        pairs = pairs[np.lexsort((pairs[:, 2], pairs[:, 1], pairs[:, 0]))]
        first = np.ones(len(pairs), dtype=bool)
        first[1:] = np.any(pairs[1:, :2] != pairs[:-1, :2], axis=1)
        pairs = pairs[first]
    rows, cols = pairs[:, 0], pairs[:, 1]
    return Seeds(
        pairs,
        cosine[rows, cols].astype(np.float64) if len(pairs) else np.zeros(0),
        dice[rows, cols].astype(np.float64) if len(pairs) else np.zeros(0),
        cosine,
    )


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
