"""Longest common subsequence (LCS) and shortest edit script (SES) of two sequences.

Method: E. Myers, "An O(ND) difference algorithm and its variations", Algorithmica 1 (1986),
in its linear-space form: find the *middle snake* by searching forwards from the start and
backwards from the end at the same time, split the problem there, and recurse (done here with
an explicit stack, so deep inputs cannot hit Python's recursion limit). The split search is
the bounded-diagonal variant used by libxdiff/git (``xdl_split``).

Costs, with N = len(a), M = len(b) and D = |SES| (the number of deleted plus inserted items):
O((N+M)·D) time in the worst case, about O(N+M+D²) when the differences are spread out, and
O(N+M) extra space. Similar inputs (small D) are fast, unrelated ones are slow: pass ``max_d``
to cap the work (see :class:`EditDistanceExceeded`, and :func:`max_d_for_resemble` /
:func:`max_d_for_contain` to derive a cap from a similarity threshold).

Two cheap reductions run first and never change the result: items are interned to ints
(one dict look-up each), and items that occur in only one of the sequences are set aside,
as GNU diff does -- they can never be part of a common subsequence.

Similarity measures of seed 003 (Huang, Wang, Li, Peking University 2007):
``|A| + |B| = 2|LCS| + |SES|``, ``r(A,B) = |LCS| / (|A| + |B| - |LCS|)``,
``c(A,B) = |LCS| / |B|``.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Literal

__all__ = [
    "DiffOp",
    "EditDistanceExceeded",
    "LcsSummary",
    "OpKind",
    "contain_rate",
    "edit_script",
    "lcs_length",
    "lcs_summary",
    "max_d_for_contain",
    "max_d_for_resemble",
    "resemble_rate",
]

OpKind = Literal["equal", "delete", "insert", "replace"]


class EditDistanceExceeded(ValueError):
    """The shortest edit script is longer than the ``max_d`` the caller allowed.

    Raised by :func:`edit_script`, :func:`lcs_length` and :func:`lcs_summary` after at most
    O((N+M)·max_d) work. It proves ``D > max_d``, i.e. ``|LCS| < (N + M - max_d) / 2``; the
    exact value was not computed.
    """

    def __init__(self, max_d: int, len_a: int, len_b: int) -> None:
        super().__init__(f"edit distance exceeds max_d={max_d} (len(a)={len_a}, len(b)={len_b})")
        self.max_d = max_d
        self.len_a = len_a
        self.len_b = len_b

    @property
    def lcs_upper_bound(self) -> int:
        """The largest |LCS| still possible: ``D > max_d`` means ``2|LCS| < N + M - max_d``."""
        return max(0, (self.len_a + self.len_b - self.max_d - 1) // 2)


@dataclass(frozen=True, slots=True)
class DiffOp:
    """One step of an edit script: ``a[a_start:a_end]`` becomes ``b[b_start:b_end]``.

    Ranges are half-open. ``equal`` ranges have the same (non-zero) length and equal items;
    ``delete`` has an empty b range, ``insert`` an empty a range, ``replace`` two non-empty
    ranges (a delete and an insert that touch are always merged into one ``replace``).
    """

    kind: OpKind
    a_start: int
    a_end: int
    b_start: int
    b_end: int

    def __post_init__(self) -> None:
        if not (0 <= self.a_start <= self.a_end and 0 <= self.b_start <= self.b_end):
            raise ValueError(f"bad ranges in {self!r}")
        la = self.a_end - self.a_start
        lb = self.b_end - self.b_start
        ok = {
            "equal": la == lb > 0,
            "delete": la > 0 and lb == 0,
            "insert": la == 0 and lb > 0,
            "replace": la > 0 and lb > 0,
        }.get(self.kind)
        if not ok:
            raise ValueError(f"inconsistent {self!r}")

    @property
    def a_len(self) -> int:
        """Number of items of ``a`` the step covers."""
        return self.a_end - self.a_start

    @property
    def b_len(self) -> int:
        """Number of items of ``b`` the step covers."""
        return self.b_end - self.b_start


@dataclass(frozen=True, slots=True)
class LcsSummary:
    """|LCS|, |SES| and the two rates of seed 003 for one ordered pair (A, B)."""

    len_a: int
    len_b: int
    lcs: int
    ses: int
    resemble: float
    contain: float

    def __post_init__(self) -> None:
        if not 0 <= self.lcs <= min(self.len_a, self.len_b):
            raise ValueError(f"lcs out of range in {self!r}")
        if self.len_a + self.len_b != 2 * self.lcs + self.ses:
            raise ValueError(f"|A| + |B| != 2|LCS| + |SES| in {self!r}")
        if not (0.0 <= self.resemble <= 1.0 and 0.0 <= self.contain <= 1.0):
            raise ValueError(f"rate out of [0, 1] in {self!r}")


# --------------------------------------------------------------------------------------------
# Preparation: intern to ints, set aside items that occur on one side only.


def _prepare(
    a: Sequence[Hashable], b: Sequence[Hashable]
) -> tuple[list[int], list[int], list[int], list[int]]:
    """Intern items to ints and keep only those present in both sequences. O(N+M).

    Returns the filtered int lists and, for each kept item, its index in the original sequence.
    """
    table: dict[Hashable, int] = {}
    intern = table.setdefault
    ia = [intern(x, len(table)) for x in a]
    seen_a = len(table)
    ib = [intern(x, len(table)) for x in b]
    # ids < seen_a occur in a; an id occurs in b iff it is in set(ib).
    in_b = set(ib)
    in_a = {i for i in in_b if i < seen_a}
    if len(in_a) == len(in_b) == seen_a:  # nothing to set aside (common for near-duplicates)
        return ia, ib, list(range(len(ia))), list(range(len(ib)))
    amap = [i for i, x in enumerate(ia) if x in in_a]
    bmap = [j for j, x in enumerate(ib) if x in in_a]
    return [ia[i] for i in amap], [ib[j] for j in bmap], amap, bmap


# --------------------------------------------------------------------------------------------
# Myers' middle snake (bounded diagonals, as in libxdiff's xdl_split).


def _split(
    a: list[int],
    b: list[int],
    off1: int,
    lim1: int,
    off2: int,
    lim2: int,
    limit: int,
    kvdf: list[int],
    kvdb: list[int],
) -> tuple[int, int, int]:
    """Find a point on an optimal edit path of ``a[off1:lim1]`` -> ``b[off2:lim2]``.

    Precondition: both ranges are non-empty, their first items differ and their last items
    differ (callers strip the common prefix and suffix), so 2 <= D. Returns ``(i1, i2, d)``:
    the point (strictly inside the edit graph) and the sub-problem's SES length ``d``.
    Raises ``_Exceeded`` once ``d > limit`` is certain. Myers 1986 section 4b; O((N+M)·D) time.

    ``kvdf``/``kvdb`` hold the furthest forward/backward x per diagonal k = x - y, indexed by k
    itself (negative k wraps to the end): they must have at least ``len(a) + len(b) + 3``
    entries and can be reused between calls, since only entries written by this call are read.
    """
    dmin = off1 - lim2
    dmax = lim1 - off2
    fmid = off1 - off2
    bmid = lim1 - lim2
    odd = (fmid - bmid) & 1
    big = lim1 + 1
    kvdf[fmid] = off1
    kvdb[bmid] = lim1
    fmin = fmax = fmid
    bmin = bmax = bmid
    ec = 0
    while True:
        ec += 1
        if 2 * ec - 1 > limit:
            raise _Exceeded
        # Forward: every D-path from the start one step longer.
        if fmin > dmin:
            fmin -= 1
            kvdf[fmin - 1] = -1
        else:
            fmin += 1
        if fmax < dmax:
            fmax += 1
            kvdf[fmax + 1] = -1
        else:
            fmax -= 1
        for k in range(fmax, fmin - 1, -2):
            lo = kvdf[k - 1]
            hi = kvdf[k + 1]
            i1 = lo + 1 if lo >= hi else hi
            i2 = i1 - k
            while i1 < lim1 and i2 < lim2 and a[i1] == b[i2]:
                i1 += 1
                i2 += 1
            kvdf[k] = i1
            if odd and bmin <= k <= bmax and kvdb[k] <= i1:
                return i1, i2, 2 * ec - 1
        if 2 * ec > limit:
            raise _Exceeded
        # Backward: every D-path from the end one step longer.
        if bmin > dmin:
            bmin -= 1
            kvdb[bmin - 1] = big
        else:
            bmin += 1
        if bmax < dmax:
            bmax += 1
            kvdb[bmax + 1] = big
        else:
            bmax -= 1
        for k in range(bmax, bmin - 1, -2):
            lo = kvdb[k - 1]
            hi = kvdb[k + 1]
            i1 = lo if lo < hi else hi - 1
            i2 = i1 - k
            while i1 > off1 and i2 > off2 and a[i1 - 1] == b[i2 - 1]:
                i1 -= 1
                i2 -= 1
            kvdb[k] = i1
            if not odd and fmin <= k <= fmax and i1 <= kvdf[k]:
                return i1, i2, 2 * ec


class _Exceeded(Exception):
    """Internal: the middle-snake search passed its cost limit."""


def _trim(
    a: list[int], b: list[int], off1: int, lim1: int, off2: int, lim2: int
) -> tuple[int, int, int, int]:
    """Strip the common prefix and suffix of ``a[off1:lim1]`` and ``b[off2:lim2]``. O(prefix)."""
    while off1 < lim1 and off2 < lim2 and a[off1] == b[off2]:
        off1 += 1
        off2 += 1
    while lim1 > off1 and lim2 > off2 and a[lim1 - 1] == b[lim2 - 1]:
        lim1 -= 1
        lim2 -= 1
    return off1, lim1, off2, lim2


def _distance(a: list[int], b: list[int], limit: int) -> int:
    """SES length of two int lists (one middle-snake search). Raises ``_Exceeded``."""
    off1, lim1, off2, lim2 = _trim(a, b, 0, len(a), 0, len(b))
    if off1 == lim1 or off2 == lim2:
        d = (lim1 - off1) + (lim2 - off2)
        if d > limit:
            raise _Exceeded
        return d
    size = len(a) + len(b) + 3
    return _split(a, b, off1, lim1, off2, lim2, limit, [0] * size, [0] * size)[2]


def _matches(a: list[int], b: list[int], limit: int) -> list[tuple[int, int, int]]:
    """The runs ``(i, j, length)`` with ``a[i:i+length] == b[j:j+length]`` of one LCS, in order.

    Divide and conquer on the middle snake; only the first search is limited (it finds D of
    the whole problem). O((N+M)·D) time, O(N+M) space (stack depth O(log D) on typical input).
    """
    runs: list[tuple[int, int, int]] = []
    stack: list[tuple[int, ...]] = [(0, len(a), 0, len(b))]
    first = True
    size = len(a) + len(b) + 3
    kvdf = [0] * size
    kvdb = [0] * size
    unlimited = len(a) + len(b)
    while stack:
        item = stack.pop()
        if len(item) == 3:
            runs.append(item)
            continue
        off1, lim1, off2, lim2 = item
        t1, u1, t2, u2 = _trim(a, b, off1, lim1, off2, lim2)
        if t1 > off1:
            runs.append((off1, off2, t1 - off1))
        if u1 < lim1:
            stack.append((u1, u2, lim1 - u1))
        if t1 == u1 or t2 == u2:
            if first and (u1 - t1) + (u2 - t2) > limit:
                raise _Exceeded
            first = False
            continue
        i1, i2, _ = _split(a, b, t1, u1, t2, u2, limit if first else unlimited, kvdf, kvdb)
        first = False
        stack.append((i1, u1, i2, u2))
        stack.append((t1, i1, t2, i2))
    return runs


def _ops(
    runs: list[tuple[int, int, int]], amap: list[int], bmap: list[int], n: int, m: int
) -> list[DiffOp]:
    """Turn matched runs (in filtered coordinates) into merged DiffOps over the originals."""
    ops: list[DiffOp] = []
    pa = pb = 0  # end of the last equal range in the original sequences
    ea = eb = -1  # start of the current equal range (-1: none open)

    def gap(to_a: int, to_b: int) -> None:
        if to_a > pa and to_b > pb:
            ops.append(DiffOp("replace", pa, to_a, pb, to_b))
        elif to_a > pa:
            ops.append(DiffOp("delete", pa, to_a, pb, pb))
        elif to_b > pb:
            ops.append(DiffOp("insert", pa, pa, pb, to_b))

    for i, j, length in runs:
        for t in range(length):
            x = amap[i + t]
            y = bmap[j + t]
            if ea >= 0 and x == pa and y == pb:
                pa += 1
                pb += 1
                continue
            if ea >= 0:
                ops.append(DiffOp("equal", ea, pa, eb, pb))
            gap(x, y)
            ea, eb = x, y
            pa, pb = x + 1, y + 1
    if ea >= 0:
        ops.append(DiffOp("equal", ea, pa, eb, pb))
    gap(n, m)
    return ops


# --------------------------------------------------------------------------------------------
# Public API.


def _cap(max_d: int | None, n: int, m: int, removed: int) -> int:
    if max_d is None:
        return n + m
    if max_d < 0:
        raise ValueError("max_d must be >= 0")
    if removed > max_d:
        raise EditDistanceExceeded(max_d, n, m)
    return max_d - removed


def edit_script(
    a: Sequence[Hashable], b: Sequence[Hashable], max_d: int | None = None
) -> list[DiffOp]:
    """Shortest edit script turning ``a`` into ``b``, as merged half-open ranges.

    Myers 1986, linear-space middle-snake divide and conquer: O((N+M)·D) time, O(N+M) space,
    D = |SES| = deleted + inserted items. The ops cover both sequences in order, alternating
    ``equal`` with one of ``delete``/``insert``/``replace``; the ``equal`` ranges form a longest
    common subsequence (when several exist, which one is chosen is unspecified but
    deterministic).

    ``max_d``: if given and D > max_d, :class:`EditDistanceExceeded` is raised after at most
    O((N+M)·max_d) work instead of returning a script -- a plagiarism check has no use for the
    exact alignment of texts too different to be similar.
    """
    n, m = len(a), len(b)
    fa, fb, amap, bmap = _prepare(a, b)
    limit = _cap(max_d, n, m, (n - len(fa)) + (m - len(fb)))
    try:
        runs = _matches(fa, fb, limit)
    except _Exceeded:
        raise EditDistanceExceeded(max_d or 0, n, m) from None
    return _ops(runs, amap, bmap, n, m)


def lcs_length(a: Sequence[Hashable], b: Sequence[Hashable], max_d: int | None = None) -> int:
    """Length of a longest common subsequence of ``a`` and ``b`` (items compared with ``==``).

    Myers 1986, one bidirectional middle-snake search (no script is built): O((N+M)·D) time,
    O(N+M) space, |LCS| = (N + M - D) / 2. ``max_d`` as in :func:`edit_script`.
    """
    n, m = len(a), len(b)
    fa, fb, _, _ = _prepare(a, b)
    removed = (n - len(fa)) + (m - len(fb))
    limit = _cap(max_d, n, m, removed)
    try:
        d = _distance(fa, fb, limit) + removed
    except _Exceeded:
        raise EditDistanceExceeded(max_d or 0, n, m) from None
    return (n + m - d) // 2


def _resemble(lcs: int, n: int, m: int) -> float:
    union = n + m - lcs
    return lcs / union if union else 0.0


def _contain(lcs: int, m: int) -> float:
    return lcs / m if m else 0.0


def resemble_rate(a: Sequence[Hashable], b: Sequence[Hashable]) -> float:
    """Resemble rate of seed 003: ``r(A,B) = |LCS| / (|A| + |B| - |LCS|)``, symmetric, in [0, 1].

    1.0 iff A == B (non-empty); 0.0 if both are empty (an empty text is no evidence of
    similarity). Cost of :func:`lcs_length`: O((N+M)·D) time, O(N+M) space.
    """
    return _resemble(lcs_length(a, b), len(a), len(b))


def contain_rate(a: Sequence[Hashable], b: Sequence[Hashable]) -> float:
    """Contain rate of seed 003: ``c(A,B) = |LCS| / |B|`` -- the share of **B** found, in order,
    in A. B is the *second* argument (the seed divides by |B|).

    So for "which share of the student's paper is in this source" call
    ``contain_rate(source, paper)``. Note that the shingle containment of ALGORITHMS.md §2 is
    the other way round (it divides by the first argument). 1.0 iff B is a subsequence of A
    (B non-empty); 0.0 if B is empty (nothing to report). Cost of :func:`lcs_length`.
    """
    return _contain(lcs_length(a, b), len(b))


def lcs_summary(
    a: Sequence[Hashable], b: Sequence[Hashable], max_d: int | None = None
) -> LcsSummary:
    """|LCS|, |SES|, resemble and contain rates of (A, B) from one LCS computation.

    Cost of :func:`lcs_length`; ``max_d`` as there.
    """
    n, m = len(a), len(b)
    lcs = lcs_length(a, b, max_d)
    return LcsSummary(n, m, lcs, n + m - 2 * lcs, _resemble(lcs, n, m), _contain(lcs, m))


def max_d_for_resemble(len_a: int, len_b: int, threshold: float) -> int:
    """Largest D with ``r(A,B) >= threshold`` still possible, for use as ``max_d``. O(1).

    r >= t  <=>  |LCS| >= t(N+M)/(1+t)  <=>  D <= (N+M)(1-t)/(1+t).
    """
    if not 0.0 <= threshold <= 1.0:
        raise ValueError("threshold must be in [0, 1]")
    total = len_a + len_b
    # Smallest integer LCS meeting the threshold, then the D it allows; the tiny epsilon
    # keeps float rounding from excluding an exact hit.
    need = _ceil(threshold * total / (1.0 + threshold) - 1e-9)
    return max(0, total - 2 * need)


def max_d_for_contain(len_a: int, len_b: int, threshold: float) -> int:
    """Largest D with ``c(A,B) = |LCS|/|B| >= threshold`` still possible, for ``max_d``. O(1).

    c >= t  <=>  |LCS| >= t·M  <=>  D <= N + M - 2·ceil(t·M).
    """
    if not 0.0 <= threshold <= 1.0:
        raise ValueError("threshold must be in [0, 1]")
    need = _ceil(threshold * len_b - 1e-9)
    return max(0, len_a + len_b - 2 * need)


def _ceil(x: float) -> int:
    i = int(x)
    return i + 1 if i < x else i
