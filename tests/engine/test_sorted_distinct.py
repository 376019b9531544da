"""`sorted_distinct` gives np.unique's answer for integers without importing numpy.ma."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from app.engine.shingles import sorted_distinct


@pytest.mark.parametrize("dtype", [np.int64, np.uint64, np.int32, np.uint32])
def test_sorted_distinct_equals_numpy_unique(dtype):
    rng = np.random.default_rng(7)
    for size in (0, 1, 2, 5, 1000):
        values = rng.integers(0, 50, size=size).astype(dtype)
        found = sorted_distinct(values)
        assert found.dtype == np.unique(values).dtype
        assert np.array_equal(found, np.unique(values))


def test_sorted_distinct_leaves_its_input_alone():
    values = np.array([3, 1, 3, 2], dtype=np.int64)
    assert sorted_distinct(values).tolist() == [1, 2, 3]
    assert values.tolist() == [3, 1, 3, 2]


def test_sorted_distinct_does_not_import_numpy_ma():
    code = (
        "import sys, numpy as np; from app.engine.shingles import sorted_distinct; "
        "sorted_distinct(np.array([3, 1, 3])); sys.exit('numpy.ma' in sys.modules)"
    )
    assert subprocess.run([sys.executable, "-c", code], timeout=60).returncode == 0
