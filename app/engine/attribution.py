"""Whose text is it: a paper's shared text attributed to corpus sources before classmates.

In a class, two students who each copied the same published article share that text with each
other as much as with the article. The text belongs to the article: a classmate is credited
only with the paper's characters that no corpus source explains. Method, for one paper:

1. the characters covered by the passages of every corpus source, as one union of spans;
2. for each classmate, its passages' spans minus that union (interval subtraction), keeping
   only the remaining runs of at least ``min_words`` words (the ragged edges where two
   alignments of the same copy end a few words apart are not text of their own);
3. the classmate's *own* share = characters of those runs / the paper's length, and the corpus
   source that covers most of the classmate's passages (the common source, if any).

Cost: O((p + q) log(p + q)) for the p classmate and q corpus passage spans, plus O(log n) per
remaining run to count its words. No text is read or aligned again.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from app.engine.exclusions import covered_characters

Span = tuple[int, int]


@dataclass(frozen=True, slots=True)
class SharedText:
    """What a classmate shares with a paper once the corpus has had its say.

    ``own`` is the share of the paper's characters that the classmate shares and no corpus
    source explains (the text two students have only from each other); ``own_spans`` are those
    characters; ``through`` is the index (among the corpus sources given) of the source covering
    most of the classmate's passages, or None when no corpus source covers any of them."""

    own: float
    own_spans: tuple[Span, ...]
    through: int | None


def merged_spans(spans: Iterable[Span]) -> list[Span]:
    """The union of half-open spans as sorted, disjoint, non-touching spans. O(s log s)."""
    out: list[Span] = []
    for start, end in sorted(s for s in spans if s[0] < s[1]):
        if out and start <= out[-1][1]:
            if end > out[-1][1]:
                out[-1] = (out[-1][0], end)
        else:
            out.append((start, end))
    return out


def subtract_spans(spans: Iterable[Span], removed: Iterable[Span]) -> list[Span]:
    """The characters of ``spans`` outside ``removed``, as merged spans. One sweep over both
    sorted lists: O((s + r) log(s + r))."""
    out: list[Span] = []
    cuts = merged_spans(removed)
    k = 0
    for start, end in merged_spans(spans):
        while k < len(cuts) and cuts[k][1] <= start:
            k += 1
        at = start
        j = k
        while j < len(cuts) and cuts[j][0] < end:
            if cuts[j][0] > at:
                out.append((at, cuts[j][0]))
            at = max(at, cuts[j][1])
            j += 1
        if at < end:
            out.append((at, end))
    return out


def overlap_characters(a: Sequence[Span], b: Sequence[Span]) -> int:
    """Characters in both unions of spans. O((a + b) log(a + b))."""
    covered_a = covered_characters(a)
    return covered_a - covered_characters(subtract_spans(a, b))


def words_in(token_starts: NDArray[np.int64], start: int, end: int) -> int:
    """Tokens that start inside characters [start, end). O(log n)."""
    return int(
        np.searchsorted(token_starts, end, side="left")
        - np.searchsorted(token_starts, start, side="left")
    )


def attribute_shared_text(
    length: int,
    token_starts: NDArray[np.int64],
    classmates: Sequence[Sequence[Span]],
    corpus: Sequence[Sequence[Span]],
    min_words: int,
) -> list[SharedText]:
    """For each classmate (its passages' paper spans), the share of the paper it is credited
    with once every corpus source (their passages' paper spans) has been credited first, and
    the corpus source it shares its text through. ``token_starts`` are the paper's word starts,
    ``min_words`` the shortest run of unexplained words that counts. See the module docstring
    for the method; cost O((p + q) log(p + q)) for p classmate and q corpus spans."""
    explained = merged_spans(span for spans in corpus for span in spans)
    found = []
    for spans in classmates:
        left = [
            (s, e)
            for s, e in subtract_spans(spans, explained)
            if words_in(token_starts, s, e) >= min_words
        ]
        overlaps = [overlap_characters(merged_spans(spans), merged_spans(c)) for c in corpus]
        best = max(range(len(corpus)), key=lambda i: overlaps[i], default=None)
        through = best if best is not None and overlaps[best] > 0 else None
        if through is None:  # nothing of it is in the corpus: all of it is the classmate's
            left = merged_spans(spans)
        own = covered_characters(left) / length if length > 0 else 0.0
        found.append(SharedText(own, tuple(left), through))
    return found
