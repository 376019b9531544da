"""Who shares text with whom in a set of documents: seed 000's four-stage clustering.

1. each document's sampled fingerprints (``app.engine.fingerprints``), linear in its size;
2. one table of (fingerprint, document) sorted by fingerprint;
3. for every fingerprint held by several documents, every pair of them: the table of
   (document A, document B, shared fingerprints);
4. the pairs over a threshold, and clusters of linked documents (union-find).

No pair of documents is compared unless they share a fingerprint, so a class of n papers costs
O(F log F) for F fingerprints in all, plus the pairs actually found, instead of n² comparisons.
A fingerprint held by more than ``common_share`` of the set (and by at least 3 documents) is the
assignment's own wording, quoted by everyone, and links nobody.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from app.engine.shingles import sorted_distinct

#: Shared fingerprints that make two documents worth aligning.
MIN_SHARED = 3
#: A fingerprint in more than this share of the documents links nobody.
COMMON_SHARE = 0.5


@dataclass(frozen=True, slots=True)
class SharedPair:
    """Two documents (indices, ``a < b``) that share ``shared`` fingerprints; ``overlap`` is
    shared / the smaller document's fingerprint count (an estimate of its containment)."""

    a: int
    b: int
    shared: int
    overlap: float

    def __post_init__(self) -> None:
        if not 0 <= self.a < self.b:
            raise ValueError("a pair needs two different documents, a < b")


def fingerprint_table(
    fingerprints: Sequence[NDArray[np.uint64]],
) -> tuple[NDArray[np.uint64], NDArray[np.int64]]:
    """Stage 2: (fingerprint, document) rows sorted by fingerprint, each pair once.
    O(F log F)."""
    if not fingerprints:
        return np.zeros(0, dtype=np.uint64), np.zeros(0, dtype=np.int64)
    hashes = np.concatenate([sorted_distinct(f.astype(np.uint64)) for f in fingerprints])
    docs = np.concatenate(
        [np.full(len(sorted_distinct(f)), i, dtype=np.int64) for i, f in enumerate(fingerprints)]
    )
    order = np.lexsort((docs, hashes))
    return hashes[order], docs[order]


def shared_pairs(
    fingerprints: Sequence[NDArray[np.uint64]],
    *,
    min_shared: int = MIN_SHARED,
    common_share: float = COMMON_SHARE,
) -> list[SharedPair]:
    """Stages 2–4 without the clustering: every pair sharing at least ``min_shared``
    fingerprints, most shared first. O(F log F + P) for P (pair, fingerprint) incidences."""
    n = len(fingerprints)
    hashes, docs = fingerprint_table(fingerprints)
    if len(hashes) == 0:
        return []
    starts = np.flatnonzero(np.r_[True, hashes[1:] != hashes[:-1]])
    sizes = np.diff(np.r_[starts, len(hashes)])
    too_common = max(3, int(common_share * n) + 1)
    keys: list[NDArray[np.int64]] = []
    for size in sorted_distinct(sizes):
        if size < 2 or size >= too_common:
            continue
        group_starts = starts[sizes == size]
        members = docs[group_starts[:, None] + np.arange(size)]  # one row per fingerprint
        left, right = np.triu_indices(size, k=1)
        keys.append((members[:, left] * n + members[:, right]).ravel())
    if not keys:
        return []
    pair_keys, counts = np.unique(np.concatenate(keys), return_counts=True)
    sizes_per_doc = np.array([len(sorted_distinct(f)) for f in fingerprints], dtype=np.int64)
    out = []
    for key, count in zip(pair_keys.tolist(), counts.tolist(), strict=True):
        if count < min_shared:
            continue
        a, b = divmod(key, n)
        smaller = max(1, min(sizes_per_doc[a], sizes_per_doc[b]))
        out.append(SharedPair(a, b, count, count / smaller))
    out.sort(key=lambda p: (-p.shared, p.a, p.b))
    return out


def clusters(count: int, pairs: Sequence[SharedPair]) -> list[list[int]]:
    """Stage 4: groups of documents joined by linked pairs (union-find with path halving),
    each sorted, largest group first; documents linked to nobody are left out. O(P α(n))."""
    parent = list(range(count))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for pair in pairs:
        ra, rb = root(pair.a), root(pair.b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)
    groups: dict[int, list[int]] = {}
    for i in range(count):
        groups.setdefault(root(i), []).append(i)
    found = [g for g in groups.values() if len(g) > 1]
    found.sort(key=lambda g: (-len(g), g[0]))
    return found
