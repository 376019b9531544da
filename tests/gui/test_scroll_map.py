"""The side-by-side view's scrolling map between the paper and a source (no Qt)."""

from __future__ import annotations

import random
import subprocess
import sys

from app.engine.passage import Passage
from app.gui.scroll_map import anchor_chain, map_offset, scroll_anchors


def _passage(start: int, end: int, source_start: int, source_end: int) -> Passage:
    return Passage(start, end, source_start, source_end, 5, "shingle", 1.0)


PASSAGES = [
    _passage(10, 20, 100, 110),
    _passage(40, 60, 50, 70),  # crosses the first one
    _passage(80, 90, 200, 220),
]


def test_scroll_map_is_piecewise_linear():
    assert anchor_chain(PASSAGES, 0) == [PASSAGES[0], PASSAGES[2]]
    assert anchor_chain(PASSAGES, 1) == [PASSAGES[1], PASSAGES[2]]
    paper = [0, 10, 20, 80, 90, 100]
    source = [0, 100, 110, 200, 220, 300]
    assert map_offset(15, paper, source) == 105
    assert map_offset(85, paper, source) == 210
    assert map_offset(50, paper, source) == 110 + round(30 / 60 * 90)
    assert map_offset(105, source, paper) == 15


def test_anchors_run_from_both_starts_through_the_kept_passages_to_both_ends():
    assert scroll_anchors(PASSAGES, 0, 100, 300) == (
        [0, 10, 20, 80, 90, 100],
        [0, 100, 110, 200, 220, 300],
    )
    assert scroll_anchors(PASSAGES, 1, 100, 300) == (
        [0, 40, 60, 80, 90, 100],
        [0, 50, 70, 200, 220, 300],
    )
    assert scroll_anchors([], None, 7, 9) == ([0, 7], [0, 9])


def test_the_chain_keeps_the_chosen_passage_and_runs_in_order_on_both_sides():
    rng = random.Random(7)
    for _ in range(200):
        passages = []
        for _ in range(rng.randint(1, 12)):
            start, source_start = rng.randrange(1000), rng.randrange(1000)
            passages.append(
                _passage(
                    start,
                    start + rng.randint(1, 50),
                    source_start,
                    source_start + rng.randint(1, 50),
                )
            )
        keep = rng.randrange(len(passages))
        chain = anchor_chain(passages, keep)
        assert passages[keep] in chain
        for a, b in zip(chain, chain[1:], strict=False):
            assert a.end <= b.start and a.source_end <= b.source_start


def test_the_map_sends_each_anchor_to_its_partner_and_never_runs_backwards():
    paper, source = scroll_anchors(PASSAGES, 0, 100, 300)
    for a, b in zip(paper, source, strict=True):
        assert map_offset(a, paper, source) == b
    mapped = [map_offset(offset, paper, source) for offset in range(-5, 110)]
    assert mapped == sorted(mapped)
    assert mapped[0] == 0 and mapped[-1] == 300  # clamped at both ends
    assert map_offset(5, [0], [3]) == 3 and map_offset(5, [], []) == 0


def test_the_scroll_map_loads_without_qt():
    code = (
        "import sys, app.gui.scroll_map; "
        "sys.exit(any(m.startswith(('PySide6', 'shiboken6')) for m in sys.modules))"
    )
    assert subprocess.run([sys.executable, "-c", code], timeout=60).returncode == 0
