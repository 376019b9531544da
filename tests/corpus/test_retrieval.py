"""Candidate ranking: the best window of shared grams, against a brute-force twin."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from app.corpus.retrieval import rank_candidates


def _brute(paper, rows, corpus_size, window, min_shared):
    df = {}
    for h, _ in rows:
        df[h] = df.get(h, 0) + 1
    best = {}
    for doc in {d for _, d in rows}:
        hashes = {h for h, d in rows if d == doc}
        incidences = sorted(
            (pos, math.log1p(corpus_size / df[h])) for pos, h in enumerate(paper) if h in hashes
        )
        top = (-1.0, 0, 0)
        for pos, _ in incidences:
            inside = [w for p, w in incidences if pos <= p < pos + window]
            score = sum(inside)
            if score > top[0] + 1e-9:
                top = (score, len(inside), pos)
        if top[1] >= min_shared:
            best[doc] = top
    return best


@given(
    st.lists(st.integers(0, 15), max_size=40),
    st.lists(st.tuples(st.integers(0, 15), st.integers(0, 5)), max_size=40, unique=True),
    st.integers(1, 8),
    st.integers(1, 3),
)
@settings(max_examples=300, deadline=None)
def test_ranking_matches_a_brute_force_twin(paper, rows, window, min_shared):
    hashes = np.array([h for h, _ in rows], dtype=np.uint64)
    docs = np.array([d for _, d in rows], dtype=np.int64)
    paper_grams = np.array(paper, dtype=np.uint64)
    found = rank_candidates(
        paper_grams, hashes, docs, 10, limit=100, min_shared=min_shared, window=window
    )
    expected = _brute(paper, rows, 10, window, min_shared)
    assert {c.doc_id for c in found} == set(expected)
    for c in found:
        score, shared, start = expected[c.doc_id]
        assert math.isclose(c.score, score) and c.shared == shared and c.start == start
    assert [c.score for c in found] == sorted((c.score for c in found), reverse=True)


def test_a_copied_passage_beats_scattered_chance_phrases():
    paper = np.arange(1000, dtype=np.uint64)
    copied = np.arange(400, 420, dtype=np.uint64)  # 20 grams in one place
    scattered = np.arange(0, 1000, 40, dtype=np.uint64)  # 25 grams all over the paper
    hashes = np.concatenate([copied, scattered])
    docs = np.array([1] * len(copied) + [2] * len(scattered))
    ranked = rank_candidates(paper, hashes, docs, 100, window=50, min_shared=2)
    assert [c.doc_id for c in ranked] == [1, 2]
    assert ranked[0].shared == 20 and ranked[0].start == 400 and ranked[1].shared == 2


def test_limit_exclude_and_empty_input():
    paper = np.arange(10, dtype=np.uint64)
    hashes = np.array([1, 2, 3, 1, 2, 3, 1, 2, 3], dtype=np.uint64)
    docs = np.array([7, 7, 7, 8, 8, 8, 9, 9, 9])
    assert len(rank_candidates(paper, hashes, docs, 10, limit=2)) == 2
    assert {c.doc_id for c in rank_candidates(paper, hashes, docs, 10, exclude={8})} == {7, 9}
    assert rank_candidates(paper, hashes[:0], docs[:0], 10) == []
    assert rank_candidates(paper[:0], hashes, docs, 10) == []
