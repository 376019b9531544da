"""The worker-speed ratios ``benchmarks/corpus.py --rounds`` prints: the first worker count's
speed over each other's, round by round, and the median."""

from __future__ import annotations

from benchmarks.corpus import _speed_ratios


def _row(size: int, workers: int, turn: int, words_per_s: int) -> dict:
    return {
        "size": size,
        "sampling": "winnow",
        "workers": workers,
        "round": turn,
        "words_per_s": words_per_s,
    }


def test_ratios_are_per_round_with_their_median():
    rows = [
        _row(10000, 2, 0, 1_300_000),
        _row(10000, 1, 0, 800_000),
        _row(10000, 2, 1, 1_200_000),
        _row(10000, 1, 1, 800_000),
        _row(10000, 2, 2, 1_400_000),
        _row(10000, 1, 2, 700_000),
        _row(1000, 2, 0, 900_000),  # one worker count only: no ratio
    ]
    assert _speed_ratios(rows) == [
        "10000 winnow: 2 workers / 1: 1.62, 1.50, 2.00 (median 1.62, 3 rounds)"
    ]


def test_a_round_without_the_other_count_is_left_out():
    rows = [_row(10000, 2, 0, 1_000_000), _row(10000, 1, 0, 500_000), _row(10000, 2, 1, 9)]
    assert _speed_ratios(rows) == ["10000 winnow: 2 workers / 1: 2.00 (median 2.00, 1 round)"]
