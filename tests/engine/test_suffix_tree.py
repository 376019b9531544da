"""Generalised suffix tree and maximal common blocks, against a brute-force twin."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine.suffix_tree import CommonBlock, GeneralisedSuffixTree, maximal_common_blocks


def brute_force_blocks(a: list[int], b: list[int], min_length: int) -> list[CommonBlock]:
    """O(m·n·L): from every left-maximal start, extend as far as the symbols agree."""
    found = []
    for i in range(len(a)):
        for j in range(len(b)):
            if i and j and a[i - 1] == b[j - 1]:
                continue
            length = 0
            while i + length < len(a) and j + length < len(b) and a[i + length] == b[j + length]:
                length += 1
            if length >= min_length:
                found.append(CommonBlock(i, j, length))
    return found


small_lists = st.lists(st.integers(0, 3), max_size=40)


@settings(max_examples=400, deadline=None)
@given(small_lists, small_lists, st.integers(1, 4))
def test_matches_brute_force_small_alphabet(a: list[int], b: list[int], min_length: int) -> None:
    assert maximal_common_blocks(a, b, min_length) == brute_force_blocks(a, b, min_length)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.sampled_from([0, 7, 10**9, 2**70]), max_size=40),
    st.lists(st.sampled_from([0, 7, 10**9, 2**70]), max_size=40),
)
def test_matches_brute_force_large_symbols(a: list[int], b: list[int]) -> None:
    assert maximal_common_blocks(a, b) == brute_force_blocks(a, b, 2)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(0, 2), min_size=1, max_size=30))
def test_periodic_and_self_matches(a: list[int]) -> None:
    doubled = a + a
    assert maximal_common_blocks(doubled, a, 1) == brute_force_blocks(doubled, a, 1)


def test_empty_inputs() -> None:
    assert maximal_common_blocks([], []) == []
    assert maximal_common_blocks([1, 2, 3], []) == []
    assert maximal_common_blocks([], [1, 2, 3]) == []
    assert GeneralisedSuffixTree([], []).maximal_pairs(1) == []


def test_identical_sequences_give_one_block() -> None:
    seq = [5, 1, 4, 1, 5, 9, 2, 6]
    assert maximal_common_blocks(seq, seq) == [CommonBlock(0, 0, len(seq))]


def test_no_common_symbol() -> None:
    assert maximal_common_blocks([0, 1, 2, 0, 1], [3, 4, 5, 3, 4], 1) == []


def test_all_equal_symbols() -> None:
    a = [7] * 4
    b = [7] * 3
    expected = [
        CommonBlock(0, 0, 3),
        CommonBlock(0, 1, 2),
        CommonBlock(0, 2, 1),
        CommonBlock(1, 0, 3),
        CommonBlock(2, 0, 2),
        CommonBlock(3, 0, 1),
    ]
    assert maximal_common_blocks(a, b, 1) == expected
    assert maximal_common_blocks(a, b, 2) == [blk for blk in expected if blk.length >= 2]


def test_min_length_filters() -> None:
    a = [1, 2, 3, 9, 4, 5]
    b = [4, 5, 0, 1, 2, 3]
    assert maximal_common_blocks(a, b, 2) == [CommonBlock(0, 3, 3), CommonBlock(4, 0, 2)]
    assert maximal_common_blocks(a, b, 3) == [CommonBlock(0, 3, 3)]
    assert maximal_common_blocks(a, b, 4) == []


def test_left_maximality_uses_preceding_symbols() -> None:
    # (1, 2) occurs twice in a; only the occurrence not preceded by the same symbol as in b
    # is a separate maximal block.
    a = [0, 1, 2, 3, 1, 2]
    b = [0, 1, 2]
    assert maximal_common_blocks(a, b) == [CommonBlock(0, 0, 3), CommonBlock(4, 1, 2)]


def test_tree_class_matches_function_and_is_linear_in_size() -> None:
    rng = random.Random(4)
    a = [rng.randrange(5) for _ in range(300)]
    b = [rng.randrange(5) for _ in range(200)]
    tree = GeneralisedSuffixTree(a, b)
    assert tree.node_count <= 2 * (len(a) + len(b) + 2)
    assert tree.maximal_pairs(3) == maximal_common_blocks(a, b, 3)
    assert tree.maximal_pairs(3) == brute_force_blocks(a, b, 3)


def test_invalid_arguments() -> None:
    with pytest.raises(ValueError):
        maximal_common_blocks([1, -1], [1])
    with pytest.raises(ValueError):
        maximal_common_blocks([], [-5])
    with pytest.raises(ValueError):
        maximal_common_blocks([1], [1], 0)
    with pytest.raises(ValueError):
        CommonBlock(-1, 0, 1)
    with pytest.raises(ValueError):
        CommonBlock(0, 0, 0)


def test_block_ends() -> None:
    block = CommonBlock(2, 5, 3)
    assert (block.a_end, block.b_end) == (5, 8)


def test_hundred_thousand_symbols_without_recursion() -> None:
    # All-equal symbols make the deepest possible tree: a chain of 10⁵ internal nodes.
    n, k = 100_000, 1_000
    blocks = maximal_common_blocks([3] * n, [3] * k)
    # (0, j) for j <= k-2 and (i, 0) for 1 <= i <= n-2.
    assert len(blocks) == n + k - 3
    assert blocks[0] == CommonBlock(0, 0, k)
    assert blocks[-1] == CommonBlock(n - 2, 0, 2)
    rng = random.Random(0)
    a = [rng.randrange(1_000_000) for _ in range(n)]
    assert maximal_common_blocks(a, a[40_000:60_000]) == [CommonBlock(40_000, 0, 20_000)]
