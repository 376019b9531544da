"""Interval arithmetic of the class attribution: a classmate is credited only with text no
corpus source explains, in runs of at least ``min_words`` words."""

from __future__ import annotations

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from app.engine.attribution import (
    attribute_shared_text,
    merged_spans,
    overlap_characters,
    subtract_spans,
)
from app.engine.exclusions import covered_characters

# A word every 5 characters: "word " * n.
WORDS = np.arange(0, 1000, 5, dtype=np.int64)

spans = st.lists(
    st.tuples(st.integers(0, 200), st.integers(1, 60)).map(lambda t: (t[0], t[0] + t[1])),
    max_size=8,
)


def _chars(found):
    return {c for s, e in found for c in range(s, e)}


@given(spans, spans)
def test_subtraction_is_the_set_difference(kept, removed):
    found = subtract_spans(kept, removed)
    assert _chars(found) == _chars(kept) - _chars(removed)
    assert found == merged_spans(found)  # sorted, disjoint
    assert overlap_characters(kept, removed) == len(_chars(kept) & _chars(removed))


def test_a_classmate_explained_by_the_corpus_is_credited_with_nothing():
    (shared,) = attribute_shared_text(1000, WORDS, [[(100, 400)]], [[(90, 420)]], 20)
    assert shared.own == 0 and shared.own_spans == () and shared.through == 0


def test_ragged_edges_shorter_than_min_words_are_not_the_classmates():
    # The classmate's passage runs 10 words (50 characters) past the corpus passage.
    (shared,) = attribute_shared_text(1000, WORDS, [[(100, 450)]], [[(100, 400)]], 20)
    assert shared.own == 0 and shared.through == 0


def test_text_not_in_the_corpus_is_the_classmates():
    # 300 characters (60 words) past the corpus passage; the second corpus source covers more.
    (shared,) = attribute_shared_text(1000, WORDS, [[(100, 700)]], [[(100, 200)], [(150, 400)]], 20)
    assert shared.own_spans == ((400, 700),)
    assert shared.own == covered_characters([(400, 700)]) / 1000
    assert shared.through == 1


def test_without_a_corpus_everything_shared_is_the_classmates():
    (shared,) = attribute_shared_text(1000, WORDS, [[(0, 50), (100, 130)]], [], 20)
    assert shared.own_spans == ((0, 50), (100, 130)) and shared.through is None
