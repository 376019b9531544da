"""Whole-document sketches (Broder 1997; seed 001): min-hash, super-shingles, resemblance.

A *sketch* is a fixed-size sample of a document's set of retrieval grams (``fingerprints``):
the share of equal positions in two sketches estimates the resemblance of the two sets,
|A ∩ B| / |A ∪ B|. Seed 001 takes the minimum under each of 85 independent hash functions,
O(85·n); here one hash function splits the hash range into ``SKETCH_SIZE`` bins and each bin
keeps its minimum (one-permutation hashing, Li, Owen & Zhang 2012), the same estimator at
O(n). A short text leaves bins empty; each empty bin copies the value of the first non-empty
bin on its own fixed probe sequence (optimal densification, Shrivastava 2017), so two texts
still agree on a bin with a probability close to their resemblance.

*Super-shingles* (seed 001) are checksums over groups of consecutive sketch positions: two
documents that share one agree on a whole group, which is likely only when they resemble each
other. They are what the corpus indexes, so a paper's near-duplicates are found with
``SUPER_SHINGLES`` index look-ups whatever the size of the corpus; the full sketches of the few
documents found then give the resemblance estimate that decides (docs/corpus.md gives the
measured figures behind the parameters).
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np
import xxhash
from numpy.typing import NDArray

from app.engine.shingles import splitmix64

#: Sketch positions (bins). Seed 001 names 85 for web documents; 84 = 28 groups of 3.
SKETCH_SIZE = 84
#: Super-shingles per document: groups of SKETCH_SIZE // SUPER_SHINGLES consecutive positions.
SUPER_SHINGLES = 28
#: Estimated resemblance from which a document is called a near-duplicate of another.
NEAR_DUPLICATE_RESEMBLANCE = 0.5
#: Salt of the one hash function (any odd constant; changing it changes every stored sketch).
_SALT = np.uint64(0x243F6A8885A308D3)
_EMPTY = np.iinfo(np.uint64).max
#: Probe rounds of the densification; an empty bin left after them keeps the empty value.
_PROBES = 64


def _probe_sequences(size: int) -> NDArray[np.intp]:
    """For each bin, the fixed sequence of bins it copies from when it is empty: row ``j`` is
    ``_PROBES`` pseudo-random bins, the same for every document. O(size · probes)."""
    keys = np.arange(size * _PROBES, dtype=np.uint64) + np.uint64(1)
    probes: NDArray[np.intp] = (splitmix64(keys * _SALT) % np.uint64(size)).astype(np.intp)
    return probes.reshape(size, _PROBES)


_PROBE_TABLE = _probe_sequences(SKETCH_SIZE)


def minhash_sketch(hashes: NDArray[np.uint64], size: int = SKETCH_SIZE) -> NDArray[np.uint64]:
    """Min-hash sketch of a set of hashes (repeats do not matter): one-permutation hashing into
    ``size`` bins, each keeping its smallest mixed hash, empty bins densified. O(n + size).

    The share of equal positions of two sketches estimates the resemblance of the two sets
    (:func:`sketch_resemblance`). An empty set gives a sketch of the all-ones value in every
    position, which equals only another empty set's.
    """
    if size < 1:
        raise ValueError("a sketch needs at least one position")
    sketch = np.full(size, _EMPTY, dtype=np.uint64)
    if len(hashes) == 0:
        return sketch
    with np.errstate(over="ignore"):
        mixed = splitmix64(np.asarray(hashes, dtype=np.uint64) ^ _SALT)
    np.minimum.at(sketch, (mixed % np.uint64(size)).astype(np.intp), mixed)
    empty = sketch == _EMPTY
    if empty.any():
        table = _PROBE_TABLE if size == SKETCH_SIZE else _probe_sequences(size)
        holes = np.flatnonzero(empty)
        probes = table[holes]
        usable = ~empty[probes]
        found = usable.any(axis=1)
        first = usable.argmax(axis=1)
        sketch[holes[found]] = sketch[probes[found, first[found]]]
    return sketch


def sketch_resemblance(a: NDArray[np.uint64], b: NDArray[np.uint64]) -> float:
    """Estimated resemblance of two documents: the share of equal sketch positions.
    O(size)."""
    if a.shape != b.shape:
        raise ValueError("sketches of different sizes")
    return float(np.mean(a == b)) if len(a) else 1.0


def super_shingles(sketch: NDArray[np.uint64], groups: int = SUPER_SHINGLES) -> list[int]:
    """Super-shingles (Broder 1997; seed 001): xxh3_64 of each of ``groups`` consecutive slices
    of the sketch, seeded with the slice's number so that equal values mean the same slice of
    both sketches. Two documents of resemblance r share at least one with probability
    1 − (1 − r^g)^groups for slices of g positions. The slices are cut from the sketch's bytes
    (`_slice_bounds`: ``np.array_split``'s slices, the first ``size % groups`` one value longer),
    one xxh3 call each with no array made per slice. O(size)."""
    data = np.ascontiguousarray(sketch, dtype=np.uint64).tobytes()
    bounds = _slice_bounds(len(data) // 8, groups)
    digest = xxhash.xxh3_64_intdigest
    return [digest(data[start:end], seed=n) for n, (start, end) in enumerate(bounds)]


@lru_cache(maxsize=8)
def _slice_bounds(size: int, groups: int) -> tuple[tuple[int, int], ...]:
    """The byte ranges of ``np.array_split``'s ``groups`` slices of ``size`` uint64 values; a
    ``ValueError`` when there are fewer values than groups. O(groups)."""
    if groups < 1 or groups > size:
        raise ValueError("groups must be between 1 and the sketch size")
    short, longer = divmod(size, groups)
    bounds = []
    start = 0
    for n in range(groups):
        end = start + 8 * (short + (n < longer))
        bounds.append((start, end))
        start = end
    return tuple(bounds)
