"""The replay of ranked stretch queries (``benchmarks/stretch_queries.py``): a document holding
a stretch's rare stems is nominated, whatever their order, the paper itself and documents
already chosen are not, and stems held by too many documents weigh nothing."""

from __future__ import annotations

import numpy as np

from benchmarks.stretch_queries import (
    STEP,
    STRETCH,
    TermIndex,
    extra_candidates,
    nominated,
    rare_postings,
)


def _doc(*stems: int) -> np.ndarray:
    return np.array(stems, dtype=np.uint64)


COMMON = list(range(1, 11))  # held by every document
RARE = list(range(100, 100 + STRETCH))  # one stretch's worth of rare stems


def _corpus() -> list[np.ndarray]:
    filler = [_doc(*COMMON, *range(1000 + 50 * i, 1000 + 50 * i + 40)) for i in range(20)]
    shuffled = list(reversed(RARE[: STRETCH // 2])) + [0] * 5 + COMMON  # half the stems, reordered
    paper = _doc(*RARE, *COMMON)
    return [paper, _doc(*shuffled), *filler]


def test_the_document_with_the_stretch_s_rare_stems_is_nominated_in_any_order():
    contents = _corpus()
    index = TermIndex.build(contents)
    merits = nominated(index, contents[0], max_df=0.5, exclude={0})
    assert list(merits) == [1]
    assert 0.4 < merits[1] <= 1.0  # half the rare stems' weight, scaled by its short length


def test_the_paper_itself_and_chosen_documents_are_not_extras():
    contents = _corpus()
    index = TermIndex.build(contents)
    assert extra_candidates(index, contents[0], chosen=(), extras=5, max_df=0.5) == [0]
    assert extra_candidates(index, contents[0], {1}, 5, 0.5, exclude={0}) == []
    assert extra_candidates(index, contents[0], (), 5, 0.5, exclude={0}) == [1]


def test_stems_held_by_too_many_documents_nominate_nothing():
    contents = _corpus()
    index = TermIndex.build(contents)
    only_common = _doc(*COMMON * 5)
    assert nominated(index, only_common, max_df=0.5) == {}
    # The same stems count when the cap lets them in: every document holds them.
    assert nominated(index, only_common, max_df=1.0)


def test_every_stretch_is_one_query():
    """A paper of two stretches apart nominates the source of each."""
    first, second = list(range(200, 250)), list(range(300, 350))
    contents = [_doc(*first, *second), _doc(*first), _doc(*second), _doc(*range(400, 450))]
    index = TermIndex.build(contents)
    assert STEP < len(first)
    assert set(nominated(index, contents[0], max_df=0.5, exclude={0})) == {1, 2}


def test_an_empty_index_or_paper_nominates_nothing():
    assert nominated(TermIndex.build([]), _doc(1, 2, 3), max_df=1.0) == {}
    index = TermIndex.build(_corpus())
    assert nominated(index, _doc(), max_df=1.0) == {}


def test_a_rare_only_index_stops_writing_a_stem_once_it_is_common():
    """Stem 1 is in every document: written for the first ``floor`` documents, then not, and
    (common at the end) it is not counted as missing; stem 2 is in two documents only."""
    contents = [_doc(1, 2)] + [_doc(1, 100 + i) for i in range(9)] + [_doc(1, 2)]
    written, total, rare, missing = rare_postings(contents, share=0.0, floor=3)
    assert total == 22
    assert written == 3 + 2 + 9  # stem 1 three times, stem 2 twice, the others once
    assert rare == 10 and missing == 0  # stems 2 and 100-108; stem 1 is common


def test_a_stem_rare_at_the_end_but_skipped_early_is_missing():
    """Common among the first documents, rare once the corpus grew: its skipped postings are
    missing (the share grows with the documents)."""
    early = [_doc(7, 50 + i) for i in range(4)]
    later = [_doc(200 + i) for i in range(96)]
    written, _total, _rare, missing = rare_postings(early + later, share=0.05, floor=2)
    assert missing == 1 and written == 2 + 4 + 96
