"""Min-hash sketches and super-shingles against set arithmetic."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine import sketches as sk
from app.engine.shingles import resemblance


def _set(start: int, count: int) -> np.ndarray:
    return np.arange(start, start + count, dtype=np.uint64) * np.uint64(0x9E3779B97F4A7C15)


@settings(max_examples=40, deadline=None)
@given(
    shared=st.integers(0, 3000),
    only_a=st.integers(0, 3000),
    only_b=st.integers(0, 3000),
)
def test_the_share_of_equal_positions_estimates_resemblance(shared, only_a, only_b):
    a = np.concatenate([_set(0, shared), _set(10**6, only_a)])
    b = np.concatenate([_set(0, shared), _set(2 * 10**6, only_b)])
    if len(a) == 0 or len(b) == 0:
        return
    true = resemblance(a, b)
    estimate = sk.sketch_resemblance(sk.minhash_sketch(a), sk.minhash_sketch(b))
    # Binomial spread of 84 positions: 4 standard deviations at most 0.22.
    assert abs(estimate - true) <= 0.22


def test_a_sketch_ignores_order_and_repeats_and_fills_every_position():
    values = _set(5, 40)  # fewer values than positions: most bins start empty
    sketch = sk.minhash_sketch(values)
    assert sketch.shape == (sk.SKETCH_SIZE,) and sketch.dtype == np.uint64
    assert np.all(sketch != np.iinfo(np.uint64).max)  # densified
    shuffled = np.concatenate([values[::-1], values[:7]])
    assert sk.minhash_sketch(shuffled).tolist() == sketch.tolist()
    assert sk.sketch_resemblance(sketch, sk.minhash_sketch(_set(5, 40))) == 1.0


def test_an_empty_set_resembles_only_an_empty_set():
    empty = sk.minhash_sketch(np.zeros(0, dtype=np.uint64))
    assert sk.sketch_resemblance(empty, sk.minhash_sketch(np.zeros(0, dtype=np.uint64))) == 1.0
    assert sk.sketch_resemblance(empty, sk.minhash_sketch(_set(1, 500))) == 0.0


def test_super_shingles_are_shared_by_near_duplicates_and_not_by_unrelated_sets():
    a = sk.minhash_sketch(_set(0, 2000))
    near = sk.minhash_sketch(_set(100, 2000))  # resemblance 0.905
    other = sk.minhash_sketch(_set(10**6, 2000))
    assert len(sk.super_shingles(a)) == sk.SUPER_SHINGLES
    assert set(sk.super_shingles(a)) & set(sk.super_shingles(near))
    assert not set(sk.super_shingles(a)) & set(sk.super_shingles(other))


def test_equal_groups_at_different_places_are_different_super_shingles():
    sketch = np.zeros(sk.SKETCH_SIZE, dtype=np.uint64)
    values = sk.super_shingles(sketch)
    assert len(set(values)) == len(values)  # seeded with the group's number


def test_sketches_of_different_sizes_do_not_compare():
    with pytest.raises(ValueError):
        sk.sketch_resemblance(sk.minhash_sketch(_set(0, 5), 10), sk.minhash_sketch(_set(0, 5)))
    with pytest.raises(ValueError):
        sk.super_shingles(sk.minhash_sketch(_set(0, 5)), sk.SKETCH_SIZE + 1)
