"""Generalised suffix tree of two integer sequences (Ukkonen 1995) and their maximal common blocks.

Used by the sentence-block method "SL+ST" (Feng 2015, seed 004): every document becomes a
sequence of sentence-length symbols and the common blocks of two documents are the common
substrings of their sequences, found with a suffix tree in linear time instead of the O(mn)
dynamic programme.

Construction: Ukkonen's online algorithm over ``a + [-1] + b + [-2]``. The two terminators are
negative, so they never equal a symbol (symbols are non-negative ints) and each occurs once:
every suffix ends in its own leaf and no internal node's path label crosses a terminator.
O(m + n) time and space for a fixed alphabet; with the children held in dicts (any alphabet
size) it is O(m + n) expected time. The tree lives in flat lists (start, end, children); leaves
have no children dict. Everything is iterative, so long inputs cannot hit the recursion limit.

Enumeration of maximal pairs follows Gusfield (1997, §7.12.3): a pair of leaves, one for a
suffix of ``a`` and one for a suffix of ``b``, whose lowest common ancestor has string depth d,
shares exactly d symbols and differs in the next one (right-maximal, the terminators count as
"different"). Grouping the leaves below each node by their preceding symbol ("left character")
and pairing only groups with different left characters makes every reported pair left-maximal
too, and each pair is met once, at its lowest common ancestor.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

# Terminators appended after a and after b; "left characters" of the first suffix of a and b.
_END_A = -1
_END_B = -2
_START_A = -3
_START_B = -4


@dataclass(frozen=True, slots=True)
class CommonBlock:
    """A maximal common block: ``a[a_start:a_start+length] == b[b_start:b_start+length]``.

    Maximal on both sides: it cannot be extended to the left (a sequence starts there or the
    preceding symbols differ) nor to the right (a sequence ends there or the next symbols
    differ).
    """

    a_start: int
    b_start: int
    length: int

    def __post_init__(self) -> None:
        if self.a_start < 0 or self.b_start < 0:
            raise ValueError(f"block starts must be non-negative: {self}")
        if self.length < 1:
            raise ValueError(f"block length must be positive: {self}")

    @property
    def a_end(self) -> int:
        """End (exclusive) of the block in ``a``."""
        return self.a_start + self.length

    @property
    def b_end(self) -> int:
        """End (exclusive) of the block in ``b``."""
        return self.b_start + self.length


def _check_symbols(name: str, seq: Sequence[int]) -> None:
    if seq and min(seq) < 0:
        raise ValueError(f"symbols of {name} must be non-negative integers")


class GeneralisedSuffixTree:
    """Generalised suffix tree of two sequences of non-negative ints, built with Ukkonen.

    The text is ``a + [-1] + b + [-2]``. Node 0 is the root; node ``v`` is entered by the edge
    labelled ``text[start[v]:end[v]]``; ``children[v]`` maps the first symbol of each outgoing
    edge to the child (``None`` for leaves, whose ``end`` is ``len(text)``).

    Cost: O(m + n) time and memory for lengths m and n (expected, because children are dicts so
    that any alphabet size works). No recursion, so 10⁵ symbols and more are fine.
    """

    __slots__ = ("_a", "_b", "_text", "_start", "_end", "_children")

    def __init__(self, a: Sequence[int], b: Sequence[int]) -> None:
        _check_symbols("a", a)
        _check_symbols("b", b)
        self._a: list[int] = list(a)
        self._b: list[int] = list(b)
        self._text: list[int] = [*self._a, _END_A, *self._b, _END_B]
        self._start: list[int] = [0]
        self._end: list[int] = [0]
        self._children: list[dict[int, int] | None] = [{}]
        self._build()

    @property
    def node_count(self) -> int:
        """Number of nodes, root and leaves included (at most 2·(m + n + 2))."""
        return len(self._start)

    def _build(self) -> None:
        """Ukkonen's algorithm with an active point, suffix links and the global leaf end."""
        text = self._text
        size = len(text)
        start = self._start
        end = self._end
        children = self._children
        link = [0]
        active_node = 0
        active_edge = 0
        active_length = 0
        remainder = 0
        for pos in range(size):
            symbol = text[pos]
            remainder += 1
            last_new = 0  # the internal node created last in this phase, awaiting its link
            while remainder:
                if active_length == 0:
                    active_edge = pos
                node_children = children[active_node]
                first = text[active_edge]
                nxt = node_children.get(first)  # type: ignore[union-attr]
                if nxt is None:
                    # Rule 2 at a node: a new leaf hangs from the active node.
                    node_children[first] = len(start)  # type: ignore[index]
                    start.append(pos)
                    end.append(size)
                    link.append(0)
                    children.append(None)
                    if last_new:
                        link[last_new] = active_node
                        last_new = 0
                else:
                    edge_start = start[nxt]
                    edge_end = end[nxt]
                    edge_length = (pos + 1 if edge_end == size else edge_end) - edge_start
                    if active_length >= edge_length:
                        # Skip/count: walk down to the next node.
                        active_edge += edge_length
                        active_length -= edge_length
                        active_node = nxt
                        continue
                    split_symbol = text[edge_start + active_length]
                    if split_symbol == symbol:
                        # Rule 3: already present; this phase ends.
                        if last_new and active_node:
                            link[last_new] = active_node
                        active_length += 1
                        break
                    # Rule 2 inside an edge: split it and hang a new leaf from the split.
                    split = len(start)
                    leaf = split + 1
                    start.append(edge_start)
                    end.append(edge_start + active_length)
                    link.append(0)
                    children.append({symbol: leaf, split_symbol: nxt})
                    start.append(pos)
                    end.append(size)
                    link.append(0)
                    children.append(None)
                    node_children[first] = split  # type: ignore[index]
                    start[nxt] = edge_start + active_length
                    if last_new:
                        link[last_new] = split
                    last_new = split
                remainder -= 1
                if active_node == 0 and active_length > 0:
                    active_length -= 1
                    active_edge = pos - remainder + 1
                else:
                    active_node = link[active_node]

    def maximal_pairs(self, min_length: int = 2) -> list[CommonBlock]:
        """All maximal common blocks of length >= ``min_length``, sorted by (a_start, b_start).

        Gusfield's maximal-pair algorithm on the generalised tree, iterative. Cost:
        O((m + n) log(m + n) + k) for k reported blocks: the leaf lists grouped by left symbol
        are merged smaller-into-larger on the way up (the log factor); each group pairing that
        is looked at yields at least one block, apart from one skipped equal-symbol group per
        merge. k is at most m·n; degenerate inputs make the answer itself large (a = b =
        (0, 1)·t gives about m + n blocks of total length Θ(m·n)), which is the size of the
        answer, not overhead. Sorting the answer adds O(k log k).
        """
        if min_length < 1:
            raise ValueError("min_length must be at least 1")
        a = self._a
        b = self._b
        m = len(a)
        if m == 0 or not b:
            return []
        size = len(self._text)
        b_offset = m + 1  # text index of b[0]
        last_b_suffix = size - 1  # the suffix made of the final terminator only
        start = self._start
        end = self._end
        children = self._children

        # Pre-order over internal nodes with their string depths; reversed, children come first.
        depth = [0] * len(start)
        order: list[int] = []
        stack = [0]
        while stack:
            v = stack.pop()
            order.append(v)
            dv = depth[v]
            for u in children[v].values():  # type: ignore[union-attr]
                if children[u] is not None:
                    depth[u] = dv + end[u] - start[u]
                    stack.append(u)

        # For each processed deep node: leaves of a / of b below it, grouped by left symbol.
        groups_a: dict[int, dict[int, list[int]]] = {}
        groups_b: dict[int, dict[int, list[int]]] = {}
        found: list[tuple[int, int, int]] = []
        emit = found.append

        for v in reversed(order):
            d = depth[v]
            kids = children[v].values()  # type: ignore[union-attr]
            if d < min_length:
                for u in kids:
                    groups_a.pop(u, None)
                    groups_b.pop(u, None)
                continue
            merged_a: dict[int, list[int]] = {}
            merged_b: dict[int, list[int]] = {}
            for u in kids:
                if children[u] is None:
                    suffix = start[u] - d
                    if suffix < m:
                        left = a[suffix - 1] if suffix else _START_A
                        for key, js in merged_b.items():
                            if key != left:
                                for j in js:
                                    emit((suffix, j, d))
                        group = merged_a.get(left)
                        if group is None:
                            merged_a[left] = [suffix]
                        else:
                            group.append(suffix)
                    elif b_offset <= suffix < last_b_suffix:
                        j = suffix - b_offset
                        left = b[j - 1] if j else _START_B
                        for key, is_ in merged_a.items():
                            if key != left:
                                for i in is_:
                                    emit((i, j, d))
                        group = merged_b.get(left)
                        if group is None:
                            merged_b[left] = [j]
                        else:
                            group.append(j)
                    continue
                child_a = groups_a.pop(u)
                child_b = groups_b.pop(u)
                if child_a and merged_b:
                    for left, is_ in child_a.items():
                        for key, js in merged_b.items():
                            if key != left:
                                for i in is_:
                                    for j in js:
                                        emit((i, j, d))
                if child_b and merged_a:
                    for left, js in child_b.items():
                        for key, is_ in merged_a.items():
                            if key != left:
                                for i in is_:
                                    for j in js:
                                        emit((i, j, d))
                merged_a = _merge_groups(merged_a, child_a)
                merged_b = _merge_groups(merged_b, child_b)
            groups_a[v] = merged_a
            groups_b[v] = merged_b

        found.sort()
        return [CommonBlock(i, j, length) for i, j, length in found]


def _merge_groups(
    first: dict[int, list[int]], second: dict[int, list[int]]
) -> dict[int, list[int]]:
    """Union of two leaf groupings, smaller into larger (dict by keys, lists by length)."""
    if len(first) < len(second):
        first, second = second, first
    for key, small in second.items():
        big = first.get(key)
        if big is None:
            first[key] = small
        elif len(big) >= len(small):
            big.extend(small)
        else:
            small.extend(big)
            first[key] = small
    return first


def maximal_common_blocks(
    a: Sequence[int], b: Sequence[int], min_length: int = 2
) -> list[CommonBlock]:
    """Every maximal common block of ``a`` and ``b`` with at least ``min_length`` symbols.

    A block (i, j, L) is reported when ``a[i:i+L] == b[j:j+L]``, L >= min_length, it is
    left-maximal (i == 0 or j == 0 or a[i-1] != b[j-1]) and right-maximal (one sequence ends
    or a[i+L] != b[j+L]). Equivalently: the maximal runs of equal symbols along the diagonals
    of the m×n match matrix, so blocks never share an (i, j) cell, but one stretch of ``a`` may
    pair with several stretches of ``b``. Sorted by (a_start, b_start).

    The common-substring step of SL+ST (Feng 2015, seed 004), via a generalised suffix tree
    (Ukkonen construction, Gusfield's maximal pairs). Cost: O(m + n) (expected) to build,
    O((m + n) log(m + n) + k log k) to list and sort k blocks. The output is inherently large
    for degenerate inputs: all-equal sequences give m + n - 1 blocks (min_length 1), periodic
    ones give blocks whose total length is Θ(m·n), and random sequences over a small alphabet
    of size σ give about m·n/σ² blocks.
    """
    if min_length < 1:
        raise ValueError("min_length must be at least 1")
    if not a or not b:
        _check_symbols("a", a)
        _check_symbols("b", b)
        return []
    return GeneralisedSuffixTree(a, b).maximal_pairs(min_length)
