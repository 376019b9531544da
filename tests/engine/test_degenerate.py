"""Repetitive input (a sentence repeated thousands of times, a spam page) stays linear in work
and memory, and the copy is still found; ordinary texts get the same seeds as the dense
(units × units) computation the engine used before the caps."""

from __future__ import annotations

import random
import tracemalloc

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine import seeding
from app.engine.align import SUPPORT_BAND, align
from app.engine.compare import analyse, compare
from app.engine.seeding import (
    NEAR_POSTINGS,
    POSTINGS_CAP,
    SEEDS_PER_UNIT,
    UnitSimilarity,
    build_space,
    similarity_meetings,
    similarity_seeds,
)
from app.engine.settings import Settings
from tests.engine.test_align import AQUEDUCTS, BEES, OWN_BEES, OWN_GENERIC, PRINTING


def _spam(lines: int) -> str:
    rnd = random.Random(7)
    words = "cheap pills online pharmacy discount casino bonus free spins win money now".split()
    return "".join(
        f"BUY {' '.join(rnd.choice(words) for _ in range(6))} at www.deal{rnd.randint(1, 50)}"
        f".com only ${rnd.randint(1, 99)}.99 !!!\n"
        for _ in range(lines)
    )


REPETITIVE = {
    "one-sentence": "Dogs bark at the passing postman every single morning. " * 3000,
    "five-in-a-cycle": "".join(
        [
            "Students must submit the essay before the end of the term. ",
            "Late work is penalised by ten percent per day of delay. ",
            "Every source must be cited in the bibliography at the end. ",
            "Plagiarism is a serious breach of academic integrity rules. ",
            "Ask your tutor if anything in these instructions is unclear. ",
        ]
        * 800
    ),
    "spam-page": _spam(2000),
}


def _covered(match, length: int) -> float:
    return sum(p.end - p.start for p in match.passages) / length


def test_repeated_texts_are_found_with_linear_seed_work():
    for name, text in REPETITIVE.items():
        paper = analyse(text)
        space, shared = build_space(paper, paper)
        # The sparse product meets at most POSTINGS_CAP source units per (paper unit, term),
        # NEAR_POSTINGS for a frequent term (here: every word; the spam page's numbers are in
        # at most 60 lines); the dense product met every unit, 3,000 to 4,000 per term.
        meetings = similarity_meetings(space, shared)
        assert meetings <= 64 * len(space.paper_terms), name
        if name != "spam-page":
            assert meetings <= NEAR_POSTINGS * len(space.paper_terms), name
        seeds = similarity_seeds(space, shared, UnitSimilarity(space), 0.33, 0.33)
        assert len(seeds) <= SEEDS_PER_UNIT * paper.unit_count, name
        match = compare(paper, paper)
        assert _covered(match, len(text)) >= 0.95, name


def test_repeated_paper_against_a_source_holding_its_sentence_a_few_times():
    # The paper's terms are rare in the source and frequent in the paper: the product meets
    # each source unit once per paper unit and term, which stays linear.
    line = "Dogs bark at the passing postman every single morning. "
    paper = analyse(line * 3000)
    source = analyse(" ".join(AQUEDUCTS) + " " + line * 3 + " ".join(PRINTING))
    space, shared = build_space(paper, source)
    assert similarity_meetings(space, shared) <= POSTINGS_CAP * len(space.paper_terms)
    match = compare(paper, source)
    assert match.passages
    assert _covered(match, len(paper.text)) >= 0.95


def _peak_bytes(text: str) -> int:
    paper = analyse(text)
    tracemalloc.start()
    try:
        compare(paper, paper)
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_memory_grows_linearly_with_the_repeats():
    # numpy reports its arrays to tracemalloc. With the (units × units) matrices of the old
    # code the peak grew by 4,650 bytes per added character here (and reached 8 GB at 50,000
    # repeats); now by about 5.
    line = "Dogs bark. "
    small, large = line * 2000, line * 8000
    growth = _peak_bytes(large) - _peak_bytes(small)
    assert growth < 100 * (len(large) - len(small))


# --- ordinary texts: the same seeds as the dense computation -------------------------------


def _dense_reference(space, min_cosine: float, min_dice: float):
    """The engine's earlier computation: full (u × v) cosine and Dice matrices, then at most
    SEEDS_PER_UNIT per paper unit by cosine."""
    u, v, size = space.paper_unit_count, space.source_unit_count, space.vocabulary
    p = np.zeros((u, size))
    s = np.zeros((v, size))
    np.add.at(p, (space.paper_units, space.paper_terms), space.paper_weights)
    np.add.at(s, (space.source_units, space.source_terms), space.source_weights)
    norms = np.outer(np.linalg.norm(p, axis=1), np.linalg.norm(s, axis=1))
    with np.errstate(divide="ignore", invalid="ignore"):
        cosine = np.nan_to_num((p @ s.T) / norms).astype(np.float32)
        common = (p > 0).astype(float) @ (s > 0).astype(float).T
        sizes = (p > 0).sum(axis=1)[:, None] + (s > 0).sum(axis=1)[None, :]
        dice = np.nan_to_num(2 * common / sizes).astype(np.float32)
    return np.minimum(cosine, 1.0), dice, (cosine > min_cosine) & (dice > min_dice)


ORDINARY = BEES + OWN_BEES + AQUEDUCTS + PRINTING + OWN_GENERIC


@settings(max_examples=40, deadline=None)
@given(
    st.lists(st.sampled_from(ORDINARY), min_size=1, max_size=14),
    st.lists(st.sampled_from(ORDINARY), min_size=1, max_size=14),
)
def test_ordinary_texts_get_the_seeds_of_the_dense_computation(paper_sentences, source_sentences):
    paper, source = analyse(" ".join(paper_sentences)), analyse(" ".join(source_sentences))
    space, shared = build_space(paper, source)
    cosine, dice, hit = _dense_reference(space, 0.33, 0.33)
    scores = UnitSimilarity(space)
    rows, cols = np.indices(cosine.shape).reshape(2, -1)
    got_cosine, got_dice = scores.pairs(rows, cols)
    np.testing.assert_allclose(got_cosine, cosine.ravel(), atol=1e-6)
    np.testing.assert_allclose(got_dice, dice.ravel(), atol=1e-6)
    for r in range(cosine.shape[0]):  # rows and columns as the growth step reads them
        np.testing.assert_allclose(scores[r, 1:], cosine[r, 1:], atol=1e-6)
    for c in range(cosine.shape[1]):
        np.testing.assert_allclose(scores[: len(cosine) - 1, c], cosine[:-1, c], atol=1e-6)
    seeds = similarity_seeds(space, shared, scores, 0.33, 0.33)
    by_row: dict[int, set[int]] = {}
    for r, c in seeds.tolist():
        by_row.setdefault(r, set()).add(c)
    for r in range(cosine.shape[0]):
        expected = set(np.flatnonzero(hit[r]).tolist())
        if len(expected) <= SEEDS_PER_UNIT:
            assert by_row.get(r, set()) == expected
        else:  # the most similar ones; ties may be broken differently
            kept = by_row[r]
            assert len(kept) == SEEDS_PER_UNIT and kept <= expected
            assert min(cosine[r, c] for c in kept) >= max(cosine[r, c] for c in expected - kept)


def test_the_caps_do_not_change_the_passages_of_ordinary_texts(monkeypatch):
    # No stem of a PAN 2013 document is in more than 586 units (docs/engine.md); ordinary
    # texts never reach POSTINGS_CAP, so lifting it changes nothing.
    paper = analyse(" ".join(OWN_BEES[:3] + BEES[2:9] + OWN_GENERIC + PRINTING[1:4]))
    source = analyse(" ".join(AQUEDUCTS + BEES + PRINTING))
    capped = align(paper, source, Settings())
    monkeypatch.setattr(seeding, "POSTINGS_CAP", 10**9)
    assert align(paper, source, Settings()) == capped
    assert capped


def test_a_long_candidate_matches_each_unit_against_a_band_of_its_source(monkeypatch):
    """A text repeated thousands of times is one candidate spanning both whole texts; checking
    that each paper unit matches some source unit looked at every source unit, u × v cells
    (1 M words took over 300 s). Each unit now looks at most 2 × SUPPORT_BAND units about its
    place on the diagonal, and the whole text is still found."""
    looked: list[int] = []
    getitem = UnitSimilarity.__getitem__

    def counted(self, index):
        row, col = index
        if isinstance(col, slice):
            looked.append(len(range(*col.indices(self.space.source_unit_count))))
        return getitem(self, index)

    monkeypatch.setattr(UnitSimilarity, "__getitem__", counted)
    text = REPETITIVE["five-in-a-cycle"]
    paper = analyse(text)
    match = compare(paper, paper)
    assert _covered(match, len(text)) >= 0.95
    assert len(looked) >= paper.unit_count // 2  # the long candidate's units were looked at
    assert max(looked) <= 2 * SUPPORT_BAND < paper.unit_count
