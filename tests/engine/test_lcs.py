"""Myers' O(ND) LCS / SES and the rates of seed 003."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine.lcs import (
    DiffOp,
    EditDistanceExceeded,
    LcsSummary,
    contain_rate,
    edit_script,
    lcs_length,
    lcs_summary,
    max_d_for_contain,
    max_d_for_resemble,
    resemble_rate,
)

small_lists = st.lists(st.integers(0, 3), max_size=30)


def dp_lcs(a: Sequence[object], b: Sequence[object]) -> int:
    """Textbook O(NM) dynamic programme."""
    prev = [0] * (len(b) + 1)
    for x in a:
        cur = [0]
        for j, y in enumerate(b):
            cur.append(prev[j] + 1 if x == y else max(prev[j + 1], cur[j]))
        prev = cur
    return prev[-1]


def apply_script(a: Sequence[object], b: Sequence[object], ops: list[DiffOp]) -> list[object]:
    """Rebuild b from a and the script, checking that the ops tile both sequences."""
    out: list[object] = []
    pa = pb = 0
    for op in ops:
        assert (op.a_start, op.b_start) == (pa, pb)
        if op.kind == "equal":
            assert list(a[op.a_start : op.a_end]) == list(b[op.b_start : op.b_end])
            out.extend(a[op.a_start : op.a_end])
        elif op.kind in ("insert", "replace"):
            out.extend(b[op.b_start : op.b_end])
        pa, pb = op.a_end, op.b_end
    assert (pa, pb) == (len(a), len(b))
    return out


def ses_length(ops: list[DiffOp]) -> int:
    return sum(op.a_len + op.b_len for op in ops if op.kind != "equal")


# --- the seed's example ---------------------------------------------------------------------


def test_seed_example():
    a, b = "abcabba", "cbabac"
    assert lcs_length(a, b) == 4  # "caba"
    ops = edit_script(a, b)
    assert ses_length(ops) == 5  # "1D 2D 3Ib 6D 7Ic"
    assert apply_script(a, b, ops) == list(b)
    assert len(a) + len(b) == 2 * 4 + 5
    assert resemble_rate(a, b) == pytest.approx(4 / (7 + 6 - 4))
    assert contain_rate(a, b) == pytest.approx(4 / 6)  # divided by |B|, the second argument
    assert contain_rate(b, a) == pytest.approx(4 / 7)
    summary = lcs_summary(a, b)
    assert summary == LcsSummary(7, 6, 4, 5, 4 / 9, 4 / 6)


def test_words_and_replace_merging():
    a = "the quick brown fox jumps over the lazy dog".split()
    b = "the quick red fox leaps over the lazy dog today".split()
    ops = edit_script(a, b)
    assert [op.kind for op in ops] == ["equal", "replace", "equal", "replace", "equal", "insert"]
    assert ops[1] == DiffOp("replace", 2, 3, 2, 3)
    assert ops[-1] == DiffOp("insert", 9, 9, 9, 10)
    assert lcs_length(a, b) == 7


def test_edge_cases():
    assert edit_script([], []) == []
    assert edit_script([1, 2], []) == [DiffOp("delete", 0, 2, 0, 0)]
    assert edit_script([], [1]) == [DiffOp("insert", 0, 0, 0, 1)]
    assert edit_script([1, 2], [1, 2]) == [DiffOp("equal", 0, 2, 0, 2)]
    assert edit_script([1, 2], [3, 4]) == [DiffOp("replace", 0, 2, 0, 2)]
    assert lcs_length([], [1, 2]) == 0
    assert resemble_rate([], []) == 0.0
    assert contain_rate([1], []) == 0.0
    assert resemble_rate("abc", "abc") == 1.0
    assert contain_rate("xabcx", "abc") == 1.0
    assert lcs_summary([], []).ses == 0


def test_mixed_hashables():
    a = ["a", 1, (2, 3), None, "b"]
    b = [None, "a", (2, 3), "b"]
    assert lcs_length(a, b) == dp_lcs(a, b) == 3
    assert apply_script(a, b, edit_script(a, b)) == b


def test_diffop_invariants():
    with pytest.raises(ValueError):
        DiffOp("equal", 0, 2, 0, 3)
    with pytest.raises(ValueError):
        DiffOp("delete", 0, 0, 0, 0)
    with pytest.raises(ValueError):
        DiffOp("insert", 0, 1, 0, 1)
    with pytest.raises(ValueError):
        DiffOp("replace", 2, 1, 0, 1)
    with pytest.raises(ValueError):
        LcsSummary(3, 3, 2, 1, 0.5, 0.5)  # 3 + 3 != 2*2 + 1


def test_max_d():
    a, b = "abcabba", "cbabac"
    assert len(edit_script(a, b, max_d=5)) > 0
    assert lcs_length(a, b, max_d=5) == 4
    with pytest.raises(EditDistanceExceeded) as info:
        edit_script(a, b, max_d=4)
    assert info.value.lcs_upper_bound >= 4 - 1
    with pytest.raises(EditDistanceExceeded):
        lcs_length(a, b, max_d=4)
    with pytest.raises(EditDistanceExceeded):
        lcs_length("aaaa", "bbbbbb", max_d=3)  # all items set aside before the search
    with pytest.raises(ValueError):
        lcs_length(a, b, max_d=-1)


def test_max_d_from_thresholds():
    # r = L/(N+M-L) >= 0.5 with N = M = 10 needs L >= 20/3, i.e. L >= 7, D <= 6.
    assert max_d_for_resemble(10, 10, 0.5) == 6
    assert max_d_for_resemble(10, 10, 1.0) == 0
    assert max_d_for_resemble(10, 10, 0.0) == 20
    # c = L/M >= 0.8 with M = 10 needs L >= 8: D <= 12 + 10 - 16.
    assert max_d_for_contain(12, 10, 0.8) == 6
    with pytest.raises(ValueError):
        max_d_for_contain(1, 1, 1.5)


@given(st.integers(0, 40), st.integers(0, 40), st.floats(0, 1))
def test_max_d_thresholds_are_exact(n, m, t):
    for lcs in range(min(n, m) + 1):
        d = n + m - 2 * lcs
        r = lcs / (n + m - lcs) if n + m - lcs else 0.0
        c = lcs / m if m else 0.0
        if r >= t:
            assert d <= max_d_for_resemble(n, m, t)
        if c >= t:
            assert d <= max_d_for_contain(n, m, t)


# --- properties -----------------------------------------------------------------------------


@settings(max_examples=400)
@given(small_lists, small_lists)
def test_lcs_matches_dynamic_programme(a, b):
    assert lcs_length(a, b) == dp_lcs(a, b)


@settings(max_examples=400)
@given(small_lists, small_lists)
def test_script_rebuilds_b_and_is_shortest(a, b):
    ops = edit_script(a, b)
    assert apply_script(a, b, ops) == b
    lcs = sum(op.a_len for op in ops if op.kind == "equal")
    assert lcs == dp_lcs(a, b)
    assert len(a) + len(b) == 2 * lcs + ses_length(ops)
    for left, right in zip(ops, ops[1:], strict=False):
        assert (left.kind == "equal") != (right.kind == "equal")  # merged, alternating


@given(small_lists, small_lists)
def test_max_d_boundary(a, b):
    d = len(a) + len(b) - 2 * dp_lcs(a, b)
    assert lcs_length(a, b, max_d=d) == dp_lcs(a, b)
    assert apply_script(a, b, edit_script(a, b, max_d=d)) == b
    if d > 0:
        with pytest.raises(EditDistanceExceeded):
            lcs_length(a, b, max_d=d - 1)
        with pytest.raises(EditDistanceExceeded):
            edit_script(a, b, max_d=d - 1)


@given(small_lists, small_lists)
def test_rates(a, b):
    s = lcs_summary(a, b)
    assert s.resemble == resemble_rate(a, b) == resemble_rate(b, a)
    assert s.contain == contain_rate(a, b)
    assert 0.0 <= s.resemble <= s.contain <= 1.0  # N + M - L >= M
    if a and a == b:
        assert s.resemble == s.contain == 1.0


@pytest.mark.slow
def test_long_inputs_with_few_edits():
    a = [i % 5000 for i in range(20_000)]
    b = list(a)
    for pos in range(0, 20_000, 500):  # 40 replacements, 20 deletions
        b[pos] = -pos - 1
    del b[250::1000]
    ops = edit_script(a, b)
    assert apply_script(a, b, ops) == b
    assert ses_length(ops) == len(a) + len(b) - 2 * lcs_length(a, b) == 100
