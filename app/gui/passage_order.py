"""The order in which a teacher steps through a paper's borrowed passages (no Qt).

The paper view and the side-by-side view both step through every passage of a paper, across
all its sources, in the order the passages start in the paper (as WCopyfind and Turnitin do);
the side-by-side view can also keep to the passages of one source.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from app.report.model import Report

#: A passage: (source index, passage index), both into the full report.
Place = tuple[int, int]


def paper_order(report: Report, hidden: Collection[int] = ()) -> list[Place]:
    """Every passage of the sources not in ``hidden``, in the order they start in the paper
    (ties: the higher-ranked source first, then the passage's index). O(p log p) for p
    passages."""
    sources = report.sources
    places = [
        (s, p)
        for s, source in enumerate(sources)
        if s not in hidden
        for p in range(len(source.passages))
    ]
    return sorted(places, key=lambda sp: (sources[sp[0]].passages[sp[1]].start, *sp))


def step_from(
    order: Sequence[Place], here: Place | None, step: int, source: int | None = None
) -> Place | None:
    """The passage ``step`` places after ``here`` (before it when negative) in ``order``,
    counting only the passages of ``source`` when one is given; None past either end. From a
    passage not in the order, the first step goes to the first (or, backwards, the last)
    passage. O(p)."""
    places = [place for place in order if source is None or place[0] == source]
    if not places:
        return None
    if here in places:
        i = places.index(here) + step
    else:
        i = 0 if step > 0 else len(places) - 1
    return places[i] if 0 <= i < len(places) else None


def position_of(
    order: Sequence[Place], here: Place | None, source: int | None = None
) -> tuple[int, int]:
    """``(k, n)``: ``here`` is passage k (1-based; 0 when it is not in the order) of the n
    passages of ``order`` (of ``source`` only, when given). O(p)."""
    places = [place for place in order if source is None or place[0] == source]
    return (places.index(here) + 1 if here in places else 0), len(places)
