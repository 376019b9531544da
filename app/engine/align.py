"""From seeds to passages: clustering, validation, growth, summaries, character spans.

The extension follows Sanchez-Perez, Sidorov and Gelbukh (PAN 2014): seeds are clustered so that
neighbours are at most ``max_gap`` units apart on both sides (split by paper side, then source
side, until stable); a cluster becomes a candidate passage whose two sides must still be similar
as wholes (tf-isf cosine > ``passage_cosine``), otherwise it is re-clustered with a smaller gap
(a cluster that cannot be split further is judged once more after growing, see below).
Overlapping candidates on the paper side keep the better supported one. Candidates then grow by
weakly matching neighbour units (hysteresis). A second clustering with a large gap recognises
summaries (a short paper passage drawn from a long stretch of the source).

Character spans: a near-verbatim candidate becomes its exact word runs, chained over small edits
and grown while both sides agree; a reworded one is cut to the first and last word the other
side has. A *loose* reworded candidate (more than a third of its paper units match nothing of
its source side: scattered matching sentences with the writer's own between them) becomes its
runs of matching units only (`supported_runs`), so it claims no text without evidence.
docs/engine.md gives the measurements behind each step.
Total cost: O(k log k) for k seeds plus O(t) per passage for its t tokens.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

import numpy as np

from app.engine.analysis import AnalysedText
from app.engine.passage import METHODS, Passage
from app.engine.seeding import (
    PairSpace,
    UnitSimilarity,
    all_seeds,
    build_space,
    mutual_best,
)
from app.engine.settings import Settings
from app.engine.shingles import shingle_hashes, sorted_member

#: Word k-grams repeated more often than this on one side are not used to place boundaries.
MAX_GRAM_REPEATS = 10
#: On a candidate whose source side spans more than twice this many units, each paper unit is
#: matched (``supported_runs``) against the source units this far either side of its place on
#: the candidate's diagonal, not against all of them: the work stays linear in the candidate
#: (docs/engine.md, "Degenerate input"). No PAN 2013 candidate is that long.
SUPPORT_BAND = 128
#: A reworded candidate in which more than this share of the paper units match no unit of its
#: source side (cosine below ``weak_cosine``) is *loose*: it becomes its supported runs only.
LOOSE_SHARE = 1 / 3
_CLOSING = frozenset(".,;:!?\"')]}»”’。！？；：」』）")


@dataclass(frozen=True, slots=True)
class _Candidate:
    paper: tuple[int, int]  # unit range [a, b)
    source: tuple[int, int]
    seeds: int
    kind: int
    cosine: float
    #: Kept for an exact shared run of words although its units are not similar as wholes
    #: (`_validated`): its passages are its exact runs only.
    exact: bool = False


def _split(seeds: np.ndarray, column: int, max_gap: int) -> list[np.ndarray]:
    if len(seeds) < 2:  # nothing to split (sorting one seed gives the same seed)
        return [seeds]
    ordered = seeds[np.argsort(seeds[:, column], kind="stable")]
    cuts = (np.flatnonzero(np.diff(ordered[:, column]) > max_gap) + 1).tolist()
    # Slices at the cuts: what np.split gives, without its per-call overhead.
    return [ordered[a:b] for a, b in zip([0, *cuts], [*cuts, len(ordered)], strict=True)]


def cluster_seeds(seeds: np.ndarray, max_gap: int) -> list[np.ndarray]:
    """Groups of seeds whose neighbours lie at most ``max_gap`` units apart on both sides.

    Alternately splits by paper and source position until every group is stable. O(k log k)
    per level; iterative, no recursion.
    """
    done: list[np.ndarray] = []
    work = [seeds] if len(seeds) else []
    while work:
        group = work.pop()
        parts = _split(group, 0, max_gap)
        if len(parts) == 1:
            parts = _split(group, 1, max_gap)
        if len(parts) == 1:
            done.append(group)
        else:
            work.extend(parts)
    return done


def _widest_step(group: np.ndarray) -> int:
    """The largest distance between neighbouring seeds of a group, on either side: the group
    stays whole under `cluster_seeds` at every gap at least this large. O(k log k)."""
    if len(group) < 2:
        return 0
    return int(max(np.diff(np.sort(group[:, 0])).max(), np.diff(np.sort(group[:, 1])).max()))


#: Whether paper units [a, b) and source units [c, d) share an exact run of words.
_ExactTest = Callable[[tuple[int, int], tuple[int, int]], bool]


def _validated(
    seeds: np.ndarray,
    max_gap: int,
    space: PairSpace,
    threshold: float,
    exact: _ExactTest | None = None,
    grow: Callable[[_Candidate], _Candidate] | None = None,
) -> list[_Candidate]:
    """Clusters of the seeds whose two sides are similar as wholes; a cluster that is not is
    clustered again with a smaller gap, down to 1. The smaller gap goes straight to the first
    one that splits the cluster (`_widest_step`): at the gaps above it the cluster stays whole,
    with the same cosine, and fails again (the same candidates in the same order as one gap at
    a time, without its repeated clustering of large clusters of scattered seeds).
    A cluster that cannot be split further and still fails is kept as an *exact* candidate
    of shingle seeds when its two sides share an exact run of words (``exact``,
    `_has_exact_run`; the direct candidates only, not the summary pass's): a copied
    paragraph inside a run-on "sentence" of 400 words of web text (no full stops) is a small
    part of its unit, so the units are not similar as wholes although the copy is verbatim.
    Any other such cluster is first grown by its weakly matching neighbours (``grow``, the
    hysteresis of `_grown` that every kept candidate gets next) and kept if the grown
    candidate is similar as a whole: a reworded list copied into one long "sentence" (PAN
    00804/01911, a shop's items; 01014/03017, a list of sweets) has one seed, to one of the
    list's items, and against that item alone the paper's unit is not similar, against the
    list it is (cosine 0.33 → 0.57 and 0.78). Measured on PAN (docs/engine.md, "Growing a
    rejected cluster"). O(k log k) per level for k seeds, plus O(g) slices per grown cluster."""
    out: list[_Candidate] = []
    work = [(group, max_gap) for group in cluster_seeds(seeds, max_gap)]
    while work:
        group, gap = work.pop()
        paper = (int(group[:, 0].min()), int(group[:, 0].max()) + 1)
        source = (int(group[:, 1].min()), int(group[:, 1].max()) + 1)
        cosine = space.fragment_cosine(paper, source)
        if cosine > threshold:
            out.append(_Candidate(paper, source, len(group), int(group[:, 2].min()), cosine))
            continue
        smaller = min(gap - 1, _widest_step(group) - 1)
        if smaller >= 1:
            work.extend((g, smaller) for g in cluster_seeds(group, smaller))
        elif exact is not None and int(group[:, 2].min()) == 0 and exact(paper, source):
            out.append(_Candidate(paper, source, len(group), 0, cosine, exact=True))
        elif grow is not None:
            kind = int(group[:, 2].min())
            grown = grow(_Candidate(paper, source, len(group), kind, cosine))
            if grown.cosine > threshold:
                out.append(grown)
    return out


def _has_exact_run(paper: AnalysedText, source: AnalysedText, settings: Settings) -> _ExactTest:
    """The test of `_validated`'s exact candidates: the two sides share a run of at least
    ``min_words`` words, word for word (the length a passage needs to be reported). O(t + h)
    for the t tokens of the two unit ranges and h shared k-grams."""

    def test(paper_units: tuple[int, int], source_units: tuple[int, int]) -> bool:
        p_tokens = _token_range(paper, paper_units)
        s_tokens = _token_range(source, source_units)
        matches = _shared_grams(paper, p_tokens, source, s_tokens, settings.edge_gram)
        runs = _exact_runs(matches, settings.edge_gram)
        return bool(runs) and runs[0][1] - runs[0][0] >= settings.min_words

    return test


def _without_overlaps(candidates: list[_Candidate]) -> list[_Candidate]:
    """Keep, of candidates overlapping on the paper side, the one with more seeds (then the
    higher cosine). O(c log c)."""
    ranked = sorted(candidates, key=lambda c: (-c.seeds, -c.cosine, c.paper))
    kept: list[_Candidate] = []
    for cand in ranked:
        if all(cand.paper[1] <= k.paper[0] or k.paper[1] <= cand.paper[0] for k in kept):
            kept.append(cand)
    return sorted(kept, key=lambda c: c.paper)


def _grown(
    cand: _Candidate, unit_cosine: UnitSimilarity, bounds: tuple[int, int, int, int], weak: float
) -> _Candidate:
    """Extend a candidate by neighbouring units that match a unit near the other side's end
    with a cosine of at least ``weak`` — a hysteresis threshold far below the seed threshold:
    strong seeds start a passage, weak matches next to it extend it (the first and last
    sentences of a translated or reworded passage often match too weakly to seed). Each step
    looks at the other side's units from 2 inside its end to 2 past it, so a growth can step
    over one unit the other side left out (a heading, a sentence dropped by the writer or the
    translation: PAN 01557/01387). The window reached 1 past the end until issue 14's round
    (bench-pan 0.9050 -> 0.9082, translation 242 -> 246 cases found; docs/engine.md).
    O(g) numpy slices for g steps.
    """
    p0, p1 = cand.paper
    s0, s1 = cand.source
    pl, ph, sl, sh = bounds
    while True:
        grown = False
        if p1 < ph:  # the next paper unit, against source units around the source end
            lo, hi = max(sl, s1 - 2), min(sh, s1 + 2)
            if hi > lo and unit_cosine[p1, lo:hi].max() >= weak:
                s1 = max(s1, lo + int(unit_cosine[p1, lo:hi].argmax()) + 1)
                p1, grown = p1 + 1, True
        if s1 < sh:
            lo, hi = max(pl, p1 - 2), min(ph, p1 + 2)
            if hi > lo and unit_cosine[lo:hi, s1].max() >= weak:
                p1 = max(p1, lo + int(unit_cosine[lo:hi, s1].argmax()) + 1)
                s1, grown = s1 + 1, True
        if p0 > pl:
            lo, hi = max(sl, s0 - 2), min(sh, s0 + 2)
            if hi > lo and unit_cosine[p0 - 1, lo:hi].max() >= weak:
                s0 = min(s0, lo + int(unit_cosine[p0 - 1, lo:hi].argmax()))
                p0, grown = p0 - 1, True
        if s0 > sl:
            lo, hi = max(pl, p0 - 2), min(ph, p0 + 2)
            if hi > lo and unit_cosine[lo:hi, s0 - 1].max() >= weak:
                p0 = min(p0, lo + int(unit_cosine[lo:hi, s0 - 1].argmax()))
                s0, grown = s0 - 1, True
        if not grown:
            return _Candidate((p0, p1), (s0, s1), cand.seeds, cand.kind, cand.cosine)


def _grow_all(
    candidates: list[_Candidate], unit_cosine: UnitSimilarity, space: PairSpace, weak: float
) -> list[_Candidate]:
    """`_grown` on each candidate, never into the paper units of its neighbours; the cosine of
    each grown candidate is recomputed."""
    out = []
    ordered = sorted(candidates, key=lambda c: c.paper)
    for i, cand in enumerate(ordered):
        low = ordered[i - 1].paper[1] if i else 0
        high = ordered[i + 1].paper[0] if i + 1 < len(ordered) else space.paper_unit_count
        bounds = (low, high, 0, space.source_unit_count)
        out.append(_regrown(cand, unit_cosine, space, bounds, weak))
    return out


def _regrown(
    cand: _Candidate,
    unit_cosine: UnitSimilarity,
    space: PairSpace,
    bounds: tuple[int, int, int, int],
    weak: float,
) -> _Candidate:
    """`_grown` within ``bounds``, with the cosine of a candidate that grew recomputed."""
    grown = _grown(cand, unit_cosine, bounds, weak)
    if grown == cand:
        return cand
    return replace(grown, cosine=space.fragment_cosine(grown.paper, grown.source))


def _growth(
    unit_cosine: UnitSimilarity, space: PairSpace, weak: float
) -> Callable[[_Candidate], _Candidate]:
    """`_grown` within the whole texts, with the grown candidate's cosine recomputed."""
    bounds = (0, space.paper_unit_count, 0, space.source_unit_count)
    return lambda cand: _regrown(cand, unit_cosine, space, bounds, weak)


def _candidates(
    seeds: np.ndarray,
    space: PairSpace,
    gap: int,
    threshold: float,
    exact: _ExactTest | None = None,
    grow: Callable[[_Candidate], _Candidate] | None = None,
) -> list[_Candidate]:
    return _without_overlaps(_validated(seeds, gap, space, threshold, exact, grow))


def _token_range(text: AnalysedText, units: tuple[int, int]) -> tuple[int, int]:
    ranges = text.unit_tokens()
    return int(ranges[units[0], 0]), int(ranges[units[1] - 1, 1])


def _shared_grams(
    paper: AnalysedText,
    p_range: tuple[int, int],
    source: AnalysedText,
    s_range: tuple[int, int],
    k: int,
) -> list[tuple[int, int]]:
    """All (i, j): the k-gram of normalised words at paper token i equals the one at source
    token j, both inside the ranges. A k-gram repeated more than `MAX_GRAM_REPEATS` times on
    either side (a refrain, a spam line) is left out. O(t + h) for t tokens and h matches."""
    if p_range[1] - p_range[0] < k or s_range[1] - s_range[0] < k:
        return []
    p_grams = shingle_hashes(paper.token_hashes[p_range[0] : p_range[1]], k)
    s_grams = shingle_hashes(source.token_hashes[s_range[0] : s_range[1]], k)
    # Set tests by binary search in the sorted k-grams (np.isin sorts both sides each call).
    p_ordered = np.sort(p_grams)
    s_hits = np.flatnonzero(sorted_member(s_grams, p_ordered))
    order = np.argsort(s_grams[s_hits], kind="stable")
    s_sorted, s_at = s_grams[s_hits][order], s_hits[order]
    # A paper k-gram is in the source's k-grams iff it is among those found in the paper's.
    hits = np.flatnonzero(sorted_member(p_grams, s_sorted))
    # How often each hit's k-gram occurs on the paper side (all its occurrences are hits).
    hit_grams = p_grams[hits]
    repeats = np.searchsorted(p_ordered, hit_grams, side="right") - np.searchsorted(
        p_ordered, hit_grams
    )
    hits = hits[repeats <= MAX_GRAM_REPEATS]
    lo = np.searchsorted(s_sorted, p_grams[hits])
    n = np.searchsorted(s_sorted, p_grams[hits], side="right") - lo
    hits, lo, n = hits[n <= MAX_GRAM_REPEATS], lo[n <= MAX_GRAM_REPEATS], n[n <= MAX_GRAM_REPEATS]
    i = np.repeat(hits, n) + p_range[0]
    j = s_at[np.repeat(lo - (np.cumsum(n) - n), n) + np.arange(int(n.sum()))] + s_range[0]
    return list(zip(i.tolist(), j.tolist(), strict=True))


def _exact_runs(matches: list[tuple[int, int]], k: int) -> list[tuple[int, int, int, int]]:
    """Runs of consecutive matches on one diagonal (j − i) as (p0, p1, s0, s1) token ranges,
    longest first. O(h log h)."""
    if not matches:
        return []
    i, j = np.asarray(matches, dtype=np.int64).reshape(-1, 2).T
    order = np.lexsort((i, j - i))
    i, j = i[order], j[order]
    starts = np.flatnonzero(np.concatenate([[True], (np.diff(j - i) != 0) | (np.diff(i) != 1)]))
    ends = np.append(starts[1:], len(i)) - 1
    runs = np.stack([i[starts], i[ends] + k, j[starts], j[ends] + k], axis=1)
    runs = runs[np.lexsort((runs[:, 0], runs[:, 0] - runs[:, 1]))]
    return [tuple(run) for run in runs.tolist()]


def _chained(
    run: tuple[int, int, int, int], matches: list[tuple[int, int]], k: int, gap: int
) -> tuple[int, int, int, int]:
    """Grow a run by shared k-grams lying within ``gap`` words of its ends on both sides, as
    long as new ones join: an edited copy (words changed, added, left out, sentences swapped)
    is a chain of exact pieces. Edges made of unrelated words share no k-gram with the other
    side and stay out. O(h·r) for h matches and r rounds (few)."""
    p0, p1, s0, s1 = run
    changed = True
    while changed:
        changed = False
        for i, j in matches:
            if p0 <= i and i + k <= p1:
                continue
            near_paper = p0 - gap <= i + k and i <= p1 + gap
            near_source = s0 - gap <= j + k and j <= s1 + gap
            if near_paper and near_source:
                p0, p1 = min(p0, i), max(p1, i + k)
                s0, s1 = min(s0, j), max(s1, j + k)
                changed = True
    return p0, p1, s0, s1


def _extend_exact(
    paper: AnalysedText, source: AnalysedText, run: tuple[int, int, int, int], edge_gram: int
) -> tuple[int, int, int, int]:
    """Grow an exact run while the neighbouring tokens of both sides are equal, but not by fewer
    than ``edge_gram`` tokens across a sentence boundary of the paper: a copy that ends with
    its sentence is followed by the student's own sentence, whose first word may be the
    source's next word by chance ("A", "The"). Whole sentences grown over are kept.
    O(growth + sentences)."""
    p0, p1, s0, s1 = run
    ph, sh = paper.token_hashes, source.token_hashes
    left, right = p0, p1
    while p0 > 0 and s0 > 0 and ph[p0 - 1] == sh[s0 - 1]:
        p0, s0 = p0 - 1, s0 - 1
    while p1 < len(ph) and s1 < len(sh) and ph[p1] == sh[s1]:
        p1, s1 = p1 + 1, s1 + 1
    starts, ends = paper.sentence_tokens[:, 0], paper.sentence_tokens[:, 1]
    if p1 > right and not np.any(ends == p1):  # the growth stopped inside a sentence
        index = int(np.searchsorted(starts, p1, side="left")) - 1
        last = int(starts[index]) if index >= 0 else -1
        if right <= last < p1 and p1 - last < edge_gram:
            p1, s1 = last, s1 - (p1 - last)
    if p0 < left and not np.any(starts == p0):
        index = int(np.searchsorted(starts, p0, side="right"))
        first = int(starts[index]) if index < len(starts) else -1
        if p0 < first <= left and first - p0 < edge_gram:
            p0, s0 = first, s0 + (first - p0)
    return p0, p1, s0, s1


def _trimmed(
    text: AnalysedText, tokens: tuple[int, int], other: tuple[int, int], other_text: AnalysedText
) -> tuple[int, int]:
    """A reworded passage's token range cut to the first and last word the other side has at
    all. (Cutting it to shared k-grams lost 8 points of recall on PAN's random obfuscation.)
    O(t) for the t tokens of the two sides."""
    lo, hi = tokens
    mine = text.token_hashes[lo:hi]
    theirs = np.sort(other_text.token_hashes[other[0] : other[1]])
    words = np.flatnonzero(sorted_member(mine, theirs))
    if not len(words):
        return tokens
    return lo + int(words[0]), lo + int(words[-1]) + 1


def _char_span(text: AnalysedText, tokens: tuple[int, int]) -> tuple[int, int]:
    start, end = text.char_span(*tokens)
    body = text.text
    limit = min(len(body), end + 3)
    while end < limit and body[end] in _CLOSING:
        end += 1
    return start, end


def _band_start(unit: int, cand_paper: tuple[int, int], cand_source: tuple[int, int]) -> int:
    """The first source unit ``unit`` is matched against in :func:`supported_runs`: the
    candidate's whole source side, or on a long one the ``SUPPORT_BAND`` units each side of
    the unit's place on the candidate's diagonal. O(1)."""
    (p0, p1), (s0, s1) = cand_paper, cand_source
    if s1 - s0 <= 2 * SUPPORT_BAND:
        return s0
    centre = s0 + (unit - p0) * (s1 - s0) // max(1, p1 - p0)
    return max(s0, min(centre - SUPPORT_BAND, s1 - 2 * SUPPORT_BAND))


def supported_runs(
    cand_paper: tuple[int, int],
    cand_source: tuple[int, int],
    unit_cosine: UnitSimilarity,
    weak: float,
) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The maximal runs of a candidate's paper units that each match some unit of its source
    side with a cosine of at least ``weak`` (the growth threshold), each with the range of
    source units its units match best: [(paper unit range, source unit range)].
    O(u) row slices for the candidate's u paper units, each of at most ``2 * SUPPORT_BAND``
    source units: a candidate of a text repeated thousands of times with itself spans both
    whole texts, and matching each unit against all of the other made the work u × v."""
    (p0, p1), s1 = cand_paper, cand_source[1]
    runs: list[tuple[tuple[int, int], tuple[int, int]]] = []
    start, lo, hi = -1, 0, 0
    for unit in range(p0, p1 + 1):
        first = _band_start(unit, cand_paper, cand_source)
        row = (
            unit_cosine[unit, first : min(s1, first + 2 * SUPPORT_BAND)]
            if unit < p1
            else np.zeros(0)
        )
        if len(row) and float(row.max()) >= weak:
            best = first + int(row.argmax())
            if start < 0:
                start, lo, hi = unit, best, best + 1
            else:
                lo, hi = min(lo, best), max(hi, best + 1)
        elif start >= 0:
            runs.append(((start, unit), (lo, hi)))
            start = -1
    return runs


def _passages(
    paper: AnalysedText,
    source: AnalysedText,
    cand: _Candidate,
    settings: Settings,
    unit_cosine: UnitSimilarity,
    space: PairSpace,
) -> list[Passage]:
    """The passage(s) of a candidate with their character spans (module docstring)."""
    p_tokens = _token_range(paper, cand.paper)
    s_tokens = _token_range(source, cand.source)
    matches = _shared_grams(paper, p_tokens, source, s_tokens, settings.edge_gram)
    runs = _exact_runs(matches, settings.edge_gram)
    longest = runs[0][1] - runs[0][0] if runs else 0
    if longest and (
        cand.exact
        or longest
        >= settings.verbatim_share * min(p_tokens[1] - p_tokens[0], s_tokens[1] - s_tokens[0])
    ):
        # A near-verbatim copy: each exact run (longest first) chained with the exact pieces
        # around it, then grown beyond the units (copies start and end mid-sentence). Further
        # runs give further passages: sentences copied from two places of the source.
        found: list[tuple[int, int, int, int]] = []
        for run in runs:
            if run[1] - run[0] < 2 * settings.edge_gram or any(
                _overlap((run[0], run[1]), (f[0], f[1])) for f in found
            ):
                continue
            chained = _chained(run, matches, settings.edge_gram, settings.chain_gap)
            found.append(_extend_exact(paper, source, chained, settings.edge_gram))
        return [_make_passage(paper, source, (f[0], f[1]), (f[2], f[3]), cand) for f in found]
    parts = [cand]
    matching = supported_runs(cand.paper, cand.source, unit_cosine, settings.weak_cosine)
    units = cand.paper[1] - cand.paper[0]
    unsupported = units - sum(run[1] - run[0] for run, _ in matching)
    if matching and unsupported > LOOSE_SHARE * units:
        parts = [
            replace(cand, paper=run, source=found, cosine=space.fragment_cosine(run, found))
            for run, found in matching
        ]
    reworded = []
    for part in parts:
        p_part = _token_range(paper, part.paper)
        s_part = _token_range(source, part.source)
        p_trimmed = _trimmed(paper, p_part, s_part, source)
        s_trimmed = _trimmed(source, s_part, p_part, paper)
        reworded.append(_make_passage(paper, source, p_trimmed, s_trimmed, part))
    return reworded


def _make_passage(
    paper: AnalysedText,
    source: AnalysedText,
    p_tokens: tuple[int, int],
    s_tokens: tuple[int, int],
    cand: _Candidate,
) -> Passage:
    start, end = _char_span(paper, p_tokens)
    source_start, source_end = _char_span(source, s_tokens)
    return Passage(
        start=start,
        end=end,
        source_start=source_start,
        source_end=source_end,
        words=p_tokens[1] - p_tokens[0],
        method=METHODS[cand.kind],
        score=min(1.0, cand.cosine),
    )


def _overlap(a: tuple[int, int], b: tuple[int, int]) -> int:
    return max(0, min(a[1], b[1]) - max(a[0], b[0]))


def _with_summaries(
    direct: list[_Candidate],
    summary: list[_Candidate],
    paper: AnalysedText,
    source: AnalysedText,
    ratio: float,
) -> list[_Candidate]:
    """Replace direct candidates by a large-gap candidate that looks like a summary: its source
    side is ``ratio`` times longer than its paper side, and no single direct candidate already
    covers its paper side (if one does, that is a copy and the large gap only added chance
    source sentences). Measured on PAN: this rule removed most wrong summary choices, while
    asking the direct candidates together to cover less than 80 % lost a third of the
    summaries. O(c²).
    """
    chosen = list(direct)
    for cand in summary:
        if _source_ratio([cand], paper, source) < ratio:
            continue
        width = cand.paper[1] - cand.paper[0]
        if any(_overlap(d.paper, cand.paper) >= width for d in direct):
            continue
        chosen = [d for d in chosen if not _overlap(d.paper, cand.paper)] + [cand]
    return sorted(chosen, key=lambda c: c.paper)


def _disjoint(passages: list[Passage]) -> list[Passage]:
    """Passages made disjoint on the paper side (growing exact copies can make neighbours
    touch): the longer one stays whole, the other is cut, or dropped if mostly covered."""
    kept: list[Passage] = []
    passage: Passage | None
    for passage in sorted(passages, key=lambda p: -p.length):
        for other in kept:
            if passage.start < other.end and other.start < passage.end:
                if passage.start >= other.start and passage.end <= other.end:
                    passage = None
                    break
                if passage.start < other.start:
                    passage = replace(passage, end=other.start)
                else:
                    passage = replace(passage, start=other.end)
        if passage is not None and passage.length > 0:
            kept.append(passage)
    return sorted(kept, key=lambda p: p.start)


def _source_ratio(candidates: list[_Candidate], paper: AnalysedText, source: AnalysedText) -> float:
    p_len = sum(np.subtract(*_token_range(paper, c.paper)[::-1]) for c in candidates)
    s_len = sum(np.subtract(*_token_range(source, c.source)[::-1]) for c in candidates)
    return s_len / p_len if p_len else 0.0


def align(
    paper: AnalysedText, source: AnalysedText, settings: Settings | None = None
) -> list[Passage]:
    """All passages of ``paper`` that come from ``source``, ordered, not overlapping on the paper
    side. Seeds from shingles, SL+ST sentence blocks and sentence similarity are merged.

    Cost: building the pair space O(t log t) for t content tokens, the similarity seeds
    linear in t (`seeding.similarity_seeds`, capped on repetitive text), then O(k log k) for
    k seeds.
    """
    settings = settings or Settings()
    if not paper.unit_count or not source.unit_count:
        return []
    space, shared = build_space(paper, source)
    found = all_seeds(paper, source, space, shared, settings)
    if not len(found):
        return []
    strict = found.strict(settings.sentence_cosine, settings.sentence_dice)
    direct = mutual_best(found.pairs[strict], found.scores[strict], settings.mutual_share)
    exact = _has_exact_run(paper, source, settings)
    grow = None
    if settings.weak_cosine < settings.sentence_cosine:
        grow = _growth(found.unit_cosine, space, settings.weak_cosine)
    chosen = _candidates(direct, space, settings.max_gap, settings.passage_cosine, exact, grow)
    if settings.weak_cosine < settings.sentence_cosine:
        chosen = _grow_all(chosen, found.unit_cosine, space, settings.weak_cosine)
    verbatim = any(c.cosine >= settings.verbatim_cosine for c in chosen)
    if settings.summary_gap > settings.max_gap and not verbatim:
        summary = _candidates(found.pairs, space, settings.summary_gap, settings.passage_cosine)
        chosen = _with_summaries(chosen, summary, paper, source, settings.summary_ratio)
    return _disjoint(
        [p for c in chosen for p in _passages(paper, source, c, settings, found.unit_cosine, space)]
    )
