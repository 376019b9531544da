"""Shingles against set arithmetic; mod-m sampling."""

from __future__ import annotations

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from app.engine import shingles as sh
from app.engine.tokens import tokenise


def _hashes(text: str, w: int) -> np.ndarray:
    return sh.shingle_hashes(tokenise(text).hashes(), w)


def test_seed_example_has_six_shingles():
    text = "astronomers have found over a hundred planets orbiting alien suns"
    assert len(np.unique(_hashes(text, 5))) == 6


def test_equal_shingles_hash_equal_and_order_matters():
    a = _hashes("one two three four five", 3)
    b = _hashes("zero one two three four five", 3)
    assert set(a.tolist()) < set(b.tolist())
    assert _hashes("a b c", 3)[0] != _hashes("c b a", 3)[0]


def _naive_sets(words_a, words_b, w):
    def shingles(words):
        if len(words) < w:
            return {tuple(words)} if words else set()
        return {tuple(words[i : i + w]) for i in range(len(words) - w + 1)}

    return shingles(words_a), shingles(words_b)


@given(
    st.lists(st.sampled_from("abcd"), max_size=25),
    st.lists(st.sampled_from("abcd"), max_size=25),
    st.integers(1, 4),
)
def test_containment_and_resemblance_match_set_arithmetic(words_a, words_b, w):
    sa, sb = _naive_sets(words_a, words_b, w)
    ha, hb = _hashes(" ".join(words_a), w), _hashes(" ".join(words_b), w)
    expected_c = len(sa & sb) / len(sa) if sa else 0.0
    expected_r = len(sa & sb) / len(sa | sb) if sa | sb else 0.0
    assert sh.containment(ha, hb) == expected_c
    assert sh.resemblance(ha, hb) == expected_r
    sets = sh.sorted_distinct(ha), sh.sorted_distinct(hb)
    assert sh.set_scores(*sets) == (expected_c, expected_r)


def test_resemblance_of_a_text_with_itself_is_one():
    h = _hashes("a text compared with itself is fully resembling", 3)
    assert sh.resemblance(h, h) == 1.0 == sh.containment(h, h)


def test_rank_moduli_follow_seed_000():
    assert [sh.sampling_modulus(n) for n in (0, 99, 100, 999, 1000, 10**6)] == [
        10,
        10,
        20,
        20,
        40,
        40,
    ]


def test_mod_m_sampling_keeps_multiples_and_short_texts_keep_something():
    values = np.arange(1, 401, dtype=np.uint64)
    kept = sh.sample_mod_m(values, 20)
    assert kept.tolist() == list(range(20, 401, 20))
    assert len(sh.sample_mod_m(np.asarray([3, 7, 11], dtype=np.uint64), 40)) == 3
    assert len(sh.sample_mod_m(np.zeros(0, dtype=np.uint64), 40)) == 0


@given(st.lists(st.integers(0, 2**64 - 1), max_size=60))
def test_sorted_distinct_is_what_np_unique_returns(values):
    array = np.array(values, dtype=np.uint64)
    assert sh.sorted_distinct(array).tolist() == np.unique(array).tolist()
