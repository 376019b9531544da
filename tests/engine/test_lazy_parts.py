"""The parts of `AnalysedText` made when first asked equal what the engine computed before
from the arrays, and `seeding._positions` cuts the ordered shingles as the old mask did."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine.analysis import analyse
from app.engine.seeding import _positions, _scanned_positions, _union
from app.engine.shingles import sorted_distinct, sorted_member

_WORDS = ["rivers", "carry", "water", "mills", "grind", "grain", "the", "of", "a", "sea"]
_TEXT = st.lists(
    st.lists(st.sampled_from(_WORDS), min_size=1, max_size=9), min_size=1, max_size=12
).map(lambda sentences: " ".join(" ".join(s).capitalize() + "." for s in sentences))


def _old_positions(text, common, w, min_content):
    idx = np.flatnonzero(sorted_member(text.shingles, common))
    cumulative = np.concatenate([[0], np.cumsum(text.content)])
    width = min(w, len(text.tokens))
    idx = idx[cumulative[idx + width] - cumulative[idx] >= min(min_content, width)]
    hashes = text.shingles[idx]
    order = np.argsort(hashes, kind="stable")
    hashes, idx = hashes[order], idx[order]
    starts = np.flatnonzero(np.concatenate([[True], hashes[1:] != hashes[:-1]]))
    counts = np.diff(np.append(starts, len(hashes)))
    keep = np.repeat(counts, counts) <= 3
    return hashes[keep], idx[keep]


@settings(max_examples=200, deadline=None)
@given(_TEXT, _TEXT, st.integers(1, 4))
def test_lazy_parts_and_positions(a_text, b_text, min_content) -> None:
    a, b = analyse(a_text), analyse(b_text)
    ranges = a.unit_tokens()
    unit_of_token = np.repeat(np.arange(len(ranges)), ranges[:, 1] - ranges[:, 0])
    assert np.array_equal(a.content_units, unit_of_token[a.content])
    assert np.array_equal(a.unit_ends, np.cumsum(ranges[:, 1] - ranges[:, 0]))
    assert np.array_equal(a.content_prefix, np.concatenate([[0], np.cumsum(a.content)]))
    assert np.array_equal(a.content_stems, a.stem_hashes[a.content])
    assert np.array_equal(a.content_terms, np.unique(a.stem_hashes[a.content]))
    units, stems, counts = a.unit_stems
    size = len(a.content_terms)
    pt = np.searchsorted(a.content_terms, a.content_stems)
    keys, old_counts = np.unique(a.content_units * size + pt, return_counts=True)
    assert np.array_equal(units, keys // size)
    assert np.array_equal(np.searchsorted(a.content_terms, stems), keys % size)
    assert np.array_equal(counts, old_counts.astype(np.float64))
    assert np.array_equal(a.unit_stem_terms, keys % size)
    terms, places = _union(a.content_terms, b.content_terms)
    assert np.array_equal(terms, np.unique(np.concatenate([a.content_terms, b.content_terms])))
    assert np.array_equal(places, np.searchsorted(terms, a.content_terms))
    common = sorted_distinct(np.intersect1d(a.shingle_set, b.shingle_set))
    for text in (a, b):
        new, old = (
            _positions(text, common, 5, min_content),
            _old_positions(text, common, 5, min_content),
        )
        assert np.array_equal(new[0], old[0]) and np.array_equal(new[1], old[1])
        scanned = _scanned_positions(text, common, 5, min_content)
        assert np.array_equal(scanned[0], old[0]) and np.array_equal(scanned[1], old[1])
