"""The order of a paper's passages across its sources, and stepping through it (no Qt)."""

from __future__ import annotations

from app.gui.passage_order import paper_order, position_of, step_from
from app.report.model import DocumentInfo, Passage, Report, SourceReport


def _report(*sources: list[int]) -> Report:
    """A report whose source i has passages starting at the given offsets."""
    return Report(
        DocumentInfo("paper.txt"),
        sources=tuple(
            SourceReport(
                f"source{i}.txt",
                passages=tuple(Passage(s, s + 5, 0, 5, 1, "shingle", 1.0) for s in starts),
            )
            for i, starts in enumerate(sources)
        ),
    )


REPORT = _report([50, 10], [30], [70, 30])


def test_paper_order_interleaves_sources_by_start():
    assert paper_order(REPORT) == [(0, 1), (1, 0), (2, 1), (0, 0), (2, 0)]
    assert paper_order(REPORT, hidden={1}) == [(0, 1), (2, 1), (0, 0), (2, 0)]
    assert paper_order(_report()) == []


def test_step_from_crosses_sources_or_keeps_to_one():
    order = paper_order(REPORT)
    assert step_from(order, (0, 1), 1) == (1, 0)
    assert step_from(order, (1, 0), -1) == (0, 1)
    assert step_from(order, (2, 0), 1) is None
    assert step_from(order, (0, 1), -1) is None
    assert step_from(order, (0, 1), 1, source=0) == (0, 0)
    assert step_from(order, (2, 1), 1, source=2) == (2, 0)
    assert step_from(order, None, 1) == (0, 1)
    assert step_from(order, None, -1) == (2, 0)
    assert step_from([], None, 1) is None


def test_position_counts_all_passages_or_one_sources():
    order = paper_order(REPORT)
    assert position_of(order, (2, 1)) == (3, 5)
    assert position_of(order, (2, 1), source=2) == (1, 2)
    assert position_of(order, None) == (0, 5)
