"""The distinct values of an integer array, sorted: ``np.unique(values)`` without numpy.ma.

numpy 2.4's ``np.unique``, called without ``return_index``, ``return_inverse`` or
``return_counts``, asks ``np.ma.is_masked`` of its input, and so imports ``numpy.ma`` on its
first call: 15–50 ms of every ``imbrex check`` from the shell (issue 20: start-up). The engine
and the stores never pass masked arrays; they call :func:`distinct` instead.
"""

from __future__ import annotations

from typing import TypeVar

import numpy as np
from numpy.typing import NDArray

_Value = TypeVar("_Value", bound=np.generic)


def distinct(values: NDArray[_Value]) -> NDArray[_Value]:
    """The sorted distinct values of ``values`` (flattened), as ``np.unique(values)`` gives for
    integer arrays. Method: sort a copy, keep the first of each run of equal values. Cost:
    O(n log n) time, one copy of the input."""
    ordered = np.sort(values, axis=None)
    if ordered.size < 2:
        return ordered
    first = np.empty(ordered.size, dtype=bool)
    first[0] = True
    np.not_equal(ordered[1:], ordered[:-1], out=first[1:])
    return ordered[first]
