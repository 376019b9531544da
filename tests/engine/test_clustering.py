"""Seed 000's four-stage clustering against a brute-force comparison of every pair."""

from __future__ import annotations

import itertools

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine.clustering import SharedPair, clusters, fingerprint_table, shared_pairs


@given(
    st.lists(st.sets(st.integers(0, 40), max_size=25), min_size=0, max_size=12),
    st.integers(1, 4),
)
@settings(max_examples=200, deadline=None)
def test_shared_pairs_equal_brute_force_counts(sets, min_shared):
    prints = [np.array(sorted(s), dtype=np.uint64) for s in sets]
    n = len(sets)
    too_common = max(3, int(0.5 * n) + 1)
    holders = {h: sum(h in s for s in sets) for s in sets for h in s}
    expected = {}
    for a, b in itertools.combinations(range(n), 2):
        shared = sum(1 for h in sets[a] & sets[b] if holders[h] < too_common)
        if shared >= min_shared:
            expected[(a, b)] = shared
    found = {(p.a, p.b): p.shared for p in shared_pairs(prints, min_shared=min_shared)}
    assert found == expected


def test_fingerprint_table_is_sorted_by_fingerprint():
    hashes, docs = fingerprint_table([np.array([5, 1], np.uint64), np.array([1, 3], np.uint64)])
    assert hashes.tolist() == [1, 1, 3, 5] and docs.tolist() == [0, 1, 1, 0]


def test_a_fingerprint_in_most_of_the_class_links_nobody():
    common = 999
    prints = [np.array([common, 10 * i + 1, 10 * i + 2], np.uint64) for i in range(6)]
    assert shared_pairs(prints, min_shared=1) == []
    prints[1] = np.array([common, 1, 2], np.uint64)  # paper 1 copies paper 0
    assert [(p.a, p.b, p.shared) for p in shared_pairs(prints, min_shared=1)] == [(0, 1, 2)]


def test_overlap_is_shared_over_the_smaller_set():
    prints = [np.arange(10, dtype=np.uint64), np.arange(5, dtype=np.uint64) + 7]
    (pair,) = shared_pairs(prints, min_shared=1, common_share=1.0)
    assert pair.shared == 3 and pair.overlap == 3 / 5


def test_clusters_join_linked_pairs():
    pairs = [SharedPair(0, 1, 5, 0.1), SharedPair(1, 4, 5, 0.1), SharedPair(2, 3, 4, 0.1)]
    assert clusters(6, pairs) == [[0, 1, 4], [2, 3]]
    assert clusters(3, []) == []
