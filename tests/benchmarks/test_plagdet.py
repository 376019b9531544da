"""The PAN measures of benchmarks/plagdet.py on small hand-computed examples."""

from __future__ import annotations

import math

import pytest

from benchmarks.plagdet import (
    Annotation,
    case_recall,
    evaluate,
    granularity,
    macro_precision,
    macro_recall,
    plagdet_score,
)


def ann(
    this_offset: int,
    this_length: int,
    source_offset: int,
    source_length: int,
    susp: str = "s1.txt",
    src: str = "r1.txt",
) -> Annotation:
    """A case or detection of the pair (susp, src)."""
    return Annotation(susp, this_offset, this_length, src, source_offset, source_length)


CASE = ann(0, 100, 0, 100)


def test_perfect_detection_scores_one() -> None:
    scores = evaluate([CASE], [CASE])
    assert (scores.plagdet, scores.recall, scores.precision, scores.granularity) == (1, 1, 1, 1)
    assert scores.detected_cases == 1


def test_case_detected_by_two_halves_has_granularity_two() -> None:
    halves = [ann(0, 50, 0, 50), ann(50, 50, 50, 50)]
    scores = evaluate([CASE], halves)
    assert scores.recall == 1 and scores.precision == 1
    assert scores.granularity == 2
    assert scores.plagdet == pytest.approx(1 / math.log2(3))
    assert scores.plagdet == pytest.approx(0.6309, abs=1e-4)


def test_half_covered_case_has_recall_one_half() -> None:
    scores = evaluate([CASE], [ann(0, 50, 0, 50)])
    assert scores.recall == 0.5
    assert scores.precision == 1
    assert scores.granularity == 1
    assert scores.plagdet == pytest.approx(2 * 0.5 / 1.5)


def test_both_sides_count_separately() -> None:
    # the whole suspicious passage (100) but half the source passage (50): 150 / 200
    scores = evaluate([CASE], [ann(0, 100, 0, 50)])
    assert scores.recall == 0.75
    assert scores.precision == 1


def test_precision_is_recall_with_roles_swapped() -> None:
    # a detection of 40 + 40 chars covering a case of 10 + 10 chars
    scores = evaluate([ann(10, 10, 10, 10)], [ann(0, 40, 0, 40)])
    assert scores.recall == 1
    assert scores.precision == 0.25


def test_overlap_on_the_suspicious_side_only_does_not_count() -> None:
    scores = evaluate([CASE], [ann(0, 100, 200, 100)])
    assert scores.recall == 0 and scores.precision == 0
    assert scores.plagdet == 0
    assert scores.granularity == 1
    assert scores.detected_cases == 0


def test_overlap_on_the_source_side_only_does_not_count() -> None:
    assert evaluate([CASE], [ann(300, 100, 0, 100)]).recall == 0


def test_touching_passages_do_not_overlap() -> None:
    assert evaluate([CASE], [ann(100, 50, 100, 50)]).recall == 0


def test_detections_of_other_pairs_do_not_mix() -> None:
    same_offsets_other_source = ann(0, 100, 0, 100, src="r2.txt")
    same_offsets_other_susp = ann(0, 100, 0, 100, susp="s2.txt")
    scores = evaluate([CASE], [same_offsets_other_source, same_offsets_other_susp])
    assert scores.recall == 0 and scores.precision == 0


def test_two_pairs_one_detected() -> None:
    other = ann(0, 100, 0, 100, susp="s2.txt", src="r2.txt")
    scores = evaluate([CASE, other], [CASE])
    assert scores.recall == 0.5
    assert scores.precision == 1
    assert scores.detected_cases == 1


def test_false_detection_in_another_pair_halves_precision() -> None:
    scores = evaluate([CASE], [CASE, ann(0, 100, 0, 100, susp="s9.txt")])
    assert scores.recall == 1
    assert scores.precision == 0.5


def test_overlapping_detections_are_counted_once_per_character() -> None:
    scores = evaluate([CASE], [ann(0, 60, 0, 60), ann(40, 60, 40, 60)])
    assert scores.recall == 1
    assert scores.granularity == 2


def test_granularity_ignores_undetected_cases() -> None:
    other = ann(500, 100, 500, 100)
    assert granularity([CASE, other], [ann(0, 50, 0, 50), ann(50, 50, 50, 50)]) == 2


def test_empty_set_conventions_of_the_official_script() -> None:
    both_empty = evaluate([], [])
    assert (both_empty.recall, both_empty.precision, both_empty.plagdet) == (1, 1, 1)
    no_cases = evaluate([], [CASE])
    assert (no_cases.recall, no_cases.precision, no_cases.plagdet) == (0, 0, 0)
    no_detections = evaluate([CASE], [])
    assert (no_detections.recall, no_detections.precision, no_detections.plagdet) == (0, 0, 0)
    assert no_detections.granularity == 1


def test_identical_detections_count_once_in_evaluate() -> None:
    scores = evaluate([CASE], [CASE, CASE])
    assert scores.granularity == 1
    assert scores.detections == 1
    # the bare measure functions take their inputs as given, like the official ones
    assert granularity([CASE], [CASE, CASE]) == 2


def test_official_unit_test_values() -> None:
    """Values from the official script's own unit tests (external annotations only)."""
    ann1 = Annotation("tref1", 0, 100, "sref1", 0, 100)
    ann3 = Annotation("tref1", 100, 100, "sref1", 100, 100)
    ann4 = Annotation("tref1", 0, 200, "sref1", 0, 200)
    ann5 = Annotation("tref1", 0, 1, "sref1", 0, 1)
    ann6 = Annotation("tref1", 99, 1, "sref1", 99, 1)
    ann7 = Annotation("tref2", 0, 100, "sref2", 0, 100)
    ann9 = Annotation("tref2", 50, 100, "sref2", 50, 100)
    ann10 = Annotation("tref2", 25, 75, "sref2", 25, 75)
    assert case_recall(ann1, []) == 0
    assert case_recall(ann1, [ann1]) == 1
    assert case_recall(ann1, [ann3]) == 0
    assert case_recall(ann1, [ann4, ann7]) == 1
    assert case_recall(ann1, [ann7, ann9]) == 0
    assert case_recall(ann7, [ann9]) == 0.5
    assert case_recall(ann7, [ann10]) == 0.75
    assert case_recall(ann7, [ann9, ann10]) == 0.75
    assert macro_recall([ann1, ann7], [ann1]) == 0.5
    assert macro_precision([ann1], [ann1, ann7]) == 0.5
    assert granularity([ann1], [ann5, ann6]) == 2
    assert granularity([ann1, ann7], [ann1, ann5, ann6, ann9]) == 2
    assert plagdet_score(0, 0, 1) == 0
    assert plagdet_score(1, 1, 0.5) == 0
    assert plagdet_score(1, 1, 3) == 0.5


@pytest.mark.parametrize("bad", [ann(0, 0, 0, 10), ann(0, 10, 0, 0), ann(-1, 10, 0, 10)])
def test_empty_or_negative_annotations_are_rejected(bad: Annotation) -> None:
    with pytest.raises(ValueError):
        evaluate([CASE], [bad])
