"""Which text of a source sits level with which text of the paper while the side-by-side view
scrolls: a piecewise-linear map between the ends of the passages that run in the same order in
both texts (no Qt; the view converts the offsets to Qt positions).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence

from app.engine.passage import Passage


def anchor_chain(passages: Sequence[Passage], keep: int | None = None) -> list[Passage]:
    """Passages in the same order on both sides, for the scrolling map: passage ``keep`` (an
    index into ``passages``) and the ones greedily chained before and after it. O(p log p)."""
    if not passages:
        return []
    order = sorted(range(len(passages)), key=lambda i: (passages[i].start, passages[i].end))
    pivot = order.index(keep) if keep is not None and 0 <= keep < len(passages) else 0
    chain = [passages[order[pivot]]]
    for i in order[pivot + 1 :]:
        p, last = passages[i], chain[-1]
        if p.start >= last.end and p.source_start >= last.source_end:
            chain.append(p)
    before: list[Passage] = []
    first = chain[0]
    for i in reversed(order[:pivot]):
        p = passages[i]
        if p.end <= first.start and p.source_end <= first.source_start:
            before.append(p)
            first = p
    return before[::-1] + chain


def scroll_anchors(
    passages: Sequence[Passage], keep: int | None, paper_length: int, source_length: int
) -> tuple[list[int], list[int]]:
    """The map's anchors, paper side and source side: both texts' starts, the ends of the
    passages of ``anchor_chain(passages, keep)`` and both texts' ends. O(p log p)."""
    paper = [0]
    source = [0]
    for p in anchor_chain(passages, keep):
        paper += [p.start, p.end]
        source += [p.source_start, p.source_end]
    paper.append(paper_length)
    source.append(source_length)
    return paper, source


def map_offset(offset: int, from_anchors: Sequence[int], to_anchors: Sequence[int]) -> int:
    """``offset`` carried through the piecewise-linear map that sends each of ``from_anchors``
    (non-decreasing) to the matching ``to_anchors``. O(log a)."""
    if len(from_anchors) < 2:
        return to_anchors[0] if to_anchors else 0
    i = bisect_right(from_anchors, offset) - 1
    i = max(0, min(i, len(from_anchors) - 2))
    a0, a1 = from_anchors[i], from_anchors[i + 1]
    b0, b1 = to_anchors[i], to_anchors[i + 1]
    if a1 <= a0:
        return b1 if offset >= a1 else b0
    share = max(0.0, min(1.0, (offset - a0) / (a1 - a0)))
    return round(b0 + share * (b1 - b0))
